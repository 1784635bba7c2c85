"""The R700 register file partition (the R700 ISA's section 2.6.1): rows, index modes, clause
temporaries, the even/odd stall, occupancy."""
import numpy as np
import pytest

from gcnsim.errors import GcnsimError
from gcnsim.r700.chips import RV730, RV770, GroupError
from gcnsim.r700.gprs import (GprError, GprFile, IndexMode, Partition, occupancy,
                              occupancy_table, private_budget)

GLOBAL = {"rel": True, "index_mode": IndexMode.GLOBAL}


@pytest.mark.parametrize("temps", [0, 1, 4, 8, 32, 64])
def test_global_gprs_are_at_most_128_minus_twice_the_temps(temps):
    Partition(globals_=128 - 2 * temps, temps=temps, private=1)
    with pytest.raises(GprError, match=rf"at most 128 - 2 x {temps} = {128 - 2 * temps} global"):
        Partition(globals_=129 - 2 * temps, temps=temps, private=1)


def test_at_most_120_global_gprs_with_4_temps():
    assert Partition(globals_=120, temps=4, private=1).shared_rows == 128
    with pytest.raises(GprError, match="at most 128 - 2 x 4 = 120 global GPRs"):
        Partition(globals_=121, temps=4, private=1)


@pytest.mark.parametrize("globals_, temps", [(0, 4), (0, 0), (8, 4), (32, 8), (120, 4)])
def test_a_1024_thread_group_fits_with_floor_of_256_minus_g_minus_2t_over_16_private(globals_,
                                                                                    temps):
    best = (256 - globals_ - 2 * temps) // 16
    occ = occupancy(Partition(globals_, temps, best), 1024)
    assert (occ.waves_per_simd, occ.groups_per_simd, occ.group_waves) == (16, 1, 16)
    with pytest.raises(GprError, match=rf"at most {best} private GPRs per thread "
                                       rf"\(not {best + 1}\)"):
        occupancy(Partition(globals_, temps, best + 1), 1024)


def test_fifteen_private_gprs_at_g0_t4():
    assert occupancy(Partition(0, 4, 15), 1024).limiter == "gprs"
    with pytest.raises(GprError, match="at most 15 private GPRs"):
        occupancy(Partition(0, 4, 16), 1024)


# private GPRs -> waves per SIMD on RV770 (G = 0, T = 4: 248 rows, 24 wave slots)
OCCUPANCY = {0: (24, "wave_slots"), 1: (24, "wave_slots"), 10: (24, "wave_slots"), 11: (22, "gprs"),
             15: (16, "gprs"), 16: (15, "gprs"), 31: (8, "gprs"), 62: (4, "gprs"),
             124: (2, "gprs")}


@pytest.mark.parametrize("private", sorted(OCCUPANCY))
def test_occupancy_table(private):
    occ = occupancy(Partition(0, 4, private))
    assert (occ.waves_per_simd, occ.limiter) == OCCUPANCY[private]
    assert occ.limits["wave_slots"] == 24


def test_occupancy_rounds_down_to_whole_groups_and_uses_the_chips_wave_size():
    occ = occupancy(Partition(0, 4, 11), 256)        # 22 waves' rows, groups of 4 waves
    assert (occ.waves_per_simd, occ.groups_per_simd) == (20, 5)
    occ = occupancy(Partition(0, 4, 4, RV730), 64)   # 120 rows / 4; 32-thread waves
    assert (occ.group_waves, occ.waves_per_simd, occ.limits["gprs"]) == (2, 30, 30)
    with pytest.raises(GprError, match=r"1024 threads \(32 waves\) does not fit one SIMD of "
                                       r"RV730: it has 31 wave slots"):
        occupancy(Partition(0, 4, 1, RV730), 1024)
    with pytest.raises(GroupError, match="1-1024 threads, not 1025"):
        occupancy(Partition(0, 4, 4), 1025)


@pytest.mark.parametrize("kwargs, message", [
    ({"globals_": -1}, "-1 global GPRs: expected a count >= 0"),
    ({"private": 125}, "at most 124 private GPRs below its temporaries"),
    ({"private": 121, "chip": RV730}, "needs 129 rows for one wave; a SIMD of RV730 has 128"),
])
def test_illegal_partitions(kwargs, message):
    with pytest.raises(GprError, match=message):
        Partition(**{"globals_": 0, "temps": 4, "private": 1, **kwargs})


