"""The R700 clause machine (gcnsim/r700/machine.py): the hand-written programs of
gcnsim/r700/programs against numpy, the control flow (PUSH/ELSE/POP/JUMP, loops with a loop
constant and the loop index), MOVA_INT and relative operands, VTX fetch, MEM_EXPORT, the
absolute-mode LDS, and every refusal a typed error naming where it happened."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.r700.gprs import GprError, Partition
from gcnsim.r700.lds import LdsError
from gcnsim.r700.machine import R700RunError, ids, run

PROGRAMS = Path(__file__).resolve().parents[2] / "gcnsim" / "r700" / "programs"


def _program(name, group, **options):
    return run((PROGRAMS / name).read_text(), group_size=group, preload={0: ids(group)},
               **options)


def _all_waves(result, sel, chan):
    waves = np.arange(result.active.shape[0])
    return result.gprs.read(waves, sel, chan)


@pytest.mark.parametrize("group", [64, 128, 320, 1000, 1024])
def test_global_counter_counts_the_waves_in_every_lane(group):
    result = _program("global_counter.r7s", group)
    waves = -(-group // 64)
    expected = np.full(64, waves)
    expected[group % 64 or 64:] -= group % 64 != 0     # the last wave's missing threads
    np.testing.assert_array_equal(result.gprs.rows[0, :, 0], expected)
    assert result.stalls == waves - 1                  # each wave after the first, other parity


def test_histogram_in_global_gprs_equals_numpy():
    result = _program("histogram.r7s", 1024, partition=Partition(globals_=8, temps=0, private=2))
    thread = np.arange(1024).reshape(16, 64)
    bins = (thread * 5 + thread // 64) & 7
    expected = np.stack([(bins == b).sum(axis=0) for b in range(8)])
    np.testing.assert_array_equal(result.gprs.rows[:8, :, 0], expected)


def test_neighbour_exchange_transposes_each_quad():
    result = _program("transpose.r7s", 64)
    got = np.stack([_all_waves(result, 2, c)[0] for c in range(4)], -1)
    values = np.arange(256).reshape(16, 4, 4)
    np.testing.assert_array_equal(got, values.transpose(0, 2, 1).reshape(64, 4))


def test_lds_reduction_gives_every_thread_the_sum():
    result = _program("lds_reduce.r7s", 256)
    np.testing.assert_array_equal(_all_waves(result, 1, 0), np.arange(1, 257).sum())


def test_relative_mode_stencil_equals_numpy():
    result = _program("stencil.r7s", 256)
    got = _all_waves(result, 5, 0).reshape(-1).view(np.float32)
    t = np.arange(256)
    v = (t * t).astype(np.float32)
    left, right = v[np.maximum(t - 1, 0)], v[np.minimum(t + 1, 255)]
    np.testing.assert_array_equal(got, (v * np.float32(2) + (left + right)) * np.float32(0.25))


IF_ELSE = """
ALU_PUSH_BEFORE @cond
JUMP @els POP:0
ALU @then
els:
ELSE @end POP:0
ALU @otherwise
end:
POP @after POP:1
after:
ALU @join
CF_END
ALU clause starting at cond:
  PRED_SETGT_INT * ExecMask,PredicateBit (MASKED), T0.Z, literal.x,
31
ALU clause starting at then:
  MOV * T1.X, literal.x,
100
ALU clause starting at otherwise:
  MOV * T1.X, literal.x,
200
ALU clause starting at join:
  ADD_INT * T2.X, T1.X, 1,
"""


def test_push_jump_else_pop():
    result = run(IF_ELSE, group_size=128, preload={0: ids(128)})
    then = np.broadcast_to(np.arange(64) > 31, (2, 64))
    np.testing.assert_array_equal(_all_waves(result, 1, 0), np.where(then, 100, 200))
    np.testing.assert_array_equal(_all_waves(result, 2, 0), np.where(then, 101, 201))
    assert result.active.all()


def test_else_jumps_when_no_lane_takes_it():
    text = IF_ELSE.replace("T0.Z, literal.x,\n31", "T0.Z, literal.x,\n-1")
    result = run(text, group_size=64, preload={0: ids(64)})
    np.testing.assert_array_equal(_all_waves(result, 1, 0), 100)


LOOP = """
ALU @clear
LOOP_START @done {CF_CONST:2}
body:
ALU @add
LOOP_END @body
done:
CF_END
ALU clause starting at clear:
  MOV * T1.X, 0.0,
