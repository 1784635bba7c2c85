"""Uninitialised reads (emu/initcheck.py, ``init=True``, ``gcnsim run --init``): a VGPR lane,
an SGPR, an LDS byte or a byte of an empty buffer read before anything wrote it is a warning
with its source line, wave, lane, PC and instruction; what the dispatch sets, what the host or
a kernel wrote, and the compilers' reads of half-defined register pairs are not reported; off
by default."""
import json
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.emu.launch import LaunchError
from gcnsim.lang import Ptr, global_id, i32, kernel, local_array

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
TRITON = Path(__file__).resolve().parent.parent / "data" / "triton"
READS = """\
\t.file 0 "/src" "k.cl"
\t.loc 0 3 5
  v_lshlrev_b32 v4, 2, v0
  global_load_dword v5, v4, s[4:5]
  s_waitcnt vmcnt(0)
\t.loc 0 4 9
  v_add_u32 v6, v5, v7
  ds_write_b32 v4, v6 offset:256
  ds_read_b32 v8, v4 offset:{offset}
  s_waitcnt lgkmcnt(0)
  s_add_u32 s9, s10, 1
  global_store_dword v4, v8, s[2:3]
  s_endpgm
"""


def launch(text, source, waves=1, **options):
    """The Launch of ``waves`` waves of one workgroup: s[2:3] an output, s[4:5] ``source``."""
    dev = source.device
    out = dev.zeros(64 * waves, np.uint32)
    pointers = {2: (out.address & 0xFFFFFFFF, out.address >> 32),
                4: (source.address & 0xFFFFFFFF, source.address >> 32)}
    prog = dev.load(text)
    prog.run(64 * waves, 64 * waves, sgprs=pointers, vgprs={0: "local_id_x"}, shared_mem=1024,
             **options)
    return prog.last


def test_each_kind_is_reported_once_with_its_place():
    dev = gcnsim.Device("gfx900")
    found = launch(READS.format(offset=0), dev.empty(128, np.uint32), waves=2,
                   init=True).extra["init"]
    assert [(r.kind, r.lane, r.count) for r in found] == [
        ("memory", 0, 1), ("vgpr", 0, 2), ("lds", 0, 1), ("sgpr", None, 2)]
    assert str(found[1]).startswith("warning: [uninitialised-vgpr] /src/k.cl:4:9: wave 0 pc "
                                    "0x")
    assert str(found[1]).endswith("'v_add_u32_e32 v6, v5, v7': lane 0 reads v7 before the "
                                  "wave wrote it (the dispatch does not set it) (2 waves)")
    assert "neither the host nor a kernel wrote" in found[0].what
    assert found[2].what == "reads LDS byte 0 that no wave of its workgroup wrote"


def test_a_read_repeated_in_a_loop_counts_its_waves_once():
    # a report counts the waves that read, not the reads: a 2-wave group whose read ran 3
    # times once said "(3 waves)"
    loop = ("  s_mov_b32 s12, 3\n  v_lshlrev_b32 v4, 2, v0\nagain:\n  v_add_u32 v6, v7, v0\n"
            "  ds_read_b32 v8, v4\n  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s12, s12, 1\n"
            "  s_cmp_eq_u32 s12, 0\n  s_cbranch_scc0 again\n  s_endpgm\n")
    for waves in (1, 2):
        found = launch(loop, gcnsim.Device("gfx900").zeros(4, np.uint32), waves=waves,
                       init=True).extra["init"]
        assert [(r.kind, r.count) for r in found] == [("vgpr", waves), ("lds", waves)]


def test_a_scalar_load_of_an_empty_buffer_names_its_wave():
    text = "  s_load_dword s6, s[4:5], 0x4\n  s_waitcnt lgkmcnt(0)\n  s_endpgm\n"
    (found,) = launch(text, gcnsim.Device("gfx900").empty(4, np.uint32), waves=2,
                      init=True).extra["init"]
    assert (found.kind, found.lane, found.count) == ("memory", None, 1)
    assert str(found).startswith("warning: [uninitialised-memory] wave 0 pc 0x")
    assert "+ 4), which neither the host nor a kernel wrote" in found.what


def test_written_bytes_and_registers_are_not_reported():
    """The LDS bytes the wave wrote, a buffer the host wrote, zeros; v7 and s10 set first."""
    dev = gcnsim.Device("gfx900")
    text = READS.format(offset=256).replace(
        "\t.loc 0 3 5\n", "\t.loc 0 3 5\n  v_mov_b32 v7, 0\n  s_mov_b32 s10, 0\n")
    written = dev.empty(64, np.uint32)
    written.write(np.arange(64, dtype=np.uint32))
    assert launch(text, written, init=True).extra["init"] == []
    assert launch(text, dev.zeros(64, np.uint32), init=True).extra["init"] == []


