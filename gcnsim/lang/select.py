"""Instruction selection: one IR operation -> SALU/VALU/SMEM/VMEM/DS instructions on virtual
registers, per target (gfx9's carry-less v_add_u32 and global_*; gfx701's v_add_i32 with vcc
and FLAT with 64-bit addresses).

Each Value lives in one bank: ``S`` (uniform 32-bit integers, and kernel arguments: an SGPR),
``V`` (everything divergent, and every float result: VGPRs, two for f64) or ``M`` (bools that
are not divergent variables: a 64-lane mask in an SGPR pair, as v_cmp writes it). A divergent
bool variable is 0/1 in a VGPR, so writes under EXEC keep the inactive lanes' values.

    %5:f32 = mul %0, %4      (%0 in S)   ->  v_mul_f32_e32 %v5, %s0, %v4
    %3:bool = lt %2, %1      (%2 in V)   ->  v_cmp_lt_i32_e64 %s[3], %v2, %s1
    store [y] %2, %7  (gfx900)           ->  v_lshlrev_b32_e32 %v8, 2, %v2
                                             global_store_dword %v8, %v7, %s[y]
"""
from ..outputs import article
from . import memory
from .bitops import BitsMixin
from ..isa.opcodes import op_table
from .errors import CompileError
from .floats import FloatMixin
from .int64 import Int64Mixin
from .intdiv import floor_divmod
from .ir import Const, Op, Value, walk
from .machine import MInst, Sub, VReg, regs_of
from .operands import (const_halves, const_text, is_literal, is_sgpr, is_vgpr,
                       scalar_key)
from .types import boolean, f16, f64, u32
from .vectors import VectorSelectMixin
from .waveops import WaveMixin
from .workitem import WorkItemMixin

SALU_OPS = {"add": "s_add_u32", "sub": "s_sub_u32", "mul": "s_mul_i32", "and": "s_and_b32",
            "or": "s_or_b32", "xor": "s_xor_b32", "shl": "s_lshl_b32"}
S_SIGNED = {"shr": ("s_ashr_i32", "s_lshr_b32"), "min": ("s_min_i32", "s_min_u32"),
            "max": ("s_max_i32", "s_max_u32")}
POOL_LIMIT = 16               # literals kept in SGPRs for the whole kernel
KEEPS_SCC = ("s_mov_", "s_cselect_", "s_load_", "s_mul_i32", "s_barrier", "s_nop", "s_waitcnt")
S_CAPABLE = set(SALU_OPS) | set(S_SIGNED) | {"neg", "mov", "arg", "group_id", "local_size",
                                             "num_groups", "global_size", "select", "abs"}
# (opcode, commutative, reversed opcode) of VOP2 forms
V_INT = {"and": ("v_and_b32_e32", True, None), "or": ("v_or_b32_e32", True, None),
         "xor": ("v_xor_b32_e32", True, None)}
V_SIGNED = {"min": ("v_min_i32_e32", "v_min_u32_e32"), "max": ("v_max_i32_e32", "v_max_u32_e32")}
V_SHIFT = {"shl": ("v_lshlrev_b32_e32", "v_lshlrev_b32_e32"),
           "shr": ("v_ashrrev_i32_e32", "v_lshrrev_b32_e32")}
CC = {"lt": "lt", "le": "le", "gt": "gt", "ge": "ge", "eq": "eq", "ne": "ne"}
S_CC = {"lt": "lt", "le": "le", "gt": "gt", "ge": "ge", "eq": "eq", "ne": "lg"}
CVT = {("i32", "f32"): "v_cvt_f32_i32_e32", ("u32", "f32"): "v_cvt_f32_u32_e32",
       ("f32", "i32"): "v_cvt_i32_f32_e32", ("f32", "u32"): "v_cvt_u32_f32_e32",
       ("i32", "f64"): "v_cvt_f64_i32_e32", ("u32", "f64"): "v_cvt_f64_u32_e32",
       ("f64", "i32"): "v_cvt_i32_f64_e32", ("f64", "u32"): "v_cvt_u32_f64_e32",
       ("f32", "f64"): "v_cvt_f64_f32_e32", ("f64", "f32"): "v_cvt_f32_f64_e32",
       ("f16", "f32"): "v_cvt_f32_f16_e32", ("f32", "f16"): "v_cvt_f16_f32_e32"}


