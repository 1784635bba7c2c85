"""Scalar ALU (SOP1, SOP2, SOPK, SOPC): one numpy expression per opcode, SCC as the manual gives.

Each opcode is a row ``name: builder``; a builder reads the instruction's operand record
(isa/record.py: register, width, constant or literal of each field), so an operation is a
function of source values only. Values are uint32
or uint64 arrays of shape (waves,); constants are read as one-element arrays, so wrapping
arithmetic never meets numpy's scalar overflow checks. SCC policies (Vega ISA, section 5 and
chapter 12): ``nz`` sets SCC = (result != 0), a ``pair`` operation returns (result, SCC), and
the rest leave SCC alone.

    s_add_u32 s0, s1, s2   with s1 = 0xFFFFFFFF, s2 = 2   ->   s0 = 1, SCC = 1 (carry out)
    s_max_i32 s0, s1, s2   with s1 = -1, s2 = 3            ->   s0 = 3, SCC = 0 (S1 chosen)

Flow-control opcodes that live in these encodings (s_setpc_b64, fork/join, ...) are in flow.py;
hardware registers, GPR indexing and s_setvskip in special.py.
"""
import numpy as np

from ..bits import sext
from ..isa.operands import EXEC, M0
from .operands import literal_of, operand, operand_bits, scalar_reader, scalar_writer

U32, U64, I32, I64 = np.uint32, np.uint64, np.int32, np.int64
M32 = U64(0xFFFFFFFF)
SIGN_BIT = np.array(31, U32)          # a 0-d array: a cheaper numpy operand than a scalar
SIGNED_SOURCES = {"s_ashr_i64", "s_bfe_i64", "s_flbit_i32_i64"}


def source(inst, target, field):
    """Reader of a scalar source field; constants come back as one-element arrays."""
    o = operand(inst, target, field)
    bits = operand_bits(o, o.width, None, inst.op.name in SIGNED_SOURCES)
    if bits is not None:
        value = np.array([bits], U64 if o.width == 2 else U32)
        return lambda st, w: value
    return scalar_reader(target, o.enc, o.width, literal_of(o))


def destination(inst, target):
    """Writer of the sdst operand."""
    o = operand(inst, target, "sdst")
    return scalar_writer(o.enc, o.width)


def scc_in(st, w):
    return st.scc[w]


def _readers(inst, target, fields, with_scc):
    reads = [source(inst, target, f) for f in fields if operand(inst, target, f) is not None]
    if with_scc:
        reads.append(scc_in)
    return reads


def _value(fn, reads):
    """``value(st, w)``: ``fn`` over the sources (one, two or three readers)."""
    if len(reads) == 1:
        a, = reads
        return lambda st, w: fn(a(st, w))
    if len(reads) == 2:
        a, b = reads
        return lambda st, w: fn(a(st, w), b(st, w))
    a, b, c = reads
    return lambda st, w: fn(a(st, w), b(st, w), c(st, w))


def alu(fn, scc=None, reads_scc=False, reads_dst=False):
    """Builder of an operation writing sdst. ``scc``: None (unchanged), 'nz' (result != 0),
    'pair' (``fn`` returns (result, scc)). ``reads_dst``: sdst is also the first source."""
    def build(inst, target, pc):
        fields = ("sdst", "ssrc0") if reads_dst else ("ssrc0", "ssrc1")
        value = _value(fn, _readers(inst, target, fields, reads_scc))
        return _step(value, destination(inst, target), scc)
    return build


def _step(value, write, scc):
    if scc == "nz":
        def step(st, w, env):
            d = value(st, w)
            write(st, w, d)
            st.scc[w] = d != 0
    elif scc == "pair":
        def step(st, w, env):
            d, c = value(st, w)
            write(st, w, d)
            st.scc[w] = c
    else:
        def step(st, w, env):
            write(st, w, value(st, w))
    return step


def compare(fn):
    """Builder of an SOPC comparison: SCC = fn(S0, S1)."""
    def build(inst, target, pc):
        value = _value(fn, _readers(inst, target, ("ssrc0", "ssrc1"), False))

        def step(st, w, env):
            st.scc[w] = value(st, w)
        return step
    return build


# ---- helpers over uint32 / uint64 arrays ------------------------------------------------------

def _i(x):
    """Signed int64 of a uint32 array."""
    return x.view(I32).astype(I64)


def _u(x):
    return x.astype(U64)


def _lo(x):
    """The low 32 bits of an int64 / uint64 array, as uint32."""
    return x.astype(U32)


