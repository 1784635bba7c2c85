"""gcnsim.r700: the R700 family's data sharing (the R700 ISA's section 2.6), a model of its
own beside gcnsim's GCN layers. It imports only gcnsim.bits and gcnsim.errors.

The R700 runs 64-thread waves on 16-wide VLIW5 SIMDs; a thread group of 1-1024 threads (at most
16 waves) runs on one SIMD. Threads share data two ways, neither of them GCN's random-access LDS:

- the register file: global GPRs shared lane by lane by every wave on the SIMD, clause
  temporaries (an even and an odd copy) and private GPRs (``Partition``, ``GprFile``,
  ``occupancy``);
- the 16 KB LDS with its owner-write model: a thread writes only its own area, placed by
  ``bank = thread_id mod 4``, ``offset = (thread_id >> 2) * dst_stride + dst_index``, and reads
  any 4 aligned dwords at a run-time address (``Lds``, ``write_map``, ``max_stride``).

A small clause machine runs R700 programs written in LLVM's R600 syntax on these models
(``assemble``, ``decode``, ``run``).

Public names (loaded on first use)::

    chips:  Chip, CHIPS, get_chip, RV770, RV740, RV730, RV710, MAX_GROUP,
            R700Error (base of the model's errors), ChipError, GroupError
    gprs:   Partition, GprFile, IndexMode, occupancy, Occupancy, occupancy_table,
            private_budget, GprError
    lds:    Lds, write_map, WriteMap, max_stride, bank_counts, linear_address, bank_place,
            LdsError
    asm, disasm, isa (the microcode words, in LLVM's R600 syntax): assemble,
            assemble_program, decode, listing, R700EncodingError
    machine (the clause machine): Machine, RunResult, run, ids, R700RunError

    >>> from gcnsim import r700
    >>> r700.max_stride(1024), r700.max_stride(64)
    (4, 64)
    >>> r700.occupancy(r700.Partition(globals_=0, temps=4, private=15), 1024).waves_per_simd
    16
"""
import importlib

_API = {
    "Chip": "chips", "CHIPS": "chips", "get_chip": "chips", "ChipError": "chips",
    "R700Error": "chips", "GroupError": "chips", "MAX_GROUP": "chips",
    "RV770": "chips", "RV740": "chips", "RV730": "chips", "RV710": "chips",
    "Partition": "gprs", "GprFile": "gprs", "IndexMode": "gprs", "occupancy": "gprs",
    "Occupancy": "gprs", "GprError": "gprs", "occupancy_table": "gprs",
    "private_budget": "gprs",
    "Lds": "lds", "write_map": "lds", "WriteMap": "lds", "max_stride": "lds",
    "bank_counts": "lds", "linear_address": "lds", "bank_place": "lds", "LdsError": "lds",
    "assemble": "asm", "assemble_program": "asm", "decode": "disasm", "listing": "disasm",
    "R700EncodingError": "isa",
    "Machine": "machine", "RunResult": "machine", "run": "machine", "R700RunError": "machine",
    "ids": "machine",
}

__all__ = sorted(_API)


def __getattr__(name):
    if name not in _API:
        raise AttributeError(f"module 'gcnsim.r700' has no attribute '{name}'")
    value = getattr(importlib.import_module(f"{__name__}.{_API[name]}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_API))
