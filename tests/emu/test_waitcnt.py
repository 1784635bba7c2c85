"""The waitcnt checker (gcnsim/emu/waitcnt.py): programs and the report each gives (or none).

Straight-line programs go through a static driver (no semantics: the checker needs only the
code, the registers for FLAT addresses, and the s_waitcnt counts); the CDNA3 s_waitcnt sequence,
listing 8.1 and the clang-built kernel corpus run end to end with the checker on."""
import contextlib
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from gcnsim.asm import assemble, assemble_line, decode
from gcnsim.emu.program import CodeImage, Entry
from gcnsim.analysis.regsets import first_slot, instruction_regs, slot_name
from gcnsim.emu.state import WaveState
from gcnsim.emu.waitcnt import WaitcntChecker, WaitcntError
from gcnsim.isa.targets import get_target
from gcnsim.runtime import Device, legacy_state
from gcnsim.runtime.legacy import LISTING_8_1_TABLE, program_text
from tests.analysis.test_barrier_release import RELEASES


def drive(target, text, checker=None, waves=1, xnack=None):
    """Issue every instruction of ``text`` in order for ``waves`` waves, as code built for
    ``xnack`` (None: the target's mode); returns the checker."""
    data = assemble(text, target).text
    code = SimpleNamespace(target=get_target(target), checks={}, xnack=xnack, base=0,
                           functions=(), source=lambda pc: None,
                           instructions=CodeImage(target, data).instructions)
    st = WaveState(waves, 512)
    st.set_exec(np.full(waves, ALL_LANES, np.uint64))
    executor = SimpleNamespace(st=st, code=code, wave_ids=np.arange(waves))
    checker = checker or WaitcntChecker()
    pc = 0
    while pc < len(data):
        inst = decode(data, code.target, pc)
        entry = Entry(None, inst.size, inst, pc, "")
        checker.issue(executor, entry, slice(None), np.arange(waves))
        if entry.inst.op.name == "s_waitcnt":
            counts = code.target.waitcnt.decode(entry.inst.fields["simm16"])
            checker.waitcnt(st, slice(None), counts)
        pc += entry.size
    return checker


LOAD = "global_load_dword v1, v[2:3], off"
ALL_LANES = (1 << 64) - 1

