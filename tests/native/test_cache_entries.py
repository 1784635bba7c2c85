"""The disk cache's entries are checked against what they are filed as (jit.py): an intact
object under another object's key, an index entry pointing at another intact object, or a
function of another type under the asked name is a miss, recompiled and rewritten, never run.
Each victim runs in a process of its own, so that a crash (calling address 0 or a function of
another type) is a test failure, not the end of the run."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from gcnsim.native import cache, jit, tier
from gcnsim.runtime import Device
from tests.kernels.test_kernels import KERNELS, RUNS, build

ROOT = Path(__file__).resolve().parent.parent.parent
STORE = """define void @"{name}"(ptr %p) {{
  store i32 {value}, ptr %p
  ret void
}}
"""
# a child asking for functions by name (argv: name=value ...), printing what each stores
CHILD = """
import ctypes, sys
from gcnsim.native import jit
engine, got = jit.Jit.get(), []
for arg in sys.argv[1:]:
    name, value = arg.split("=")
    ir = {store!r}.format(name=name, value=value)
    cell = ctypes.c_uint32(0)
    address = engine.function_named(name, lambda ir=ir: ir, signature="void (ptr)")
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)(ctypes.addressof(cell))
    got.append(cell.value)
print(*got, engine.compiled)
"""


def _child(code, tmp_path, *args):
    """(exit status, stdout) of ``code`` run in a process of its own with cache ``tmp_path``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CACHE_HOME=str(tmp_path))
    env.pop("GCNSIM_CACHE", None)
    env.pop("GCNSIM_TIER", None)
    done = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True,
                          text=True, timeout=300)
    return done.returncode, done.stdout.split()


@pytest.fixture
def cached(monkeypatch, tmp_path):
    """A cache of this test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    return tmp_path


def _made(names):
    """Compile function ``name`` storing ``value`` for each of ``names`` ({name: value}) in
    this process, into the cache; {name: its object's key}."""
    engine = jit.Jit.get()
    for name, value in names.items():
        engine.function_named(name, lambda n=name, v=value: STORE.format(name=n, value=v),
                              signature="void (ptr)")
    return {name: cache.index_path(name).read_text().split("\n")[1] for name in names}


def _swap(first, second):
    data = first.read_bytes()
    first.write_bytes(second.read_bytes())
    second.write_bytes(data)


def test_swapped_objects_are_recompiled_not_run(cached):
    names = {f"swap_{cached.name}_a": 7, f"swap_{cached.name}_b": 8}
    keys = _made(names)
    where = cache.cache_dir()
    _swap(*(where / key for key in keys.values()))
    args = [f"{name}={value}" for name, value in names.items()]
    status, out = _child(CHILD.format(store=STORE), cached, *args)
    assert (status, out) == (0, ["7", "8", "2"])        # both recompiled
    for name, key in keys.items():                       # and rewritten in their place
        assert name in cache.read_entry(key)[0]


def test_an_index_entry_naming_another_object_is_a_miss(cached):
    names = {f"index_{cached.name}_a": 7, f"index_{cached.name}_b": 8}
    keys = _made(names)
    first, second = names
    path = cache.index_path(first)
    path.write_text(path.read_text().replace(keys[first], keys[second]))
    status, out = _child(CHILD.format(store=STORE), cached, f"{first}=7")
    assert (status, out) == (0, ["7", "0"])     # its own object found by its IR's key
    assert path.read_text().split("\n")[1] == keys[first]       # the entry rewritten


def test_a_function_of_another_type_is_a_miss(cached):
    """The object the index gives defines the name asked for, but of another LLVM type than
    the one asked for: it is compiled from the asker's IR."""
    name = f"typed_{cached.name}"
    _made({name: 7})
    ir = STORE.format(name=name, value=0).replace(
        "(ptr %p)", "(ptr %p, i32 %v)").replace("store i32 0", "store i32 %v")
    code = (f"import ctypes\nfrom gcnsim.native import jit\nengine = jit.Jit.get()\n"
            f"address = engine.function_named({name!r}, lambda: {ir!r},"
            f" signature='void (ptr, i32)')\ncell = ctypes.c_uint32(0)\n"
            f"ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32)(address)"
            f"(ctypes.addressof(cell), 9)\nprint(cell.value, engine.compiled)")
    assert _child(code, cached) == (0, ["9", "1"])


def test_entries_read_back_only_under_their_own_key(cached):
    keys = _made({f"own_{cached.name}": 7})
    key = next(iter(keys.values()))
    where = cache.cache_dir()
    other = "0" * 64
    (where / other).write_bytes((where / key).read_bytes())
    assert cache.read_entry(key) is not None and cache.read_entry(other) is None


def test_only_an_intact_object_of_the_name_is_known(cached):
    """Tiering counts a function's cost as loading it only where its object would load
    (cache.known): a corrupt or truncated object, or an index entry naming another object,
    leaves it to be compiled at the level compiling pays for (a corrupted cache compiled each
    such segment alone at O2 at first sight: 20 LLVM modules, 0.25 s, against a cold cache's
    one O0 module, 0.01 s, in the outside trial's first launch)."""
    names = {f"known_{cached.name}_{k}": k for k in range(4)}
    keys = _made(names)
    where = cache.cache_dir()
    first, flipped, cut, pointed = names
    assert all(cache.known(name) for name in names)
    data = (where / keys[flipped]).read_bytes()
    (where / keys[flipped]).write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    (where / keys[cut]).write_bytes((where / keys[cut]).read_bytes()[:40])
    path = cache.index_path(pointed)
    path.write_text(path.read_text().replace(keys[pointed], keys[first]))
    assert [cache.known(name) for name in names] == [True, False, False, False]


CORPUS = [case for case, target in RUNS if target == "gfx942"][:4]
# a child running CORPUS's kernels natively (every block compiled or loaded at first sight)
RUN_CORPUS = """
from gcnsim.native import jit, tier
from tests.native.test_cache_entries import corpus_bytes
for name in tier.THRESHOLDS:
    setattr(tier, name, 0.0)
assert corpus_bytes("native") == corpus_bytes("interpreter")
print(jit.Jit.get().compiled)
"""


def corpus_bytes(tier_name):
    """The buffers CORPUS's kernels leave, run on ``tier_name``."""
    dev, out = Device("gfx942"), []
    for case in CORPUS:
        program = dev.load(KERNELS / "gfx942" / f"{case.source}.hsaco")
        args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in build(case)[0]]
        getattr(program, case.kernel)(*args, grid=case.grid, block=case.block, tier=tier_name)
        out += [a.numpy().tobytes() for a in args if hasattr(a, "numpy")]
    return out


