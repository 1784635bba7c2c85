"""Record LLVM's constant folding of float operations into tests/data/float_folds/folds.tsv.

Each case is one IR function returning an operation on constant edge values (plain IR: fadd,
fsub, fmul, llvm.fma, minnum/maxnum, fptrunc/fpext, floor/ceil/trunc/rint, llvm.ldexp, fcmp,
sitofp/uitofp; AMDGPU intrinsics: amdgcn.rcp, fract, frexp.mant/exp, class, fmed3, sin/cos,
log, cvt.pkrtz, fmul.legacy, cube*); opt-19's instcombine (target gfx942) folds what it can and
the returned constant is written as bits. tests/semantics/test_float_folds.py runs the matching
instruction on gcnsim and compares. Never imported by the package.

    python tools/gen_float_folds.py          # rewrites the data file (needs opt-19)

    fadd.f32	0x7f800000,0xff800000	0x7fc00000      (a TSV row: key, inputs, LLVM's bits)
"""
import itertools
import re
import struct
import sys
from pathlib import Path

from tools.llvm import FOLD_PASSES, fold_ir, opt_version_text

OUT = Path(__file__).parents[1] / "tests" / "data" / "float_folds" / "folds.tsv"
IR_TYPE = {"f16": "half", "f32": "float", "f64": "double", "i32": "i32", "i1": "i1"}
VALUES = {
    "f32": [0x00000000, 0x80000000, 0x3F800000, 0xC0200000, 0x7F7FFFFF, 0x00800000, 0x00000001,
            0x807FFFFF, 0x7F800000, 0xFF800000, 0x7FC12345, 0x7F800001],
    "f16": [0x0000, 0x8000, 0x3C00, 0xC100, 0x7BFF, 0x0400, 0x0001, 0x83FF, 0x7C00, 0xFC00,
            0x7E12, 0x7C01],
    "f64": [0x0, 0x8000000000000000, 0x3FF0000000000000, 0xC004000000000000,
            0x7FEFFFFFFFFFFFFF, 0x0010000000000000, 0x1, 0x800FFFFFFFFFFFFF,
            0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000012345, 0x7FF0000000000001],
    "i32": [0, 1, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 0x01000001, 3, 0xFFFFFF81, 200, 0x80],
}
TRIG = {"f32": [0x3E800000, 0x3F000000, 0x3F400000, 0xBE800000, 0x40A00000, 0x3DCCCCCD],
        "f16": [0x3400, 0x3800, 0x3A00, 0xB400, 0x4500, 0x2E66]}
PREDICATES = ("oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult",
              "ule", "une")


def ir_constant(bits, typ):
    """An IR literal of a bit pattern (float: the double with the same value or NaN payload)."""
    if typ == "f16":
        return f"0xH{bits:04X}"
    if typ == "i32":
        return str(bits - (1 << 32) if bits >> 31 else bits)
    if typ == "f64":
        return f"0x{bits:016X}"
    exp, mant, sign = (bits >> 23) & 0xFF, bits & 0x7FFFFF, bits >> 31
    if exp == 0xFF:
        return f"0x{(sign << 63) | (0x7FF << 52) | (mant << 29):016X}"
    double = struct.unpack("<d", struct.pack("<d", struct.unpack("<f", struct.pack("<I", bits))[0]))
    return f"0x{struct.unpack('<Q', struct.pack('<d', double[0]))[0]:016X}"