# (target, program, expected report as (pc, register, access, pending text, counter) or None)
CASES = [
    ("gfx900", f"{LOAD}\nv_add_u32_e32 v4, v1, v1", (8, "v1", "reads", LOAD, "vmcnt")),
    ("gfx900", f"{LOAD}\ns_waitcnt vmcnt(0)\nv_add_u32_e32 v4, v1, v1", None),
    ("gfx900", f"{LOAD}\nv_mov_b32_e32 v1, 0", (8, "v1", "writes", LOAD, "vmcnt")),
    # in order: vmcnt(1) completes all but the newest load
    ("gfx900", f"{LOAD}\nglobal_load_dword v5, v[2:3], off\ns_waitcnt vmcnt(1)\n"
               "v_add_u32_e32 v4, v1, v1", None),
    ("gfx900", f"{LOAD}\nglobal_load_dword v5, v[2:3], off\ns_waitcnt vmcnt(1)\n"
               "v_add_u32_e32 v4, v5, v1",
     (20, "v5", "reads", "global_load_dword v5, v[2:3], off", "vmcnt")),
    # the address register of a later load is read at issue
    ("gfx900", "global_load_dwordx2 v[2:3], v[0:1], off\nglobal_load_dword v1, v[2:3], off",
     (8, "v2", "reads", "global_load_dwordx2 v[2:3], v[0:1], off", "vmcnt")),
    # two loads of one in-order class may write the same register; LDS then VMEM may not
    ("gfx900", f"{LOAD}\n{LOAD}", None),
    ("gfx900", f"ds_read_b32 v1, v0\n{LOAD}", (8, "v1", "writes", "ds_read_b32 v1, v0",
                                               "lgkmcnt")),
    # SMEM returns out of order: lgkmcnt(1) with two loads outstanding guarantees nothing
    ("gfx900", "s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_load_dwordx2 s[2:3], s[4:5], 0x8\n"
               "s_waitcnt lgkmcnt(1)\ns_add_u32 s6, s0, 1",
     (20, "s0", "reads", "s_load_dwordx2 s[0:1], s[4:5], 0x0", "lgkmcnt")),
    ("gfx900", "s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_load_dwordx2 s[2:3], s[4:5], 0x8\n"
               "s_waitcnt lgkmcnt(0)\ns_add_u32 s6, s0, s2", None),
    ("gfx701", "s_load_dword s0, s[4:5], 0x0\ns_load_dword s1, s[4:5], 0x1\n"
               "s_waitcnt lgkmcnt(1)\ns_add_u32 s6, s1, 1",
     (12, "s1", "reads", "s_load_dword s1, s[4:5], 0x1", "lgkmcnt")),
    # LDS keeps its order beside SMEM: lgkmcnt(1) leaves at most one LDS read outstanding
    ("gfx900", "ds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:4\n"
               "s_load_dword s0, s[4:5], 0x0\ns_waitcnt lgkmcnt(1)\nv_mov_b32_e32 v3, v1", None),
    ("gfx900", "ds_read_b32 v1, v0\ns_load_dword s0, s[4:5], 0x0\ns_waitcnt lgkmcnt(1)\n"
               "v_mov_b32_e32 v3, v1", (20, "v1", "reads", "ds_read_b32 v1, v0", "lgkmcnt")),
    # GDS reads its data and address after issue: overwrite only after expcnt
    ("gfx900", "ds_write_b32 v1, v2 gds\nv_mov_b32_e32 v2, 0",
     (8, "v2", "overwrites", "ds_write_b32 v1, v2 gds", "expcnt")),
    ("gfx900", "ds_write_b32 v1, v2 gds\ns_waitcnt expcnt(0)\nv_mov_b32_e32 v2, 0", None),
    ("gfx900", "ds_write_b32 v1, v2 gds\ns_mov_b64 exec, 0",
     (8, "exec_lo", "overwrites", "ds_write_b32 v1, v2 gds", "expcnt")),
    # vector stores read their data at issue on gfx7+ (LLVM vmemWriteNeedsExpWaitcnt)
    ("gfx900", "global_store_dword v[0:1], v2, off\nv_mov_b32_e32 v2, 0", None),
    ("gfx701", "buffer_store_dword v2, v0, s[4:7], 0 offen\nv_mov_b32_e32 v2, 0", None),
    # FLAT: done at vmcnt(0) or lgkmcnt(0), whichever the program waits for
    ("gfx701", "flat_load_dword v1, v[2:3]\ns_waitcnt vmcnt(0)\nv_mov_b32_e32 v4, v1", None),
    ("gfx900", "flat_load_dword v1, v[2:3]\ns_waitcnt lgkmcnt(0)\nv_mov_b32_e32 v4, v1", None),
    ("gfx900", "flat_load_dword v1, v[2:3]\nv_mov_b32_e32 v4, v1",
     (8, "v1", "reads", "flat_load_dword v1, v[2:3]", "vmcnt")),
    # a wave may end with stores in flight
    ("gfx942", "global_store_dword v[0:1], v2, off\ns_endpgm", None),
    ("gfx942", "scratch_load_dword v6, off, s23\nv_mov_b32_e32 v0, v6",
     (8, "v6", "reads", "scratch_load_dword v6, off, s23", "vmcnt")),
    ("gfx90a", "global_load_dword a1, v[2:3], off\nv_accvgpr_read_b32 v0, a1",
     (8, "a1", "reads", "global_load_dword a1, v[2:3], off", "vmcnt")),
    # implicit operands (LLVM's, isa/implicit.py): v_div_fmas reads VCC as v_cndmask does
    ("gfx900", "s_load_dwordx2 vcc, s[0:1], 0x0\nv_div_fmas_f32 v0, v1, v2, v3",
     (8, "vcc_lo", "reads", "s_load_dwordx2 vcc, s[0:1], 0x0", "lgkmcnt")),
    ("gfx900", "s_load_dwordx2 vcc, s[0:1], 0x0\nv_cndmask_b32 v0, v1, v2, vcc",
     (8, "vcc_lo", "reads", "s_load_dwordx2 vcc, s[0:1], 0x0", "lgkmcnt")),
]


@pytest.mark.parametrize("target,text,expected", CASES)
def test_programs(target, text, expected):
    checker = drive(target, text, WaitcntChecker(mode="warn"), waves=2)
    waits = [r for r in checker.reports if r.rule.startswith("waitcnt")]
    got = [(r.pc, r.register, r.access, r.pending_text, r.counter) for r in waits]
    assert got == ([] if expected is None else [expected, expected])
    assert [r.wave for r in waits] == ([] if expected is None else [0, 1])
    if expected is not None:
        with pytest.raises(WaitcntError, match=f"wave 0 pc 0x{expected[0]:x} .* {expected[1]} "):
            drive(target, text)


