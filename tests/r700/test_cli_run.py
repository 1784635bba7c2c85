"""``gcnsim r700 run``: a program from a file, the summary, registers shown per wave or as the
global GPR, JSON equal to the Python API, and one-line errors."""
import json
from pathlib import Path

import numpy as np

from gcnsim.cli import main
from gcnsim.r700.asm import assemble_bytes
from gcnsim.r700.machine import ids, run

PROGRAMS = Path(__file__).resolve().parents[2] / "gcnsim" / "r700" / "programs"


def test_run_global_counter_prints_sixteen_in_every_lane(capsys):
    path = str(PROGRAMS / "global_counter.r7s")
    assert main(["r700", "run", path, "--group", "1024", "--show", "G0.X"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{path}: 1024 threads (16 waves) on one SIMD of RV770")
    assert lines[1].startswith("2 CF instructions run; 15 global-GPR stalls")
    assert lines[-1] == "G0.X (global, lanes 0-63): " + " ".join(["16"] * 64)


def test_run_json_equals_the_python_api(capsys):
    path = PROGRAMS / "stencil.r7s"
    assert main(["r700", "run", str(path), "--group", "256", "--show", "T5.X", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    result = run(path.read_text(), group_size=256, preload={0: ids(256)})
    assert got["registers"]["T5.X"] == result.gprs.read(np.arange(4), 5, 0).tolist()
    assert got["lds"] == result.lds.counts and got["cf_steps"] == result.cf_steps == 5


def test_run_a_bin_of_words_with_listing_and_floats(tmp_path, capsys):
    text = "ALU @a\nCF_END\nALU clause starting at a:\n  INT_TO_FLT * T1.X, T0.Z,\n"
    path = tmp_path / "p.bin"
    path.write_bytes(assemble_bytes(text))
    assert main(["r700", "run", str(path), "--show", "T1.X", "--float", "--listing"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:4] == ["ALU 0, @2, KC0[], KC1[]", "CF_END", "ALU clause starting at 2:",
                       "  INT_TO_FLT * T1.X, T0.Z,  "]
    assert out[-1] == "T1.X wave 0: " + " ".join(str(i) for i in range(64))


def test_run_errors_are_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.r7s"
    bad.write_text("ALU @a\nCF_END\nALU clause starting at a:\n  FOO * T0.X, T0.X,\n")
    assert main(["r700", "run", str(bad)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"gcnsim: {bad}:4: error: unknown ALU instruction at 'FOO'"
    assert main(["r700", "run", str(PROGRAMS / "global_counter.r7s"), "--show", "G1.X"]) == 1
    assert "the partition has 1 global GPRs" in capsys.readouterr().err
    # a T register past the partition is named as asked, the registers there are as T too
    # (trial 27: "R9 is past the partition: ... clause temporaries R128-R127")
    for show, temps, held in (("T9.X", 0, "private GPR T0 and no clause temporaries"),
                              ("T2.Y", 2, "private GPR T0 and clause temporaries T126-T127")):
        assert main(["r700", "run", str(PROGRAMS / "global_counter.r7s"), "--show", show,
                     "--temps", str(temps)]) == 1
        assert capsys.readouterr().err == \
            f"gcnsim: --show {show}: {show[:2]} is past the partition: a thread has {held}\n"
    assert main(["r700", "run", str(tmp_path / "none.r7s")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot read it" in err


def test_a_group_outside_1_to_1024_threads_is_named_as_such(capsys):
    path = str(PROGRAMS / "global_counter.r7s")
    assert main(["r700", "run", path, "--group", "2000"]) == 1
    assert "a thread group has 1-1024 threads, not 2000" in capsys.readouterr().err


def test_run_private_default_leaves_out_the_clause_temporaries(tmp_path, capsys):
    # --private defaults to the highest non-temporary Tn + 1 (here T1: 2), not T127's 128
    path = tmp_path / "p.r7s"
    path.write_text("ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T127.X, T0.X,\n"
                    "  ADD_INT * T126.X, T127.X, 1,\n  ADD_INT * T1.X, T126.X, T127.X,\n")
    assert main(["r700", "run", str(path), "--group", "128", "--temps", "2", "--show", "T1.X",
                 "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["registers"]["T1.X"] == (2 * np.arange(128) + 1).reshape(2, 64).tolist()
