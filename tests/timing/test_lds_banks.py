"""The LDS bank cost's shortcut (consecutive dwords or one dword per half-wave cost one cycle)
agrees with counting by sorting, on rows of each kind with random lanes off."""
import numpy as np

from gcnsim.timing.record import _worst_bank, _worst_sorted


def test_shortcut_agrees_with_sorting():
    rng = np.random.default_rng(7)
    n = 600
    base = rng.integers(0, 4000, (n, 1))
    lane = np.arange(32)
    kinds = [base + lane, np.repeat(base, 32, axis=1), base + 2 * lane,
             base + rng.integers(0, 64, (n, 32)), base + (lane % 4) * 32]
    rows = np.concatenate(kinds).astype(np.int32)
    live = rng.random(rows.shape) < 0.8
    live[::3] = True
    for banks in (32, 16):
        fast = _worst_bank(rows.reshape(-1, 1, 32), live.reshape(-1, 1, 32), banks).ravel()
        assert fast.tolist() == _worst_sorted(rows, live, banks).tolist()
    assert set(_worst_sorted(rows, live, 32).tolist()) >= {1, 2, 4}     # all kinds met
