"""Kernel arguments and work-item geometry: arguments come from the kernarg segment
(``s_load``; gfx7's SMRD offsets count dwords), work-group ids from the SGPRs the dispatch
fills, local ids from v0..v2 (packed 10 bits each into v0 on gfx90a/gfx942), and the
work-group size and count from the hidden arguments (code object v5). Sizes and the base
``group_id * local_size`` of each dimension are loaded once, at the kernel's entry.

    global_id(0)    ->  (entry) s_load_dword %s9, s[0:1], 0x24 ; s_bfe_u32 %s10, %s9, 0x100000
                                s_mul_i32 %s11, s2, %s10
                        (use)   v_add_u32_e32 %v3, %s11, v0
"""
from .ir import Op, walk
from .machine import VReg


class WorkItemMixin:
    """Selector methods for arguments and geometry (select.py)."""

    def prologue(self):
        """Loads each dimension's size (and global_id's base) once, where every lane runs."""
        self.sizes, self.bases, words = {}, {}, {}
        for s in walk(self.fn.body):
            if not isinstance(s, Op) or s.op not in ("global_id", "local_size"):
                continue
            if s.attr not in self.sizes:
                offset = self.layout.hidden + 12 + 2 * s.attr
                if offset & ~3 not in words:
                    words[offset & ~3] = self.vreg("s")
                    self.load_kernarg(words[offset & ~3], offset & ~3)
                size = self.vreg("s")
                self.emit("s_bfe_u32", [size], [words[offset & ~3],
                                                "0x100010" if offset & 2 else "0x100000"])
                self.sizes[s.attr] = size
            if s.op == "global_id" and s.attr not in self.bases:
                base = self.vreg("s")
                self.emit("s_mul_i32", [base], [self.layout.group_id[s.attr],
                                                self.sizes[s.attr]])
                self.bases[s.attr] = base

    def op_arg(self, s):
        d = self.reg(s.dst)
        if s.dst.type.bits == 16:                       # the half of an aligned dword
            word = self.vreg("s")
            self.load_kernarg(word, s.attr & ~3)
            field = "0x100010" if s.attr & 2 else "0x100000"
            if d.file == "s":
                self.emit("s_bfe_u32", [d], [word, field])
            else:
                self.vop3("v_bfe_u32", [d], [word, "16" if s.attr & 2 else "0", "16"])
            return
        if d.file == "s":
            self.load_kernarg(d, s.attr)
            return
        tmp = self.vreg("s", d.size)
        self.load_kernarg(tmp, s.attr)
        self.move(d, tmp)

    def load_kernarg(self, d, offset):
        op = "s_load_dwordx2" if d.size == 2 else "s_load_dword"
        unit = 4 if self.gfx7 else 1
        self.emit(op, [d], [self.layout.kernarg, f"0x{offset // unit:x}"])

    def op_local_id(self, s):
        if not self.target.has("packed_tid") and self.alias(s.dst, "v", s.attr):
            return
        d = self.reg(s.dst)
        if self.target.has("packed_tid"):
            self.emit("v_bfe_u32", [d], ["v0", str(10 * s.attr), "10"])
        else:
            self.emit("v_mov_b32_e32", [d], [f"v{s.attr}"])

    def op_group_id(self, s):
        if self.alias(s.dst, "s", int(self.layout.group_id[s.attr][1:])):
            return
        self.move(self.reg(s.dst), self.layout.group_id[s.attr])

    def alias(self, value, file, number):
        """Use the entry register itself for a value assigned only here (it is never
        written: the allocator starts above the entry registers)."""
        if value.id in self.regs or self.def_count.get(value.id, 0) != 1 or \
                self.bank.get(value.id) != file.upper():
            return False
        self.regs[value.id] = VReg(-1 - number, file, 1, phys=number, fixed=True)
        return True

    def num_groups(self, d, dim):
        """The work-group count from the hidden arguments (code object v5)."""
        self.load_kernarg(d, self.layout.hidden + 4 * dim)

    def op_local_size(self, s):
        self.uniform_builtin(s, "local_size")

    def op_num_groups(self, s):
        self.uniform_builtin(s, "num_groups")

    def uniform_builtin(self, s, name):
        d = self.reg(s.dst)
        if name == "local_size":
            return self.move(d, self.sizes[s.attr])
        if d.file == "s":
            return self.num_groups(d, s.attr)
        tmp = self.vreg("s")
        self.num_groups(tmp, s.attr)
        self.move(d, tmp)

    def op_global_id(self, s):
        lid = self.vreg("v")
        if self.target.has("packed_tid"):
            self.emit("v_bfe_u32", [lid], ["v0", str(10 * s.attr), "10"])
        else:
            lid = f"v{s.attr}"
        self.v_add(self.reg(s.dst), self.bases[s.attr], lid)
