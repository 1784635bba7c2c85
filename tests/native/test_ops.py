"""Every opcode the native tier covers, on every target, against the interpreter bit for bit:
random and edge operands, EXEC full, empty and partial, a wave outside the batch, every MODE
denormal setting of f32, f16/f64 and IEEE (a float program runs under one MODE per target, in
turn, so that the four targets see every MODE between them; benchmarks/native_speed.py runs
every program under every MODE, over more seeds)."""
import numpy as np
import pytest

from tests.native.differential import compare, modes, programs

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_valu_matches_interpreter(target):
    valu, _ = programs(target, np.random.default_rng(7))
    for k, lines in enumerate(valu):
        choice = modes(lines)
        mode = choice[(k + 3 * TARGETS.index(target)) % len(choice)]
        diffs, runs = compare(target, lines, mode, seed=TARGETS.index(target))
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5


@pytest.mark.parametrize("target", TARGETS)
def test_salu_matches_interpreter(target):
    _, chunks = programs(target, np.random.default_rng(8))
    for chunk in chunks:
        diffs, runs = compare(target, chunk, 0x3F0, seed=11)
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(chunk) * 5


NANS32 = (0x7FC00001, 0xFFC00002, 0x7F800003)          # two quiet payloads and a signalling one
NANS16 = (0x7E01, 0xFE02, 0x7C03)


def _nan_pairs(st):
    """v0/v1 (f32), v[2:3]/v[4:5] (f64), v6/v7 (f16) and s0 hold NaNs of different payloads,
    every ordered pair somewhere in every wave."""
    lanes = np.arange(64)
    for pool, (a, b) in ((NANS32, (0, 1)), (NANS16, (6, 7))):
        st.v[:, a] = np.array(pool, np.uint32)[lanes % 3]
        st.v[:, b] = np.array(pool, np.uint32)[(lanes + 1 + lanes // 3 % 2) % 3]
    for first, low in ((2, 1), (4, 2)):
        st.v[:, first] = low + lanes % 5
        st.v[:, first + 1] = np.array([0x7FF80000, 0xFFF80000, 0x7FF00000], np.uint32)[
            (lanes + first) % 3]
    st.s[:, 0] = NANS32[2]


@pytest.mark.parametrize("target", ("gfx900", "gfx942"))
def test_add_sub_mul_of_two_nans_match_interpreter(target):
    """Two NaNs of different payloads in both orders: the native add/sub/mul returns the first
    one quieted as the interpreter does (semantics/test_nan_order.py pins that rule)."""
    lines = ["v_add_f32 v40, v0, v1", "v_add_f32 v41, v1, v0", "v_sub_f32 v42, v0, v1",
             "v_sub_f32 v43, v1, v0", "v_mul_f32 v44, v0, v1", "v_add_f32 v45, s0, v1",
             "v_sub_f32_e64 v46, v0, s0", "v_add_f64 v[48:49], v[2:3], v[4:5]",
             "v_mul_f64 v[50:51], v[4:5], v[2:3]", "v_add_f16 v52, v6, v7",
             "v_sub_f16 v53, v7, v6", "v_mul_f16 v54, v6, v7"]
    diffs, runs = compare(target, lines, 0x3F0, seed=5, prepare=_nan_pairs)
    assert not diffs, "\n".join(diffs[:20])
    assert runs == len(lines) * 5