def assign_banks(fn, uni, target, scalar=True):
    """{value id: "S" | "V" | "M"}: see the module docstring (a fixed point, as a variable's
    definitions must agree). Without ``scalar``, uniform numbers live in VGPRs too (when the
    SGPRs do not hold them all)."""
    bank = {}
    scalar_division = bool(op_table(target.name).named("s_mul_hi_u32"))
    ops = [s for s in walk(fn.body) if isinstance(s, Op) and s.dst is not None]
    changed = True
    while changed:
        changed = False
        for s in ops:
            want = _bank(s, uni, bank, scalar_division)
            if want == "S" and not scalar:
                want = "V"
            if bank.get(s.dst.id) != want and bank.get(s.dst.id) != "V":
                bank[s.dst.id] = want
                changed = True
    return bank


def _bank(s, uni, bank, scalar_division):
    t = s.dst.type
    if t is boolean:
        return "V" if uni.is_divergent(s.dst) and s.dst.var is not None else "M"
    divides = s.op in ("floordiv", "mod") and isinstance(s.args[1], Const) and \
        s.args[1].value >= 2 and scalar_division
    if uni.is_divergent(s.dst) or s.op not in S_CAPABLE and not divides:
        return "V"
    if s.op != "arg" and not (t.is_int and t.bits == 32 or s.op == "mov"):
        return "V"
    if t.dwords == 2 and any(isinstance(a, Const) for a in s.args):
        return "V"                               # a 64-bit constant is two v_mov_b32
    if any(isinstance(a, Value) and bank.get(a.id, "S") == "V" for a in s.args):
        return "V"
    return "S"


