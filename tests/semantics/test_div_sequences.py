"""clang-19's own division sequences, run end to end through gcnsim, give numpy's quotient.

The sequences (v_div_scale x2, v_rcp, fma Newton steps, v_div_fmas, v_div_fixup) are designed to
give the correctly rounded quotient: always in f64, in f32 with f32 denormals on (MODE[5:4] = 3,
which clang's OpenCL kernels keep, so its listing has no s_setreg around the sequence). So every
pair of an edge grid (zeros, denormals, min normal, 1, 1 + eps, 3, 1/3, near 2**+-126 /
2**+-1022, max, infinities, NaN, both signs) crossed with itself, and a few thousand random pairs
with extreme exponents, must come out bit for bit as numpy's a / b (a NaN: only NaN-ness).

The kernel bodies below are clang-19's output, verbatim, for

    kernel void fdiv32(global float *out, global const float *a, global const float *b) {
      uint i = __builtin_amdgcn_workitem_id_x();
      out[i] = a[i] / b[i];
    }
    (and fdiv64, the same on double), made by
    clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -mcpu=gfx900 -O2 \
        -cl-fp32-correctly-rounded-divide-sqrt -S div.cl        (and -mcpu=gfx942)

They run as raw programs (one lane a pair, many waves) behind one line that sets MODE's f32 and
f16/f64 denormal fields, from a kernarg block of (out, a, b) pointers as clang's loads expect.
"""
import numpy as np
import pytest

from gcnsim.runtime import Device

KERNELS = {
    ("gfx900", "f32"): """
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[2:3]
	global_load_dword v2, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v3, s[2:3], v2, v2, v1
	v_div_scale_f32 v4, vcc, v1, v2, v1
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v6, -v3, v5, 1.0
	v_fma_f32 v5, v6, v5, v5
	v_mul_f32_e32 v6, v4, v5
	v_fma_f32 v7, -v3, v6, v4
	v_fma_f32 v6, v7, v5, v6
	v_fma_f32 v3, -v3, v6, v4
	v_div_fmas_f32 v3, v3, v5, v6
	v_div_fixup_f32 v1, v3, v2, v1
	global_store_dword v0, v1, s[0:1]
	s_endpgm""",
    ("gfx942", "f32"): """
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[6:7]
	global_load_dword v2, v0, s[2:3]
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v3, s[0:1], v2, v2, v1
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v5, vcc, v1, v2, v1
	v_fma_f32 v6, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v3, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_div_fixup_f32 v1, v3, v2, v1
	global_store_dword v0, v1, s[4:5]
	s_endpgm""",
    ("gfx900", "f64"): """
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshlrev_b32_e32 v12, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v12, s[2:3]
	global_load_dwordx2 v[2:3], v12, s[6:7]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[4:5], s[2:3], v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[10:11], vcc, v[0:1], v[2:3], v[0:1]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[8:9], v[10:11]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	global_store_dwordx2 v12, v[0:1], s[0:1]
	s_endpgm""",
    ("gfx942", "f64"): """
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v12, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v12, s[6:7]
	global_load_dwordx2 v[2:3], v12, s[2:3]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[4:5], s[0:1], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_div_scale_f64 v[8:9], vcc, v[0:1], v[2:3], v[0:1]
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	global_store_dwordx2 v12, v[0:1], s[4:5]
	s_endpgm""",
}
# f32 and f16/f64 denormals kept (MODE[7:4] = 0xF), as clang's kernel descriptors ask
MODE_LINE = "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 15\n\ts_nop 1"
KERNARG_SGPR = {"gfx900": 4, "gfx942": 0}
DTYPE = {"f32": np.float32, "f64": np.float64}
UINT = {"f32": np.uint32, "f64": np.uint64}
RNG = np.random.default_rng(20261123)


def edges(dtype):
    """The edge values of a float type, both signs."""
    info = np.finfo(dtype)
    one, tiny = dtype(1), info.tiny
    big_exp = info.maxexp - 1          # 127 / 1023
    small = dtype(info.smallest_subnormal)
    values = [0.0, small, tiny - small, tiny, tiny + tiny * info.eps, one, one + info.eps,
              one - info.epsneg, 3.0, one / 3, 2.0 ** (big_exp - 1), 2.0 ** big_exp,
              1.5 * 2.0 ** (big_exp - 1), 2.0 ** -(big_exp - 1) * 1.25, tiny * 4, tiny / 2,
              tiny / 3, info.max, info.max / 3, np.inf, np.nan]
    positive = np.array(values, dtype)
    return np.concatenate([positive, -positive])


