"""The R700 owner-write LDS (the R700 ISA's section 2.6.2): the write formula over every group
size, absolute and relative mode, run-time reads, the neighbour exchange, bank counts, and
every illegal access a typed error."""
import numpy as np
import pytest

from gcnsim.errors import GcnsimError
from gcnsim.r700.chips import GroupError
from gcnsim.r700.lds import (BANK_DWORDS, Lds, LdsError, bank_counts, bank_place,
                             linear_address, max_stride, write_map)

# powers of two, multiples of the wave and sizes the manual allows but advises against
GROUPS = [1, 3, 4, 63, 64, 65, 100, 128, 192, 256, 320, 384, 512, 640, 768, 1000, 1020, 1024]


def _dword_writers(m):
    """Writers of each dword of each bank: shape (4, 1024)."""
    counts = np.zeros((4, BANK_DWORDS), dtype=np.int64)
    for k in range(m.count):
        np.add.at(counts, (m.bank, m.bank_offset + k), 1)
    return counts


@pytest.mark.parametrize("group", GROUPS)
def test_every_legal_stride_and_index_gives_each_dword_one_writer_within_16kb(group):
    stride = max_stride(group)
    threads_per_bank = -(-group // 4)
    assert stride % 4 == 0 and stride <= 64 and stride <= 4096 // (4 * threads_per_bank)
    assert stride == min(64, 1024 // threads_per_bank // 4 * 4)
    for index in range(0, stride, 4):
        m = write_map(group, stride, index, relative=True)
        counts = _dword_writers(m)
        assert counts.max() == 1 and counts.sum() == 4 * group
        assert (m.bank_offset + 4).max() <= BANK_DWORDS
        assert m.writers().max() == 1
    if stride < 64:
        with pytest.raises(LdsError, match=rf"allows dst_stride at most {stride}"):
            write_map(group, stride + 4, 0, relative=True)


def test_every_group_size_from_1_to_1024_at_its_largest_stride_and_every_index():
    checked = 0
    for group in range(1, 1025):
        stride = max_stride(group)
        assert stride * (-(-group // 4)) <= BANK_DWORDS < (stride + 4) * (-(-group // 4)) or \
            stride == 64
        for index in range(0, stride, 4):
            m = write_map(group, stride, index, relative=True)
            dwords = (m.bank[:, None] * BANK_DWORDS + m.bank_offset[:, None] + np.arange(4))
            assert np.bincount(dwords.reshape(-1)).max() == 1
            assert (m.bank_offset + 4).max() <= BANK_DWORDS
            checked += 1
    assert checked == 3444


@pytest.mark.parametrize("group, space", [(1024, 4), (512, 8), (256, 16), (128, 32), (64, 64),
                                          (32, 64), (1, 64)])
def test_space_per_thread_is_inverse_to_the_group_size(group, space):
    assert max_stride(group) == space


def test_absolute_mode_16_waves_share_64_areas_each_written_by_16_threads():
    m = write_map(1024, 64, 0)
    writers = m.writers()
    assert (writers > 0).sum() == 64 and set(writers[writers > 0].tolist()) == {16}
    for lane in range(64):
        mine = m.lane == lane
        assert mine.sum() == 16 and len(set(m.wave[mine].tolist())) == 16
        assert set(zip(m.bank[mine].tolist(), m.bank_offset[mine].tolist())) == {
            (lane % 4, (lane >> 2) * 64)}


def test_the_formula():
    m = write_map(256, 16, 8, relative=True)
    t = np.arange(256)
    assert (m.thread_id == t).all()
    assert (m.bank == t % 4).all() and (m.bank_offset == (t >> 2) * 16 + 8).all()
    m = write_map(256, 16, 8)
    assert (m.thread_id == t % 64).all()


def test_relative_write_and_read_back_over_a_batch_of_waves():
    rng = np.random.default_rng(1)
    lds = Lds(group_size=1024)
    values = rng.integers(0, 2**32, size=(16, 64, 4), dtype=np.uint32)
    lds.write(np.arange(16), values, dst_stride=4, dst_index=0, relative=True)
    t = np.arange(1024).reshape(16, 64)
    back = lds.read(np.arange(16), linear_address(t % 4, (t >> 2) * 4))
    assert (back == values).all()
    # any thread reads any other thread's 4 aligned dwords: here, the reversed group's
    other = lds.read(np.arange(16), linear_address((1023 - t) % 4, ((1023 - t) >> 2) * 4))
    assert (other == values.reshape(1024, 4)[::-1].reshape(16, 64, 4)).all()
    assert lds.counts["write_dwords"] == lds.counts["read_dwords"] // 2 == 4096


def test_absolute_mode_a_later_read_sees_the_last_wave_to_write():
    lds = Lds(group_size=256)
    values = np.stack([np.full((64, 2), w + 1) for w in range(4)]).astype(np.uint32)
    lds.write([0, 1, 2, 3], values, dst_stride=8, dst_index=4)
    assert (lds.read([0], linear_address(np.arange(64) % 4, (np.arange(64) >> 2) * 8 + 4)
                     [None, :], count=2) == 4).all()
    assert set(lds.writer[lds.writer >= 0].tolist()) == set(range(192, 256))
    lds.write([1], values[:1], dst_stride=8, dst_index=4)        # a later call lands last
    assert lds.data[0, 4] == 1 and lds.writer[0, 4] == 64


def test_inactive_lanes_and_lanes_past_the_group_do_not_write():
    lds = Lds(group_size=100)
    mask = np.ones((2, 64), bool)
    mask[0, 1] = False
    lds.write([0, 1], np.full((2, 64, 1), 7, np.uint32), 4, 0, relative=True, exec_mask=mask)
    written = (lds.writer >= 0).sum()
    assert written == 99 and lds.writer[1, 0] == -1
    assert lds.writer[0, 96] == 96 and lds.writer[0, 100] == -1     # thread 100 is past it


def test_the_neighbour_exchange_is_a_4x4_transpose_within_each_quad():
    rng = np.random.default_rng(2)
    values = rng.integers(0, 2**32, size=(2, 64, 4), dtype=np.uint32)
    lds = Lds(group_size=128)
    lds.exchange([0, 1], values, dst_stride=4, dst_index=0, relative=True)
    t = np.arange(128).reshape(2, 64)
    got = lds.read([0, 1], linear_address(t % 4, (t >> 2) * 4))
    quads = values.reshape(2, 16, 4, 4)
    assert (got == quads.transpose(0, 1, 3, 2).reshape(2, 64, 4)).all()
    with pytest.raises(LdsError, match="writes 4 dwords per thread, not 2"):
        lds.exchange([0], values[:1, :, :2], 4, 0)


def test_linear_addresses_interleave_the_banks_by_entry():
    address = np.arange(4096)
    bank, offset = bank_place(address)
    assert (linear_address(bank, offset) == address).all()
    assert bank[:20].tolist() == [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4 + [0] * 4
    assert offset[16:20].tolist() == [4, 5, 6, 7]


def test_bank_counts_of_reads():
    same = np.zeros((1, 64), np.int64)
    assert (bank_counts(same) == np.array([1, 0, 0, 0])).all()
    four_entries_of_bank_0 = (np.arange(64) % 4 * 16).reshape(1, 64)
    counts = bank_counts(four_entries_of_bank_0)
    assert counts.shape == (1, 16, 4) and (counts[..., 0] == 4).all()
    own = linear_address(np.arange(64) % 4, (np.arange(64) >> 2) * 4).reshape(1, 64)
    assert (bank_counts(own) == 1).all()
    lds = Lds()
    lds.read([0], four_entries_of_bank_0)
    assert lds.counts["read_cycles"] == 16 * 4


@pytest.mark.parametrize("call, message", [
    (lambda l: l.write([0], np.zeros((1, 64, 5)), 4, 0), "1-4 dwords per thread, not 5"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 6, 0), "dst_stride 6: expected 4, 8, ... 64"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 68, 0), "dst_stride 68"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 0, 0), "dst_stride 0"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 8, 2), "dst_index 2: expected a multiple of 4"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 8, 8), r"dst_index 8: .* in 0-4, within the "
                                                         r"stride"),
    (lambda l: l.write([0], np.zeros((1, 64, 4)), 8, -4), "dst_index -4"),
    (lambda l: l.write([15], np.zeros((1, 64, 4)), 8, 0, relative=True),
     r"thread 1020 writes dwords 2040-2043 of bank 0, past its 1024 \(16 KB in all\): a group "
     r"of 1024 threads allows dst_stride at most 4"),
    (lambda l: l.write([16], np.zeros((1, 64, 4)), 4, 0), r"wave 16 is not in a group of 1024 "
                                                          r"threads \(waves 0-15\)"),
    (lambda l: l.write([0], np.zeros((64, 4)), 4, 0), r"shape \(64, 4\): expected \(1, 64, 1-4\)"),
    (lambda l: l.read([0], np.full((1, 64), 2)), r"lane 0 of wave 0: a read of 4 dwords at "
                                                 r"dword 2 crosses a 16-byte entry"),
    (lambda l: l.read([0], np.full((1, 64), 4096), count=1),
     "a read of 1 dword at dword 4096 is outside the 16 KB LDS"),
    (lambda l: l.read([0], np.full((1, 64), -4)), "is outside the 16 KB LDS"),
    (lambda l: l.read([0], np.zeros((1, 64)), count=0), "1-4 dwords per thread, not 0"),
    (lambda l: l.read([0], np.zeros((1, 64)), exec_mask=np.ones(64, bool)), "exec mask of shape"),
])
def test_illegal_accesses_are_typed_errors(call, message):
    with pytest.raises(LdsError, match=message) as err:
        call(Lds(group_size=1024))
    assert isinstance(err.value, GcnsimError)


def test_an_inactive_lanes_address_is_not_checked():
    mask = np.zeros((1, 64), bool)
    mask[0, 0] = True
    addresses = np.full((1, 64), 4093)
    addresses[0, 0] = 8
    got = Lds().read([0], addresses, count=2, exec_mask=mask)
    assert got.shape == (1, 64, 2) and (got[0, 1:] == 0).all()


@pytest.mark.parametrize("group", [0, 1025, 2.5])
def test_group_sizes_are_1_to_1024(group):
    with pytest.raises(GroupError, match=f"1-1024 threads, not {group}"):
        Lds(group)
    with pytest.raises(GroupError, match=f"1-1024 threads, not {group}"):
        max_stride(group)
