"""A sweep's kernels, built once per target on the machine that makes the sweep.

A kernel is a code object (bytes, or a file: read for what it holds, whatever its name), an
OpenCL C file (.cl, compiled with clang-19 for each target the sweep's devices have), an
assembly file, or a ``gcnsim.lang`` @kernel (compiled for each target). A path may name the
target: ``tests/data/kernels/{target}/saxpy.hsaco`` reads gfx900's for vega64 and gfx942's
for mi300x. One kernel of a file that has several is a (source, kernel name) pair, or a
KernelSource with OpenCL build options too (``gcnsim.sweep(kernels={"copy": ("k.cl", "copy"),
"loop": KernelSource("k.cl", "loop", ("-DN=4",))}, ...)``). What the workers get is the code
object's bytes (task.py).

    KernelSource("kernels/{target}/saxpy.hsaco").build(get_target("gfx942"))
        -> (b"\\x7fELF...", "saxpy")
"""
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import TargetMismatch
from .points import SweepError


FORMS = ("code object bytes, a file path (.hsaco, .cl, .s; {target} in it is each device's "
         "target), a @gcnsim.lang.kernel, a (source, kernel name) pair for one kernel of a "
         "file that has several, or KernelSource(source, kernel name, OpenCL build options)")


@dataclass(frozen=True)
class KernelSource:
    """Where a sweep's kernel comes from: ``source`` (code object bytes, a path that may hold
    ``{target}``, or a @gcnsim.lang.kernel), the kernel's name in it (None: the only one)
    and OpenCL C build options."""
    source: object
    kernel: str = None
    build_options: tuple = ()
    # how a user names one kernel of a file that has several, ``{source}`` and ``{name}``
    # filled (a spec: kernel = "NAME" in its [[kernels]] table)
    choose: str = field(default="as a (source, kernel name) pair: ({source!r}, {name!r}), or "
                                "KernelSource(source, kernel name)", compare=False, repr=False)

    @classmethod
    def of(cls, value):
        """A KernelSource from what a user gives: one, a (source, kernel name) pair, or a
        bare source."""
        if isinstance(value, cls):
            return value
        if isinstance(value, tuple) and len(value) == 2:
            return cls(value[0], value[1])
        return cls(value)

    def build(self, target):
        """(code object bytes, kernel name) for ``target`` (a Target)."""
        from ..codeobj import load_code_object
        from ..lang import Kernel
        if isinstance(self.source, Kernel):
            compiled = self.source.compile(target.name)
            return compiled.code_object, compiled.name
        if isinstance(self.source, (bytes, bytearray, memoryview)):
            code = bytes(self.source)
        elif isinstance(self.source, (str, Path)):
            code = self._from_file(self.files(target)[0], target)
        else:
            raise SweepError(f"a sweep's kernel is {FORMS}, not "
                             f"{type(self.source).__name__}")
        loaded = load_code_object(code)
        if loaded.target.name != target.name:       # as a Device.load of it says
            raise TargetMismatch.built_for(self.label(target), loaded.target, target)
        names = list(loaded.kernels)
        if self.kernel is None and len(names) != 1:
            how = self.choose.format(source=str(self.source), name=names[0])
            raise SweepError(f"{self.source} has kernels {', '.join(names)}: name one, {how}")
        name = self.kernel or names[0]
        if name not in names:
            raise SweepError(f"{self.source} has no kernel '{name}' (it has "
                             f"{', '.join(names)})")
        return code, name

    def label(self, target):
        """How messages name this kernel's code for ``target``: its file, as run names it."""
        files = self.files(target)
        return str(files[0]) if files else "the code object given"

    def files(self, target):
        """The file this kernel is read from for ``target`` (a Target), as a list: none for
        code object bytes or a @kernel."""
        if isinstance(self.source, (str, Path)):
            return [Path(str(self.source).replace("{target}", target.name))]
        return []

    def _from_file(self, path, target):
        from ..asm import assemble
        from ..codeobj import write_code_object
        from ..codeobj.elf import bundled, is_bundle, no_elf_header
        from ..runtime.opencl import compile_opencl_file
        from ..runtime.sources import ELF_MAGIC, named_target, read_file, source_text
        data = read_file(path)
        if data[:4] == ELF_MAGIC:
            return data
        if is_bundle(data):             # clang -x hip's: the target's code object in it
            body = bundled(data, target.name)
            if body is None:
                raise no_elf_header(data, str(path), target.name)
            return body
        if path.suffix.lower() == ".py":
            raise SweepError(f"{path}: a kernel file is a code object (.hsaco), OpenCL C (.cl) "
                             f"or assembly (.s); a @gcnsim.lang.kernel is a Python function: "
                             f"sweep it from Python, gcnsim.sweep(kernels={{'name': function}}"
                             f", ...)")
        if path.suffix.lower() == ".cl":
            return compile_opencl_file(path, target, self.build_options)
        text = source_text(data, str(path))
        named = named_target(text, str(path))
        if named is not None and named is not target:
            raise TargetMismatch(f"{path}: .amdgcn_target names {named.name}, not {target.name}")
        return write_code_object(assemble(text, target, name=str(path)), source=str(path))
