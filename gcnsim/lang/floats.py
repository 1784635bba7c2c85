"""Float operations: f32 (and f16 on gfx9) on VOP2/VOP1/VOP3 forms, exp/sin/cos by argument
reduction (libm.py) and log from the hardware's log2, the f64 math library (libm64.py; f32's
pow, tanh, erf and rsqrt through it, rounded once), IEEE division correctly rounded (LLVM's
AMDGPU fdiv expansion in f64; f32 and f16 through it), and f64 on the VOP3 double-precision
instructions (negation and absolute value on the sign bit).

    %7:f64 = div %5, %6    ->  v_div_scale_f64 %d, vcc, %6, %6, %5 ; v_rcp_f64 %r, %d ;
                               (two Newton steps on %r) ; v_div_scale_f64 %n, vcc, %5, %6, %5 ;
                               v_mul_f64 %q, %n, %r ; v_fma_f64 %e, -%d, %q, %n ;
                               v_div_fmas_f64 %f, %e, %r, %q ; v_div_fixup_f64 %7, %f, %6, %5
    %8:f64 = neg %4        ->  v_mov_b32 %8.lo, %4.lo ; v_xor_b32 %8.hi, 0x80000000, %4.hi
"""
from . import libm, libm64
from .machine import Sub
from .operands import const_text
from ..isa.opcodes import op_table
from .types import f16, f32, f64

V_F32 = {"add": ("v_add_f32_e32", True, None), "sub": ("v_sub_f32_e32", False, "v_subrev_f32_e32"),
         "mul": ("v_mul_f32_e32", True, None), "min": ("v_min_f32_e32", True, None),
         "max": ("v_max_f32_e32", True, None)}
V_F64 = {"add": "v_add_f64", "mul": "v_mul_f64", "min": "v_min_f64", "max": "v_max_f64"}
F32_MATH = {"sqrt": "v_sqrt_f32_e32", "floor": "v_floor_f32_e32"}
F64_MATH = {"floor": "v_floor_f64_e32"}
VIA_F64 = ("pow", "tanh", "erf", "rsqrt")
LN2 = 0.6931471805599453


