"""The LDS bank cost's shortcut (consecutive dwords or one dword per phase cost one clock)
agrees with counting by sorting, on rows of each kind with random lanes off."""
import numpy as np

from gcnsim.timing.lds import _worst_bank, _worst_sorted


def test_shortcut_agrees_with_sorting():
    rng = np.random.default_rng(7)
    n = 600
    lane = np.arange(32)
    for banks in (32, 16):
        width = banks                   # a phase's row is at most ``banks`` dwords
        base = rng.integers(0, 4000, (n, 1))
        kinds = [base + lane[:width], np.repeat(base, width, axis=1), base + 2 * lane[:width],
                 base + rng.integers(0, 64, (n, width)), base + (lane[:width] % 4) * 32]
        rows = np.concatenate(kinds).astype(np.int64)
        live = rng.random(rows.shape) < 0.8
        live[::3] = True
        for atomic in (False, True):
            fast = _worst_bank(rows, live, banks, atomic)
            assert fast.tolist() == _worst_sorted(rows, live, banks, atomic).tolist()
        assert set(_worst_sorted(rows, live, banks).tolist()) >= {1, 2, 4}   # all kinds met
