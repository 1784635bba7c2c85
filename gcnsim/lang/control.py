"""Control flow, divergence scheme "exec": structured regions -> scalar branches where the
condition is uniform, EXEC-mask code where it is divergent (the GCN form of listing 8.1 on the
R9 290X; LLVM's SILowerControlFlow does the same with SI_IF/SI_ELSE/SI_LOOP).

A lane that leaves a region early (break, continue, return under divergent control) is taken
out of EXEC; every join restores only the lanes that reach it (the exits of each arm, the
break mask of a loop), so a lane that left never comes back by accident.

    if c:  (divergent)           s_and_saveexec_b64 %save, %c      ; exec = lanes taking then
        A                        s_andn2_b64 %else, %save, %c       ; lanes for else
    else:                        s_cbranch_execz ELSE
        B                        A
                       ->      ELSE: s_mov_b64 %then, exec ; s_mov_b64 exec, %else
                                     s_cbranch_execz END ; B
                               END:  s_or_b64 exec, exec, %then

An if with no else and no jump inside gives every lane back at its end: there the join is
``s_or_b64 exec, exec, %save`` and %else is not made (SILowerControlFlow's SI_END_CF).

    while c:  (divergent)        s_mov_b64 %brk, 0
        A                      HEAD: c ; s_andn2_b64 %t, exec, %c ; s_or_b64 %brk, %brk, %t
                       ->            s_and_b64 exec, exec, %c ; s_cbranch_execz END
                                     A ; s_branch HEAD
                               END:  s_mov_b64 exec, %brk

    if c: break  (masked)     ->  s_and_b64 %t, exec, %c ; s_or_b64 %brk, %brk, %t
                                  s_andn2_b64 exec, exec, %c
"""
from .ir import Const, If, Jump, Loop, Op, walk


