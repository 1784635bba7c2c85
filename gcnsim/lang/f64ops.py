"""f64 arithmetic for the math library (libm64.py): each call emits one or two VALU instructions
on the selector and returns the new register, so an algorithm reads as its formula. Constants
are inline where the ISA has them (0.5, 1.0, 2.0, 4.0 and their negatives) and otherwise an SGPR
pair set by two s_mov_b32 (VOP3 takes no literal; one SGPR pair is its one constant-bus read).
Error-free transformations (Knuth's TwoSum, Dekker's Fast2Sum, the product's error by fma) carry
the double-double values the accurate reductions need.

    a.fma(x, y, a.k(0.25))   ->  s_mov_b32 %s1.lo, 0 ; s_mov_b32 %s1.hi, 0x3fd00000 ;
                                 v_fma_f64 %v2, %x, %y, %s1
"""
from .machine import Sub
from .operands import INLINE_FLOATS, const_text, f64_halves
from .types import u32

SIGN = "0x80000000"
CLASS = {"snan": 1, "qnan": 2, "-inf": 4, "-normal": 8, "-denormal": 16, "-0": 32, "+0": 64,
         "+denormal": 128, "+normal": 256, "+inf": 512}      # v_cmp_class_f64's mask bits


class F64Arith:
    """Emission helpers over a selector (select.py's ``vreg``, ``emit``, ``vop2``, ``vop3``)."""

    def __init__(self, sel):
        self.sel = sel

    def new(self):
        return self.sel.vreg("v", 2)

    def k(self, x):
        """An f64 constant operand: its inline text, or an SGPR pair holding its bits."""
        if x in INLINE_FLOATS and not (x == 0.0 and str(x).startswith("-")):
            return INLINE_FLOATS[x]
        return self.bits(*f64_halves(x))

    def bits(self, lo, hi):
        r = self.sel.vreg("s", 2)
        for half, word in enumerate((lo, hi)):
            self.sel.emit("s_mov_b32", [Sub(r, half)], [const_text(word, u32)[0]])
        return r

    def op(self, name, *srcs):
        d = self.new()
        self.sel.vop3(name, [d], list(srcs))
        return d

    def fma(self, a, b, c):
        return self.op("v_fma_f64", a, b, c)

    def mul(self, a, b):
        return self.op("v_mul_f64", a, b)

    def add(self, a, b):
        return self.op("v_add_f64", a, b)

    def sub(self, a, b):
        """a - b rounded once (b * -1 is exact)."""
        return self.fma(b, "-1.0", a)

    def un(self, name, a, size=2):
        d = self.sel.vreg("v", size)
        self.sel.emit(name, [d], [a])
        return d

    def horner(self, x, coeffs):
        """c0 * x**n + ... + cn (coefficients highest power first), by fma."""
        acc = self.sel.to_v(self.k(coeffs[0]), 2)
        for c in coeffs[1:]:
            acc = self.fma(acc, x, self.k(c))
        return acc

    def two_sum(self, a, b):
        """s, e with s = fl(a + b) and s + e = a + b exactly (Knuth)."""
        s = self.add(a, b)
        bb = self.sub(s, a)
        return s, self.add(self.sub(a, self.sub(s, bb)), self.sub(b, bb))

    def fast_two_sum(self, a, b):
        """As two_sum where |a| >= |b| (Dekker)."""
        s = self.add(a, b)
        return s, self.sub(b, self.sub(s, a))

    def cmp(self, cc, a, b):
        m = self.sel.vreg("s", 2)
        self.sel.vop3(f"v_cmp_{cc}_f64_e64", [m], [a, b])
        return m

    def is_class(self, a, *names):
        m = self.sel.vreg("s", 2)
        self.sel.vop3("v_cmp_class_f64_e64", [m], [a, str(sum(CLASS[n] for n in names))])
        return m

    def mask(self, op, a, b):
        m = self.sel.vreg("s", 2)
        self.sel.emit(f"s_{op}_b64", [m], [a, b])
        return m

    def halves(self, x):
        """(low, high) 32-bit operands of a register pair or an f64 constant (VGPRs or inline
        integers: a v_cndmask_b32_e64 reads its mask on the constant bus)."""
        if not isinstance(x, float):
            return Sub(x, 0), Sub(x, 1)
        out = []
        for word in f64_halves(x):
            text, inline = const_text(word, u32)
            out.append(text if inline else self.sel.to_v(text))
        return tuple(out)

    def pick(self, mask, if_false, if_true, d=None):
        """``if_true`` where ``mask`` is set, else ``if_false`` (registers or float constants)."""
        d = d or self.new()
        for half, (f, t) in enumerate(zip(self.halves(if_false), self.halves(if_true))):
            self.sel.emit("v_cndmask_b32_e64", [Sub(d, half)], [f, t, mask])
        return d

    def with_hi(self, x, op, bits, other=None):
        """``x`` with its high word through ``op`` (v_and/v_xor with ``bits``, or v_bfi with
        ``bits`` choosing from x's high word and ``other``'s)."""
        d = self.new()
        self.sel.emit("v_mov_b32_e32", [Sub(d, 0)], [Sub(x, 0)])
        if op == "v_bfi_b32":
            self.sel.vop3(op, [Sub(d, 1)], [bits, Sub(x, 1), Sub(other, 1)])
        else:
            self.sel.vop2(op, Sub(d, 1), bits, Sub(x, 1))
        return d

    def abs(self, x):
        return self.with_hi(x, "v_and_b32_e32", "0x7fffffff")

    def copysign(self, mag, sign):
        return self.with_hi(mag, "v_bfi_b32", "0x7fffffff", sign)


    def flag(self, mask, value):
        """An i32 VGPR: ``value`` where ``mask`` is set, else 0."""
        v = self.sel.vreg("v")
        text, inline = const_text(value, u32)
        self.sel.emit("v_cndmask_b32_e64", [v], ["0", text if inline else self.sel.to_v(text),
                                                 mask])
        return v
