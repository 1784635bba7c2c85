"""The OpenCL C front end: ``.cl`` source -> code object bytes, by clang-19 when installed.

clang links the device libraries (OCML/OCKL, Debian's rocm-device-libs) for the standard
work-item functions; a target newer than those libraries (gfx942 with Debian's 5.2.3) gets them
linked by hand with the closest ISA-version constant.

A file is compiled where it lies, so ``#include "local.h"`` finds its neighbours and clang's
messages name the file as the user wrote it; source text is fed to clang on its standard input
(includes then resolve against the current directory) and messages name it by ``name``. Build
options are OpenCL's: ``-DNAME[=VALUE]``, ``-UNAME``, ``-IDIR``, ``-cl-std=CL1.2`` and the other
``-cl-*`` options, ``-w``, ``-W...`` and ``-g`` (clang's full debug information: a file is always
built with its line table, which is what the debugger and the findings read; ``-g`` adds the
variables' descriptions for other tools, and ``-cl-opt-disable`` builds the code unoptimised,
line by line as written); anything else is refused (it could change the target or write files).

    compile_opencl("kernel void k(global int *p) { p[0] = N; }", target, options=["-DN=1"])
        -> b"\\x7fELF..."
    compile_opencl_file("kernels/saxpy.cl", target)   (includes beside kernels/saxpy.cl)
"""
import os
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..errors import CompileError
from ..isa.targets import get_target

CLANG = "clang-19"
FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"]
# gcnsim's optimisation level, left out when the user's options choose one: clang-19 builds
# optimised code for "-O2 -cl-opt-disable" and "-cl-opt-disable -O2" alike.
OPTIMISE = "-O2"
UNOPTIMISED = ("-cl-opt-disable",)
# A file's code object carries its DWARF line table, so findings and faults name its lines
# (the same .text: tried on the 45 kernels of gcnsim/kernels for gfx900 and gfx90a); paths
# stay relative to where gcnsim runs, as the user wrote them (as_written).
LINE_TABLES = ["-gline-tables-only", "-fdebug-compilation-dir=."]
# Targets newer than Debian's device libraries: the ISA-version library they link instead.
ISA_VERSION_FALLBACK = {"gfx942": "940"}
HAND_LINKED = ("opencl", "ocml", "ockl", "oclc_daz_opt_off", "oclc_unsafe_math_off",
               "oclc_finite_only_off", "oclc_correctly_rounded_sqrt_on",
               "oclc_wavefrontsize64_on")
# The build options a user may pass (clang spells them as OpenCL's clBuildProgram does).
OPTION_PREFIXES = ("-D", "-U", "-I", "-cl-", "-W", "-w")
OPTIONS = frozenset({"-g"})             # (clBuildProgram's -g, as AMD's runtime reads it)
COMPILE_SECONDS = 300


def device_lib_dir():
    """The directory of the OCML/OCKL bitcode (rocm-device-libs), or None."""
    try:
        listing = subprocess.run(["dpkg", "-L", "rocm-device-libs"], capture_output=True,
                                 text=True, check=False).stdout
    except OSError:
        return None
    ocml = next((line for line in listing.splitlines() if line.endswith("/ocml.bc")), None)
    return Path(ocml).parent if ocml else None


def clang_flags(target, libs):
    """The clang-19 flags that build for ``target`` (a Target) with device libraries ``libs``."""
    mcpu = f"-mcpu={target.name}"
    if libs is None:
        return [mcpu, "-nogpulib"]
    isa = target.name[3:]
    if (libs / f"oclc_isa_version_{isa}.bc").exists():
        return [mcpu, f"--rocm-device-lib-path={libs}"]
    isa = ISA_VERSION_FALLBACK.get(target.name, isa)
    names = HAND_LINKED + (f"oclc_isa_version_{isa}", "oclc_abi_version_500")
    flags = [mcpu, "-nogpulib"]
    for name in names:
        flags += ["-Xclang", "-mlink-builtin-bitcode", "-Xclang", str(libs / f"{name}.bc")]
    return flags


