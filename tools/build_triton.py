"""Build the Triton kernel corpus ahead of time, with no GPU, and record what a launch needs.

Triton (PyPI's triton 3.9, optional: never needed by gcnsim or by the tests that run the
committed corpus) compiles each @triton.jit kernel below for gfx90a and gfx942 through
``ASTSource`` + ``triton.compile(src, target=GPUTarget("hip", arch, 64))``. For every kernel
and target it writes, into tests/data/triton/<target>/:

    NAME.hsaco      the code object Triton builds (line info off: no paths inside)
    NAME.amdgcn     Triton's assembly text of the same compile, for reading
    NAME.json       the manifest the tests launch from: Triton's signature and constexprs,
                    num_warps, metadata.shared (the dynamic LDS bytes a launch must give),
                    the case (sizes), the grid rule and its number of programs, the name
                    of the numpy reference, the tolerance, and the code object's sha256

With ``--line-info`` it writes NAME.hsaco and NAME.amdgcn built with Triton's line info into
tests/data/triton_lines/<target>/ instead (``.file``/``.loc``, ``.cfi_*``, the .debug_*
sections, DWARF in the code object), naming this file by its path in the checkout,
tools/build_triton.py, so no path of the machine that built them is inside.

    python -m tools.build_triton [--target gfx942] [--kernel softmax] [--check] [--out DIR]
                                 [--line-info]

``--check`` rebuilds in memory and reports every file that differs from the committed one.
A Triton program is a workgroup of num_warps * 64 work-items; the kernel's arguments end with
two pointers Triton appends (global and profile scratch), launched as null.
"""
import argparse
import hashlib
import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "triton"
OUT_LINES = ROOT / "tests" / "data" / "triton_lines"
SELF = "tools/build_triton.py"              # this file as line info names it
TARGETS = ("gfx90a", "gfx942")
WAVE = 64
# Triton 3.9 warns unless fusion is chosen explicitly; Triton's (and HIP's) default is on:
# a * b + c may become one v_fma_f32, which the references allow for.
OPTIONS = {"enable_fp_fusion": True}


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def fma_kernel(x_ptr, y_ptr, z_ptr, out_ptr, alpha, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    z = tl.load(z_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.fma(x, y, z) * alpha, mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def erf_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.math.erf(x), mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  PRECISION: tl.constexpr, ACC_INT: tl.constexpr):
    pid = tl.program_id(0)
    pid_m = pid // tl.cdiv(N, BLOCK_N)
    pid_n = pid % tl.cdiv(N, BLOCK_N)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    if ACC_INT:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    else:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :]
    tl.store(c_ptrs, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@dataclass(frozen=True)
class Spec:
    """One corpus kernel: what Triton compiles and what the test launches and checks.

    ``case`` holds the sizes the test uses; integer arguments named in it are given
    ``tt.divisibility`` 16 when divisible by 16 (as Triton's JIT would specialise them), so a
    code object is valid for its case's sizes (and any others with the same divisibility).
    ``programs`` is the grid rule as text, evaluated over the case and the constexprs.
    """
    name: str
    fn: object
    signature: dict
    constexprs: dict
    case: dict
    programs: str
    reference: str
    tolerance: dict
    targets: tuple = TARGETS
    num_warps: int = 4
    notes: str = ""
    extra: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)


def _elementwise(name, fn, pointers, scalars, reference, tolerance, notes=""):
    signature = {p: "*fp32" for p in pointers} | scalars | {"BLOCK": "constexpr"}
    return Spec(name, fn, signature, {"BLOCK": 256}, {"n": 1000}, "cdiv(n, BLOCK)",
                reference, tolerance, notes=notes)


MATMUL_SIG = {"M": "i32", "N": "i32", "K": "i32", "stride_am": "i32", "stride_bk": "i32",
              "stride_cm": "i32"}
MATMUL_CASE = {"M": 64, "N": 48, "K": 64, "stride_am": 64, "stride_bk": 48, "stride_cm": 48}
# |C - C_exact| <= bound * (|A| @ |B|) elementwise: products of the (decoded) inputs are exact
# in f32 and each of the K additions rounds once (the order is the hardware's): (K + 2) u.
F32_ACCUMULATION = {"kind": "matmul", "bound": (MATMUL_CASE["K"] + 2) * 2.0 ** -24}


