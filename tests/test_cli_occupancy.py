"""``gcnsim occupancy``: LLVM's figure for a code object, the same for its assembly, a --json
object alone on stdout, and one-line errors with exit status 1 for each kind of bad input."""
import json
import shutil
from pathlib import Path

import pytest

import gcnsim.kernels
from gcnsim.cli import main
from gcnsim.isa.devices import DEVICES

DATA = Path(__file__).resolve().parent / "data"
CASES = json.loads((DATA / "occupancy" / "cases.json").read_text())["cases"]
# One generated case per limit (names from tools/gen_occupancy.py), on each of two targets.
PICKED = [c for c in CASES if c["source"] == "generated" and c["target"] in ("gfx701", "gfx90a")
          and c["kernel"] in ("vgpr_85", "sgpr_89", "lds_20000_wg256", "wg_192", "wpe_3",
                              "agpr_v64_a64")]


def _json(argv, capsys):
    assert main(argv + ["--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


@pytest.mark.parametrize("case", PICKED, ids=[f"{c['target']}/{c['kernel']}" for c in PICKED])
def test_llvms_occupancy_for_a_code_object(case, capsys):
    hsaco = DATA / "occupancy" / f"{case['target']}.hsaco"
    got = _json(["occupancy", str(hsaco), "--kernel", case["kernel"],
                 "--block", str(case["block"])], capsys)
    assert got["waves_per_simd"] == case["llvm"]["occupancy"]
    assert got["limits"][got["limiter"]] == got["waves_per_simd"]
    assert got["waves_per_cu"] == got["workgroups_per_cu"] * got["waves_per_workgroup"]


def test_text_report_names_the_limit(capsys):
    case = next(c for c in PICKED if c["kernel"] == "lds_20000_wg256")
    hsaco = DATA / "occupancy" / f"{case['target']}.hsaco"
    assert main(["occupancy", str(hsaco), "--kernel", case["kernel"], "--block", "256"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["waves", "per", "SIMD:", str(case["llvm"]["occupancy"]), "of",
                                "10," if case["target"] == "gfx701" else "8,", "limited", "by",
                                "lds"]


def test_dynamic_lds_and_a_smaller_block(capsys):
    """3 workgroups of 20000 bytes fit 65536; with 12000 more bytes each, 2 do."""
    hsaco = DATA / "occupancy" / "gfx900.hsaco"
    argv = ["occupancy", str(hsaco), "--kernel", "lds_20000_wg256", "--block", "256"]
    assert _json(argv, capsys)["workgroups_per_cu"] == 3
    assert _json(argv + ["--lds", "12000"], capsys)["workgroups_per_cu"] == 2
    assert _json(argv[:-1] + ["16,16"], capsys)["block"] == 256


def test_assembly_gives_what_its_code_object_gives(capsys):
    kernels = DATA / "kernels" / "gfx900"
    argv = ["--block", "256", "--device", "vega56"]
    from_hsaco = _json(["occupancy", str(kernels / "matmul_tiled.hsaco")] + argv, capsys)
    from_asm = _json(["occupancy", str(kernels / "matmul_tiled.s")] + argv, capsys)
    assert from_asm == from_hsaco
    assert from_hsaco["device"] == "vega56"


@pytest.mark.parametrize("argv, message", [
    (["--device", "mi999"], "unknown device or target 'mi999'"),
    (["--device", "mi300x"], "is built for gfx900, not mi300x"),
    (["--lds", "50000"], "needs 70000 bytes of LDS a workgroup (20000 fixed, 50000 dynamic); a "
                         "CU of vega64 has 65536"),
    (["--lds", "-1"], "--lds -1: expected a number of bytes >= 0"),
    (["--block", "512"], "allows workgroups of at most 256 work-items"),
    (["--block", "0"], "a workgroup of 0 work-items cannot run"),
    (["--kernel", "nope"], "has no kernel 'nope'"),
])
def test_bad_input_is_one_line(argv, message, capsys):
    base = {"--kernel": "lds_20000_wg256", "--block": "256"}
    for flag, value in zip(argv[::2], argv[1::2]):
        base[flag] = value
    args = [arg for pair in base.items() for arg in pair]
    assert main(["occupancy", str(DATA / "occupancy" / "gfx900.hsaco")] + args) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
def test_opencl_source_is_built_for_the_device(capsys):
    """vector_add.cl built here gives what its committed code object (the same clang) gives."""
    argv = ["--block", "64", "--device", "mi300x"]
    built = _json(["occupancy", str(Path(gcnsim.kernels.__file__).parent / "vector_add.cl")]
                  + argv, capsys)
    assert built == _json(["occupancy", str(DATA / "kernels" / "gfx942" / "vector_add.hsaco")]
                          + argv, capsys)


def test_devices_lists_the_compute_unit_under_a_header_with_the_source(capsys):
    """A header row, and the source column docs/cli.md promises (both were missing)."""
    assert main(["devices"]) == 0
    header, *rows = capsys.readouterr().out.splitlines()
    names = ("device", "target", "CUs (dies)", "clock", "memory", "DRAM (channels x banks)",
             "SIMDs x wave slots", "LDS per CU", "registers per SIMD", "other names", "source")
    starts = [header.index(name) for name in names]
    assert header.split("  ")[0] == "device" and starts == sorted(starts)
    table = {row[:starts[1]].strip(): [row[a:b].strip() for a, b in
                                      zip(starts, starts[1:] + [None])] for row in rows}
    assert table["mi300x"] == ["mi300x", "gfx942", "304 (8x38)",
                               "2100 MHz (sustained, assumed 1810)", "192 GiB",
                               "HBM3 5300 GB/s, 256x16 banks", "4x8",
                               "64 KiB/32 banks", "512 VGPRs/800 SGPRs",
                               "mi300; default for gfx942", "AMD Instinct MI300X data sheet; "
                               f"sustained clock: {DEVICES['mi300x'].clocks.source}; "
                               "DRAM timing: DRAMsim3 HBM2_8Gb_x128 preset"]
    assert [columns[-1] for columns in table.values()] == [d.sources for d in DEVICES.values()]


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
def test_opencl_build_options_and_k_as_gcnsim_run_takes_them(tmp_path, capsys):
    """The outside probe: occupancy took no -k and no -D/-I, unlike run and check."""
    source = tmp_path / "scale.cl"
    source.write_text('#ifndef N\n#error "N undefined"\n#endif\n'
                      "kernel void k(global float *a) { a[get_global_id(0)] *= N; }\n")
    assert main(["occupancy", str(source), "-k", "k", "--block", "256", "--json"]) == 1
    assert "N undefined" in capsys.readouterr().err
    assert main(["occupancy", str(source), "-k", "k", "--block", "256", "-DN=3",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["kernel"] == "k"


def test_a_kernel_language_file_as_run_takes_it(tmp_path, capsys):
    """occupancy compiles a .py's @kernel as run does: the same figures as its code object."""
    source = tmp_path / "k.py"
    source.write_text("from gcnsim.lang import kernel, Ptr, i32, global_id\n\n@kernel\n"
                      "def twice(x: Ptr[i32], n: i32):\n    i = global_id(0)\n"
                      "    if i < n:\n        x[i] = x[i] * 2\n")
    hsaco = tmp_path / "k.hsaco"
    assert main(["compile", str(source), "-o", str(hsaco)]) == 0
    capsys.readouterr()
    from_py = _json(["occupancy", str(source), "--block", "256"], capsys)
    assert from_py == _json(["occupancy", str(hsaco), "--block", "256"], capsys)
    assert from_py["kernel"] == "twice"
