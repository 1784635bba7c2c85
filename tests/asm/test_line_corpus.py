"""The line-info corpus (source lines kept through assembly into code objects): Triton
kernels built with line info (tests/data/triton_lines) and clang -g -S of the kernel corpus
(tests/data/kernels_g), each with its code object.

Each file assembles to exactly its code object's .text (for clang's, tools/build_kernels.py
checked at build time that llvm-mc-19 + ld.lld-19 of the .s give that .text; for Triton's,
the test below re-checks it against llvm-mc-19 when it is installed); gcnsim check finds
nothing in it; its line table is row for row the DWARF the compiler wrote; and with an s_waitcnt
deleted, the finding names the source line the .loc directives place its instruction on, in
the kernel's own source (.cl or Python)."""
import json
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from gcnsim.asm import assemble
from gcnsim.cli import main
from gcnsim.asm.sections import label_values
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.codeobj.elf import read_elf
from gcnsim.runtime.check import check

DATA = Path(__file__).resolve().parent.parent / "data"
CLANG = sorted((DATA / "kernels_g").glob("*/*.s"))
TRITON = sorted((DATA / "triton_lines").glob("*/*.amdgcn"))
CORPUS = CLANG + TRITON
IDS = [f"{p.parent.parent.name}/{p.parent.name}/{p.stem}" for p in CORPUS]
# Triton's own source lines (tools/build_triton.py) or its library's (tl.max, tl.sum: standard.py)
TRITON_FILES = re.compile(r"^tools/build_triton\.py$|/triton/language/standard\.py$")
LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)(?:\s+(\d+))?")
# kernels without any s_waitcnt: args_preload's arguments arrive preloaded in SGPRs
NO_WAIT = frozenset({"args_preload"})
FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?')


def code_object_text(path):
    return read_elf(path.with_suffix(".hsaco").read_bytes()).section(".text").data


def errors(found):
    return [f for f in found if f.severity != "note"]


def test_the_corpus_is_all_there():
    """Every kernel clang-19 built plainly (tests/data/kernels) has its -g build here."""
    for target in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        plain = {p.stem for p in (DATA / "kernels" / target).glob("*.s")}
        assert plain <= {p.stem for p in CLANG if p.parent.name == target}, target
    assert len(TRITON) == 20
    assert {p.parent.name for p in CLANG} == {"gfx701", "gfx900", "gfx90a", "gfx942"}
    assert {p.parent.name for p in TRITON} == {"gfx90a", "gfx942"}


@pytest.mark.parametrize("path", CORPUS, ids=IDS)
def test_assembles_to_its_code_objects_text_with_a_line_table(path):
    prog = assemble(path.read_text(), name=path.name)
    assert prog.text == code_object_text(path)
    assert prog.lines is not None and len(prog.lines) > 1
    named = set(prog.lines.files())
    if path in TRITON:
        assert named and all(TRITON_FILES.search(f) for f in named), named
    else:
        assert f"./gcnsim/kernels/{path.stem}.cl" in named, named


@pytest.mark.parametrize("path", CORPUS, ids=IDS)
def test_the_line_table_is_the_compilers_dwarf_and_survives_gcnsim_asm(path):
    """Row for row the .debug_line the compiler wrote, but for where the table closes: the
    compiler closes it after its last function, llvm-mc (and gcnsim) at the end of .text,
    after the s_nop padding clang appends (.fill 256, 4, 0xbf800000 on gfx90a+)."""
    prog = assemble(path.read_text(), name=path.name)
    rows = prog.lines.rows()
    compilers = load_code_object(path.with_suffix(".hsaco")).lines.rows()
    assert rows[:-1] == compilers[:-1]
    assert rows[-1] == (len(prog.text), None) and compilers[-1][1] is None
    assert load_code_object(write_code_object(prog)).lines.rows() == rows


def strings_at(strings, offsets):
    return [strings[o:strings.index(b"\0", o)] for o in offsets]