def _add_i32(a, b):
    """(a + b, signed overflow: both operands' signs differ from the result's)."""
    r = a + b
    return r, ((a ^ r) & (b ^ r)) >> SIGN_BIT


def _sub_i32(a, b):
    """(a - b, signed overflow: operands of different signs, result's sign not a's)."""
    r = a - b
    return r, ((a ^ b) & (a ^ r)) >> SIGN_BIT


def _sum(t):
    """An unsigned 33+ bit sum or difference: (low 32 bits, carry/borrow out)."""
    return _lo(t), (t >> U64(32)) != 0


def _select(cond, a, b):
    return np.where(cond, a, b)


def _shift(a, b, bits):
    return b.astype(a.dtype) & a.dtype.type(bits - 1)


def _bfe(a, b, bits, signed):
    """Bit-field extract (S_BFE_*): offset S1[4:0] or [5:0], width S1[22:16]."""
    off = _shift(a, b, bits)
    width = (b.astype(I64) >> 16) & 0x7F
    if signed:
        v = a.view(I32 if bits == 32 else I64) >> off.astype(I64)
    else:
        v = a >> off
    inside = off.astype(I64) + width < bits
    keep = np.where(inside, width, 0).astype(v.dtype)
    one = v.dtype.type(1)
    field = v & ((one << keep) - one)
    if signed:
        sign = (field >> (keep - one)) & one
        field = np.where(sign != 0, field | ~((one << keep) - one), field)
    out = np.where(width == 0, 0, np.where(inside, field, v))
    return out.astype(U32 if bits == 32 else U64)


def _clz(x, bits):
    """Leading zeros; -1 (all ones) for 0, as S_FLBIT_I32_B32 returns."""
    y = x
    for k in (1, 2, 4, 8, 16, 32)[:6 if bits == 64 else 5]:
        y = y | (y >> x.dtype.type(k))
    n = bits - np.bitwise_count(y).astype(I64)
    return _lo(np.where(x == 0, -1, n))


def _cls(x, bits):
    """S_FLBIT_I32: bits before the first one opposite to the sign; -1 for 0 and -1."""
    sign = x.view(I32 if bits == 32 else I64) >> (bits - 1)
    return _clz(x ^ sign.view(x.dtype), bits)


def _ffs(x, value):
    """Index of the first bit equal to ``value`` from the LSB; -1 if none (S_FF0/S_FF1)."""
    y = x if value else ~x
    low = y & (~y + y.dtype.type(1))
    n = np.bitwise_count(low - y.dtype.type(1)).astype(I64)
    return _lo(np.where(y == 0, -1, n))


_SWAPS64 = ((1, 0x5555555555555555), (2, 0x3333333333333333), (4, 0x0F0F0F0F0F0F0F0F),
            (8, 0x00FF00FF00FF00FF), (16, 0x0000FFFF0000FFFF), (32, 0x00000000FFFFFFFF))


def _brev(x, bits):
    t = x.dtype.type
    for k, m in _SWAPS64[:6 if bits == 64 else 5]:
        m = t(m & ((1 << bits) - 1))
        x = ((x >> t(k)) & m) | ((x & m) << t(k))
    return x


def _nibble_any(x):
    """Bit 4i set where nibble i of ``x`` has any bit set."""
    t = x.dtype.type
    return (x | (x >> t(1)) | (x >> t(2)) | (x >> t(3))) & t(0x1111111111111111 & _all(x))


def _all(x):
    return (1 << (8 * x.dtype.itemsize)) - 1


def _wqm(x):
    y = _nibble_any(x)
    t = x.dtype.type
    return y | (y << t(1)) | (y << t(2)) | (y << t(3))


def _quadmask(x):
    """Bit i = any bit of nibble i (S_QUADMASK): compress bits 4i to i."""
    t = x.dtype.type
    y = _nibble_any(x)
    for k, m in ((3, 0x0303030303030303), (6, 0x000F000F000F000F), (12, 0x000000FF000000FF),
                 (24, 0xFFFF)):
        if k == 24 and x.dtype == U32:
            break
        y = (y | (y >> t(k))) & t(m & _all(x))
    return y


def _bitreplicate(x):
    """S_BITREPLICATE_B64_B32: bit i of S0 to bits 2i and 2i+1."""
    y = x.astype(U64)
    for k, m in ((16, 0x0000FFFF0000FFFF), (8, 0x00FF00FF00FF00FF), (4, 0x0F0F0F0F0F0F0F0F),
                 (2, 0x3333333333333333), (1, 0x5555555555555555)):
        y = (y | (y << U64(k))) & U64(m)
    return y | (y << U64(1))


