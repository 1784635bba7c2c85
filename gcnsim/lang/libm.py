"""f32 exp, sin and cos within OpenCL's full-profile bounds (3 and 4 ulp): the argument is
reduced in extended precision (Cody and Waite: the constant split into parts, each product
taken with fma), what is left is small, and the hardware's v_exp_f32 or a short polynomial
finishes. The hardware forms alone (exp2 of x*log2(e); sin of x/(2*pi) revolutions) lose
precision as |x| grows: 60 ulp for exp(80), and no correct digit of cos near its zeros.

    exp(x) = 2^n * exp2(r * log2 e),    n = rint(x * log2 e),   r = x - n*ln2_hi - n*ln2_lo
    sin(x) = +-sin(r) or +-cos(r),      k = rint(x * 2/pi),     r = x - k*pi/2 (three parts)
             by k mod 4, with Taylor polynomials on |r| <= pi/4

pi/2's parts are f32 values (the third the f32 nearest the rest), so x - k*pi/2 is right to
about k * 2**-76: sin and cos stay within 2 ulp for |x| <= 2**21, next to every multiple of
pi/2 too (tests/lang/test_math_edges.py). Past RANGE (2**21) the lanes there take f64's sin and
cos (libm64.py, Payne and Hanek's reduction), rounded once to f32: within 0.6 ulp up to
f32's largest (tests/lang/test_math_f64.py).
"""
import math

from .operands import const_text
from .types import f32

LOG2E = 1.4426950408889634
LN2_PARTS = (0.693145751953125, 1.4286068202862268e-06)       # ln 2 = hi + lo, n*hi exact
PIO2_PARTS = (1.5707963705062866, -4.371139000186243e-08, -1.7151245100058819e-15)
SIN = (-1 / 6, 1 / 120, -1 / 5040, 1 / 362880)
COS = (-1 / 2, 1 / 24, -1 / 720, 1 / 40320, -1 / 3628800)
RANGE = 2.0 ** 21                   # sin and cos hold their bound to here; past it, f64's
EXP_RANGE = (-104.0, 89.0)          # beyond, exp is 0 or inf in f32


def k(x):
    return const_text(x, f32)[0]


def fma(sel, a, b, c):
    d = sel.vreg("v")
    sel.vop3("v_fma_f32", [d], [a, b, c])
    return d


def exp(sel, d, x):
    clamped, t, n, u, e, ni = (sel.vreg("v") for _ in range(6))
    sel.vop3("v_med3_f32", [clamped], [x, k(EXP_RANGE[0]), k(EXP_RANGE[1])])
    sel.vop2("v_mul_f32_e32", t, k(LOG2E), clamped)
    sel.emit("v_rndne_f32_e32", [n], [t])
    r1 = fma(sel, n, k(-LN2_PARTS[0]), x)   # x, not clamped: a NaN stays, far x gives r inf or 0
    r = fma(sel, n, k(-LN2_PARTS[1]), r1)
    sel.vop2("v_mul_f32_e32", u, k(LOG2E), r)
    sel.emit("v_exp_f32_e32", [e], [u])
    sel.emit("v_cvt_i32_f32_e32", [ni], [n])
    sel.vop3("v_ldexp_f32", [d], [e, ni])


def sin_cos(sel, op, d, x):
    t, kf, ki, r2, p, q = (sel.vreg("v") for _ in range(6))
    sel.vop2("v_mul_f32_e32", t, k(2 / math.pi), x)
    sel.emit("v_rndne_f32_e32", [kf], [t])
    r = x
    for part in PIO2_PARTS:
        r = fma(sel, kf, k(-part), r)
    sel.emit("v_cvt_i32_f32_e32", [ki], [kf])
    if op == "cos":                                 # cos(x) = sin(x + pi/2)
        k1 = sel.vreg("v")
        sel.v_add(k1, ki, "1")
        ki = k1
    sel.vop2("v_mul_f32_e32", r2, r, r, commutative=True)
    s = k(SIN[-1])
    for coeff in reversed(SIN[:-1]):
        s = fma(sel, s if not isinstance(s, str) else sel.to_v(s), r2, k(coeff))
    sel.vop2("v_mul_f32_e32", p, r2, s, commutative=True)
    sin_r = fma(sel, p, r, r)
    c = k(COS[-1])
    for coeff in reversed(COS[:-1]):
        c = fma(sel, c if not isinstance(c, str) else sel.to_v(c), r2, k(coeff))
    cos_r = fma(sel, c, r2, "1.0")
    odd, mask, pick, sign = sel.vreg("v"), sel.vreg("s", 2), sel.vreg("v"), sel.vreg("v")
    sel.vop2("v_and_b32_e32", odd, "1", ki)
    sel.vop3("v_cmp_ne_u32_e64", [mask], [odd, "0"])
    sel.emit("v_cndmask_b32_e64", [pick], [sin_r, cos_r, mask])
    sel.vop2("v_lshlrev_b32_e32", q, "30", ki)
    sel.vop2("v_and_b32_e32", sign, "0x80000000", q)
    if op == "cos":
        return sel.vop2("v_xor_b32_e32", d, sign, pick)
    signed, zero = sel.vreg("v"), sel.vreg("s", 2)      # sin(-0) = -0: the reduction's sums
    sel.vop2("v_xor_b32_e32", signed, sign, pick)       # of zeros give +0, so a zero x is
    sel.vop3("v_cmp_eq_f32_e64", [zero], ["0", x])      # its own sine
    sel.emit("v_cndmask_b32_e64", [d], [signed, sel.to_v(x), zero])
