"""The native tier's MUBUF loads and stores and its atomics on every target against the
interpreter, bit for bit (tests/native/buffer_cases.py): registers, allocations, the LDS,
DeviceMemory.stores and a worker's marks; lanes out of a buffer's range, many lanes and waves
on one atomic word, EXEC full, empty and partial (benchmarks/native_speed.py --sweep runs more
seeds)."""
import pytest

from gcnsim.native import atomic
from gcnsim.native.access import covers
from gcnsim.isa.opcodes import op_table
from tests.native.buffer_cases import compare, markable, program
from tests.native.memory_cases import BATCH

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_buffer_and_atomics_match_interpreter(target):
    diffs, ran, error = compare(target, 1)
    assert not diffs, "\n".join(diffs[:20])
    assert ran == len(program(target)) * BATCH.size and error is None


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_watched_forms_mark_as_the_interpreter(target):
    """A worker's marks: buffer accesses of a dword or less and DS atomics mark (or not) what
    the interpreter marks; an atomic on device memory or a wider buffer access is left to the
    interpreter (which marks its parts), with the same results."""
    lines = [line for line in program(target) if markable(line)]
    diffs, ran, error = compare(target, 2, watched=True, lines=lines)
    assert not diffs, "\n".join(diffs[:20])
    assert ran == len(lines) * BATCH.size and error is None
    for line in [line for line in program(target) if not markable(line)][:3]:
        diffs, ran, error = compare(target, 3, watched=True, lines=[line])
        assert not diffs and ran == 0 and error is None, line


@pytest.mark.parametrize("target", ("gfx90a", "gfx942"))
def test_float_add_of_nans_runs_natively_with_the_interpreters_nan(target):
    """Two NaNs of different payloads (the pool's, in memory and data): the native add returns
    the old word's quieted, as atomics.py does, so batches adding NaNs run natively."""
    for line in ("global_atomic_add_f32 v20, v[0:1], v12, off sc0",
                 "global_atomic_add_f64 v[20:21], v[0:1], v[12:13], off sc0",
                 "ds_add_rtn_f32 v20, v5, v12 offset:8"):
        line = line if target == "gfx942" else line.replace("sc0", "glc")
        diffs, ran, error = compare(target, 4, lines=[line])
        assert not diffs and ran == BATCH.size and error is None, (line, diffs[:5])


@pytest.mark.parametrize("target", TARGETS)
def test_every_covered_buffer_and_atomic_form_is_compared(target):
    run = {line.split()[0] for line in program(target)}
    names = {row.name for row in op_table(target).rows}
    wanted = {n for n in names if covers(n) and (n.startswith("buffer_") or "atomic" in n or (
        n.startswith("ds_") and atomic.ds_op(n[3:]) is not None))}
    assert wanted <= run and wanted
    assert any(n.startswith("buffer_atomic_cmpswap") for n in run)


def test_cache_policy_bits_translate_and_tfe_does_not():
    """gfx940's sc0 nt sc1 (glc slc scc) change nothing the interpreter models; tfe (a status
    dword) runs interpreted."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.native.access import lowering
    for target, text, translated in (
            ("gfx942", "buffer_load_dword v1, v2, s[4:7], 0 offen sc0 sc1 nt", True),
            ("gfx900", "buffer_load_dword v1, v2, s[4:7], 0 offen glc slc", True),
            ("gfx900", "buffer_load_dword v[1:2], v2, s[4:7], 0 offen tfe", False)):
        code = CodeImage(target, assemble(text, target).text)
        entry, = code.block(0, len(code.data)).entries
        assert (lowering(entry.inst, code.target) is not None) == translated, text


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_every_lane_out_of_range(target):
    """No lane in range: loads and returning atomics write 0, stores count in
    DeviceMemory.stores (one per part the interpreter stores: a store short of its last
    dwords in every lane goes dword by dword), nothing is accessed."""
    glc = "sc0" if target == "gfx942" else "glc"
    lines = ["buffer_load_dwordx2 v[20:21], off, s[8:11], s20 offset:4000",
             "buffer_load_ubyte v22, off, s[8:11], 0 offset:2000",
             "buffer_store_dword v12, off, s[8:11], 0 offset:4000",
             "buffer_store_dwordx4 v[12:15], off, s[8:11], 0 offset:1992",
             "buffer_store_dwordx3 v[12:14], off, s[8:11], 0 offset:2000",
             f"buffer_atomic_add v12, off, s[8:11], 0 offset:4000 {glc}",
             f"buffer_atomic_cmpswap_x2 v[12:15], off, s[8:11], 0 offset:4000 {glc}",
             "buffer_load_dwordx4 v[24:27], off, s[8:11], 0 offset:1992"]
    diffs, ran, error = compare(target, 5, lines=lines)
    assert not diffs, "\n".join(diffs[:20])
    assert ran == len(lines) * BATCH.size and error is None
