"""Loads, stores and atomics on global pointers and shared (LDS) arrays, per target (the f32
and 64-bit atomics: atomics.py).

Addresses are byte offsets ``index * size`` taken as unsigned 32 bits. gfx9 adds them to the
pointer in the instruction (global_* with an SGPR base); gfx701 has no global_* and, as
clang-19 does for amdhsa, uses FLAT with a 64-bit address per lane. LDS is addressed by
``ds_*`` with the array's offset in the instruction.

    x[i] (gfx900)   ->  v_lshlrev_b32_e32 %v1, 2, %v0 ; global_load_dword %v2, %v1, %s[4:5]
    x[i] (gfx701)   ->  v_lshlrev_b32_e32 %v1, 2, %v0
                        v_add_i32_e32 %v3.lo, vcc, %s4, %v1 ; v_mov_b32 %v3.hi, %s5
                        v_addc_u32_e32 %v3.hi, vcc, 0, %v3.hi, vcc ; flat_load_dword %v2, %v3
    buf[i] = v      ->  ds_write_b32 %v1, %v2 offset:256
"""
from . import atomics
from .ir import Const, Symbol, Value, walk
from .machine import Sub
from .operands import const_text, is_vgpr
from .privates import scratch_access

GLOBAL_ATOMIC = {("atomic_add", True): "add", ("atomic_add", False): "add",
                 ("atomic_max", True): "smax", ("atomic_max", False): "umax",
                 ("atomic_min", True): "smin", ("atomic_min", False): "umin",
                 ("atomic_xchg", True): "swap", ("atomic_xchg", False): "swap",
                 ("atomic_cas", True): "cmpswap", ("atomic_cas", False): "cmpswap"}
DS_ATOMIC = {("atomic_add", True): "ds_add_rtn_u32", ("atomic_add", False): "ds_add_rtn_u32",
             ("atomic_max", True): "ds_max_rtn_i32", ("atomic_max", False): "ds_max_rtn_u32",
             ("atomic_min", True): "ds_min_rtn_i32", ("atomic_min", False): "ds_min_rtn_u32",
             ("atomic_xchg", True): "ds_wrxchg_rtn_b32",
             ("atomic_xchg", False): "ds_wrxchg_rtn_b32",
             ("atomic_cas", True): "ds_cmpst_rtn_b32", ("atomic_cas", False): "ds_cmpst_rtn_b32"}
SUFFIX = {2: ("ushort", "short"), 4: ("dword", "dword"), 8: ("dwordx2", "dwordx2"),
          16: ("dwordx4", "dwordx4")}
DS = {2: ("u16", "b16"), 4: ("b32", "b32"), 8: ("b64", "b64"), 16: ("b128", "b128")}


def byte_offset(sel, index, size):
    """index * size as a VGPR (reused while nothing between changes it: select.py)."""
    key = (index.id if isinstance(index, Value) else repr(index), size)
    if key in sel.offsets:
        return sel.offsets[key]
    shift = {2: "1", 4: "2", 8: "3", 16: "4"}[size]
    d = sel.vreg("v")
    i = sel.operand(index)
    if isinstance(index, Const):
        sel.emit("v_mov_b32_e32", [d], [const_text(index.type.wrap(index.value * size),
                                                   index.type)[0]])
    elif is_vgpr(i):
        sel.vop2("v_lshlrev_b32_e32", d, shift, i)
    else:
        t = sel.vreg("s")
        sel.emit("s_lshl_b32", [t], [i, shift])
        sel.emit("v_mov_b32_e32", [d], [t])
    sel.offsets[key] = d
    return d


def lds_address(sel, index, sym, size):
    """(address VGPR, instruction offset) of ``sym[index]``: a constant added to the index
    moves into the instruction's 16-bit offset (``buf[k * 16 + 3]`` -> offset:12)."""
    offset = sym.offset
    op = sel.defs.get(index.id) if isinstance(index, Value) else None
    if op is not None and op.op == "add" and any(isinstance(a, Const) for a in op.args):
        const, other = op.args[::-1] if isinstance(op.args[1], Const) else op.args
        extra = sym.offset + const.value * size
        if 0 <= extra < 1 << 16:
            index, offset = other, extra
    return byte_offset(sel, index, size), offset


def flat_address(sel, base, offset):
    """gfx701: the 64-bit address base + offset in a VGPR pair."""
    a = sel.vreg("v", 2)
    sel.emit("v_add_i32_e32", [Sub(a, 0), "vcc"], [Sub(base, 0), offset])
    sel.emit("v_mov_b32_e32", [Sub(a, 1)], [Sub(base, 1)])
    sel.emit("v_addc_u32_e32", [Sub(a, 1), "vcc"], ["0", Sub(a, 1), "vcc"])
    return a


