"""``gcnsim run ... --view OUT.html``: the launch writes the wave viewer's page (gcnsim/view/)
and a bad name is a one-line error before the kernel runs."""
from pathlib import Path

from gcnsim.cli import main

ROOT = Path(__file__).resolve().parent.parent
SAXPY = ROOT / "tests" / "data" / "kernels" / "gfx900" / "saxpy.hsaco"
N = 256
LAUNCH = ["run", str(SAXPY), "--grid", str(N), "--block", "128", "--arg", "f32=2.0",
          "--arg", f"f32:{N}:rand", "--arg", f"f32:{N}:rand", "--arg", f"i32={N}"]


def test_run_writes_the_view(tmp_path, capsys):
    page = tmp_path / "view.html"
    assert main(LAUNCH + ["--view", str(page)]) == 0
    text = page.read_text()
    assert text.startswith("<!DOCTYPE html>") and "global_load_dword" in text
    assert "all of workgroup 0 (id 0, 0, 0), waves 0..1 of the launch" in text


def test_view_group_chooses_the_workgroup(tmp_path, capsys):
    page = tmp_path / "view.html"
    assert main(LAUNCH + ["--view", str(page), "--view-group", "1"]) == 0
    assert "all of workgroup 1 (id 1, 0, 0), waves 2..3 of the launch" in page.read_text()


def test_a_view_group_past_the_grid_is_refused(tmp_path, capsys):
    assert main(LAUNCH + ["--view", str(tmp_path / "v.html"), "--view-group", "2"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "view_group 2 is past the grid" in err
    assert "2 workgroups (0..1)" in err and not (tmp_path / "v.html").exists()


def test_a_view_name_without_html_is_refused(tmp_path, capsys):
    assert main(LAUNCH + ["--view", str(tmp_path / "view.txt")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "must be the path of an .html page" in err
    assert not (tmp_path / "view.txt").exists()
