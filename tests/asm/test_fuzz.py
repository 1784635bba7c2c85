"""Hypothesis: random words and random text never escape as anything but gcnsim's own errors,
and whatever decodes re-encodes to the same bytes."""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gcnsim.asm import assemble, decode, format_instruction
from gcnsim.errors import AsmError, DecodeError
from gcnsim.isa.targets import TARGETS

TARGET_NAMES = sorted(TARGETS)
_SETTINGS = settings(max_examples=400, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("target", TARGET_NAMES)
@_SETTINGS
@given(data=st.binary(min_size=4, max_size=16))
def test_random_words_decode_or_raise_decode_error(target, data):
    try:
        inst = decode(data, target)
    except DecodeError:
        return
    assert inst.encode() == data[:inst.size]
    format_instruction(inst, target)


_MNEMONICS = st.sampled_from(["s_mov_b32", "v_add_f32", "global_load_dword", "ds_read_b32",
                              "s_waitcnt", "buffer_load_dword", "v_mad_f32", "s_branch",
                              "v_cmp_eq_u32", "bogus", ".p2align", "label:"])
_PIECES = st.sampled_from(["v1", "s[0:1]", "vcc", "exec", "0x10", "-1", "1.0", "off",
                           "offset:4", "glc", "|v2|", "-v3", "vmcnt(0)", "s[0:3]", "v[2:3]",
                           "a[0:3]", "clamp", "mul:2", "[", "]", ":", ",", "(", "abs(", "9999"])


@pytest.mark.parametrize("target", TARGET_NAMES)
@_SETTINGS
@given(lines=st.lists(st.tuples(_MNEMONICS, st.lists(_PIECES, max_size=6)), max_size=4),
       noise=st.text(max_size=20))
def test_random_text_assembles_or_raises_asm_error(target, lines, noise):
    source = "\n".join(m + " " + ", ".join(ops) for m, ops in lines) + "\n" + noise
    try:
        assemble(source, target)
    except AsmError as err:
        assert err.line is not None or "target" in str(err)