def _pair(lo, hi):
    return (lo & U32(0xFFFF)) | (hi << U32(16))


def _absdiff(a, b):
    """S_ABSDIFF_I32: the 32-bit difference wraps first, then is negated if negative (CDNA3:
    (0x80000000, 1) -> 0x7FFFFFFF; (0x80000000, 0) -> 0x80000000)."""
    return _lo(np.abs(_i(a - b)))


def _lshl_add(n):
    return lambda a, b: _sum((_u(a) << U64(n)) + _u(b))


def _exec_op(fn, save):
    """S_*_SAVEEXEC_B64 (``save``: D = old EXEC) and S_*_WREXEC_B64 (D = new EXEC);
    EXEC = fn(S0, EXEC), SCC = EXEC != 0."""
    def build(inst, target, pc):
        src = source(inst, target, "ssrc0")
        write = destination(inst, target)

        def step(st, w, env):
            old = st.pair(w, EXEC)
            new = fn(src(st, w), old)
            write(st, w, old if save else new)
            st.set_pair(w, EXEC, new)
            st.scc[w] = new != 0
        return step
    return build


def _imm(inst, signed):
    """Reader of the SOPK immediate, sign- or zero-extended to 32 bits."""
    imm = inst.fields["simm16"]
    k = np.array([sext(imm, 16) & 0xFFFFFFFF if signed else imm], U32)
    return lambda st, w: k


def sopk(fn, scc=None):
    """SOPK writing sdst: D = fn(D, SIMM16 sign-extended)."""
    def build(inst, target, pc):
        value = _value(fn, [source(inst, target, "sdst"), _imm(inst, True)])
        return _step(value, destination(inst, target), scc)
    return build


def sopk_compare(fn, signed):
    """S_CMPK_*: SCC = fn(S0 = sdst, SIMM16 sign- or zero-extended)."""
    def build(inst, target, pc):
        value = _value(fn, [source(inst, target, "sdst"), _imm(inst, signed)])

        def step(st, w, env):
            st.scc[w] = value(st, w)
        return step
    return build


def _movk(inst, target, pc):
    return _step(_imm(inst, True), destination(inst, target), None)


def cmov(immediate):
    """S_CMOV_B32/B64 and S_CMOVK_I32: if SCC then D = S0 (or the immediate)."""
    def build(inst, target, pc):
        src = _imm(inst, True) if immediate else source(inst, target, "ssrc0")
        old = source(inst, target, "sdst")
        write = destination(inst, target)

        def step(st, w, env):
            write(st, w, np.where(st.scc[w] != 0, src(st, w), old(st, w)))
        return step
    return build


def _movrel(inst, target, pc):
    """S_MOVRELS (D = SGPR[S0 + M0]) and S_MOVRELD (SGPR[D + M0] = S0), per wave's M0;
    an index past the SGPR file reads 0 and drops the write."""
    width = operand(inst, target, "sdst").width
    field = "ssrc0" if inst.op.name.startswith("s_movrels") else "sdst"
    base = operand(inst, target, field).enc
    limit = target.addressable_sgprs if base < target.addressable_sgprs else 128
    if field == "ssrc0":
        write = destination(inst, target)

        def step(st, w, env):
            rows, index, valid = _relative(st, w, base, width, limit)
            value = [np.where(valid, st.s[rows, np.where(valid, index + k, 0)], 0)
                     for k in range(width)]
            write(st, w, value[0] if width == 1 else
                  _u(value[0]) | (_u(value[1]) << U64(32)))
        return step
    src = source(inst, target, "ssrc0")

    def store(st, w, env):
        value = _u(src(st, w))
        rows, index, valid = _relative(st, w, base, width, limit)
        for k in range(width):
            dword = _lo(np.broadcast_to(value >> U64(32 * k), rows.shape))
            st.s[rows[valid], index[valid] + k] = dword[valid]
    return store


def _relative(st, w, base, width, limit):
    rows = np.arange(st.n)[w]
    index = base + st.s[rows, M0].astype(I64)
    return rows, index, index + width <= limit


def _logic(fn):
    return alu(fn, "nz")


_LOGIC = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
          "andn2": lambda a, b: a & ~b, "orn2": lambda a, b: a | ~b,
          "nand": lambda a, b: ~(a & b), "nor": lambda a, b: ~(a | b),
          "xnor": lambda a, b: ~(a ^ b)}