def test_what_a_kernel_stored_counts_as_written_for_the_next_launch():
    dev = gcnsim.Device("gfx900")
    empty = dev.empty(64, np.uint32)
    store = "  v_lshlrev_b32 v4, 2, v0\n  global_store_dword v4, v0, s[4:5]\n  s_endpgm\n"
    load = ("  v_lshlrev_b32 v4, 2, v0\n  global_load_dword v5, v4, s[4:5]\n"
            "  s_waitcnt vmcnt(0)\n  s_endpgm\n")
    assert len(launch(load, empty, init=True).extra["init"]) == 1
    launch(store, empty, init=True)
    assert launch(load, empty, init=True).extra["init"] == []
    other = dev.empty(64, np.uint32)
    launch(store, dev.zeros(64, np.uint32))      # unwatched stores: every byte counts written
    assert launch(load, other, init=True).extra["init"] == []


def test_off_by_default_and_a_bool():
    dev = gcnsim.Device("gfx900")
    assert "init" not in launch(READS.format(offset=0), dev.empty(64, np.uint32)).extra
    with pytest.raises(LaunchError, match="init must be True or False, got 'yes'"):
        launch(READS.format(offset=0), dev.empty(64, np.uint32), init="yes")


@pytest.mark.parametrize("target,source,checker", [
    ("gfx900", "reduce_lds", None),             # LDS written by every wave, read by others
    ("gfx900", "atomics_lds", "adversarial"),   # v_readfirstlane of a one-lane result
    ("gfx90a", "grid_2d", None),                # v_mad_u64_u32 with an undefined addend half
    ("gfx900", "args_widths", None),            # s_bfe_i64 of a pair with an undefined half
])
def test_the_clang_corpus_reads_nothing_unwritten(target, source, checker):
    from tests.kernels.cases import CASES
    from tests.kernels.test_kernels import build
    case = next(c for c in CASES if c.source == source)
    args, _ = build(case)
    dev = gcnsim.Device(target)
    values = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    done = getattr(dev.load(KERNELS / target / f"{source}.hsaco"), case.kernel)(
        *values, grid=case.grid, block=case.block, init=True, checker=checker)
    assert done.extra["init"] == []


def test_triton_dpp_with_every_lane_defined_reads_no_old_value():
    from tests.kernels.test_triton import SEED, manifest_of
    from tests.kernels.triton_cases import CASES
    path = TRITON / "gfx90a" / "softmax.json"
    manifest = manifest_of(path)
    _, args, _ = CASES[manifest["reference"]](manifest, np.random.default_rng(SEED))
    dev = gcnsim.Device("gfx90a")
    values = [dev.array(a) if isinstance(a, np.ndarray) and a.ndim else a for a in args]
    done = dev.load(path.with_suffix(".hsaco").read_bytes())[manifest["kernel"]](
        *values, grid=manifest["grid"], block=manifest["block"], shared_mem=manifest["shared"],
        init=True)
    assert done.extra["init"] == []


def test_v_writelane_writes_its_lane_and_reads_none():
    """clang -O0 spills SGPRs into VGPR lanes with v_writelane: that reads no lane of vdst,
    and marks only the lane it selects as written, whatever EXEC is."""
    prog = gcnsim.Device("gfx900").load("""\
  s_mov_b32 s14, 7
  v_writelane_b32 v3, s14, 5
  s_mov_b64 exec, 32
  v_mov_b32 v4, v3
  s_mov_b64 exec, 64
  v_mov_b32 v5, v3
  s_endpgm
""")
    prog.run(64, 64, init=True)
    (found,) = prog.last.extra["init"]
    assert found.kind == "vgpr" and found.lane == 6 and "v_mov_b32_e32 v5, v3" in found.where


def test_the_cli_prints_them_and_gives_them_as_json(capsys):
    argv = ["run", str(KERNELS / "gfx900" / "vector_add.hsaco"), "--grid", "64", "--arg",
            "f32:64:empty", "--arg", "f32:64:ones", "--arg", "f32:64", "--arg", "i32=64",
            "--init"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "[uninitialised-memory]" in out and "init check" in out
    assert main(argv + ["--json"]) == 0
    (report,) = json.loads(capsys.readouterr().out)["init"]
    assert report["kind"] == "memory" and report["lane"] == 0
    assert "'global_load_dword v4, v[2:3], off'" in report["where"]
    assert main(argv[:-1] + ["--json"]) == 0
    assert "init" not in json.loads(capsys.readouterr().out)


@kernel
def private_read(x: Ptr[i32], k: i32):
    a = local_array(i32, 8)
    a[0] = 1
    x[global_id(0)] = a[k]


def test_a_private_array_element_never_written_is_reported():
    """A local_array lives in scratch: a[3] read with only a[0] written is a report (it was
    "0 reports"); a[0] is none, in a second batch too, whose waves reuse the first's slots
    (the scratch shadow starts unwritten with each batch)."""
    dev = gcnsim.Device("gfx900")
    program = dev.compile(private_read)
    x = dev.zeros(128, np.int32)
    (report,) = program.private_read(x, np.int32(3), grid=64, init=True).extra["init"]
    assert report.kind == "scratch" and report.lane == 0
    line = private_read.pyfunc.__code__.co_firstlineno + 4           # x[...] = a[k]
    assert "loads private (scratch) byte" in report.what
    assert f"test_initcheck.py:{line}: wave 0" in report.where
    assert program.private_read(x, np.int32(0), grid=64, init=True).extra["init"] == []
    again = program.private_read(x, np.int32(3), grid=128, max_waves=1, init=True)
    assert [r.count for r in again.extra["init"]] == [2]