class FloatMixin:
    """Selector methods for float results (select.py)."""

    def float_op(self, s):
        t = s.dst.type
        d = self.reg(s.dst)
        if t is f64:
            return self.f64_op(s, d)
        if t is f16:
            return self.f16_op(s, d)
        args = [self.operand(a) for a in s.args]
        if s.op in V_F32:
            op, comm, rev = V_F32[s.op]
            return self.vop2(op, d, *args, commutative=comm, rev=rev)
        if s.op == "fma":
            return self.vop3("v_fma_f32", [d], args)
        if s.op == "neg":
            return self.vop2("v_xor_b32_e32", d, "0x80000000", args[0])
        if s.op == "abs":
            return self.vop2("v_and_b32_e32", d, "0x7fffffff", args[0])
        if s.op == "sqrt":
            return self.f32_sqrt(d, args[0])
        if s.op in F32_MATH:
            return self.emit(F32_MATH[s.op], [d], args)
        if s.op == "div":
            return self.f32_div(d, *args)
        return self.f32_transcendental(s.op, d, *args)

    def f32_via_f64(self, op, d, args):
        """``op`` of f32 values in f64 (libm64.py), rounded once to f32: the f64 result is
        within 16 of its ulps, so the f32 one is within 0.51 of f32's."""
        wide = []
        for x in args:
            w = self.vreg("v", 2)
            self.emit("v_cvt_f64_f32_e32", [w], [x])
            wide.append(w)
        r = self.vreg("v", 2)
        libm64.emit(self, op, r, wide)
        self.emit("v_cvt_f32_f64_e32", [d], [r])

    def f32_transcendental(self, op, d, a, *more):
        """exp, sin, cos by argument reduction (libm.py); log from the hardware's log2; pow,
        tanh, erf and rsqrt in f64."""
        if op in VIA_F64:
            return self.f32_via_f64(op, d, (a, *more))
        if op == "exp":
            return libm.exp(self, d, a)
        if op in ("sin", "cos"):
            libm.sin_cos(self, op, d, a)
            ax, far = self.vreg("v"), self.vreg("s", 2)      # past libm's range: through f64
            self.vop2("v_and_b32_e32", ax, "0x7fffffff", a)
            self.vop3("v_cmp_le_f32_e64", [far], [self.to_v(const_text(libm.RANGE, f32)[0]), ax])
            return libm64.only_where(self, far, lambda: self.f32_via_f64(op, d, (a,)))
        if op != "log":
            self.error(f"{op}() on f32 is not in this compiler yet")
        t, n = self.vreg("v"), self.vreg("v")
        x, _, shift = self.unflushed(a)
        self.emit("v_log_f32_e32", [t], [x])
        self.emit("v_cvt_f32_i32_e32", [n], [shift])
        l2 = self.vreg("v")
        self.vop2("v_sub_f32_e32", l2, t, n, rev="v_subrev_f32_e32")
        self.vop2("v_mul_f32_e32", d, const_text(LN2, f32)[0], l2)

    def unflushed(self, a):
        """``a`` times 2**32 where it is under 2**-126 (denormals; zeros and negatives keep
        their results), the mask of those lanes and the 32 (else 0): v_log_f32 and v_sqrt_f32
        flush denormal inputs whatever MODE says, so their inputs are scaled first, as LLVM's
        AMDGPU legalizer does."""
        small, shift, x = self.vreg("s", 2), self.vreg("v"), self.vreg("v")
        self.vop3("v_cmp_gt_f32_e64", [small], [const_text(2.0 ** -126, f32)[0], a])
        self.emit("v_cndmask_b32_e64", [shift], ["0", "32", small])
        self.vop3("v_ldexp_f32", [x], [a, shift])
        return x, small, shift

    def f32_sqrt(self, d, a):
        """sqrt on v_sqrt_f32, a denormal input scaled by 2**32 first (unflushed), the root by
        2**-16 after."""
        r, back = self.vreg("v"), self.vreg("v")
        x, small, _ = self.unflushed(a)
        self.emit("v_sqrt_f32_e32", [r], [x])
        self.emit("v_cndmask_b32_e64", [back], ["0", "-16", small])
        self.vop3("v_ldexp_f32", [d], [r, back])

    def f32_div(self, d, a, b):
        """a / b correctly rounded, by f64 division of the widened operands and one rounding
        to f32: f64's 53 bits are more than 2 * 24 + 2, so rounding twice gives the correctly
        rounded quotient (Figueroa), denormal results included; the f32 range lies so far
        inside f64's that the f64 steps never meet their scaling cases, and the special cases
        (zeros, infinities, NaN, overflow) pass through the conversions unchanged."""
        wide = []
        for x in (a, b):
            w = self.vreg("v", 2)
            self.emit("v_cvt_f64_f32_e32", [w], [x])
            wide.append(w)
        q = self.vreg("v", 2)
        self.f64_div(q, *wide)
        self.emit("v_cvt_f32_f64_e32", [d], [q])

    def f64_op(self, s, d):
        args = [self.wide(a) for a in s.args]
        if s.op in V_F64:
            return self.vop3(V_F64[s.op], [d], args)
        if s.op == "fma":
            return self.vop3("v_fma_f64", [d], args)
        if s.op in ("neg", "abs", "sub"):
            src = args[-1]
            n = self.vreg("v", 2) if s.op == "sub" else d
            self.emit("v_mov_b32_e32", [Sub(n, 0)], [Sub(src, 0)])
            op = "v_and_b32_e32" if s.op == "abs" else "v_xor_b32_e32"
            bits = "0x7fffffff" if s.op == "abs" else "0x80000000"
            self.vop2(op, Sub(n, 1), bits, Sub(src, 1))
            if s.op == "sub":
                self.vop3("v_add_f64", [d], [args[0], n])
            return
        if s.op in F64_MATH:
            return self.emit(F64_MATH[s.op], [d], args)
        if s.op in libm64.NAMES:
            return libm64.emit(self, s.op, d, args)
        if s.op == "div":
            return self.f64_div(d, *args)
        self.error(f"{s.op}() on f64: the targets have no f64 instruction for it")

    def f64_div(self, d, a, b):
        """a / b correctly rounded, the IEEE special cases exact: LLVM's AMDGPU expansion of
        fdiv (SIISelLowering's LowerFDIV64). v_div_scale scales the denominator, then the
        numerator, by a power of two where the reciprocal or the quotient would leave the
        normal range (VCC says the numerator was); two Newton-Raphson steps on fma refine the
        reciprocal, the quotient's residual comes from one more fma, v_div_fmas takes the last
        step and undoes the scaling, and v_div_fixup writes zeros, infinities, NaNs and
        overflow from the operands."""
        den, num, r, nden = (self.vreg("v", 2) for _ in range(4))
        self.vop3("v_div_scale_f64", [den, "vcc"], [b, b, a])
        self.emit("v_rcp_f64_e32", [r], [den])
        self.emit("v_mov_b32_e32", [Sub(nden, 0)], [Sub(den, 0)])
        self.vop2("v_xor_b32_e32", Sub(nden, 1), "0x80000000", Sub(den, 1))
        for _ in range(2):
            e, r2 = self.vreg("v", 2), self.vreg("v", 2)
            self.vop3("v_fma_f64", [e], [nden, r, "1.0"])
            self.vop3("v_fma_f64", [r2], [r, e, r])
            r = r2
        self.vop3("v_div_scale_f64", [num, "vcc"], [a, b, a])
        q0, e, q = (self.vreg("v", 2) for _ in range(3))
        self.vop3("v_mul_f64", [q0], [num, r])
        self.vop3("v_fma_f64", [e], [nden, q0, num])
        self.vop3("v_div_fmas_f64", [q], [e, r, q0], bus=1)
        self.vop3("v_div_fixup_f64", [d], [q, b, a])

    def f64_to_f16(self, d, a):
        """f64 -> f16 rounded once: first to f32 rounded to odd (the f32 toward zero, its last
        bit set where that is inexact), then to f16 to nearest even. f32's 24 bits are more than
        f16's 11 + 2, so the odd last bit stands for the bits dropped and no f16 tie or
        midpoint is made (Boldo and Melquiond, "When double rounding is odd"). The f32 toward
        zero is the nearest one less one unit where that rounded up in magnitude: the f64s of
        one sign order as their bits do."""
        near, back = self.vreg("v"), self.vreg("v", 2)
        self.emit("v_cvt_f32_f64_e32", [near], [a])
        self.emit("v_cvt_f64_f32_e32", [back], [near])
        up, inexact = self.vreg("s", 2), self.vreg("s", 2)
        self.vop3("v_cmp_gt_u64_e64", [up], [back, a])
        self.vop3("v_cmp_ne_u64_e64", [inexact], [back, a])
        down, odd, toward, sticky = (self.vreg("v") for _ in range(4))
        self.emit("v_cndmask_b32_e64", [down], ["0", "-1", up])
        self.v_add(toward, down, near)
        self.emit("v_cndmask_b32_e64", [sticky], ["0", "1", inexact])
        self.vop2("v_or_b32_e32", odd, sticky, toward, commutative=True)
        self.emit("v_cvt_f16_f32_e32", [d], [odd])

    def require_f16(self):
        if not op_table(self.target.name).named("v_add_f16"):
            self.error(f"f16 arithmetic: {self.target.name} has no f16 instructions")

    def f16_op(self, s, d):
        """f16 on the gfx9 half-precision instructions; division and the transcendentals in
        f32 (correctly rounded back for division: f32 has more than twice f16's precision)."""
        self.require_f16()
        args = [self.operand(a) for a in s.args]
        if s.op in V_F32:
            op, comm, rev = V_F32[s.op]
            return self.vop2(op.replace("f32", "f16"), d, *args, commutative=comm,
                             rev=rev and rev.replace("f32", "f16"))
        if s.op == "fma":
            return self.vop3("v_fma_f16", [d], args)
        if s.op in ("neg", "abs"):
            op, bits = ("v_xor_b32_e32", "0x8000") if s.op == "neg" else ("v_and_b32_e32",
                                                                          "0x7fff")
            return self.vop2(op, d, bits, args[0])
        if s.op in F32_MATH:
            return self.emit(F32_MATH[s.op].replace("f32", "f16"), [d], args)
        wide = []
        for a in args:
            w = self.vreg("v")
            self.emit("v_cvt_f32_f16_e32", [w], [a])
            wide.append(w)
        result = self.vreg("v")
        if s.op == "div":
            self.f32_div(result, *wide)
        else:
            self.f32_transcendental(s.op, result, *wide)
        self.emit("v_cvt_f16_f32_e32", [d], [result])
