"""VALU integer and bit operations (Vega ISA chapter 6, "VOP2/VOP1/VOP3 opcodes"), bit-exact.

Each mnemonic maps to an ``Op`` over typed numpy arrays of shape (waves, 64); valu.py compiles
operand access, modifiers and writes. Carries travel as lane masks (VCC or an SGPR pair).

    v_add_co_u32_e32 v1, vcc, v2, v3     (v2 = 0xFFFFFFFF, v3 = 2 in a lane)
    -> v1 = 1, VCC bit of the lane = 1 (carry out); inactive lanes' VCC bits = 0

Lane-crossing moves (readlane, writelane, readfirstlane, movrel*, swap) are hand-built steps
at the end: they read or write one lane, or index registers by M0, per wave.
"""
import numpy as np

from ..isa.operands import M0
from .operands import (exec_lanes, literal_of, operand_reader, register_index, roles,
                       scalar_reader)
from .valu import U16, U32, U64, builder, op

I64 = np.int64
LANE = np.arange(64, dtype=np.uint64)
# v_mbcnt: ThreadMask = (1 << lane) - 1, split into dwords (Vega ISA V_MBCNT_LO/HI_U32_B32).
THREAD_MASK = (np.uint64(1) << LANE) - np.uint64(1)
THREAD_MASK[63] = np.uint64(0x7FFFFFFFFFFFFFFF)
THREAD_LO = (THREAD_MASK & U64(0xFFFFFFFF)).astype(U32)
THREAD_HI = (THREAD_MASK >> U64(32)).astype(U32)
REVERSED_BYTE = np.array([int(f"{i:08b}"[::-1], 2) for i in range(256)], np.uint8)


def _wide(x):
    return np.asarray(x).astype(I64)


def _carry_ops(name_add, name_sub, name_subrev):
    """add/sub/subrev with a carry (borrow) out."""
    def add(a, b):
        s = a + b
        return s, s < a

    def sub(a, b):
        return a - b, b > a

    def subrev(a, b):
        return b - a, a > b
    return {
        name_add: op("u32 u32 -> u32", add, mask_out=True,
                     exact=lambda a, b: (_wide(a) + b, (a + b) < a)),
        name_sub: op("u32 u32 -> u32", sub, mask_out=True,
                     exact=lambda a, b: (_wide(a) - b, b > a)),
        name_subrev: op("u32 u32 -> u32", subrev, mask_out=True,
                        exact=lambda a, b: (_wide(b) - a, a > b)),
    }


def _carry_in_ops(name_addc, name_subb, name_subbrev):
    """add/sub/subrev with a carry (borrow) in and out."""
    def addc(a, b, m):
        s = _wide(a) + b + m
        return s, s > 0xFFFFFFFF

    def subb(a, b, m):
        s = _wide(a) - b - m
        return s, s < 0

    def subbrev(a, b, m):
        s = _wide(b) - a - m
        return s, s < 0
    return {name_addc: op("u32 u32 mask -> u32", addc, mask_out=True),
            name_subb: op("u32 u32 mask -> u32", subb, mask_out=True),
            name_subbrev: op("u32 u32 mask -> u32", subbrev, mask_out=True)}


def _wrapping(sig, fn, exact):
    return op(sig, fn, exact=exact)


def _u24(x):
    return x & U32(0xFFFFFF)


def _s24(x):
    return (x << 8) >> 8


def _clz32(x):
    """Leading zeros of uint32 values; 32 for 0."""
    _, e = np.frexp(np.asarray(x, np.float64))
    return 32 - e


def _ffbh_u32(x):
    return np.where(x == 0, -1, _clz32(x))


def _ffbl_b32(x):
    x = np.asarray(x, U32)
    low = x & (~x + U32(1))
    _, e = np.frexp(low.astype(np.float64))
    return np.where(x == 0, -1, e - 1)


def _ffbh_i32(x):
    x = np.asarray(x, np.int32)
    n = _clz32(np.where(x < 0, ~x, x).view(U32))
    return np.where(n == 32, -1, n)


def _bfrev(x):
    x = np.ascontiguousarray(np.asarray(x, U32))
    return REVERSED_BYTE[x.view(np.uint8)].view(U32).byteswap()


