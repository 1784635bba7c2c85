"""VALU compares and lane plumbing: v_cmp/v_cmpx/class to VCC, SGPR pairs and EXEC, and DPP
lane permutations, all against per-lane Python references."""
import math
import struct

import numpy as np
import pytest

from .valu_harness import EXECS, check, lanes_of, run

RNG = np.random.default_rng(5)
SPECIAL = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 1e-45, -1e-45, 2.5]
FA = SPECIAL + [float(x) for x in RNG.normal(0, 4, 64 - len(SPECIAL)).astype(np.float32)]
FB = [FA[(i * 7 + 3) % 64] if i % 3 else FA[i] for i in range(64)]
IA = [int(x) for x in RNG.integers(0, 1 << 32, 64, dtype=np.uint64)]
IB = [IA[i] if i % 4 == 0 else int(x)
      for i, x in enumerate(RNG.integers(0, 1 << 32, 64, dtype=np.uint64))]


def b32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def s32(x):
    return x - (1 << 32) if x >> 31 else x


def unordered(a, b):
    return math.isnan(a) or math.isnan(b)


FLOAT = {
    "lt": lambda a, b: a < b, "eq": lambda a, b: a == b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "lg": lambda a, b: a < b or a > b,
    "ge": lambda a, b: a >= b, "o": lambda a, b: not unordered(a, b),
    "u": unordered, "nge": lambda a, b: not a >= b, "nlg": lambda a, b: not (a < b or a > b),
    "ngt": lambda a, b: not a > b, "nle": lambda a, b: not a <= b,
    "neq": lambda a, b: not a == b, "nlt": lambda a, b: not a < b,
    "f": lambda a, b: False, "tru": lambda a, b: True,
}
INT = {"lt": lambda a, b: a < b, "eq": lambda a, b: a == b, "le": lambda a, b: a <= b,
       "gt": lambda a, b: a > b, "ne": lambda a, b: a != b, "ge": lambda a, b: a >= b,
       "f": lambda a, b: False, "t": lambda a, b: True}


@pytest.mark.parametrize("cond", sorted(FLOAT))
def test_float_compares_e32_and_e64(cond):
    fa = [struct.unpack("<f", struct.pack("<f", x))[0] for x in FA]
    fb = [struct.unpack("<f", struct.pack("<f", x))[0] for x in FB]
    want = [FLOAT[cond](a, b) for a, b in zip(fa, fb)]
    init = {"v2": [b32(x) for x in fa], "v3": [b32(x) for x in fb], "vcc": -1}
    check(f"v_cmp_{cond}_f32_e32 vcc, v2, v3", init, {"vcc": want}, mask_regs={"vcc"})
    check(f"v_cmp_{cond}_f32_e64 s[4:5], v2, v3", init, {"s[4:5]": want}, mask_regs={"s[4:5]"})


@pytest.mark.parametrize("cond", sorted(INT))
@pytest.mark.parametrize("typ", ["i32", "u32"])
def test_int_compares(cond, typ):
    conv = s32 if typ == "i32" else (lambda x: x)
    want = [INT[cond](conv(a), conv(b)) for a, b in zip(IA, IB)]
    check(f"v_cmp_{cond}_{typ}_e32 vcc, v2, v3", {"v2": IA, "v3": IB}, {"vcc": want},
          mask_regs={"vcc"})


def test_cmp_u64_and_gfx7():
    wa = [a | (b << 32) for a, b in zip(IA, IB)]
    wb = [b | (a << 32) for a, b in zip(IA, IB)]
    check("v_cmp_ne_u64_e32 vcc, v[2:3], v[4:5]", {"v[2:3]": wa, "v[4:5]": wb},
          {"vcc": [a != b for a, b in zip(wa, wb)]}, mask_regs={"vcc"})
    check("v_cmp_gt_i32_e32 vcc, v2, v3", {"v2": IA, "v3": IB},
          {"vcc": [s32(a) > s32(b) for a, b in zip(IA, IB)]}, target="gfx701",
          mask_regs={"vcc"})


def test_cmpx_writes_exec_and_vcc():
    want = [a < b for a, b in zip(IA, IB)]
    st = run("v_cmpx_lt_u32_e32 vcc, v2, v3", {"v2": IA, "v3": IB})
    for w, mask in enumerate(EXECS):
        bits = np.asarray(want) & lanes_of(mask)
        value = sum(int(b) << i for i, b in enumerate(bits))
        assert int(st.pair(w, 126)) == value and int(st.pair(w, 106)) == value