class ExecLowering:
    def __init__(self, sel):
        self.sel = sel
        self.labels = 0
        self.loops = []            # (loop, head label, latch label, end label, brk, cont)

    def label(self, name):
        self.labels += 1
        return f".L{self.labels}_{name}"

    def place(self, label):
        self.sel.emit(label + ":")

    def branch(self, op, label):
        self.sel.emit(op, [label], target=label)

    def region(self, stmts):
        """Lower ``stmts``; False when control cannot fall out of them (a jump ended them)."""
        for s in stmts:
            if isinstance(s, Op):
                self.sel.op(s)
            elif isinstance(s, If):
                self.if_(s)
            elif isinstance(s, Loop):
                self.loop(s)
            else:
                self.sel.line = s.line
                self.jump(s)
                return False
        return True

    def if_(self, s):
        sel = self.sel
        sel.line = s.line
        if isinstance(s.cond, Const):
            self.region(s.then if s.cond.value else s.orelse)
            return
        if (not s.orelse and len(s.then) == 1 and isinstance(s.then[0], Jump)
                and (s.divergent or s.then[0].masked and not sel.in_scc(s.cond))):
            self.sel.line = s.then[0].line
            self.guarded_jump(s.then[0], self.sel.mask_of(s.cond))
            return
        if not s.divergent:
            other, end = self.label("else"), self.label("endif")
            sel.scc_of(s.cond)
            self.branch("s_cbranch_scc0", other if s.orelse else end)
            falls = self.region(s.then)
            if s.orelse:
                if falls:
                    self.branch("s_branch", end)
                self.place(other)
                self.region(s.orelse)
            self.place(end)
            return
        self.divergent_if(s)

    def divergent_if(self, s):
        sel = self.sel
        mask = sel.mask_of(s.cond)
        save, rest = sel.vreg("s", 2), sel.vreg("s", 2)
        other, end = self.label("else"), self.label("endif")
        sel.emit("s_and_saveexec_b64", [save], [mask])
        if not s.orelse and not any(isinstance(j, Jump) for j in walk(s.then)):
            self.branch("s_cbranch_execz", other)      # every lane that entered comes back:
            self.region(s.then)                         # exec is what it was before the if
            self.place(other)
            sel.emit("s_or_b64", ["exec"], ["exec", save])
            return
        sel.emit("s_andn2_b64", [rest], [save, mask])
        self.branch("s_cbranch_execz", other)
        self.region(s.then)
        self.place(other)
        if s.orelse:
            then_exit = sel.vreg("s", 2)
            sel.emit("s_mov_b64", [then_exit], ["exec"])
            sel.emit("s_mov_b64", ["exec"], [rest])
            self.branch("s_cbranch_execz", end)
            self.region(s.orelse)
            self.place(end)
            sel.emit("s_or_b64", ["exec"], ["exec", then_exit])
        else:
            sel.emit("s_or_b64", ["exec"], ["exec", rest])

    def loop(self, s):
        sel = self.sel
        sel.line = s.line
        head, latch, end = self.label("loop"), self.label("latch"), self.label("endloop")
        state = self.loop_enter(s)
        self.place(head)
        self.region(s.head)
        if not (isinstance(s.cond, Const) and s.cond.value):
            self.exit_test(s, state, end)
        elif s.divergent:                              # while True: ends when no lane is left
            self.branch("s_cbranch_execz", end)
        self.iteration_start(state)
        self.loops.append((s, head, latch, end, state))
        self.region(s.body)
        self.loops.pop()
        self.place(latch)
        self.continued(state)
        self.region(s.latch)
        self.back_edge(s, head)
        self.place(end)
        self.loop_leave(state)

    # -- the exec scheme's loop masks --------------------------------------------------------

    def loop_enter(self, s):
        """(break mask, continue mask): lanes that left the loop / this iteration."""
        brk = cont = None
        if s.divergent:
            brk = self.sel.vreg("s", 2)
            self.sel.emit("s_mov_b64", [brk], ["0"])
        if has_masked_continue(s.body):
            cont = self.sel.vreg("s", 2)
        return brk, cont

    def iteration_start(self, state):
        if state[1] is not None:
            self.sel.emit("s_mov_b64", [state[1]], ["0"])

    def continued(self, state):
        if state[1] is not None:
            self.sel.emit("s_or_b64", ["exec"], ["exec", state[1]])

    def back_edge(self, s, head):
        self.branch("s_branch", head)

    def loop_leave(self, state):
        if state[0] is not None:
            self.sel.emit("s_mov_b64", ["exec"], [state[0]])

    def exit_test(self, s, state, end):
        sel = self.sel
        if isinstance(s.cond, Const):                  # while False
            self.branch("s_branch", end)
            return
        if not s.divergent:
            sel.scc_of(s.cond)
            self.branch("s_cbranch_scc0", end)
            return
        mask = sel.mask_of(s.cond)
        leaving = sel.vreg("s", 2)
        brk = state[0]
        sel.emit("s_andn2_b64", [leaving], ["exec", mask])
        sel.emit("s_or_b64", [brk], [brk, leaving])
        sel.emit("s_and_b64", ["exec"], ["exec", mask])
        self.branch("s_cbranch_execz", end)

    def jump(self, s):
        sel = self.sel
        if s.kind == "return":
            if s.masked:
                self.leave_kernel()
            else:
                sel.emit("s_endpgm")
            return
        _, head, latch, end, state = self.loops[-1]
        if not s.masked:
            self.branch("s_branch", end if s.kind == "break" else latch)
            return
        self.masked_jump(s.kind, state, end, latch)

    def guarded_jump(self, s, mask):
        """``if c: break`` (continue, return) under divergence: the lanes where c holds leave,
        with no branch (LLVM's SI_IF_BREAK does the same)."""
        sel = self.sel
        if s.kind != "return":
            _, head, latch, end, state = self.loops[-1]
            keep = state[0] if s.kind == "break" else state[1]
            taking = sel.vreg("s", 2)
            sel.emit("s_and_b64", [taking], ["exec", mask])
            sel.emit("s_or_b64", [keep], [keep, taking])
        sel.emit("s_andn2_b64", ["exec"], ["exec", mask])

    def leave_kernel(self):
        self.sel.emit("s_mov_b64", ["exec"], ["0"])

    def masked_jump(self, kind, state, end, latch):
        keep = state[0] if kind == "break" else state[1]
        self.sel.emit("s_or_b64", [keep], [keep, "exec"])
        self.sel.emit("s_mov_b64", ["exec"], ["0"])


def has_masked_continue(stmts):
    """Whether a continue of this loop (not of a loop inside it) is lowered with masks."""
    for s in stmts:
        if isinstance(s, Jump) and s.kind == "continue" and s.masked:
            return True
        if isinstance(s, If) and (has_masked_continue(s.then) or has_masked_continue(s.orelse)):
            return True
    return False