# Saturation: a wave issuing past a counter's maximum stalls until one operation returns, so
# the count never passes the maximum and the oldest in-order operation is complete.
@pytest.mark.parametrize("target,load,counter,limit", [
    ("gfx900", "global_load_dword v{r}, v[0:1], off", "vmcnt", 63),
    ("gfx942", "global_load_dword v{r}, v[0:1], off", "vmcnt", 63),
    ("gfx701", "buffer_load_dword v{r}, v0, s[4:7], 0 offen", "vmcnt", 15),
    ("gfx900", "ds_read_b32 v{r}, v0", "lgkmcnt", 15),
    ("gfx701", "ds_read_b32 v{r}, v0", "lgkmcnt", 15),
    ("gfx900", "ds_write_b32 v0, v{r} gds", "expcnt", 7),
])
def test_saturation(target, load, counter, limit):
    lines = [load.format(r=10 + k) for k in range(limit + 1)]
    checker = drive(target, "\n".join(lines[:limit]))
    assert checker.outstanding(counter).tolist() == [limit]
    checker = drive(target, "\n".join(lines + ["v_mov_b32_e32 v10, 0"]))
    assert checker.outstanding(counter).tolist() == [limit]


SEED = """
global_load_dwordx4 v[12:15], v[12:13], off nt
ds_read_b128 v[16:19], v10
ds_read_b128 v[20:23], v6
ds_read2_b32 v[28:29], v11 offset1:1
ds_read_b128 v[24:27], v24
ds_read2_b32 v[30:31], v11 offset0:2 offset1:3
s_waitcnt vmcnt(0) lgkmcnt(4)
s_waitcnt lgkmcnt(3)
s_waitcnt lgkmcnt(2)
s_waitcnt lgkmcnt(1)
s_waitcnt lgkmcnt(0)
v_add_f32_e32 v0, v12, v16
scratch_store_dwordx4 off, v[24:27], s23
scratch_store_dwordx2 off, v[28:29], s23 offset:32
scratch_load_dword v6, off, s23
scratch_load_dword v19, off, s23 offset:4
s_waitcnt vmcnt(0)
s_endpgm
"""
# (vmcnt, lgkmcnt) before each instruction, as the CDNA3 notes count them
SEED_COUNTS = [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (0, 4), (0, 3),
               (0, 2), (0, 1), (0, 0), (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (0, 0)]


def test_cdna3_seed_sequence_counts():
    checker = drive("gfx942", SEED, WaitcntChecker(trace=True))
    counts = [(int(c["vmcnt"][0]), int(c["lgkmcnt"][0])) for _, _, c in checker.trace]
    assert counts == SEED_COUNTS


def test_cdna3_seed_sequence_runs():
    """The global/ds part of the CDNA3 sequence end to end on a simulated MI300X: no report, and the
    trace shows the counts of the notes."""
    dev = Device("gfx942")
    data = dev.array(np.arange(4, dtype=np.float32))
    text = SEED.split("s_waitcnt lgkmcnt(0)")[0] + "s_waitcnt lgkmcnt(0)\ns_endpgm\n"
    program = dev.load(text)
    checker = WaitcntChecker(trace=True)
    vgprs = {12: data.address & 0xFFFFFFFF, 13: data.address >> 32, 10: 0, 6: 16, 11: 32,
             24: 64}
    program.run(64, 64, vgprs=vgprs, shared_mem=256, checker=checker)
    counts = [(int(c["vmcnt"][0]), int(c["lgkmcnt"][0])) for _, _, c in checker.trace]
    assert counts == SEED_COUNTS[:11] + [(0, 0)]


LANES = """
s_mov_b32 exec_hi, 0
s_mov_b32 exec_lo, 1
global_load_dword v1, v[2:3], off
s_mov_b32 exec_lo, 6
v_mov_b32_e32 v1, 0
s_mov_b32 exec_lo, 3
v_mov_b32_e32 v1, 0
s_endpgm
"""


def test_lanes_apart():
    """A load writes the lanes active at its issue: other lanes may write the register (as
    listing 8.1's else branch does), lanes it will write may not."""
    dev = Device("gfx900")
    data = dev.array(np.arange(64, dtype=np.int32))
    checker = WaitcntChecker(mode="warn")
    program = dev.load(LANES)
    program.run(64, 64, vgprs={2: data.address & 0xFFFFFFFF, 3: data.address >> 32},
                checker=checker)
    got = [(r.pc - program.code.base, r.register, r.access) for r in checker.reports]
    assert got == [(0x1C, "v1", "writes")]


def test_listing_8_1_reports_nothing():
    dev = Device("r9-290x")
    inp = dev.array(np.arange(256, dtype=np.int32) + 5)
    out = dev.array(np.full(256, -1, np.int32))
    program = dev.load(program_text("listing_8_1.s"), name="listing_8_1.s")
    sgprs, vgprs = legacy_state(dev, [inp, out], dict(zip(LISTING_8_1_TABLE, (inp, out))), (64,))
    program.run(256, 64, sgprs=sgprs, vgprs=vgprs, vgpr_count=4, checker=WaitcntChecker())
    assert out.numpy()[0] == 5


@pytest.mark.parametrize("target,text,reads,writes", [
    ("gfx900", "v_add_co_u32_e32 v1, vcc, s2, v3", ["s2", "v3", "exec_lo"], ["v1", "vcc_lo"]),
    ("gfx900", "v_addc_co_u32_e32 v1, vcc, v2, v3, vcc", ["vcc_lo", "v2"], ["v1", "vcc_lo"]),
    ("gfx900", "s_and_saveexec_b64 s[4:5], vcc", ["vcc_lo", "exec_lo"], ["s4", "exec_lo"]),
    ("gfx900", "buffer_store_dword v1, v2, s[4:7], s8 offen", ["s4", "s8", "v1", "v2"], []),
    ("gfx900", "s_load_dwordx2 s[6:7], s[4:5], s9", ["s4", "s9"], ["s6"]),
    ("gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, a1, a[0:3]", ["v0", "a1", "a0"], ["a0"]),
    ("gfx900", "v_mov_b32_sdwa v1, s2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0",
     ["s2"], ["v1"]),
    ("gfx900", "s_cmpk_eq_u32 s3, 0x10", ["s3"], ["scc"]),
])
def test_register_sets(target, text, reads, writes):
    regs = instruction_regs(assemble_line(text, target), get_target(target))
    assert all(_contains(regs.reads, name) for name in reads)
    assert all(_contains(regs.writes, name) for name in writes)
    assert (first_slot(regs.writes) is None) == (not writes)


def _contains(words, name):
    for slot in range(64 * len(words)):
        if (int(words[slot // 64]) >> (slot % 64)) & 1 and slot_name(slot) == name:
            return True
    return False


# Zero reports on the whole clang-19 corpus is asserted by tests/kernels/test_kernels.py.
KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"


@pytest.mark.parametrize("target", ["gfx900", "gfx942"])
def test_clang_kernel_without_waits_is_reported(target):
    """The same clang code with its s_waitcnts taken out relies on luck: SMEM and VMEM uses."""
    text = (KERNELS / target / "saxpy.s").read_text()
    dev = Device(target)
    program = dev.load("\n".join(line for line in text.splitlines() if "s_waitcnt" not in line))
    x, y = dev.array(np.ones(100, np.float32)), dev.array(np.ones(100, np.float32))
    checker = WaitcntChecker(mode="warn")
    program.saxpy(np.float32(2), x, y, 100, grid=128, block=64, checker=checker)
    assert {r.wave for r in checker.reports} == {0, 1}
    assert {r.counter for r in checker.reports} == {"lgkmcnt", "vmcnt"}
    assert checker.reports[0].pending_text.startswith("s_load")
    assert any(r.pending_text.startswith("global_load") for r in checker.reports)


@pytest.mark.parametrize("target,text,expected", RELEASES)
def test_a_store_outstanding_at_the_barrier_as_the_static_checker_finds_it(target, text,
                                                                           expected):
    """barrier-release: each store the static checker says s_barrier must find complete."""
    checker = drive(target, text + "\n  s_endpgm", WaitcntChecker(mode="warn"), waves=2)
    got = {(r.wave, r.text, r.rule, r.pending_text) for r in checker.reports}
    assert got == (set() if expected is None else
                   {(w, "s_barrier", "barrier-release", expected[0]) for w in (0, 1)})
    with pytest.raises(WaitcntError, match=r"\[barrier-release\] reached before") \
            if expected else contextlib.nullcontext():
        drive(target, text + "\n  s_endpgm")
