"""Spilling: a VGPR value that does not fit moves to the wave's private (scratch) memory; each
instruction that reads it first reloads it into a short-lived register, each that writes it
stores it afterwards. Stores and reloads run under the current EXEC, so every lane keeps its
own value as it would in a register. gfx942 addresses scratch with ``scratch_*`` (architected
flat scratch); the others with MUBUF through the private segment buffer and the wave's offset.

    v_add_f32_e32 %v7, %v3, %v5      ->   buffer_load_dword %t9, off, s[0:3], s8 offset:4
      (%v5 spilled at offset 4)            v_add_f32_e32 %v7, %v3, %t9
"""
from dataclasses import dataclass

from .machine import MInst, Sub, VReg

SUFFIX = {1: "dword", 2: "dwordx2", 4: "dwordx4"}


@dataclass
class Spiller:
    target: object
    layout: object
    next_id: int
    bytes: int = 0
    count: int = 0

    def __call__(self, code, victim):
        victim.spill = self.bytes
        self.bytes += 4 * victim.size
        self.count += 1
        out = []
        for inst in code:
            partial = any(isinstance(o, Sub) and o.reg is victim for o in inst.operands[:1])
            if victim not in inst.uses and victim not in inst.defs:
                out.append(inst)
                continue
            self.next_id += 1
            temp = VReg(self.next_id, "v", victim.size, temp=True)
            if victim in inst.uses or partial:
                out += self.access("load", temp, victim.spill, inst.line)
            out.append(renamed(inst, victim, temp))
            if victim in inst.defs:
                out += self.access("store", temp, victim.spill, inst.line)
        return out

    def access(self, verb, reg, offset, line):
        """The instructions that load or store ``reg`` at ``offset``. MUBUF scratch is
        swizzled a dword per lane (the private segment buffer's element size), so a register
        tuple goes a dword at a time, as LLVM spills them; architected flat scratch takes it
        whole."""
        if self.target.has("architected_flat_scratch"):
            ops = [reg, "off", "off"] if verb == "load" else ["off", reg, "off"]
            inst = MInst(f"scratch_{verb}_{SUFFIX[reg.size]}", ops, suffix=f"offset:{offset}",
                         line=line)
            inst.defs, inst.uses = ((reg,), ()) if verb == "load" else ((), (reg,))
            return [inst]
        out = []
        for k in range(reg.size):
            part = reg if reg.size == 1 else Sub(reg, k)
            inst = MInst(f"buffer_{verb}_dword", [part, "off", self.layout.private_buffer,
                                                  self.layout.wave_offset],
                         suffix=f"offset:{offset + 4 * k}", line=line)
            inst.defs, inst.uses = ((reg,), ()) if verb == "load" else ((), (reg,))
            out.append(inst)
        return out


def renamed(inst, old, new):
    def swap(o):
        if o is old:
            return new
        if isinstance(o, Sub) and o.reg is old:
            return Sub(new, o.half)
        return o
    return MInst(inst.op, [swap(o) for o in inst.operands],
                 tuple(new if r is old else r for r in inst.defs),
                 tuple(new if r is old else r for r in inst.uses), inst.suffix, inst.line,
                 inst.target)