def global_symbols(fn):
    """The global pointers a kernel has: its arguments', then any the compiler added (the
    printf buffer: printf.py)."""
    found = [sym for _, _, sym in fn.args if getattr(sym, "space", None) == "global"]
    for s in walk(fn.body):
        attr = getattr(s, "attr", None)
        sym = attr[1] if isinstance(attr, tuple) else attr
        if isinstance(sym, Symbol) and sym.space == "global" and sym not in found:
            found.append(sym)
    return found


def base_of(sel, sym):
    base = sel.kernarg_regs.get(sym.name)
    if base is None:
        base = sel.vreg("s", 2)
        sel.load_kernarg(base, sym.offset)
        sel.kernarg_regs[sym.name] = base
    return base


def load(sel, s):
    sym = s.attr
    size = sym.elem.bits // 8
    d = sel.reg(s.dst)
    if d.file != "v":
        raise AssertionError("loads write VGPRs")
    if sym.space == "shared":
        off, offset = lds_address(sel, s.args[0], sym, size)
        sel.emit(f"ds_read_{DS[size][0]}", [d], [off], suffix=f"offset:{offset}")
        return
    if sym.space == "private":
        scratch_access(sel, "load", d, sym, s.args[0], size)
        return
    load_at(sel, sym, byte_offset(sel, s.args[0], size), d, size)


def load_at(sel, sym, off, d, size):
    if sel.gfx7:
        sel.emit(f"flat_load_{SUFFIX[size][0]}", [d], [flat_address(sel, base_of(sel, sym), off)])
    else:
        sel.emit(f"global_load_{SUFFIX[size][0]}", [d], [off, base_of(sel, sym)])


def store(sel, s):
    sym = s.attr
    size = sym.elem.bits // 8
    index, value = s.args
    data = sel.to_v(sel.wide(value) if size == 8 else sel.operand(value), max(1, size // 4))
    if sym.space == "shared":
        off, offset = lds_address(sel, index, sym, size)
        sel.emit(f"ds_write_{DS[size][1]}", [], [off, data], suffix=f"offset:{offset}")
        return
    if sym.space == "private":
        scratch_access(sel, "store", data, sym, index, size)
        return
    off = byte_offset(sel, index, size)
    if sel.gfx7:
        sel.emit(f"flat_store_{SUFFIX[size][1]}", [],
                 [flat_address(sel, base_of(sel, sym), off), data])
    else:
        sel.emit(f"global_store_{SUFFIX[size][1]}", [], [off, data, base_of(sel, sym)])


def atomic(sel, s):
    name, sym = s.attr
    signed = sym.elem.kind == "int"
    size = sym.elem.bits // 8
    off = byte_offset(sel, s.args[0], size)
    glc = "sc0" if sel.target.has("sc_bits") else "glc"

    def address(op, dst, data):
        """One instruction of ``op`` (a ds_* name, "load", or the global atomic's name)."""
        data = [] if data is None else data if isinstance(data, list) else [data]
        if sym.space == "shared":
            op = f"ds_read_{DS[size][0]}" if op == "load" else op
            sel.emit(op, [dst], [off] + data, suffix=f"offset:{sym.offset}")
        elif op == "load":
            load_at(sel, sym, off, dst, size)
        elif sel.gfx7:
            sel.emit(f"flat_atomic_{op}", [dst],
                     [flat_address(sel, base_of(sel, sym), off)] + data, suffix=glc)
        else:
            sel.emit(f"global_atomic_{op}", [dst], [off] + data + [base_of(sel, sym)],
                     suffix=glc)

    if sym.elem.is_float and name == "atomic_add":
        return atomics.atomic_f32_add(sel, s, address)
    if size == 8:
        return atomics.atomic_64(sel, s, address, GLOBAL_ATOMIC[name, signed])
    values = [sel.to_v(sel.operand(v)) for v in s.args[1:]]
    if sym.space == "shared":
        return address(DS_ATOMIC[name, signed], sel.reg(s.dst), values)
    data = values[0]
    if name == "atomic_cas":                     # data = {new value, expected}
        data = sel.vreg("v", 2)
        sel.emit("v_mov_b32_e32", [Sub(data, 0)], [values[1]])
        sel.emit("v_mov_b32_e32", [Sub(data, 1)], [values[0]])
    address(GLOBAL_ATOMIC[name, signed], sel.reg(s.dst), data)