ALU clause starting at add:
  ADD_INT * T1.X, T1.X, T2.X+, {INDEX_MODE:4}
"""


def test_loop_constant_counts_iterations_and_indexes_gprs():
    values = np.zeros((1, 64, 4), np.uint32)
    preload = {2 + k: values + np.uint32(10 ** k) for k in range(4)}
    result = run(LOOP, group_size=64, preload=preload, loop_constants={2: (3, 1, 1)})
    np.testing.assert_array_equal(_all_waves(result, 1, 0), 10 + 100 + 1000)


def test_loop_needs_its_constant():
    with pytest.raises(R700RunError, match="CF slot 1 .*loop constant 2 is not set"):
        run(LOOP, group_size=64, preload={5: np.zeros((1, 64, 4), np.uint32)})


def test_mova_int_indexes_private_gprs_from_the_next_group():
    text = ("ALU @a\nCF_END\nALU clause starting at a:\n"
            "  AND_INT * T6.X, T0.Z, literal.x,\n3\n"
            "  MOVA_INT * T6.X, PV.X,\n"
            "  MOV * T7.X, T1.X+,\n")
    preload = {0: ids(64)}
    preload.update({1 + k: np.full((1, 64, 4), 7 * k, np.uint32) for k in range(4)})
    result = run(text, group_size=64, preload=preload)
    np.testing.assert_array_equal(_all_waves(result, 7, 0)[0], 7 * (np.arange(64) & 3))


def test_vtx_fetch_and_mem_export():
    text = ("ALU @addr\nVTX @fetch\nMEM_EXPORT T1.X___, T0.X\nCF_END\n"
            "ALU clause starting at addr:\n  LSHL_INT * T2.X, T0.X, literal.x,\n2\n"
            "Fetch clause starting at fetch:\n  VTX_READ_32 T1.X, T2.X, 8, #3\n")
    buffer = np.arange(1000, 1000 + 130, dtype=np.uint32)
    result = run(text, group_size=128, preload={0: ids(128)}, buffers={3: buffer},
                 mem_dwords=128)
    np.testing.assert_array_equal(result.mem, buffer[2:130])    # ELEM_SIZE 0: one dword


def test_vtx_fetch_past_its_buffer_is_refused():
    text = ("VTX @fetch\nCF_END\nFetch clause starting at fetch:\n"
            "  VTX_READ_32 T1.X, T0.W, 4000, #3\n")
    with pytest.raises(R700RunError, match="VTX_READ_32 by wave 0 lane 0 at dword 1000"):
        run(text, group_size=64, preload={0: ids(64)}, buffers={3: np.zeros(10, np.uint32)})


def test_absolute_mode_lds_read_sees_the_last_wave_that_wrote():
    text = ("VTX @write\nVTX @read\nCF_END\nFetch clause starting at write:\n"
            "  DS_LOCAL_WRITE T0.XY, STRIDE:4, INDEX:0\n"
            "Fetch clause starting at read:\n  DS_LOCAL_READ T1.XY, T2.X\n")
    result = run(text, group_size=128, preload={0: ids(128)})
    # every wave wrote lane l's area (absolute mode: thread_id = lane); a read in a later
    # clause sees the last wave to write, wave 1
    np.testing.assert_array_equal(_all_waves(result, 1, 1), 1)


def test_clause_temporary_read_before_its_clause_wrote_it():
    text = "ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T1.X, T127.X,\n"
    with pytest.raises(GprError, match=r"CF slot 0 \(ALU 0, @2.*MOV \* T1.X, T127.X.*"
                                       "before its clause wrote it"):
        run(text, group_size=64, partition=Partition(globals_=0, temps=4, private=2))


def test_clause_temporaries_live_within_their_clause():
    text = ("ALU @a\nALU @b\nCF_END\nALU clause starting at a:\n  MOV * T127.X, 1,\n"
            "  MOV * T1.X, T127.X,\nALU clause starting at b:\n  MOV * T2.X, T127.X,\n")
    with pytest.raises(GprError, match=r"CF slot 1 .*before its clause wrote it"):
        run(text, group_size=64, partition=Partition(globals_=0, temps=4, private=3))


def test_unaligned_lds_read_is_an_lds_error_with_context():
    text = ("VTX @f\nCF_END\nFetch clause starting at f:\n  DS_LOCAL_READ T1.XYZW, T0.Z\n")
    with pytest.raises(LdsError, match=r"CF slot 0 \(VTX 0 @2\): .*DS_LOCAL_READ"):
        run(text, group_size=64, preload={0: ids(64)})


def test_a_loop_that_never_ends_stops_with_an_error():
    text = "LOOP_START_DX10 @2\nLOOP_END @1\nCF_END\n"
    with pytest.raises(R700RunError, match="ran past 100000 CF instructions"):
        run(text, group_size=64)


def test_a_program_without_cf_end_is_refused():
    with pytest.raises(R700RunError, match="ran past its end without CF_END"):
        run("CALL_FS\n", group_size=64)


@pytest.mark.parametrize("path", sorted(PROGRAMS.glob("*.r7s")), ids=lambda p: p.name)
def test_programs_disassemble_to_text_that_reassembles(path):
    from gcnsim.r700.asm import assemble
    from gcnsim.r700.disasm import decode, listing
    words = assemble(path.read_text(), path.name)
    assert assemble("\n".join(listing(decode(words)))) == words


def test_constant_operands_need_their_lines_locked_and_given():
    text = ("ALU 0, @2, KC0[CB0:16-32], KC1[]\nCF_END\nALU clause starting at 2:\n"
            "  MOV * T1.X, KC0[{}].Y,\n")
    constants = {0: np.arange(32 * 4).reshape(32, 4)}
    result = run(text.format(3), group_size=64, constants=constants)
    np.testing.assert_array_equal(_all_waves(result, 1, 0), (16 + 3) * 4 + 1)
    with pytest.raises(R700RunError, match=r"KC0\[20\] is not in the constant lines"):
        run(text.format(20), group_size=64, constants=constants)
    with pytest.raises(R700RunError, match="reads constant 19 of buffer 0, which was not given"):
        run(text.format(3), group_size=64)


@pytest.mark.parametrize("group", [64, 128, 256, 1024])
def test_clause_temporaries_are_not_shared_by_waves_of_one_parity(group):
    # a wave's ALU clause runs to its end before another wave of its parity starts one (the
    # R700 ISA's section 2.6), so T127/T126 hold this wave's values: T1.X = 2t + 1
    text = ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T127.X, T0.X,\n"
            "  ADD_INT * T126.X, T127.X, 1,\n  ADD_INT * T1.X, T126.X, T127.X,\n")
    result = run(text, group_size=group, preload={0: ids(group)},
                 partition=Partition(globals_=0, temps=2, private=2))
    thread = np.arange(-(-group // 64) * 64).reshape(-1, 64)
    np.testing.assert_array_equal(_all_waves(result, 1, 0), 2 * thread + 1)


def test_absolute_mode_lds_write_then_read_in_one_clause_sees_its_own_wave():
    # section 2.6.2: writes followed by reads within one uninterruptible clause of one wave
    text = ("ALU @addr\nVTX @share\nCF_END\nALU clause starting at addr:\n"
            "  ADD_INT * T1.X, T0.Z, 1,\n  AND_INT * T1.X, PV.X, literal.x,\n63\n"
            "  LSHL_INT * T1.X, PV.X, literal.x,\n2\n"
            "Fetch clause starting at share:\n"
            "  DS_LOCAL_WRITE T0.X, STRIDE:4, INDEX:0\n"
            "  DS_LOCAL_READ T2.X, T1.X\n")
    result = run(text, group_size=256, preload={0: ids(256)})
    thread = np.arange(256).reshape(4, 64)
    np.testing.assert_array_equal(_all_waves(result, 2, 0), thread - thread % 64 +
                                  (thread + 1) % 64)


def test_transpose_reads_its_own_waves_exchange():
    # each wave reads back its own quads' exchange, not the other's (written at the same lane
    # areas in absolute mode)
    result = _program("transpose.r7s", 128)
    for wave in range(2):
        got = np.stack([_all_waves(result, 2, c)[wave] for c in range(4)], -1)
        values = np.arange(256 * wave, 256 * (wave + 1)).reshape(16, 4, 4)
        np.testing.assert_array_equal(got, values.transpose(0, 2, 1).reshape(64, 4))