def random_values(dtype, count):
    """Random significands, exponents over the whole range (denormals and extremes often)."""
    info = np.finfo(dtype)
    lo, hi = info.minexp - info.nmant, info.maxexp
    exps = RNG.integers(lo, hi, count)
    exps = np.where(RNG.random(count) < 0.3, RNG.choice([lo, lo + 30, -2, hi - 40, hi - 1],
                                                           count), exps)
    signs = RNG.choice([-1.0, 1.0], count)
    return (np.ldexp(RNG.uniform(1, 2, count), exps) * signs).astype(dtype)


def pairs(kind, randoms=4096):
    dtype = DTYPE[kind]
    edge = edges(dtype)
    a = np.repeat(edge, edge.size)
    b = np.tile(edge, edge.size)
    ra, rb = random_values(dtype, randoms), random_values(dtype, randoms)
    # random numerators over the edge divisors and edge numerators over random divisors too
    ea, eb = RNG.choice(edge, randoms), RNG.choice(edge, randoms)
    return np.concatenate([a, ra, ea, ra]), np.concatenate([b, rb, rb, eb])


def run_division(target, kind, a, b):
    """Run clang's kernel body on a / b, one lane a pair; returns the quotients."""
    dev = Device(target)
    count, n = a.size, -(-a.size // 64) * 64
    a = np.concatenate([a, np.ones(n - a.size, a.dtype)])
    b = np.concatenate([b, np.ones(n - b.size, b.dtype)])
    out, da, db = dev.array(np.zeros_like(a)), dev.array(a), dev.array(b)
    kernarg = dev.array(np.array([out.address, da.address, db.address], np.uint64))
    program = dev.load(MODE_LINE + KERNELS[target, kind] + "\n")
    sgpr = KERNARG_SGPR[target]
    program.run(n, 64, sgprs={sgpr: (kernarg.address & 0xFFFFFFFF, kernarg.address >> 32)},
                vgprs={0: "global_id_x"})
    return out.numpy()[:count]


def mismatches(kind, a, b, got):
    """Indices where ``got`` is not numpy's a / b bit for bit (a NaN only needs to be NaN)."""
    with np.errstate(all="ignore"):
        want = a / b
    same = got.view(UINT[kind]) == want.view(UINT[kind])
    same |= np.isnan(got) & np.isnan(want)
    return np.flatnonzero(~same)


def describe(kind, a, b, got, bad, limit=12):
    with np.errstate(all="ignore"):
        want = a / b
    rows = [f"{a[i]!r} / {b[i]!r}: got {got[i]!r}, want {want[i]!r}" for i in bad[:limit]]
    return f"{bad.size} of {a.size} {kind} pairs differ:\n  " + "\n  ".join(rows)


@pytest.mark.parametrize("kind", ["f32", "f64"])
@pytest.mark.parametrize("target", ["gfx900", "gfx942"])
def test_clang_division_is_numpys_quotient(target, kind):
    a, b = pairs(kind)
    got = run_division(target, kind, a, b)
    bad = mismatches(kind, a, b, got)
    assert bad.size == 0, describe(kind, a, b, got, bad)


@pytest.mark.parametrize("kind,a,b", [
    ("f64", 10.0, 1.79e308), ("f64", 1.1125e-308, 1 + 2.0 ** -52), ("f64", 1.0, 1.79e308),
    ("f64", -1.0, np.finfo(np.float64).max), ("f64", 2.0 ** -1074, 3.0),
    ("f32", 1.0, 3.4e38), ("f32", -3.0, 3.4e38), ("f32", 3e38, 3.4e38),
    ("f32", 2.0 ** -149, 3.0), ("f32", 1e-39, 1 + 2.0 ** -23),
])
def test_reported_edge_quotients(kind, a, b):
    """The quotients the kernel-language compiler found wrong: an ulp off, or inf."""
    dtype = DTYPE[kind]
    a, b = np.array([a], dtype), np.array([b], dtype)
    got = run_division("gfx900", kind, a, b)
    assert mismatches(kind, a, b, got).size == 0, describe(kind, a, b, got,
                                                           mismatches(kind, a, b, got))
