"""Record LLVM's constant folding of integer operations into tests/data/int_folds/folds.tsv.

Each case is one IR function returning an operation on constant edge values: AMDGPU intrinsics
whose folds encode the instruction's semantics (amdgcn.ubfe/sbfe, perm, s.wqm, s.quadmask,
s.bitreplicate, icmp) and plain IR standing for an instruction (llvm.fshr for v_alignbit,
ctpop, ctlz, cttz, bitreverse, smin/umax, the saturating adds for clamp, the with.overflow adds
for carries and SCC, wide multiplies, masked shifts, abs, sext). opt-19's instcombine (target
gfx942) folds it and the returned constant is recorded; tests/semantics/test_int_folds.py runs
the matching instructions on gcnsim and compares bit for bit. Never imported by the package.

    python tools/gen_int_folds.py          # rewrites the data file (needs opt-19)

    amdgcn.sbfe.i32	0x80000000,0x1c,0x8	0xfffffff8     (a TSV row: key, inputs, LLVM's result)
"""
import itertools
import re
import sys
from pathlib import Path

from tools.llvm import FOLD_PASSES, fold_ir, opt_version_text

OUT = Path(__file__).parents[1] / "tests" / "data" / "int_folds" / "folds.tsv"
V32 = (0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x7FFFFFFF, 0x80000000, 0x80000001,
       0xFFFFFFFE, 0xFFFFFFFF, 0x12345678, 0xDEADBEEF)
V16 = (0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x1234, 0xFF80)
V64 = (0, 1, 0xFFFFFFFF, 1 << 32, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, 0x123456789ABCDEF0)
FEW32 = (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xDEADBEEF)
SHIFTS = (0, 1, 7, 15, 16, 31, 32, 33, 63, 64, 0xFFFFFFFF)
PERM_SELECTS = (0x03020100, 0x07060504, 0x0C0D0809, 0x0A0B0E0F, 0x10FF8008, 0x090B0A08,
                0x0D0C0B0A, 0x01050307)
ICMP = {"eq": 32, "ne": 33, "ugt": 34, "uge": 35, "ult": 36, "ule": 37, "sgt": 38, "sge": 39,
        "slt": 40, "sle": 41}


def _width(ty):
    if ty == "<2 x i16>":
        return 32
    return int(ty[1:])


def ir_constant(bits, ty):
    """An IR literal of a bit pattern of type ``ty`` (a <2 x i16> from a packed dword)."""
    if ty == "<2 x i16>":
        return f"<i16 {bits & 0xFFFF}, i16 {bits >> 16}>"
    return str(bits)


def _unary(key, ty, fn, values):
    return [(key, ty, f"call {ty} @llvm.{fn}({ty} {{0}})", (ty,), [(v,) for v in values])]


def _binary(key, ty, expr, values):
    return [(key, ty, expr, (ty, ty), list(itertools.product(values, repeat=2)))]


def _bfe_cases():
    data32 = (0x80000000, 0xFFFFFFFF, 0x12345678, 0xDEADBEEF, 0x7FFFFFFF)
    offs32 = (0, 1, 4, 8, 15, 16, 24, 28, 31, 32, 33)
    widths32 = (0, 1, 4, 8, 15, 16, 17, 24, 28, 31, 32, 33, 63)
    data64 = ((1 << 63), (1 << 64) - 1, 0x123456789ABCDEF0, (1 << 63) - 1, 0xFFFFFFFF)
    offs64, widths64 = (0, 1, 31, 32, 33, 48, 60, 63), (0, 1, 8, 31, 32, 33, 48, 63)
    out = []
    for sign in ("u", "s"):
        for ty, data, offs, widths in (("i32", data32, offs32, widths32),
                                       ("i64", data64, offs64, widths64)):
            expr = f"call {ty} @llvm.amdgcn.{sign}bfe.{ty}({ty} {{0}}, i32 {{1}}, i32 {{2}})"
            out.append((f"amdgcn.{sign}bfe.{ty}", ty, expr, (ty, "i32", "i32"),
                        list(itertools.product(data, offs, widths))))
    return out


