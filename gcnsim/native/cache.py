"""The native tier's disk cache as tiering asks about it, without llvmlite: where it lives,
and whether a function named by what it does is in it (jit.py reads and writes the entries).
``GCNSIM_CACHE`` turns it off with 0, no, false or off (any case), leaves it on unset, empty
or 1, yes, true, on, and is an error otherwise (``cache_on``, which each launch's options call
first, as they check GCNSIM_TIER).

Compiled code is kept under the SHA-256 of its IR text and the host (jit.py), which only the
translator can make: 10-50 ms of Python for a segment, more than loading its object. So each
named function also has an index entry: a file named by the SHA-256 of the function's name (a
digest of the instructions it runs, tier.Segment.name) and of gcnsim's own sources, holding
the host's identity, its object's key and the names of every function that object holds
(jit.functions_named puts several in one). A process that finds it loads the object without
making the IR; tiering (tier.py) counts such a function's cost as its loading, not its
compiling. The sources' digest covers the packages the translator reads (``SOURCES``: a
translator changed in place, as in development, makes new names), and the object is still
checked when read (``read_entry``: its checksum, its own key, its functions), so an index entry
at worst points at nothing usable: that function is compiled and the entry rewritten.
``known`` checks the same before tiering counts a function's cost as loading it.

    known("gcnsim_seg_3f2a...")   # -> True once some process compiled it with these sources

A code's record (``read_record``/``write_record``, record.Record) is a small text file named by
the SHA-256 of the code's target and bytes: per block (its offset in the code), the most
interpreted seconds one process was seen to spend on it, their sum over processes, and whether
a process made (compiled or loaded) functions of its segments. Whatever
it holds only moves when a segment is made, never what runs, so it is read without the
sources' digest, and a bad one reads as empty.
"""
import functools
import hashlib
import os
import tempfile
from pathlib import Path

from .. import __version__
from ..errors import GcnsimError

PACKAGE = Path(__file__).resolve().parent.parent
SOURCES = ("native", "semantics", "isa", "bits.py")     # what the translator's IR depends on
MAGIC = b"gcnsim-native-2\n"            # the first bytes of a compiled object's entry
OFF = ("0", "no", "false", "off")       # GCNSIM_CACHE's spellings of off, and of on
ON = ("", "1", "yes", "true", "on")


class CacheSettingError(GcnsimError):
    """GCNSIM_CACHE spells neither on nor off."""


def cache_on(value=None):
    """Whether ``GCNSIM_CACHE`` (or ``value``, a setting of it) leaves the cache on (unset,
    empty, or an ON spelling, in any case) rather than off (an OFF spelling); anything else is
    a CacheSettingError."""
    return _cache_on(os.environ.get("GCNSIM_CACHE", "") if value is None else value)


@functools.lru_cache(maxsize=16)
def _cache_on(value):
    """cache_on of a setting's text, kept per text (each launch asks)."""
    if value.strip().lower() in OFF:
        return False
    if value.strip().lower() in ON:
        return True
    raise CacheSettingError(f"GCNSIM_CACHE must be one of {', '.join(OFF)} (the cache off) or "
                            f"{', '.join(ON[1:])} (on, as when unset), in any case; "
                            f"got {value!r}")


def cache_dir():
    """Where compiled code is kept, or None when ``GCNSIM_CACHE`` turns it off (cache_on;
    asked for each function tiering weighs: made once for each value of the variables it
    reads)."""
    environ = os.environ
    return _cache_dir(environ.get("GCNSIM_CACHE", ""), environ.get("XDG_CACHE_HOME"),
                      environ.get("HOME"))


@functools.lru_cache(maxsize=8)
def _cache_dir(setting, xdg_cache_home, home):
    if not cache_on(setting):
        return None
    root = xdg_cache_home or os.path.join(Path.home(), ".cache")
    return Path(root) / "gcnsim" / "native"


