"""``@kernel`` and the compiler driver, the passes in order:

    Python source -> IR (frontend; device functions inlined) -> private arrays to registers
    where every index is constant (privates) -> strength -> cse -> licm -> unused -> early ->
    SSA form and uniformity on it (ssa, sync, divergence, uniformity) -> selection, with control
    flow lowered by the chosen scheme (control | resume) -> dce -> schedule -> skips -> regalloc
    (SGPRs: past them uniform values move to VGPRs, then SGPR values spill to VGPR lanes;
    then VGPRs, spilled to scratch) -> waitcnt -> assembly text (emit) -> s_nops where the
    hazard checker asks -> code object

    @kernel
    def saxpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32): ...

    k = saxpy.compile("gfx900")          # Compiled: .asm (listing), .code_object (bytes)
    gcnsim.Device("gfx900").load(k.code_object).saxpy(x, y, np.float32(2), np.int32(n), ...)
    saxpy.on(dev)[4, 64](x, y, 2.0, n)   # Numba's launch: compiled for dev on the first call
"""
import contextlib
import functools
import re
from dataclasses import dataclass

from ..analysis.cfg import build_cfg
from ..analysis.hazards import check_hazards
from ..asm import assemble
from ..codeobj import write_code_object
from ..isa.targets import get_target
from . import memory
from .control import ExecLowering
from .cse import eliminate_common_subexpressions
from .dce import eliminate_dead_code
from .early import issue_early
from .emit import hidden_offset, listing
from .errors import CompileError
from .frontend import build_ir
from .ir import dump
from .inline import hints_of
from .lanes import LaneSpiller
from .launcher import Launcher
from .licm import hoist_invariants
from .machine import MInst
from .regalloc import RegisterPressure, allocate
from .privates import check_size, index_error, layout as private_layout, promote as promote_privates
from .resume import ResumeLowering
from .schedule import hoist_loads
from .select import Selector
from .skips import remove_short_skips
from .spill import Spiller
from .ssa import dump as dump_ssa
from .strength import reduce_strength
from .uniformity import Uniformity
from .unused import remove_unused
from .waitcnt import insert_waits

SGPR_LIMIT = 96               # below the addressable SGPRs, leaving VCC and XNACK_MASK room
SCHEMES = {"exec": ExecLowering, "resume-pc": ResumeLowering}
_NOP = re.compile(r"s_nop (\d+)")


@dataclass(frozen=True)
class Layout:
    """Registers the dispatch initialises (AMDGPUUsage, "Initial Kernel Execution State"):
    with ``scratch`` on targets without architected flat scratch, the private segment buffer
    comes first (s[0:3]) and the wave's scratch offset follows the work-group ids."""
    kernarg: str
    group_id: tuple
    hidden: int
    first_sgpr: int
    first_vgpr: int
    scratch: bool = False
    private_buffer: str = None
    wave_offset: str = None


@dataclass(frozen=True)
class Compiled:
    name: str
    target: str
    divergence: str
    asm: str
    code_object: bytes
    ir: str
    sgprs: int
    vgprs: int
    instructions: int
    spills: int = 0
    private_arrays: tuple = ()      # the private arrays in scratch (privates.layout)

    def index_error(self, overflow):
        """The PrivateIndexError a ScratchOverflow of this kernel stands for (None: nothing
        more than the runtime knows)."""
        return index_error(self.private_arrays, overflow)


def layout_of(fn, target, scratch=False):
    first_vgpr = 1 if target.has("packed_tid") else fn.dims
    if not scratch or target.has("architected_flat_scratch"):
        group = tuple(f"s{2 + d}" for d in range(fn.dims))
        return Layout("s[0:1]", group, hidden_offset(fn), 2 + fn.dims, first_vgpr, scratch)
    group = tuple(f"s{6 + d}" for d in range(fn.dims))
    offset = 6 + fn.dims
    return Layout("s[4:5]", group, hidden_offset(fn), offset + 1, first_vgpr, True, "s[0:3]",
                  f"s{offset}")