def test_cmp_class():
    classes = [0x001, 0x002, 0x004, 0x008, 0x010, 0x020, 0x040, 0x080, 0x100, 0x200]
    cases = [(0x7F800001, 0), (0x7FC00000, 1), (0xFF800000, 2), (0xBF800000, 3),
             (0x80000001, 4), (0x80000000, 5), (0x00000000, 6), (0x00000001, 7),
             (0x3F800000, 8), (0x7F800000, 9)]
    values = [cases[i % 10][0] for i in range(64)]
    masks = [classes[(i + (i // 10)) % 10] for i in range(64)]
    want = [masks[i] == classes[cases[i % 10][1]] for i in range(64)]
    check("v_cmp_class_f32_e32 vcc, v2, v3", {"v2": values, "v3": masks}, {"vcc": want},
          mask_regs={"vcc"})
    check("v_cmp_class_f32_e64 s[2:3], v2, 3", {"v2": values},
          {"s[2:3]": [i % 10 < 2 for i in range(64)]}, mask_regs={"s[2:3]"})


def test_cmp_sdwa_sdst():
    want = [(a & 0xFF) == (b & 0xFF) for a, b in zip(IA, IB)]
    check("v_cmp_eq_u32_sdwa s[6:7], v2, v3 src0_sel:BYTE_0 src1_sel:BYTE_0",
          {"v2": IA, "v3": IB}, {"s[6:7]": want}, mask_regs={"s[6:7]"})


def dpp_reference(ctrl_lane, values, bound_zero, exec_mask):
    """Per-lane source index (or None) -> expected result of v_mov_b32_dpp under EXEC."""
    active = lanes_of(exec_mask)
    out = []
    for lane in range(64):
        src = ctrl_lane(lane)
        ok = src is not None and active[src]
        out.append(values[src] if ok else (0 if bound_zero else None))
    return out


DPP = [
    ("quad_perm:[3,2,1,0]", lambda l: (l & ~3) + 3 - (l & 3)),
    ("row_shl:3", lambda l: l + 3 if (l & 15) + 3 < 16 else None),
    ("row_shr:15", lambda l: l - 15 if (l & 15) >= 15 else None),
    ("row_ror:5", lambda l: (l & ~15) + (((l & 15) - 5) & 15)),
    ("wave_shl:1", lambda l: l + 1 if l < 63 else None),
    ("wave_shr:1", lambda l: l - 1 if l > 0 else None),
    ("wave_rol:1", lambda l: (l + 1) & 63),
    ("wave_ror:1", lambda l: (l - 1) & 63),
    ("row_mirror", lambda l: (l & ~15) + 15 - (l & 15)),
    ("row_half_mirror", lambda l: (l & ~7) + 7 - (l & 7)),
    ("row_bcast:15", lambda l: (l & ~15) - 1 if l >= 16 else None),
    ("row_bcast:31", lambda l: 31 if l >= 32 else None),
]


@pytest.mark.parametrize("ctrl,src", DPP, ids=[d[0] for d in DPP])
@pytest.mark.parametrize("bound", [False, True])
def test_dpp_controls(ctrl, src, bound):
    line = f"v_mov_b32_dpp v1, v2 {ctrl} row_mask:0xf bank_mask:0xf"
    line += " bound_ctrl:0" if bound else ""
    old = [0xDEAD0000 + i for i in range(64)]
    st = run(line, {"v1": old, "v2": IA})
    for w, mask in enumerate(EXECS):
        want = dpp_reference(src, IA, bound, mask)
        active = lanes_of(mask)
        for lane in range(64):
            exp = want[lane] if active[lane] and want[lane] is not None else old[lane]
            assert int(st.v[w, 1, lane]) == exp, (line, w, lane)


def test_dpp_row_and_bank_masks():
    st = run("v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0x5 bank_mask:0x9",
             {"v1": 7, "v2": IA})
    for lane in range(64):
        enabled = (0x5 >> (lane // 16)) & 1 and (0x9 >> ((lane % 16) // 4)) & 1
        assert int(st.v[1, 1, lane]) == (IA[lane] if enabled else 7)


def test_dpp_row_newbcast_gfx90a():
    st = run("v_mov_b32_dpp v1, v2 row_newbcast:5 row_mask:0xf bank_mask:0xf",
             {"v1": 0, "v2": IA}, target="gfx90a")
    assert st.v[1, 1].tolist() == [IA[(l & ~15) + 5] for l in range(64)]