def _cases():
    """(key, result type, IR expression template over %s arguments, argument types, inputs)."""
    cases = []
    for t in ("f16", "f32", "f64"):
        ty, two = IR_TYPE[t], list(itertools.product(VALUES[t], repeat=2))
        three = list(itertools.product(VALUES[t][::2], repeat=3))
        one = [(v,) for v in VALUES[t]]
        for name in ("fadd", "fsub", "fmul"):
            cases.append((f"{name}.{t}", t, f"{name} {ty} {{0}}, {{1}}", (t, t), two))
        for name in ("minnum", "maxnum"):
            cases.append((f"{name}.{t}", t, f"call {ty} @llvm.{name}.{t}({ty} {{0}}, {ty} {{1}})",
                          (t, t), two))
        cases.append((f"fma.{t}", t, f"call {ty} @llvm.fma.{t}({ty} {{0}}, {ty} {{1}}, {ty} {{2}})",
                      (t, t, t), three))
        for name in ("floor", "ceil", "trunc", "rint"):
            cases.append((f"{name}.{t}", t, f"call {ty} @llvm.{name}.{t}({ty} {{0}})", (t,), one))
        for name in ("rcp", "fract", "frexp.mant"):
            cases.append((f"amdgcn.{name}.{t}", t,
                          f"call {ty} @llvm.amdgcn.{name}.{t}({ty} {{0}})", (t,), one))
        cases.append((f"amdgcn.frexp.exp.{t}", "i32",
                      f"call i32 @llvm.amdgcn.frexp.exp.i32.{t}({ty} {{0}})", (t,), one))
        exps = [(v, e) for v in VALUES[t] for e in (0, 1, 0xFFFFFFFF, 20, 0xFFFFFFEC, 2000)]
        cases.append((f"ldexp.{t}", t, f"call {ty} @llvm.ldexp.{t}.i32({ty} {{0}}, i32 {{1}})",
                      (t, "i32"), exps))
        masks = [(v, m) for v in VALUES[t] for m in (0x3FF, 0x3, 0x90, 0x21, 0x204)]
        cases.append((f"amdgcn.class.{t}", "i1",
                      f"call i1 @llvm.amdgcn.class.{t}({ty} {{0}}, i32 {{1}})", (t, "i32"), masks))
        if t != "f64":
            cases.append((f"amdgcn.fmed3.{t}", t, f"call {ty} @llvm.amdgcn.fmed3.{t}("
                          f"{ty} {{0}}, {ty} {{1}}, {ty} {{2}})", (t, t, t), three))
            for name in ("sin", "cos"):
                cases.append((f"amdgcn.{name}.{t}", t, f"call {ty} @llvm.amdgcn.{name}.{t}("
                              f"{ty} {{0}})", (t,), [(v,) for v in VALUES[t] + TRIG[t]]))
        if t in ("f32", "f64"):
            small = list(itertools.product(VALUES[t][::2], repeat=2))
            for p in PREDICATES:
                cases.append((f"fcmp.{p}.{t}", "i1", f"fcmp {p} {ty} {{0}}, {{1}}", (t, t), small))
    cases += [
        ("fptrunc.f32.f16", "f16", "fptrunc float {0} to half", ("f32",), [(v,) for v in
                                                                             VALUES["f32"]]),
        ("fptrunc.f64.f32", "f32", "fptrunc double {0} to float", ("f64",), [(v,) for v in
                                                                              VALUES["f64"]]),
        ("fpext.f16.f32", "f32", "fpext half {0} to float", ("f16",), [(v,) for v in
                                                                         VALUES["f16"]]),
        ("fpext.f32.f64", "f64", "fpext float {0} to double", ("f32",), [(v,) for v in
                                                                           VALUES["f32"]]),
        ("sitofp.f32", "f32", "sitofp i32 {0} to float", ("i32",), [(v,) for v in VALUES["i32"]]),
        ("uitofp.f32", "f32", "uitofp i32 {0} to float", ("i32",), [(v,) for v in VALUES["i32"]]),
        ("sitofp.f64", "f64", "sitofp i32 {0} to double", ("i32",), [(v,) for v in VALUES["i32"]]),
        ("uitofp.f64", "f64", "uitofp i32 {0} to double", ("i32",), [(v,) for v in VALUES["i32"]]),
        ("amdgcn.log.f32", "f32", "call float @llvm.amdgcn.log.f32(float {0})", ("f32",),
         [(v,) for v in VALUES["f32"] + [0x41000000, 0xBF800000]]),
        ("amdgcn.fmul.legacy", "f32", "call float @llvm.amdgcn.fmul.legacy(float {0}, float {1})",
         ("f32", "f32"), list(itertools.product(VALUES["f32"], repeat=2))),
        ("amdgcn.cvt.pkrtz", "v2f16",
         "call <2 x half> @llvm.amdgcn.cvt.pkrtz(float {0}, float {1})",
         ("f32", "f32"), list(itertools.product(VALUES["f32"] + [0x501502F9, 0x3DCCCCCD],
                                                repeat=2))),
    ]
    for name in ("cubeid", "cubesc", "cubetc", "cubema"):
        vals = [0x3F800000, 0xC0000000, 0x40400000, 0x80000000, 0x7F800000]
        cases.append((f"amdgcn.{name}", "f32", f"call float @llvm.amdgcn.{name}(float {{0}}, "
                      "float {1}, float {2})", ("f32",) * 3, list(itertools.product(vals,
                                                                                    repeat=3))))
    return cases


