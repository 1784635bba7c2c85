"""i64 on 32-bit ALUs: add and subtract with a carry through VCC, multiplication from 32-bit
products, bitwise operations per half, the 64-bit shifts and compares the ISA has, and
conversions (to f64 exactly as hi * 2^32 + lo, from f64 by splitting at 2^32 as LLVM does).
Division: a power of two is a shift (strength.py); anything else divides by 64 steps of shift
and subtract in a scalar loop, with Python's floor rounding applied to the magnitudes' result.

    %5:i64 = add %3, %4   (gfx900)  ->  v_add_co_u32_e32 %5.lo, vcc, %3.lo, %4.lo
                                        v_addc_co_u32_e32 %5.hi, vcc, %3.hi, %4.hi, vcc
    %6:i64 = mul %3, %4             ->  v_mul_lo_u32 lo ; v_mul_hi_u32 ; 2 x v_mul_lo_u32 ; adds
"""
from ..isa.opcodes import op_table
from .ir import Const
from .machine import Sub
from .operands import const_text, is_literal, is_vgpr
from .types import f32, f64, u32

CARRY = {(True, "add"): ("v_add_co_u32_e32", "v_addc_co_u32_e32"),
         (True, "sub"): ("v_sub_co_u32_e32", "v_subb_co_u32_e32"),
         (False, "add"): ("v_add_i32_e32", "v_addc_u32_e32"),
         (False, "sub"): ("v_sub_i32_e32", "v_subb_u32_e32")}
BITWISE = {"and": "v_and_b32_e32", "or": "v_or_b32_e32", "xor": "v_xor_b32_e32"}
SHIFTS = {"shl": ("v_lshlrev_b64", "v_lshl_b64"), "shr": ("v_ashrrev_i64", "v_ashr_i64")}


