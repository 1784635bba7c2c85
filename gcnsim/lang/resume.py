"""Control flow, divergence scheme "resume-pc": Mesa's VC4 lowering on GCN. Each lane keeps
in a VGPR ``rpc`` the block it waits for (0: active). A lane that does not take a branch, breaks,
continues or returns writes the number of the block where it resumes; every block that lanes may
wait for starts by waking them (``rpc == this block -> 0``) and EXEC is recomputed from ``rpc``
(within the lanes the wave started with). Skips are all-lanes branches (``s_cbranch_execz``),
loops repeat while any lane is active (``s_cbranch_execnz``). No masks are saved.

    if c:  (divergent)          v_cndmask_b32_e64 rpc, ELSE#, rpc, %c   ; !c lanes wait for ELSE
        A                       s_and_b64 exec, exec, %c ; s_cbranch_execz ELSE
    else:                       A ; v_mov_b32 rpc, END#                  ; then lanes wait for END
        B               ->    ELSE: s_mov_b64 exec, %live ; v_cmp_eq_u32 %w, ELSE#, rpc
                                    v_cndmask_b32 rpc, rpc, 0, %w ; v_cmp_eq_u32 %a, 0, rpc
                                    s_mov_b64 exec, %a ; s_cbranch_execz END ; B
                              END:  (wake END# the same way)
"""
from .control import ExecLowering
from .ir import Const

EXIT = 0xFFFF            # the block a returned lane waits for: none ever wakes it


class ResumeLowering(ExecLowering):
    def __init__(self, sel):
        super().__init__(sel)
        self.ids = {}
        self.waited = set()
        self.live = sel.vreg("s", 2)
        self.rpc = sel.vreg("v")
        sel.emit("s_mov_b64", [self.live], ["exec"])
        sel.emit("v_mov_b32_e32", [self.rpc], ["0"])

    def label(self, name):
        label = super().label(name)
        self.ids[label] = len(self.ids) + 1
        return label

    def wait_for(self, label):
        """The active lanes wait for ``label`` (they are inactive from here)."""
        self.waited.add(label)
        self.sel.emit("v_mov_b32_e32", [self.rpc], [str(self.ids[label])])

    def place(self, label):
        super().place(label)
        if label in self.waited:
            self.wake(self.ids[label])

    def wake(self, number):
        sel = self.sel
        here, active = sel.vreg("s", 2), sel.vreg("s", 2)
        sel.emit("s_mov_b64", ["exec"], [self.live])
        sel.vop3("v_cmp_eq_u32_e64", [here], [str(number), self.rpc])
        sel.emit("v_cndmask_b32_e64", [self.rpc], [self.rpc, "0", here])
        sel.emit("v_cmp_eq_u32_e64", [active], ["0", self.rpc])
        sel.emit("s_mov_b64", ["exec"], [active])

    def split(self, mask, label):
        """Active lanes where ``mask`` is false wait for ``label``; skip if none is left."""
        sel = self.sel
        self.waited.add(label)
        number = sel.to_v(str(self.ids[label])) if self.ids[label] > 64 else str(self.ids[label])
        sel.emit("v_cndmask_b32_e64", [self.rpc], [number, self.rpc, mask])
        sel.emit("s_and_b64", ["exec"], ["exec", mask])
        self.branch("s_cbranch_execz", label)

    def divergent_if(self, s):
        mask = self.sel.mask_of(s.cond)
        other, end = self.label("else"), self.label("endif")
        self.split(mask, other if s.orelse else end)
        if self.region(s.then) and s.orelse:
            self.wait_for(end)
        if s.orelse:
            self.place(other)
            self.branch("s_cbranch_execz", end)
            self.region(s.orelse)
        self.place(end)

    def loop_enter(self, s):
        return None

    def iteration_start(self, state):
        pass

    def continued(self, state):
        pass

    def back_edge(self, s, head):
        self.branch("s_cbranch_execnz" if s.divergent else "s_branch", head)

    def loop_leave(self, state):
        pass

    def exit_test(self, s, state, end):
        if isinstance(s.cond, Const) or not s.divergent:
            return super().exit_test(s, state, end)
        self.split(self.sel.mask_of(s.cond), end)

    def guarded_jump(self, s, mask):
        sel = self.sel
        if s.kind == "return":
            number = EXIT
        else:
            _, head, latch, end, state = self.loops[-1]
            label = end if s.kind == "break" else latch
            self.waited.add(label)
            number = self.ids[label]
        value = sel.to_v(f"0x{number:x}") if number > 64 else str(number)
        sel.emit("v_cndmask_b32_e64", [self.rpc], [self.rpc, value, mask])
        sel.emit("s_andn2_b64", ["exec"], ["exec", mask])

    def leave_kernel(self):
        self.sel.emit("v_mov_b32_e32", [self.rpc], [str(EXIT)])
        self.sel.emit("s_mov_b64", ["exec"], ["0"])

    def masked_jump(self, kind, state, end, latch):
        self.wait_for(end if kind == "break" else latch)
        self.sel.emit("s_mov_b64", ["exec"], ["0"])