def _repoint(where, objects):
    """Point every index entry of cache ``where`` at another of its ``objects``."""
    for k, path in enumerate(sorted(where.glob("index-*"))):
        identity, key, *names = path.read_text().split("\n")
        other = next(name for name in objects[k:] + objects if name != key)
        path.write_text("\n".join((identity, other, *names)))


def test_a_mixed_up_cache_of_kernels_runs_them_right(cached, monkeypatch):
    """The outside trial's two cases on kernels (their segments' and access functions'
    objects), each in a copy of one warm cache: two intact object files swapped, every index
    entry pointing at another object of the cache; the next process gives the interpreter's
    bytes, compiling what it could not load."""
    warm = cached / "warm"                  # warmed in a process of its own: this one may
    assert _child(RUN_CORPUS, warm)[0] == 0  # hold the functions already and write none
    objects = sorted(p.name for p in (warm / "gcnsim" / "native").iterdir()
                     if len(p.name) == 64)
    assert len(objects) > 2
    for mix in ("objects", "index"):
        copy = cached / mix
        shutil.copytree(warm, copy)
        where = copy / "gcnsim" / "native"
        if mix == "objects":
            _swap(where / objects[0], where / objects[1])
        else:
            _repoint(where, objects)
        status, out = _child(RUN_CORPUS, copy)
        assert status == 0, mix
        monkeypatch.setenv("XDG_CACHE_HOME", str(copy))
        if mix == "objects":                # the two swapped, recompiled and rewritten
            assert int(out[-1]) >= 2 and all(map(cache.read_entry, objects[:2]))
        for path in where.glob("index-*"):  # every entry read names its own object again
            identity, key, *names = path.read_text().split("\n")
            assert set(names) <= set(cache.read_entry(key)[0]), mix


@pytest.mark.parametrize("value, on", [("off", False), ("0", False), ("no", False),
                                       ("FALSE", False), (" Off ", False), ("", True),
                                       ("1", True), ("Yes", True), ("true", True), ("ON", True)])
def test_gcnsim_cache_spellings(monkeypatch, value, on):
    monkeypatch.setenv("GCNSIM_CACHE", value)
    assert cache.cache_on() is on and (cache.cache_dir() is None) is not on


@pytest.mark.parametrize("value", ["offf", "2", "disabled", "none"])
def test_a_bad_gcnsim_cache_is_refused_at_the_launch(monkeypatch, value):
    """A value spelling neither on nor off is an error naming the variable and what it
    accepts (as GCNSIM_TIER's), raised where the launch's options are made."""
    from gcnsim.emu.launch import LaunchOptions
    monkeypatch.setenv("GCNSIM_CACHE", value)
    with pytest.raises(cache.CacheSettingError, match=f"GCNSIM_CACHE must be one of 0, no, "
                       f"false, off .* or 1, yes, true, on .*got '{value}'"):
        LaunchOptions(64, 64)
