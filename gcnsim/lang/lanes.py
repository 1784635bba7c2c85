"""SGPR spilling to VGPR lanes, as LLVM's SILowerSGPRSpills does: an SGPR value that does not
fit (each nested divergent if keeps its saved EXEC, a pair, until its join) moves to one lane
of a VGPR per dword; each instruction that reads it first copies it back with v_readlane_b32
into a short-lived SGPR, each that writes it copies it out after with v_writelane_b32. Both
ignore EXEC (ISA manual, "VOP3": readlane and writelane), so the value is the wave's whatever
lanes are active, as it is in an SGPR.

    s_and_saveexec_b64 %s7, %s5    ->   s_and_saveexec_b64 %t9, %s5
      (%s7 spilled to lanes 2, 3)        v_writelane_b32 %v40, %t9.lo, 2
                                         v_writelane_b32 %v40, %t9.hi, 3
"""
from dataclasses import dataclass, field

from .machine import MInst, Sub, VReg
from .spill import renamed

LANES = 64


@dataclass
class LaneSpiller:
    next_id: int
    holders: list = field(default_factory=list)     # VGPRs whose lanes hold spilled SGPRs
    used: int = 0
    count: int = 0

    def new_reg(self, file, size, temp=False):
        self.next_id += 1
        return VReg(self.next_id, file, size, temp=temp)

    def holder(self):
        """A VGPR for 64 spilled dwords, marked never to be spilled to scratch itself (a
        scratch store keeps only the lanes EXEC has on)."""
        return self.new_reg("v", 1, temp=True)

    def __call__(self, code, victim):
        slots = []
        for _ in range(victim.size):
            if self.used % LANES == 0:
                self.holders.append(self.holder())
            slots.append((self.holders[-1], str(self.used % LANES)))
            self.used += 1
        self.count += 1
        out = []
        for inst in code:
            partial = any(isinstance(o, Sub) and o.reg is victim for o in inst.operands[:1])
            if victim not in inst.uses and victim not in inst.defs:
                out.append(inst)
                continue
            temp = self.new_reg("s", victim.size, temp=True)
            halves = [temp] if victim.size == 1 else [Sub(temp, h) for h in range(2)]
            if victim in inst.uses or partial:
                for half, (holder, lane) in zip(halves, slots):
                    out.append(MInst("v_readlane_b32", [half, holder, lane], (temp,), (holder,),
                                     line=inst.line))
            out.append(renamed(inst, victim, temp))
            if victim in inst.defs:
                for half, (holder, lane) in zip(halves, slots):
                    out.append(MInst("v_writelane_b32", [holder, half, lane], (holder,),
                                     (temp, holder), line=inst.line))
        return out
