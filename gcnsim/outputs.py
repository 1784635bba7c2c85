"""Files gcnsim writes: checked before the work that makes them, never one of the command's
inputs, and replaced whole or not at all.

Every file any command or API call writes (``asm -o``, ``compile -o``, ``run --trace``,
``profile -o``, a code object's ``path=``, and every later output: viewer pages, sweep tables,
reports) goes through this module, so that three promises hold everywhere:

1. An output is refused when it is one of the inputs (the same file, by device and inode, not
   by name: ``k.s`` and ``./dir/../k.s`` are one file), when two outputs name one file, when
   its folder is missing or not writable, and when it exists but is no regular file (a
   directory, a device such as /dev/null, a pipe, the standard output): ``check_outputs``,
   called before a long launch runs, not after it.
2. The content goes to a temporary file beside the target, which is renamed over it
   (``os.replace``, atomic on POSIX) only once the whole content is written and closed. A write
   that fails (a full disk, ``ulimit -f``, an exception while the content is made) leaves the
   old file as it was and no temporary behind: ``write_output``.
3. A failure is an OutputError naming what was written and where, one line.

    check_outputs({"trace": "k.json"}, inputs=["k.hsaco"])     # before the launch
    write_output("k.json", data, "trace")                     # after it: all or nothing

    gcnsim asm k.s -o k.s   ->   gcnsim: output: cannot write 'k.s': it is the input 'k.s'

A symbolic link is followed: its target is replaced and the link stays. A new file gets the
permissions the umask gives (as ``open`` would), a replaced one keeps its own.

What goes to a terminal is output too: a name read from a file (a kernel, a symbol, an
argument, a type) may hold control characters that clear the screen or forge lines, so every
such name is printed through ``printable``, which escapes what is not printable as Python's
repr does:

    printable("k\x1b[2J")   ->   'k\\x1b[2J'          (shown as k\x1b[2J)
"""
import os
import re
import secrets
import stat

from .errors import GcnsimError


class OutputError(GcnsimError):
    """An output file that may not or cannot be written; names it and why."""


def check_outputs(outputs, inputs=()):
    """OutputError unless every ``{what: path}`` of ``outputs`` (None paths skipped) may be
    written: a regular file or a new name in a writable folder, none of ``inputs``, no two the
    same file."""
    given = {what: os.fspath(path) for what, path in outputs.items() if path is not None}
    seen = {}
    for what, path in given.items():
        check_output(path, what, inputs)
        key = _identity(path)
        if key in seen:
            raise OutputError(f"{seen[key]} and {what} both name '{path}': one would overwrite "
                              "the other")
        seen[key] = what


def check_output(path, what="output", inputs=()):
    """OutputError unless ``path`` may be written (see check_outputs) and is none of
    ``inputs``; returns it as a str."""
    if not isinstance(path, (str, os.PathLike)):
        raise OutputError(f"{what} must be a file path (str or os.PathLike), got {path!r}")
    path = os.fspath(path)
    if not path:
        raise OutputError(f"{what}: the file name is empty")
    for source in inputs:
        if source is not None and _same_file(path, source):
            raise _cannot(what, path, f"it is the input '{os.fspath(source)}'")
    if os.path.exists(path):
        if _is_stdout(path):
            raise _cannot(what, path, "it is the standard output, where the results go")
        if not os.path.isfile(path):
            raise _cannot(what, path, "not a regular file (a directory, device or pipe)")
    folder = os.path.dirname(os.path.realpath(path))
    if not os.path.isdir(folder):
        raise _cannot(what, path, f"no directory '{os.path.dirname(path) or '.'}'")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _cannot(what, path, f"the directory '{folder}' is not writable")
    return path


def write_output(path, content, what="output", inputs=()):
    """Write ``content`` (bytes, a str as UTF-8, or a callable that writes to the binary file
    it is given) to ``path`` whole, or leave the old file untouched and raise OutputError."""
    path = check_output(path, what, inputs)
    real = os.path.realpath(path)
    try:
        fd, temporary = _beside(real)
    except OSError as err:
        raise _cannot(what, path, err.strerror or str(err)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            if callable(content):
                content(f)
            else:
                f.write(content.encode() if isinstance(content, str) else content)
        if os.path.exists(real):
            os.chmod(temporary, stat.S_IMODE(os.stat(real).st_mode))
        os.replace(temporary, real)
    except OSError as err:
        _remove(temporary)
        raise _cannot(what, path, err.strerror or str(err)) from None
    except BaseException:
        _remove(temporary)
        raise
    return path


def printable(text):
    """``text`` with each character that is not printable (controls, newlines, escapes,
    unassigned code points) written as its Python escape; printable text unchanged."""
    text = str(text)
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def counted(n, noun, nouns=None):
    """``n`` and its noun in the number ``n`` takes (``nouns``: a plural other than noun + s),
    for every count a message prints.

        >>> counted(1, "workgroup"), counted(2, "wait state"), counted(0, "dword")
        ('1 workgroup', '2 wait states', '0 dwords')
    """
    return f"{n} {noun if n == 1 else nouns or noun + 's'}"


def article(word):
    """``word`` after "a" or "an" as it is read aloud: a type or register named by a letter
    and digits reads the letter's name (an f32, an s0, a v2f16, a u32), a number its words
    (an 8-dword, an 11-bit, a 16-bit).

        >>> article("i32"), article("f16"), article("b32"), article("8-dword"), article("image")
        ('an i32', 'an f16', 'a b32', 'an 8-dword', 'an image')
    """
    head = str(word)
    vowel = head[:1].lower() in "aeio" or head[:1].lower() in "fhlmnrsx" and \
        not head[1:2].isalpha() or re.match(r"8|1[18](?!\d)", head) is not None
    return f"{'an' if vowel else 'a'} {word}"


def _cannot(what, path, why):
    return OutputError(f"{what}: cannot write '{path}': {why}")


def _identity(path):
    """(device, inode) of an existing file, else its resolved name."""
    try:
        st = os.stat(path)
    except OSError:
        return os.path.realpath(path)
    return st.st_dev, st.st_ino


def _same_file(path, source):
    try:
        return os.path.samefile(path, source)
    except (OSError, ValueError):   # a missing input, or a name no file system takes
        return False


def _is_stdout(path):
    try:
        return os.path.samestat(os.stat(path), os.fstat(1))
    except OSError:
        return False


def _beside(real):
    """(descriptor, name) of a new file in the folder of ``real``, created with the mode a new
    file gets (0o666 less the umask, which the system applies), as ``open`` would create it."""
    folder, name = os.path.split(real)
    while True:
        temporary = os.path.join(folder, f".{name}.{secrets.token_hex(4)}.partial")
        try:
            return os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), temporary
        except FileExistsError:
            continue


def _remove(temporary):
    try:
        os.unlink(temporary)
    except FileNotFoundError:
        pass