def _matmul(name, in_type, precision="ieee", targets=TARGETS, tolerance=F32_ACCUMULATION,
            notes="", options=None):
    acc_int = in_type == "i8"
    out_type = "i32" if acc_int else "fp32"
    signature = {"a_ptr": f"*{in_type}", "b_ptr": f"*{in_type}", "c_ptr": f"*{out_type}"}
    signature |= MATMUL_SIG | {c: "constexpr" for c in ("BLOCK_M", "BLOCK_N", "BLOCK_K",
                                                        "PRECISION", "ACC_INT")}
    constexprs = {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 32, "PRECISION": precision,
                  "ACC_INT": acc_int}
    return Spec(name, matmul_kernel, signature, constexprs, MATMUL_CASE,
                "cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)", "matmul", tolerance, targets,
                notes=notes, extra={"input": in_type, "output": out_type},
                options=options or {})


SPECS = (
    _elementwise("add", add_kernel, ("x_ptr", "y_ptr", "out_ptr"), {"n": "i32"}, "add",
                 {"kind": "exact"}, "out = x + y, masked tail (n = 1000, BLOCK = 256)"),
    _elementwise("fma", fma_kernel, ("x_ptr", "y_ptr", "z_ptr", "out_ptr"),
                 {"alpha": "fp32", "n": "i32"}, "fma", {"kind": "exact"},
                 "out = fma(x, y, z) * alpha: one rounding in the fma, one in the product"),
    Spec("softmax", softmax_kernel,
         {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32", "out_stride": "i32",
          "n_cols": "i32", "BLOCK": "constexpr"},
         {"BLOCK": 256}, {"rows": 4, "n_cols": 200, "in_stride": 200, "out_stride": 200},
         "rows", "softmax", {"kind": "ulp", "ulps": 8},
         notes="row softmax (tl.max, tl.exp, tl.sum across 4 waves through LDS); tl.exp is "
               "v_exp_f32 of x * log2(e) (about 1 ulp, the scaling adds more) and the sum's "
               "order is the compiler's: 8 ulps against the float64 reference"),
    _elementwise("erf", erf_kernel, ("x_ptr", "out_ptr"), {"n": "i32"}, "erf",
                 {"kind": "ulp", "ulps": 4},
                 "tl.math.erf: OCML's __ocml_erf_f32 (documented 2 ulps) inlined from Triton's "
                 "bundled ocml.bc; 4 ulps against the float64 reference"),
    _matmul("matmul_f16", "fp16", notes="tl.dot f16 x f16 -> f32 accumulator (MFMA)"),
    _matmul("matmul_f16_16x16", "fp16", options={"matrix_instr_nonkdim": 16},
            notes="tl.dot f16 with matrix_instr_nonkdim=16: the 16x16 MFMA shapes"),
    _matmul("matmul_bf16", "bf16", notes="tl.dot bf16 x bf16 -> f32 (MFMA); bf16 held as "
                                         "uint16 bits on the host"),
    _matmul("matmul_f32", "fp32", notes="tl.dot f32 with input_precision='ieee' (MFMA f32)"),
    _matmul("matmul_xf32", "fp32", "tf32", ("gfx942",),
            {"kind": "matmul", "bound": 2 * 2.0 ** -10 + (MATMUL_CASE["K"] + 2) * 2.0 ** -24},
            "tl.dot f32 with input_precision='tf32': v_mfma_f32_*_xf32 on gfx942; inputs "
            "reduced to 10 mantissa bits (truncated or rounded: the bound covers both, and "
            "full precision too)"),
    _matmul("matmul_i8", "i8", tolerance={"kind": "exact"},
            notes="tl.dot i8 x i8 -> i32 (MFMA i8): exact"),
    _matmul("matmul_fp8", "fp8e4b8", targets=("gfx942",),
            notes="tl.dot fp8 e4m3fnuz (fp8e4b8) -> f32, MFMA fp8 on gfx942; bytes on the host"),
)


def attrs_for(spec):
    """Triton's specialisation attributes: 16-byte divisibility of every pointer and of every
    integer argument whose case value is a multiple of 16."""
    attrs = {}
    for index, (arg, kind) in enumerate(spec.signature.items()):
        value = spec.case.get(arg)
        if kind.startswith("*") or (kind == "i32" and value is not None and value % 16 == 0):
            attrs[(index,)] = [["tt.divisibility", 16]]
    return attrs


