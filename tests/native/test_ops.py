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


DIVISION = ["v_div_scale_f32 v40, s[40:41], v1, v1, v0", "v_div_scale_f32 v41, vcc, v0, v1, v0",
            "v_rcp_f32 v42, v40", "v_fma_f32 v43, -v40, v42, 1.0", "v_fma_f32 v42, v43, v42, v42",
            "v_mul_f32 v44, v41, v42", "v_fma_f32 v45, -v40, v44, v41",
            "v_fma_f32 v44, v45, v42, v44", "v_fma_f32 v46, -v40, v44, v41",
            "v_div_fmas_f32 v47, v46, v42, v44", "v_div_fixup_f32 v48, v47, v1, v0",
            "v_cndmask_b32_e64 v49, 0, -1, s[40:41]", "v_cndmask_b32_e64 v50, 0, -1, vcc",
            "v_div_fixup_f32 v51, v2, v0, v1", "v_div_fmas_f32 v52, v0, v1, v2",
            "v_ldexp_f32 v53, v0, v3", "v_ldexp_f32 v54, v2, s3", "v_exp_f32 v55, v2",
            "v_mul_f32 v56, 0x3fb8aa3b, v0", "v_exp_f32 v57, v56", "v_ldexp_f32 v58, v57, v3"]


def _quotients(rng):
    """v0, v1 (numerators, denominators), v2 (exp's inputs and third sources) and v3, s3
    (exponents): random bits, the float edges, close pairs, far pairs and denormals, and
    exponents through ldexp's whole range."""
    from tests.native.differential import F32_EDGES

    def floats(shape):
        kind = rng.integers(0, 5, shape)
        out = rng.integers(0, 1 << 32, shape, dtype=np.uint32)            # any exponent
        edges = rng.choice(np.array(F32_EDGES, np.uint32), shape)
        near = rng.uniform(0.5, 2.0, shape).astype(np.float32).view(np.uint32)
        denormal = rng.integers(1, 1 << 23, shape, dtype=np.uint32) | (
            rng.integers(0, 2, shape, dtype=np.uint32) << 31)
        far = (np.ldexp(rng.uniform(1, 2, shape), rng.integers(-149, 128, shape))
               .astype(np.float32).view(np.uint32))
        return np.select([kind == 1, kind == 2, kind == 3, kind == 4],
                         [edges, near, denormal, far], out).astype(np.uint32)

    def prepare(st):
        shape = st.v[:, 0].shape
        st.v[:, 0], st.v[:, 1] = floats(shape), floats(shape)
        st.v[:, 2] = np.where(rng.random(shape) < 0.7, rng.uniform(-160, 130, shape).astype(
            np.float32).view(np.uint32), floats(shape))
        st.v[:, 3] = rng.integers(-400, 400, shape).astype(np.int32).view(np.uint32)
        st.s[:, 3] = rng.choice(np.array([64, -64, 300, -300, 2201, -2201, 1 << 31, 0x7FFFFFFF],
                                         np.int64), st.n).astype(np.uint32)
    return prepare


@pytest.mark.parametrize("target", TARGETS)
def test_division_and_exp_match_interpreter(target):
    """f32 division's sequence (v_div_scale x2, v_rcp, Newton steps, v_div_fmas, v_div_fixup)
    and exp's (v_exp, v_ldexp) over quotients across the exponent range, denormals, the edges
    and NaNs, under every MODE: bit for bit as the interpreter."""
    runs = 0
    for seed, mode in enumerate(modes(DIVISION)):
        diffs, count = compare(target, DIVISION, mode, seed=seed,
                               prepare=_quotients(np.random.default_rng(seed)))
        assert not diffs, "\n".join(diffs[:20])
        runs += count
    assert runs == len(DIVISION) * 5 * len(modes(DIVISION))
