"""The examples of the README and of the guides under docs/ as data, and a runner that executes
them as a new user would: in a fresh copy of the repository's tracked files (what a clone
holds), from its root, one block after another.

A block is a fenced ```python block (saved as readme_LINE.py and run, so that gcnsim.lang finds
its source), an indented block of shell commands (one a line, ``\\`` continuations joined, ``#``
comments dropped: a ``gcnsim ...`` line runs in-process through gcnsim.cli.main and must exit 0,
or 1 where its comment says ``# exits 1``, a run of other lines goes to bash with ``set -e``),
or another fenced block (```c, ```asm, ```py: a Python file commands take),
which is a file: the line before it ends with its name in backquotes (``With `reverse.cl`:``)
and it is written there. A block whose first line is ``# not run by tests/test_readme.py: WHY``
is skipped (it installs, or runs the suite) and counted, and an unmarked block that would (pip,
apt-get, sudo, scripts/test.sh) fails unrun; a block that needs clang-19 (it names clang-19 or a
.cl file) is skipped and counted where clang-19 is not installed.

    ## A short tour                 Block("A short tour", "shell", 97, "gcnsim demo ...\n...")
        gcnsim demo  # the demo     -> status "ran", output: what it printed
"""
import contextlib
import io
import os
import re
import runpy
import shlex
import shutil
import subprocess
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from gcnsim.cli import main

ROOT = Path(__file__).resolve().parent.parent
MARKER = "# not run by tests/test_readme.py:"
NEEDS_CLANG = re.compile(r"clang-19|\.cl\b")
# What must never run unmarked: it would change the machine the suite runs on, or run the suite
CHANGES_THE_HOST = re.compile(r"\b(?:pip|pip3|apt-get|apt|sudo)\b|scripts/test\.sh")
HAVE_CLANG = shutil.which("clang-19") is not None
FILE_NAME = re.compile(r"`([\w.-]+\.\w+)`:\s*$")
EXITS_1 = re.compile(r"#.*\bexits 1\b")


@dataclass
class Block:
    section: str        # the title of the ## or ### section it stands in
    kind: str           # "python", "shell" or "file"
    line: int           # its first line in its file
    text: str
    name: str = ""      # a file block's file name
    status: str = ""    # "ran", "failed: ..." or "skipped: ..."
    output: str = field(default="", repr=False)


def blocks(text, name="README.md"):
    """Every block of the Markdown ``text`` (the file ``name``), in order."""
    found, section, lines = [], "", text.splitlines()
    number = 0
    while number < len(lines):
        line = lines[number]
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        if line.startswith("```"):
            end = lines.index("```", number + 1)
            found.append(_fenced(section, line[3:].strip(), number, lines, name))
            number = end + 1
            continue
        if line.startswith("    ") and (number == 0 or not lines[number - 1].strip()):
            end = number
            while end < len(lines) and lines[end].startswith("    "):
                end += 1
            found.append(Block(section, "shell", number + 1, _dedent(lines[number:end])))
            number = end
            continue
        number += 1
    return found


def _fenced(section, language, number, lines, name):
    end = lines.index("```", number + 1)
    body = "\n".join(lines[number + 1:end]) + "\n"
    if language == "python":
        return Block(section, "python", number + 1, body)
    before = next(line for line in reversed(lines[:number]) if line.strip())
    file_name = FILE_NAME.search(before)
    assert file_name, f"{name}:{number + 1}: a {language} block after no `file name`:"
    return Block(section, "file", number + 1, body, file_name.group(1))


def _dedent(lines):
    return "\n".join(line[4:] for line in lines) + "\n"


def commands(block):
    """A shell block's commands: continuation lines joined, blank and comment lines dropped."""
    joined = re.sub(r"\\\n\s*", "", block.text)
    return [line for line in (raw.strip() for raw in joined.splitlines())
            if line and not line.startswith("#")]


def fresh_copy(destination):
    """The repository's tracked files copied to ``destination``, as a clone holds them."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], check=True,
                            capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination / name)
    return destination


def run_all(found, where):
    """Run ``found`` in order in the directory ``where``; each block gets its status and output."""
    before = os.getcwd()
    os.chdir(where)
    try:
        for block in found:
            block.status, block.output = _run(block, where)
    finally:
        os.chdir(before)
    return found


def _run(block, where):
    if block.text.startswith(MARKER):
        return "skipped: " + block.text.splitlines()[0][len(MARKER):].strip(), ""
    if block.kind == "shell" and CHANGES_THE_HOST.search(block.text):
        return f"failed: it installs or runs the suite; mark it with {MARKER!r}", ""
    if NEEDS_CLANG.search(block.text) and not HAVE_CLANG:
        return "skipped: needs clang-19", ""
    if block.kind == "file":
        (where / block.name).write_text(block.text)
        return "ran", ""
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            if block.kind == "python":
                script = where / f"readme_{block.line}.py"
                script.write_text(block.text)
                runpy.run_path(str(script), run_name="__main__")
            else:
                _shell(commands(block))
    except (Exception, SystemExit):             # the test reports which block and why
        return "failed: " + traceback.format_exc(limit=-3), out.getvalue()
    return "ran", out.getvalue()


def _shell(lines):
    """Run a shell block's commands in order: gcnsim in-process, runs of others in bash."""
    pending = []
    for line in lines:
        if not line.startswith("gcnsim "):
            pending.append(line)
            continue
        _bash(pending)
        pending = []
        status = main(shlex.split(line, comments=True)[1:])
        expected = 1 if EXITS_1.search(line) else 0
        assert status == expected, f"{line}: exit status {status}"
    _bash(pending)


def _bash(lines):
    if lines:
        done = subprocess.run(["bash", "-c", "set -e\n" + "\n".join(lines)],
                              capture_output=True, text=True)
        print(done.stdout, end="")
        assert done.returncode == 0, f"{lines}: {done.stderr}"
