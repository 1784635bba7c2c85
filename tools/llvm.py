"""The LLVM oracle: batch calls to llvm-mc-19 (one process per batch, never per line), and
opt-19's constant folding of a whole IR module at once.

Used by generators and oracle tests only; the gcnsim package never imports tools/.

    assemble_lines("gfx900", ["s_mov_b32 s0, 1", "bogus"])
      -> [("s_mov_b32 s0, 1", b"\\x81\\x00\\x80\\xbe"), None]
    disassemble_words("gfx900", [b"\\x81\\x00\\x80\\xbe"]) -> ["s_mov_b32 s0, 1"]
"""
import os
import re
import shutil
import subprocess
import tempfile

from gcnsim.codeobj.elf import read_elf

LLVM_MC = os.environ.get("GCNSIM_LLVM_MC", "llvm-mc-19")
OPT = os.environ.get("GCNSIM_OPT", "opt-19")
# LLVM's constant folding for AMDGPU (the generic folds and AMDGPUInstCombineIntrinsic)
FOLD_PASSES = ["-passes=instcombine", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942"]
_ERR = re.compile(r"^[^:]*:(\d+):(\d+): (error|warning): (.*)$")
_ENC = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]")


def have_llvm_mc():
    return shutil.which(LLVM_MC) is not None


class LLVMCrash(RuntimeError):
    """llvm-mc stopped before answering every line (it crashes on a few VOP3P/MAI words)."""


def _run(target, text, extra):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        proc = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                               "-show-encoding", *extra, path],
                              capture_output=True, text=True)
    finally:
        os.unlink(path)
    return proc.stdout, proc.stderr


def _failed_lines(stderr, kinds):
    failed = {}
    for line in stderr.splitlines():
        m = _ERR.match(line)
        if m and m.group(3) in kinds:
            failed.setdefault(int(m.group(1)), (int(m.group(2)), m.group(4)))
    return failed


def _encodings(stdout):
    out = []
    for line in stdout.splitlines():
        m = _ENC.match(line)
        if m:
            items = [b.strip() for b in m.group(2).split(",") if b.strip()]
            # a fixup's bytes are letters (A): a relocation fills them in
            data = None if any(not b.startswith("0x") for b in items) else \
                bytes(int(b, 16) for b in items)
            out.append((m.group(1), data))
    return out


def _answers(items):
    for item in items:
        yield item
    raise LLVMCrash("llvm-mc-19 gave fewer answers than lines (did it crash?)")


def assemble_lines(target, lines, prelude=(), relocations=False):
    """For each line: (LLVM's canonical text, bytes), or None where llvm-mc rejects it.

    ``prelude``: lines before them that encode nothing (``.set`` symbols the lines use). With
    ``relocations``, a line llvm-mc encodes only with a fixup (an expression it cannot
    evaluate) gives "relocation"; without, such lines are not expected."""
    text = "\n".join([*prelude, *lines]) + "\n"
    stdout, stderr = _run(target, text, [])
    failed = _failed_lines(stderr, ("error",))
    if any(n <= len(prelude) for n in failed):
        raise ValueError(f"llvm-mc refuses the prelude: {stderr}")
    results = _answers(_encodings(stdout))
    out = []
    for n in range(len(prelude) + 1, len(prelude) + len(lines) + 1):
        found = None if n in failed else next(results)
        out.append("relocation" if relocations and found and found[1] is None else found)
    return out


def assemble_source(target, text, relocations=False):
    """The .text bytes of a whole source assembled to an object (its labels resolved), or None
    if llvm-mc reports any error (in a repeated line too: "<instantiation>:1:7: error"). With
    ``relocations``, a source whose .text needs a relocation (an expression llvm-mc could not
    resolve: a label's address) gives "relocation"."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "a.o")
        _, stderr = _run(target, text, ["-filetype=obj", "-o", path])
        if "error:" in stderr:
            return None
        with open(path, "rb") as f:
            elf = read_elf(f.read())
        if relocations and elf.section(".rela.text") is not None:
            return "relocation"
        return elf.section(".text").data


def rejections(target, lines):
    """For each line: (column, message) of LLVM's first error, or (None, None) if it assembles."""
    _, stderr = _run(target, "\n".join(lines) + "\n", [])
    failed = _failed_lines(stderr, ("error",))
    return [failed.get(n, (None, None)) for n in range(1, len(lines) + 1)]


