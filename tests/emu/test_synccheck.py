"""Barriers that do not meet (emu/synccheck.py): waves of one workgroup waiting at different
s_barriers stop the launch with a BarrierError naming both (PC, instruction, source line);
a wave that ended while the others wait is legal, as on the hardware; a wave that loops forever
while the others wait is a SpinHang that names the barrier and its source line."""
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.spin import SpinHang
from gcnsim.emu.synccheck import BarrierError

SYNC = Path(__file__).resolve().parent.parent / "data" / "sync"
LOC = '\t.file 0 "/src" "k.cl"\n'
# s12: the wave's role (0, 1 or 2), given per wave.
DIVERGENT = LOC + """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc1 .Lother
\t.loc 0 4 22
  s_barrier
  s_endpgm
.Lother:
\t.loc 0 6 9
  s_barrier
  s_endpgm
"""
ENDED = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc1 .Lend
  s_barrier
  v_mov_b32 v1, 5
  global_store_dword v0, v1, s[2:3]
.Lend:
  s_endpgm
"""
SPIN = LOC + """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc1 .Lspin
\t.loc 0 3 5
  s_barrier
  s_endpgm
.Lspin:
\t.loc 0 8 7
  s_branch .Lspin
"""


def run(text, roles, out=None, **options):
    """Run one workgroup of len(roles) waves; s12 = each wave's role, s[2:3] = ``out``."""
    dev = gcnsim.Device("gfx900")
    buffer = dev.array(np.zeros(1, np.uint32)) if out is None else out
    sgprs = {2: (buffer.address & 0xFFFFFFFF, buffer.address >> 32),
             12: np.array(roles, np.uint32)}
    waves = len(roles)
    dev.load(text).run(waves * 64, waves * 64, sgprs=sgprs, vgprs={0: 0}, **options)
    return buffer


def test_waves_at_different_barriers_are_a_barrier_error_naming_both():
    with pytest.raises(BarrierError, match=(
            r"^the waves of a workgroup wait at different s_barriers: /src/k\.cl:4:22: wave 1 "
            r"pc 0x[0-9a-f]+ 's_barrier' \(with waves 2, 3\) and /src/k\.cl:6:9: wave 0 pc "
            r"0x[0-9a-f]+ 's_barrier'; the hardware barrier counts waves")):
        run(DIVERGENT, [0, 1, 1, 1])


def test_with_checking_off_divergent_barriers_release_as_hardware_does():
    """checker=None: the waves at two barriers release each other (the barrier counts waves),
    as microbenchmarks that send each wave to its own barrier rely on."""
    run(DIVERGENT, [0, 1, 1, 1], checker=None)


def test_every_wave_at_one_barrier_is_no_error():
    run(DIVERGENT, [1, 1, 1, 1])
    run(DIVERGENT, [0, 0])


def test_a_wave_that_ended_does_not_hold_the_barrier():
    """Vega ISA, S_BARRIER: "If some waves in the threadgroup have already terminated, this
    waits on only the surviving waves"."""
    out = run(ENDED, [0, 1, 1])
    assert out.numpy()[0] == 5


def test_a_wave_spinning_while_others_wait_names_the_barrier_and_its_line():
    with pytest.raises(SpinHang, match=(
            r"hang: wave 0 at pc 0x[0-9a-f]+\.\.0x[0-9a-f]+ \(/src/k\.cl:8:7\) loop forever.*"
            r"; waves 1, 2 wait at s_barrier \(pc 0x[0-9a-f]+\) \(/src/k\.cl:3:5\) for them$")):
        run(SPIN, [0, 1, 2])


def test_clangs_barriers_in_both_branches_name_their_opencl_lines():
    """tests/data/sync/divergent_barrier.cl: a barrier on each side of ``lid < 64`` in a
    workgroup of two waves (clang-19 -gline-tables-only; the static checker finds nothing)."""
    dev = gcnsim.Device("gfx900")
    program = dev.load(SYNC / "divergent_barrier.hsaco")
    out = dev.zeros(128, np.int32)
    with pytest.raises(BarrierError, match=(
            r"^the waves of a workgroup wait at different s_barriers: "
            r"\./divergent_barrier\.cl:11:9: wave 1 pc 0x[0-9a-f]+ 's_barrier' and "
            r"\./divergent_barrier\.cl:8:9: wave 0 pc 0x[0-9a-f]+ 's_barrier'")):
        program.divergent_barrier(out, gcnsim.LocalMemory(512), grid=128, block=128)
    one = program.divergent_barrier(out, gcnsim.LocalMemory(512), grid=64, block=64, init=True)
    (read,) = one.extra["init"]             # one wave meets itself, and reads tile[127 - lid]
    assert read.kind == "lds" and read.where.startswith("./divergent_barrier.cl:9:")


def test_a_divergent_workgroup_among_many_that_meet_at_once_is_still_an_error():
    """Eight workgroups of four waves: seven meet at one barrier together (released at once,
    executor._meet_at_once), the eighth's wave 28 waits at the other."""
    dev = gcnsim.Device("gfx900")
    roles = np.array([1] * 28 + [0, 1, 1, 1], np.uint32)
    with pytest.raises(BarrierError, match=(
            r"/src/k\.cl:4:22: wave 29 pc 0x[0-9a-f]+ 's_barrier' \(with waves 30, 31\) and "
            r"/src/k\.cl:6:9: wave 28 ")):
        dev.load(DIVERGENT).run(32 * 64, 256, sgprs={12: roles})
    dev.load(DIVERGENT).run(32 * 64, 256, sgprs={12: np.ones(32, np.uint32)})
