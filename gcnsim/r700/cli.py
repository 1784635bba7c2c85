"""``gcnsim r700``: the R700 data-share model from the command line (the R700 ISA's section 2.6).

    gcnsim r700 lds-map --group N --stride S --index I [--relative] [--count C] [--json]
        who writes which bank and entry of the 16 KB LDS: a table by quad of threads and a
        picture of the four banks
    gcnsim r700 occupancy --temps T --globals G --private P [--group N] [--chip C] [--json]
        waves and groups per SIMD under a register file partition, and what limits them
    gcnsim r700 occupancy --temps T --globals G --table [--group N] [--chip C] [--json]
        for each waves-per-SIMD count, the most private GPRs per thread that reach it
    gcnsim r700 run FILE.r7s|FILE.bin [--group N] [--globals G] [--temps T] [--private P]
               [--show Tn.C|Gn.C ...] [--float] [--listing] [--json]
        run a program on the clause machine, T0 preloaded with (thread, wave, lane, 0)

    $ gcnsim r700 lds-map --group 64 --stride 16 --index 0
    LDS writes of a group of 64 threads (1 wave) ... 16 dwords of writable space per thread

``configure`` adds the subcommands to the ``r700`` parser of gcnsim/cli.py; each sets ``func``.
"""
import json

import numpy as np

from .chips import CHIPS, RV770, get_chip
from .gprs import ADDRESSES, GprError, Partition, occupancy, occupancy_table
from .lds import BANKS, BANK_DWORDS, ENTRIES, ENTRY_DWORDS, max_stride, write_map

SECTION = "the R700 ISA's section 2.6"
PICTURE_COLUMNS = 16     # entries of a bank per picture line