_SENTINEL = bytes.fromhex("070080bf")     # s_nop 7, after every blob: keeps blobs apart


def disassemble_words(target, blobs, exact=True):
    """For each blob (one instruction's bytes): LLVM's text, or None if it is invalid.

    Every blob line is followed by a sentinel line, so a blob that decodes to several
    instructions, or to one with bytes left over, cannot shift the results of the next. With
    ``exact``, a text whose re-encoding differs from the blob (non-canonical) also gives None.
    A blob that crashes llvm-mc gives None.
    """
    sentinel = "[" + ",".join(f"0x{b:02x}" for b in _SENTINEL) + "]\n"
    if not blobs:
        return []
    text = "".join("[" + ",".join(f"0x{b:02x}" for b in blob) + "]\n" + sentinel
                   for blob in blobs)
    stdout, stderr = _run(target, text, ["--disassemble"])
    if "Stack dump:" in stderr:
        # llvm-mc crashed (its buffered output is cut anywhere): halve until the blob is found
        if len(blobs) == 1:
            return [None]
        half = len(blobs) // 2
        return (disassemble_words(target, blobs[:half], exact)
                + disassemble_words(target, blobs[half:], exact))
    failed = _failed_lines(stderr, ("warning", "error"))
    results = _answers(_encodings(stdout))
    out = []
    for n, blob in enumerate(blobs):
        fail = failed.get(2 * n + 1)
        decoded = None
        extra = 0
        if fail is None or fail[0] > 2:
            decoded = next(results)
        while next(results)[1] != _SENTINEL:
            extra += 1
        ok = decoded is not None and fail is None and not extra
        ok = ok and (decoded[1] == bytes(blob) or not exact)
        out.append(decoded[0] if ok else None)
    return out


def _all_failed_lines(stderr):
    """Line -> the columns of every warning or error on it."""
    failed = {}
    for line in stderr.splitlines():
        m = _ERR.match(line)
        if m and m.group(3) in ("warning", "error"):
            failed.setdefault(int(m.group(1)), []).append(int(m.group(2)))
    return failed


def disassemble_first(target, blobs):
    """For each blob: (LLVM's text of the instruction at its start, whether that instruction
    took the whole blob, the length of LLVM's encoding of it), or None where LLVM rejects the
    first bytes. A blob that crashes llvm-mc gives None.

    A random word followed by a spare dword tells whether the word takes a literal: if it
    does, the blob is one instruction; if not, the spare dword decodes (or fails) on its own.
    (-show-encoding prints LLVM's re-encoding, which may be shorter than the bytes read: a
    literal that equals an inline constant is re-encoded inline, so lengths come from this.)
    """
    if not blobs:
        return []
    sentinel = "[" + ",".join(f"0x{b:02x}" for b in _SENTINEL) + "]\n"
    text = "".join("[" + ",".join(f"0x{b:02x}" for b in blob) + "]\n" + sentinel
                   for blob in blobs)
    stdout, stderr = _run(target, text, ["--disassemble"])
    if "Stack dump:" in stderr:
        if len(blobs) == 1:
            return [None]
        half = len(blobs) // 2
        return disassemble_first(target, blobs[:half]) + disassemble_first(target, blobs[half:])
    failed = _all_failed_lines(stderr)
    results = _answers(_encodings(stdout))
    out = []
    for n in range(len(blobs)):
        columns = failed.get(2 * n + 1, [])
        first = None if columns and min(columns) <= 2 else next(results)
        extra = 0
        while next(results)[1] != _SENTINEL:
            extra += 1
        whole = not columns and not extra
        out.append(None if first is None else (first[0], whole, len(first[1])))
    return out


def fold_ir(module):
    """opt-19's text of an LLVM IR module after FOLD_PASSES (one process for the module)."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(module)
        path = f.name
    try:
        return subprocess.run([OPT, "-S", *FOLD_PASSES, path], capture_output=True, text=True,
                              check=True).stdout
    finally:
        os.unlink(path)


def opt_version_text():
    """What ``opt-19 --version`` prints."""
    return subprocess.run([OPT, "--version"], capture_output=True, text=True).stdout
