"""Symbol operands of scalar literals (gcnsim/asm/symbols.py): clang -S output of kernels that
make calls (tests/data/calls/, built by its build.sh, which checks that llvm-mc-19 + ld.lld-19
give clang's .text) assembles to clang's .text on every target, and runs; what gcnsim cannot
resolve is an AsmError that says why. Needs no LLVM."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.errors import AsmError
from gcnsim.runtime import Device

CALLS = Path(__file__).resolve().parent.parent / "data" / "calls"
# The .s files gcnsim assembles: those whose symbol operands all name code (the -O0 builds
# with the device libraries also read the data symbol __oclc_ABI_version).
CODE_ONLY = sorted(CALLS.glob("calls_*_O2.s")) + sorted(CALLS.glob("builtins_*.s"))
WITH_DATA = sorted(CALLS.glob("calls_*_O0.s"))


@pytest.mark.parametrize("path", CODE_ONLY, ids=[p.stem for p in CODE_ONLY])
def test_clang_assembly_with_calls_gives_clangs_text(path):
    co = load_code_object(path.with_suffix(".hsaco"))
    ours = load_code_object(write_code_object(assemble(path.read_text(), name=path.name)))
    assert ours.target == co.target and ours.text == co.text


def test_the_code_object_written_runs_its_calls():
    """-O0: every function a real call, its frame in scratch."""
    data = write_code_object(assemble((CALLS / "builtins_gfx90a_O0.s").read_text()))
    dev = Device("gfx90a")
    b = dev.array(np.arange(256, dtype=np.int32))
    a = dev.array(np.zeros(256, dtype=np.int32))
    dev.load(data).builtins(a, b, np.int32(200), grid=256, block=64)
    i = np.arange(256)
    assert (a.numpy() == np.where(i < 200, 4 * i + 1, 0)).all()


@pytest.mark.parametrize("path", WITH_DATA, ids=[p.stem for p in WITH_DATA])
def test_a_data_symbol_is_an_error(path):
    with pytest.raises(AsmError, match="symbol '__oclc_ABI_version' is not a label of .text"):
        assemble(path.read_text(), name=path.name)


# s_getpc_b64 at 0x0 gives 0x4; the literals' dwords are at 0x8 and 0x10 (P).
PAIR = """\
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, {lo}
  s_addc_u32 s5, s5, {hi}
  s_setpc_b64 s[4:5]
{label}:
  s_endpgm"""


@pytest.mark.parametrize("lo,hi,words", [
    ("f@rel32@lo+4", "f@rel32@hi+12", (0x14, 0)),           # f - 0x4: ahead
    ("f@rel32@lo-4", "f@rel32@hi+4", (0xC, 0)),
    ("g@rel32@lo+4", "g@rel32@hi+12", (0xFFFFFFFC, 0xFFFFFFFF)),   # g = 0: behind
])
def test_rel32_is_s_plus_a_minus_p(lo, hi, words):
    text = "g:\n" + PAIR.format(lo=lo, hi=hi, label="f")
    prog = assemble(text, "gfx900")
    add, addc = prog.instructions[1][1], prog.instructions[2][1]
    assert (add.literal, addc.literal) == words
    assert add.size == addc.size == 8        # a literal even where an inline constant fits


@pytest.mark.parametrize("operand,message", [
    ("nowhere@rel32@lo+4", "symbol 'nowhere' is not a label of .text"),
    ("f@abs32@lo", "needs the address the code is loaded at"),
    ("f@gotpcrel32@lo+4", "needs a global offset table"),
])
def test_what_cannot_be_resolved_says_why(operand, message):
    with pytest.raises(AsmError, match=message) as err:
        assemble(PAIR.format(lo=operand, hi="0", label="f"), "gfx900")
    assert err.value.line == 2


@pytest.mark.parametrize("target,text,words", [
    # llvm-mc-19 -show-encoding: on gfx7 an inline constant selects the lane (VOP2) ...
    ("gfx701", "v_writelane_b32 v3, s14, 0", (0x0E, 0x00, 0x07, 0x04)),
    ("gfx701", "v_readlane_b32 s14, v3, 1", (0x03, 0x03, 0x1D, 0x02)),
    ("gfx701", "v_readlane_b32 s14, v3, 64", (0x03, 0x81, 0x1D, 0x02)),
    ("gfx701", "v_readlane_b32 s14, v3, -1", (0x03, 0x83, 0x1D, 0x02)),
    # ... and v_writelane_b32's lane select in M0 is off the constant bus
    ("gfx701", "v_writelane_b32 v3, s14, m0", (0x0E, 0xF8, 0x06, 0x04)),
    ("gfx701", "v_writelane_b32 v3, 0x1234, m0",
     (0xFF, 0xF8, 0x06, 0x04, 0x34, 0x12, 0x00, 0x00)),
    ("gfx900", "v_writelane_b32 v3, s14, m0", (0x03, 0x00, 0x8A, 0xD2, 0x0E, 0xF8, 0x00, 0x00)),
    ("gfx942", "v_writelane_b32 v3, vcc_lo, m0",
     (0x03, 0x00, 0x8A, 0xD2, 0x6A, 0xF8, 0x00, 0x00)),
])
def test_lane_selects_as_llvm_mc(target, text, words):
    assert assemble(text, target).text == bytes(words)


@pytest.mark.parametrize("target", ["gfx701", "gfx900"])
@pytest.mark.parametrize("text", ["v_writelane_b32 v3, s14, s15",
                                  "v_writelane_b32 v3, m0, s15"])
def test_two_scalar_sources_of_v_writelane_are_refused(target, text):
    with pytest.raises(AsmError, match="constant bus"):
        assemble(text, target)