def test_rows_are_global_then_even_and_odd_temps_then_private():
    part = Partition(globals_=8, temps=4, private=10)
    assert [part.temp_row(w, 1) for w in range(4)] == [9, 13, 9, 13]
    assert part.private_row(0, 0) == 16 and part.private_row(2, 3) == 39
    gprs = GprFile(part, waves=4)
    rows, absolute = gprs.rows_of([0, 1, 2], 125)
    assert not absolute and rows[:, 0].tolist() == [9, 13, 9]
    rows, _ = gprs.rows_of([3], 2)
    assert set(rows[0].tolist()) == {part.private_row(3, 2)}


def test_index_modes():
    gprs = GprFile(Partition(globals_=8, temps=4, private=10), waves=2)
    ar_x = np.tile(np.arange(64) % 5, (2, 1))
    rows, absolute = gprs.rows_of([0, 1], 2, rel=True, index_mode=IndexMode.GLOBAL_AR_X,
                                  ar_x=ar_x)
    assert absolute and (rows == 2 + ar_x).all()
    rows, _ = gprs.rows_of([1], 1, rel=True, index_mode=IndexMode.AR_X, ar_x=ar_x[:1])
    assert (rows == gprs.partition.private_row(1, 1 + ar_x[:1])).all()
    rows, _ = gprs.rows_of([0, 1], 1, rel=True, index_mode=IndexMode.LOOP, loop_index=[2, 3])
    assert rows[:, 0].tolist() == [gprs.partition.private_row(0, 3),
                                   gprs.partition.private_row(1, 4)]
    rows, absolute = gprs.rows_of([0], 3, index_mode=IndexMode.GLOBAL)   # REL clear: relative
    assert not absolute and rows[0, 0] == gprs.partition.private_row(0, 3)
    # MOV_INDEX_GLOBAL past the globals reaches the temporaries (rows 8-15)
    rows, _ = gprs.rows_of([0], 15, **GLOBAL)
    assert rows[0, 0] == 15


@pytest.mark.parametrize("call, message", [
    (lambda g: g.rows_of([0], 16, **GLOBAL), "GLOBAL operand R16 reaches row 16"),
    (lambda g: g.rows_of([0], 10), r"R10 is past the partition: a wave has private GPRs R0-R9 "
                                   r"and clause temporaries R124-R127"),
    (lambda g: g.rows_of([0], 128), "GPR address 128"),
    (lambda g: GprFile(Partition(temps=0, private=4), waves=1).rows_of([0], 9),
     r"R9 is past the partition: a wave has private GPRs R0-R3 and no clause temporaries$"),
    (lambda g: g.rows_of([0], 9, rel=True, index_mode=IndexMode.AR_X, ar_x=1), "R10 is past"),
    (lambda g: g.rows_of([0], 0, rel=True, index_mode=IndexMode.AR_Y), "index mode AR_Y"),
    (lambda g: g.rows_of([0], 0, rel=True, index_mode=IndexMode.AR_X), "needs its value"),
    (lambda g: g.read([2], 0, 0), "wave 2 is not one of this SIMD's 2 waves"),
    (lambda g: g.read([0], 0, 4), "GPR component 4"),
    (lambda g: g.read([1], 124, 2), r"wave 1 reads clause temporary R124.z before its clause "
                                    r"wrote it"),
])
def test_illegal_accesses_are_typed_errors(call, message):
    gprs = GprFile(Partition(globals_=8, temps=4, private=10), waves=2)
    with pytest.raises(GprError, match=message) as err:
        call(gprs)
    assert isinstance(err.value, GcnsimError)


def test_a_temp_lives_within_its_clause_and_its_copy_is_the_waves_parity():
    gprs = GprFile(Partition(globals_=0, temps=4, private=2), waves=3)
    gprs.write([0, 1], 127, 0, np.stack([np.full(64, 10), np.full(64, 11)]))
    assert gprs.read([0, 1], 127, 0)[:, 0].tolist() == [10, 11]
    with pytest.raises(GprError, match="wave 2 reads clause temporary R127.x"):
        gprs.read([2], 127, 0)          # wave 0's copy, but not written in wave 2's clause
    gprs.end_clause([0])
    with pytest.raises(GprError, match="wave 0 reads clause temporary R127.x"):
        gprs.read([0], 127, 0)
    assert gprs.read([1], 127, 0)[0, 0] == 11


