"""lds_direct (src_lds_direct) as llvm-mc-19 takes it: a VALU src0 on gfx701 and gfx900, refused
on gfx90a and gfx942 ("lds_direct is not supported on this GPU", AMDGPUAsmParser's
validateLdsDirect). Bytes are llvm-mc-19's."""
import pytest

from gcnsim.asm import assemble_line
from gcnsim.errors import AsmError

LINES = {"v_mov_b32 v0, lds_direct": {"gfx701": "fe02007e", "gfx900": "fe02007e"},
         "v_mov_b32_e64 v0, lds_direct": {"gfx701": "000002d3fe000000",
                                          "gfx900": "000041d1fe000000"},
         "v_add_f32_e64 v0, src_lds_direct, v1": {"gfx701": "000006d2fe020200",
                                                  "gfx900": "000001d1fe020200"},
         "v_fma_f32 v0, lds_direct, v1, v2": {"gfx701": "000096d2fe020a04",
                                              "gfx900": "0000cbd1fe020a04"}}


@pytest.mark.parametrize("line", sorted(LINES))
@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_lds_direct_where_llvm_takes_it(line, target):
    expected = LINES[line].get(target)
    if expected is not None:
        assert assemble_line(line, target).encode().hex() == expected
        return
    with pytest.raises(AsmError, match="lds_direct is not supported on this GPU"):
        assemble_line(line, target)
