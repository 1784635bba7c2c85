"""Names read from files reach the terminal escaped (outputs.py printable): a
kernel named ``k\\x1b[2J`` (ESC [2J: clear the screen) was printed raw by inspect, run and
disasm. Its relatives, swept: occupancy, check's findings, asm's listing of labels, profile's
line, and every row of run's table."""
import json

import pytest

from gcnsim.asm import assemble
from gcnsim.cli import main
from gcnsim.codeobj import write_code_object
from gcnsim.outputs import printable

NAME = "k\x1b[2J"
SHOWN = "k\\x1b[2J"
SOURCE = """\
\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.amdhsa_code_object_version 5
\t.globl kzzzz
\t.p2align 8
\t.type kzzzz,@function
kzzzz:
\ts_load_dword s2, s[0:1], 0x0
\ts_add_u32 s3, s2, s2
\ts_branch .Lnext
.Lnext:
\ts_endpgm
.Lend:
\t.size kzzzz, .Lend-kzzzz
\t.section .rodata,"a",@progbits
\t.p2align 6, 0x0
\t.amdhsa_kernel kzzzz
\t\t.amdhsa_next_free_vgpr 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_next_free_sgpr 8
\t.end_amdhsa_kernel
"""


@pytest.fixture
def hostile(tmp_path):
    """A code object whose kernel (and its symbols) are named with an escape sequence: the same
    length as the name it replaces, so the ELF and its msgpack note stay well formed. Its
    missing s_waitcnt gives check a finding that names the kernel."""
    data = write_code_object(assemble(SOURCE, "gfx900")).replace(b"kzzzz", NAME.encode())
    path = tmp_path / "k.hsaco"
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("argv", [["inspect"], ["disasm"], ["run", "--grid", "64"],
                                  ["run", "--grid", "64", "--timing"],
                                  ["occupancy", "--block", "64"], ["check"],
                                  ["inspect", "--json"], ["run", "--grid", "64", "--json"]])
def test_a_name_with_an_escape_sequence_is_printed_escaped(hostile, capsys, argv):
    status = main([argv[0], str(hostile), *argv[1:], *(["--waitcnt", "off"]
                                                       if argv[0] == "run" else [])])
    out, err = capsys.readouterr()
    assert status in (0, 1) and "internal error" not in err
    assert "\x1b" not in out + err
    if "--json" in argv:
        assert NAME in out.replace("\\u001b", "\x1b")       # JSON escapes it its own way
        json.loads(out)
    else:
        assert SHOWN in out


def test_a_label_with_an_escape_sequence_is_listed_escaped(tmp_path, capsys):
    """A relative the sweep found: asm's listing printed the labels of the file raw."""
    path = tmp_path / "k.s"
    path.write_text(f"{NAME}:\n  s_nop 0\n  s_endpgm\n")
    assert main(["asm", str(path), "--device", "gfx900"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and out.startswith(f"{SHOWN}:\n")


def test_printable_escapes_only_what_is_not_printable():
    assert printable("saxpy") == "saxpy"
    assert printable("a\nb\tc\x07\u200b") == "a\\nb\\tc\\x07\\u200b"
    assert printable("größe") == "größe"
