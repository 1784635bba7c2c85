"""Build the OpenCL kernel corpus (gcnsim/kernels/*.cl) with clang-19 and record LLVM's view.

For every kernel source and target it writes, into tests/data/kernels/<target>/:

    NAME.hsaco      the code object clang-19 + ld.lld-19 build
    NAME.s          clang -S output (the same compile, as assembly)
    NAME.dis        llvm-objdump-19 -d of the code object (the reference instruction text)
    NAME.kd         llvm-objdump-19 -D -j .rodata: each kernel descriptor as .amdhsa_ directives
    NAME.readelf    llvm-readelf-19 -h -s --notes: flags, symbols, metadata as LLVM reads them
    NAME.mcnote     hex of the metadata note llvm-mc-19 + ld.lld-19 make from NAME.s

gfx942 links Debian's device libraries by hand (they predate it); gfx701 builds every kernel
clang-19 can build for it with the device libraries (those it cannot, such as matrix-core ones,
are skipped with clang's reason), and LLVM cannot disassemble it (no .dis); args_preload builds
for the targets that preload kernel arguments, with preloading on. Every build checks that
re-assembling NAME.s with llvm-mc gives clang's .text bytes.

With ``--debug`` it builds the same kernels with ``-g`` (DWARF 5 line tables: ``.file``/``.loc``,
``.cfi_*`` and the .debug_* sections in NAME.s, .debug_line in NAME.hsaco) into
tests/data/kernels_g/<target>/, NAME.hsaco and NAME.s only. Sources are named by their path in
the checkout (gcnsim/kernels/NAME.cl, compilation directory "."), so no path of the machine that
built them is inside.

    python -m tools.build_kernels [--target gfx900] [--kernel vector_add] [--debug]
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "gcnsim" / "kernels"
OUT = ROOT / "tests" / "data" / "kernels"
OUT_DEBUG = ROOT / "tests" / "data" / "kernels_g"
DEBUG_FLAGS = ["-g", "-fdebug-compilation-dir=."]
TARGETS = ("gfx900", "gfx90a", "gfx942", "gfx701")
OPTIONAL_TARGETS = ("gfx701",)              # a kernel clang cannot build for it is skipped
SUFFIXES = (".hsaco", ".s", ".dis", ".kd", ".readelf", ".mcnote")
BUILTIN_ONLY = ("builtins_only", "args_typedef", "args_struct", "args_widths",
                "args_odd_kernarg")         # the kernels that need no device library
MATRIX_TARGETS = ("gfx90a", "gfx942")       # mfma_*.cl use matrix-core builtins
PRELOAD = ("args_preload",)                 # built with kernel arguments preloaded in SGPRs
PRELOAD_TARGETS = ("gfx90a", "gfx942")
CLANG = ["clang-19", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-O2"]
GFX942_LIBS = ("opencl", "ocml", "ockl", "oclc_daz_opt_off", "oclc_unsafe_math_off",
               "oclc_finite_only_off", "oclc_correctly_rounded_sqrt_on",
               "oclc_wavefrontsize64_on", "oclc_isa_version_940", "oclc_abi_version_500")


def device_lib_dir():
    listing = subprocess.run(["dpkg", "-L", "rocm-device-libs"], capture_output=True,
                             text=True, check=True).stdout
    ocml = next(line for line in listing.splitlines() if line.endswith("/ocml.bc"))
    return str(Path(ocml).parent)


def clang_flags(target, name, libs):
    if name in PRELOAD:
        return [f"-mcpu={target}", "-nogpulib", "-mllvm", "-amdgpu-kernarg-preload-count=16"]
    if name in BUILTIN_ONLY:
        return [f"-mcpu={target}", "-nogpulib"]
    if target == "gfx942":
        flags = [f"-mcpu={target}", "-nogpulib"]
        for lib in GFX942_LIBS:
            flags += ["-Xclang", "-mlink-builtin-bitcode", "-Xclang", f"{libs}/{lib}.bc"]
        return flags
    return [f"-mcpu={target}", f"--rocm-device-lib-path={libs}"]


def run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if proc.returncode:
        raise RuntimeError(f"{' '.join(map(str, cmd))}\n{proc.stderr}")
    return proc.stdout


def build(source, target, libs, debug=False):
    """Build one kernel source for one target; on failure, remove what it wrote."""
    try:
        if debug:
            _build_debug(source, target, libs)
        else:
            _build(source, target, libs)
    except RuntimeError:
        for suffix in SUFFIXES:
            ((OUT_DEBUG if debug else OUT) / target / f"{source.stem}{suffix}").unlink(
                missing_ok=True)
        raise


def _build_debug(source, target, libs):
    """NAME.hsaco and NAME.s built with -g; llvm-mc must give clang's .text from NAME.s."""
    name = source.stem
    out = OUT_DEBUG / target
    out.mkdir(parents=True, exist_ok=True)
    flags = CLANG + clang_flags(target, name, libs) + DEBUG_FLAGS
    relative = str(source.relative_to(ROOT))
    hsaco = out / f"{name}.hsaco"
    run(flags + [relative, "-o", str(hsaco)], cwd=ROOT)
    run(flags + ["-S", relative, "-o", str(out / f"{name}.s")], cwd=ROOT)
    text, _ = _reassemble(out / f"{name}.s", target)
    if text != _section(hsaco, ".text"):
        raise RuntimeError(f"{target}/{name}: llvm-mc of the -g .s gives other .text bytes")


