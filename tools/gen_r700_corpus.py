"""Generate tests/data/r700/llc_corpus.json: vertex shaders compiled by LLVM 19's R600 back end
for RV770 (``llc-19 -march=r600 -mcpu=rv770``), each with llc's text, llc's .text bytes and
gcnsim's listing of those bytes.

LLVM reaches R700 only for graphics-style code: kernels that store to global memory fail with
"Cannot select" and pixel shaders cannot allocate their arguments, but vertex shaders with
``<4 x float> inreg`` inputs (preloaded in T0, T1, ... where CALL_FS would fetch them) and an
``llvm.r600.store.swizzle`` export compile to CALL_FS, ALU clauses, control flow, EXPORT and
CF_END; loads from constant buffers (address spaces 8 and 9) become KC0/KC1 operands.
(llc-19 crashes on dynamic indexing of a private array or a vector, which would select
MOVA_INT and relative operands: the hand-written programs cover those.) The suite reads the
JSON without LLVM (tests/r700/test_corpus.py); where llc-19 is installed a test re-runs this
generator and fails on any difference.

    python tools/gen_r700_corpus.py [-o tests/data/r700/llc_corpus.json]
"""
import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from gcnsim.r700.disasm import decode, listing  # noqa: E402

OUTPUT = ROOT / "tests" / "data" / "r700" / "llc_corpus.json"
LLC = ["llc-19", "-march=r600", "-mcpu=rv770"]
HEAD = "define amdgpu_vs void @main(<4 x float> inreg %reg0, <4 x float> inreg %reg1) {\n"
TAIL = ("  call void @llvm.r600.store.swizzle(<4 x float> %out, i32 60, i32 1)\n"
        "  ret void\n}\n"
        "declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)\n"
        "declare float @llvm.floor.f32(float)\ndeclare float @llvm.ceil.f32(float)\n"
        "declare float @llvm.trunc.f32(float)\ndeclare float @llvm.rint.f32(float)\n"
        "declare float @llvm.fabs.f32(float)\ndeclare float @llvm.minnum.f32(float, float)\n"
        "declare float @llvm.maxnum.f32(float, float)\ndeclare float @llvm.sqrt.f32(float)\n"
        "declare float @llvm.exp2.f32(float)\ndeclare float @llvm.log2.f32(float)\n")
_X = ("  %a = extractelement <4 x float> %reg0, i32 0\n"
      "  %b = extractelement <4 x float> %reg0, i32 1\n"
      "  %c = extractelement <4 x float> %reg1, i32 0\n"
      "  %d = extractelement <4 x float> %reg1, i32 1\n")
_I = ("  %ai = bitcast float %a to i32\n  %bi = bitcast float %b to i32\n"
      "  %ci = bitcast float %c to i32\n  %di = bitcast float %d to i32\n")


def _vec(*names):
    """IR building %out from four float values."""
    lines, prev = [], "undef"
    for i, name in enumerate(names):
        out = "%out" if i == 3 else f"%v{i}"
        lines.append(f"  {out} = insertelement <4 x float> {prev}, float {name}, i32 {i}\n")
        prev = out
    return "".join(lines)


def _ivec(*names):
    casts = "".join(f"  %f{i} = bitcast i32 {n} to float\n" for i, n in enumerate(names))
    return casts + _vec("%f0", "%f1", "%f2", "%f3")