def _bfe_u32(a, b, c):
    return (a >> (b & U32(31))) & ((U32(1) << (c & U32(31))) - U32(1))


def _bfe_i32(a, b, c):
    """V_BFE_I32: S0.i shifted right as the signed value it is, masked to S2[4:0] bits, then
    sign-extended from the field's top bit; a field running past bit 31 is filled with copies
    of S0's sign (0x80000000, offset 28, width 8 -> -8, as LLVM folds amdgcn.sbfe), width 0
    gives 0 (docs/errata.md)."""
    width = (c & U32(31)).astype(I64)
    shifted = _wide(a).astype(np.int32) >> (b & U32(31)).astype(np.int32)
    field = _wide(shifted) & ((I64(1) << width) - I64(1))
    sign = (I64(1) << width) >> I64(1)
    return (field ^ sign) - sign


def _alignbit(a, b, c):
    return ((_wide(a).astype(U64) << U64(32)) | b) >> (c & U32(31)).astype(U64)


def _alignbyte(a, b, c):
    return ((_wide(a).astype(U64) << U64(32)) | b) >> (U64(8) * (c & U32(3)))


def _bytes(x):
    x = np.asarray(x, U32)
    return [(x >> U32(8 * i)) & U32(0xFF) for i in range(4)]


def _absdiff(a, b):
    return np.where(a > b, a - b, b - a)


# The SADs return their exact sum (int64): the VOP3 clamp saturates it to 32 bits, otherwise
# the write wraps it.

def _sad_u8(a, b, c):
    return _wide(sum(_absdiff(x, y) for x, y in zip(_bytes(a), _bytes(b)))) + _wide(c)


def _msad_u8(a, b, c):
    """Masked SAD: bytes where the reference S1 is 0 add nothing."""
    return _wide(sum(np.where(y == 0, U32(0), _absdiff(x, y))
                     for x, y in zip(_bytes(a), _bytes(b)))) + _wide(c)


def _sad_u16(a, b, c):
    halves = [((a >> U32(s)) & U32(0xFFFF), (b >> U32(s)) & U32(0xFFFF)) for s in (0, 16)]
    return _wide(sum(_absdiff(x, y) for x, y in halves)) + _wide(c)


def _lerp_u8(a, b, c):
    out = U32(0)
    for i, (x, y, z) in enumerate(zip(_bytes(a), _bytes(b), _bytes(c))):
        out = out | (((x + y + (z & U32(1))) >> U32(1)) << U32(8 * i))
    return out


def _perm_b32(a, b, c):
    """v_perm_b32: each byte of S2 selects a byte of {S0, S1} or a sign fill (Vega ISA)."""
    combined = (_wide(a).astype(U64) << U64(32)) | b
    out = U32(0)
    for i, sel in enumerate(_bytes(c)):
        picked = ((combined >> (U64(8) * (sel & U32(7)))) & U64(0xFF)).astype(U32)
        fill = [(b >> U32(15)) & U32(1), (b >> U32(31)) & U32(1),
                (a >> U32(15)) & U32(1), (a >> U32(31)) & U32(1)]
        choices = [picked] + [f * U32(0xFF) for f in fill] + [U32(0), U32(0xFF)]
        index = np.minimum(np.where(sel < 8, 0, sel - U32(7)), 6)
        byte = np.choose(index, np.broadcast_arrays(*choices))
        out = out | (byte << U32(8 * i))
    return out


def _mad_u64_u32(a, b, c):
    """{VCC, D} = S0 * S1 + S2 as 65 bits: VCC = bit 64 (the carry)."""
    p = _wide(a).astype(U64) * b
    s = p + c
    return s, s < p


def _mad_u64_u32_clamped(a, b, c):
    """Under clamp D saturates at 2**64 - 1 where the 65-bit sum carries. The row's
    destination is typed i64 so that these bits pass the writer's saturation unchanged."""
    s, carry = _mad_u64_u32(a, b, c)
    return np.where(carry, U64(0xFFFFFFFFFFFFFFFF), s).view(I64), carry


