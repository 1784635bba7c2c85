"""What the static checkers report: one Finding per register used too early or hazard reached
too soon, with a stable rule id, where it is, why, and the fix.

    Finding(rule="waitcnt-read", kernel="saxpy", offset=0x24, text="v_add_f32_e32 v1, v1, v2",
            register="v1", message="reads v1 before 'global_load_dword v1, v[2:3], off' "
                                   "(offset 0x10, vmcnt) is known complete",
            fix="s_waitcnt vmcnt(0) before this instruction", path=(0x0, 0x18))

``str(finding)`` is one line; ``location`` (file, line, column) is filled where the input was
assembly text, ``source`` (a SourceLocation) where the code has a line table (``.loc`` in the
assembly, DWARF in a code object): then the finding leads with the program's own source line,
``k.cl:15:22: error: [waitcnt-read] k+0x24 (k.s:120:3) 'v_add_f32_e32 v1, v1, v2' ...``.
Notes (severity "note", no fix) say where the analysis was conservative or the code is odd
(``flow_notes``): each call (the callee's memory operations are taken as complete at its
return, as LLVM's calling convention has it), each branch to an address it cannot know (a
function's return is none), code as written that no entry reaches (not checked), and code from
which no path reaches s_endpgm or a return (a wave there loops forever).
"""
from dataclasses import dataclass, field

from .paths import block_of, owners


@dataclass(frozen=True)
class Finding:
    rule: str                   # stable id: waitcnt-read, waitcnt-overwrite, barrier-release, ...
    severity: str               # "error" (LLVM's rule), "warning" (the manual's only), "note"
    kernel: str
    offset: int                 # byte offset of the instruction in the code
    text: str
    register: str
    message: str
    fix: str
    path: tuple = ()            # block start offsets from where the cause was issued to here
    location: tuple = field(default=None, compare=False)    # (file, line, column) for .s input
    source: object = field(default=None, compare=False)     # SourceLocation (.loc or DWARF)

    def __str__(self):
        where = (f"{self.location[0]}:{self.location[1]}:{self.location[2]}"
                 if self.location else "")
        at = ""
        if self.source is not None:         # the program's own source leads, as compilers say
            at, where = (f" ({where})" if where else ""), str(self.source)
        path = " -> ".join(f"0x{p:x}" for p in self.path)
        via = f" (path: {path})" if len(self.path) > 1 else ""
        fix = f"; fix: {self.fix}" if self.fix else ""
        return (f"{where}{': ' if where else ''}{self.severity}: [{self.rule}] "
                f"{self.kernel}+0x{self.offset:x}{at} '{self.text}' {self.message}{fix}{via}")

    def as_dict(self):
        source = self.source
        return {"rule": self.rule, "severity": self.severity, "kernel": self.kernel,
                "offset": self.offset, "text": self.text, "register": self.register,
                "message": self.message, "fix": self.fix, "path": list(self.path),
                "location": list(self.location) if self.location else None,
                "source": [source.file, source.line, source.column] if source else None}


def flow_notes(cfg, functions=(), labels=None):
    """The notes of a Cfg's calls and unknown branch targets; ``functions``: names of entries
    that are functions (an unknown ``s_setpc_b64`` in code they or a callee reach returns);
    ``labels``: {name: offset} to name callees by (default: the entries)."""
    starts = {cfg.entries[name] for name in functions} | set(cfg.calls.values()) - {None}
    in_functions = _reach(cfg, starts)
    named = {offset: f"{name} " for name, offset in (labels or cfg.entries).items()}
    insts = {offset: inst for b in cfg.blocks.values() for offset, inst in b.instructions}
    owner = owners(cfg)
    notes = []
    for offset in sorted(set(cfg.calls) | set(cfg.indirect)):
        callee = cfg.calls.get(offset)
        if callee is not None:
            rule, message = "call", (
                f"calls {named.get(callee, '')}(offset 0x{callee:x}), conservatively: its "
                "memory operations are complete when it returns (LLVM's calling convention); "
                "wait states are counted through the callee and, as LLVM counts them, over "
                "the call")
        elif offset in cfg.calls:
            rule, message = "indirect-call", ("calls an address the analysis cannot know: the "
                                              "callee is not checked; handled as a call")
        elif insts[offset].op.name == "s_setpc_b64" and block_of(cfg, offset) in in_functions:
            continue
        else:
            rule, message = "indirect-branch", ("branches to an address the analysis cannot "
                                                "know: code reached only through it is not "
                                                "checked")
        notes.append(Finding(rule, "note", owner.get(block_of(cfg, offset), "?"), offset,
                             cfg.text(offset), "",
                             message, ""))
    for offset, inst, end in cfg.unreached:
        before = [(at, name) for name, at in cfg.entries.items() if at <= offset]
        notes.append(Finding("unreachable", "note", max(before)[1] if before else "?", offset,
                             cfg.text(offset, inst), "",
                             f"starts code (to 0x{end:x}) that no entry reaches: not checked",
                             ""))
    preds = cfg.predecessors()
    trapped = set(cfg.blocks) - _reach(cfg, [b for b in cfg.blocks
                                             if not cfg.blocks[b].successors], preds)
    for start in sorted(trapped):
        if start in cfg.entries.values() or set(preds[start]) - trapped:
            inst = cfg.blocks[start].instructions[0][1]
            notes.append(Finding("no-exit", "note", owner.get(start, "?"), start,
                                 cfg.text(start), "",
                                 "starts code that never reaches s_endpgm or a return: the "
                                 "wave loops here forever", ""))
    return notes


def _reach(cfg, starts, edges=None):
    """Block starts reachable from ``starts`` along ``edges`` ({start: [next]}, by default
    the successors)."""
    seen, todo = set(), [s for s in starts if s in cfg.blocks]
    while todo:
        at = todo.pop()
        if at not in seen:
            seen.add(at)
            todo.extend(edges[at] if edges is not None else cfg.blocks[at].successors)
    return seen
