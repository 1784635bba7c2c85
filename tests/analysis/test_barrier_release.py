"""A store still outstanding at s_barrier (gcnsim/analysis/waitcnt.py, rule barrier-release):
every store (LDS, GDS, global, scratch) where the barrier does not back off (gfx701, gfx900:
SIInsertWaitcnts waits for every counter before it), none where it does (gfx90a, gfx942: LLVM
waits for nothing there, and its workgroup release fence for no store: LDS operations of all
waves in one total order, global through the workgroup's one L1); loads are no release.
Deleting any s_waitcnt in front of an s_barrier of the clang corpus's LDS stencil is found
where the target needs it, and is not a finding where it does not."""
from pathlib import Path

import pytest

from gcnsim.analysis.cfg import build_cfg
from gcnsim.analysis.waitcnt import check_waitcnt
from gcnsim.asm import assemble, assemble_line
from gcnsim.runtime.check import check
from gcnsim.codeobj.elf import read_elf

from tools.mutants import reachable

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
NEED, BACK_OFF = TARGETS[:2], TARGETS[2:]      # without and with the back-off barrier
LDS_STORE = "ds_write_b32 v1, v2\n  s_barrier"
GLOBAL_STORE = "global_store_dword v[2:3], v1, off\n  s_barrier"


def releases(target, text):
    prog = assemble(text + "\n  s_endpgm", target)
    found = check_waitcnt(build_cfg(prog.text, prog.target, {"k": 0}))
    return [(f.rule, f.offset, f.message.split("'")[1], f.fix) for f in found]


# (target, program, None or (the store the barrier reaches, the wait that fixes it)); the
# dynamic checker finds the same (tests/emu/test_waitcnt.py)
RELEASES = [
    *[(t, LDS_STORE, ("ds_write_b32 v1, v2", "lgkmcnt(0)")) for t in NEED],
    *[(t, "ds_add_u32 v1, v2\n  s_barrier", ("ds_add_u32 v1, v2", "lgkmcnt(0)"))
      for t in NEED],
    *[(t, LDS_STORE, None) for t in BACK_OFF],          # clang-19's loops: no finding
    *[(t, "ds_add_u32 v1, v2\n  s_barrier", None) for t in BACK_OFF],
    ("gfx701", "buffer_store_dword v1, v2, s[0:3], 0 offen\n  s_barrier",
     ("buffer_store_dword v1, v2, s[0:3], 0 offen", "vmcnt(0)")),
    ("gfx900", GLOBAL_STORE, ("global_store_dword v[2:3], v1, off", "vmcnt(0)")),
    ("gfx900", "global_store_dword v[2:3], v1, off\n  global_load_dword v4, v[2:3], off\n"
     "  s_barrier", ("global_store_dword v[2:3], v1, off", "vmcnt(1)")),
    ("gfx90a", GLOBAL_STORE, None),
    ("gfx942", GLOBAL_STORE, None),
    ("gfx90a", "flat_store_dword v[2:3], v1\n  s_barrier", None),
    ("gfx900", "flat_store_dword v[2:3], v1\n  s_barrier",
     ("flat_store_dword v[2:3], v1", "lgkmcnt(0) vmcnt(0)")),
    ("gfx900", "ds_read_b32 v1, v2\n  s_barrier", None),
    ("gfx900", "ds_write_b32 v1, v2\n  s_waitcnt lgkmcnt(0)\n  s_barrier", None),
]


@pytest.mark.parametrize("target,text,expected", RELEASES)
def test_a_store_outstanding_at_the_barrier(target, text, expected):
    got = releases(target, text)
    if expected is None:
        assert got == []
        return
    store, wait = expected
    barrier = 8 if text.count("\n") == 1 else 16
    assert got == [("barrier-release", barrier, store,
                    f"s_waitcnt {wait} before this instruction")]


def test_the_message_names_the_store():
    prog = assemble(LDS_STORE + "\n  s_endpgm", "gfx900")
    (f,) = check_waitcnt(build_cfg(prog.text, prog.target, {"k": 0}))
    assert str(f) == ("error: [barrier-release] k+0x8 's_barrier' reached before "
                      "'ds_write_b32 v1, v2' (offset 0x0, lgkmcnt) is known complete: the "
                      "waves past the barrier may not see the store; fix: s_waitcnt "
                      "lgkmcnt(0) before this instruction")


@pytest.mark.parametrize("target", TARGETS)
def test_every_wait_before_a_barrier_of_the_stencil_is_needed_where_the_target_needs_it(target):
    data = (KERNELS / target / "stencil_lds.hsaco").read_bytes()
    kernel = "stencil_lds"
    base = read_elf(data).section(".text").offset
    nop = assemble_line("s_nop 0", target).encode()
    insts = reachable(data, kernel)
    waits = [at for (at, inst), (_, then) in zip(insts, insts[1:])
             if inst.op.name == "s_waitcnt" and then.op.name == "s_barrier"]
    assert waits
    for at in waits:
        mutant = bytearray(data)
        mutant[base + at:base + at + len(nop)] = nop
        rules = {f.rule for f in check(bytes(mutant)) if f.kernel == kernel}
        assert ("barrier-release" in rules) == (target in NEED), f"0x{at:x}"
