"""Real compilers' assembly: the target-id spellings newer LLVMs write, and the DWARF directives
of clang -g -S and Triton (.file with MD5, .loc, .cfi_*, .section .debug_* with their contents)
are accepted; .loc rows become the Program's LineTable, and the .debug_* sections are kept in
the code object gcnsim asm writes, their labels resolved as ld.lld resolves them."""
import re
import shutil
import subprocess

import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj import write_code_object
from gcnsim.codeobj.elf import read_elf
from gcnsim.codeobj.lines import SourceLocation
from gcnsim.errors import AsmError

DEBUG = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.text
k:
.Lfunc_begin0:
\t.file\t0 "/src" "k.cl" md5 0x88947cae4764dae31210c790a83dad79
\t.file\t1 "/usr/include" "h.h"
\t.loc\t0 3 0                           ; k.cl:3:0
\t.cfi_sections .debug_frame
\t.cfi_startproc
\ts_mov_b32 s0, 1
\t.loc\t0 4 11 prologue_end
\t.loc\t1 7 2 is_stmt 0
\ts_mov_b32 s1, 2
\ts_mov_b32 s2, 3
\t.loc\t0 0 0 is_stmt 0
\ts_nop 0
\t.loc\t0 6 12 is_stmt 1 discriminator 3
\t.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
\t.cfi_undefined 16
\ts_endpgm
\t.cfi_endproc
.Lfunc_end0:
\t.set .Lk.uses_vcc, 1
\t.section\t.debug_abbrev,"",@progbits
\t.byte\t1                               ; Abbreviation Code
\t.uleb128 17
\t.sleb128 -1
\t.section\t.debug_info,"",@progbits
.Ldebug_info_start0:
\t.long\t.Ldebug_info_end0-.Ldebug_info_start0
\t.quad\t.Lfunc_begin0
.Ldebug_info_end0:
\t.section\t.debug_str,"MS",@progbits,1
\t.asciz\t"k.cl"
\t.ascii\t"\\341\\177"
\t.string\t"x"
\t.section\t.debug_line,"",@progbits
.Lline_table_start0:
"""


def test_loc_rows_become_the_line_table():
    prog = assemble(DEBUG, name="k.s")
    assert prog.lines.rows() == [
        (0, SourceLocation("/src/k.cl", 3, 0)),
        (4, SourceLocation("/usr/include/h.h", 7, 2)),      # the last .loc before it wins
        (12, None),                                         # line 0: no source line
        (16, SourceLocation("/src/k.cl", 6, 12)),
        (20, None)]                                         # the end of the code
    assert str(prog.lines.at(8)) == "/usr/include/h.h:7:2"
    assert len(prog.text) == 20 and set(prog.symbols) == {"k", ".Lfunc_begin0", ".Lfunc_end0"}


def test_no_loc_no_table():
    assert assemble("s_endpgm", "gfx900").lines is None


@pytest.mark.parametrize("line,message", [
    ('.loc 2 4 1', "bad .loc at '2 4 1'"),
    ('.loc 0 four', "bad .loc"),
    ('.loc 0 4 1 is_stmt', "unknown .loc option at 'is_stmt'"),
    ('.loc 0 4 1 fast', "unknown .loc option at 'fast'"),
    ('.file x "a.cl"', "bad .file"),
    ('.file 3 "a" "b" "c"', "bad .file"),
])
def test_bad_line_directives_are_refused_where_they_are(line, message):
    with pytest.raises(AsmError) as err:
        assemble(f'.file 0 "/src" "k.cl"\n  {line}\n  s_endpgm\n', "gfx900", name="k.s")
    assert str(err.value).startswith(f"k.s:2:3: error: {message}")
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("spelling,target,features", [
    ("amdgpu9.0a-amd-amdhsa-unknown-gfx90a", "gfx90a", {}),
    ("amdgpu9.42-amd-amdhsa-unknown-gfx942:sramecc+:xnack-", "gfx942",
     {"sramecc": "on", "xnack": "off"}),
    ("amdgpu9.00-amd-amdhsa-unknown-gfx900", "gfx900", {}),
    ("amdgcn-amd-amdhsa--gfx701", "gfx701", {}),
])
def test_newer_target_id_spellings_are_accepted(spelling, target, features):
    prog = assemble(f'.amdgcn_target "{spelling}"\ns_endpgm\n')
    assert (prog.target.name, prog.features) == (target, features)


@pytest.mark.parametrize("spelling,message", [
    ("amdgpu9.50-amd-amdhsa-unknown-gfx950", "unknown processor 'gfx950' (gcnsim knows "
                                             "gfx701, gfx900, gfx90a, gfx942)"),
    ("amdgcn-amd-amdhsa--gfx1100", "unknown processor 'gfx1100'"),
    ("amdgpu9.42-amd-amdhsa-unknown-gfx90a", "architecture 'amdgpu9.42' is not amdgcn or "
                                             "gfx90a's amdgpu9.0a"),
    ("amdgcn-amd-amdpal--gfx900", "is not ARCH-amd-amdhsa--PROCESSOR"),
    ("amdgpu9.0a-amd-amdhsa-unknown-gfx90a:xnack-:sramecc+", "in the order sramecc, xnack"),
])
def test_unknown_target_ids_are_one_line_errors_naming_them(spelling, message):
    with pytest.raises(AsmError) as err:
        assemble(f'\n.amdgcn_target "{spelling}"\ns_endpgm\n', name="k.s")
    text = str(err.value)
    assert text.startswith(f"k.s:2: error: target id '{spelling}'") and message in text
    assert "\n" not in text


def test_debug_sections_are_kept_with_their_labels_resolved():
    prog = assemble(DEBUG + "\t.section\t.debug_rnglists\n\t.uleb128 .Lfunc_end0-.Lfunc_begin0\n"
                    "\t.sleb128 -129\n", name="k.s")
    data = write_code_object(prog)
    elf = read_elf(data)
    text = elf.section(".text").addr
    assert elf.section(".debug_abbrev").data == bytes([1, 17, 0x7F])
    assert elf.section(".debug_info").data == (12).to_bytes(4, "little") + \
        text.to_bytes(8, "little")
    assert elf.section(".debug_str").data == b"k.cl\0\341\177x\0"
    assert elf.section(".debug_str").flags & 0x30 == 0x30          # SHF_MERGE | SHF_STRINGS
    assert elf.section(".debug_rnglists").data == bytes([20, 0xFF, 0x7E])


@pytest.mark.parametrize("line,message", [
    ("\t.long .La*4", "bad data expression at '.La*4'"),
    ("\t.uleb128 .Lfunc_begin0", "expected an absolute expression at '.Lfunc_begin0'"),
    ("\t.uleb128 .Llater-.Lfunc_begin0", "expected an absolute expression"),
    ("\t.uleb128 -1", "expected an absolute expression at '-1'"),
    ("\t.zero 99999999999", ".zero would make .debug_loclists larger than 256 MiB"),
])
def test_debug_data_gcnsim_cannot_place_is_refused_where_it_is(line, message):
    text = DEBUG + "\t.section\t.debug_loclists\n" + line + "\n"
    with pytest.raises(AsmError) as err:
        assemble(text, name="k.s")
    assert str(err.value).startswith(f"k.s:{text.count(chr(10))}:2: error: {message}")


def test_code_object_v6_symbol_directives_are_accepted():
    """What llvm-mc-19 accepts from newer compilers around a kernel: .amdgpu_lds and .set
    with expressions (the register-use symbols LLVM 20+ writes)."""
    prog = assemble('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n'
                    ".amdhsa_code_object_version 6\n.text\nk:\n  s_endpgm\n"
                    ".amdgpu_lds lds_x, 256, 16\n.set k.num_vgpr, 1\n"
                    ".set k.num_sgpr, max(0, k.num_vgpr)\n")
    assert prog.code_object_version == 6 and prog.text == bytes.fromhex("000081bf")


def test_a_file_number_past_the_bound_is_refused_before_any_table_is_made():
    # .file 4294967296 made gcnsim asm build a dense table of 2**32 entries (15 GB and growing)
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.file 4294967296 "d" "k.cl"\n'
            ".loc 4294967296 5 13\ns_endpgm\n")
    with pytest.raises(AsmError, match="a file number up to 65536"):
        assemble(text, "gfx900")


@pytest.mark.parametrize("loc", [".loc 1 -8 21", ".loc 1 99999999999999999999 1",
                                 ".loc 1 8 -3", ".loc 1 4294967296 1", ".loc 1 8 70000",
                                 ".loc 1 8 2 is_stmt 5"])
def test_a_loc_llvm_mc_refuses_is_refused(loc):
    # each was taken and printed as given, while the table written said another line
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.file 1 "d" "k.cl"\n'
            f"{loc}\ns_endpgm\n")
    with pytest.raises(AsmError, match=r":3:\d+: error"):
        assemble(text, "gfx900")


LOCS_WITHOUT_COLUMN = [".loc 1 8", ".loc 1 8 prologue_end", ".loc 1 8 is_stmt 0"]


def _loc_program(loc):
    return f'.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.file 1 "d" "k.cl"\n{loc}\ns_endpgm\n'


@pytest.mark.parametrize("loc", LOCS_WITHOUT_COLUMN)
def test_a_loc_without_a_column_is_column_0(loc):
    # was an internal IndexError; llvm-mc-19 writes line 8 column 0 for each (checked below)
    prog = assemble(_loc_program(loc), "gfx900")
    assert prog.lines.rows()[0] == (0, SourceLocation("d/k.cl", 8, 0))


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("llvm-mc-19", "llvm-dwarfdump-19")),
                    reason="llvm-mc-19 and llvm-dwarfdump-19 not installed")
@pytest.mark.parametrize("loc", LOCS_WITHOUT_COLUMN)
def test_a_loc_without_a_column_is_what_llvm_mc_writes(loc, tmp_path):
    source, obj = tmp_path / "k.s", tmp_path / "k.o"
    source.write_text(_loc_program(loc))
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                    str(source), "-o", str(obj)], check=True)
    dump = subprocess.run(["llvm-dwarfdump-19", "--debug-line", str(obj)], check=True,
                          capture_output=True, text=True).stdout
    row = re.search(r"^0x0+ +(\d+) +(\d+) ", dump, re.M)
    place = assemble(_loc_program(loc), "gfx900").lines.rows()[0][1]
    assert (int(row[1]), int(row[2])) == (place.line, place.column)
