"""Code in device memory as the executor sees it: decoded and built once per address.

    >>> from gcnsim.asm import assemble
    >>> code = CodeImage("gfx900", assemble("s_endpgm", "gfx900").text, base=0x1000)
    >>> code.at(0x1000).inst.name
    's_endpgm'
"""
from dataclasses import dataclass

from ..asm import decode, format_instruction
from ..errors import DecodeError
from ..isa.targets import get_target
from ..semantics.registry import build


@dataclass(frozen=True)
class Entry:
    """One instruction of the image: its step, size, and the decoded instruction."""
    step: object
    size: int
    inst: object
    pc: int
    cls: str          # instruction class for statistics: SALU, VALU, SMEM, VMEM, LDS, FLOW

    def text(self, target):
        return format_instruction(self.inst, target, self.pc)


_CLASSES = {"SOP1": "SALU", "SOP2": "SALU", "SOPK": "SALU", "SOPC": "SALU", "SOPP": "FLOW",
            "SMEM": "SMEM", "SMRD": "SMEM", "DS": "LDS", "FLAT": "VMEM", "GLOBAL": "VMEM",
            "SCRATCH": "VMEM", "MUBUF": "VMEM", "MTBUF": "VMEM"}


class CodeImage:
    """A code blob at a device address, decoded lazily and cached per address."""

    def __init__(self, target, data, base=0):
        self.target = get_target(target)
        self.data = bytes(data)
        self.base = base
        self._entries = {}

    def at(self, pc):
        entry = self._entries.get(pc)
        if entry is None:
            entry = self._entries[pc] = self._build(pc)
        return entry

    def _build(self, pc):
        offset = pc - self.base
        if not 0 <= offset < len(self.data):
            raise DecodeError("program counter outside the code object", offset=offset,
                              word=0)
        inst = decode(self.data, self.target, offset)
        step = build(inst, self.target, pc)
        cls = _CLASSES.get(inst.fmt.enc, "VALU")
        return Entry(step, inst.size, inst, pc, cls)
