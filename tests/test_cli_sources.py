"""Files are read for what they are, not for their names: a code object is recognised by its
ELF header (SAXPY.HSACO, kernel.o, no extension) by run, disasm, inspect and Device.load;
assembly must be UTF-8 text and runs on the target its .amdgcn_target names; every command's
--help describes every option."""
import struct
from pathlib import Path

import pytest

from gcnsim.cli import build_parser, main
from gcnsim.codeobj import load_code_object
from gcnsim.errors import AsmError, CodeObjectError, GcnsimError, TargetMismatch
from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent / "data" / "kernels"
SAXPY = KERNELS / "gfx900" / "saxpy.hsaco"
SAXPY_90A_S = KERNELS / "gfx90a" / "saxpy.s"
ARGS = ["--grid", "16", "--arg", "f32=2", "--arg", "f32:16:ones", "--arg", "f32:16:ones",
        "--arg", "i32=16"]
NAMES = ["SAXPY.HSACO", "kernel.o", "saxpy"]


def _copy(tmp_path, source, name):
    path = tmp_path / name
    path.write_bytes(source.read_bytes())
    return path


@pytest.mark.parametrize("name", NAMES)
def test_code_objects_are_recognised_by_content(tmp_path, capsys, name):
    path = _copy(tmp_path, SAXPY, name)
    assert main(["run", str(path), *ARGS]) == 0
    assert "saxpy on vega64 (gfx900)" in capsys.readouterr().out
    assert main(["disasm", str(path)]) == 0
    assert f"{path}:\tfile format elf64-amdgpu" in capsys.readouterr().out
    assert main(["inspect", str(path)]) == 0
    assert "global_buffer" in capsys.readouterr().out
    assert list(Device("gfx900").load(path).kernels) == ["saxpy"]
    assert list(Device("gfx900").load(str(path)).kernels) == ["saxpy"]


def test_disasm_prints_the_path_as_given(tmp_path, capsys, monkeypatch):
    (tmp_path / "dir").mkdir()
    _copy(tmp_path / "dir", SAXPY, "x.hsaco")
    monkeypatch.chdir(tmp_path)
    assert main(["disasm", "dir/x.hsaco"]) == 0
    assert capsys.readouterr().out.startswith("\ndir/x.hsaco:\tfile format elf64-amdgpu\n")


def test_disasm_of_raw_code_prints_as_it_decodes(tmp_path, capsys):
    raw = tmp_path / "code.bin"
    raw.write_bytes(bytes.fromhex("810080be") * 3 + b"\xff\xff\xff\xff")
    assert main(["disasm", str(raw), "--target", "gfx900"]) == 0
    out, err = capsys.readouterr()
    assert out.count("s_mov_b32 s0, 1") == 3 and err == ""
    assert out.splitlines()[-1] == ("\t.long 0xffffffff" + " " * 43
                                    + "// 00000000000C: FFFFFFFF")


# What llvm-objdump-19 -d prints for the same bytes as a gfx900 code object's .text: a word
# that is no instruction, a 64-bit prefix with fewer than 8 bytes left and a 2-byte tail.
_TAIL_BYTES = bytes.fromhex("810080be" "ffffffff" "000004d1" "0102")
_TAIL_LISTING = """\
\ts_mov_b32 s0, 1                                            // 000000000000: BE800081
\t.long 0xffffffff                                           // 000000000004: FFFFFFFF
\t.long 0xd1040000                                           // 000000000008: D1040000
\t.byte 0x01, 0x02                                           // 00000000000C: 01 02
"""


def test_disasm_of_raw_code_prints_odd_sizes_and_truncated_words_as_llvm_objdump(tmp_path,
                                                                                   capsys):
    raw = tmp_path / "code.bin"
    raw.write_bytes(_TAIL_BYTES)
    assert main(["disasm", str(raw), "--device", "gfx900"]) == 0
    assert capsys.readouterr().out == _TAIL_LISTING


@pytest.mark.parametrize("size", [1, 2, 3])
def test_raw_code_lists_as_the_code_object_of_the_same_bytes(tmp_path, capsys, size):
    """A raw blob prints the instruction lines a code object of the same .text prints (the
    random-stream samples check those against llvm-objdump-19), odd tails included."""
    from tools.gen_random_streams import gcnsim_listing
    words = [0xBE800081, 0xD1040000, 0x00010203, 0x7E0002FF]
    data = b"".join(w.to_bytes(4, "little") for w in words) + bytes(range(7, 7 + size))
    raw = tmp_path / "code.bin"
    raw.write_bytes(data)
    assert main(["disasm", str(raw), "--device", "gfx900"]) == 0
    want = gcnsim_listing("gfx900", words, tail=data[16:])
    assert capsys.readouterr().out.splitlines() == want
    assert want[-1].startswith("\t.byte 0x07") and "0x7e0002ff" in want[-2]