def _build(source, target, libs):
    name = source.stem
    out = OUT / target
    out.mkdir(parents=True, exist_ok=True)
    flags = CLANG + clang_flags(target, name, libs)
    hsaco = out / f"{name}.hsaco"
    run(flags + [str(source), "-o", str(hsaco)])
    run(flags + ["-S", str(source), "-o", str(out / f"{name}.s")])
    (out / f"{name}.readelf").write_text(run(["llvm-readelf-19", "-h", "-s", "--notes",
                                              str(hsaco)]).replace(str(out) + "/", ""))
    if target != "gfx701":
        (out / f"{name}.dis").write_text(_relative(run(["llvm-objdump-19", "-d", str(hsaco)]),
                                                   out))
        (out / f"{name}.kd").write_text(_relative(run(["llvm-objdump-19", "-D", "-j",
                                                       ".rodata", str(hsaco)]), out))
    text, note = _reassemble(out / f"{name}.s", target)
    if text != _section(hsaco, ".text"):
        raise RuntimeError(f"{target}/{name}: llvm-mc of the .s gives other .text bytes")
    (out / f"{name}.mcnote").write_text(note.hex() + "\n")


def _relative(text, out):
    return text.replace(str(out) + "/", "")


def _reassemble(path, target):
    """(.text bytes, metadata note descriptor) of llvm-mc-19 + ld.lld-19 on a .s file."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "k.o"
        linked = Path(tmp) / "k.hsaco"
        run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj",
             str(path), "-o", str(obj)])
        run(["ld.lld-19", "-shared", str(obj), "-o", str(linked)])
        return _section(linked, ".text"), _note(linked)


def _section(path, name):
    sys.path.insert(0, str(ROOT))
    from gcnsim.codeobj.elf import read_elf
    return read_elf(Path(path).read_bytes()).section(name).data


def _note(path):
    """The raw NT_AMDGPU_METADATA descriptor bytes, exactly as LLVM wrote them."""
    from gcnsim.codeobj.elf import SHT_NOTE, read_elf, read_notes
    from gcnsim.codeobj.metadata import NT_AMDGPU_METADATA
    elf = read_elf(Path(path).read_bytes())
    for section in elf.sections:
        if section.type == SHT_NOTE:
            for owner, kind, desc in read_notes(section):
                if owner == "AMDGPU" and kind == NT_AMDGPU_METADATA:
                    return desc
    return b""


def _reason(err):
    """The first error line of a failed build (clang's or the check's)."""
    lines = str(err).splitlines()
    return next((line for line in lines if "error" in line), lines[-1] if lines else "")


def skip_reason(target, name):
    """Why a kernel is not built for a target (None: it is)."""
    if name.startswith("mfma_") and target not in MATRIX_TARGETS:
        return f"matrix-core builtins exist only on {', '.join(MATRIX_TARGETS)}"
    if name in PRELOAD and target not in PRELOAD_TARGETS:
        return f"kernel-argument preloading exists only on {', '.join(PRELOAD_TARGETS)}"
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", choices=TARGETS)
    parser.add_argument("--kernel", action="append")
    parser.add_argument("--debug", action="store_true",
                        help="build with -g into tests/data/kernels_g (NAME.hsaco, NAME.s)")
    args = parser.parse_args(argv)
    libs = device_lib_dir()
    failures = 0
    for target in args.target or TARGETS:
        for source in sorted(SOURCES.glob("*.cl")):
            if args.kernel and source.stem not in args.kernel:
                continue
            reason = skip_reason(target, source.stem)
            if reason:
                print(f"skipped {target}/{source.stem}: {reason}")
                continue
            try:
                build(source, target, libs, args.debug)
                print(f"built {target}/{source.stem}")
            except RuntimeError as err:
                if target in OPTIONAL_TARGETS:
                    print(f"skipped {target}/{source.stem}: {_reason(err)}")
                    continue
                failures += 1
                print(f"FAILED {target}/{source.stem}: {err}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
