"""The OpenCL C front end: ``.cl`` source -> code object bytes, by clang-19 when installed.

clang links the device libraries (OCML/OCKL, Debian's rocm-device-libs) for the standard
work-item functions; a target newer than those libraries (gfx942 with Debian's 5.2.3) gets them
linked by hand with the closest ISA-version constant. gfx7 has no device libraries here:
kernels for it must use clang's builtins (``__builtin_amdgcn_workitem_id_x()`` ...).

    compile_opencl("kernel void k(global int *p) { p[0] = 1; }", target)  -> b"\\x7fELF..."
"""
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..errors import GcnsimError

CLANG = "clang-19"
FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-O2"]
# Targets newer than Debian's device libraries: the ISA-version library they link instead.
ISA_VERSION_FALLBACK = {"gfx942": "940"}
HAND_LINKED = ("opencl", "ocml", "ockl", "oclc_daz_opt_off", "oclc_unsafe_math_off",
               "oclc_finite_only_off", "oclc_correctly_rounded_sqrt_on",
               "oclc_wavefrontsize64_on")


class CompileError(GcnsimError):
    """OpenCL C that clang rejects, or no clang-19 to compile it with."""


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
    if libs is None or target.generation < 9:
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


def compile_opencl(source, target, name="kernel.cl"):
    """Code object bytes of OpenCL C ``source`` for a Target (CompileError with clang's
    messages when it fails)."""
    clang = shutil.which(CLANG)
    if clang is None:
        raise CompileError(f"compiling OpenCL C ({name}) needs {CLANG}, which is not installed "
                           "(apt-get install clang-19 lld-19 rocm-device-libs); load a built "
                           ".hsaco or assembly instead")
    with tempfile.TemporaryDirectory(prefix="gcnsim-cl-") as tmp:
        src = Path(tmp) / Path(name).name
        src = src.with_suffix(".cl")
        src.write_text(source)
        out = Path(tmp) / "kernel.hsaco"
        cmd = [clang] + FLAGS + clang_flags(target, device_lib_dir()) + [str(src), "-o",
                                                                         str(out)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode:
            raise CompileError(f"{CLANG} could not compile {name} for {target.name}:\n"
                               f"{proc.stderr.strip()}")
        return out.read_bytes()