def cdiv(a, b):
    return -(-a // b)


def programs(spec):
    """The number of programs (workgroups) of the spec's case."""
    return eval(spec.programs, {"cdiv": cdiv}, dict(spec.case) | spec.constexprs)  # noqa: S307


def preload_sgprs(amdgcn):
    """SGPRs of kernel arguments the descriptor asks firmware to preload (0: none; then the
    kernel has no compatibility prologue and runs from its entry only)."""
    found = re.search(r"\.amdhsa_user_sgpr_kernarg_preload_length\s+(\d+)", amdgcn)
    return int(found.group(1)) if found else 0


def compile_spec(spec, target):
    """(code object bytes, amdgcn text, manifest dict) of one spec on one target."""
    src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs,
                    attrs=attrs_for(spec))
    kernel = triton.compile(src, target=GPUTarget("hip", target, WAVE),
                            options=OPTIONS | {"num_warps": spec.num_warps} | spec.options)
    hsaco = kernel.asm["hsaco"]
    md = kernel.metadata
    block = md.num_warps * WAVE
    count = programs(spec)
    manifest = {
        "name": spec.name, "kernel": md.name, "target": target,
        "triton": triton.__version__, "signature": spec.signature,
        "constexprs": spec.constexprs,
        "divisibility_16": [list(spec.signature)[i[0]] for i in attrs_for(spec)],
        "kernarg_preload_sgprs": preload_sgprs(kernel.asm["amdgcn"]),
        "options": spec.options, "num_warps": md.num_warps, "shared": md.shared,
        "block": block,
        "case": spec.case, "grid_rule": spec.programs, "programs": count,
        "grid": count * block, "appended_pointers": 2, "reference": spec.reference,
        "tolerance": spec.tolerance, "notes": spec.notes, **spec.extra,
        "sha256": hashlib.sha256(hsaco).hexdigest(),
    }
    return hsaco, kernel.asm["amdgcn"], manifest


def outputs(spec, target, line_info=False):
    """{file name: bytes} of one spec on one target (with line info: no manifest, the
    line-info-free build's serves)."""
    hsaco, amdgcn, manifest = compile_spec(spec, target)
    files = {f"{spec.name}.hsaco": hsaco, f"{spec.name}.amdgcn": amdgcn.encode()}
    if not line_info:
        files[f"{spec.name}.json"] = (json.dumps(manifest, indent=1, sort_keys=False)
                                      + "\n").encode()
    return files


def selected(targets, names):
    return [(spec, target) for spec in SPECS for target in spec.targets
            if target in targets and (not names or spec.name in names)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", choices=TARGETS)
    parser.add_argument("--kernel", action="append", choices=[s.name for s in SPECS])
    parser.add_argument("--check", action="store_true",
                        help="rebuild in memory and report files that differ; write nothing")
    parser.add_argument("--out", type=Path,
                        help=f"corpus folder (default {OUT.relative_to(ROOT)}, with --line-info "
                             f"{OUT_LINES.relative_to(ROOT)})")
    parser.add_argument("--line-info", action="store_true",
                        help="build with Triton's line info (.loc, DWARF) into the line corpus")
    args = parser.parse_args(argv)
    args.out = args.out or (OUT_LINES if args.line_info else OUT)
    # without line info the code objects hold no path at all; with it, this file's path in
    # the checkout (Triton names the file its kernels' code objects came from)
    knobs = triton.knobs.compilation
    line_info, knobs.disable_line_info = knobs.disable_line_info, not args.line_info
    cache_dir = triton.knobs.cache.dir
    for spec in SPECS:
        spec.fn.file_name = SELF
    try:
        with tempfile.TemporaryDirectory() as cache:
            # a fresh cache: a cached build may carry another path or line-info setting
            triton.knobs.cache.dir = cache
            differ = build(args)
    finally:
        knobs.disable_line_info = line_info
        triton.knobs.cache.dir = cache_dir
    for line in differ:
        print(f"differs: {line}")
    return 1 if differ else 0


def build(args):
    """Write (or with --check compare) every selected file; the ones that differ."""
    differ = []
    expected = set()
    for spec, target in selected(args.target or TARGETS, args.kernel):
        out = args.out / target
        for name, data in outputs(spec, target, args.line_info).items():
            path = out / name
            expected.add(path)
            if args.check:
                if not path.exists() or path.read_bytes() != data:
                    differ.append(f"{target}/{name}")
                continue
            out.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        print(f"{target}/{spec.name}", "checked" if args.check else "written")
    if args.check and not (args.target or args.kernel):
        differ += [f"{p.relative_to(args.out)} (no kernel builds it)" for p in
                   sorted(args.out.glob("*/*")) if p not in expected]
    return differ


if __name__ == "__main__":
    sys.exit(main())
