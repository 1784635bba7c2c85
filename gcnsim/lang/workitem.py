"""Kernel arguments and work-item geometry: arguments come from the kernarg segment
(``s_load``; gfx7's SMRD offsets count dwords), work-group ids from the SGPRs the dispatch
fills, local ids from v0..v2 (packed 10 bits each into v0 on gfx90a/gfx942), and the
work-group size and count from the hidden arguments (code object v5). Sizes and the base
``group_id * local_size`` of each dimension are loaded once, at the kernel's entry.

A grid that is not a multiple of the work-group size ends in a partial group (grid 250, block
100: groups of 100, 100 and 50). ``num_groups()`` counts it, as OpenCL's get_num_groups and
HIP's gridDim do: hidden_block_count counts whole groups only, so one is added when
hidden_remainder is nonzero, as the ROCm device libraries' __ockl_get_num_groups does.
``local_size()`` is the size the launch asked for in every group, the partial one too (HIP's
blockDim; OpenCL 2.0's get_enqueued_local_size, not its get_local_size, which is the remainder
in the partial group), so ``global_id == group_id * local_size + local_id`` holds everywhere;
the partial group has ``global_size - group_id * local_size`` work-items. ``global_size()``
is the grid's work-items (OpenCL's get_global_size): a grid-stride loop steps by it, since
``local_size * num_groups`` overshoots a grid that ends in a partial group.

    global_id(0)    ->  (entry) s_load_dword %s9, s[0:1], 0x24 ; s_bfe_u32 %s10, %s9, 0x100000
                                s_mul_i32 %s11, s2, %s10
                        (use)   v_add_u32_e32 %v3, %s11, v0
"""
from .emit import hidden_field
from .ir import Op, walk
from .machine import VReg


class WorkItemMixin:
    """Selector methods for arguments and geometry (select.py)."""

    def prologue(self):
        """Loads each dimension's size (and global_id's base) once, where every lane runs."""
        self.sizes, self.bases, words = {}, {}, {}
        for s in walk(self.fn.body):
            if not isinstance(s, Op) or s.op not in ("global_id", "local_size", "global_size"):
                continue
            if s.attr not in self.sizes:
                offset = self.hidden_at("hidden_group_size", s.attr)
                if offset & ~3 not in words:
                    words[offset & ~3] = self.vreg("s")
                    self.load_kernarg(words[offset & ~3], offset & ~3)
                size = self.vreg("s")
                self.emit("s_bfe_u32", [size], [words[offset & ~3], half_field(offset)])
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
            if d.file == "s":
                self.emit("s_bfe_u32", [d], [word, half_field(s.attr)])
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
        """The work-group count, a partial group included: hidden_block_count, plus one when
        hidden_remainder is nonzero (s_cmp_lg_u32 sets SCC, s_addc_u32 adds it)."""
        whole = self.vreg("s")
        self.load_kernarg(whole, self.hidden_at("hidden_block_count", dim))
        rest = self.remainder(dim)
        self.emit("s_cmp_lg_u32", [], [rest, "0"])
        self.emit("s_addc_u32", [d], [whole, "0"])

    def global_size(self, d, dim):
        """The work-items of the grid: whole groups times their size, plus the remainder."""
        whole, product = self.vreg("s"), self.vreg("s")
        self.load_kernarg(whole, self.hidden_at("hidden_block_count", dim))
        self.emit("s_mul_i32", [product], [whole, self.sizes[dim]])
        self.emit("s_add_u32", [d], [product, self.remainder(dim)])

    def remainder(self, dim):
        """An SGPR with hidden_remainder: the partial group's size, or 0."""
        word, rest = self.vreg("s"), self.vreg("s")
        offset = self.hidden_at("hidden_remainder", dim)
        self.load_kernarg(word, offset & ~3)
        self.emit("s_bfe_u32", [rest], [word, half_field(offset)])
        return rest

    def hidden_at(self, kind, dim):
        """The kernarg offset of a hidden argument."""
        return self.layout.hidden + hidden_field(kind, dim)[0]

    def op_local_size(self, s):
        self.move(self.reg(s.dst), self.sizes[s.attr])

    def op_num_groups(self, s):
        self.uniform_builtin(s, self.num_groups)

    def op_global_size(self, s):
        self.uniform_builtin(s, self.global_size)

    def uniform_builtin(self, s, compute):
        """``compute(sgpr, dim)``, moved to a VGPR where the value lives in one."""
        d = self.reg(s.dst)
        if d.file == "s":
            return compute(d, s.attr)
        tmp = self.vreg("s")
        compute(tmp, s.attr)
        self.move(d, tmp)

    def op_global_id(self, s):
        lid = self.vreg("v")
        if self.target.has("packed_tid"):
            self.emit("v_bfe_u32", [lid], ["v0", str(10 * s.attr), "10"])
        else:
            lid = f"v{s.attr}"
        self.v_add(self.reg(s.dst), self.bases[s.attr], lid)


def half_field(offset):
    """s_bfe_u32's field (offset, then width << 16) of the 16 bits at ``offset`` in its
    dword."""
    return "0x100010" if offset & 2 else "0x100000"
