"""MFMA in the native tier: the f32 results of f16, bf16, fp8, bf8, f32 and xf32 inputs, and
the i32 results of i8 inputs, computed as semantics/mfma.py models them, bit for bit.

The interpreter gathers A, B and C by its layout tables (input_layout, cbsz_lanes, blgp_lanes,
output_layout) and, for f32 results, sums the products in f64 in k order from +0 (numpy's
matmul: each product of these inputs is exact in f64, and OpenBLAS, like numpy's own loop,
accumulates one output in k order), adds C in f64 and rounds once to f32; i8 sums are exact and
wrap to 32 bits. The translator does the same from the same tables, read as indices into the
decoded registers (``layout``, baked into the function as constant arrays), per wave:

    decode A's and B's registers into planes (f64, or i64 for i8), a loop over the lanes;
    for b, i: row = <n x f64> 0; for k: row = fmuladd(splat(A[b][i][k]), B[b][k][:], row)
              (B's row n consecutive plane elements; LLVM vector lanes are IEEE operations
              each: every output's sum in k order); D's row = round_f32(row + C's row), where
              D's row lies in register order (n consecutive lanes of one register; through a
              buffer only where C overlaps D other than in place)

A product of two of these inputs is exact in f64 (at most 24 x 24 = 48 significant bits, and
an exponent far inside f64's normal range), so adding it rounds once whether the multiply-add
is fused or not: ``llvm.fmuladd`` lets LLVM fuse it (an FMA unit's one instruction instead of
two) with the interpreter's result, which no other float instruction of the tier may do.

A wave whose A, B and C bits are those of the wave before it in the batch takes that wave's D
(``Same``: the waves of a Triton workgroup often hold the same tile). B goes through a
gathered copy where its rows are not consecutive, as BLGP and CBSZ can make them; an MFMA
whose D rows are not consecutive, none of today's, runs interpreted.

Inputs are decoded by their bits (f16 as bits.py reads it, never LLVM's ``half``: its
conversion calls a runtime routine MCJIT does not resolve; fp8 and bf8 by their fields as
semantics.mfma.fp8_table reads them, gfx942's FNUZ formats). A NaN or an infinity anywhere in
A, B or C (an 8-bit float's NaN is its one code 0x80; it has no infinity) (whose result is then the host's NaN propagation through BLAS, which LLVM may order
otherwise) sends the instruction to the interpreter for the whole batch: a first loop over the
waves looks for one before any wave computes (translate.STOPPED, as a memory instruction the
native check leaves). MFMAs read and write every lane whatever EXEC holds.

Not translated (interpreted): f64 MFMAs, SMFMAC, and an f32 MFMA whose
constant C reads as a NaN (an integer inline constant such as -4).

    v_mfma_f32_32x32x8_f16 v[2:17], v[46:47], v[44:45], v[2:17]
    -> Matrix(name, a=302, b=300, c=258, d=258, ...): 8,192 f64 multiply-adds per wave
"""
import hashlib
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from . import irtext as ir

from ..isa.record import AGPR, CONSTANT, VGPR
from ..semantics.mfma import (NAME, Shape, blgp_lanes, cbsz_lanes, input_layout,
                              output_layout)
from ..semantics.operands import operand_bits, register_index
from .gen import F32, F64, I1, I32, I64, intrinsic

INPUTS = ("f16", "bf16", "f32", "xf32", "i8", "fp8", "bf8")
XF32_KEPT = 0xFFFFE000              # the f32 bits XF32 keeps (semantics.mfma.XF32_DROPPED)
BITS = {"i8": 8, "f16": 16, "bf16": 16, "fp8": 8, "bf8": 8}     # (32 for f32 and xf32)
EXPONENT = {"f16": 0x7C00, "bf16": 0x7F80, "f32": 0x7F800000, "xf32": 0x7F800000}
FLOAT8 = {"fp8": (3, 8), "bf8": (2, 16)}    # an 8-bit float's (mantissa bits, bias): its
NAN8 = 0x80                                 # exponent is the rest of its 7 bits; its one NaN