def _amdgcn_cases():
    out = _bfe_cases()
    perm = list(itertools.product(FEW32[1:5], (0x12345678, 0x9ABCDEF0), PERM_SELECTS))
    out.append(("amdgcn.perm", "i32", "call i32 @llvm.amdgcn.perm(i32 {0}, i32 {1}, i32 {2})",
                ("i32", "i32", "i32"), perm))
    masks32 = V32 + (0x11111111, 0x88888888, 0x0F0F0F0F, 0x10203040)
    masks64 = V64 + (0x1111111111111111, 0x8000000000000001, 0x0F0F0F0F0F0F0F0F)
    for ty, values in (("i32", masks32), ("i64", masks64)):
        for name in ("s.wqm", "s.quadmask"):
            out += _unary(f"amdgcn.{name}.{ty}", ty, f"amdgcn.{name}.{ty}", values)
    out.append(("amdgcn.s.bitreplicate", "i64", "call i64 @llvm.amdgcn.s.bitreplicate(i32 {0})",
                ("i32",), [(v,) for v in masks32]))
    for ty, values in (("i16", V16), ("i32", V32[::2] + (0xFFFFFFFF,)), ("i64", V64)):
        for pred, code in ICMP.items():
            expr = f"call i64 @llvm.amdgcn.icmp.i64.{ty}({ty} {{0}}, {ty} {{1}}, i32 {code})"
            out.append((f"amdgcn.icmp.{pred}.{ty}", "i64", expr, (ty, ty),
                        list(itertools.product(values, repeat=2))))
    return out


def _plain_cases():
    out = [("fshr.i32", "i32", "call i32 @llvm.fshr.i32(i32 {0}, i32 {1}, i32 {2})",
            ("i32", "i32", "i32"), list(itertools.product(FEW32, FEW32[::-1], SHIFTS)))]
    nonzero32, nonzero64 = [v for v in V32 if v], [v for v in V64 if v]
    for ty, values, nonzero in (("i32", V32, nonzero32), ("i64", V64, nonzero64)):
        out += _unary(f"ctpop.{ty}", ty, f"ctpop.{ty}", values)
        out += _unary(f"bitreverse.{ty}", ty, f"bitreverse.{ty}", values)
        for name in ("ctlz", "cttz"):
            out.append((f"{name}.{ty}", ty, f"call {ty} @llvm.{name}.{ty}({ty} {{0}}, i1 false)",
                        (ty,), [(v,) for v in nonzero]))
    for ty, values in (("i32", V32), ("i16", V16), ("<2 x i16>", _packed16())):
        suffix = "v2i16" if ty == "<2 x i16>" else ty
        for fn in ("smin", "smax", "umin", "umax", "uadd.sat", "usub.sat", "sadd.sat",
                   "ssub.sat"):
            expr = f"call {ty} @llvm.{fn}.{suffix}({ty} {{0}}, {ty} {{1}})"
            out += _binary(f"{fn}.{suffix}", ty, expr, values)
    return out + _arith_cases()


def _packed16():
    return tuple(lo | (hi << 16) for lo, hi in itertools.product(V16[::2], V16[1::2]))


def _arith_cases():
    out = []
    for fn in ("uadd", "usub", "sadd", "ssub"):
        expr = "call {{i32, i1}} @llvm." + fn + ".with.overflow.i32(i32 {0}, i32 {1})"
        out.append((f"{fn}.with.overflow.i32", "i33", expr, ("i32", "i32"),
                    list(itertools.product(V32, repeat=2))))
    pairs = list(itertools.product(V32, repeat=2))
    out.append(("mul.i32", "i32", "mul i32 {0}, {1}", ("i32", "i32"), pairs))
    for ext, key in (("zext", "mulhu.i32"), ("sext", "mulhs.i32")):
        expr = (f"%a = {ext} i32 {{0}} to i64\n  %b = {ext} i32 {{1}} to i64\n"
                f"  %p = mul i64 %a, %b\n  %h = lshr i64 %p, 32\n  %r = trunc i64 %h to i32")
        out.append((key, "i32", expr, ("i32", "i32"), pairs))
    for ext, key in (("zext", "mad.u64.u32"), ("sext", "mad.i64.i32")):
        expr = (f"%a = {ext} i32 {{0}} to i64\n  %b = {ext} i32 {{1}} to i64\n"
                f"  %p = mul i64 %a, %b\n  %r = add i64 %p, {{2}}")
        out.append((key, "i64", expr, ("i32", "i32", "i64"),
                    list(itertools.product(FEW32, FEW32, V64))))
    for op in ("shl", "lshr", "ashr"):
        for ty, values, mask in (("i16", V16, 15), ("i32", V32, 31), ("i64", V64, 63)):
            expr = f"%s = and {ty} {{1}}, {mask}\n  %r = {op} {ty} {{0}}, %s"
            out.append((f"{op}.{ty}", ty, expr, (ty, ty), list(itertools.product(values,
                                                                                 SHIFTS))))
    out.append(("abs.sub.i32", "i32", "%d = sub i32 {0}, {1}\n  %r = call i32 @llvm.abs.i32("
                "i32 %d, i1 false)", ("i32", "i32"), pairs))
    out.append(("abs.i32", "i32", "call i32 @llvm.abs.i32(i32 {0}, i1 false)", ("i32",),
                [(v,) for v in V32]))
    for bits in (8, 16):
        expr = f"%t = trunc i32 {{0}} to i{bits}\n  %r = sext i{bits} %t to i32"
        out.append((f"sext.i{bits}", "i32", expr, ("i32",), [(v,) for v in V32]))
    return out


