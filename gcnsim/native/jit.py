"""Machine code from LLVM IR through llvmlite's MCJIT, with an on-disk object cache.

One JIT per process (llvmlite's native target can be initialised once; every engine after the
first only adds objects). A module is compiled at one of two levels (``LEVELS``): O2 (LLVM's
O2 pipeline and code generator: the lane loops vectorised) or O0 (no passes, fast
instruction selection: ~12x cheaper to compile, ~3 ms a corpus segment against ~36 ms, and as
fast as O2 where Python around the call dominates: tier.py chooses); no fast-math flags are
ever emitted, so no reassociation and no FMA contraction at either (LLVM contracts only under
``contract``/fast flags). The object file is kept in the cache and loaded; a function's
address is what the caller gets.

The cache (cache.py) lives in ``$XDG_CACHE_HOME/gcnsim/native`` (``~/.cache`` without it). An
entry's name is the SHA-256 of everything its code depends on (the IR text, the host triple
and CPU, llvmlite's and gcnsim's versions), so a stale entry is never found; an entry carries
its own key and the name and LLVM type of every function it defines, checksummed with the
object file (cache.read_entry). A corrupt entry is recompiled and rewritten, never trusted; so
is an intact one filed under another name (two files swapped, an index entry pointing at
another object): an object is loaded only where its key is the one asked for and it defines
every function asked for, of the type asked for (``signature``), all checked before any call.
Entries are written to a temporary file in the same directory and renamed over the name
(atomic on POSIX and Windows), so concurrent processes (pytest-xdist) each see either no entry
or a whole one. ``GCNSIM_CACHE=off`` (or 0, no, false: cache.cache_on) turns the cache off.

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
from .cache import index_path, read_entry, write_entry, write_files
from .tier import JIT_LOCK

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
        self.loaded = {}        # the cache key of each object in the engine -> its functions
        self.named = {}         # function name -> address, for code named by what it does
        self.compiled = 0       # modules compiled by LLVM in this process (not from disk)
        self.compile_seconds = 0.0      # CPU seconds LLVM spent compiling them
        self.made = 0           # named functions whose IR was made (functions_named)
        self.built = 0          # named functions compiled by LLVM in this process
        self.read = 0           # named functions loaded from the disk cache
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
        return self.functions(ir_text, [name], level)[0]

    def functions(self, ir_text, names, level=2):
        """The addresses of functions ``names`` of module ``ir_text`` (compiled once)."""
        with JIT_LOCK:
            self._load(self._key(ir_text, level), lambda: ir_text, level, dict.fromkeys(names))
            return [self._address(name) for name in names]

    def _key(self, ir_text, level):
        return hashlib.sha256(f"{self.identity}\nO{level}\n{ir_text}".encode()).hexdigest()

    def _load(self, key, make_ir, level, wanted):
        """Object ``key`` in the engine, defining ``wanted`` ({name: LLVM type, or None for
        any}): from the disk cache where its entry is that object and defines them, else
        compiled (and kept there); with ``make_ir`` None, whether the cache had it."""
        if key in self.loaded:
            return _defines(self.loaded[key], wanted)
        start = time.process_time()
        found = read_entry(key)
        if found is None or not _defines(found[0], wanted):
            if make_ir is None:
                return False
            found = self._compile(make_ir(), level)
            write_entry(key, *found)
            start = time.process_time()
        self._add(key, *found)
        self.load_seconds += time.process_time() - start
        return True

    def _add(self, key, functions, data):
        """Object file ``data`` (key ``key``, defining ``functions``) in the engine."""
        objfile = llvm.ObjectFileRef.from_data(data)
        self.kept.append((data, objfile))     # the engine's code may point into both
        self.engine.add_object_file(objfile)
        self.engine.finalize_object()
        self.loaded[key] = functions
        self.loads += 1

    def _address(self, name):
        """The address of loaded function ``name`` (never 0: a call there would crash)."""
        address = self.engine.get_function_address(name)
        if not address:
            raise NativeError(f"function {name} is in no object of the engine")
        return address

    def function_named(self, name, make_ir, level=2, *, signature):
        """The address of function ``name`` (LLVM type ``signature``) of module ``make_ir()``
        compiled at ``level``, which is made only where neither this process nor the disk
        cache's index (cache.py) has it (a name must stand for one function: the tier's and
        memory.access_function's names are digests of what their code depends on)."""
        return self.functions_named([name], lambda names: make_ir(), level,
                                    signature=signature)[0]

    def functions_named(self, names, make_ir, level=2, *, signature):
        """The addresses of functions ``names`` (each of LLVM type ``signature``) compiled at
        ``level``: each loaded where this process or the disk cache's index has it, the rest
        made together, in one module ``make_ir(those names)`` (LLVM's costs of a module paid
        once for them all: 4.6 -> 2.7 ms a language corpus segment at O0, 32 a module),
        indexed each."""
        with JIT_LOCK:
            return self._functions_named(names, make_ir, level, signature)

    def _functions_named(self, names, make_ir, level, signature):
        missing = [name for name in dict.fromkeys(names)
                   if name not in self.named and not self._indexed_load(name, level, signature)]
        if missing:
            start = time.process_time()
            ir_text = make_ir(missing)
            self.made += len(missing)
            self.ir_seconds += time.process_time() - start
            key, compiled = self._key(ir_text, level), self.compiled
            self._load(key, lambda: ir_text, level, dict.fromkeys(missing, signature))
            for name in missing:
                self.named[name] = self._address(name)
            if self.compiled > compiled:
                self.built += len(missing)
            else:
                self.read += len(missing)      # found by its IR's key
            write_files([index_path(name) for name in missing],
                        "\n".join((self.identity, key, *missing)).encode())
        return [self.named[name] for name in names]

    def _indexed_load(self, name, level, signature):
        """Load the object the index gives for ``name`` where it is that object, defines
        ``name`` of type ``signature`` and no function this process has (two processes may
        have made it in different modules); whether ``name`` is now this process's."""
        try:
            identity, key = index_path(name).read_text().split("\n")[:2]
        except (OSError, AttributeError, ValueError, UnicodeDecodeError):
            return False
        if identity != self.identity:
            return False
        if key not in self.loaded:
            start = time.process_time()
            found = read_entry(key)
            if (found is None or not _defines(found[0], {name: signature})
                    or not self.named.keys().isdisjoint(found[0])):
                return False
            self._add(key, *found)
            self.load_seconds += time.process_time() - start
        elif not _defines(self.loaded[key], {name: signature}):
            return False
        new = [each for each in self.loaded[key] if each not in self.named]
        for each in new:
            self.named[each] = self._address(each)
        self.read += len(new)
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
        functions = {fn.name: str(fn.global_value_type) for fn in module.functions
                     if not fn.is_declaration and fn.linkage == llvm.Linkage.external}
        builder.getModulePassManager().run(module, builder)
        data = machine.emit_object(module)
        self.compiled += 1
        self.compile_seconds += time.process_time() - start
        return functions, data


def _defines(functions, wanted):
    """Whether an object defining ``functions`` ({name: LLVM type}) defines every function of
    ``wanted`` ({name: LLVM type, or None for any})."""
    return all(name in functions and signature in (None, functions[name])
               for name, signature in wanted.items())
