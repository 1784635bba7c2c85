"""lds_direct (src_lds_direct) as llvm-mc-19 takes it: a VALU src0 on gfx701 and gfx900, refused
on gfx90a and gfx942 ("lds_direct is not supported on this GPU", AMDGPUAsmParser's
validateLdsDirect). Where gfx701/gfx900 refuse it, the message is llvm-mc-19's too: an SDWA form
or a reversed opcode cannot use it, and it may be src0 only; each is checked once the operands
have matched, so an unsuffixed line does not report its e32 form's src1 VGPR instead. Bytes and
messages are llvm-mc-19's."""
import pytest

from gcnsim.asm import assemble_line
from gcnsim.errors import AsmError

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")

LINES = {"v_mov_b32 v0, lds_direct": {"gfx701": "fe02007e", "gfx900": "fe02007e"},
         "v_mov_b32_e64 v0, lds_direct": {"gfx701": "000002d3fe000000",
                                          "gfx900": "000041d1fe000000"},
         "v_add_f32_e64 v0, src_lds_direct, v1": {"gfx701": "000006d2fe020200",
                                                  "gfx900": "000001d1fe020200"},
         "v_fma_f32 v0, lds_direct, v1, v2": {"gfx701": "000096d2fe020a04",
                                              "gfx900": "0000cbd1fe020a04"},
         "v_pk_add_f16 v0, lds_direct, v1": {"gfx900": "00408fd3fe020218"}}
CANNOT = "lds_direct cannot be used with this instruction"
SRC0 = "lds_direct may be used as src0 only"
# gfx701/gfx900 messages (gfx90a and gfx942 say "not supported on this GPU" to each).
REFUSED = {"v_mov_b32_sdwa v0, lds_direct": {"gfx900": CANNOT},
           "v_add_f32_sdwa v0, v1, lds_direct": {"gfx900": CANNOT},
           "v_cmp_eq_f32_sdwa vcc, lds_direct, v1": {"gfx900": CANNOT},
           "v_subrev_f32 v0, lds_direct, v1": {"gfx701": CANNOT, "gfx900": CANNOT},
           "v_subrev_f32_e64 v0, v1, lds_direct": {"gfx701": CANNOT, "gfx900": CANNOT},
           "v_add_f32 v0, v1, lds_direct": {"gfx701": SRC0, "gfx900": SRC0},
           "v_cmp_eq_f32 vcc, v1, lds_direct": {"gfx701": SRC0, "gfx900": SRC0},
           "v_fma_f32 v0, v1, v2, lds_direct": {"gfx701": SRC0, "gfx900": SRC0},
           "v_pk_add_f16 v0, v1, lds_direct": {"gfx900": SRC0}}


def _cases(table):
    """(line, target) for each target a line is written for, and gfx90a and gfx942 (which
    refuse lds_direct everywhere); gfx701 has no SDWA or VOP3P form to try."""
    return [(line, target) for line in sorted(table) for target in TARGETS
            if target in table[line] or target in ("gfx90a", "gfx942")]


@pytest.mark.parametrize("line,target", _cases(LINES))
def test_lds_direct_where_llvm_takes_it(line, target):
    expected = LINES[line].get(target)
    if expected is not None:
        assert assemble_line(line, target).encode().hex() == expected
        return
    with pytest.raises(AsmError, match="lds_direct is not supported on this GPU"):
        assemble_line(line, target)


@pytest.mark.parametrize("line,target", _cases(REFUSED))
def test_lds_direct_refused_as_llvm_refuses_it(line, target):
    message = REFUSED[line].get(target, "lds_direct is not supported on this GPU")
    with pytest.raises(AsmError) as err:
        assemble_line(line, target)
    assert err.value.message == message
    assert err.value.token == "lds_direct"