@pytest.mark.parametrize("path", CORPUS, ids=IDS)
def test_the_compilers_debug_sections_are_kept_as_ld_lld_links_them(path):
    """Every .debug_* section the assembly spells out, resolved with the compiler's .text
    address, is the compiler's, byte for byte, but where ld.lld merged .debug_str (it reorders
    the strings): there the strings, and the string each .debug_str_offsets entry names, are.
    (.debug_frame, from .cfi_*, and .debug_line_str gcnsim does not write.)"""
    prog = assemble(path.read_text(), name=path.name)
    elf = read_elf(path.with_suffix(".hsaco").read_bytes())
    value_of = label_values(prog.symbols, prog.data_labels, elf.section(".text").addr)
    ours = {name: s.resolve(value_of) for name, s in prog.data_sections.items()}
    theirs = {s.name: s.data for s in elf.sections if s.name.startswith(".debug_")}
    assert set(theirs) - set(ours) <= {".debug_line", ".debug_frame", ".debug_line_str"}
    assert set(ours) <= set(theirs) and ".debug_info" in ours
    merged = {".debug_str", ".debug_str_offsets"} | ({".debug_info"} if path in TRITON else set())
    assert {n: ours[n] for n in ours if n not in merged} == \
        {n: theirs[n] for n in ours if n not in merged}
    assert sorted(ours[".debug_str"].split(b"\0")) == sorted(theirs[".debug_str"].split(b"\0"))
    if ".debug_str_offsets" in ours:
        entries = [struct.unpack_from("<I", data, o)[0] for data in
                   (ours[".debug_str_offsets"], theirs[".debug_str_offsets"])
                   for o in range(8, len(data), 4)]
        half = len(entries) // 2
        assert strings_at(ours[".debug_str"], entries[:half]) == \
            strings_at(theirs[".debug_str"], entries[half:])


@pytest.mark.parametrize("path", CORPUS, ids=IDS)
def test_check_finds_nothing(path):
    assert errors(check(path.read_text(), name=path.name)) == []


def source_line_of(lines, index):
    """(file, line) the last .loc before line ``index`` (0-based) names: read from the text,
    apart from the assembler."""
    files, place = {}, None
    for text in lines[:index]:
        found = FILE.match(text)
        if found:
            number, first, second = found.groups()
            files[int(number)] = f"{first}/{second}" if second is not None else first
        found = LOC.match(text)
        if found:
            place = (files[int(found.group(1))], int(found.group(2)))
    return place