CASES = {
    "mul_add_select": _X + (
        "  %m = fmul float %a, %c\n  %s = fadd float %m, 2.5\n"
        "  %gt = fcmp ogt float %a, %c\n  %e = select i1 %gt, float %s, float %a\n"
    ) + _vec("%m", "%s", "%e", "%c"),
    "int_bits": _X + _I + (
        "  %sh = shl i32 %ai, 3\n  %lr = lshr i32 %bi, 5\n  %ar = ashr i32 %ci, 7\n"
        "  %x = xor i32 %sh, %di\n  %o = or i32 %lr, %ar\n  %n = and i32 %x, %o\n"
        "  %mu = mul i32 %ai, %bi\n  %mx = call i32 @llvm.smax.i32(i32 %ci, i32 %di)\n"
        "  %mn = call i32 @llvm.umin.i32(i32 %ai, i32 %di)\n  %su = sub i32 %mx, %mn\n"
    ) + _ivec("%n", "%mu", "%su", "%x"),
    "float_round": _X + (
        "  %f = call float @llvm.floor.f32(float %a)\n  %ce = call float @llvm.ceil.f32(float %b)\n"
        "  %t = call float @llvm.trunc.f32(float %c)\n  %r = call float @llvm.rint.f32(float %d)\n"
        "  %ab = call float @llvm.fabs.f32(float %a)\n  %ng = fneg float %ab\n"
        "  %fr = fsub float %a, %f\n  %mi = call float @llvm.minnum.f32(float %ng, float %t)\n"
        "  %ma = call float @llvm.maxnum.f32(float %fr, float %r)\n  %s1 = fadd float %ce, %mi\n"
    ) + _vec("%f", "%s1", "%ma", "%fr"),
    "convert": _X + (
        "  %i = fptosi float %a to i32\n  %u = fptoui float %b to i32\n"
        "  %i2 = add i32 %i, 3\n  %u2 = mul i32 %u, 5\n"
        "  %fi = sitofp i32 %i2 to float\n  %fu = uitofp i32 %u2 to float\n"
        "  %ib = bitcast i32 %i2 to float\n"
    ) + _vec("%fi", "%fu", "%ib", "%a"),
    "transcendental": _X + (
        "  %ab = call float @llvm.fabs.f32(float %a)\n  %q = call float @llvm.sqrt.f32(float %ab)\n"
        "  %e = call float @llvm.exp2.f32(float %b)\n  %cc = call float @llvm.fabs.f32(float %c)\n"
        "  %l = call float @llvm.log2.f32(float %cc)\n  %dv = fdiv float %b, %d\n"
    ) + _vec("%q", "%e", "%l", "%dv"),
    "int_compare": _X + _I + (
        "  %lt = icmp slt i32 %ai, %bi\n  %s1 = select i1 %lt, i32 %ci, i32 %di\n"
        "  %ge = icmp uge i32 %ci, %di\n  %s2 = select i1 %ge, i32 %ai, i32 17\n"
        "  %eq = icmp eq i32 %ai, 0\n  %s3 = select i1 %eq, i32 %bi, i32 %ci\n"
        "  %ne = icmp ne i32 %di, %bi\n  %z = zext i1 %ne to i32\n"
    ) + _ivec("%s1", "%s2", "%s3", "%z"),
    "if_else": _X + (
        "  %cond = fcmp olt float %a, %b\n  br i1 %cond, label %then, label %else\n"
        "then:\n  %t1 = fmul float %a, %c\n  %t2 = fadd float %t1, %d\n  br label %join\n"
        "else:\n  %e1 = fsub float %b, %c\n  %e2 = fmul float %e1, 0.5\n  br label %join\n"
        "join:\n  %p = phi float [%t2, %then], [%e2, %else]\n"
        "  %q = phi float [%a, %then], [%b, %else]\n"
    ) + _vec("%p", "%q", "%c", "%d"),
    "count_loop": "entry:\n" + _X + (
        "  %n = fptosi float %c to i32\n  br label %loop\n"
        "loop:\n  %i = phi i32 [0, %entry], [%i1, %body]\n"
        "  %acc = phi float [%a, %entry], [%acc1, %body]\n"
        "  %go = icmp slt i32 %i, %n\n  br i1 %go, label %body, label %done\n"
        "body:\n  %x = fmul float %acc, 1.5\n  %acc1 = fadd float %x, 1.0\n"
        "  %i1 = add i32 %i, 1\n  br label %loop\n"
        "done:\n  %small = fcmp olt float %acc, 10.0\n  br i1 %small, label %t, label %e\n"
        "t:\n  %w = fsub float %acc, 3.0\n  br label %e\n"
        "e:\n  %r = phi float [%w, %t], [%acc, %done]\n"
    ) + _vec("%a", "%r", "%c", "%d"),
    "branch_loops": "entry:\n" + _X + (
        "  %n = fptosi float %c to i32\n  %neg = fcmp olt float %a, 0.0\n"
        "  br i1 %neg, label %then, label %else\n"
        "then:\n  br label %l1\n"
        "l1:\n  %i = phi i32 [0, %then], [%i1, %l1]\n  %x = phi float [%a, %then], [%x1, %l1]\n"
        "  %x1 = fmul float %x, 0.5\n  %i1 = add i32 %i, 1\n  %go = icmp slt i32 %i1, %n\n"
        "  br i1 %go, label %l1, label %join\n"
        "else:\n  br label %l2\n"
        "l2:\n  %j = phi i32 [0, %else], [%j1, %l2b]\n  %y = phi float [%a, %else], [%y1, %l2b]\n"
        "  %odd = and i32 %j, 1\n  %isodd = icmp eq i32 %odd, 1\n"
        "  br i1 %isodd, label %l2b, label %l2even\n"
        "l2even:\n  %ye = fadd float %y, 2.0\n  br label %l2b\n"
        "l2b:\n  %yy = phi float [%y, %l2], [%ye, %l2even]\n  %y1 = fadd float %yy, 1.0\n"
        "  %j1 = add i32 %j, 1\n  %go2 = icmp slt i32 %j1, %n\n"
        "  br i1 %go2, label %l2, label %join\n"
        "join:\n  %r = phi float [%x1, %l1], [%y1, %l2b]\n"
    ) + _vec("%a", "%r", "%c", "%d"),
    "constants": (
        "  %p = getelementptr <4 x float>, ptr addrspace(8) null, i32 2\n"
        "  %k0 = load <4 x float>, ptr addrspace(8) %p\n"
        "  %q = getelementptr <4 x float>, ptr addrspace(9) null, i32 17\n"
        "  %k1 = load <4 x float>, ptr addrspace(9) %q\n"
        "  %s = fmul <4 x float> %reg0, %k0\n  %out = fadd <4 x float> %s, %k1\n"
    ),
}
DECLS = ("declare i32 @llvm.smax.i32(i32, i32)\ndeclare i32 @llvm.umin.i32(i32, i32)\n")


