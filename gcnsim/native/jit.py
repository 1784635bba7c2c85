"""Machine code from LLVM IR through llvmlite's MCJIT, with an on-disk object cache.

One JIT per process (llvmlite's native target can be initialised once; every engine after the
first only adds objects). A module is compiled at one of two levels (``LEVELS``): O2 (LLVM's
O2 pipeline and code generator: the lane loops vectorised) or O0 (no passes, fast
instruction selection: ~12x cheaper to compile, ~3 ms a corpus segment against ~36 ms, and as
fast as O2 where Python around the call dominates: tier.py chooses); no fast-math flags are
ever emitted, so no reassociation and no FMA contraction at either (LLVM contracts only under
``contract``/fast flags). The object file is kept in the cache and loaded; a function's
address is what the caller gets.

The cache lives in ``$XDG_CACHE_HOME/gcnsim/native`` (``~/.cache`` without it). An entry's
name is the SHA-256 of everything its code depends on (the IR text, the host triple and CPU,
llvmlite's and gcnsim's versions), so a stale entry is never found; an entry holds a magic
word, the SHA-256 of its payload and the payload, so a corrupt one is recompiled and rewritten,
never trusted. Entries are written to a temporary file in the same directory and renamed over
the name (atomic on POSIX and Windows), so concurrent processes (pytest-xdist) each see either
no entry or a whole one. ``GCNSIM_CACHE=off`` turns the cache off.

    jit = Jit.get(); address = jit.function(ir_text, "seg_3f2a...", level=2)  # or from disk

A function's name must be unique in the process (the translator names it by a hash of the
code it runs), as every module's symbols share the engine. ``function_named`` finds a named
function's object through the cache's index (cache.py) without making its IR;
``functions_named`` makes those of several names that neither this process nor the index has
in one module (LLVM's costs of a module paid once). An index entry names every function of its
object, and an object is loaded only where it defines none this process already has (two
processes may have put one function in two modules): that function is compiled instead.
"""
import hashlib
import time

import llvmlite
import llvmlite.binding as llvm

from .. import __version__
from ..errors import GcnsimError
from .cache import cache_dir, index_path, write_file, write_files
from .tier import JIT_LOCK

MAGIC = b"gcnsim-native-1\n"
LEVELS = (0, 2)         # O0 (quick to make) and O2 (fast code)


class NativeError(GcnsimError):
    """LLVM could not compile a block the native tier generated (a bug: the block runs
    interpreted instead)."""