def test_sixteen_waves_increment_a_per_lane_counter_in_a_global_gpr():
    gprs = GprFile(Partition(globals_=1, temps=4, private=1), waves=16)
    gprs.begin_group()
    for wave in range(16):               # one ALU group, stepped wave by wave
        value = gprs.read([wave], 0, 0, **GLOBAL)
        gprs.write([wave], 0, 0, value + 1, **GLOBAL)
    gprs.begin_group()
    assert (gprs.read([0], 0, 0, **GLOBAL) == 16).all()
    assert gprs.stalls == 15             # each wave reads what the other parity just wrote


def test_the_even_odd_stall_is_counted_not_refused():
    gprs = GprFile(Partition(globals_=2, temps=4, private=1), waves=4)
    gprs.begin_group()
    gprs.write([0], 0, 1, np.ones(64), **GLOBAL)
    gprs.write([2], 0, 1, np.ones(64), **GLOBAL)        # same parity: no stall
    gprs.read([1], 1, 1, **GLOBAL)                      # another GPR: no stall
    assert gprs.stalls == 0
    gprs.read([1], 0, 1, **GLOBAL)
    gprs.write([1], 0, 1, np.ones(64), **GLOBAL)        # wave 1 already delayed in this group
    assert gprs.stalls == 1
    gprs.begin_group()
    gprs.read([3], 0, 1, **GLOBAL)                      # the writes were in the last group
    assert gprs.stalls == 1


def test_a_batched_write_lands_waves_in_order_and_respects_exec():
    gprs = GprFile(Partition(globals_=1, temps=4, private=1), waves=3)
    values = np.stack([np.full(64, w + 1) for w in range(3)])
    mask = np.ones((3, 64), bool)
    mask[2, :32] = False
    gprs.write([0, 1, 2], 0, 3, values, exec_mask=mask, **GLOBAL)
    row = gprs.read([0], 0, 3, **GLOBAL)[0]
    assert (row[:32] == 2).all() and (row[32:] == 3).all()


def test_a_histogram_in_global_gprs_through_global_ar_x():
    rng = np.random.default_rng(7)
    bins = rng.integers(0, 8, size=(16, 64))
    gprs = GprFile(Partition(globals_=8, temps=4, private=1), waves=16)
    for wave in range(16):
        gprs.begin_group()
        ar_x = bins[wave:wave + 1]
        count = gprs.read([wave], 0, 0, rel=True, index_mode=IndexMode.GLOBAL_AR_X, ar_x=ar_x)
        gprs.write([wave], 0, 0, count + 1, rel=True, index_mode=IndexMode.GLOBAL_AR_X,
                   ar_x=ar_x)
    expected = np.stack([(bins == b).sum(axis=0) for b in range(8)])
    assert (gprs.rows[:8, :, 0] == expected).all()


def test_the_file_refuses_more_waves_than_fit_and_other_wave_sizes():
    with pytest.raises(GprError, match="17 waves: a SIMD of RV770 holds 1-16"):
        GprFile(Partition(0, 4, 15), waves=17)
    with pytest.raises(GprError, match="RV730 runs 32-thread waves"):
        GprFile(Partition(0, 4, 4, RV730), waves=1)
    assert GprFile(Partition(0, 4, 1, RV770), waves=24).rows.shape == (8 + 24, 64, 4)


def test_private_budget_and_the_occupancy_table():
    assert private_budget(0, 4, 16) == 15 and private_budget(8, 4, 16) == 15
    assert private_budget(32, 4, 16) == 13 and private_budget(0, 4, 1) == 124
    table = occupancy_table(0, 4, 64)
    assert table[:4] == [(1, 124), (2, 124), (3, 82), (4, 62)]
    assert table[-1] == (24, 10) and len(table) == 24
    for waves, private in table:       # each row is the edge: one more GPR loses waves
        assert occupancy(Partition(0, 4, private)).waves_per_simd >= waves
        if private < 124:
            assert occupancy(Partition(0, 4, private + 1)).waves_per_simd < waves
    assert occupancy_table(0, 4, 1024) == [(16, 15)]
    assert occupancy_table(0, 4, 256) == [(w, 248 // w) for w in (4, 8, 12, 16, 20, 24)]
    with pytest.raises(GprError, match="at most 128 - 2 x 4 = 120"):
        private_budget(121, 4, 1)