def source(name):
    return HEAD + CASES[name] + TAIL + DECLS


def llc_text(ir):
    """llc's lines for the function body (the tab dropped, label comments left out)."""
    asm = subprocess.run(LLC + ["-o", "-"], input=ir, capture_output=True, text=True, check=True)
    lines = asm.stdout.splitlines()
    start = lines.index("main:                                   ; @main") + 1
    end = lines.index(".Lfunc_end0:")
    return [line[1:] if line.startswith("\t") else line for line in lines[start:end]
            if not line.lstrip().startswith(";")]


def llc_bytes(ir):
    with tempfile.TemporaryDirectory() as tmp:
        obj, text = Path(tmp, "k.o"), Path(tmp, "k.bin")
        subprocess.run(LLC + ["-filetype=obj", "-o", str(obj)], input=ir, text=True, check=True)
        subprocess.run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text", str(obj),
                        str(text)], check=True)
        return text.read_bytes()


def generate():
    version = subprocess.run(["llc-19", "--version"], capture_output=True, text=True,
                             check=True).stdout.split("\n")[1].strip()
    cases = []
    for name in CASES:
        ir = source(name)
        data = llc_bytes(ir)
        words = [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]
        cases.append({"name": name, "ll": ir, "llc_text": llc_text(ir),
                      "words": [f"0x{w:08x}" for w in words],
                      "text": listing(decode(words))})
    return {"generator": "tools/gen_r700_corpus.py", "input": "its CASES, LLVM IR",
            "command": " ".join(LLC), "llvm": version, "cases": cases}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", default=str(OUTPUT))
    args = parser.parse_args(argv)
    Path(args.output).write_text(json.dumps(generate(), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