def configure(parser):
    """Add the r700 subcommands to an argparse parser."""
    sub = parser.add_subparsers(dest="r700_command", required=True, metavar="COMMAND",
                                help="what to show or run (gcnsim r700 COMMAND --help)")
    p = sub.add_parser("lds-map", help="who writes which LDS bank and entry",
                       description="Show where each thread of a group writes the LDS by the "
                       f"owner-write formula of {SECTION}.2: bank = thread_id mod 4, "
                       "bank_offset = (thread_id >> 2) * dst_stride + dst_index (dwords).")
    p.add_argument("--group", metavar="N", type=int, required=True,
                   help="threads in the group, 1-1024")
    p.add_argument("--stride", metavar="S", type=int, required=True,
                   help="dst_stride in dwords: 4, 8, ... 64, at most 4096 / N (relative mode)")
    p.add_argument("--index", metavar="I", type=int, default=0,
                   help="dst_index in dwords: 0, 4, ... S-4 (default 0)")
    p.add_argument("--relative", action="store_true",
                   help="thread_id is the index in the group (SIMD_WAVE_REL = 1); by default "
                        "it is the lane, so every wave writes the first 64 threads' areas")
    p.add_argument("--count", metavar="C", type=int, default=ENTRY_DWORDS,
                   help="dwords each thread writes, 1-4 (default 4)")
    p.add_argument("--json", action="store_true", help="print the map as one JSON object")
    p.set_defaults(func=cmd_lds_map)
    p = sub.add_parser("occupancy", help="waves per SIMD under a GPR partition",
                       description="Waves and thread groups per SIMD when the register file is "
                       "split into G global GPRs, T clause temporaries (an even and an odd "
                       f"copy) and P private GPRs per thread ({SECTION}.1), and which of the "
                       "GPR rows and the wave slots limits them.")
    p.add_argument("--temps", metavar="T", type=int, default=4,
                   help="clause temporaries (default 4)")
    p.add_argument("--globals", metavar="G", type=int, default=0, dest="globals_",
                   help="global GPRs, at most 128 - 2T (default 0)")
    p.add_argument("--private", metavar="P", type=int,
                   help="private GPRs per thread (needed unless --table)")
    p.add_argument("--table", action="store_true",
                   help="print, for each waves-per-SIMD count the group size allows, the most "
                        "private GPRs per thread that still reach it")
    p.add_argument("--group", metavar="N", type=int, default=64,
                   help="threads in a group, 1-1024, all on one SIMD (default 64)")
    p.add_argument("--chip", metavar="NAME", default=RV770.name,
                   help=f"{', '.join(c.name for c in CHIPS.values())} (default {RV770.name})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_occupancy)
    configure_run(sub)


def cmd_lds_map(args):
    """Print the LDS write map of one write instruction over a group."""
    m = write_map(args.group, args.stride, args.index, relative=args.relative, count=args.count)
    writers = m.writers()
    if args.json:
        print(json.dumps(_map_json(m, writers), sort_keys=True))
        return 0
    for line in _map_summary(m, writers):
        print(line)
    print()
    for line in _map_table(m):
        print(line)
    print()
    for line in _map_picture(m, writers):
        print(line)
    return 0


def _map_summary(m, writers):
    waves = int(m.wave.max()) + 1
    mode = ("relative: thread_id = index in the group" if m.relative
            else "absolute: thread_id = lane, every wave writes the first 64 threads' areas")
    used = int((writers > 0).sum())
    last = int(m.bank_offset.max()) + m.count - 1
    yield (f"LDS writes of a group of {m.group_size} threads ({waves} wave"
           f"{'s' if waves > 1 else ''}), dst_stride {m.dst_stride}, dst_index {m.dst_index}, "
           f"{m.count} dwords a thread ({SECTION}.2)")
    yield f"mode: {mode}"
    yield (f"{m.dst_stride} dwords of writable space per thread (the largest legal stride for "
           f"{m.group_size} threads in relative mode: {max_stride(m.group_size)})")
    yield (f"{len(m.thread_id)} writes into {used} of {BANKS * ENTRIES} entries, up to dword "
           f"{last} of each bank's {BANK_DWORDS}; at most {int(writers.max())} writer"
           f"{'s' if writers.max() > 1 else ''} per entry")
    yield ("each thread writes only its own area, at a place fixed by the instruction, and reads "
           "any 4 aligned dwords at a run-time address (GCN's LDS takes run-time addresses for "
           "both)")
    if writers.max() > 1:
        yield ("several waves write one area: a later read sees the last write to run (the "
               "model runs waves in ascending order, so the highest wave's)")


def _map_table(m):
    yield "wave lanes  thread ids  bank 0        bank 1        bank 2        bank 3"
    yield "                        (entry/dword offset of each thread's first dword)"
    for start in range(0, len(m.thread_id), BANKS):
        quad = slice(start, start + BANKS)
        ids = m.thread_id[quad]
        cells = [""] * BANKS
        for bank, offset in zip(m.bank[quad].tolist(), m.bank_offset[quad].tolist()):
            cells[bank] = f"{offset >> 2:3d}/{offset:4d}"
        lanes = m.lane[quad]
        line = (f"{int(m.wave[start]):4d} {int(lanes[0]):2d}-{int(lanes[-1]):<2d}  "
                f"{int(ids[0]):4d}-{int(ids[-1]):<4d}   " + "   ".join(f"{c:11s}" for c in cells))
        yield line.rstrip()


def _map_picture(m, writers):
    """The four banks as lines of 16 entries: the writing wave (0-f), '*' for several waves
    (absolute mode) or several threads, '.' for an entry nobody writes."""
    owner = np.full((BANKS, ENTRIES), -1)
    owner[m.bank, m.entry] = m.wave
    yield ("picture: one character an entry, 16 entries a line: the wave (0-f) writing it, "
           "* several, . none")
    header = "entries   " + "  ".join(f"bank {b:<{PICTURE_COLUMNS - 5}d}" for b in range(BANKS))
    yield header.rstrip()
    last_row = (int(m.entry.max()) // PICTURE_COLUMNS + 1) * PICTURE_COLUMNS
    for first in range(0, last_row, PICTURE_COLUMNS):
        cols = slice(first, first + PICTURE_COLUMNS)
        banks = ["".join(_cell(n, w) for n, w in zip(writers[b, cols], owner[b, cols]))
                 for b in range(BANKS)]
        yield f"{first:3d}-{first + PICTURE_COLUMNS - 1:3d}   " + "  ".join(banks)
    if last_row < ENTRIES:
        yield f"{last_row:3d}-{ENTRIES - 1:3d}   (not written)"


def _cell(count, wave):
    if count == 0:
        return "."
    if count > 1:
        return "*"
    return f"{wave:x}"


def _map_json(m, writers):
    return {"group": m.group_size, "dst_stride": m.dst_stride, "dst_index": m.dst_index,
            "relative": m.relative, "count": m.count, "max_stride": max_stride(m.group_size),
            "max_writers_per_entry": int(writers.max()),
            "threads": [{"wave": int(w), "lane": int(lane), "thread_id": int(t),
                         "bank": int(b), "bank_offset": int(o)}
                        for w, lane, t, b, o in zip(m.wave, m.lane, m.thread_id, m.bank,
                                                    m.bank_offset)]}


def cmd_occupancy(args):
    """Print the waves per SIMD a partition allows and what limits them, or the table."""
    chip = get_chip(args.chip)
    if args.table:
        return _occupancy_table(args, chip)
    if args.private is None:
        raise GprError("gcnsim r700 occupancy needs --private P (or --table)")
    part = Partition(args.globals_, args.temps, args.private, chip)
    occ = occupancy(part, args.group)
    if args.json:
        print(json.dumps({"chip": chip.name, "globals": part.globals_, "temps": part.temps,
                          "private": part.private, "group": args.group,
                          "waves_per_simd": occ.waves_per_simd, "limiter": occ.limiter,
                          "limits": occ.limits, "group_waves": occ.group_waves,
                          "groups_per_simd": occ.groups_per_simd}, sort_keys=True))
        return 0
    free = chip.gprs - part.shared_rows
    print(f"{chip.describe()}")
    print(f"partition: {part.describe()} ({SECTION}.1): {free} of {chip.gprs} rows left for "
          "private GPRs after the global GPRs and both copies of the temporaries")
    print(f"waves per SIMD:    {occ.waves_per_simd} of {chip.wave_slots} slots, limited by "
          f"{occ.limiter}")
    print(f"groups per SIMD:   {occ.groups_per_simd} of {args.group} threads "
          f"({occ.group_waves} wave{'s' if occ.group_waves > 1 else ''} each)")
    limits = ", ".join(f"{name} {waves}" for name, waves in occ.limits.items())
    print(f"waves per SIMD each resource allows: {limits}")
    return 0


def _occupancy_table(args, chip):
    rows = occupancy_table(args.globals_, args.temps, args.group, chip)
    if args.json:
        print(json.dumps({"chip": chip.name, "globals": args.globals_, "temps": args.temps,
                          "group": args.group, "rows": [{"waves_per_simd": w, "max_private": p}
                                                        for w, p in rows]}, sort_keys=True))
        return 0
    print(f"{chip.describe()}")
    print(f"{args.globals_} global GPRs, {args.temps} clause temporaries (x2), groups of "
          f"{args.group} threads ({SECTION}.1)")
    print("waves per SIMD   most private GPRs per thread")
    for waves, private in rows:
        print(f"{waves:14d}   {private:3d}")
    return 0


# -- run: the clause machine (machine.py) --------------------------------------------------------
def configure_run(sub):
    """Add ``run`` to the r700 subcommands."""
    p = sub.add_parser("run", help="run an R700 program on the clause machine",
                       description="Assemble an R700 program (LLVM's R600 syntax with gcnsim's "
                       "extensions, or raw words in a .bin) and run one thread group on one "
                       f"SIMD: global GPRs, clause temporaries and the owner-write LDS of "
                       f"{SECTION}. T0 holds (thread index in the group, wave, lane, 0).")
    p.add_argument("file", help="an .r7s text or a .bin of little-endian words")
    p.add_argument("--group", metavar="N", type=int, default=64,
                   help="threads in the group, 1-1024 (default 64)")
    p.add_argument("--globals", metavar="G", type=int, dest="globals_",
                   help="global GPRs (default: up to the highest Gn the program names)")
    p.add_argument("--temps", metavar="T", type=int, default=0,
                   help="clause temporaries, addressed as T(128-T)-T127 (default 0)")
    p.add_argument("--private", metavar="P", type=int,
                   help="private GPRs per thread (default: up to the highest Tn named below "
                        "the clause temporaries)")
    p.add_argument("--chip", metavar="NAME", default=RV770.name,
                   help=f"{', '.join(c.name for c in CHIPS.values())} (default {RV770.name})")
    p.add_argument("--show", metavar="REG", action="append", default=[],
                   help="print a register component after the run: Tn.C (every wave) or Gn.C "
                        "(the global GPR, shared by the waves); repeatable")
    p.add_argument("--float", action="store_true", help="print values as floats")
    p.add_argument("--listing", action="store_true",
                   help="print the program as the disassembler reads its words")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_run)


def cmd_run(args):
    """Run a program and print what it did and the registers asked for."""
    from pathlib import Path

    from ..errors import GcnsimError
    from .asm import assemble_program
    from .disasm import decode, listing
    from .machine import default_partition, ids, run
    path = Path(args.file)
    try:
        data = path.read_bytes()
    except OSError as err:
        raise GcnsimError(f"{args.file}: cannot read it ({err.strerror})") from None
    if path.suffix == ".bin":
        program = decode(data)
    else:
        program = assemble_program(data.decode("utf-8", "replace"), args.file)
    chip = get_chip(args.chip)
    named = default_partition(program, chip, temps=args.temps)
    part = Partition(named.globals_ if args.globals_ is None else args.globals_, args.temps,
                     named.private if args.private is None else args.private, chip)
    result = run(program, group_size=args.group, partition=part, chip=chip,
                 preload={0: ids(args.group)})
    shown = {reg: _register(result, reg, part) for reg in args.show}
    if args.json:
        print(json.dumps(_run_json(args, result, shown), sort_keys=True))
        return 0
    if args.listing:
        print("\n".join(listing(program)))
        print()
    for line in _run_summary(args, result, part):
        print(line)
    for reg, values in shown.items():
        for label, row in values:
            print(f"{reg} {label}: " + " ".join(_value(v, args.float) for v in row))
    return 0


def _register(result, reg, part):
    """[(label, 64 values)] of a register component: one row per wave, or the global GPR."""
    import re
    m = re.fullmatch(r"([TG])(\d+)\.([XYZW])", reg)
    if not m:
        raise GprError(f"--show {reg}: expected Tn.C or Gn.C (C one of X, Y, Z, W)")
    sel, chan = int(m.group(2)), "XYZW".index(m.group(3))
    if m.group(1) == "G":
        if sel >= part.globals_:
            raise GprError(f"--show {reg}: the partition has {part.globals_} global GPRs")
        return [("(global, lanes 0-63)", result.gprs.rows[sel, :, chan])]
    if part.private <= sel < ADDRESSES - part.temps or sel >= ADDRESSES:
        raise GprError(f"--show {reg}: T{sel} is past the partition: a thread has "
                       f"{part.held('T')}")
    waves = np.arange(result.active.shape[0])
    values = result.gprs.read(waves, sel, chan)
    return [(f"wave {w}", values[w]) for w in waves.tolist()]


def _value(v, as_float):
    if as_float:
        return f"{np.uint32(v).view(np.float32):g}"
    return str(int(v))


def _run_summary(args, result, part):
    from . import isa
    waves = result.active.shape[0]
    counts = result.lds.counts
    yield (f"{args.file}: {args.group} threads ({waves} wave{'s' if waves > 1 else ''}) on "
           f"one SIMD of {part.chip.name}, {part.describe()} ({SECTION})")
    yield (f"{result.cf_steps} CF instructions run; {result.stalls} global-GPR stall"
           f"{'s' if result.stalls != 1 else ''} (an odd and an even wave on one global GPR "
           f"in one instruction group, {SECTION}.1.2)")
    yield (f"LDS: {counts['write_dwords']} dwords written, {counts['read_dwords']} read in "
           f"{counts['read_cycles']} bank cycles")
    for (kind, base), _ in sorted(result.exports.items()):
        yield f"EXPORT captured: type {isa.EXPORT_TYPES.get(kind, kind)}, array base {base}"


def _run_json(args, result, shown):
    return {"file": args.file, "group": args.group, "cf_steps": result.cf_steps,
            "stalls": result.stalls, "lds": dict(result.lds.counts),
            "exports": {f"{k}:{b}": v.tolist() for (k, b), v in result.exports.items()},
            "registers": {reg: [[int(x) for x in row] for _, row in rows]
                          for reg, rows in shown.items()}}
