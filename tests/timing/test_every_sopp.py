"""Every SOPP and SOPK instruction of each target, in the middle of a kernel and as its last
instruction, runs in timing mode as in functional mode: the same wave-instructions counted and
timed, or the same clear refusal (a GcnsimError); never a hang (a timeout fails the test) nor
another exception. The instructions' texts are the LLVM-checked corpus lines (the first and the
last of each mnemonic); branches with a negative offset, which loop, are left out. A wave that
ended at s_endpgm_ordered_ps_done or s_sethalt 1 never left its SIMD in the replay before."""
from pathlib import Path

import pytest

from gcnsim.emu.executor import LaunchTimeout
from gcnsim.errors import GcnsimError
from gcnsim.isa.issue import BRANCH, category
from gcnsim.isa.opcodes import op_table
from gcnsim.runtime import Device

CORPUS = Path(__file__).resolve().parent.parent / "data" / "corpus"
DEVICES = {"gfx701": "r9-290x", "gfx900": "vega64", "gfx90a": "mi250x", "gfx942": "mi300x"}
BODIES = ("v_mov_b32 v1, 1\n{}\nv_mov_b32 v2, 2\ns_endpgm", "v_mov_b32 v1, 1\n{}")


def _lines(target):
    """The first and last corpus line of each SOPP and SOPK mnemonic of ``target``."""
    rows = {row.name: row for row in op_table(target).rows if row.enc in ("SOPP", "SOPK")}
    found = {}
    for line in (CORPUS / f"{target}_scalar.txt").read_text().splitlines():
        text = line.split("\t")[0]
        name = text.split()[0]
        row = rows.get(name)
        if row is None or (category(row, 0) == BRANCH and "-" in text):
            continue
        found.setdefault(name, []).append(text)
    assert len(found) > 40
    return sorted({t for texts in found.values() for t in (texts[0], texts[-1])})


def _outcome(run):
    """The launch, or the type of the GcnsimError it raised (a timeout is no answer)."""
    try:
        return run()
    except LaunchTimeout:
        raise
    except GcnsimError as err:
        return type(err)


@pytest.mark.parametrize("target", sorted(DEVICES))
def test_every_sopp_and_sopk_instruction_times_as_it_runs(target):
    dev = Device(DEVICES[target])
    for line in _lines(target):
        for body in BODIES:
            prog = dev.load(body.format(line))
            runs = [_outcome(lambda timing=timing: prog.run(128, 128, vgpr_count=8, checker=None,
                                                            timeout=30, timing=timing))
                    for timing in (False, True)]
            functional, timed = runs
            where = f"{target}: {body.format(line)!r}"
            if isinstance(functional, type):
                assert timed is functional, where
            else:
                assert not isinstance(timed, type), (where, timed)
                count = functional.stats.wave_instructions
                assert timed.stats.wave_instructions == timed.timing.wave_instructions == count, \
                    where
