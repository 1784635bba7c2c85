"""Selection of the wave builtins (intrinsics.py): lane ids from v_mbcnt, masks from v_cmp and
EXEC, lane exchange by ds_bpermute_b32 on gfx9 (as clang-19 selects __shfl) and, on gfx701 which
has no ds_bpermute, a waterfall loop over the source lanes with v_readfirstlane/v_readlane (as
LLVM's waterfall loops take a divergent lane index to a scalar).

    lane_id()        ->  v_mbcnt_lo_u32_b32 %v1, -1, 0 ; v_mbcnt_hi_u32_b32 %v2, -1, %v1
    shuffle(x, k)    ->  v_lshlrev_b32_e32 %v3, 2, k ; ds_bpermute_b32 %v4, %v3, x      (gfx9)
    wave_sum(x)      ->  s_or_saveexec_b64 %s0, -1 ; v_mov_b32 %v5, 0 ; s_mov_b64 exec, %s0
                         v_mov_b32 %v5, x ; s_mov_b64 exec, -1                 (whole wave)
                         ds_swizzle_b32 %v6, %v5 offset:swizzle(BITMASK_PERM...) ; v_add ...
                         (xor 1, 2, 4, 8, 16) ; v_readlane_b32 %s1, %v5, 0 / 32
                         s_mov_b64 exec, %s0 ; s_add_u32 %s3, %s1, %s2

A reduction first gives the inactive lanes its identity with the whole wave enabled (LLVM's
set_inactive and whole-wave mode), so they take no part; shuffles read 0 from inactive lanes,
as ds_bpermute_b32 does, and so does the gfx701 loop.
"""
from .machine import Sub
from .operands import is_vgpr

IDENTITY = {("add", "int"): "0", ("add", "uint"): "0", ("add", "float"): "0",
            ("min", "int"): "0x7fffffff", ("min", "uint"): "-1",
            ("min", "float"): "0x7f800000", ("max", "int"): "0x80000000",
            ("max", "uint"): "0", ("max", "float"): "0xff800000"}
V_COMBINE = {("min", "int"): "v_min_i32_e32", ("min", "uint"): "v_min_u32_e32",
             ("max", "int"): "v_max_i32_e32", ("max", "uint"): "v_max_u32_e32",
             ("add", "float"): "v_add_f32_e32", ("min", "float"): "v_min_f32_e32",
             ("max", "float"): "v_max_f32_e32"}
S_COMBINE = {("add", "int"): "s_add_u32", ("add", "uint"): "s_add_u32",
             ("min", "int"): "s_min_i32", ("min", "uint"): "s_min_u32",
             ("max", "int"): "s_max_i32", ("max", "uint"): "s_max_u32"}


