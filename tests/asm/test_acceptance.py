"""What llvm-mc refuses, gcnsim refuses too, at the line it is on: duplicate labels, repeated
.amdhsa_ directives, two blocks for one kernel, a bad directive inside a block; and gcnsim asm
does not write an empty file or raw bytes under a code object's name."""
import pytest

from gcnsim.asm import assemble
from gcnsim.cli import main
from gcnsim.codeobj import write_code_object
from gcnsim.errors import AsmError

HEAD = '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.text\nk:\n  s_endpgm\n.rodata\n'
BLOCK = ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 4\n  .amdhsa_next_free_sgpr 8\n"


@pytest.mark.parametrize("text,where,message", [
    ("a:\n  s_nop 0\na:\n  s_endpgm\n", "k.s:3:1", "symbol 'a' is already defined"),
    (HEAD + BLOCK + "  .amdhsa_next_free_vgpr 8\n.end_amdhsa_kernel\n", "k.s:9:3",
     ".amdhsa_ directives cannot be repeated"),
    (HEAD + BLOCK + ".end_amdhsa_kernel\n" + BLOCK + ".end_amdhsa_kernel\n", "k.s:10:1",
     "a second .amdhsa_kernel block for 'k'"),
])
def test_refused_where_llvm_mc_refuses(text, where, message):
    with pytest.raises(AsmError) as err:
        assemble(text, "gfx900", name="k.s")
    assert str(err.value).startswith(f"{where}: error: {message}")


def test_a_bad_directive_is_reported_on_its_own_line():
    prog = assemble(HEAD + BLOCK + "  .amdhsa_bogus 1\n.end_amdhsa_kernel\n", name="k.s")
    with pytest.raises(AsmError, match=r"^k.s:9: error: unknown .amdhsa_kernel directive"):
        write_code_object(prog)


@pytest.mark.parametrize("source,output,message", [
    ("", "e.hsaco", "nothing to write to"),
    ("  s_nop 0\n  s_endpgm\n", "raw.hsaco", "has no .amdhsa_kernel block"),
])
def test_asm_writes_nothing_misleading(tmp_path, capsys, source, output, message):
    path = tmp_path / "k.s"
    path.write_text(source)
    assert main(["asm", str(path), "--target", "gfx900", "-o", str(tmp_path / output)]) == 1
    assert message in capsys.readouterr().err
    assert not (tmp_path / output).exists()


def test_fill_is_bounded():
    """Found by the CLI campaign: .fill 99999999999, 8, 0 ran out of host memory."""
    with pytest.raises(AsmError, match="larger than 256 MiB"):
        assemble(".fill 99999999999, 8, 0\ns_endpgm", "gfx900")
