"""Typed errors that carry their context, so a user never has to decode a traceback.

Every error gcnsim raises on bad input derives from GcnsimError and is importable as
``gcnsim.<Name>`` wherever it is defined (gcnsim/__init__.py; tests/test_public_errors.py finds
them all); the CLI prints ``str(err)`` (one line) and exits non-zero.
"""


class GcnsimError(Exception):
    """Base of every error gcnsim raises on bad input or bad state. ``adversarial``: under
    adversarial timing, the AdversarialReports gathered before a launch failed (emu/dispatch.py):
    a result held back leaves POISON (0x7fbadbad) in its registers, so an address, a jump or a
    count computed from one faults, and the reports say which read took it."""

    adversarial = ()

    def __str__(self):
        text = super().__str__()
        if not self.adversarial:
            return text
        count = len(self.adversarial)
        return (f"{text}; adversarial timing made {count} finding{'' if count == 1 else 's'} "
                "before it (a result it holds back leaves POISON, 0x7fbadbad, in its "
                "registers: an address, a jump or a count computed from one is garbage); the "
                f"first: {self.adversarial[0]}")


class TargetError(GcnsimError):
    """An unknown target or device name."""


class TargetMismatch(TargetError):
    """Code built or written for one target (a code object's, an assembly file's
    ``.amdgcn_target``) given to a device, command or config of another."""

    @classmethod
    def built_for(cls, label, built, device):
        """The error of loading code ``label`` built for Target ``built`` on a device of
        Target ``device`` (Device.load and a sweep's kernels say the same)."""
        return cls(f"{label} is built for {built.name}; this device is {device.name}")


class AsmError(GcnsimError):
    """Assembly text that cannot be assembled: names the line, column, token and expectation."""

    def __init__(self, message, *, line=None, column=None, token=None, expected=None,
                 source="<asm>"):
        self.message = message
        self.line = line
        self.column = column
        self.token = token
        self.expected = expected
        self.source = source
        super().__init__(message)

    def __str__(self):
        # Rendered on demand: the assembler raises and drops many OperandMismatch while it
        # tries the forms of a mnemonic.
        where = self.source
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = f"{where}: error: {self.message}"
        if self.token is not None:
            text += f" at '{self.token}'"
        if self.expected:
            text += f" (expected {self.expected})"
        return text

    def at(self, *, line=None, source=None, column_offset=0, column=None):
        """Return a copy placed at a line of a source (columns shift by ``column_offset``;
        ``column`` is used where the error has none)."""
        if self.column is not None:
            column = self.column + column_offset
        return AsmError(self.message, line=line if line is not None else self.line,
                        column=column, token=self.token, expected=self.expected,
                        source=source if source is not None else self.source)

    def near(self, tokens):
        """This error at the operand token it names (else the last one) if it has no column:
        operand parsers that see only a token's text leave the column to their caller."""
        if self.column is not None or not tokens:
            return self
        tok = next((t for t in tokens if t.text == self.token), tokens[-1])
        return type(self)(self.message, line=self.line, column=tok.column,
                          token=tok.text if self.token is None else self.token,
                          expected=self.expected, source=self.source)


class OperandMismatch(AsmError):
    """The operands do not fit this encoding; the assembler may try another form."""


class DecodeError(GcnsimError):
    """Bytes that are not a valid instruction: names the byte offset and the word."""

    def __init__(self, message, *, offset, word):
        self.reason = message
        self.offset = offset
        self.word = word
        super().__init__(f"invalid encoding at offset 0x{offset:x}: word 0x{word:08x}: {message}")


class WildJump(GcnsimError):
    """A branch, s_setpc/s_swappc, s_rfe or trap to a program counter outside the code object
    (a corrupt return address, a stack that overwrote one): names the target, the code's
    range and the instruction that jumped (``source``: code.where's wave, pc and text)."""

    def __init__(self, target, start, end, source):
        self.target, self.start, self.end, self.source = target, start, end, source
        super().__init__(f"program counter 0x{target:x} outside the code object (0x{start:x}"
                         f"-0x{end:x}): jumped from {source}")


