"""A .cl file gcnsim compiles names its source as the user wrote it in faults, findings and the
debugger (runtime/opencl.py as_written): sub/k.cl, not ./sub/k.cl (its compilation directory
"." joined to it), ../k.cl, not ./../k.cl."""
import shutil

import pytest

from gcnsim.cli import main
from gcnsim.codeobj.lines import LineTable, SourceLocation
from gcnsim.runtime import Device
from gcnsim.runtime.opencl import as_written

needs_clang = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")

# An outside trial's: two workgroups' lanes store far outside the buffer
FAULT = """kernel void fault2(global float *b, int n, int g1, int g2) {
  int i = get_global_id(0);
  int idx = i;
  int g = get_group_id(0);
  if ((g == g1 && get_local_id(0) == 7) || (g == g2 && get_local_id(0) == 9)) idx = i + 0x10000000;
  b[idx] = (float)i;
}
"""


@needs_clang
@pytest.mark.parametrize("where", ["k.cl", "sub/k.cl", "../up/k.cl"])
def test_a_fault_names_the_file_as_written(where, tmp_path, monkeypatch, capsys):
    here = tmp_path / "here"
    (here / "sub").mkdir(parents=True)
    (tmp_path / "up").mkdir()
    (here / where).write_text(FAULT)
    monkeypatch.chdir(here)
    assert main(["run", where, "--grid", "256", "--block", "64", "--arg", "f32:256:zeros",
                 "--arg", "i32=256", "--arg", "i32=1", "--arg", "i32=3"]) == 1
    assert capsys.readouterr().err.startswith(f"gcnsim: {where}:6:10: wave ")
    program = Device("gfx900").load(where)
    assert program.fault2.loaded.code.lines.files() == [where]


def test_only_the_compilation_directorys_dot_goes():
    table = LineTable.from_rows([(0, SourceLocation("./sub/k.cl", 3, 5)),
                                 (4, SourceLocation("./k.h", 1)), (8, None),
                                 (12, SourceLocation("/abs/k.cl", 2))])
    assert [str(loc) for _, loc in as_written(table, "sub/k.cl").rows()] == [
        "sub/k.cl:3:5", "k.h:1", "None", "/abs/k.cl:2"]
    assert [str(loc) for _, loc in as_written(table, "./sub/k.cl").rows()] == [
        "./sub/k.cl:3:5", "k.h:1", "None", "/abs/k.cl:2"]             # ./ as given
    assert as_written(None, "k.cl") is None