def cases():
    """(key, result type, IR expression template, argument types, input tuples)."""
    return _amdgcn_cases() + _plain_cases()


def _function(i, ret, expr, types, inputs):
    args = [ir_constant(v, t) for v, t in zip(inputs, types)]
    body = expr.format(*args)
    if ret == "i33":       # a with.overflow pair as value | overflow << 32
        return (f"define i64 @f{i}() {{\n  %o = {body}\n  %v = extractvalue {{i32, i1}} %o, 0\n"
                f"  %c = extractvalue {{i32, i1}} %o, 1\n  %vw = zext i32 %v to i64\n"
                f"  %cw = zext i1 %c to i64\n  %cs = shl i64 %cw, 32\n"
                f"  %r = or i64 %vw, %cs\n  ret i64 %r\n}}\n")
    if "%r =" in body:
        return f"define {ret} @f{i}() {{\n  {body}\n  ret {ret} %r\n}}\n"
    return f"define {ret} @f{i}() {{\n  %r = {body}\n  ret {ret} %r\n}}\n"


def _result(text):
    """The folded constant of one function's text, as unsigned bits, 'exec' for an icmp that
    folded to a read of EXEC, or '-' when not folded."""
    m = re.search(r"ret (i\d+|<2 x i16>) (.*)", text)
    value = m.group(2).strip()
    if "@llvm.read_register" in text:     # the intrinsic reads EXEC (metadata !{!"exec"})
        return "exec"
    if m.group(1) == "<2 x i16>":
        if value == "zeroinitializer":
            return "0x0"
        halves = re.findall(r"i16 (-?\d+)", value)
        if len(halves) != 2:
            return "-"
        return hex((int(halves[0]) & 0xFFFF) | ((int(halves[1]) & 0xFFFF) << 16))
    if not re.fullmatch(r"-?\d+|true|false", value):
        return "-"
    bits = _width(m.group(1))
    number = {"true": 1, "false": 0}.get(value)
    return hex((int(value) if number is None else number) & ((1 << bits) - 1))


def fold(specs):
    """[(key, inputs, result)] for every input of every spec, by one opt-19 run."""
    items = [(key, ret, expr, types, row) for key, ret, expr, types, rows in specs
             for row in rows]
    module = "".join(_function(i, ret, expr, types, row)
                     for i, (key, ret, expr, types, row) in enumerate(items))
    out = fold_ir(module)
    bodies = re.findall(r"define [^@]*@f(\d+)\(\) [^{]*\{(.*?)\n\}", out, re.S)
    by_index = {int(i): body for i, body in bodies}
    return [(key, row, _result(by_index[i])) for i, (key, *_, row) in enumerate(items)]


def _version():
    text = opt_version_text()
    m = re.search(r"LLVM version (\S+)", text)
    return m.group(1) if m else "unknown"


def main():
    rows = fold(cases())
    header = (f"# generated by tools/gen_int_folds.py from LLVM version {_version()}: "
              f"opt {' '.join(FOLD_PASSES)}\n# key\tinputs\tLLVM's folded result (- = not folded; "
              f"exec = a compare folded to EXEC, i.e. true)\n")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(header + "".join(f"{key}\t{','.join(hex(v) for v in row)}\t{result}\n"
                                    for key, row, result in rows))
    print(f"{len(rows)} cases, {sum(r[2] == '-' for r in rows)} not folded -> {OUT}")


if __name__ == "__main__":
    sys.exit(main())