class WaveMixin:
    """Selector methods (select.py) for the wave builtins."""

    def op_lane_id(self, s):
        self.op_lane_id_into(self.reg(s.dst))

    def op_lane_id_into(self, d):
        low = self.vreg("v")
        self.vop3(self.e64("v_mbcnt_lo_u32_b32"), [low], ["-1", "0"])
        self.vop3(self.e64("v_mbcnt_hi_u32_b32"), [d], ["-1", low])

    def op_activemask(self, s):
        self.mask_to_pair(self.reg(s.dst), "exec")

    def op_ballot(self, s):
        active = self.vreg("s", 2)
        self.emit("s_and_b64", [active], [self.mask_of(s.args[0]), "exec"])
        self.mask_to_pair(self.reg(s.dst), active)

    def mask_to_pair(self, d, mask):
        if d.file != "v":
            self.emit("s_mov_b64", [d], [mask])
            return
        halves = ("exec_lo", "exec_hi") if mask == "exec" else (Sub(mask, 0), Sub(mask, 1))
        for half, src in enumerate(halves):
            self.emit("v_mov_b32_e32", [Sub(d, half)], [src])

    def op_wave_any(self, s):
        self.wave_test(s, "s_and_b64", [self.mask_of(s.args[0]), "exec"], ["-1", "0"])

    def op_wave_all(self, s):
        self.wave_test(s, "s_andn2_b64", ["exec", self.mask_of(s.args[0])], ["0", "-1"])

    def wave_test(self, s, op, srcs, picks):
        """SCC from ``op`` (some active lane is set), the bool from it."""
        d = self.reg(s.dst)
        self.emit(op, [self.vreg("s", 2)], srcs)
        if d.file == "v":
            mask = self.vreg("s", 2)
            self.emit("s_cselect_b64", [mask], picks)
            self.emit("v_cndmask_b32_e64", [d], ["0", "1", mask])
            return
        self.emit("s_cselect_b64", [d], picks)
        if picks[0] == "-1":                     # SCC is the bool itself (wave_any)
            self.scc = d

    def op_readfirstlane(self, s):
        d, x = self.reg(s.dst), self.operand(s.args[0])
        if is_vgpr(x):
            first = self.vreg("s")
            self.emit("v_readfirstlane_b32", [first], [x])
            x = first
        self.move(d, x)

    def op_shuffle(self, s):
        x, k = (self.to_v(self.operand(a)) for a in s.args)
        d = self.reg(s.dst)
        if self.gfx7:
            return self.waterfall(d, x, k)
        address = self.vreg("v")
        self.vop2("v_lshlrev_b32_e32", address, "2", k)
        self.emit("ds_bpermute_b32", [d], [address, x])

    def waterfall(self, d, x, k):
        """d = x of lane k & 63 for each active lane, one source lane an iteration (0 where
        that lane is inactive)."""
        saved, lane, index = self.vreg("s", 2), self.vreg("s"), self.vreg("v")
        self.emit("v_and_b32_e32", [index], ["63", k])
        self.emit("s_mov_b64", [saved], ["exec"])
        top = f".Lshuffle{self.count}"
        self.emit(top + ":")
        self.emit("v_readfirstlane_b32", [lane], [index])
        same, before, value, bit = (self.vreg("s", 2), self.vreg("s", 2), self.vreg("s"),
                                    self.vreg("s", 2))
        self.emit("v_cmp_eq_u32_e64", [same], [lane, index])
        self.emit("s_and_saveexec_b64", [before], [same])
        self.emit("v_readlane_b32", [value], [x, lane])
        self.emit("s_lshl_b64", [bit], ["1", lane])
        self.emit("s_and_b64", [bit], [bit, saved])            # SCC: the source lane is active
        self.emit("s_cselect_b32", [value], [value, "0"])
        self.emit("v_mov_b32_e32", [d], [value])
        self.emit("s_xor_b64", ["exec"], [before, "exec"])
        self.emit("s_cbranch_execnz", [top], target=top)
        self.emit("s_mov_b64", ["exec"], [saved])

    def whole_wave(self, key, x):
        """(saved EXEC, a VGPR holding x in the active lanes and the identity of ``key`` in
        the others), EXEC left all ones (whole-wave mode)."""
        saved, acc = self.vreg("s", 2), self.vreg("v")
        self.emit("s_or_saveexec_b64", [saved], ["-1"])
        self.emit("v_mov_b32_e32", [acc], [IDENTITY[key]])
        self.emit("s_mov_b64", ["exec"], [saved])
        self.emit("v_mov_b32_e32", [acc], [self.operand(x)])
        self.emit("s_mov_b64", ["exec"], ["-1"])
        return saved, acc

    def op_wave_reduce(self, s):
        key = (s.attr, s.dst.type.kind)
        d = self.reg(s.dst)
        saved, acc = self.whole_wave(key, s.args[0])
        for m in (1, 2, 4, 8, 16):                    # within each half: xor m (bit-mask mode)
            other = self.vreg("v")
            self.emit("ds_swizzle_b32", [other], [acc], suffix=f"offset:{0x1F | m << 10}")
            self.combine(key, acc, acc, other)
        halves = [self.vreg("s"), self.vreg("s")]
        for half, lane in zip(halves, ("0", "32")):
            self.emit("v_readlane_b32", [half], [acc, lane])
        self.emit("s_mov_b64", ["exec"], [saved])
        if key in S_COMBINE:
            total = self.vreg("s")
            self.emit(S_COMBINE[key], [total], halves)
            return self.move(d, total)
        self.combine(key, d, halves[0], self.to_v(halves[1]))

    def combine(self, key, d, a, b):
        if key[0] == "add" and key[1] != "float":
            return self.v_add(d, a, b)
        self.emit(V_COMBINE[key], [d], [a, b])

    def op_wave_prefix_sum(self, s):
        """Inclusive: lane k gets the sum of the active lanes 0..k. gfx9: six steps of lane k
        adding lane k - 2^j's partial sum (ds_bpermute_b32; 0 below lane 0); gfx701, with no
        lane exchange at a distance, a lane-by-lane chain of v_readlane and v_writelane."""
        key = ("add", s.dst.type.kind)
        saved, acc = self.whole_wave(key, s.args[0])
        if self.gfx7:
            self.prefix_chain(key, acc)
        else:
            lane = self.vreg("v")
            self.op_lane_id_into(lane)
            for step in (1, 2, 4, 8, 16, 32):
                source, address, other, below = (self.vreg("v"), self.vreg("v"),
                                                 self.vreg("v"), self.vreg("s", 2))
                self.v_sub(source, lane, str(step))
                self.vop2("v_lshlrev_b32_e32", address, "2", source)
                self.emit("ds_bpermute_b32", [other], [address, acc])
                self.emit("v_cmp_gt_u32_e64", [below], [str(step), lane])
                self.emit("v_cndmask_b32_e64", [other], [other, "0", below])
                self.combine(key, acc, acc, other)
        self.emit("s_mov_b64", ["exec"], [saved])
        self.move(self.reg(s.dst), acc)

    def prefix_chain(self, key, acc):
        previous = self.vreg("s")
        self.emit("v_readlane_b32", [previous], [acc, "0"])
        for k in range(1, 64):
            mine, total = self.vreg("s"), self.vreg("s")
            self.emit("v_readlane_b32", [mine], [acc, str(k)])
            if key[1] == "float":
                wide, first = self.vreg("v"), self.vreg("s")
                self.emit("v_add_f32_e64", [wide], [previous, self.to_v(mine)])
                self.emit("v_readfirstlane_b32", [first], [wide])
                total = first
            else:
                self.emit("s_add_u32", [total], [previous, mine])
            self.emit("v_writelane_b32", [acc], [total, str(k)])
            previous = total
