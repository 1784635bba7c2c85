"""Machine instructions before and after register allocation: an opcode, operands (virtual
registers, sub-registers of pairs, or assembly text) and the virtual registers each defines
and uses, so liveness needs no knowledge of the ISA.

    MInst("v_add_f32_e32", [%v7, "1.0", %v3])   defs (%v7,) uses (%v3,)
        -> after allocation: "v_add_f32_e32 v9, 1.0, v4"
"""
from dataclasses import dataclass, field


@dataclass(eq=False)
class VReg:
    id: int
    file: str                 # "s" or "v"
    size: int                 # dwords: 1 or 2
    phys: int = None          # first physical register, set by the allocator
    spill: int = None         # scratch byte offset when spilled
    temp: bool = False        # a spill's reload or store register (never spilled itself)
    fixed: bool = False       # an entry register (v0, s2) the allocator leaves where it is

    def __repr__(self):
        return f"%{self.file}{self.id}"


@dataclass(frozen=True)
class Sub:
    """One dword of a pair: ``Sub(reg, 1)`` is its high half."""
    reg: VReg
    half: int

    file = property(lambda self: self.reg.file)
    size = 1


@dataclass(eq=False)
class MInst:
    op: str
    operands: list = field(default_factory=list)
    defs: tuple = ()
    uses: tuple = ()
    suffix: str = ""          # modifiers after the operands: "offset:8 glc"
    line: int = None          # the Python source line
    target: str = None        # branch target label

    @property
    def is_label(self):
        return self.op.endswith(":")


def reg_text(reg, half=None):
    if reg.phys is None:
        raise AssertionError(f"{reg} has no register")
    base = reg.phys if half is None else reg.phys + half
    if reg.size == 1 or half is not None:
        return f"{reg.file}{base}"
    return f"{reg.file}[{base}:{base + reg.size - 1}]"


def operand_text(o):
    if isinstance(o, VReg):
        return reg_text(o)
    if isinstance(o, Sub):
        return reg_text(o.reg, o.half)
    return str(o)


def inst_text(inst):
    if inst.is_label:
        return inst.op
    ops = ", ".join(operand_text(o) for o in inst.operands)
    text = f"  {inst.op} {ops}".rstrip() if ops else f"  {inst.op}"
    return f"{text} {inst.suffix}" if inst.suffix else text


def regs_of(operands):
    out = []
    for o in operands:
        if isinstance(o, VReg):
            out.append(o)
        elif isinstance(o, Sub):
            out.append(o.reg)
    return tuple(out)