class Selector(WorkItemMixin, FloatMixin, Int64Mixin, BitsMixin, WaveMixin,
               VectorSelectMixin):
    """Emits MInsts for IR operations; control.py drives it region by region."""

    def __init__(self, fn, target, uni, layout, scalar=True):
        self.fn = fn
        self.target = target
        self.gfx7 = target.generation < 9
        self.uni = uni
        self.bank = assign_banks(fn, uni, target, scalar)
        self.def_count = {}
        for s in walk(fn.body):
            if isinstance(s, Op) and s.dst is not None:
                self.def_count[s.dst.id] = self.def_count.get(s.dst.id, 0) + 1
        self.layout = layout            # entry registers (entry.py)
        self.regs = {}
        self.count = 0
        self.out = []
        self.line = None
        self.kernarg_regs = {}
        self.offsets = {}          # (index operand, element size) -> VGPR of the byte offset
        self.scc = None            # the mask whose value SCC still holds (s_cmp just made it)
        self.defs = {}             # temporary's id -> the Op defining it
        self.pool = {}             # literal text -> SGPR set at entry (pooled)

    # -- registers and emission ---------------------------------------------------------------

    def vreg(self, file, size=1):
        self.count += 1
        return VReg(self.count, file, size)

    def reg(self, v):
        r = self.regs.get(v.id)
        if r is None:
            bank = self.bank.get(v.id, "V")
            if bank == "M":
                r = self.vreg("s", 2)
            else:
                r = self.vreg("s" if bank == "S" else "v", v.type.dwords)
            self.regs[v.id] = r
        return r

    def emit(self, op, dsts=(), srcs=(), suffix="", target=None):
        inst = MInst(op, list(dsts) + list(srcs), regs_of(dsts), regs_of(srcs), suffix,
                     self.line, target)
        self.out.append(inst)
        if inst.is_label or target is not None:
            self.offsets.clear()                # a join or a jump: nothing computed is known
            self.scc = None
        elif op.startswith("s_") and not op.startswith(KEEPS_SCC):
            self.scc = None
        return inst

    def error(self, message, construct=None):
        raise CompileError(message, file=self.fn.file, line=self.line, construct=construct)

    def operand(self, x):
        """A register or constant text for an IR operand (32-bit)."""
        if isinstance(x, Const):
            if x.type.dwords == 2:
                self.error(f"{article(x.type)} constant needs a register here")
            return const_text(x.value, x.type)[0]
        return self.reg(x)

    def to_v(self, o, size=1):
        """``o`` in VGPRs (copied with v_mov_b32 if it is not)."""
        if is_vgpr(o):
            return o
        if isinstance(o, Const):
            if o.type.dwords == 2:
                d = self.vreg("v", 2)
                for half, bits in enumerate(const_halves(o)):
                    self.emit("v_mov_b32_e32", [Sub(d, half)], [const_text(bits, u32)[0]])
                return d
            o = self.operand(o)
            if is_vgpr(o):
                return o
        if isinstance(o, VReg) and o.size == 2:
            d = self.vreg("v", 2)
            for half in (0, 1):
                self.emit("v_mov_b32_e32", [Sub(d, half)], [Sub(o, half)])
            return d
        d = self.vreg("v", size)
        self.emit("v_mov_b32_e32", [d], [o])
        return d

    def vop2(self, op, d, a, b, commutative=False, rev=None, carry=False):
        if not is_vgpr(b):
            if commutative and is_vgpr(a):
                a, b = b, a
            elif rev is not None and is_vgpr(a):
                op, a, b = rev, b, a
            else:
                b = self.to_v(b)
        self.emit(op, [d, "vcc"] if carry else [d], [a, b])

    def vop3(self, op, dsts, srcs, bus=0):
        """VOP3: no literal; one constant-bus read (``bus`` already taken by a mask)."""
        fixed, seen = [], set()
        for s in srcs:
            if isinstance(s, Const):
                s = self.to_v(s) if s.type.dwords == 2 else self.operand(s)
            if is_literal(s):
                pool = not seen and not bus and (s in self.pool or len(self.pool) < POOL_LIMIT)
                s = self.pooled(s) if pool else self.to_v(s)
            if is_sgpr(s):
                key = scalar_key(s)
                if key not in seen and len(seen) + bus >= 1:
                    s = self.to_v(s)
                else:
                    seen.add(key)
            fixed.append(s)
        self.emit(op, dsts, fixed)

    def pooled(self, literal):
        """An SGPR holding ``literal``, set once at the kernel's entry (VOP3 takes no
        literal; an SGPR is its one constant-bus read)."""
        reg = self.pool.get(literal)
        if reg is None:
            reg = self.pool[literal] = self.vreg("s")
            self.out.insert(0, MInst("s_mov_b32", [reg, literal], (reg,), ()))
        return reg

    def v_add(self, d, a, b):
        if self.gfx7:
            self.vop2("v_add_i32_e32", d, a, b, commutative=True, carry=True)
        else:
            self.vop2("v_add_u32_e32", d, a, b, commutative=True)

    def v_sub(self, d, a, b):
        if self.gfx7:
            self.vop2("v_sub_i32_e32", d, a, b, rev="v_subrev_i32_e32", carry=True)
        else:
            self.vop2("v_sub_u32_e32", d, a, b, rev="v_subrev_u32_e32")

    def mask_of(self, x):
        """A lane mask (SGPR pair) for a bool operand."""
        if isinstance(x, Const):
            m = self.vreg("s", 2)
            self.emit("s_mov_b64", [m], ["-1" if x.value else "0"])
            return m
        r = self.reg(x)
        if r.file == "s":
            return r
        m = self.vreg("s", 2)
        self.emit("v_cmp_ne_u32_e64", [m], ["0", r])
        return m

    def in_scc(self, x):
        """Whether SCC still holds the bool ``x`` (the s_cmp that made it was the last)."""
        return isinstance(x, Value) and self.scc is not None and self.regs.get(x.id) is self.scc

    def scc_of(self, x):
        """SCC = any active lane of the bool ``x`` is true (its value, for a uniform bool)."""
        if self.in_scc(x):
            return
        tmp = self.vreg("s", 2)
        self.emit("s_and_b64", [tmp], [self.mask_of(x), "exec"])

    # -- operations ---------------------------------------------------------------------------

    def op(self, s):
        self.line = s.line
        if s.dst is not None:
            for key in [k for k in self.offsets if k[0] == s.dst.id]:
                del self.offsets[key]              # a variable assigned again
            if s.dst.var is None:
                self.defs[s.dst.id] = s
        handler = getattr(self, "op_" + s.op, None)
        if handler is not None:
            return handler(s)
        t = s.dst.type if s.dst is not None else None
        if s.op in ("lt", "le", "gt", "ge", "eq", "ne"):
            return self.compare(s)
        if t is not None and t.is_float:
            return self.float_op(s)
        return self.int_op(s)

    def move(self, d, src):
        if d.file == "s":
            self.emit("s_mov_b64" if d.size == 2 else "s_mov_b32", [d], [src])
        elif d.size == 2:
            for half in (0, 1):
                self.emit("v_mov_b32_e32", [Sub(d, half)], [Sub(src, half)])
        else:
            self.emit("v_mov_b32_e32", [d], [src])

    def op_mov(self, s):
        d, x = self.reg(s.dst), s.args[0]
        if s.dst.type is boolean:
            m = self.mask_of(x)
            if d.file == "s":
                self.emit("s_mov_b64", [d], [m])
            else:
                self.emit("v_cndmask_b32_e64", [d], ["0", "1", m])
            return
        if isinstance(x, Const) and s.dst.type.dwords == 2:
            for half, bits in enumerate(const_halves(x)):
                self.emit("v_mov_b32_e32", [Sub(d, half)], [const_text(bits, u32)[0]])
            return
        self.move(d, self.wide(x) if s.dst.type.dwords == 2 else self.operand(x))

    def op_cvt(self, s):
        src, dst = s.args[0].type, s.dst.type
        d = self.reg(s.dst)
        if src.is_int and src.bits == 64 or dst.is_int and dst.bits == 64:
            return self.int64_cvt(s, d)
        a = self.wide(s.args[0]) if src.dwords == 2 else self.operand(s.args[0])
        if src.is_int and dst.is_int:
            return self.move(d, a)
        self.convert_float(a, src, d, dst)

    def convert_float(self, a, src, d, dst):
        """A conversion with a float on one side, rounded once (f16 from and to anything but
        f32 goes through f32: exactly from f16 and from 32-bit integers, whose f32 roundings
        above 2**24 are f16's overflow anyway; from f64 through f32 rounded to odd)."""
        if f16 in (src, dst):
            self.require_f16()
        if (src, dst) == (f64, f16):
            return self.f64_to_f16(d, a)
        op = CVT.get((src.name, dst.name))
        if op is None:
            mid = self.vreg("v")
            self.emit(CVT[src.name, "f32"], [mid], [a])
            self.emit(CVT["f32", dst.name], [d], [mid])
            return
        self.emit(op, [d], [a])

    def compare(self, s):
        a, b = s.args
        t = a.type
        d = self.reg(s.dst)
        if t is boolean:
            op = {"eq": "s_xnor_b64", "ne": "s_xor_b64"}.get(s.op)
            if op is None:
                self.error(f"'{s.op}' on bools")
            self.emit(op, [d], [self.mask_of(a), self.mask_of(b)])
            return
        banks = [self.reg(x).file if isinstance(x, Value) else "c" for x in (a, b)]
        if "v" not in banks and t.is_int and t.bits == 32:
            kind = "i32" if t.kind == "int" else "u32"
            if s.op in ("eq", "ne"):
                kind = "u32"
            self.emit(f"s_cmp_{S_CC[s.op]}_{kind}", [], [self.operand(a), self.operand(b)])
            self.emit("s_cselect_b64", [d], ["-1", "0"])
            self.scc = d
            return
        if t is f16:
            self.require_f16()
        cc = "neq" if s.op == "ne" and t.is_float else CC[s.op]
        kind = {"int": "i32", "uint": "u32"}.get(t.kind, t.name)
        if t.dwords == 2:
            kind = {"int": "i64", "uint": "u64"}.get(t.kind, t.name)
            self.vop3(f"v_cmp_{cc}_{kind}_e64", [d], [self.wide(a), self.wide(b)])
        else:
            self.vop3(f"v_cmp_{cc}_{kind}_e64", [d], [self.operand(a), self.operand(b)])

    def wide(self, x):
        return self.to_v(x) if isinstance(x, Const) else self.reg(x)

    def op_not(self, s):
        self.emit("s_not_b64", [self.reg(s.dst)], [self.mask_of(s.args[0])])

    def bool_op(self, s):
        op = {"and": "s_and_b64", "or": "s_or_b64", "xor": "s_xor_b64"}[s.op]
        self.emit(op, [self.reg(s.dst)], [self.mask_of(a) for a in s.args])

    def op_select(self, s):
        c, a, b = s.args
        d = self.reg(s.dst)
        if s.dst.type is boolean:
            ma, mb, mc = self.mask_of(a), self.mask_of(b), self.mask_of(c)
            t1, t2 = self.vreg("s", 2), self.vreg("s", 2)
            self.emit("s_and_b64", [t1], [mc, ma])
            self.emit("s_andn2_b64", [t2], [mb, mc])
            self.emit("s_or_b64", [d], [t1, t2])
            return
        if d.file == "s":
            self.scc_of(c)
            self.emit("s_cselect_b32", [d], [self.operand(a), self.operand(b)])
            return
        mask = self.mask_of(c)
        if d.size == 2:
            va, vb = self.to_v(self.wide(a), 2), self.to_v(self.wide(b), 2)
            for half in (0, 1):
                self.emit("v_cndmask_b32_e64", [Sub(d, half)], [Sub(vb, half), Sub(va, half), mask])
            return
        va, vb = (self.operand(x) for x in (a, b))
        va = va if is_vgpr(va) or isinstance(va, str) and not is_literal(va) else self.to_v(va)
        vb = vb if is_vgpr(vb) or isinstance(vb, str) and not is_literal(vb) else self.to_v(vb)
        self.emit("v_cndmask_b32_e64", [d], [vb, va, mask])

    def int_op(self, s):
        if s.op in ("and", "or", "xor") and s.dst.type is boolean:
            return self.bool_op(s)
        if s.dst.type.bits == 64:
            return self.int64_op(s)
        if s.op in ("floordiv", "mod"):
            return floor_divmod(self, s)
        d = self.reg(s.dst)
        t = s.dst.type
        signed = t.kind == "int"
        args = [self.operand(a) for a in s.args]
        if d.file == "s":
            return self.scalar_int(s.op, d, args, signed)
        if s.op == "add":
            return self.v_add(d, *args)
        if s.op == "sub":
            return self.v_sub(d, *args)
        if s.op == "neg":
            return self.v_sub(d, "0", args[0])
        if s.op == "mul":
            return self.vop3("v_mul_lo_u32", [d], args)
        if s.op == "abs":
            if not signed:
                return self.move(d, args[0])
            neg = self.vreg("v")
            self.v_sub(neg, "0", args[0])
            return self.vop2("v_max_i32_e32", d, args[0], neg, commutative=True)
        if s.op in V_INT:
            op, comm, rev = V_INT[s.op]
            return self.vop2(op, d, *args, commutative=comm, rev=rev)
        if s.op in V_SIGNED:
            return self.vop2(V_SIGNED[s.op][0 if signed else 1], d, *args, commutative=True)
        if s.op in V_SHIFT:
            value, amount = args
            return self.vop2(V_SHIFT[s.op][0 if signed else 1], d, amount, value)
        self.error(f"'{s.op}' on {t} is not in this compiler yet")

    def scalar_int(self, op, d, args, signed):
        if op in SALU_OPS:
            self.emit(SALU_OPS[op], [d], args)
        elif op in S_SIGNED:
            self.emit(S_SIGNED[op][0 if signed else 1], [d], args)
        elif op == "neg":
            self.emit("s_sub_u32", [d], ["0", args[0]])
        elif op == "abs":
            self.emit("s_abs_i32" if signed else "s_mov_b32", [d], [args[0]])
        else:
            self.error(f"'{op}' is not in this compiler yet")

    def op_load(self, s):
        memory.load(self, s)

    def op_store(self, s):
        memory.store(self, s)

    def op_atomic(self, s):
        memory.atomic(self, s)

    def op_barrier(self, s):
        self.emit("s_barrier")

    def op_trap(self, s):
        """``s_trap 2`` (llvm.trap: the dispatch aborts, the host names the line) where a lane is
        active: s_trap runs whatever EXEC is, so a wave with none skips it."""
        label = f".Ltrap{self.count}"
        self.emit("s_and_b64", [self.vreg("s", 2)], ["exec", "exec"])
        self.emit("s_cbranch_scc0", [label], target=label)
        self.emit("s_trap", ["2"])
        self.emit(label + ":")