@contextlib.contextmanager
def nesting_guard(pyfunc):
    """A kernel nested deeper than the compiler's recursive passes reach (a 400-branch elif
    chain meets Python's recursion limit) is a CompileError at its ``def``."""
    try:
        yield
    except RecursionError:
        code = pyfunc.__code__
        raise CompileError("the kernel nests too deeply for this compiler (Python's recursion "
                           "limit): split it", file=code.co_filename, line=code.co_firstlineno,
                           construct=f"def {pyfunc.__name__}") from None


def compile_kernel(pyfunc, target="gfx900", divergence="exec", max_vgprs=None, debug=False):
    """``debug``: asserts compiled in (a failed one traps, naming its line)."""
    with nesting_guard(pyfunc):
        return _compile_kernel(pyfunc, target, divergence, max_vgprs, debug)


def _compile_kernel(pyfunc, target, divergence, max_vgprs, debug=False):
    if divergence not in SCHEMES:
        raise CompileError(f"divergence scheme {divergence!r}: this compiler has "
                           + ", ".join(SCHEMES))
    target = get_target(target)
    fn, uni = analysed_ir(pyfunc, debug)
    if fn.lds_bytes > target.lds_bytes:
        raise CompileError(f"shared arrays take {fn.lds_bytes} bytes; {target.name} has "
                           f"{target.lds_bytes} of LDS", file=fn.file,
                           line=next(iter(fn.source_lines)))
    check_size(fn, target, fn.private_bytes)
    limit = max_vgprs or target.vgprs
    try:
        return _allocated(fn, target, uni, divergence, limit)
    except RegisterPressure as pressure:
        fewest = _fewest_vgprs(fn, target, uni, divergence, limit) if max_vgprs else None
        hint = f"; it compiles in {fewest} at the fewest (--max-vgprs {fewest})" if fewest \
            else ""
        raise CompileError(pressure.message + hint, file=fn.file, line=pressure.line) from None


def _allocated(fn, target, uni, divergence, limit):
    """The Compiled of ``fn`` in ``limit`` VGPRs, or the RegisterPressure that stops it."""
    scratch, scalar = fn.private_bytes > 0, True
    while True:                 # too many VGPRs: spill to scratch; too many SGPRs: keep the
        try:                    # uniform values in VGPRs instead, then spill to VGPR lanes
            return _compile(fn, target, uni, divergence, layout_of(fn, target, scratch), limit,
                            scalar)
        except RegisterPressure as pressure:
            if pressure.file == "v" and not scratch:
                scratch = True
            elif pressure.file == "s" and scalar:
                scalar = False
            else:
                raise


def _fewest_vgprs(fn, target, uni, divergence, limit):
    """The fewest VGPRs above ``limit`` that ``fn`` compiles in (spilling the rest), or None:
    a failed max_vgprs says what would do."""
    for n in range(limit + 1, target.vgprs + 1):
        try:
            _allocated(fn, target, uni, divergence, n)
            return n
        except RegisterPressure:
            continue
    return None


def analysed_ir(pyfunc, debug=False):
    """The IR after the target-independent passes, and its uniformity."""
    fn = build_ir(pyfunc, debug)
    promote_privates(fn)
    reduce_strength(fn)
    eliminate_common_subexpressions(fn)
    hoist_invariants(fn)
    remove_unused(fn)
    issue_early(fn)
    return fn, Uniformity(fn)


