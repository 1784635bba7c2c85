"""f32 and 64-bit atomics (memory.py has the 32-bit integer ones). An f32 add is native where
the target has it (``ds_add_rtn_f32`` on LDS from gfx8, ``global_atomic_add_f32`` on gfx90a and
gfx942); elsewhere (gfx701's LDS and FLAT, gfx900's global memory) it is a compare-and-swap
loop, as clang-19 expands atomicrmw fadd there: each lane adds to the value it last saw and
retries, EXEC narrowed to the lanes whose swap failed, until none is left.

A 64-bit compare-and-swap is one instruction, its operands ordered as clang-19 orders those of
OpenCL's atom_cmpxchg on a long (the same on every target): the global and FLAT forms take
{new value, expected} in four dwords, ``ds_cmpst_rtn_b64`` expected first, then the new value.

    atomic_cas(x, i, e, v)  (i64, gfx900)  ->  global_atomic_cmpswap_x2 %old, %off, %data, %s[x] glc
    atomic_cas(buf, i, e, v) (i64 shared)  ->  ds_cmpst_rtn_b64 %old, %off, %e, %v offset:0

    atomic_add(h, i, v)  (f32, gfx900 global)
        global_load_dword %old, %off, %s[h]
      L: v_add_f32_e32 %new, v, %old ; v_mov_b32 %data.lo, %new ; v_mov_b32 %data.hi, %old
        global_atomic_cmpswap %ret, %off, %data, %s[h] glc
        v_cmp_ne_u32_e64 %failed, %ret, %old ; v_mov_b32 %old, %ret
        s_and_b64 exec, exec, %failed ; s_cbranch_execnz L ; s_mov_b64 exec, %saved
"""
from ..isa.opcodes import op_table
from .ir import Const
from .machine import Sub
from .operands import const_halves, const_text
from .types import u32

DS_64 = {("atomic_add", True): "ds_add_rtn_u64", ("atomic_add", False): "ds_add_rtn_u64",
         ("atomic_max", True): "ds_max_rtn_i64", ("atomic_max", False): "ds_max_rtn_u64",
         ("atomic_min", True): "ds_min_rtn_i64", ("atomic_min", False): "ds_min_rtn_u64",
         ("atomic_xchg", True): "ds_wrxchg_rtn_b64", ("atomic_xchg", False): "ds_wrxchg_rtn_b64"}


def has(sel, name):
    return bool(op_table(sel.target.name).named(name))


def atomic_f32_add(sel, s, address):
    """``address(op, dst, data)`` emits a memory instruction of ``op`` at the element."""
    _, sym = s.attr
    d = sel.reg(s.dst)
    value = sel.operand(s.args[1])
    shared = sym.space == "shared"
    if shared and has(sel, "ds_add_rtn_f32"):
        return address("ds_add_rtn_f32", d, sel.to_v(value))
    if not shared and has(sel, "global_atomic_add_f32"):
        return address("add_f32", d, sel.to_v(value))
    old, saved = sel.vreg("v"), sel.vreg("s", 2)
    address("load", old, None)
    sel.emit("s_mov_b64", [saved], ["exec"])
    top = f".Lcas{sel.count}"
    sel.emit(top + ":")
    new, data, ret, failed = sel.vreg("v"), sel.vreg("v", 2), sel.vreg("v"), sel.vreg("s", 2)
    sel.vop2("v_add_f32_e32", new, value, old, commutative=True)
    if shared:
        address("ds_cmpst_rtn_b32", ret, [old, new])
    else:
        sel.emit("v_mov_b32_e32", [Sub(data, 0)], [new])
        sel.emit("v_mov_b32_e32", [Sub(data, 1)], [old])
        address("cmpswap", ret, data)
    sel.emit("v_cmp_ne_u32_e64", [failed], [ret, old])
    sel.emit("v_mov_b32_e32", [old], [ret])
    sel.emit("s_and_b64", ["exec"], ["exec", failed])
    sel.emit("s_cbranch_execnz", [top], target=top)
    sel.emit("s_mov_b64", ["exec"], [saved])
    sel.emit("v_mov_b32_e32", [d], [old])


def atomic_64(sel, s, address, op):
    """``op``: the global atomic's name (add, smax ... swap) for 32 bits; _x2 is appended."""
    name, sym = s.attr
    if name == "atomic_cas":
        return atomic_cas_64(sel, s, address)
    data = sel.to_v(sel.wide(s.args[1]), 2)
    if sym.space == "shared":
        return address(DS_64[name, sym.elem.kind == "int"], sel.reg(s.dst), data)
    address(f"{op}_x2", sel.reg(s.dst), data)


def atomic_cas_64(sel, s, address):
    expected, new = s.args[1:]
    d = sel.reg(s.dst)
    if s.attr[1].space == "shared":
        return address("ds_cmpst_rtn_b64", d,
                       [sel.to_v(sel.wide(expected), 2), sel.to_v(sel.wide(new), 2)])
    data = sel.vreg("v", 4)
    for k, half in enumerate(_halves(sel, new) + _halves(sel, expected)):
        sel.emit("v_mov_b32_e32", [Sub(data, k)], [half])
    address("cmpswap_x2", d, data)


def _halves(sel, x):
    """The two dwords of a 64-bit operand: literal texts or sub-registers."""
    if isinstance(x, Const):
        return [const_text(bits, u32)[0] for bits in const_halves(x)]
    r = sel.reg(x)
    return [Sub(r, 0), Sub(r, 1)]
