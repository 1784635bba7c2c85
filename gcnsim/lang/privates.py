"""Private arrays, ``local_array(T, n)`` (Numba's ``cuda.local.array``): each work-item's own
``n`` elements, uninitialised, with a literal size.

An array whose every index is known at compile time (literals, unrolled loop counters, folded
constants) lives in registers: after the frontend, each element becomes a variable and each
access a move (``promote``), as LLVM's SROA does. Any other lives in the wave's private
(scratch) segment, where the spill slots also are, addressed per lane as clang addresses a
private array: MUBUF ``offen`` through the private segment buffer and the wave's offset
(gfx701, gfx900, gfx90a), ``scratch_*`` with a VGPR address (gfx942); the code object then
declares the private segment's size and the prologue takes the scratch registers.

    h = local_array(i32, 4)                 %h[0] = mov 0 ... %h[3] = mov 0
    for k in range(4): h[k] = x[i + k]  ->  %h[0] = mov %5 ; ... (unrolled: registers)
    h[x[i] & 3] += 1                    ->  v_lshlrev_b32 %o, 2, %v ;
                                            buffer_load_dword %d, %o, s[0:3], s9 offen

A constant index outside its array is a CompileError. A run-time index is checked where it is
used (``checked_offset``), as a bounds-checking compiler would, but without a branch: a lane
whose index is outside its array gets, in place of its byte offset, a tag past every wave's
scratch slice (TAG + the array's number * SPAN + the index clamped to -BIAS..BIAS-MARGIN-1), so
the runtime's slice check (ScratchOverflow) stops the access and ``index_error`` reads back
which array and which index; otherwise an index past the first of two arrays would silently
reach the second. Five VALU instructions an access (add, min, add, compare, select; four for
a u32 index), none where the index is known inside (``h[x & 15]``, ``h[x % 16]``).
"""
import ast

from ..errors import PrivateIndexError
from .errors import CompileError
from .ir import Const, If, Loop, Op, Symbol, Value, walk
from .machine import Sub
from .types import Scalar, VecType, boolean, i32

MUBUF_OFFSET = 1 << 12              # the instruction's unsigned offset field
TAG = 1 << 31                       # a checked index's tag: past any slice (< 2^17 bytes a lane)
SPAN = 1 << 24                      # each scratch array's range of tags (TAG + k * SPAN ...)
BIAS = 1 << 23                      # indices -BIAS .. BIAS - MARGIN - 1 are read back exactly
MARGIN = 1 << 18                    # room for the array's offset added to a tag (< SPAN)
ARRAYS = ((1 << 32) - TAG) // SPAN  # scratch arrays a kernel can tag (128)