def covers(name):
    """Whether matrix mnemonic ``name`` has a native form here."""
    m = NAME.fullmatch(name)
    if m is None or m.group(1):
        return False
    types = m.group(6).removesuffix("_1k").split("_")
    return m.group(2) in ("f32", "i32") and types[0] in INPUTS and (
        types[0] == types[-1] or {types[0], types[-1]} <= FLOAT8.keys())


@dataclass(frozen=True)
class Matrix:
    """One MFMA as the translator runs it: ``a``, ``b``, ``c`` (None: the constant ``c_bits``)
    and ``d`` the st.v columns of its operands; ``srcs`` every VGPR/AGPR named (tier.Segment's
    register bound)."""
    name: str
    shape: "Dims"
    a: int
    b: int
    c: int
    c_bits: int
    d: int
    cbsz: int
    abid: int
    blgp: int
    srcs: tuple = ()
    unit: str = "mfma"
    dst: int = None
    writes_exec: bool = False

    @property
    def macs(self):
        """Its multiply-adds per wave (what the interpreter's time goes with: tier.py)."""
        return self.shape.m * self.shape.n * self.shape.k * self.shape.blocks


@dataclass(frozen=True)
class Dims:
    """What semantics.mfma.Shape says of an MFMA, as a value (a segment's key prints it)."""
    out: str
    a_type: str
    b_type: str
    m: int
    n: int
    k: int
    blocks: int
    per_a: int
    per_b: int
    regs_a: int
    regs_b: int
    regs_d: int

    @classmethod
    def of(cls, shape):
        return cls(*(getattr(shape, f) for f in cls.__dataclass_fields__))


def lowering(inst, target):
    """The Matrix of a decoded MFMA, or None where it runs interpreted."""
    if not covers(inst.op.name):
        return None
    shape = Dims.of(Shape(inst.op))
    record = inst.record(target)
    f = dict(record.modifiers)
    if set(f) - {"cbsz", "abid", "blgp"}:
        return None
    a, b, c, d = (record.field(name)[0] for name in ("src0", "src1", "src2", "vdst"))
    if any(o.cls not in (VGPR, AGPR) for o in (a, b, d)):
        return None
    if layout(shape, f.get("cbsz", 0), f.get("abid", 0), f.get("blgp", 0)).d_rows is None:
        return None
    c_bits = None
    if c.cls == CONSTANT:
        c_bits = operand_bits(c, 1, None if shape.out == "i32" else "f32", shape.out == "i32")
        if c_bits is None or (c_bits & 0x7F800000) == 0x7F800000 and shape.out == "f32":
            return None
    elif c.cls not in (VGPR, AGPR):
        return None
    from .memory import _vgprs                  # noqa: PLC0415 - lower's Source
    named = (_vgprs(register_index(a), shape.regs_a) + _vgprs(register_index(b), shape.regs_b)
             + _vgprs(register_index(d), shape.regs_d))
    if c_bits is None:
        named += _vgprs(register_index(c), shape.regs_d)
    return Matrix(inst.op.name, shape, register_index(a), register_index(b),
                  None if c_bits is not None else register_index(c), c_bits or 0,
                  register_index(d), f.get("cbsz", 0), f.get("abid", 0), f.get("blgp", 0),
                  named)


@dataclass(frozen=True)
class Layout:
    """Where an MFMA's elements are once its A and B registers are decoded into planes (f64 or
    i64 arrays, element ``e`` of lane ``l`` of register ``r`` at (r x per + e) x 64 + l, ``per``
    elements a dword): ``a`` the plane index of A[b][i][k], ``b`` of B[b][k][j]; ``b_rows`` the
    first plane index of each row B[b][k][:] where every row is n consecutive plane elements
    (else None: B is gathered into [b][k][j] first); ``d`` the position (reg x 64 + lane) of
    D[b][i][j], ``d_rows`` the first of each row D[b][i][:] where every row is n consecutive
    positions (else None: ``lowering`` leaves the MFMA to the interpreter). Numpy int arrays,
    flattened."""
    a: np.ndarray
    b: np.ndarray
    b_rows: object
    d: np.ndarray
    d_rows: object


