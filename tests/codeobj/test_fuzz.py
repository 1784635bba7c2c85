"""Corrupted and truncated code objects raise CodeObjectError (a GcnsimError), never a
struct, msgpack or index error: real files from the corpus, mutated by hypothesis."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gcnsim.codeobj import KernelDescriptor, load_code_object, render_inspect
from gcnsim.errors import CodeObjectError

from .kernel_data import HSACO

FILES = [p.read_bytes() for p in HSACO[::7]]
SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _load_or_error(data):
    try:
        co = load_code_object(data)
    except CodeObjectError as err:
        assert "\n" not in str(err)
        return
    render_inspect(co)


@SETTINGS
@given(st.sampled_from(FILES), st.floats(0, 1))
def test_truncated_files(data, fraction):
    _load_or_error(data[:int(len(data) * fraction)])


@SETTINGS
@given(st.sampled_from(FILES), st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)),
                                        min_size=1, max_size=8))
def test_mutated_bytes(data, edits):
    image = bytearray(data)
    for where, value in edits:
        image[min(int(where * len(image)), len(image) - 1)] = value
    _load_or_error(bytes(image))


@SETTINGS
@given(st.sampled_from(FILES), st.sampled_from([0x10, 0x12, 0x18, 0x20, 0x28, 0x30, 0x36,
                                                0x3a, 0x3c, 0x3e]),
       st.integers(0, 2**64 - 1))
def test_corrupted_header_fields(data, offset, value):
    """Overwrite ELF header fields (type, machine, entry, phoff, shoff, flags, counts,
    section-name index) with arbitrary values."""
    image = bytearray(data)
    width = 8 if offset in (0x18, 0x20, 0x28) else 4 if offset == 0x30 else 2
    image[offset:offset + width] = (value % (1 << (8 * width))).to_bytes(width, "little")
    _load_or_error(bytes(image))


@given(st.binary(min_size=64, max_size=64))
def test_descriptor_bytes_round_trip(raw):
    assert KernelDescriptor.from_bytes(raw).to_bytes() == raw


@given(st.binary(max_size=200))
def test_random_bytes(data):
    _load_or_error(data)