def _compile(fn, target, uni, divergence, layout, limit, scalar):
    sel = Selector(fn, target, uni, layout, scalar)
    sel.prologue()
    for sym in memory.global_symbols(fn):      # at the entry, where every lane runs
        memory.base_of(sel, sym)
    SCHEMES[divergence](sel).region(fn.body)
    sel.emit("s_endpgm")
    code = remove_short_skips(hoist_loads(eliminate_dead_code(sel.out)))
    lanes = None if scalar else LaneSpiller(sel.count)
    code, sgprs = allocate(code, "s", layout.first_sgpr, SGPR_LIMIT, True, lanes)
    next_id = lanes.next_id if lanes else sel.count
    spiller = Spiller(target, layout, next_id, fn.private_bytes) if layout.scratch else None
    code, vgprs = allocate(code, "v", layout.first_vgpr, limit, target.has("aligned_vgprs"),
                           spiller)
    code = insert_waits(code, target)
    private = spiller.bytes if spiller else 0
    check_size(fn, target, private)
    text, program = _settle_hazards(fn, target, code, (sgprs, vgprs, private), layout)
    data = write_code_object(program)
    count = sum(1 for inst in code if not inst.is_label)
    return Compiled(fn.name, target.name, divergence, text, data, dump(fn, uni.divergent), sgprs,
                    vgprs, count,
                    spiller.count if spiller else 0,
                    tuple(private_layout(sym) for sym in fn.private_arrays))


def _settle_hazards(fn, target, code, sizes, layout):
    """Assemble, and put s_nops where the hazard table asks for wait states, until none does."""
    for _ in range(8):
        text, where = listing(fn, target, code, sizes, layout)
        program = assemble(text, target, name=f"{fn.name}.s")
        line_of = {offset: line for offset, _, line in program.instructions}
        cfg = build_cfg(program.text, target, {fn.name: program.symbols[fn.name]})
        fixes = {}
        for finding in check_hazards(cfg, (), None):
            nop = _NOP.search(finding.fix)
            index = where.get(line_of.get(finding.offset))
            if nop is None or index is None:
                raise CompileError(f"hazard the compiler cannot settle: {finding}",
                                   file=fn.file, line=None if index is None else code[index].line)
            fixes[index] = max(fixes.get(index, 0), int(nop.group(1)))
        if not fixes:
            return text, program
        for index in sorted(fixes, reverse=True):
            code.insert(index, MInst("s_nop", [str(fixes[index])], line=code[index].line))
    raise CompileError(f"{fn.name}: wait states did not settle", file=fn.file,
                       line=next(iter(fn.source_lines)))


class Kernel:
    """A Python function in the kernel language (``@kernel``)."""

    def __init__(self, pyfunc):
        self.pyfunc = pyfunc
        self.name = pyfunc.__name__
        self.programs = {}         # (device, (target, scheme, debug)) -> loaded program
        functools.update_wrapper(self, pyfunc)

    def on(self, dev, divergence="exec", debug=False, **launch_options):
        """Numba's launch: ``kernel.on(dev)[grid, block](*args)``, ``grid`` in work-groups
        (launcher.py); ``launch_options`` go to the launch (``checker=``, ``timing=`` ...)."""
        return Launcher(self, dev, divergence, debug, **launch_options)

    def parameters(self):
        """The annotated types of the kernel's parameters, in order."""
        code = self.pyfunc.__code__
        hints = hints_of(self.pyfunc)
        return [hints.get(name) for name in code.co_varnames[:code.co_argcount]]

    def compile(self, target="gfx900", divergence="exec", max_vgprs=None, debug=False):
        return compile_kernel(self.pyfunc, target, divergence, max_vgprs, debug)

    def ir(self):
        with nesting_guard(self.pyfunc):
            fn, uni = analysed_ir(self.pyfunc)
            return dump(fn, uni.divergent)

    def ssa(self):
        """The IR in SSA form, its divergent values marked."""
        with nesting_guard(self.pyfunc):
            fn, uni = analysed_ir(self.pyfunc)
            return dump_ssa(uni.graph, uni.versions)

    def __call__(self, *args, **kwargs):
        raise CompileError(f"{self.name} is a kernel: launch it with {self.name}.on(dev)[grid, "
                           "block](...), or compile it (.compile(target)) and load the code "
                           "object on a device")


def kernel(pyfunc):
    return Kernel(pyfunc)