class Jit:
    """The process's MCJIT engine and target machine."""
    _instance = None

    def __init__(self):
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        target = llvm.Target.from_default_triple()
        features = llvm.get_host_cpu_features().flatten()
        self.machines = {level: target.create_target_machine(
            cpu=llvm.get_host_cpu_name(), features=features, opt=level) for level in LEVELS}
        self.machine = self.machines[2]
        self.engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), self.machine)
        self.identity = "|".join((self.machine.triple, llvm.get_host_cpu_name(),
                                  llvmlite.__version__, __version__))
        self.loaded = set()     # the cache keys of the objects in the engine
        self.named = {}         # function name -> address, for code named by what it does
        self.compiled = 0       # modules compiled by LLVM in this process (not from disk)
        self.compile_seconds = 0.0      # CPU seconds LLVM spent compiling them
        self.made = 0           # named functions whose IR was made (functions_named)
        self.ir_seconds = 0.0   # CPU seconds making that IR (translating)
        self.loads = 0          # object files loaded (compiled or read from disk)
        self.load_seconds = 0.0         # CPU seconds reading and loading those from disk
        self.kept = []          # object files and their bytes, alive as long as the engine

    @classmethod
    def started(cls):
        """Whether this process's JIT is up (tier.py counts starting it once)."""
        return cls._instance is not None

    @classmethod
    def get(cls):
        """The one Jit of this process (an MCJIT engine cannot be re-initialised)."""
        if cls._instance is None:
            with JIT_LOCK:      # its methods hold it too: one engine, not thread-safe
                if cls._instance is None:
                    cls._instance = Jit()
        return cls._instance

    def function(self, ir_text, name, level=2):
        """The address of function ``name`` of module ``ir_text``, compiled once at ``level``."""
        with JIT_LOCK:
            self._load(self._key(ir_text, level), lambda: ir_text, level)
            return self.engine.get_function_address(name)

    def functions(self, ir_text, names, level=2):
        """The addresses of functions ``names`` of module ``ir_text`` (compiled once)."""
        with JIT_LOCK:
            self._load(self._key(ir_text, level), lambda: ir_text, level)
            return [self.engine.get_function_address(name) for name in names]

    def _key(self, ir_text, level):
        return hashlib.sha256(f"{self.identity}\nO{level}\n{ir_text}".encode()).hexdigest()

    def _load(self, key, make_ir, level):
        """Object ``key`` in the engine: from the disk cache, else compiled (and kept there);
        with ``make_ir`` None, whether the cache had it."""
        if key in self.loaded:
            return True
        start = time.process_time()
        data = _read(key)
        if data is None:
            if make_ir is None:
                return False
            data = self._compile(make_ir(), level)
            _write(key, data)
            start = time.process_time()
        objfile = llvm.ObjectFileRef.from_data(data)
        self.kept.append((data, objfile))     # the engine's code may point into both
        self.engine.add_object_file(objfile)
        self.engine.finalize_object()
        self.loaded.add(key)
        self.loads += 1
        self.load_seconds += time.process_time() - start
        return True

    def function_named(self, name, make_ir, level=2):
        """The address of function ``name`` of module ``make_ir()`` compiled at ``level``,
        which is made only where neither this process nor the disk cache's index (cache.py)
        has it (a name must stand for one function: the tier's and
        memory.access_function's names are digests of what their code depends on)."""
        return self.functions_named([name], lambda names: make_ir(), level)[0]

    def functions_named(self, names, make_ir, level=2):
        """The addresses of functions ``names`` compiled at ``level``: each loaded where this
        process or the disk cache's index has it, the rest made together, in one module
        ``make_ir(those names)`` (LLVM's costs of a module paid once for them all: 4.6 -> 2.7
        ms a language corpus segment at O0, 32 a module), indexed each."""
        with JIT_LOCK:
            return self._functions_named(names, make_ir, level)

    def _functions_named(self, names, make_ir, level):
        missing = [name for name in dict.fromkeys(names)
                   if name not in self.named and not self._indexed_load(name, level)]
        if missing:
            start = time.process_time()
            ir_text = make_ir(missing)
            self.made += len(missing)
            self.ir_seconds += time.process_time() - start
            key = self._key(ir_text, level)
            self._load(key, lambda: ir_text, level)
            for name in missing:
                self.named[name] = self.engine.get_function_address(name)
            write_files([index_path(name) for name in missing],
                        "\n".join((self.identity, key, *missing)).encode())
        return [self.named[name] for name in names]

    def _indexed_load(self, name, level):
        """Load the object the index gives for ``name`` where it is readable and defines no
        function this process has (two processes may have made it in different modules);
        whether ``name`` is now this process's."""
        path = index_path(name)
        try:
            identity, key, *names = path.read_text().split("\n")
        except (OSError, AttributeError, ValueError, UnicodeDecodeError):
            return False
        if (identity != self.identity or name not in names
                or (key not in self.loaded and not self.named.keys().isdisjoint(names))):
            return False
        if not self._load(key, None, level):
            return False
        for each in names:
            self.named.setdefault(each, self.engine.get_function_address(each))
        return True

    def _compile(self, ir_text, level):
        start = time.process_time()
        machine = self.machines[level]
        try:
            module = llvm.parse_assembly(ir_text)
            module.triple = machine.triple
            module.data_layout = str(machine.target_data)
            module.verify()
        except RuntimeError as err:
            raise NativeError(f"LLVM rejected a generated block: {err}") from err
        options = llvm.create_pipeline_tuning_options(speed_level=level)
        builder = llvm.create_pass_builder(machine, options)
        builder.getModulePassManager().run(module, builder)
        data = machine.emit_object(module)
        self.compiled += 1
        self.compile_seconds += time.process_time() - start
        return data


def _read(key):
    """The cached object file for ``key``, or None (absent, off, or corrupt)."""
    where = cache_dir()
    if where is None:
        return None
    try:
        blob = (where / key).read_bytes()
    except OSError:
        return None
    digest, payload = blob[len(MAGIC):len(MAGIC) + 32], blob[len(MAGIC) + 32:]
    if not blob.startswith(MAGIC) or hashlib.sha256(payload).digest() != digest:
        return None
    return payload


def _write(key, payload):
    """Store ``payload`` under ``key`` (a failure to write only costs a recompile)."""
    where = cache_dir()
    if where is not None:
        write_file(where / key, MAGIC + hashlib.sha256(payload).digest() + payload)