class Int64Mixin:
    """Selector methods for i64 results and comparisons (select.py)."""

    def halves(self, x):
        """(low, high) operands of an i64 operand."""
        if isinstance(x, Const):
            bits = x.value & (1 << 64) - 1
            return tuple(const_text(u32.wrap(part), u32)[0] for part in (bits, bits >> 32))
        r = self.reg(x)
        return Sub(r, 0), Sub(r, 1)

    def vhalf(self, o):
        """``o`` as a VOP2 second source or a carry instruction's first (VGPR or inline)."""
        return o if is_vgpr(o) or isinstance(o, str) and not is_literal(o) else self.to_v(o)

    def int64_op(self, s):
        d = self.reg(s.dst)
        args = [self.halves(a) for a in s.args]
        if s.op in ("add", "sub", "neg"):
            a, b = (("0", "0"), args[0]) if s.op == "neg" else args
            return self.carry(s.op if s.op != "neg" else "sub", d, a, b)
        if s.op in BITWISE:
            for h in (0, 1):
                self.vop2(BITWISE[s.op], Sub(d, h), args[0][h], args[1][h], commutative=True)
            return
        if s.op == "mul":
            return self.mul64(d, *args)
        if s.op in SHIFTS:
            return self.shift64(s, d)
        if s.op in ("min", "max", "abs"):
            return self.choose64(s, d)
        if s.op in ("floordiv", "mod"):
            return self.floor_divmod64(s, d)
        self.error(f"'{s.op}' on i64 is not in this compiler yet")

    def carry(self, op, d, a, b):
        """A 64-bit add or subtract: VOP2's second sources are VGPRs, and the high half's first
        may not be an SGPR (VCC is its one constant-bus read)."""
        lo, hi = CARRY[not self.gfx7, op]
        if op == "add" and not is_vgpr(b[0]) and is_vgpr(a[0]):
            a, b = b, a
        self.emit(lo, [Sub(d, 0), "vcc"], [a[0], self.to_v(b[0])])
        self.emit(hi, [Sub(d, 1), "vcc"], [self.vhalf(a[1]), self.to_v(b[1]), "vcc"])

    def mul64(self, d, a, b):
        """Every operand half is read before ``d`` is written: ``a = a * b`` assigns in
        place."""
        h1, h2, h3, h4 = (self.vreg("v") for _ in range(4))
        self.vop3("v_mul_hi_u32", [h1], [a[0], b[0]])
        self.vop3("v_mul_lo_u32", [h2], [a[0], b[1]])
        self.vop3("v_mul_lo_u32", [h3], [a[1], b[0]])
        self.vop3("v_mul_lo_u32", [Sub(d, 0)], [a[0], b[0]])
        self.v_add(h4, h1, h2)
        self.v_add(Sub(d, 1), h4, h3)

    def shift64(self, s, d):
        value, amount = self.wide(s.args[0]), self.halves(s.args[1])[0]
        rev, plain = SHIFTS[s.op]
        if s.op == "shr" and s.dst.type.kind == "uint":
            rev, plain = "v_lshrrev_b64", "v_lshr_b64"
        if op_table(self.target.name).named(rev):
            self.vop3(rev, [d], [amount, value])
        else:
            self.vop3(plain, [d], [value, amount])

    def choose64(self, s, d):
        a = self.wide(s.args[0])
        if s.op == "abs":
            b = self.vreg("v", 2)
            self.carry("sub", b, ("0", "0"), (Sub(a, 0), Sub(a, 1)))
            cc, first, second = "gt", a, b
        else:
            b = self.wide(s.args[1])
            cc, first, second = ("lt" if s.op == "min" else "gt"), a, b
        m = self.vreg("s", 2)
        self.vop3(f"v_cmp_{cc}_i64_e64", [m], [first, self.to_v(second, 2)])
        va, vb = self.to_v(first, 2), self.to_v(second, 2)
        for h in (0, 1):
            self.emit("v_cndmask_b32_e64", [Sub(d, h)], [Sub(vb, h), Sub(va, h), m])

    def int64_cvt(self, s, d):
        src, dst = s.args[0].type, s.dst.type
        x = s.args[0]
        if dst.bits == 64 and dst.is_int:
            if src.is_int:
                lo = self.operand(x)
                self.emit("v_mov_b32_e32", [Sub(d, 0)], [lo])
                if src.kind == "int":
                    self.vop2("v_ashrrev_i32_e32", Sub(d, 1), "31", lo)
                else:
                    self.emit("v_mov_b32_e32", [Sub(d, 1)], ["0"])
                return
            return self.from_float(s, d)
        if dst.is_int:
            return self.move(d, self.halves(x)[0])
        if dst is not f64:
            return self.i64_to_f32(x, d, dst)
        lo, hi = self.halves(x)
        t1, t2, t3 = (self.vreg("v", 2) for _ in range(3))
        self.emit("v_cvt_f64_i32_e32", [t1], [hi])
        self.vop3("v_ldexp_f64", [t2], [t1, "32"])
        self.emit("v_cvt_f64_u32_e32", [t3], [lo])
        self.vop3("v_add_f64", [d], [t2, t3])

    def i64_to_f32(self, x, d, dst):
        """i64 -> f32 (then f16, exactly below 2**24, where f16 ends) rounded once, as LLVM
        does: the magnitude shifted left until its top bit is set, its high word with a
        sticky 1 where the low word is not zero (32 bits are more than f32's 24 + 2), that
        converted to f32 and scaled back by v_ldexp, then the sign. Through f64 it would round
        twice: 2**60 + 2**36 + 1 became 2**60."""
        value = self.pair(x)
        sign = self.sign64(value)
        mag = self.abs_with(value, sign)
        hz, lz, lz32, n = (self.vreg("v") for _ in range(4))
        self.emit("v_ffbh_u32_e32", [hz], [Sub(mag, 1)])
        self.emit("v_ffbh_u32_e32", [lz], [Sub(mag, 0)])
        self.v_add(lz32, "32", lz)                  # ffbh of 0 is -1: 0 shifts by 31
        self.vop2("v_min_u32_e32", n, hz, lz32, commutative=True)
        top = self.vreg("v", 2)
        self.shift_left(top, mag, n)
        sticky, word, f, e, r, s = (self.vreg("v") for _ in range(6))
        self.vop2("v_min_u32_e32", sticky, "1", Sub(top, 0))
        self.vop2("v_or_b32_e32", word, sticky, Sub(top, 1), commutative=True)
        self.emit("v_cvt_f32_u32_e32", [f], [word])
        self.v_sub(e, "32", n)
        self.vop3("v_ldexp_f32", [r], [f, e])
        self.vop2("v_and_b32_e32", s, "0x80000000", Sub(sign, 0))
        if dst is f32:
            return self.vop2("v_xor_b32_e32", d, s, r, commutative=True)
        signed = self.vreg("v")
        self.vop2("v_xor_b32_e32", signed, s, r, commutative=True)
        self.convert_float(signed, f32, d, dst)

    def from_float(self, s, d):
        """f64 (or narrower, widened first) -> i64, truncating toward zero."""
        src = s.args[0].type
        x = self.wide(s.args[0])
        if src is not f64:
            w = self.vreg("v", 2)
            self.convert_float(x, src, w, f64)
            x = w
        t, scaled, hi_f, lo_f = (self.vreg("v", 2) for _ in range(4))
        self.emit("v_trunc_f64_e32", [t], [x])
        self.vop3("v_ldexp_f64", [scaled], [t, "-32"])
        self.emit("v_floor_f64_e32", [hi_f], [scaled])
        big = self.to_v(Const(-4294967296.0, f64), 2)
        self.vop3("v_fma_f64", [lo_f], [hi_f, big, t])
        self.emit("v_cvt_i32_f64_e32", [Sub(d, 1)], [hi_f])
        self.emit("v_cvt_u32_f64_e32", [Sub(d, 0)], [lo_f])

    def pair(self, x):
        """An i64 operand in a VGPR pair."""
        return self.to_v(self.wide(x), 2)

    def udivmod64(self, n, den):
        """(quotient, remainder) VGPR pairs of unsigned n / den: 64 steps of shift and
        subtract in a scalar loop (the wave runs it once for all its lanes)."""
        q, r, count = self.vreg("v", 2), self.vreg("v", 2), self.vreg("s")
        loop = f".Ldiv64_{self.count}"
        for h in (0, 1):
            self.emit("v_mov_b32_e32", [Sub(q, h)], [Sub(n, h)])
            self.emit("v_mov_b32_e32", [Sub(r, h)], ["0"])
        self.emit("s_mov_b32", [count], ["64"])
        self.emit(loop + ":")
        top, r2, q2, diff, bit = (self.vreg("v"), self.vreg("v", 2), self.vreg("v", 2),
                                  self.vreg("v", 2), self.vreg("v"))
        self.vop2("v_lshrrev_b32_e32", top, "31", Sub(q, 1))
        self.shift_left(r2, r, "1")
        self.vop2("v_or_b32_e32", Sub(r2, 0), top, Sub(r2, 0), commutative=True)
        self.shift_left(q2, q, "1")
        fits = self.vreg("s", 2)
        self.vop3("v_cmp_ge_u64_e64", [fits], [r2, den])
        self.carry("sub", diff, (Sub(r2, 0), Sub(r2, 1)), (Sub(den, 0), Sub(den, 1)))
        for h in (0, 1):
            self.emit("v_cndmask_b32_e64", [Sub(r, h)], [Sub(r2, h), Sub(diff, h), fits])
        self.emit("v_cndmask_b32_e64", [bit], ["0", "1", fits])
        self.vop2("v_or_b32_e32", Sub(q, 0), bit, Sub(q2, 0), commutative=True)
        self.emit("v_mov_b32_e32", [Sub(q, 1)], [Sub(q2, 1)])
        self.emit("s_sub_u32", [count], [count, "1"])
        self.emit("s_cmp_lg_u32", [], [count, "0"])
        self.emit("s_cbranch_scc1", [loop], target=loop)
        return q, r

    def shift_left(self, d, x, amount):
        value = self.to_v(x, 2)
        if op_table(self.target.name).named("v_lshlrev_b64"):
            self.vop3("v_lshlrev_b64", [d], [amount, value])
        else:
            self.vop3("v_lshl_b64", [d], [value, amount])

    def floor_divmod64(self, s, d):
        """Python's // and % on i64: magnitudes divided, then rounded toward minus infinity
        (the remainder takes the divisor's sign), as intdiv.py does for i32."""
        a, b = self.pair(s.args[0]), self.pair(s.args[1])
        if s.dst.type.kind == "uint":
            q, r = self.udivmod64(a, b)
            return self.move(d, q if s.op == "floordiv" else r)
        sa, sb = self.sign64(a), self.sign64(b)
        q, r = self.udivmod64(self.abs_with(a, sa), self.abs_with(b, sb))
        sq = self.vreg("v", 2)
        for h in (0, 1):
            self.vop2("v_xor_b32_e32", Sub(sq, h), Sub(sa, h), Sub(sb, h), commutative=True)
        q0, r0 = self.abs_with(q, sq), self.abs_with(r, sa)   # (x ^ s) - s restores the sign
        rb, nz, neg, fix = self.vreg("v"), self.vreg("s", 2), self.vreg("s", 2), \
            self.vreg("s", 2)
        self.vop2("v_xor_b32_e32", rb, Sub(r0, 1), Sub(b, 1), commutative=True)
        self.vop3("v_cmp_ne_u64_e64", [nz], [r0, "0"])
        self.vop3("v_cmp_gt_i32_e64", [neg], ["0", rb])
        self.emit("s_and_b64", [fix], [nz, neg])
        adjusted = self.vreg("v", 2)
        if s.op == "floordiv":
            self.carry("add", adjusted, (Sub(q0, 0), Sub(q0, 1)), ("-1", "-1"))
            base = q0
        else:
            self.carry("add", adjusted, (Sub(r0, 0), Sub(r0, 1)), (Sub(b, 0), Sub(b, 1)))
            base = r0
        for h in (0, 1):
            self.emit("v_cndmask_b32_e64", [Sub(d, h)], [Sub(base, h), Sub(adjusted, h), fix])

    def sign64(self, x):
        """All ones where the i64 ``x`` is negative, else zero (both halves)."""
        sign = self.vreg("v", 2)
        self.vop2("v_ashrrev_i32_e32", Sub(sign, 0), "31", Sub(x, 1))
        self.emit("v_mov_b32_e32", [Sub(sign, 1)], [Sub(sign, 0)])
        return sign

    def abs_with(self, x, sign):
        """(x ^ sign) - sign: |x| for sign = x's sign mask, and the inverse."""
        flipped, out = self.vreg("v", 2), self.vreg("v", 2)
        for h in (0, 1):
            self.vop2("v_xor_b32_e32", Sub(flipped, h), Sub(sign, h), Sub(x, h),
                      commutative=True)
        self.carry("sub", out, (Sub(flipped, 0), Sub(flipped, 1)), (Sub(sign, 0), Sub(sign, 1)))
        return out