def module(cases):
    lines, names = [], []
    for key, result, template, types, inputs in cases:
        ret = "<2 x half>" if result == "v2f16" else IR_TYPE[result]
        for row in inputs:
            args = [ir_constant(b, t) for b, t in zip(row, types)]
            name = f"f{len(names)}"
            names.append((key, row))
            lines.append(f"define {ret} @{name}() {{\n  %r = {template.format(*args)}\n"
                         f"  ret {ret} %r\n}}")
    return "\n".join(lines) + "\n", names


RET = re.compile(r"^define [^@]*@(f\d+)\(\).*?\n(.*?)\n}", re.S | re.M)


def parse_constant(text, result):
    """Bits of a returned IR constant ('-' if not folded)."""
    text = text.strip()
    if not text.startswith("ret ") or "%" in text:
        return "-"
    literal = text.split(None, 2)[2] if result != "v2f16" else text
    if result == "i1":
        return "1" if literal == "true" else "0"
    if result == "i32":
        return f"{int(literal) & 0xFFFFFFFF:#x}"
    if result == "v2f16":
        halves = re.findall(r"half (0xH[0-9A-F]{4}|[-+0-9.e]+)", literal) or ["0.0"]
        lo, hi = (_float_bits(h, "f16") for h in (halves * 2)[:2])   # splat or zeroinitializer
        return f"{lo | hi << 16:#x}"
    return f"{_float_bits(literal, result):#x}"


def _float_bits(literal, typ):
    if literal.startswith("0xH"):
        return int(literal[3:], 16)
    if literal.startswith("0x"):
        bits = int(literal, 16)
        if typ == "f64":
            return bits
        sign, exp, mant = bits >> 63, (bits >> 52) & 0x7FF, bits & ((1 << 52) - 1)
        if exp == 0x7FF:
            return (sign << 31) | (0xFF << 23) | (mant >> 29)
        value = struct.unpack("<d", struct.pack("<Q", bits))[0]
    else:
        value = float(literal)
    code = {"f16": ("e", "H"), "f32": ("f", "I"), "f64": ("d", "Q")}[typ]
    return struct.unpack("<" + code[1], struct.pack("<" + code[0], value))[0]


def fold(cases):
    text, names = module(cases)
    out = fold_ir(text)
    bodies = {m.group(1): m.group(2) for m in RET.finditer(out)}
    results = {key: result for key, result, *_ in cases}
    return [(key, row, parse_constant(bodies[f"f{i}"].splitlines()[-1], results[key]))
            for i, (key, row) in enumerate(names)]


def main():
    version = opt_version_text()
    version = next(line.strip() for line in version.splitlines() if "version" in line)
    rows = fold(_cases())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "w") as f:
        f.write(f"# generated by tools/gen_float_folds.py from {version}: "
                f"opt {' '.join(FOLD_PASSES)}\n")
        f.write("# key\tinputs (bits)\tLLVM's folded result (bits; - = not folded)\n")
        for key, row, result in rows:
            f.write(f"{key}\t{','.join(f'{b:#x}' for b in row)}\t{result}\n")
    folded = sum(r[2] != "-" for r in rows)
    print(f"{len(rows)} cases, {folded} folded -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