def test_iter_disassemble_decodes_lazily():
    from gcnsim.asm.disassembler import iter_disassemble
    lines = iter_disassemble(bytes.fromhex("810080be") + b"\xff" * 4, "gfx900")
    assert next(lines).text == "s_mov_b32 s0, 1"      # the bad word after it is not read yet


@pytest.mark.parametrize("argv, message", [
    (["disasm", "{blob}"], "{blob} is not a code object (no ELF header): disassembling raw "
                           "code needs --device"),
    (["disasm", "{bin}"], "{bin} is not a code object (no ELF header), and it is .s source, not "
                          "machine code: gcnsim asm FILE assembles it"),
    (["inspect", "{bin}"], "{bin}:2:2: error: byte 0xff is not UTF-8 text"),     # as run
    (["asm", "{elf}", "--target", "gfx900"], "{elf}: error: this is a code object (ELF), not "
                                             "assembly text; gcnsim disasm or inspect reads it"),
    (["asm", "{bin}", "--target", "gfx900"], "{bin}:2:2: error: byte 0xff is not UTF-8 text"),
    (["run", "{bin}", "--grid", "1"], "{bin}:2:2: error: byte 0xff is not UTF-8 text"),
    (["run", "{fake}", "--grid", "1"], "{fake} is not a code object (no ELF header)"),
    (["run", "{binco}", "--grid", "1"], "{binco} is not a code object (no ELF header)"),
    (["run", "{blob}", "--grid", "1"], "{blob} is not a code object (no ELF header), nor assembly "
                                       "text (byte 0xc2 at line 1, column 1 is not UTF-8)"),
    (["run", "{bundle}", "--grid", "1"], "{bundle} is a clang offload bundle, not a code object "
                                         "(no ELF header), and none for gfx900 (the device): it "
                                         "holds no device's code object: extract the device's "
                                         "code object with clang-offload-bundler --unbundle "
                                         "--type=o --targets=hipv4-amdgcn-amd-amdhsa--gfx900"),
    (["inspect", "{bundle}"], "{bundle} is a clang offload bundle, not a code object"),
])
def test_files_that_are_not_what_a_command_reads(tmp_path, capsys, argv, message):
    """A file named like a code object, an offload bundle or bytes that are not text get the
    code-object message from every command, never an assembler's."""
    files = {"bin": tmp_path / "blob.s", "elf": _copy(tmp_path, SAXPY, "k.s"),
             "fake": tmp_path / "fake.hsaco", "binco": tmp_path / "b.co",
             "blob": tmp_path / "blob", "bundle": tmp_path / "k.o"}
    files["bin"].write_bytes(b"s_nop 0\n\x01\xff\xfe")
    files["fake"].write_text("s_endpgm\n")
    files["binco"].write_bytes(b"\xc2\x00\x01")
    files["blob"].write_bytes(b"\xc2\x00\x01")
    files["bundle"].write_bytes(b"__CLANG_OFFLOAD_BUNDLE__\x02" + bytes(64))
    assert main([a.format(**files) for a in argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"gcnsim: {message.format(**files)}") and err.count("\n") == 1


@pytest.mark.parametrize("name, text, hint", [
    ("k.s", "s_endpgm\n", "it is .s source, not machine code: gcnsim asm FILE assembles it"),
    ("k.py", "from gcnsim.lang import kernel\n", "it is .py source, not machine code: gcnsim "
                                                 "compile FILE -o k.hsaco builds its @kernel"),
    ("k.cl", "kernel void k() {}\n", "it is .cl source, not machine code: gcnsim run builds it"),
    ("k.hip", "__global__ void k() {}\n", "it is .hip source, not machine code: build it "
                                          "with clang first"),
    ("k.txt", "v_mov_b32 v0, 1\n\ts_endpgm\n", "it is text, not machine code: gcnsim asm FILE"),
])
def test_disasm_of_source_text_names_the_command_that_builds_it(tmp_path, capsys, name, text,
                                                                hint):
    """Source text is never decoded as machine code, with --device or without."""
    path = tmp_path / name
    path.write_text(text)
    for device in ([], ["--device", "gfx900"]):
        assert main(["disasm", str(path), *device]) == 1
        out, err = capsys.readouterr()
        assert out == "" and err.startswith(f"gcnsim: {path} is not a code object (no ELF "
                                            f"header), and {hint}")


@pytest.mark.parametrize("command", [["check"], ["asm", "--device", "gfx900"]])
def test_assembly_readers_name_the_compile_step_of_a_kernel_language_file(tmp_path, capsys,
                                                                           command):
    path = tmp_path / "k.py"
    path.write_text("from gcnsim.lang import kernel\n")
    assert main([command[0], str(path), *command[1:]]) == 1
    assert capsys.readouterr().err == (
        f"gcnsim: {path}: error: this is .py source, not assembly: gcnsim compile FILE -o "
        "k.hsaco builds its @kernel (run, debug, profile and occupancy take the .py)\n")


def test_load_of_binary_assembly_is_an_asm_error(tmp_path):
    path = tmp_path / "k.s"
    path.write_bytes(b"\x80\x81")
    with pytest.raises(AsmError, match=r"k\.s:1:1: error: byte 0x80 is not UTF-8 text$"):
        Device("gfx900").load(path)
    with pytest.raises(CodeObjectError, match=r"^k\.hsaco is not a code object \(no ELF header\)$"):
        Device("gfx900").load(b"\x80\x81", name="k.hsaco")
    with pytest.raises(CodeObjectError, match=r"^the 9 bytes are not a code object \(no ELF"):
        load_code_object(b"123456789")      # not "truncated ELF": there is no ELF header


def test_one_line_text_is_assembly_however_long():
    line = "s_nop 0 ; " + "x" * 5000
    assert Device("gfx900").load(line).program.text == bytes.fromhex("000080bf")
    assert Device("gfx900").load("s_nop 0 ; \0").program.text == bytes.fromhex("000080bf")


def test_run_honours_amdgcn_target(tmp_path, capsys):
    path = _copy(tmp_path, SAXPY_90A_S, "k.s")
    assert main(["run", str(path), *ARGS]) == 0
    assert "saxpy on mi250x (gfx90a)" in capsys.readouterr().out
    assert main(["run", str(path), *ARGS, "--target", "mi210"]) == 0
    assert "saxpy on mi210 (gfx90a)" in capsys.readouterr().out
    for command in (["run", str(path), *ARGS], ["asm", str(path)]):
        assert main([*command, "--target", "gfx900"]) == 1
        assert capsys.readouterr().err == (f"gcnsim: {path}: .amdgcn_target names gfx90a, not "
                                           "gfx900 (--device)\n")


def test_load_refuses_assembly_for_another_target(tmp_path):
    path = _copy(tmp_path, SAXPY_90A_S, "k.s")
    with pytest.raises(TargetMismatch) as err:        # as code built for another target
        Device("vega64").load(path)
    assert str(err.value) == (f"{path}: .amdgcn_target names gfx90a; this device "
                              "(vega64) is gfx900")
    assert list(Device("mi210").load(path).kernels) == ["saxpy"]


def _commands():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sub.choices


@pytest.mark.parametrize("command", sorted(_commands()))
def test_help_describes_every_option(command, capsys):
    parser = _commands()[command]
    assert parser.description
    for action in parser._actions:
        assert action.help and len(action.help) > 10, (command, action.dest)
    with pytest.raises(SystemExit) as exit_:
        main([command, "--help"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: gcnsim {command}")


@pytest.mark.parametrize("command", [["run", "{path}", "--grid", "1"], ["disasm", "{path}"],
                                     ["inspect", "{path}"], ["asm", "{path}"]])
@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_devices_and_pipes_are_refused_before_reading(tmp_path, capsys, command, kind):
    import os
    path = "/dev/zero"
    if kind == "fifo":
        path = str(tmp_path / "pipe.s")
        os.mkfifo(path)                   # open() would wait for a writer forever
    assert main([a.format(path=path) for a in command]) == 1
    assert capsys.readouterr().err == (f"gcnsim: cannot read {path}: not a regular file (a "
                                       "device, pipe or socket)\n")
    with pytest.raises(GcnsimError, match="not a regular file"):
        Device("gfx900").load(Path(path))


def test_files_beyond_the_read_limit_are_refused(tmp_path):
    from gcnsim.runtime.sources import read_file
    path = tmp_path / "big.s"
    path.write_bytes(b"s_nop 0\n" * 4)
    assert read_file(path, limit=32) == b"s_nop 0\n" * 4
    with pytest.raises(GcnsimError, match=r"^cannot read .*big\.s: 32 bytes, more than the 31 "
                                          r"gcnsim reads$"):
        read_file(path, limit=31)


def test_raw_disassembly_maps_the_file(tmp_path, capsys):
    from gcnsim.runtime.sources import map_file
    raw = tmp_path / "code.bin"
    raw.write_bytes(bytes.fromhex("810080be") * 1000)
    view = map_file(raw)
    assert not isinstance(view, bytes) and view[:4] == bytes.fromhex("810080be")
    (tmp_path / "empty.bin").write_bytes(b"")
    assert map_file(tmp_path / "empty.bin") == b""
    assert main(["disasm", str(raw), "--target", "gfx900"]) == 0
    assert capsys.readouterr().out.count("\n") == 1000


def test_reading_a_file_takes_memory_of_its_size_not_the_limit(tmp_path):
    """A small file reads under an address-space cap far below the 1 GiB read limit (the
    whole limit was allocated up front: MemoryError under ``ulimit -v 1000000``)."""
    import resource
    import subprocess
    import sys
    source = tmp_path / "k.s"
    source.write_text('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\ns_endpgm\n')
    cap = 1_000_000 * 1024

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    done = subprocess.run([sys.executable, "-m", "gcnsim.cli", "asm", str(source)],
                          capture_output=True, text=True, preexec_fn=limit, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "BF810000" in done.stdout


def _bundle(tmp_path, code, processor):
    """A clang offload bundle as clang -x hip writes it: the host's empty entry, then ``code``
    for ``processor`` (ClangOffloadBundler's layout)."""
    triples = [b"host-x86_64-unknown-linux--", f"hipv4-amdgcn-amd-amdhsa--{processor}".encode()]
    head = 24 + 8 + sum(24 + len(t) for t in triples)
    data = b"__CLANG_OFFLOAD_BUNDLE__" + struct.pack("<Q", 2)
    for triple, size in zip(triples, (0, len(code))):
        data += struct.pack("<QQQ", head, size, len(triple)) + triple
    path = tmp_path / "k.hsaco"
    path.write_bytes(data + code)
    return path


def test_an_offload_bundle_runs_as_its_code_object_for_the_device(tmp_path, capsys):
    """What clang -x hip --offload-device-only writes (without --no-gpu-bundle-output) loads as
    the code object it holds for the device's target; another device's is refused, naming
    the targets it holds, the device's and how to build the code object alone."""
    path = _bundle(tmp_path, SAXPY.read_bytes(), "gfx900")
    assert "saxpy" in Device("gfx900").load(path).kernels
    assert "saxpy" in Device("vega64").load(path.read_bytes()).kernels
    with pytest.raises(CodeObjectError) as err:
        Device("gfx942").load(path)
    assert "and none for gfx942 (the device): it holds gfx900's code object" in str(err.value)
    assert "--offload-arch=gfx942 --offload-device-only --no-gpu-bundle-output" in str(err.value)
    args = ["run", str(path), "-k", "saxpy", "--grid", "64", "--arg", "f32=2", "--arg", "f32:64",
            "--arg", "f32:64", "--arg", "i32=64"]
    assert main(args) == 0
    assert main([*args, "--device", "gfx942"]) == 1
    assert "--targets=hipv4-amdgcn-amd-amdhsa--gfx942" in capsys.readouterr().err


def test_inspect_and_disasm_take_an_offload_bundle_as_run_does(tmp_path, capsys):
    """inspect and disasm read the code object a bundle holds for --device (else its one
    target), as run does: the same text as for the code object alone."""
    path = _bundle(tmp_path, SAXPY.read_bytes(), "gfx900")
    alone = _copy(tmp_path, SAXPY, path.name.replace("k.", "alone."))
    for command in (["inspect"], ["disasm"], ["inspect", "--device", "gfx900"]):
        assert main([command[0], str(alone), *command[1:]]) == 0
        want = capsys.readouterr().out.replace(alone.name, path.name)
        assert main([command[0], str(path), *command[1:]]) == 0
        assert capsys.readouterr().out == want and "saxpy" in want
    assert main(["disasm", str(path), "--device", "gfx942"]) == 1
    assert "it holds gfx900's code object" in capsys.readouterr().err