@lru_cache(maxsize=None)
def layout(shape, cbsz, abid, blgp):
    """The Layout of an MFMA: the interpreter's tables (input_layout, cbsz_lanes, blgp_lanes,
    output_layout) read as plane indices."""
    bits = BITS.get(shape.a_type, 32)
    a_lane, a_el = input_layout(shape.m, shape.k, shape.blocks, shape.per_a)
    a_lane = cbsz_lanes(shape.m, shape.blocks, cbsz, abid)[a_lane]
    b_lane, b_el = input_layout(shape.n, shape.k, shape.blocks, shape.per_b)
    b_lane = blgp_lanes(blgp)[b_lane]
    b_lane, b_el = np.swapaxes(b_lane, 1, 2), np.swapaxes(b_el, 1, 2)     # [b][k][j]
    d_reg, d_lane = output_layout(shape.m, shape.n, shape.blocks, False)

    def planes(lane, el):           # element el of a lane: dword el * bits // 32, its part
        return (el * bits // 32 * (32 // bits) + el * bits % 32 // bits) * 64 + lane
    b_index = planes(b_lane, b_el).ravel()
    d_pos = (d_reg * 64 + d_lane).ravel()
    return Layout(planes(a_lane, a_el).ravel(), b_index, _rows(b_index, shape.n), d_pos,
                  _rows(d_pos, shape.n))


def _rows(index, n):
    """The first index of each run of ``n`` where every run is consecutive, else None."""
    rows = index.reshape(-1, n)
    return rows[:, 0].copy() if (rows == rows[:, :1] + np.arange(n)).all() else None


# ---- code generation --------------------------------------------------------------------------

def phase(b, m, stop, each_wave):
    """The MFMA ``m`` as a phase of a segment: every wave's operands checked for a NaN or an
    infinity first (one found: ``stop()``, the interpreter runs it for the batch), then each
    wave's (``each_wave(emit, rows)``: translate's loop over the batch's waves, prefetching
    ``rows``). The check notes which waves have the A, B and C bits of the wave before them in
    the batch (``Same``): such a wave is not scanned for specials (its bits are the other's),
    and takes that wave's D, computed just before it, instead of computing its own."""
    shape = m.shape
    rows = [(m.a, shape.regs_a), (m.b, shape.regs_b), (m.d, shape.regs_d)]
    rows += [(m.c, shape.regs_d)] if m.c is not None and m.c != m.d else []
    with b.goto_block(b.function.entry_basic_block):
        found = b.alloca(I1)
    b.store(I1(0), found)
    same = Same(b, m)

    def check(wave):
        with b.if_then(b.not_(same.note(wave))):
            b.store(b.or_(b.load(found), specials(wave, m)), found)
    same.start()
    each_wave(check, rows)
    fn = b.function
    special, ordinary = fn.append_basic_block("mfma_stop"), fn.append_basic_block("mfma")
    b.cbranch(b.load(found), special, ordinary)
    b.position_at_end(special)
    stop()
    b.position_at_end(ordinary)
    same.start()
    each_wave(same.run, rows)


class Same:
    """Which waves of the batch have the A, B and C bits of the wave before them (a byte each,
    by position in the batch: the waves of a Triton workgroup often hold the same tile, and an
    MFMA is a function of those bits): noted by the check pass, read by the compute pass, which
    copies such a wave's D from the wave before it (whose D then holds its result)."""

    def __init__(self, b, m):
        self.b, self.m = b, m
        shape = m.shape
        self.regions = [(m.a, shape.regs_a), (m.b, shape.regs_b)] + (
            [(m.c, shape.regs_d)] if m.c is not None else [])
        with b.goto_block(b.function.entry_basic_block):
            self.flags = b.alloca(ir.IntType(8), size=b.function.args[5])
            self.position, self.before = b.alloca(I64), b.alloca(I64)

    def start(self):
        """Before a pass: no wave before the first."""
        self.b.store(I64(0), self.position)
        self.b.store(I64(-1), self.before)

    def _next(self, wave):
        """(the wave's position, the st.v offset of the wave before it or -1), moving on."""
        b = self.b
        position, before = b.load(self.position), b.load(self.before)
        b.store(b.add(position, I64(1)), self.position)
        b.store(b.ptrtoint(wave.vbase, I64), self.before)
        return position, before

    def note(self, wave):
        """i1 (also noted): whether the wave's A, B and C words are the wave's before it."""
        b = self.b
        position, before = self._next(wave)
        flag = b.gep(self.flags, [position])
        b.store(ir.IntType(8)(0), flag)
        with b.if_then(b.icmp_signed(">=", before, I64(0))):
            other = b.inttoptr(before, wave.vbase.type)
            same = self._same(wave.vbase, other, self.regions[:2])
            b.store(b.zext(same, ir.IntType(8)), flag)
            if len(self.regions) > 2:           # C (most of the words) only where A and B are
                with b.if_then(same):
                    same = self._same(wave.vbase, other, self.regions[2:])
                    b.store(b.zext(same, ir.IntType(8)), flag)
        return b.icmp_unsigned("!=", b.load(flag), ir.IntType(8)(0))

    def _same(self, mine, other, regions):
        """i1: whether the words of ``regions`` ((first register, count)) are equal in the
        two waves' registers."""
        b = self.b
        differ = I32(0)
        for first, regs in regions:
            def word(i, acc, first=first):
                at = b.add(I64(first * 64), i)
                return b.or_(acc, b.xor(b.load(b.gep(mine, [at])), b.load(b.gep(other, [at]))))
            differ = _loop(b, regs * 64, word, differ)
        return b.icmp_unsigned("==", differ, I32(0))

    def run(self, wave):
        """The wave's D: the wave before it's where noted, else computed."""
        b, m = self.b, self.m
        position, before = self._next(wave)
        same = b.load(b.gep(self.flags, [position]))
        with b.if_else(b.icmp_unsigned("!=", same, ir.IntType(8)(0))) as (reuse, compute_it):
            with reuse:
                other = b.inttoptr(before, wave.vbase.type)
                start = I64(m.d * 64)
                _copy(b, other, start, wave.vbase, start, 64 * m.shape.regs_d)
            with compute_it:
                compute(wave, m)


def _copy(b, source, start, dest, to, words):
    """``words`` i32 from source[start..] to dest[to..]."""
    _loop(b, words, lambda i, _: b.store(b.load(b.gep(source, [b.add(start, i)])),
                                         b.gep(dest, [b.add(to, i)])))


def specials(wave, m):
    """i1: whether an element of the wave's A or B, or a value of its C, is a NaN or an
    infinity (f32 results only; i8 has none)."""
    shape = m.shape
    if shape.out == "i32":
        return I1(0)
    b = wave.b
    found = I1(0)
    regions = [(m.a, shape.regs_a, shape.a_type), (m.b, shape.regs_b, shape.b_type)]
    if m.c is not None:
        regions.append((m.c, shape.regs_d, "f32"))
    for first, regs, typ in regions:
        if typ in FLOAT8:
            found = b.or_(found, _any_byte(wave, first, regs, NAN8))
            continue
        exp = EXPONENT[typ]
        masks = [exp] if exp > 0xFFFF else [exp, exp << 16]
        found = b.or_(found, _any_word(wave, first, regs, masks))
    return found


def _any_byte(wave, first, regs, value):
    """i1: whether a byte of registers first.. (regs of them, all lanes) is ``value``."""
    b = wave.b

    def word(k, acc):
        bits = b.load(b.gep(wave.vbase, [b.add(I64(first * 64), k)]))
        for e in range(4):
            byte = b.and_(b.lshr(bits, I32(8 * e)), I32(0xFF))
            acc = b.or_(acc, b.zext(b.icmp_unsigned("==", byte, I32(value)), I32))
        return acc
    return b.icmp_unsigned("!=", _loop(b, regs * 64, word, I32(0)), I32(0))


def _any_word(wave, first, regs, masks):
    """i1: whether a word of registers first.. (regs of them, all lanes) has all the bits of one
    of ``masks`` (runs of ones, apart): a run's lowest bit added to the word's run carries
    into the bit above the run only where the run is all ones, so one or over the words'
    sums (two operations a word, in a loop LLVM vectorises) holds every word's carries."""
    b = wave.b
    kept = sum(masks)
    low = sum(mask & -mask for mask in masks)
    carries = sum((mask + (mask & -mask)) & ~mask for mask in masks)
    sums = _loop(b, regs * 64, lambda k, acc: b.or_(acc, b.add(b.and_(b.load(
        b.gep(wave.vbase, [b.add(I64(first * 64), k)])), I32(kept)), I32(low))), I32(0))
    return b.icmp_unsigned("!=", b.and_(sums, I32(carries)), I32(0))


def compute(wave, m):
    """The MFMA for one wave: a call of its kind's function (``kernel``) with its registers."""
    b = wave.b
    c = 0 if m.c is None else m.c * 64
    b.call(kernel(b.module, m), [wave.vbase, I64(m.a * 64), I64(m.b * 64), I64(c),
                                 I64(m.d * 64), I32(m.c_bits)])


KERNEL_TYPE = ir.FunctionType(ir.VoidType(), [I32.as_pointer(), I64, I64, I64, I64, I32])


class _Registers:
    """A wave's registers inside an MFMA's function: its base (``vbase``), the builder, and
    the st.v offsets (register x 64, i64 arguments) of A, B, C and D, C's constant bits."""

    def __init__(self, b, args):
        self.b = b
        self.vbase, self.a, self.b_at, self.c, self.d, self.c_bits = args


def kernel(module, m):
    """The function of ``module`` computing the MFMAs of ``m``'s kind (its shape, CBSZ, ABID,
    BLGP, whether C is a constant and how C lies against D) for one wave, whatever registers
    they name: ``void (v, a, b, c, d, c_bits)``, defined once a module (inlining it into every
    MFMA made its IR most of a matmul segment's: ~7 ms of LLVM at O0 each)."""
    shape = m.shape
    in_place = m.c is not None and m.c == m.d
    apart = m.c is None or in_place or abs(m.c - m.d) >= shape.regs_d
    kind = (shape, m.cbsz, m.abid, m.blgp, m.c is None, in_place, apart)
    name = f"gcnsim_mfma_{hashlib.sha256(repr(kind).encode()).hexdigest()[:16]}"
    found = module.globals.get(name)
    if found is not None:
        return found
    fn = ir.Function(module, KERNEL_TYPE, name)
    fn.linkage = "internal"
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    _compute(_Registers(b, fn.args), m, apart)
    b.ret_void()
    return fn


def _compute(wave, m, apart):
    """The MFMA for one wave, as the module docstring says (its registers: ``_Registers``)."""
    b = wave.b
    shape = m.shape
    plan = layout(shape, m.cbsz, m.abid, m.blgp)
    integer = shape.out == "i32"
    elem = I64 if integer else F64
    n, k = shape.n, shape.k
    ap = _planes(wave, wave.a, shape.regs_a, shape.a_type, elem)
    bp = _planes(wave, wave.b_at, shape.regs_b, shape.b_type, elem)
    b_rows = plan.b_rows
    if b_rows is None:                          # B's rows gathered into [b][k][j]
        bp = _gathered(b, bp, _table(b, plan.b), len(plan.b), elem)
        b_rows = np.arange(shape.blocks * k) * n
    a_index, b_first = _table(b, plan.a), _table(b, b_rows)
    d_first = _table(b, plan.d_rows)
    row_type = ir.VectorType(elem, n)           # one row of D: n independent lanes
    zero = ir.Constant(row_type, [0 if integer else 0.0] * n)
    out = wave.vbase if apart else _alloca(b, I32, len(plan.d))
    first = wave.d if apart else I64(0)

    def row(bi, _):                             # bi = block * M + i
        block = b.udiv(bi, I64(shape.m))

        def step(kk, total):
            x = b.load(b.gep(ap, [_entry(b, a_index, b.add(b.mul(bi, I64(k)), kk))]))
            first = _entry(b, b_first, b.add(b.mul(block, I64(k)), kk))
            y = b.load(b.bitcast(b.gep(bp, [first]), row_type.as_pointer()), align=8)
            xs = _splat(b, x, row_type)
            if integer:
                return b.add(total, b.mul(xs, y))
            # x * y is exact in f64: fused or not, the sum rounds once (module docstring)
            return intrinsic(b, f"llvm.fmuladd.v{n}f64", row_type, [xs, y, total])
        position = _entry(b, d_first, bi)
        total = _loop(b, k, step, zero)
        row_bits = _results(wave, m, position, total, integer)
        where = b.gep(out, [b.add(first, position)])
        b.store(row_bits, b.bitcast(where, row_bits.type.as_pointer()), align=4)
    _loop(b, shape.blocks * shape.m, row)
    if not apart:                               # C and D overlap, not in place
        _loop(b, len(plan.d), lambda p, _: b.store(
            b.load(b.gep(out, [p])), b.gep(wave.vbase, [b.add(wave.d, p)])))


def _entry(b, table, index):
    """Entry ``index`` (i64) of a constant table, as i64."""
    return b.zext(b.load(b.gep(table, [I64(0), index])), I64)


def _planes(wave, first, regs, typ, elem):
    """Registers from st.v offset ``first`` (i64; ``regs`` of them) decoded: element e of lane l of register r at
    (r x per + e) x 64 + l (Layout), in one loop over the lanes LLVM vectorises."""
    b = wave.b
    bits = BITS.get(typ, 32)
    per = 32 // bits
    dest = _alloca(b, elem, regs * per * 64)

    def lane(i, _):
        for r in range(regs):
            word = b.load(b.gep(wave.vbase, [b.add(b.add(first, I64(r * 64)), i)]))
            for e in range(per):
                value = element(b, b.lshr(word, I32(e * bits)), typ)
                b.store(value, b.gep(dest, [b.add(I64((r * per + e) * 64), i)]))
    _loop(b, 64, lane)
    return dest


def _gathered(b, planes, index, count, elem):
    """A new array whose element e is planes[index[e]]."""
    dest = _alloca(b, elem, count)
    _loop(b, count, lambda e, _: b.store(b.load(b.gep(planes, [_entry(b, index, e)])),
                                         b.gep(dest, [e])))
    return dest


def _splat(b, x, typ):
    """``x`` in every lane of vector type ``typ``."""
    one = b.insert_element(ir.Constant(typ, ir.Undefined), x, I32(0))
    return b.shuffle_vector(one, ir.Constant(typ, ir.Undefined),
                            ir.Constant(ir.VectorType(I32, typ.count), [0] * typ.count))


def _results(wave, m, first, total, integer):
    """A row of D's bits (<n x i32>) from its sums (<n x f64>, or i64) and C's row at D's
    positions ``first``..: the sum plus C, rounded to f32 (or wrapped to i32), lane by lane."""
    b = wave.b
    n = total.type.count
    words = ir.VectorType(I32, n)
    if m.c is None:
        c = _splat(b, wave.c_bits, words)
    else:
        at = b.gep(wave.vbase, [b.add(wave.c, first)])
        c = b.load(b.bitcast(at, words.as_pointer()), align=4)
    if integer:
        return b.trunc(b.add(total, b.sext(c, ir.VectorType(I64, n))), words)
    singles = ir.VectorType(F32, n)
    exact = b.fadd(total, b.fpext(b.bitcast(c, singles), ir.VectorType(F64, n)))
    return b.bitcast(b.fptrunc(exact, singles), words)


def element(b, bits, typ):
    """An element's value from its bits (in the low bits of i32 ``bits``): f64, or i64."""
    if typ == "i8":
        return b.sext(b.trunc(bits, ir.IntType(8)), I64)
    if typ == "bf16":
        return b.fpext(b.bitcast(b.shl(bits, I32(16)), F32), F64)
    if typ == "f32":
        return b.fpext(b.bitcast(bits, F32), F64)
    if typ == "xf32":
        return b.fpext(b.bitcast(b.and_(bits, I32(XF32_KEPT)), F32), F64)
    if typ in FLOAT8:
        return float8(b, b.and_(bits, I32(0xFF)), *FLOAT8[typ])
    return half(b, b.and_(bits, I32(0xFFFF)))


def float8(b, code, mant_bits, bias):
    """An FNUZ 8-bit float's bits (i32, not its NaN) -> f64 (semantics.mfma.fp8_table): a
    normal's exponent rebiased, a denormal its mantissa times 2**(1 - bias - mant_bits)."""
    sign = b.shl(b.zext(b.lshr(code, I32(7)), I64), I64(63))
    exp = b.zext(b.and_(b.lshr(code, I32(mant_bits)), I32((0x7F >> mant_bits))), I64)
    mant = b.zext(b.and_(code, I32((1 << mant_bits) - 1)), I64)
    normal = b.or_(b.shl(b.add(exp, I64(1023 - bias)), I64(52)), b.shl(mant, I64(52 - mant_bits)))
    tiny = b.bitcast(b.fmul(b.uitofp(mant, F64), F64(2.0 ** (1 - bias - mant_bits))), I64)
    magnitude = b.select(b.icmp_unsigned("==", exp, I64(0)), tiny, normal)
    return b.bitcast(b.or_(magnitude, sign), F64)


def half(b, h):
    """f16 bits (i32) -> f64 by their fields (bits.py's reading): a normal's exponent rebiased,
    a denormal its mantissa times 2**-24, infinities and NaNs kept (payload shifted up)."""
    sign = b.shl(b.zext(b.lshr(h, I32(15)), I64), I64(63))
    exp = b.zext(b.and_(b.lshr(h, I32(10)), I32(0x1F)), I64)
    mant = b.zext(b.and_(h, I32(0x3FF)), I64)
    normal = b.or_(b.shl(b.add(exp, I64(1023 - 15)), I64(52)), b.shl(mant, I64(42)))
    special = b.or_(I64(0x7FF << 52), b.shl(mant, I64(42)))
    tiny = b.bitcast(b.fmul(b.uitofp(mant, F64), F64(2.0 ** -24)), I64)
    magnitude = b.select(b.icmp_unsigned("==", exp, I64(0)), tiny,
                         b.select(b.icmp_unsigned("==", exp, I64(31)), special, normal))
    return b.bitcast(b.or_(magnitude, sign), F64)


def _alloca(b, typ, size):
    """A stack array in the function's entry block (not once per wave: the stack stays flat)."""
    with b.goto_block(b.function.entry_basic_block):
        return b.alloca(typ, size=size)


def _table(b, values):
    """A constant i32 array global of the module holding ``values`` (one per content)."""
    module = b.module
    values = np.asarray(values, np.int64)
    name = f"t_{hashlib.sha256(values.tobytes()).hexdigest()[:16]}"
    found = module.globals.get(name)
    if found is not None:
        return found
    typ = ir.ArrayType(I32, len(values))
    g = ir.GlobalVariable(module, typ, name)
    g.global_constant = True
    g.linkage = "internal"
    g.initializer = ir.Constant(typ, [int(x) for x in values])
    return g


def _loop(b, count, body, init=None):
    """A counted loop ``for i in range(count)`` (i64): ``body(i, carried)`` returns the next
    carried value (when ``init`` is given); the loop's last carried value, or None."""
    fn = b.function
    before = b.block
    head, done = fn.append_basic_block("for"), fn.append_basic_block("for_done")
    b.branch(head)
    b.position_at_end(head)
    i = b.phi(I64)
    i.add_incoming(I64(0), before)
    carried = None
    if init is not None:
        carried = b.phi(init.type)
        carried.add_incoming(init, before)
    out = body(i, carried)
    following = b.add(i, I64(1))
    i.add_incoming(following, b.block)
    if init is not None:
        carried.add_incoming(out, b.block)
    b.cbranch(b.icmp_unsigned("<", following, I64(count)), head, done)
    b.position_at_end(done)
    return out if init is not None else None
