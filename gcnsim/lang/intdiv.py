"""Integer ``//`` and ``%`` with Python's floor semantics, on the VALU (GCN has no integer
divide): an f32 reciprocal estimate scaled to 32 bits, one Newton step in integers, a quotient
from the high product and two corrections; signed operands divide their magnitudes and then
round toward minus infinity (the remainder takes the divisor's sign). A zero divisor gives an
unspecified value (Python raises; a kernel cannot).

A positive constant divisor takes a multiply by its magic number instead (Granlund and
Montgomery, "Division by invariant integers using multiplication", 1994, figure 4.1), and
for i32 the identity floor(x / d) = udiv(x ^ s, d) ^ s with s = x >> 31 (all ones when x < 0,
where x ^ s = -x - 1) gives floor division without any correction.

    q = a // b   (u32)   ->  v_cvt_f32_u32 ; v_rcp_iflag_f32 ; v_mul_f32 0x4f7ffffe ;
                             v_cvt_u32_f32 ; ... v_mul_hi_u32 ; 2 x (v_cmp_ge_u32, v_cndmask)
    q = a // 3   (i32)   ->  v_ashrrev_i32 s, 31, a ; v_xor_b32 n, s, a ;
                             v_mul_hi_u32 t, n, 0xaaaaaaab ; v_lshrrev 1 ; v_xor_b32 q, s, q
    q = a // 7   (i32)   ->  (the same with a 33-bit magic: t + ((n - t) >> 1), then >> 2)
"""
from .ir import Const


def udivmod(sel, a, b):
    """(quotient, remainder) VGPRs of unsigned a / b."""
    v = sel.vreg
    fb, r, z, nb, t, h, z2, q, p, rem = (v("v") for _ in range(10))
    sel.emit("v_cvt_f32_u32_e32", [fb], [b])
    sel.emit("v_rcp_iflag_f32_e32", [r], [fb])
    rs = v("v")
    sel.vop2("v_mul_f32_e32", rs, "0x4f7ffffe", r)
    sel.emit("v_cvt_u32_f32_e32", [z], [rs])
    sel.v_sub(nb, "0", b)
    sel.vop3("v_mul_lo_u32", [t], [nb, z])
    sel.vop3("v_mul_hi_u32", [h], [z, t])
    sel.v_add(z2, z, h)
    sel.vop3("v_mul_hi_u32", [q], [a, z2])
    sel.vop3("v_mul_lo_u32", [p], [q, b])
    sel.v_sub(rem, a, p)
    for _ in range(2):
        c = v("s", 2)
        sel.vop3("v_cmp_ge_u32_e64", [c], [rem, b])
        q1, r1, q2, r2 = v("v"), v("v"), v("v"), v("v")
        sel.v_add(q1, q, "1")
        sel.v_sub(r1, rem, b)
        sel.emit("v_cndmask_b32_e64", [q2], [q, q1, c])
        sel.emit("v_cndmask_b32_e64", [r2], [rem, r1, c])
        q, rem = q2, r2
    return q, rem


def floor_divmod(sel, s):
    divisor = s.args[1]
    if isinstance(divisor, Const) and divisor.value >= 2:
        return const_divmod(sel, s, divisor.value)
    a, b = (sel.to_v(sel.operand(x)) for x in s.args)
    d = sel.reg(s.dst)
    if s.dst.type.kind == "uint":
        q, r = udivmod(sel, a, b)
        sel.move(d, q if s.op == "floordiv" else r)
        return
    v = sel.vreg
    sa, sb, ua, ub, ta, tb = (v("v") for _ in range(6))
    sel.vop2("v_ashrrev_i32_e32", sa, "31", a)
    sel.vop2("v_ashrrev_i32_e32", sb, "31", b)
    sel.v_add(ta, a, sa)
    sel.vop2("v_xor_b32_e32", ua, sa, ta)
    sel.v_add(tb, b, sb)
    sel.vop2("v_xor_b32_e32", ub, sb, tb)
    uq, ur = udivmod(sel, ua, ub)
    sq, q0, r0, xq, xr = (v("v") for _ in range(5))
    sel.vop2("v_xor_b32_e32", sq, sa, sb)
    sel.vop2("v_xor_b32_e32", xq, sq, uq)
    sel.v_sub(q0, xq, sq)                       # truncated quotient
    sel.vop2("v_xor_b32_e32", xr, sa, ur)
    sel.v_sub(r0, xr, sa)                       # truncated remainder (sign of a)
    rb = v("v")
    sel.vop2("v_xor_b32_e32", rb, r0, b)
    nz, neg, fix = v("s", 2), v("s", 2), v("s", 2)
    sel.vop3("v_cmp_ne_u32_e64", [nz], ["0", r0])
    sel.vop3("v_cmp_gt_i32_e64", [neg], ["0", rb])
    sel.emit("s_and_b64", [fix], [nz, neg])
    if s.op == "floordiv":
        q1 = v("v")
        sel.v_add(q1, q0, "-1")
        sel.emit("v_cndmask_b32_e64", [d], [q0, q1, fix])
    else:
        r1 = v("v")
        sel.v_add(r1, r0, b)
        sel.emit("v_cndmask_b32_e64", [d], [r0, r1, fix])