def effective_deletions(text):
    """(mutant text, its first waitcnt finding) for each s_waitcnt whose deletion gcnsim
    check reports, in order."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.split(";")[0].strip().startswith("s_waitcnt "):
            mutant = "\n".join(lines[:index] + lines[index + 1:]) + "\n"
            found = [f for f in errors(check(mutant, name="m.s")) if f.rule.startswith("waitcnt")]
            if found:
                yield mutant, found[0]


@pytest.mark.parametrize("path", CORPUS, ids=IDS)
def test_a_deleted_waitcnt_is_reported_at_its_source_line(path):
    """The first deletion whose finding lands on a source line (one on code the compiler gave
    line 0, no source line, maps to None on the way)."""
    for mutant, finding in effective_deletions(path.read_text()):
        _, line, _ = finding.location
        file, source_line = source_line_of(mutant.splitlines(), line - 1)
        where = finding.source
        if source_line == 0:
            assert where is None and str(finding).startswith(f"m.s:{line}:")
            continue
        assert where is not None and (where.file, where.line) == (file, source_line)
        assert str(finding).startswith(f"{where}: error: [waitcnt-")
        if path in TRITON:
            assert TRITON_FILES.search(where.file), where
        else:
            assert where.file.endswith((f"gcnsim/kernels/{path.stem}.cl", "opencl-c-base.h"))
        return
    assert path.stem in NO_WAIT, "no deleted s_waitcnt was reported"
    assert "s_waitcnt" not in path.read_text()


def llvm_mc_build(path, target, tmp_path):
    """The code object llvm-mc-19 + ld.lld-19 make of a corpus file, its target id spelled the
    way LLVM 19 does: llvm-mc-19 refuses Triton's newer 'amdgpu9.42-amd-amdhsa-unknown-gfx942'
    (it does not match the target id it was given, amdgcn-amd-amdhsa--gfx942)."""
    text = re.sub(r'"amdgpu[0-9.a-f]+-amd-amdhsa-unknown-(gfx[0-9a-f]+)',
                  r'"amdgcn-amd-amdhsa--\1', path.read_text())
    source = tmp_path / "k.s"
    source.write_text(text)
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    "-filetype=obj", str(source), "-o", str(tmp_path / "k.o")], check=True)
    subprocess.run(["ld.lld-19", "-shared", str(tmp_path / "k.o"), "-o",
                    str(tmp_path / "k.hsaco")], check=True)
    return load_code_object(tmp_path / "k.hsaco")


# every Triton file, and each target's vector_add and multi_kernel (two functions) from clang
LIVE = TRITON + [p for p in CLANG if p.stem in ("vector_add", "multi_kernel")]


@pytest.mark.skipif(shutil.which("llvm-mc-19") is None or shutil.which("ld.lld-19") is None,
                    reason="llvm-mc-19 and ld.lld-19 not installed")
@pytest.mark.parametrize("path", LIVE, ids=[f"{p.parent.name}/{p.stem}" for p in LIVE])
def test_llvm_mc_19_gives_the_same_text_and_line_table(path, tmp_path):
    theirs = llvm_mc_build(path, path.parent.name, tmp_path)
    prog = assemble(path.read_text(), name=path.name)
    assert theirs.text == prog.text == code_object_text(path)
    assert theirs.lines.rows() == prog.lines.rows()


def dwarfdump(args, path):
    """llvm-dwarfdump-19's text with code addresses as .text offsets (gcnsim lays .text out
    elsewhere than ld.lld) and no .debug_str offsets (ld.lld merges the strings)."""
    text = subprocess.run(["llvm-dwarfdump-19", *args, str(path)], capture_output=True,
                          text=True, check=False).stdout
    text = re.sub(r"\.debug_str\[0x[0-9a-f]+\] = ", "", text.split("\n", 1)[1])
    base = read_elf(path.read_bytes()).section(".text").addr
    return re.sub(r"0x([0-9a-f]{16})",
                  lambda m: f"text+0x{int(m.group(1), 16) - base:x}"
                  if int(m.group(1), 16) >= base else m.group(0), text)


@pytest.mark.skipif(shutil.which("llvm-dwarfdump-19") is None,
                    reason="llvm-dwarfdump-19 not installed")
@pytest.mark.parametrize("path", LIVE, ids=[f"{p.parent.name}/{p.stem}" for p in LIVE])
def test_llvm_dwarfdump_verifies_what_gcnsim_asm_writes_and_reads_the_compilers_dwarf(
        path, tmp_path):
    ours = tmp_path / "ours.hsaco"
    ours.write_bytes(write_code_object(assemble(path.read_text(), name=path.name)))
    assert "No errors." in dwarfdump(["--verify"], ours)
    compilers = dwarfdump(["--debug-info"], path.with_suffix(".hsaco"))
    if path in TRITON:
        # Triton's DWARF 4 line table names the directory "tools" as the compilation directory
        # and again as the file's, which llvm-dwarfdump joins; gcnsim's (DWARF 5) keeps the
        # .file directive's path, tools/build_triton.py
        compilers = compilers.replace('"tools/tools/', '"tools/')
    assert dwarfdump(["--debug-info"], ours) == compilers


def test_gcnsim_check_of_tritons_matmul_exits_0_and_a_mutant_names_its_python_line(
        tmp_path, capsys):
    """gcnsim check reads Triton's matmul.amdgcn whole (it once stopped at '.cfi_sections')."""
    path = DATA / "triton_lines" / "gfx942" / "matmul_f16.amdgcn"
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out.startswith("0 findings in ")
    mutant, finding = next(effective_deletions(path.read_text()))
    (tmp_path / "m.s").write_text(mutant)
    assert main(["check", str(tmp_path / "m.s")]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith(f"{finding.source}: error: [waitcnt-")
    assert re.match(r"\S*(tools/build_triton|triton/language/standard)\.py:\d+:\d+: ", first)


def test_triton_rebuilds_the_line_corpus_byte_for_byte(capsys):
    """tools/build_triton.py --line-info rebuilds every committed file of the line corpus (with
    the Triton the manifests of tests/data/triton name; another Triton's code may differ)."""
    triton = pytest.importorskip("triton", exc_type=ImportError)
    from tools.build_triton import main as build_triton
    manifest = json.loads((DATA / "triton" / "gfx942" / "add.json").read_text())
    if manifest["triton"] != triton.__version__:
        pytest.skip(f"the corpus is Triton {manifest['triton']}'s, not {triton.__version__}'s")
    assert build_triton(["--check", "--line-info"]) == 0, capsys.readouterr().out


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("clang-19", "llvm-mc-19", "ld.lld-19",
                                                        "llvm-dwarfdump-19")),
                    reason="clang-19, llvm-mc-19, ld.lld-19 and llvm-dwarfdump-19 needed")
@pytest.mark.parametrize("flags", [["-gdwarf-4"], ["-gline-tables-only"],
                                   ["-g", "-gembed-source"], ["-g", "-mcode-object-version=4"],
                                   ["-g", "-mcode-object-version=6"]])
def test_other_debug_flavours_assemble_as_llvm_mc_19_does(flags, tmp_path):
    """DWARF 4, line tables only, embedded source (.file ... source "..."), code objects v4 and
    v6: the same .text and line table as llvm-mc-19 + ld.lld-19, and a code object that
    llvm-dwarfdump-19 verifies."""
    source = tmp_path / "k.s"
    subprocess.run(["clang-19", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                    "-O2", "-mcpu=gfx942", "-nogpulib", *flags, "-S",
                    str(DATA.parent.parent / "gcnsim" / "kernels" / "builtins_only.cl"),
                    "-o", str(source)], check=True, capture_output=True)
    theirs = llvm_mc_build(source, "gfx942", tmp_path)
    prog = assemble(source.read_text(), name="k.s")
    assert (prog.text, prog.lines.rows()) == (theirs.text, theirs.lines.rows())
    ours = tmp_path / "ours.hsaco"
    ours.write_bytes(write_code_object(prog))
    assert "No errors." in dwarfdump(["--verify"], ours)
