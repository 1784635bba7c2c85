"""The clang-19 kernel corpus (tests/data/kernels) through gcnsim's assembler and disassembler:
every .text decodes to exactly the instruction text llvm-objdump-19 printed, each instruction
re-assembles to its bytes, and the clang -S files assemble to clang's .text. Needs no LLVM."""
from pathlib import Path

import pytest

from gcnsim.asm import assemble, assemble_line, disassemble
from gcnsim.codeobj import load_code_object, write_code_object

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
HSACO = sorted(KERNELS.glob("*/*.hsaco"))
IDS = [f"{p.parent.name}/{p.stem}" for p in HSACO]
WITH_DIS = [p for p in HSACO if p.with_suffix(".dis").exists()]
DIS_IDS = [f"{p.parent.name}/{p.stem}" for p in WITH_DIS]


def objdump_instructions(path):
    """[(address, instruction text)] of llvm-objdump -d: the text before the ``//`` comment,
    whitespace-normalised."""
    out = []
    for line in path.with_suffix(".dis").read_text().splitlines():
        if not line.startswith("\t") or "//" not in line:
            continue
        text, comment = line.split("//", 1)
        address = int(comment.split(":", 1)[0], 16)
        out.append((address, " ".join(text.split())))
    return out


@pytest.mark.parametrize("path", WITH_DIS, ids=DIS_IDS)
def test_text_disassembles_to_objdump_text(path):
    co = load_code_object(path)
    expected = objdump_instructions(path)
    got = [(line.offset, " ".join(line.text.split()))
           for line in disassemble(co.text, co.target, co.text_address)]
    wrong = [f"0x{a:x}: want {w!r} got {g!r}" for (a, w), (_, g) in zip(expected, got) if w != g]
    assert not wrong, f"{len(wrong)} of {len(expected)} differ, first:\n" + "\n".join(wrong[:15])
    assert [a for a, _ in got] == [a for a, _ in expected]


@pytest.mark.parametrize("path", WITH_DIS, ids=DIS_IDS)
def test_objdump_text_reassembles_to_the_same_bytes(path):
    co = load_code_object(path)
    wrong = []
    for address, text in objdump_instructions(path):
        offset = address - co.text_address
        try:
            data = assemble_line(text, co.target, pc=address).encode()
        except Exception as err:  # noqa: BLE001 - collect every failure for one report
            wrong.append(f"0x{address:x} {text!r}: {type(err).__name__}: {err}")
            continue
        if data != co.text[offset:offset + len(data)]:
            wrong.append(f"0x{address:x} {text!r}: got {data.hex()} want "
                         f"{co.text[offset:offset + len(data)].hex()}")
    assert not wrong, f"{len(wrong)} wrong, first:\n" + "\n".join(wrong[:15])


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_clang_assembly_assembles_to_clangs_text(path):
    co = load_code_object(path)
    prog = assemble(path.with_suffix(".s").read_text(), name=path.name)
    assert prog.target == co.target
    assert prog.text == co.text


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_code_object_written_from_clang_assembly_matches_clangs(path):
    """Our ELF from the .s holds clang's .text, descriptors (but for the entry offset, which
    depends on the layout), metadata and kernel entry points."""
    co = load_code_object(path)
    ours = load_code_object(write_code_object(assemble(path.with_suffix(".s").read_text())))
    assert ours.target == co.target and ours.text == co.text
    assert set(ours.kernels) == set(co.kernels)
    for name, kernel in co.kernels.items():
        mine = ours.kernels[name]
        assert mine.descriptor.with_entry(0) == kernel.descriptor.with_entry(0)
        assert (mine.text_offset, mine.size) == (kernel.text_offset, kernel.size)
        assert mine.metadata == kernel.metadata