class LaunchError(GcnsimError):
    """A launch that cannot be set up (bad grid or block sizes, too much LDS, an unknown
    option, ...)."""


class NoSuchKernel(GcnsimError, AttributeError):
    """A program has no kernel of the name asked for (``prog.nokernel``, ``prog["nokernel"]``).
    It is also an AttributeError, so hasattr and getattr with a default keep working."""


class KernelArgumentError(GcnsimError):
    """Kernel arguments that do not match the kernel's metadata (names the argument). A value
    that does not fit its argument carries the argument's index and metadata record, and
    ``where`` (kernel and argument), so that the command line can say which --arg to write."""
    index = param = where = None


class CodeObjectError(GcnsimError):
    """An ELF code object that cannot be read or written."""


class CompileError(GcnsimError):
    """Source a compiler does not take: OpenCL C that clang rejects, no clang-19 to compile it
    with, or a refused build option (``messages`` holds clang's whole output when there is
    one); or Python outside the kernel language (gcnsim.lang.CompileError names the file, the
    line and the construct)."""

    def __init__(self, message, messages=""):
        super().__init__(message)
        self.messages = messages


class MemoryViolation(GcnsimError):
    """An access outside every allocation (or outside the workgroup's LDS allocation).

    ``lane`` is the offending lane: its position in the access, or (position of the wave in the
    batch, lane number) once a semantic knows it; the executor adds wave, PC and instruction.
    ``space`` names what was overrun (``outside every allocation`` by default)."""

    def __init__(self, address, size, lane=None, context="", space="outside every allocation"):
        self.address = address
        self.size = size
        self.lane = lane
        self.context = context
        self.space = space
        where = f"{context}: " if context else ""
        lane_text = f" by lane {lane}" if lane is not None and context else ""
        super().__init__(f"{where}access of {size} bytes at 0x{address:x}{lane_text} is {space}")

    def located(self, lane, context):
        """The same violation with the lane and the wave/PC/instruction context filled in."""
        return MemoryViolation(self.address, self.size, lane, context, self.space)


class ScratchOverflow(MemoryViolation):
    """A private (scratch) access outside the accessing wave's slice of the dispatch's scratch:
    its frames outgrew the private segment the code object declares (a recursive call, or a
    stack the compiler could not bound). The hardware bounds a scratch access only by the
    whole scratch buffer (the private segment buffer's num_records, or the aperture), not by
    the wave's slice: past it a wave reads and writes the slice of whichever wave follows it,
    so the result depends on which waves are resident together; gcnsim refuses the access.

    ``offset`` is the lane's private offset (from its slice's start), ``slice_bytes`` the
    slice per lane, ``origin`` where that size comes from, ``verb`` read / wrote / accessed;
    ``lane`` and ``context`` as MemoryViolation's (a gcnsim.lang kernel's frames are bounded
    and its private indices checked: PrivateIndexError)."""

    UNKNOWN = "a recursive call or a stack the compiler could not bound outgrew it"

    def __init__(self, address, size, offset, slice_bytes, origin, verb, lane=None,
                 context=""):
        self.offset, self.slice_bytes, self.origin, self.verb = (offset, slice_bytes, origin,
                                                                 verb)
        lane_number = lane[1] if isinstance(lane, tuple) else lane
        who = f"{context}: lane {lane_number}" if context else "a lane"
        where = "before" if offset < 0 else "past"
        text = (f"scratch overflow: {who} {verb} private offset {offset} {where} its slice "
                f"of {slice_bytes} bytes ({origin}; {self.UNKNOWN}). The hardware bounds "
                "scratch only by the whole scratch buffer, not a wave's slice: there the access "
                "would reach another wave's private memory, whose contents depend on which "
                "waves run together")
        GcnsimError.__init__(self, text)
        self.address, self.size, self.lane, self.context = address, size, lane, context
        self.space = "outside its wave's scratch slice"

    def located(self, lane, context):
        return ScratchOverflow(self.address, self.size, self.offset, self.slice_bytes,
                               self.origin, self.verb, lane, context)