def build_options(options):
    """A list of build options from a sequence of strings or one string (split as a shell
    would); CompileError for an option that is not an OpenCL build option."""
    if isinstance(options, str):
        options = shlex.split(options)
    if not isinstance(options, (list, tuple)) or not all(isinstance(o, str) for o in options):
        raise CompileError(f"build options must be a list of strings such as ['-DN=4', "
                           f"'-Iinclude'], got {options!r}")
    for option in options:
        passes_on = option.startswith("-W") and "," in option      # -Wl,... -Wa,...
        if option in OPTIONS:
            continue
        if option in ("-D", "-U", "-I") or passes_on or not option.startswith(OPTION_PREFIXES):
            raise CompileError(f"build option {option!r} is not one of -DNAME[=VALUE], "
                               "-UNAME, -IDIR, -cl-..., -w, -W..., -g (written as one word)")
    return list(options)


def compile_opencl(source, target, name="kernel.cl", options=()):
    """Code object bytes of OpenCL C text ``source`` for a target (a Target, or a target or
    device name: "gfx942", "mi300x"; CompileError with clang's first error when it fails);
    ``#include "..."`` resolves against the current directory."""
    return _clang(["-"], source, target, name, options)


def compile_opencl_file(path, target, options=()):
    """Code object bytes of the OpenCL C file ``path`` for a target (as compile_opencl's),
    compiled where it lies, with its line table."""
    given = str(path)
    # a name clang would take for an option ("-o.cl") is given to it as a path
    arg = os.path.join(".", given) if given.startswith("-") else given
    return _clang([arg], None, target, given, options, LINE_TABLES)


def as_written(lines, given):
    """The line table of a file compiled here (None: none) naming its files as the user wrote
    them: its compilation directory is "." (LINE_TABLES: no machine's directory in the code
    object), which a DWARF reader puts before each relative name (llvm-objdump prints
    ./sub/k.cl for sub/k.cl); the file as ``given`` keeps its own (./k.cl given as such)."""
    if lines is None:
        return None
    given = str(given)
    return lines.renamed(lambda file: file[2:] if file.startswith("./") and file != given
                         else file)


def _clang(inputs, stdin, target, name, options, lines=()):
    target = get_target(target)
    clang = shutil.which(CLANG)
    if clang is None:
        raise CompileError(f"compiling OpenCL C ({name}) needs {CLANG}, which is not installed "
                           "(apt-get install clang-19 lld-19 rocm-device-libs); load a built "
                           ".hsaco or assembly instead")
    options = build_options(options)
    with tempfile.TemporaryDirectory(prefix="gcnsim-cl-") as tmp:
        out = Path(tmp) / "kernel.hsaco"
        # the line tables before the user's options: their -g asks for more, and wins
        level = [] if any(o in UNOPTIMISED for o in options) else [OPTIMISE]
        cmd = [clang] + FLAGS + level + clang_flags(target, device_lib_dir()) + list(lines) + \
            options + inputs + ["-o", str(out)]
        try:
            proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                                  errors="replace", check=False, timeout=COMPILE_SECONDS)
        except subprocess.TimeoutExpired:
            raise CompileError(f"{CLANG} did not finish compiling {name} within "
                               f"{COMPILE_SECONDS} s") from None
        if proc.returncode:
            messages = proc.stderr.replace("<stdin>", name).replace(tmp + "/", "").strip()
            raise CompileError(f"{CLANG} could not compile {name} for {target.name}: "
                               f"{_first_error(messages)}", messages)
        return out.read_bytes()


def _first_error(messages):
    """clang's first error line, and how many more errors it reported."""
    lines = messages.splitlines()
    errors = [line for line in lines if "error:" in line]
    first = errors[0] if errors else (lines[0] if lines else "no message")
    more = len(errors) - 1
    return first + (f" (and {more} more)" if more > 0 else "")