@functools.lru_cache(maxsize=1)
def sources_digest():
    """SHA-256 of gcnsim's version and the SOURCES' files (once a process)."""
    digest = hashlib.sha256(__version__.encode())
    paths = [p for part in SOURCES for p in ((PACKAGE / part).rglob("*.py") if not
                                             part.endswith(".py") else [PACKAGE / part])]
    for path in sorted(paths):
        digest.update(str(path.relative_to(PACKAGE)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def index_path(name):
    """The index entry of the function called ``name``, or None (cache off)."""
    where = cache_dir()
    return None if where is None else _index_path(where, name)


@functools.lru_cache(maxsize=1 << 14)
def _index_path(where, name):
    key = hashlib.sha256(f"{sources_digest()}\n{name}".encode()).hexdigest()
    return where / f"index-{key}"


def known(name):
    """Whether function ``name`` has an index entry whose object is in the cache, intact and
    defining it (all loading it checks but the host and the function's type, jit.py: a
    corrupt object is compiled at the level tiering chooses for compiling, not for loading)."""
    try:
        key = index_path(name).read_text().split("\n")[1]
        stat = (cache_dir() / key).stat()
    except (OSError, AttributeError, IndexError, UnicodeDecodeError, TypeError):
        return False
    return name in _defined(key, (stat.st_mtime_ns, stat.st_size, stat.st_ino))


@functools.lru_cache(maxsize=1024)
def _defined(key, stamp):
    """The names the object ``key`` defines (read_entry: none where it is unusable), read once
    while its file's ``stamp`` (time, size, inode) stays (a module's functions share it)."""
    found = read_entry(key)
    return frozenset(() if found is None else found[0])


def read_entry(key):
    """({name: LLVM type} of its functions, object file) of the compiled object ``key``, or None
    (absent, the cache off, corrupt, or another object's). An entry is MAGIC, the SHA-256 of
    the rest, and the rest: the key, a line for each function (its name, a tab, its type), a
    NUL, and the object file."""
    where = cache_dir()
    if where is None:
        return None
    try:
        blob = (where / key).read_bytes()
    except OSError:
        return None
    digest, body = blob[len(MAGIC):len(MAGIC) + 32], blob[len(MAGIC) + 32:]
    if not blob.startswith(MAGIC) or hashlib.sha256(body).digest() != digest:
        return None
    header, _, payload = body.partition(b"\0")
    try:
        own, *lines = header.decode().split("\n")
        functions = dict(line.split("\t") for line in lines)
    except (UnicodeDecodeError, ValueError):
        return None
    return (functions, payload) if own == key else None


def write_entry(key, functions, payload):
    """Keep object file ``payload`` defining ``functions`` ({name: LLVM type}) under ``key``
    (read_entry; a failure to write only costs a recompile)."""
    where = cache_dir()
    if where is None:
        return
    header = "\n".join((key, *(f"{name}\t{typ}" for name, typ in functions.items())))
    body = header.encode() + b"\0" + payload
    write_file(where / key, MAGIC + hashlib.sha256(body).digest() + body)


def write_file(path, data):
    """Write ``data`` to ``path`` atomically (a temporary file in its directory renamed over
    it); nothing where ``path`` is None (the cache off) or the write fails (a failure to write
    only costs a recompile)."""
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except OSError:
        return


def write_files(paths, data):
    """Write ``data`` to each of ``paths`` (None ones left out) atomically: the first as
    write_file does, each other a hard link to it made under a temporary name and renamed over
    its path (two system calls, not a file's writing: a module's index entries, jit.py), or
    written where linking fails."""
    paths = [path for path in paths if path is not None]
    if not paths:
        return
    write_file(paths[0], data)
    for path in paths[1:]:
        tmp = path.with_name(f".tmp-{os.getpid()}-{path.name}")
        try:
            os.link(paths[0], tmp)
            os.replace(tmp, path)
        except OSError:
            write_file(path, data)


def record_path(key):
    """The record of the code whose digest is ``key``, or None (cache off)."""
    where = cache_dir()
    return None if where is None else where / f"record-{key}"


def read_record(key):
    """{block offset: (most, sum) seconds, made} of a code's record; empty where there is none
    or it is bad."""
    path = record_path(key)
    try:
        text = path.read_text()
        return {int(pc): (float(most), float(summed), made == "1") for pc, most, summed, made
                in (line.split() for line in text.splitlines())}
    except (OSError, AttributeError, ValueError, UnicodeDecodeError):
        return {}


def write_record(key, seconds):
    """Keep ``seconds`` ({block offset: (most, sum, made)}) as the record of code ``key``,
    atomically."""
    write_file(record_path(key), "".join(f"{pc} {most!r} {summed!r} {int(made)}\n" for pc,
                                         (most, summed, made) in sorted(seconds.items()))
               .encode())