class PrivateIndexError(ScratchOverflow):
    """A gcnsim.lang kernel's private array (``local_array``) indexed at run time outside its
    elements: the compiler checks such an index (lang/privates.py), where on a GPU the access
    would silently reach another private array of the lane, or another wave's. ``array``
    describes the array (its name, type, count and line), ``count`` its elements, ``index``
    the lane's index (None where it is outside ``told``, the range read back exactly); the
    overflow's lane, context (source line, wave, PC, instruction) and verb are kept."""

    def __init__(self, overflow, array, count, index, told):
        self.array, self.count, self.index = array, count, index
        for name in ("address", "size", "offset", "slice_bytes", "origin", "verb", "lane",
                     "context", "space", "adversarial"):
            setattr(self, name, getattr(overflow, name))
        lane = self.lane[1] if isinstance(self.lane, tuple) else self.lane
        who = f"{self.context}: lane {lane}" if self.context else "a lane"
        value = (f"index {index}" if index is not None else
                 f"an index below {told[0]} or above {told[1] - 1}")
        GcnsimError.__init__(
            self, f"private index out of range: {who} {self.verb} {value} of {array}, "
            f"whose indices are 0..{count - 1} (on a GPU the access would reach another private "
            "array of the lane or another wave's private memory)")


class RoundModeError(GcnsimError):
    """A float instruction run while MODE's round field (FP_ROUND, MODE[3:0]: [1:0] f32, [3:2]
    f64 and f16; 0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero) asks for a
    rounding other than nearest even, which gcnsim does not model: refused rather than
    rounded to nearest (docs/errata.md). ``wave``: its position in the batch; the executor
    adds wave, PC and instruction."""

    NAMES = ("nearest even", "toward +inf", "toward -inf", "toward zero")

    def __init__(self, mode, wave=0, context=""):
        self.mode = mode
        self.wave = wave
        self.context = context
        where = f"{context}: " if context else ""
        super().__init__(
            f"{where}MODE's round field (MODE[3:0] = {mode & 0xF:#x}: f32 "
            f"{self.NAMES[mode & 3]}, f64/f16 {self.NAMES[mode >> 2 & 3]}) asks for a rounding "
            "gcnsim does not model; only round to nearest even (MODE[3:0] = 0) is supported, so "
            "the float instruction is not run")

    def located(self, context):
        """The same error at an instruction (wave, PC and text)."""
        return RoundModeError(self.mode, self.wave, context)


class KernelTrap(GcnsimError):
    """``s_trap`` with no trap handler installed: as the ROCm runtime does, the dispatch is
    aborted (AMDGPUUsage, "Trap Handler ABI"); the executor adds the wave, PC and instruction."""

    MEANING = {1: "HSA debugtrap", 2: "llvm.trap", 7: "debugger breakpoint"}

    def __init__(self, trap_id, context="", reason=None):
        self.trap_id = trap_id
        self.context = context
        self.reason = reason
        meaning = self.MEANING.get(trap_id, "reserved trap id")
        if reason:
            text = f"{reason} at {context or 'an s_trap'} (trap {trap_id}, {meaning}): "
        else:
            where = f"{context}: " if context else ""
            text = f"{where}trap {trap_id} ({meaning}) with no trap handler installed: "
        super().__init__(f"{text}the dispatch is aborted")

    def located(self, context, reason=None):
        """The trap at an instruction; ``reason``: why its compiler put it there (a failed
        assert, a zero range() step), when the code object says."""
        return KernelTrap(self.trap_id, context, reason)
