"""Selection of the bit builtins (intrinsics.py): bit counts and fields on the VALU, as clang-19
selects llvm.ctpop, llvm.ctlz/cttz (not zero-undef: v_ffbh/v_ffbl give -1 for 0, clamped to 32
with v_min_u32) and OpenCL's bitfield_extract/insert (v_bfe, v_bfm + v_bfi).

    popcount(x)           ->  v_bcnt_u32_b32 %v1, %v0, 0
    clz(x)                ->  v_ffbh_u32_e32 %v1, %v0 ; v_min_u32_e32 %v2, 32, %v1
    bit_extract(x, o, w)  ->  v_bfe_u32 %v1, %v0, o, w            (v_bfe_i32 for an i32: signed)
    bit_insert(b, x, o, w) -> v_bfm_b32 %v1, w, o ; v_lshlrev_b32 %v2, o, x
                              v_bfi_b32 %v3, %v1, %v2, b
    bitcast(x, T)         ->  a move (the same bits in the destination's register)
"""
from .operands import is_vgpr


class BitsMixin:
    """Selector methods (select.py) for bitcast and the bit builtins."""

    def e64(self, op):
        """The VOP3 name of an op that gfx701 also has as VOP2 (v_bcnt, v_bfm, v_mbcnt)."""
        return op + "_e64" if self.gfx7 else op

    def op_bitcast(self, s):
        d = self.reg(s.dst)
        src = self.wide(s.args[0]) if s.dst.type.dwords == 2 else self.operand(s.args[0])
        if d.file == "v" and not is_vgpr(src) and d.size == 2:
            src = self.to_v(src, 2)
        self.move(d, src)

    def op_popcount(self, s):
        self.vop3(self.e64("v_bcnt_u32_b32"), [self.reg(s.dst)], [self.operand(s.args[0]), "0"])

    def op_clz(self, s):
        self.bit_scan("v_ffbh_u32_e32", s)

    def op_ctz(self, s):
        self.bit_scan("v_ffbl_b32_e32", s)

    def bit_scan(self, op, s):
        first = self.vreg("v")
        self.emit(op, [first], [self.operand(s.args[0])])
        self.emit("v_min_u32_e32", [self.reg(s.dst)], ["32", first])

    def op_bit_extract(self, s):
        op = "v_bfe_i32" if s.dst.type.kind == "int" else "v_bfe_u32"
        self.vop3(op, [self.reg(s.dst)], [self.operand(a) for a in s.args])

    def op_bit_insert(self, s):
        base, value, offset, width = (self.operand(a) for a in s.args)
        mask, shifted = self.vreg("v"), self.vreg("v")
        self.vop3(self.e64("v_bfm_b32"), [mask], [width, offset])
        self.vop2("v_lshlrev_b32_e32", shifted, offset, value)
        self.vop3("v_bfi_b32", [self.reg(s.dst)], [mask, shifted, base])