_SAVEEXEC = dict(_LOGIC, andn1=lambda a, b: ~a & b, orn1=lambda a, b: ~a | b)
_CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
        "lt": np.less, "le": np.less_equal}

SEMANTICS = {
    # SOP2 arithmetic: SCC = carry / borrow (unsigned), signed overflow (signed)
    "s_add_u32": alu(lambda a, b: _sum(_u(a) + _u(b)), "pair"),
    "s_sub_u32": alu(lambda a, b: (a - b, b > a), "pair"),
    "s_add_i32": alu(_add_i32, "pair"),
    "s_sub_i32": alu(_sub_i32, "pair"),
    "s_addc_u32": alu(lambda a, b, c: _sum(_u(a) + _u(b) + _u(c)), "pair", reads_scc=True),
    "s_subb_u32": alu(lambda a, b, c: (a - b - c, _u(b) + _u(c) > _u(a)), "pair",
                      reads_scc=True),
    # SCC = 1 when S0 is the value chosen
    "s_min_i32": alu(lambda a, b: (_select(_i(a) < _i(b), a, b), _i(a) < _i(b)), "pair"),
    "s_min_u32": alu(lambda a, b: (_select(a < b, a, b), a < b), "pair"),
    "s_max_i32": alu(lambda a, b: (_select(_i(a) > _i(b), a, b), _i(a) > _i(b)), "pair"),
    "s_max_u32": alu(lambda a, b: (_select(a > b, a, b), a > b), "pair"),
    "s_cselect_b32": alu(lambda a, b, c: _select(c != 0, a, b), reads_scc=True),
    "s_cselect_b64": alu(lambda a, b, c: _select(c != 0, a, b), reads_scc=True),
    "s_lshl_b32": _logic(lambda a, b: a << _shift(a, b, 32)),
    "s_lshl_b64": _logic(lambda a, b: a << _shift(a, b, 64)),
    "s_lshr_b32": _logic(lambda a, b: a >> _shift(a, b, 32)),
    "s_lshr_b64": _logic(lambda a, b: a >> _shift(a, b, 64)),
    "s_ashr_i32": _logic(lambda a, b: (a.view(I32) >> _shift(a, b, 32).view(I32)).view(U32)),
    "s_ashr_i64": _logic(lambda a, b: (a.view(I64) >> _shift(a, b, 64).view(I64)).view(U64)),
    "s_bfm_b32": alu(lambda a, b: ((U32(1) << _shift(a, a, 32)) - U32(1)) << _shift(a, b, 32)),
    "s_bfm_b64": alu(lambda a, b: ((U64(1) << _shift(_u(a), a, 64)) - U64(1))
                     << _shift(_u(a), b, 64)),
    "s_mul_i32": alu(lambda a, b: _lo(_i(a) * _i(b))),
    "s_mul_hi_u32": alu(lambda a, b: _lo((_u(a) * _u(b)) >> U64(32))),
    "s_mul_hi_i32": alu(lambda a, b: _lo((_i(a) * _i(b)) >> 32)),
    "s_bfe_u32": _logic(lambda a, b: _bfe(a, b, 32, False)),
    "s_bfe_i32": _logic(lambda a, b: _bfe(a, b, 32, True)),
    "s_bfe_u64": _logic(lambda a, b: _bfe(a, b, 64, False)),
    "s_bfe_i64": _logic(lambda a, b: _bfe(a, b, 64, True)),
    "s_absdiff_i32": _logic(_absdiff),
    "s_lshl1_add_u32": alu(_lshl_add(1), "pair"),
    "s_lshl2_add_u32": alu(_lshl_add(2), "pair"),
    "s_lshl3_add_u32": alu(_lshl_add(3), "pair"),
    "s_lshl4_add_u32": alu(_lshl_add(4), "pair"),
    "s_pack_ll_b32_b16": alu(lambda a, b: _pair(a, b)),
    "s_pack_lh_b32_b16": alu(lambda a, b: _pair(a, b >> U32(16))),
    "s_pack_hh_b32_b16": alu(lambda a, b: _pair(a >> U32(16), b >> U32(16))),
    # SOP1
    "s_mov_b32": alu(lambda a: a),
    "s_mov_b64": alu(lambda a: a),
    "s_cmov_b32": cmov(False),
    "s_cmov_b64": cmov(False),
    "s_not_b32": _logic(lambda a: ~a),
    "s_not_b64": _logic(lambda a: ~a),
    "s_wqm_b32": _logic(_wqm),
    "s_wqm_b64": _logic(_wqm),
    "s_brev_b32": alu(lambda a: _brev(a, 32)),
    "s_brev_b64": alu(lambda a: _brev(a, 64)),
    "s_bcnt0_i32_b32": _logic(lambda a: U32(32) - np.bitwise_count(a).astype(U32)),
    "s_bcnt0_i32_b64": _logic(lambda a: U32(64) - np.bitwise_count(a).astype(U32)),
    "s_bcnt1_i32_b32": _logic(lambda a: np.bitwise_count(a).astype(U32)),
    "s_bcnt1_i32_b64": _logic(lambda a: np.bitwise_count(a).astype(U32)),
    "s_ff0_i32_b32": alu(lambda a: _ffs(a, 0)),
    "s_ff0_i32_b64": alu(lambda a: _ffs(a, 0)),
    "s_ff1_i32_b32": alu(lambda a: _ffs(a, 1)),
    "s_ff1_i32_b64": alu(lambda a: _ffs(a, 1)),
    "s_flbit_i32_b32": alu(lambda a: _clz(a, 32)),
    "s_flbit_i32_b64": alu(lambda a: _clz(a, 64)),
    "s_flbit_i32": alu(lambda a: _cls(a, 32)),
    "s_flbit_i32_i64": alu(lambda a: _cls(a, 64)),
    "s_sext_i32_i8": alu(lambda a: a.astype(np.int8).astype(I32).view(U32)),
    "s_sext_i32_i16": alu(lambda a: a.astype(np.int16).astype(I32).view(U32)),
    "s_bitset0_b32": alu(lambda d, a: d & ~(U32(1) << _shift(d, a, 32)), reads_dst=True),
    "s_bitset0_b64": alu(lambda d, a: d & ~(U64(1) << _shift(d, a, 64)), reads_dst=True),
    "s_bitset1_b32": alu(lambda d, a: d | (U32(1) << _shift(d, a, 32)), reads_dst=True),
    "s_bitset1_b64": alu(lambda d, a: d | (U64(1) << _shift(d, a, 64)), reads_dst=True),
    "s_quadmask_b32": _logic(_quadmask),
    "s_quadmask_b64": _logic(_quadmask),
    "s_movrels_b32": _movrel,
    "s_movrels_b64": _movrel,
    "s_movreld_b32": _movrel,
    "s_movreld_b64": _movrel,
    "s_abs_i32": _logic(lambda a: _lo(np.abs(_i(a)))),
    "s_andn1_wrexec_b64": _exec_op(lambda a, e: ~a & e, save=False),
    "s_andn2_wrexec_b64": _exec_op(lambda a, e: a & ~e, save=False),
    "s_bitreplicate_b64_b32": alu(_bitreplicate),
    # SOPC
    "s_bitcmp0_b32": compare(lambda a, b: (a >> _shift(a, b, 32)) & U32(1) == 0),
    "s_bitcmp1_b32": compare(lambda a, b: (a >> _shift(a, b, 32)) & U32(1) != 0),
    "s_bitcmp0_b64": compare(lambda a, b: (a >> _shift(a, b, 64)) & U64(1) == 0),
    "s_bitcmp1_b64": compare(lambda a, b: (a >> _shift(a, b, 64)) & U64(1) != 0),
    "s_cmp_eq_u64": compare(np.equal),
    "s_cmp_lg_u64": compare(np.not_equal),
    # SOPK
    "s_movk_i32": _movk,
    "s_cmovk_i32": cmov(True),
    "s_addk_i32": sopk(_add_i32, "pair"),
    "s_mulk_i32": sopk(lambda d, k: _lo(_i(d) * _i(k))),
}
for _name, _fn in _LOGIC.items():
    SEMANTICS[f"s_{_name}_b32"] = _logic(_fn)
    SEMANTICS[f"s_{_name}_b64"] = _logic(_fn)
for _name, _fn in _SAVEEXEC.items():
    SEMANTICS[f"s_{_name}_saveexec_b64"] = _exec_op(_fn, save=True)
for _name, _fn in _CMP.items():
    SEMANTICS[f"s_cmp_{_name}_u32"] = compare(_fn)
    SEMANTICS[f"s_cmp_{_name}_i32"] = compare(lambda a, b, f=_fn: f(a.view(I32), b.view(I32)))
    SEMANTICS[f"s_cmpk_{_name}_u32"] = sopk_compare(_fn, signed=False)
    SEMANTICS[f"s_cmpk_{_name}_i32"] = sopk_compare(
        lambda a, b, f=_fn: f(a.view(I32), b.view(I32)), signed=True)
