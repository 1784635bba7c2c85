"""The fences of the memory model, statically: what an acquire's cache invalidation and a
release's writeback need around them, on every path of every kernel.

LLVM's memory legalizer (SIMemoryLegalizer, the code sequences of AMDGPUUsage's memory model
for GFX6-GFX9, GFX90A and GFX942) writes an agent-scope acquire and release as (llc-19's own
output for ``load atomic acquire`` / ``store atomic release``, syncscope "agent", and for
gfx90a the system scope, which alone needs a writeback there):

    acquire  gfx701, gfx900, gfx90a       gfx942                 release (gfx90a: system)
             global_load_dword v1, ... glc global_load ... sc1     global_store_dword ...  (data)
             s_waitcnt vmcnt(0)            s_waitcnt vmcnt(0)      buffer_wbl2 [sc1]
             buffer_wbinvl1_vol            buffer_inv sc1          s_waitcnt vmcnt(0)
                                                                   global_store ... [sc1]  (flag)

on gfx701, gfx900 and gfx90a an agent release is only the ``s_waitcnt vmcnt(0)`` before the
flag store; none of the four targets has ``s_waitcnt_vscnt`` (stores count on vmcnt). What a
checker can know from the code alone is where a sequence is begun and not finished: a cache
invalidation says "acquire here", a writeback says "release here". So:

- ``fence-acquire``: an invalidation (buffer_wbinvl1[_vol], buffer_inv, buffer_invl2) reached
  while a load or returning atomic may be outstanding: the invalidation may run before the
  flag's value arrives, and the loads after it read lines the L1 cached before the flag was
  set (AMDGPUUsage: the s_waitcnt vmcnt(0) "must happen before the following
  buffer_wbinvl1_vol; ensures the load has completed before invalidating the cache");
- ``fence-release``: a store or atomic reached while a writeback (buffer_wbl2) may be
  outstanding: the flag may be seen before the data the writeback releases (the s_waitcnt
  vmcnt(0) after buffer_wbl2 "must happen before the following store"). The writeback counts
  on vmcnt here as that wait says (SIInsertWaitcnts gives it no event: isa/counters.py).

A release or acquire written with no fence at all (a plain store of the flag, a plain load
and no invalidation) looks like any other code and is not found: on gfx701-gfx90a an agent
release is no more than a wait, and a relaxed atomic has the same bits (glc, sc1) as an
acquiring one. The findings reuse the waitcnt checker's dataflow (analysis/waitcnt.py).

    global_load_dword v1, v[2:3], off glc
    buffer_wbinvl1_vol                      -> fence-acquire: reached before
                                               'global_load_dword v1, v[2:3], off glc'
                                               (offset 0x0, vmcnt) is known complete;
                                               fix: s_waitcnt vmcnt(0)
"""
from dataclasses import dataclass, fields

from ..isa.counters import VMCNT
from .findings import Finding
from .paths import path
from .waitcnt import Checker, Facts

INVALIDATES = frozenset({"buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbinvl1_sc",
                         "buffer_inv", "buffer_invl2"})
WRITEBACKS = frozenset({"buffer_wbl2"})
WRITEBACK_EVENT = ((VMCNT, "vmem"),)
WHY = {"fence-acquire": "the invalidation may run before the value arrives: loads after it "
                        "may read stale cache lines",
       "fence-release": "the store may be seen before the writeback makes the data it "
                        "releases visible"}


@dataclass(frozen=True)
class FenceFacts(Facts):
    """Facts with the instruction's part in a fence: "acquire" (an invalidation), "release"
    (a writeback, on vmcnt) or ""."""
    fence: str = ""


def _fields(facts):
    """A Facts record's fields by name, as they are (asdict's deep copy of every instruction's
    record was a quarter of a static check's time)."""
    return {field.name: getattr(facts, field.name) for field in fields(facts)}


class FenceChecker(Checker):
    """The waitcnt checker's dataflow, asking only the fence questions."""

    def __init__(self, cfg):
        super().__init__(cfg)
        for offset, inst in self.insts.items():
            if inst.op.name in INVALIDATES:
                self.facts[offset] = FenceFacts(**_fields(self.facts[offset]), fence="acquire")
            elif inst.op.name in WRITEBACKS:
                values = _fields(self.facts[offset])
                values.update(events=WRITEBACK_EVENT, amounts=(1,))
                self.facts[offset] = FenceFacts(**values, fence="release")

    def _conflicts(self, fact, state):
        """[(rule, 1, counter, issuing offset, count that makes it safe)]."""
        acquire = getattr(fact, "fence", "") == "acquire"
        stores = fact.stores and any(counter == VMCNT for counter, _ in fact.events)
        if not acquire and not stores:
            return []
        found = []
        for (counter, issued), (_, newer, _) in state.ops.items():
            cause = self.facts[issued]
            release = getattr(cause, "fence", "") == "release"
            if counter != VMCNT:
                continue
            if acquire and cause.dest and not release:
                found.append(("fence-acquire", 1, counter, issued, newer))
            elif stores and release:
                found.append(("fence-release", 1, counter, issued, newer))
        return found

    def _report(self, block, offset, fact, access, hit, counter, issued, fix):
        key = (offset, access, issued)
        if key in self.findings:
            return
        self.findings[key] = Finding(
            access, "error", self.owners.get(block.start, "?"), offset, self.cfg.text(offset), "",
            f"reached before '{self.cfg.text(issued)}' (offset 0x{issued:x}, {counter}) is known "
            f"complete: {WHY[access]}", f"{fix} before this instruction",
            path(self.cfg, issued, block.start))


def check_fences(cfg):
    """The fence Findings of every kernel and function of a Cfg."""
    return FenceChecker(cfg).run()
