"""Every VALU row the corpus holds (one line per mnemonic and format, per target) builds and
runs on random registers without error: the operand mapping of valu.py covers every row."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import decode
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry
from gcnsim.semantics.valu_float import OPS as FLOAT_OPS
from gcnsim.semantics.valu_int import LANE_MOVES, OPS as INT_OPS, SIGNED_I32
from gcnsim.semantics.vcmp import OPS as CMP_OPS


MINE = set(FLOAT_OPS) | set(INT_OPS) | set(CMP_OPS) | set(LANE_MOVES) | set(SIGNED_I32)
CORPUS = str(Path(__file__).parents[1] / "data" / "corpus" / "{target}_{family}.txt")


def corpus_samples(target):
    """One decoded instruction per (mnemonic, format) of a target's VALU corpus."""
    t = get_target(target)
    seen = {}
    for family in ("vop32", "vop64"):
        with open(CORPUS.format(target=target, family=family)) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) < 3:
                    continue
                inst = decode(bytes.fromhex(parts[1]), t, 0)
                key = (inst.op.name, inst.fmt.name)
                if inst.op.name in MINE and key not in seen:
                    seen[key] = inst
    return list(seen.values())


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_every_valu_row_runs(target):
    t = get_target(target)
    rng = np.random.default_rng(3)
    samples = corpus_samples(target)
    assert len(samples) > 300
    for inst in samples:
        st = WaveState(2, 512 if t.has("agpr") else 256)
        st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
        st.s[:] = rng.integers(0, 1 << 32, st.s.shape, dtype=np.uint64).astype(np.uint32)
        st.s[:, 124] = 3
        with np.errstate(all="ignore"):
            registry.build(inst, t, 0)(st, slice(None), None)