def magic(d):
    """(m, shift, add) for a 32-bit udiv(n, d), d >= 2 not a power of two: with add, t =
    mulhi(m, n) and udiv = (t + ((n - t) >> 1)) >> shift (m is the 33-bit magic less 2**32);
    without, udiv = mulhi(m, n) >> shift, where some m = ceil(2**(32 + shift) / d) under
    2**32 has m d - 2**(32 + shift) <= 2**shift (Granlund and Montgomery's theorem 4.2: exact
    for every n under 2**32), as for 3, 5, 10, 1000 (clang's choice too)."""
    bits = (d - 1).bit_length()
    for shift in range(bits):
        m = -(-(1 << (32 + shift)) // d)
        if m < 1 << 32 and m * d - (1 << (32 + shift)) <= 1 << shift:
            return m, shift, False
    return ((1 << (32 + bits)) // d) - (1 << 32) + 1, bits - 1, True


def const_divmod(sel, s, d):
    """``x // d`` or ``x % d`` for a constant d >= 2 (not a power of two: strength.py), on the
    SALU when the value is uniform and the target has s_mul_hi_u32 (gfx9), else the VALU."""
    d_reg = sel.reg(s.dst)
    ops = SCALAR if d_reg.file == "s" else VECTOR
    file = d_reg.file
    v = sel.vreg
    x = sel.operand(s.args[0]) if file == "s" else sel.to_v(sel.operand(s.args[0]))
    signed = s.dst.type.kind == "int"
    n = x
    if signed:
        sign, n = v(file), v(file)
        _op(sel, ops["ashr"], sign, x, "31")
        _op(sel, ops["xor"], n, sign, x)
    m, shift, add = magic(d)
    t, q = v(file), v(file)
    _op(sel, ops["mulhi"], t, n, f"0x{m:x}")
    if add:
        diff, half, total = v(file), v(file), v(file)
        _op(sel, ops["sub"], diff, n, t)
        _op(sel, ops["lshr"], half, diff, "1")
        _op(sel, ops["add"], total, t, half)
        t = total
    _op(sel, ops["lshr"], q, t, str(shift))
    if signed:
        q2 = v(file)
        _op(sel, ops["xor"], q2, sign, q)
        q = q2
    if s.op == "floordiv":
        sel.move(d_reg, q)
        return
    p = v(file)
    _op(sel, ops["mullo"], p, q, f"0x{d:x}")
    _op(sel, ops["sub"], d_reg, x, p)


# the operations const_divmod needs, in the operand order (dst, a, b) of a - b, a >> b, ...
SCALAR = {"ashr": "s_ashr_i32", "xor": "s_xor_b32", "mulhi": "s_mul_hi_u32", "sub": "s_sub_u32",
          "lshr": "s_lshr_b32", "add": "s_add_u32", "mullo": "s_mul_i32"}
VECTOR = {"ashr": "v_ashrrev_i32_e32", "xor": "v_xor_b32_e32", "mulhi": "v_mul_hi_u32",
          "sub": "sub", "lshr": "v_lshrrev_b32_e32", "add": "add", "mullo": "v_mul_lo_u32"}


def _op(sel, op, d, a, b):
    if op.startswith("s_"):
        sel.emit(op, [d], [a, b])
    elif op == "sub":
        sel.v_sub(d, a, b)
    elif op == "add":
        sel.v_add(d, a, b)
    elif op.endswith("rev_i32_e32") or op.endswith("rev_b32_e32"):
        sel.vop2(op, d, b, a)                        # shifts: amount first
    elif op.endswith("_e32"):
        sel.vop2(op, d, a, b, commutative=True)
    else:
        sel.vop3(op, [d], [a, b])