class PrivatesMixin:
    """``a = local_array(T, n)`` for the statement builder (frontend.py)."""

    def local_array(self, target, call):
        if len(call.args) != 2:
            self.error(call, "local_array(T, n) takes an element type and a literal count")
        t = self.lookup(call.args[0]) if isinstance(call.args[0], ast.Name) else None
        n = self.expr(call.args[1])
        n = self.settle(n, i32, call) if not isinstance(n, (Value, Const)) else n
        if not isinstance(t, (Scalar, VecType)) or t is boolean or not isinstance(n, Const) \
                or not n.type.is_int or n.value < 1:
            self.error(call, "local_array(T, n) takes an element type and a positive literal "
                             "count")
        if isinstance(t, VecType):
            self.error(call, f"local_array({t}, n): a private array's elements are scalars "
                             f"(local_array({t.elem}, {t.n} * n) holds the vectors' elements)")
        if target.id in self.names:
            self.error(call, f"'{target.id}' is already defined")
        size = t.bits // 8
        self.private = -(-self.private // size) * size
        self.names[target.id] = Symbol(target.id, t, "private", self.private, int(n.value),
                                       call.lineno)
        self.private += size * int(n.value)


def promote(fn):
    """Private arrays indexed only by constants -> variables (in place); the others stay in
    scratch (``fn.private_arrays``, their offsets kept: the spill slots follow them)."""
    accesses = {}
    for s in walk(fn.body):
        if isinstance(s, Op) and s.op in ("load", "store") and s.attr.space == "private":
            accesses.setdefault(s.attr, []).append(s)
    promoted = {sym for sym, ops in accesses.items()
                if all(isinstance(s.args[0], Const) for s in ops)}
    for sym, ops in accesses.items():
        for s in ops:
            k = s.args[0].value if isinstance(s.args[0], Const) else 0
            if not 0 <= k < sym.count:
                raise CompileError(f"index {k} is outside {sym.name} (local_array of "
                                   f"{sym.count})", file=fn.file, line=s.line)
    elements = {}
    for sym in promoted:
        elements[sym] = [Value(_fresh(fn, k), sym.elem, f"{sym.name}[{k}]")
                         for k in range(sym.count)]
    if promoted:
        _rewrite(fn.body, elements)
        zero = [Op("mov", v, (Const(0.0 if v.type.is_float else 0, v.type),), fn_line(fn))
                for sym in sorted(promoted, key=lambda p: p.offset) for v in elements[sym]]
        fn.body[:0] = zero
    fn.private_arrays = tuple(sorted((sym for sym in accesses if sym not in promoted),
                                     key=lambda sym: sym.offset))
    fn.private_bytes = max((end(sym) for sym in fn.private_arrays), default=0)
    if len(fn.private_arrays) > ARRAYS:
        raise CompileError(f"{len(fn.private_arrays)} private arrays indexed at run time: their "
                           f"indices are checked for at most {ARRAYS} a kernel",
                           file=fn.file, line=fn.private_arrays[ARRAYS].line)


def end(sym):
    """The private byte offset just past an array."""
    return sym.offset + sym.count * sym.elem.bits // 8


def described(sym):
    return (f"{sym.name} = local_array({sym.elem}, {sym.count}) at line {sym.line}, private "
            f"bytes {sym.offset}..{end(sym) - 1}")


def check_size(fn, target, total):
    """A CompileError where a work-item's private bytes (arrays and spill slots, ``total``)
    pass what the target can give one (Target.max_private_bytes), as clang refuses such a
    stack frame."""
    limit = target.max_private_bytes
    if total <= limit:
        return
    arrays = "; ".join(described(sym) for sym in fn.private_arrays)
    largest = max(fn.private_arrays, key=lambda sym: end(sym) - sym.offset, default=None)
    raise CompileError(
        f"a work-item's private memory would take {total} bytes ({arrays or 'spill slots'}"
        f"{'; then spill slots' if arrays and total > fn.private_bytes else ''}); "
        f"{target.name} gives a work-item at most {limit} (a wave's scratch is at most 8191 KB "
        "for its 64 lanes): make the array smaller or keep it in global memory",
        file=fn.file, line=largest.line if largest else fn_line(fn))


def index_error(arrays, overflow):
    """The PrivateIndexError a ScratchOverflow of this compiler's kernel stands for (``arrays``:
    the scratch arrays as ``layout`` gives them, by offset), or None for an overflow carrying no
    tag of ``checked_offset`` (then its own account stands)."""
    k, tagged = divmod(overflow.offset - TAG, SPAN)
    if not 0 <= k < len(arrays):
        return None
    name, elem, count, line, offset = arrays[k]
    index = tagged - offset - BIAS
    if not -BIAS <= index < BIAS - MARGIN:
        return None
    exact = index < BIAS - MARGIN - 1           # (the clamp's top stands for any index past it)
    return PrivateIndexError(overflow, f"{name} = local_array({elem}, {count}) at line {line}",
                             count, index if exact else None, (-BIAS, BIAS - MARGIN - 1))


def layout(sym):
    """What index_error needs of a scratch array: name, element type, count, line, offset."""
    return (sym.name, str(sym.elem), sym.count, sym.line, sym.offset)


def fn_line(fn):
    return next(iter(fn.source_lines), None)


def _fresh(fn, k):
    fn.next_value = getattr(fn, "next_value", None) or 1 + max(
        (s.dst.id for s in walk(fn.body) if isinstance(s, Op) and s.dst is not None),
        default=0)
    fn.next_value += 1
    return fn.next_value - 1


def _rewrite(stmts, elements):
    for k, s in enumerate(stmts):
        if isinstance(s, Op) and s.op in ("load", "store") and s.attr in elements:
            element = elements[s.attr][s.args[0].value]
            stmts[k] = Op("mov", s.dst, (element,), s.line) if s.op == "load" else \
                Op("mov", element, (s.args[1],), s.line)
        elif isinstance(s, If):
            _rewrite(s.then, elements)
            _rewrite(s.orelse, elements)
        elif isinstance(s, Loop):
            for part in (s.head, s.body, s.latch):
                _rewrite(part, elements)


def scratch_access(sel, verb, reg, sym, index, size):
    """A private array element's load or store: a constant index in the instruction's offset,
    any other as a per-lane byte offset in a VGPR. MUBUF scratch is swizzled a dword per lane,
    so a 64-bit element goes a dword at a time there, as LLVM splits private accesses wider than
    its private element size (4 bytes without flat scratch)."""
    from .memory import SUFFIX, byte_offset
    base = sym.offset
    if isinstance(index, Const) and 0 <= base + index.value * size <= MUBUF_OFFSET - size:
        offset_vgpr, base = "off", base + index.value * size
    elif isinstance(index, Const) or within(sel, index, sym.count):
        offset_vgpr = byte_offset(sel, index, size)
    else:
        offset_vgpr = checked_offset(sel, sym, index, size)
    if base > MUBUF_OFFSET - size:
        moved = sel.vreg("v")
        sel.v_add(moved, str(base), offset_vgpr)
        offset_vgpr, base = moved, 0
    name = SUFFIX[size][0 if verb == "load" else 1]
    if sel.target.has("architected_flat_scratch"):
        op, suffix = f"scratch_{verb}_{name}", f"offset:{base}"
        if verb == "load":
            sel.emit(op, [reg], [offset_vgpr, "off"], suffix=suffix)
        else:
            sel.emit(op, [], [offset_vgpr, reg, "off"], suffix=suffix)
        return
    offen = "" if offset_vgpr == "off" else "offen "
    rest = [sel.layout.private_buffer, sel.layout.wave_offset]
    parts = [(reg, name)] if size <= 4 else [(Sub(reg, k), "dword") for k in range(size // 4)]
    for k, (part, name) in enumerate(parts):
        op, suffix = f"buffer_{verb}_{name}", f"{offen}offset:{base + 4 * k}"
        if verb == "load":
            sel.emit(op, [part], [offset_vgpr] + rest, suffix=suffix)
        else:
            sel.emit(op, [], [part, offset_vgpr] + rest, suffix=suffix)


def within(sel, index, count):
    """Whether ``index`` is known inside 0..count-1 without a check: ``x & m`` or (floored, as
    Python's) ``x % m`` with 0 < m <= count, the histogram's ``h[x & 15]`` (a temporary's
    definition, sel.defs: a variable may be assigned again)."""
    op = sel.defs.get(index.id)
    if op is None or op.op not in ("and", "mod"):
        return False
    m = op.args[1] if isinstance(op.args[1], Const) else op.args[0] if op.op == "and" else None
    return isinstance(m, Const) and (0 <= m.value < count if op.op == "and" else
                                     0 < m.value <= count)


def checked_offset(sel, sym, index, size):
    """The VGPR of ``index * size`` where the lane's ``index`` is inside ``sym``, else of the tag
    that index_error reads back (module docstring); reused as byte_offset's is."""
    from .memory import byte_offset
    key = (index.id, size, sym.name)
    if key in sel.offsets:
        return sel.offsets[key]
    offset = byte_offset(sel, index, size)
    i = sel.operand(index)
    k = next(n for n, a in enumerate(sel.fn.private_arrays) if a is sym)
    clamped, tag, out = (sel.vreg("v") for _ in range(3))
    bias = 0 if index.type.kind == "uint" else BIAS     # (an unsigned index is not below 0)
    if bias:
        biased = sel.vreg("v")
        sel.v_add(biased, str(bias), i)
        i = biased
    sel.vop2("v_min_u32_e32", clamped, str(bias + BIAS - MARGIN - 1), i)
    sel.v_add(tag, str(TAG + k * SPAN + BIAS - bias), clamped)
    inside = sel.vreg("s", 2)
    sel.vop3("v_cmp_gt_u32_e64", [inside], [str(sym.count), sel.operand(index)])
    sel.emit("v_cndmask_b32_e64", [out], [tag, offset, inside])
    sel.offsets[key] = out
    return out