def _mad_i64_i32(a, b, c):
    """{VCC, D} = S0 * S1 + S2 as a signed 65-bit value: VCC = bit 64 (its sign)."""
    p = _wide(a) * b
    s = p + c
    overflow = ((p < 0) == (c < 0)) & ((s < 0) != (p < 0))
    return s, np.where(overflow, p < 0, s < 0)


def _mad_i64_i32_clamped(a, b, c):
    """Under clamp D saturates to the int64 range where the 65-bit sum does not fit."""
    s, sign = _mad_i64_i32(a, b, c)
    p = _wide(a) * b
    overflow = ((p < 0) == (c < 0)) & ((s < 0) != (p < 0))
    limit = np.where(p < 0, I64(-(1 << 63)), I64((1 << 63) - 1))
    return np.where(overflow, limit, s), sign


def _med3(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def _saturate(x, lo, hi):
    return np.clip(_wide(x), lo, hi)


def _cvt_pk(lo, hi):
    return lambda a, b: (_saturate(a, lo, hi) & 0xFFFF) | ((_saturate(b, lo, hi) & 0xFFFF) << 16)


def _sat_pk_u8_i16(a):
    lo = _saturate(a.astype(np.int16), 0, 255)
    hi = _saturate((a >> U32(16)).astype(np.int16), 0, 255)
    return lo | (hi << 8)


def _minmax3(kind, typ):
    sig = f"{typ} {typ} {typ} -> {typ}"
    if kind == "min3":
        return op(sig, lambda a, b, c: np.minimum(np.minimum(a, b), c))
    if kind == "max3":
        return op(sig, lambda a, b, c: np.maximum(np.maximum(a, b), c))
    return op(sig, _med3)


def _three_input():
    ops = {f"v_{k}_{t}": _minmax3(k, t)
           for k in ("min3", "max3", "med3") for t in ("i32", "u32", "i16", "u16")}
    ops.update({
        "v_bfe_u32": op("u32 u32 u32 -> u32", _bfe_u32),
        "v_bfe_i32": op("u32 u32 u32 -> i32", _bfe_i32),
        "v_bfi_b32": op("u32 u32 u32 -> u32", lambda a, b, c: (a & b) | (~a & c)),
        "v_alignbit_b32": op("u32 u32 u32 -> u32", _alignbit),
        "v_alignbyte_b32": op("u32 u32 u32 -> u32", _alignbyte),
        "v_lshl_add_u32": op("u32 u32 u32 -> u32", lambda a, b, c: (a << (b & U32(31))) + c),
        "v_add_lshl_u32": op("u32 u32 u32 -> u32", lambda a, b, c: (a + b) << (c & U32(31))),
        "v_add3_u32": op("u32 u32 u32 -> u32", lambda a, b, c: a + b + c),
        "v_lshl_or_b32": op("u32 u32 u32 -> u32", lambda a, b, c: (a << (b & U32(31))) | c),
        "v_and_or_b32": op("u32 u32 u32 -> u32", lambda a, b, c: (a & b) | c),
        "v_or3_b32": op("u32 u32 u32 -> u32", lambda a, b, c: a | b | c),
        "v_xad_u32": op("u32 u32 u32 -> u32", lambda a, b, c: (a ^ b) + c),
        "v_perm_b32": op("u32 u32 u32 -> u32", _perm_b32),
        "v_sad_u8": op("u32 u32 u32 -> u32", _sad_u8),
        "v_sad_hi_u8": op("u32 u32 u32 -> u32",
                          lambda a, b, c: (_sad_u8(a, b, 0) << 16) + _wide(c)),
        "v_sad_u16": op("u32 u32 u32 -> u32", _sad_u16),
        "v_sad_u32": op("u32 u32 u32 -> u32", lambda a, b, c: _wide(_absdiff(a, b)) + c),
        "v_msad_u8": op("u32 u32 u32 -> u32", _msad_u8),
        "v_lerp_u8": op("u32 u32 u32 -> u32", _lerp_u8),
        "v_mad_u32_u24": op("u32 u32 u32 -> u32",
                            lambda a, b, c: (a & U32(0xFFFFFF)) * (b & U32(0xFFFFFF)) + c,
                            exact=lambda a, b, c: (_wide(a) & 0xFFFFFF) * (b & 0xFFFFFF) + c),
        "v_mad_i32_i24": op("i32 i32 i32 -> i32",
                            lambda a, b, c: _s24(a) * _s24(b) + c,
                            exact=lambda a, b, c: _wide(_s24(a)) * _s24(b) + c),
        "v_mad_u64_u32": op("u32 u32 u64 -> i64", _mad_u64_u32, mask_out=True,
                            exact=_mad_u64_u32_clamped),
        "v_mad_i64_i32": op("i32 i32 i64 -> i64", _mad_i64_i32, mask_out=True,
                            exact=_mad_i64_i32_clamped),
        # CDNA3: D.u64 = (S0.u64 << S1.u[2:0]) + S2.u64 -- three bits of shift count
        "v_lshl_add_u64": op("u64 u32 u64 -> u64", lambda a, b, c: (a << (b & U32(7))) + c),
        "v_mad_u16": op("u16 u16 u16 -> u16", lambda a, b, c: a * b + c,
                        exact=lambda a, b, c: _wide(a) * b + c),
        "v_mad_i16": op("i16 i16 i16 -> i16", lambda a, b, c: a * b + c,
                        exact=lambda a, b, c: _wide(a) * b + c),
        "v_mad_u32_u16": op("u16 u16 u32 -> u32", lambda a, b, c: _wide(a) * b + c),
        "v_mad_i32_i16": op("i16 i16 i32 -> i32", lambda a, b, c: _wide(a) * b + c),
    })
    ops["v_mad_legacy_u16"] = ops["v_mad_u16"]
    ops["v_mad_legacy_i16"] = ops["v_mad_i16"]
    return ops


def _two_input():
    ops = {
        "v_cndmask_b32": op("b32 b32 mask -> b32", lambda a, b, m: np.where(m, b, a)),
        "v_add_u32": _wrapping("u32 u32 -> u32", lambda a, b: a + b, lambda a, b: _wide(a) + b),
        "v_sub_u32": _wrapping("u32 u32 -> u32", lambda a, b: a - b, lambda a, b: _wide(a) - b),
        "v_subrev_u32": _wrapping("u32 u32 -> u32", lambda a, b: b - a,
                                  lambda a, b: _wide(b) - a),
        "v_add_u16": _wrapping("u16 u16 -> u16", lambda a, b: a + b, lambda a, b: _wide(a) + b),
        "v_sub_u16": _wrapping("u16 u16 -> u16", lambda a, b: a - b, lambda a, b: _wide(a) - b),
        "v_subrev_u16": _wrapping("u16 u16 -> u16", lambda a, b: b - a,
                                  lambda a, b: _wide(b) - a),
        "v_add_i16": _wrapping("i16 i16 -> i16", lambda a, b: a + b, lambda a, b: _wide(a) + b),
        "v_sub_i16": _wrapping("i16 i16 -> i16", lambda a, b: a - b, lambda a, b: _wide(a) - b),
        "v_mul_lo_u16": op("u16 u16 -> u16", lambda a, b: a * b),
        "v_lshlrev_b16": op("u16 u16 -> u16", lambda a, b: b << (a & U16(15))),
        "v_lshrrev_b16": op("u16 u16 -> u16", lambda a, b: b >> (a & U16(15))),
        "v_ashrrev_i16": op("i16 i16 -> i16", lambda a, b: b >> (a & np.int16(15))),
        "v_mul_lo_u32": op("u32 u32 -> u32", lambda a, b: a * b),
        "v_mul_lo_i32": op("u32 u32 -> u32", lambda a, b: a * b),
        "v_mul_hi_u32": op("u32 u32 -> u32", lambda a, b: (_wide(a).astype(U64) * b) >> U64(32)),
        "v_mul_hi_i32": op("i32 i32 -> i32", lambda a, b: (_wide(a) * b) >> 32),
        # exact products (int64): clamp saturates them, otherwise the write wraps them
        "v_mul_u32_u24": op("u32 u32 -> u32", lambda a, b: _wide(_u24(a)) * _u24(b)),
        "v_mul_hi_u32_u24": op("u32 u32 -> u32", lambda a, b: (_wide(_u24(a)) * _u24(b)) >> 32),
        "v_mul_i32_i24": op("i32 i32 -> i32", lambda a, b: _wide(_s24(a)) * _s24(b)),
        "v_mul_hi_i32_i24": op("i32 i32 -> i32", lambda a, b: (_wide(_s24(a)) * _s24(b)) >> 32),
        "v_lshrrev_b32": op("u32 u32 -> u32", lambda a, b: b >> (a & U32(31))),
        "v_ashrrev_i32": op("i32 i32 -> i32", lambda a, b: b >> (a & 31)),
        "v_lshlrev_b32": op("u32 u32 -> u32", lambda a, b: b << (a & U32(31))),
        "v_lshr_b32": op("u32 u32 -> u32", lambda a, b: a >> (b & U32(31))),
        "v_ashr_i32": op("i32 i32 -> i32", lambda a, b: a >> (b & 31)),
        "v_lshl_b32": op("u32 u32 -> u32", lambda a, b: a << (b & U32(31))),
        "v_lshlrev_b64": op("u32 u64 -> u64", lambda a, b: b << (a & U32(63))),
        "v_lshrrev_b64": op("u32 u64 -> u64", lambda a, b: b >> (a & U32(63))),
        "v_ashrrev_i64": op("u32 i64 -> i64", lambda a, b: b >> (a & U32(63)).astype(I64)),
        "v_lshl_b64": op("u64 u32 -> u64", lambda a, b: a << (b & U32(63))),
        "v_lshr_b64": op("u64 u32 -> u64", lambda a, b: a >> (b & U32(63))),
        "v_ashr_i64": op("i64 u32 -> i64", lambda a, b: a >> (b & U32(63)).astype(I64)),
        "v_and_b32": op("u32 u32 -> u32", lambda a, b: a & b),
        "v_or_b32": op("u32 u32 -> u32", lambda a, b: a | b),
        "v_xor_b32": op("u32 u32 -> u32", lambda a, b: a ^ b),
        "v_xnor_b32": op("u32 u32 -> u32", lambda a, b: ~(a ^ b)),
        "v_bfm_b32": op("u32 u32 -> u32",
                        lambda a, b: ((U32(1) << (a & U32(31))) - U32(1)) << (b & U32(31))),
        "v_bcnt_u32_b32": op("u32 u32 -> u32", lambda a, b: np.bitwise_count(a) + b),
        "v_mbcnt_lo_u32_b32": op("u32 u32 -> u32",
                                 lambda a, b: np.bitwise_count(a & THREAD_LO) + b),
        "v_mbcnt_hi_u32_b32": op("u32 u32 -> u32",
                                 lambda a, b: np.bitwise_count(a & THREAD_HI) + b),
        "v_cvt_pk_u16_u32": op("u32 u32 -> u32", _cvt_pk(0, 0xFFFF)),
        "v_cvt_pk_i16_i32": op("i32 i32 -> u32", _cvt_pk(-0x8000, 0x7FFF)),
    }
    for t in ("i32", "u32", "i16", "u16"):
        ops[f"v_min_{t}"] = op(f"{t} {t} -> {t}", np.minimum)
        ops[f"v_max_{t}"] = op(f"{t} {t} -> {t}", np.maximum)
    ops.update(_carry_ops("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"))
    ops.update(_carry_in_ops("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"))
    ops.update(_carry_in_ops("v_addc_u32", "v_subb_u32", "v_subbrev_u32"))
    return ops


def _one_input():
    return {
        "v_mov_b32": op("b32 -> b32", lambda a: a),
        "v_mov_b64": op("b64 -> b64", lambda a: a),
        "v_not_b32": op("u32 -> u32", lambda a: ~a),
        "v_bfrev_b32": op("u32 -> u32", _bfrev),
        "v_ffbh_u32": op("u32 -> i32", _ffbh_u32),
        "v_ffbl_b32": op("u32 -> i32", _ffbl_b32),
        "v_ffbh_i32": op("i32 -> i32", _ffbh_i32),
        "v_sat_pk_u8_i16": op("u32 -> u16", _sat_pk_u8_i16),
    }


def _add_i32(inst, target, pc):
    """v_add_i32/v_sub_i32/v_subrev_i32: a carry-out add on gfx7, a signed add (clamp
    saturates) without carry on gfx9; the row says which (it names a carry destination)."""
    name = inst.op.name
    has_carry = any(s.kind == "vcc" or s.field == "sdst" for s in inst.op.operands)
    if has_carry:
        return builder(CARRY_I32[name])(inst, target, pc)
    return builder(SIGNED_I32[name])(inst, target, pc)


CARRY_I32 = _carry_ops("v_add_i32", "v_sub_i32", "v_subrev_i32")
SIGNED_I32 = {
    "v_add_i32": _wrapping("i32 i32 -> i32", lambda a, b: a + b, lambda a, b: _wide(a) + b),
    "v_sub_i32": _wrapping("i32 i32 -> i32", lambda a, b: a - b, lambda a, b: _wide(a) - b),
    "v_subrev_i32": _wrapping("i32 i32 -> i32", lambda a, b: b - a, lambda a, b: _wide(b) - a),
}

def _scalar(target, operand):
    """Reader of a scalar source (SGPR, constant, literal) of the record."""
    return scalar_reader(target, operand.enc, 1, literal_of(operand))


def _readlane(inst, target, pc):
    """v_readlane_b32 sdst, vsrc, lane: one lane of a VGPR to an SGPR, EXEC ignored."""
    ops = roles(inst, target)
    vgpr, lane, sdst = register_index(ops["src0"]), _scalar(target, ops["src1"]), ops["vdst"].enc

    def step(st, w, env):
        index = (np.asarray(lane(st, w), np.int64) & 63)
        st.s[w, sdst] = np.take_along_axis(
            st.v[w, vgpr], np.broadcast_to(index, st.s[w, sdst].shape)[:, None], 1)[:, 0]
    return step


def _writelane(inst, target, pc):
    """v_writelane_b32 vdst, ssrc, lane: an SGPR or constant into one lane, EXEC ignored."""
    ops = roles(inst, target)
    value, lane = _scalar(target, ops["src0"]), _scalar(target, ops["src1"])
    vdst = register_index(ops["vdst"])

    def step(st, w, env):
        rows = st.v[w, vdst]
        index = np.broadcast_to(np.asarray(lane(st, w), np.int64) & 63, rows.shape[:1])
        np.put_along_axis(rows, index[:, None],
                          np.broadcast_to(value(st, w), rows.shape[:1])[:, None], 1)
        st.v[w, vdst] = rows
    return step


def _readfirstlane(inst, target, pc):
    """v_readfirstlane_b32 sdst, src: the first active lane (lane 0 when EXEC = 0)."""
    ops = roles(inst, target)
    read, sdst = operand_reader(target, ops["src0"], 1), ops["vdst"].enc

    def step(st, w, env):
        lanes = exec_lanes(st, w)
        values = np.broadcast_to(read(st, w), lanes.shape)
        st.s[w, sdst] = values[np.arange(len(lanes)), np.argmax(lanes, axis=1)]
    return step


def _waves(st, w):
    return np.arange(st.n)[w]


def _movrel(src_rel, dst_rel):
    """v_movrels/movreld/movrelsd: the source and/or destination VGPR indexed by M0."""
    def build(inst, target, pc):
        ops = roles(inst, target)
        src, vdst = register_index(ops["src0"]), register_index(ops["vdst"])
        plain = None if src_rel else operand_reader(target, ops["src0"], 1)

        def step(st, w, env):
            waves, m0 = _waves(st, w), st.s[w, M0].astype(np.int64)
            values = (st.v[waves, src + m0] if src_rel
                      else np.broadcast_to(plain(st, w), (len(waves), 64)))
            dst = vdst + m0 if dst_rel else np.full(len(waves), vdst)
            st.v[waves, dst] = np.where(exec_lanes(st, w), values, st.v[waves, dst])
        return step
    return build


def _swap(inst, target, pc):
    """v_swap_b32 vdst, vsrc: exchange two VGPRs in the active lanes."""
    ops = roles(inst, target)
    a, b = register_index(ops["vdst"]), register_index(ops["src0"])

    def step(st, w, env):
        lanes = exec_lanes(st, w)
        va, vb = st.v[w, a], st.v[w, b]
        st.v[w, a], st.v[w, b] = np.where(lanes, vb, va), np.where(lanes, va, vb)
    return step


def _nop(inst, target, pc):
    return lambda st, w, env: None


LANE_MOVES = {
    "v_readlane_b32": _readlane, "v_writelane_b32": _writelane,
    "v_readfirstlane_b32": _readfirstlane, "v_swap_b32": _swap,
    "v_movrels_b32": _movrel(True, False), "v_movreld_b32": _movrel(False, True),
    "v_movrelsd_b32": _movrel(True, True), "v_nop": _nop, "v_clrexcp": _nop,
}


# --- quad SADs and the screen-partition lookup (Vega ISA 12.11 VOP3A; CDNA3 ISA) ------------

def _quad_sad(masked, bits):
    """v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8 (``bits`` 16) and v_mqsad_u32_u8 (32): field i of D
    is (M)SAD_U8(S0[8i+31:8i], S1, field i of S2), truncated to ``bits`` (clamp: saturated).
    S2 and D are 4 fields of ``bits``: 2 or 4 dwords, so the step is built here, not by valu.py."""
    sad = _msad_u8 if masked else _sad_u8
    words = bits // 8

    def build(inst, target, pc):
        ops = roles(inst, target)
        src0, src1, src2 = (operand_reader(target, ops[role], width)
                             for role, width in (("src0", 2), ("src1", 1), ("src2", words)))
        vdst, top = register_index(ops["vdst"]), I64((1 << bits) - 1)
        clamp = dict(inst.record(target).modifiers).get("clamp", 0)

        def step(st, w, env):
            s0, s1, s2 = src0(st, w), src1(st, w), src2(st, w)
            lanes = exec_lanes(st, w)
            for i in range(4):
                window = ((s0 >> U64(8 * i)) & U64(0xFFFFFFFF)).astype(U32)
                acc = (((s2 >> U64(bits * i)) & U64(0xFFFF)) if words == 2 else s2[:, i])
                total = _wide(sad(window, s1, U32(0))) + _wide(acc)
                total = np.minimum(total, top) if clamp else total & top
                reg, shift = vdst + (bits * i) // 32, (bits * i) % 32
                keep = ~U32(((1 << bits) - 1) << shift) if bits < 32 else U32(0)
                old = st.v[w, reg]
                value = (old & keep) | (total.astype(U32) << U32(shift))
                st.v[w, reg] = np.where(lanes, value, old)
        return step
    return build


def _screen_partition_table():
    """V_SCREEN_PARTITION_4SE_B32's lookup, derived as the Vega ISA defines it: the select byte is
    {x_min[6:5], y_min[6:5], x_max[6:5], y_max[6:5]} of a box in 32-pixel tiles; tile (x, y)
    belongs to SE {x[5] ^ y[6], y[5] ^ x[6]}; the result has a bit per SE the box covers (tile
    ranges wrap modulo 4: the shader has already handled boxes of 3 or more tiles)."""
    table = np.zeros(256, U32)
    for sel in range(256):
        x0, y0, x1, y1 = (sel >> 6) & 3, (sel >> 4) & 3, (sel >> 2) & 3, sel & 3
        for dx in range((x1 - x0) % 4 + 1):
            for dy in range((y1 - y0) % 4 + 1):
                x, y = (x0 + dx) % 4, (y0 + dy) % 4
                table[sel] |= 1 << ((((x & 1) ^ (y >> 1)) << 1) | ((y & 1) ^ (x >> 1)))
    return table


SCREEN_PARTITION_4SE = _screen_partition_table()
GAP_OPS = {"v_screen_partition_4se_b32": op(
    "u32 -> u32", lambda a: SCREEN_PARTITION_4SE[a & U32(0xFF)])}
QUAD_SADS = {"v_qsad_pk_u16_u8": _quad_sad(False, 16), "v_mqsad_pk_u16_u8": _quad_sad(True, 16),
             "v_mqsad_u32_u8": _quad_sad(True, 32)}

OPS = {**_one_input(), **_two_input(), **_three_input(), **GAP_OPS}
SEMANTICS = {name: builder(spec) for name, spec in OPS.items()}
SEMANTICS.update({name: _add_i32 for name in CARRY_I32})
SEMANTICS.update(LANE_MOVES)
SEMANTICS.update(QUAD_SADS)
