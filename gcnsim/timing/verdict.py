"""What limits a timed kernel, and what to try, from the profile report's figures
(report.figures): ``limiter`` gives the first rule that holds, in one line with its evidence;
``advice`` gives the lines whose figures call for them. Each verdict is read off the figures
it cites, so none contradicts them:

- a wait is charged to the instruction behind it (blame.py), so waits on atomics, LDS or
  scalar loads are named as such, not "memory latency" with the DRAM's share as evidence;
- atomics that spend most of their time at the L2 behind other operations on their address or
  their channel's atomic unit (memory/system.py Atomics: ``serialised_cycles`` of
  ``cycles``) are "atomic contention": more waves add to the queue, they hide nothing;
- "launch more waves" and "keep more waves resident" are said only where the limiter is one
  that more waves hide (a latency, not contention; or occupancy): never where the VALUs, a
  bandwidth or the LDS banks are what binds; contended atomics that no rule names otherwise
  are the headline, not a grid too small (more waves add to their queue);
- "keep more waves resident" is not said where the kernel may keep as many waves a SIMD as it
  has wave slots (the hardware's limit): the advice names what binds instead, each wave's
  latency, and where loads move fewer than 4 bytes a lane (a byte of an int8 dot product),
  loading 4 bytes a lane at once;
- a wait charged to no instruction is named by what the kernel issues (LDS, scalar loads, or
  both); waves waiting for their next instructions (``fetch``) are "instruction fetch";
- waves parked at a barrier for their workgroup's others most of the stalls are "barrier
  waits", not occupancy (resident waves that wait there are not what more waves would hide):
  "(uneven work)" where one wave issues UNEVEN times the others' instructions before it
  (Recorder.barrier_work), with which waves wait for which;
- a steady part shorter than report.py's STEADY_BINS bins or STEADY_CYCLES is none.
- VALUs busy with fewer than DIVERGED of their lanes active are "VALU issue, lanes idle
  (divergence)", with advice on divergence: busy VALUs doing a 64th of the work are not
  compute-bound work. Where another rule names the limiter, the idle lanes' issue still gets
  the first line of advice when it is IDLE_ISSUE of the CUs' cycles (a small grid of divergent
  waves waits on its loads and issues for its idle lanes both: the same kernel with its lanes
  on one path issues 1/lanes fewer VALU instructions).
- VALUs busy TRANS_SHARE of their cycles with transcendentals (a quarter rate or slower, no
  FLOPs the roofline counts: roofline.py) are told so, naming them, not "no floating-point
  work ... fewer integer, moves, address arithmetic";
- advice on a stall's kind only where the stalls are a real share of the waves' time
  (STALL_TIME); coalescing per instruction, never a mean of a scattered load and a coalesced
  store; blocking through LDS only where loads request lines again (the record's counts) that
  the L1 misses, in a kernel not staging them in LDS already; stores the caches still hold at
  the end named beside a DRAM figure that counts only what reached the DRAM.

    one counter, every lane adding 1 (Vega 64): s_waitcnt 98% of stalls, all on the atomic,
    98% of its time queued  ->  "atomic contention", advice: combine in LDS, then one atomic
"""
import os
import re

from ..isa.issue import WAVE64_PASSES
from ..outputs import counted

# Rules, in order (assumed thresholds, as Compute Profiler's "speed of light" colours):
BANDWIDTH_BOUND = 0.6           # a level moving this share of its peak limits the kernel
STEADY_SHARE = 0.25             # ... or over a steady part of at least this share of the launch
GRID_FILL_LOW = 0.5             # a grid using fewer CUs than this share is too small
LATENCY_SHARE = 0.5             # waitcnt stalls this share of stalls: latency
WAIT_TIME = 0.25                # ... and this share of the resident waves' cycles
CONTENDED = 0.5                 # atomics queued this share of their L2 time: contention
ISSUE_BOUND = 0.6               # VALUs busy this share of the CUs' cycles limit the kernel
DIVERGED = 0.5                  # VALU lanes active below this share: the verdict says so
IDLE_ISSUE = 0.1                # VALU issue for idle lanes this share of the CUs' cycles
BINDS = 0.8                     # achieved occupancy this share of the allowed: the limit binds
CONFLICT_SHARE = 0.5            # bank conflicts this share of busy LDS banks' clocks: theirs
FEW_WAYS = 2.5                  # conflicts of at most this many ways are not unpadded rows
WAIT_ADVICE = 0.25              # a counter's waits this share of stalls get a line of advice
FETCH_SHARE = 0.5               # instruction fetch stalls this share of stalls: fetch-bound
STALL_TIME = 0.1                # stalls below this share of the resident waves' cycles get
                                # no advice on their kinds (a wave issuing is not stalled)
REREAD = 0.25                   # loads' line requests this share repeats: reuse to block for
HELD = 0.1                      # stores held in the caches this share of the DRAM's bytes
SCATTERED = 3                   # instructions the coalescing advice names, at most
TRANS_SHARE = 0.5               # transcendentals this share of the VALUs' busy cycles
NARROW_SHARE = 0.25             # loads narrower than a dword this share of the loads' requests
BARRIER_SHARE = 0.5             # barrier waits this share of stalls: the barrier limits
UNEVEN = 2                      # a wave issuing this many times its workgroup's others'
                                # instructions before a barrier: uneven work
_DS_ATOMIC = re.compile(r"ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|cmpswap|"
                        r"wrxchg|condxchg|pk_add)")
# What the instructions a wait is charged to are (waited_on's classes), and their latency
_NO_MEMORY = ("waitcnt", "other")      # waited_on's classes that are no memory instruction
LATENCIES = {"atomic": "atomic latency", "lds": "LDS latency", "scalar": "scalar load latency",
             "memory": "memory latency", "lgkm": "LDS or scalar load latency"}


def lds_atomics(ops):
    """The share of the DS wave-instructions in ``ops`` (name -> wave-instructions) that are
    atomics (0 without DS instructions): their lanes on one address serialise, which the LDS
    banks' figures count as conflicts (lds.py; Omniperf's "address conflict")."""
    ds = {name: n for name, n in ops.items() if name.startswith("ds_")}
    total = sum(ds.values())
    atomic = sum(n for name, n in ds.items() if _DS_ATOMIC.match(name))
    return atomic / total if total else 0.0


def waited_on(charged):
    """{class: stall wave-cycles} of ``charged`` (TimingResult.charged: offset -> [text,
    wave-cycles]) by what the instruction is: "atomic" (a global, buffer or flat atomic),
    "lds" (ds_), "scalar" (s_load, s_buffer_load), "memory" (other vector memory),
    "waitcnt" (an ``s_waitcnt`` whose operation was not found above it, an ``s_endpgm``
    waiting for its wave's stores), "other" (stalls at the rest: fetch, dependencies, busy
    units, which no wait charged)."""
    out = dict.fromkeys(("atomic", "lds", "scalar", "memory", "waitcnt", "other"), 0)
    for text, cycles in charged.values():
        name = text.split(" ", 1)[0]
        vector = name.startswith(("global_", "buffer_", "flat_", "scratch_"))
        kind = ("atomic" if vector and "_atomic" in name else "memory" if vector
                else "lds" if name.startswith("ds_")
                else "scalar" if name.startswith(("s_load", "s_buffer_load"))
                else "waitcnt" if name in ("s_waitcnt", "s_endpgm") else "other")
        out[kind] += cycles
    return out


def contention(f):
    """The share of the atomics' L2 time spent queued behind other operations (0 without
    atomics)."""
    atomic = f["atomics"]
    return atomic["serialised_cycles"] / atomic["cycles"] if atomic.get("cycles") else 0.0


def _culprit(f):
    """(the class of memory instruction most waited on, its share of the stalls), or (None, 0)
    when the stalls charged to no memory instruction are more (a wait whose load is below it,
    in a loop, stays charged to the ``s_waitcnt``, s_endpgm's to itself: blame.py; fetch and
    dependency stalls stay where they happened: ``_unblamed`` says which)."""
    total = f["stalled"] or 1
    got = f["waited_on"]
    kind, cycles = max(((k, c) for k, c in got.items() if k not in _NO_MEMORY),
                       key=lambda kc: kc[1])
    if not cycles or sum(got[k] for k in _NO_MEMORY) > cycles:
        return None, 0.0
    return kind, cycles / total


def _unblamed(f, counter):
    """What the stalls charged to no memory instruction are, for the evidence."""
    got, total = f["waited_on"], f["stalled"] or 1
    if got["waitcnt"] >= got["other"]:
        return (f"on {counter}, charged to no instruction above them (the operation waited "
                "for is below the wait, as a loop's load for its next trip, or the wave's end "
                "waits for its last stores)")
    kind, cycles = max(((k, c) for k, c in got.items() if k not in _NO_MEMORY),
                       key=lambda kc: kc[1])
    named = {"atomic": "atomics", "lds": "DS instructions", "scalar": "scalar loads",
             "memory": "vector memory instructions"}[kind]
    return (f"most on {counter}; {got['other'] / total:.0%} of stalls are at instructions "
            "that wait on no counter (instruction fetch, dependencies, issue), more than "
            f"those charged to any memory instruction ({cycles / total:.0%} to {named})")


def limiter(f):
    """(what limits the kernel, its evidence) from ``figures``: the first rule that holds."""
    for rule in (_bandwidth, _lds_banks, _atomics, _grid_fill, _valu, _barrier, _queued,
                 _latency, _fetch):
        found = rule(f)
        if found:
            return found
    found = _queued(f, charged=None)
    if found:
        return found
    occ = f["occupancy"]
    if f["grid_waves_per_simd"] < occ["waves_per_simd"]:
        return ("occupancy (grid too small)", f"the grid has {f['grid_waves_per_simd']:.3g} "
                f"waves a SIMD where the kernel's resources allow {occ['waves_per_simd']}; "
                f"{f['achieved_occupancy']:.2f} resident on average")
    return (f"occupancy ({occ['limiter']})", f"{f['achieved_occupancy']:.2f} of "
            f"{occ['waves_per_simd']} waves per SIMD resident on average")


def _bandwidth(f):
    for name in [n for n in ("dram", "mall", "l2", "l1") if n in f["levels"]]:
        level, what = f["levels"][name], f"{name.upper()} bandwidth"
        peak = level["peak_gbps"]
        use = level["gbps"] / peak if peak else 0
        busy = level.get("busy", use)
        if use >= BANDWIDTH_BOUND:
            return (what, f"{name.upper()} moves {level['gbps']:.4g} GB/s, {use:.0%} of its "
                    f"{peak:.4g} GB/s peak")
        if busy >= BANDWIDTH_BOUND:         # requests smaller than its line hold it whole
            return (what, f"{name.upper()} channels busy {busy:.0%} of the launch: "
                    f"{level['accesses']:,} requests of {level['asked']:.3g} bytes, each "
                    f"holding its channel for a {level['line']}-byte line; they move "
                    f"{level['gbps']:.4g} GB/s, {use:.0%} of its {peak:.4g} GB/s peak")
        part = level["steady"]
        if part and peak and part["gbps"] >= BANDWIDTH_BOUND * peak \
                and part["share"] >= STEADY_SHARE:
            return (what, f"{name.upper()} moves {part['gbps'] / peak:.0%} of its {peak:.4g} "
                    f"GB/s peak over the steady part (cycles {part['from']:,}-{part['to']:,}), "
                    f"{use:.0%} over the whole launch: ramp-up and drain are "
                    f"{1 - part['share']:.0%} of the launch; a larger grid would amortise them")
    return None


def _lds_banks(f):
    lds = f["lds"]
    if lds["bank_use"] < BANDWIDTH_BOUND:
        return None
    conflicts = lds["conflict_cycles"] / lds["bank_cycles"]
    what = "LDS bank conflicts" if conflicts >= CONFLICT_SHARE else "LDS bandwidth"
    evidence = (f"the LDS banks are busy {lds['bank_use']:.0%} of the cycles of the CUs used, "
                f"{conflicts:.0%} of it bank conflicts ({lds['ways']:.3g}-way on average)")
    if conflicts >= CONFLICT_SHARE and f["lds_atomics"] >= CONFLICT_SHARE:
        return ("LDS atomic contention", f"{evidence}; {f['lds_atomics']:.0%} of the DS "
                "wave-instructions are atomics, whose lanes on one address serialise")
    return (what, evidence)


def _atomics(f):
    kind, share = _culprit(f)
    queued = contention(f)
    if kind != "atomic" or share < LATENCY_SHARE or queued < CONTENDED:
        return None
    return ("atomic contention", f"stalls charged to atomics are {share:.0%} of stalls, and "
            f"the atomics spend {queued:.0%} of their time at the L2 queued behind other "
            f"operations on their address or their channel's atomic unit "
            f"({f['atomics']['requests']:,} atomic requests to the L2)")


def _queued(f, charged=(None, "atomic")):
    """Atomics queued most of their L2 time while vmcnt waits are a good part of the stalls:
    before the latency rule where the waits are ``charged`` to no instruction or to atomics
    (one atomic a wave whose wait is below it: "memory latency" otherwise, with more waves
    adding to the queue), after every rule whatever they are charged to (``charged`` None)."""
    queued, vmcnt = contention(f), f["stall_shares"].get("waitcnt_vmcnt", 0)
    if queued < CONTENDED or vmcnt < WAIT_ADVICE or (charged and _culprit(f)[0] not in charged):
        return None
    return ("atomic contention", f"the atomics spend {queued:.0%} of their time at the L2 "
            f"queued behind other operations on their address or their channel's atomic "
            f"unit ({f['atomics']['requests']:,} atomic requests to the L2), and vmcnt "
            f"waits are {vmcnt:.0%} of stalls: more waves would add to the queue")


def _grid_fill(f):
    fill = f["cus_used"] / f["cus"]
    if fill >= GRID_FILL_LOW:
        return None
    return ("occupancy (grid too small)", f"{f['workgroups']} workgroups use "
            f"{f['cus_used']} of {f['cus']} CUs ({fill:.0%})")


def _valu(f):
    if f["valu_use"] < ISSUE_BOUND:
        return None
    busy = f"the SIMDs' VALUs are busy {f['valu_use']:.0%} of the cycles of the CUs used"
    lanes = _lanes(f)
    if lanes is None:
        return "VALU issue", busy
    return ("VALU issue, lanes idle (divergence)", f"{busy}, with {lanes:.1%} of their lanes "
            "active")


def _lanes(f):
    """The VALU lane utilisation where it is below DIVERGED (None: above it, or unknown)."""
    lanes = f.get("lane_utilisation")
    return lanes if lanes is not None and lanes < DIVERGED else None


def _latency(f):
    """Latency, where the waits are most of the stalls and a good part of the waves' time (a
    wave issuing back to back is not stalled: one whose only wait is its kernel arguments'
    load is not latency-bound however few its other stalls)."""
    waits = _waits(f)
    time = waits * _stall_time(f)
    if waits < LATENCY_SHARE or time < WAIT_TIME:
        return None
    kind, share = _culprit(f)
    evidence = (f"s_waitcnt waits are {waits:.0%} of stalls ({time:.0%} of the resident waves' "
                "cycles)")
    if kind is None:            # charged to the waits themselves: named by their counter
        shares = f["stall_shares"]
        lgkm = shares.get("waitcnt_lgkmcnt", 0) > shares.get("waitcnt_vmcnt", 0)
        return (LATENCIES[_lgkm_kind(f) if lgkm else "memory"],
                f"{evidence}, {_unblamed(f, 'lgkmcnt' if lgkm else 'vmcnt')}")
    if kind == "memory":
        dram = f["levels"]["dram"]
        part = dram["steady"]
        return ("memory latency", f"{evidence}, {share:.0%} charged to vector memory "
                "instructions, while DRAM moves "
                f"{dram['gbps'] / dram['peak_gbps']:.0%} of its peak"
                + (f" ({part['gbps'] / dram['peak_gbps']:.0%} over the steady part, cycles "
                   f"{part['from']:,}-{part['to']:,})" if part else "") + _held(f))
    if kind == "lds":
        lds = f["lds"]
        charged = f"{evidence}, {share:.0%} charged to DS instructions"
        if f["lds_atomics"] >= CONFLICT_SHARE and \
                lds["conflict_cycles"] >= CONFLICT_SHARE * lds["bank_cycles"]:
            return ("LDS atomic contention", f"{charged}, {f['lds_atomics']:.0%} of them "
                    f"atomics, whose lanes on one address serialise ({lds['ways']:.3g}-way on "
                    "average)")
        return ("LDS latency", f"{charged}, while the LDS banks are busy "
                f"{lds['bank_use']:.0%} of the cycles")
    if kind == "atomic":
        return ("atomic latency", f"{evidence}, {share:.0%} charged to atomics, "
                f"{contention(f):.0%} of whose L2 time is queued behind other operations")
    return (LATENCIES[kind], f"{evidence}, {share:.0%} charged to scalar loads")


def _held(f):
    """Where stores stayed in the caches (written back to no DRAM by the kernel's end: the
    Infinity Cache keeps the L2s' write-backs), what the DRAM figure leaves out, else ""."""
    held = f.get("stored_bytes", 0) - f.get("dram_written", 0)
    if held < HELD * f["levels"]["dram"]["bytes"]:
        return ""
    where = "the Infinity Cache" if "mall" in f["levels"] else "the L2"
    return f"; writes held in {where}: {held / 1e6:.3g} MB, not in DRAM's figure"


def _fetch(f):
    """Instruction fetch, where waves waiting for their next instructions are most of the
    stalls and a good part of their time."""
    share = f["stall_shares"].get("fetch", 0)
    time = share * _stall_time(f)
    if share < FETCH_SHARE or time < WAIT_TIME:
        return None
    return ("instruction fetch", f"waves waiting for their next instructions are {share:.0%} "
            f"of stalls ({time:.0%} of the resident waves' cycles), "
            f"{min(f['branch_stalls'] / (share * f['stalled']), 1):.0%} of it after a taken "
            "branch")


def _barrier(f):
    """Barrier waits, where waves parked at ``s_barrier`` for their workgroup's others are
    most of the stalls and a good part of their time: resident waves that wait there are not
    what more of them would hide (occupancy is not the limiter then), the slowest wave of the
    workgroup is; "uneven work" where one wave issues UNEVEN times the others' instructions
    before a barrier (Recorder.barrier_work)."""
    share = f["stall_shares"].get("barrier", 0)
    time = share * _stall_time(f)
    if share < BARRIER_SHARE or time < WAIT_TIME:
        return None
    evidence = (f"waves waiting at s_barrier for the rest of their workgroup are {share:.0%} "
                f"of stalls ({time:.0%} of the resident waves' cycles)")
    uneven = _uneven(f)
    if uneven:
        return "barrier waits (uneven work)", f"{evidence}; {uneven}"
    return "barrier waits", evidence


def _uneven(f):
    """Where the waves of a workgroup do uneven work before the barrier waited at longest,
    which waves wait for which (their places in the workgroup: wave k holds work-items
    64 k to 64 k + 63 by flat local id), else ""."""
    barriers = [row for row in f.get("barriers", ()) if row[2]]
    if not barriers:
        return ""
    pc, work, waited, source = max(barriers, key=lambda row: row[2])
    work = [(k, n) for k, n in enumerate(work) if n is not None]
    most = max(n for _, n in work)
    busy = [k for k, n in work if n * UNEVEN >= most]
    idle = [(k, n) for k, n in work if n * UNEVEN < most]
    if not idle:
        return ""
    where = f"offset {pc:#x}" + (f" ({os.path.basename(source.file)}:{source.line})"
                                 if source is not None else "")
    if len(barriers) > 1:
        where += f", {waited / (f['stalled'] or 1):.0%} of stalls"
    rest = sum(n for _, n in idle) / len(idle)
    return (f"before the s_barrier at {where}, "
            f"{_waves([k for k, _ in idle])} of each workgroup issue {rest:,.0f} instructions "
            f"on average and {_waves(busy)} {most:,.0f}: they wait for "
            f"{'it' if len(busy) == 1 else 'them'} ({_items(busy)} by flat local id)")


def _waves(places):
    """Waves' places in a workgroup as text: "wave 0", "waves 1-3", "waves 0, 2"."""
    return ("wave " if len(places) == 1 else "waves ") + _spans(places)


def _items(places):
    """The work-items of the waves at ``places`` (64 a wave), as text."""
    return "work-items " + _spans(places, 64)


def _spans(places, width=1):
    """Sorted numbers as runs ("1-3, 5"), each number standing for ``width`` of them."""
    runs = []
    for k in places:
        if runs and runs[-1][1] == k - 1:
            runs[-1][1] = k
        else:
            runs.append([k, k])
    return ", ".join(f"{a * width}-{(b + 1) * width - 1}" if width > 1 or a != b else f"{a}"
                     for a, b in runs)


def _stall_time(f):
    """The stalls' share of the resident waves' cycles."""
    return f["stalled"] / f["resident"] if f["resident"] else 0.0


def _waits(f):
    return sum(s for r, s in f["stall_shares"].items() if r.startswith("waitcnt"))


# The figures behind the limiter, as shares, each a column of a sweep's profiled rows
# (sweep/task.py: "profile." and the name): the levels' bandwidth over the launch of their peak
# (``dram_of_peak``; ``mall_``, ``l2_``, ``l1_`` where the chip has them), DRAM's over its steady
# part, the caches' channels busy, the LDS banks and VALUs busy, the active VALU lanes, FLOPs
# of the compute roof, CUs used, achieved of allowed occupancy, s_waitcnt waits and
# instruction fetch of the stalls, the stalls of the resident waves' cycles, the atomics'
# L2 time queued. None where the figure does not exist (no steady part, no FLOPs).
SHARES = ("dram_of_peak", "dram_steady_of_peak", "mall_of_peak", "mall_channels_busy",
          "l2_of_peak", "l2_channels_busy", "l1_of_peak", "l1_channels_busy",
          "lds_banks_busy", "valu_busy", "lanes_active", "flops_of_roof", "cus_used",
          "occupancy_of_allowed", "waits_of_stalls", "fetch_of_stalls", "stalls_of_resident",
          "atomics_queued")


def shares(f):
    """{SHARES name: its share} of the figures ``f`` (report.figures), as the rules read
    them; a level the chip lacks (a MALL) is left out."""
    out = {}
    for name in ("dram", "mall", "l2", "l1"):
        level = f["levels"].get(name)
        if level is None:
            continue
        peak = level["peak_gbps"]
        out[f"{name}_of_peak"] = level["gbps"] / peak if peak else None
        if name == "dram":
            part = level["steady"]
            out["dram_steady_of_peak"] = part["gbps"] / peak if part and peak else None
        else:
            out[f"{name}_channels_busy"] = level["busy"]
    allowed = f["occupancy"]["waves_per_simd"]
    out.update({"lds_banks_busy": f["lds"]["bank_use"], "valu_busy": f["valu_use"],
                "lanes_active": f.get("lane_utilisation"),
                "flops_of_roof": f["gflops"] / f["compute_roof"] if f["flops"] else None,
                "cus_used": f["cus_used"] / f["cus"],
                "occupancy_of_allowed": f["achieved_occupancy"] / allowed if allowed else None,
                "waits_of_stalls": _waits(f), "fetch_of_stalls": f["stall_shares"].get("fetch", 0),
                "stalls_of_resident": _stall_time(f), "atomics_queued": contention(f)})
    return {name: out[name] for name in SHARES if name in out}


def advice(f):
    """Advice lines: what to try, with the figure that suggests it."""
    lines = _lanes_advice(f)
    fill = f["cus_used"] / f["cus"]
    what = limiter(f)[0]
    hides = what in LATENCIES.values() or what.startswith("occupancy")
    if fill < 1 and what != "atomic contention":
        lines.append(f"grid fills {fill:.0%} of the CUs ({counted(f['workgroups'], 'workgroup')} "
                     f"on {counted(f['cus'], 'CU')}): launch more workgroups or smaller ones")
    elif hides and f["grid_waves_per_simd"] < f["occupancy"]["waves_per_simd"]:
        lines.append(f"the grid has {f['grid_waves_per_simd']:.3g} waves a SIMD where "
                     f"{f['occupancy']['waves_per_simd']} fit: launch more waves to hide "
                     "latency")
    lines += _wait_advice(f, hides, what)
    lines += _width_advice(f, what)
    lines += _fetch_advice(f)
    lines += _barrier_advice(f)
    lines += _valu_advice(f)
    occ = f["occupancy"]
    resource = {"vgprs": "VGPRs", "sgprs": "SGPRs", "lds": "LDS bytes"}.get(occ["limiter"])
    if hides and resource and f["achieved_occupancy"] >= BINDS * occ["waves_per_simd"]:
        lines.append(f"occupancy is limited by {resource} to {occ['waves_per_simd']} waves per "
                     f"SIMD, and the launch fills them ({f['achieved_occupancy']:.2f} on "
                     f"average): use fewer {resource} a wave (or workgroup) to hide latency "
                     "with more waves")
    lines += _memory_advice(f)
    return lines or ["no advice: no rule of this report fires"]


def _wait_advice(f, hides, what):
    """A line per counter whose waits are WAIT_ADVICE of the stalls, saying what they wait
    for (the instructions they are charged to) and what would hide them, if anything; none
    where the stalls are less than STALL_TIME of the resident waves' cycles (a long VALU loop
    whose only waits are its arguments' loads). Where a memory level's bandwidth is the
    limiter ``what``, vmcnt waits are its queue: the line says how close to its peak it runs,
    and that fewer bytes help where issuing earlier cannot."""
    lines = []
    queued = contention(f)
    if _stall_time(f) < STALL_TIME:
        return lines
    for reason, share in f["stall_shares"].items():
        if not reason.startswith("waitcnt") or share < WAIT_ADVICE:
            continue
        counter = reason.split("_", 1)[1]
        if counter == "vmcnt" and queued >= CONTENDED:
            lines.append(f"vmcnt waits are {share:.0%} of stalls, on atomics queued "
                         f"{queued:.0%} of their L2 time behind other operations on the same "
                         "address or channel: more waves add to the queue; combine the updates "
                         "first (in registers or LDS, one atomic a workgroup) or spread them "
                         "over more addresses")
            continue
        roof = _memory_roof(f, what)
        if counter == "vmcnt" and roof:
            lines.append(f"vmcnt waits are {share:.0%} of stalls, on a memory level at its "
                         f"roof: {_at_roof(f, roof)}; the loads cannot be "
                         "issued faster than it serves them: fewer bytes (narrower types, "
                         "reuse, fusing kernels) is what would help, not issuing earlier")
            continue
        what_ = {"vmcnt": "vector memory operations", "lgkmcnt": _lgkm(f),
                "expcnt": "exports and stores"}.get(counter, counter)
        fix = ("issue them earlier" if not hides
               else _per_wave(f) if _at_slots(f)
               else "issue them earlier or keep more waves resident")
        lines.append(f"{counter} waits are {share:.0%} of stalls: {what_} are waited on right "
                     f"after issue; {fix}")
    return lines


def _at_slots(f):
    """Whether the kernel's resources allow as many waves a SIMD as it has wave slots: more
    waves resident is then nothing the kernel can change."""
    occ = f["occupancy"]
    return occ["waves_per_simd"] >= occ["limits"]["wave_slots"]


def _per_wave(f):
    """What hides a latency where every wave slot may hold a wave (_at_slots): each wave's own
    loads, more of them in flight or more bytes each."""
    occ = f["occupancy"]
    return (f"issue them earlier; more waves cannot hide them: the kernel may keep "
            f"{occ['waves_per_simd']} waves a SIMD, every wave slot the SIMD has "
            f"({f['achieved_occupancy']:.2f} resident on average), so the latency each wave waits is "
            "what binds: more independent loads in flight a wave (unroll, load the next "
            "elements before using these), or more bytes a load")


def _width_advice(f, what):
    """Where vector loads of fewer than 4 bytes a lane are NARROW_SHARE of the vector loads'
    requests and their waits (vmcnt, WAIT_ADVICE of stalls that are STALL_TIME of the waves'
    time) or a memory level's bandwidth bind: which, and loading a dword a lane instead."""
    rows = f.get("narrow_loads") or []
    share = sum(row[3] for row in rows)
    waits = (f["stall_shares"].get("waitcnt_vmcnt", 0) >= WAIT_ADVICE
             and _stall_time(f) >= STALL_TIME)
    if share < NARROW_SHARE or not (waits or _memory_roof(f, what)):
        return []
    each = "; ".join(f"{name} at offset {pc:#x} moves {per:.3g} "
                     f"byte{'' if per == 1 else 's'} a lane" for pc, name, per, _ in
                     rows[:SCATTERED])
    more = len(rows) - SCATTERED
    return [f"{share:.0%} of the vector loads' requests move fewer than 4 bytes a lane ({each}"
            + (f"; and {more} more" if more > 0 else "") + f"): a wave's request of "
            f"{rows[0][2]:.3g} byte{'' if rows[0][2] == 1 else 's'} a lane brings "
            f"{rows[0][2] * 64:.3g} bytes for the issue and the wait of a dword load's 256; "
            "load 4 bytes a lane in one instruction (4 int8 as one u32 or a char4, 2 halves "
            "as a half2) and take them apart in registers"]


def _memory_roof(f, what):
    """The memory level (a key of the figures' "levels") whose bandwidth is the limiter
    ``what``, or None: "LDS bandwidth" (_lds_banks) is no memory level behind vmcnt; its
    figures are the LDS banks' ("lds")."""
    name = what[:-len(" bandwidth")].lower() if what.endswith(" bandwidth") else None
    return name if name in f["levels"] else None


def _at_roof(f, name):
    """How close the memory level ``name`` runs to its peak: over the launch, and over its
    steady part where it has one."""
    level = f["levels"][name]
    peak, part = level["peak_gbps"], level["steady"]
    said = (f"{name.upper()} moves {level['gbps']:.4g} GB/s, {level['gbps'] / peak:.0%} of its "
            f"{peak:.4g} GB/s peak")
    if level.get("busy", 0) > level["gbps"] / peak:
        said += f" (its channels busy {level['busy']:.0%})"
    return said + (f", {part['gbps'] / peak:.0%} over the steady part" if part else "")


def _lgkm_kind(f):
    """What an lgkmcnt wait can be waiting for, by what the kernel issues: "lds", "scalar"
    or (both, or neither counted) "lgkm"."""
    lds, scalar = f["lds"]["instructions"], f["scalar_loads"]
    return "lds" if lds and not scalar else "scalar" if scalar and not lds else "lgkm"


def _lgkm(f):
    """What lgkmcnt waits were charged to: DS instructions, scalar loads or both, the one
    with the more stalls first."""
    kinds = sorted((("lds", "DS instructions"), ("scalar", "scalar loads")),
                   key=lambda kind: -f["waited_on"][kind[0]])
    parts = [name for kind, name in kinds if f["waited_on"][kind]]
    issued = {"lds": "DS instructions", "scalar": "scalar loads"}.get(_lgkm_kind(f))
    return " and ".join(parts) or issued or "LDS or scalar loads"


def _fetch_advice(f):
    """A line where waves waiting for their next instructions are WAIT_ADVICE of the stalls:
    after taken branches (a wave's instruction buffer starts empty at a branch target outside
    the lines it holds: fetch.py), or for lines not yet in the instruction cache."""
    share = f["stall_shares"].get("fetch", 0)
    if share < WAIT_ADVICE or _stall_time(f) < STALL_TIME:
        return []
    stalls = f"instruction fetch stalls are {share:.0%} of stalls"
    if f["branch_stalls"] >= 0.5 * share * f["stalled"]:
        return [f"{stalls}, most after taken branches: a wave's instruction buffer starts "
                "empty at a branch target outside the lines it holds, so each trip of a loop "
                "that crosses a 64-byte line waits for its first line again; keep a short "
                "loop within one 64-byte line, unroll it (fewer taken branches a trip; "
                "#pragma unroll), start it in the first dwords of a 32-byte block (each dword "
                "past the fifth costs a cycle: .p2align 5 in assembly)"]
    hit = f["caches"]["instruction"]["hit_rate"]
    return [f"{stalls}, most not after a branch (instruction cache hit rate {_share(hit)}): "
            "the waves' code is fetched for the first time or does not fit the instruction "
            "cache its CUs share; smaller code (less unrolling and inlining) or fewer, "
            "longer-lived waves that reuse it"]


def _barrier_advice(f):
    """A line where barrier waits are WAIT_ADVICE of the stalls: even the work before the
    barrier out among the workgroup's waves where it is uneven, else fewer barriers or fewer
    waves to wait for."""
    share = f["stall_shares"].get("barrier", 0)
    if share < WAIT_ADVICE or _stall_time(f) < STALL_TIME:
        return []
    stalls = f"barrier waits are {share:.0%} of stalls"
    if _uneven(f):
        return [f"{stalls}, most behind the waves that do more work before the barrier: "
                "give each wave of the workgroup a share of that work (split a loop's trips "
                "or its items over all the waves, not only the first), or move the work that "
                "only some waves do past the barrier, so that none waits long for them"]
    return [f"{stalls}: a workgroup's waves reach the barrier at different times; fewer "
            "barriers (more work between two), smaller workgroups (fewer waves to wait for), "
            "or more workgroups a CU (other workgroups' waves issue while one waits)"]


def _share(x):
    return "n/a" if x is None else f"{x:.0%}"


def _lanes_advice(f):
    """Where fewer than DIVERGED of the VALU lanes are active and the VALUs bind or issue for
    idle lanes IDLE_ISSUE of the CUs' cycles: how much, and what would put the lanes to work."""
    lanes = _lanes(f)
    idle = f["valu_use"] * (1 - lanes) if lanes is not None else 0.0
    if lanes is not None and (f["valu_use"] >= ISSUE_BOUND or idle >= IDLE_ISSUE):
        return [f"{lanes:.1%} of the VALU lanes are active: the VALUs are busy "
                f"{f['valu_use']:.0%} of the cycles of the CUs used, {idle:.0%} of them issuing "
                "for idle lanes (a wave issues each instruction for its 64 lanes whichever of "
                "them are on, so lanes that branch apart, or a partial last wave, leave the "
                "rest idle); give a wave's lanes the same path (group the work items that "
                "take a branch, or move the per-lane work out of the branch) and the VALUs do "
                f"up to {1 / max(lanes, 1 / 64):.3g}x the work in the same issue"]
    return []


def _valu_advice(f):
    """Where the VALUs bind with their lanes active (DIVERGED: _lanes_advice otherwise), how
    much of their issue does FLOPs at the roof's rate."""
    if _lanes(f) is not None:
        return []               # (_lanes_advice's)
    if f["valu_use"] < ISSUE_BOUND or not f["compute_roof"]:
        return []
    use = f["gflops"] / f["compute_roof"]
    trans, named = _transcendentals(f)
    if trans >= TRANS_SHARE:
        return [f"the VALUs are busy {f['valu_use']:.0%} of the cycles, {trans:.0%} of them "
                f"in transcendental instructions ({named}), which the roofline counts as no "
                "FLOPs: fewer of them is what would help (compute a reciprocal or a root once "
                "and reuse it, multiply by a reciprocal computed once for a divisor that "
                "does not change, leave out those a full-rate instruction can replace)"]
    if not f["flops"]:
        return [f"the VALUs are busy {f['valu_use']:.0%} of the cycles with no floating-point "
                "work the roofline counts: fewer instructions (integer, moves, address "
                "arithmetic) is what would help"]
    if use >= 0.8 * f["valu_use"]:
        return []
    return [f"the VALUs are busy {f['valu_use']:.0%} of the cycles but reach {use:.0%} of "
            f"the compute roof ({f['gflops']:.4g} of {f['compute_roof']:.4g} GFLOPS): the "
            "rest of their issue does no FLOPs (moves, integer, conversions"
            + (f", transcendentals: {trans:.0%} of the busy cycles, {named}" if trans else "")
            + ") or fewer than the roof's instruction (packed, FMA) does"]


def _transcendentals(f):
    """(the share of the VALUs' busy cycles in transcendental instructions, the busiest of
    them as text: name, wave-instructions and their rate), (0, "") without any."""
    rows = f.get("transcendental") or []
    busy = f.get("valu_cycles") or 0
    if not rows or not busy:
        return 0.0, ""
    share = sum(n * cycles for _, n, cycles in rows) / busy
    named = "; ".join(f"{name}: {n:,} wave-instructions of {cycles} cycles, "
                      f"{_rate(cycles)} rate" for name, n, cycles in rows[:SCATTERED])
    return share, named + (f"; and {len(rows) - SCATTERED} more" if len(rows) > SCATTERED
                           else "")


def _rate(cycles):
    """A VALU instruction's rate from the SIMD cycles a wave64 of it takes: "a quarter" for 16
    cycles (a full-rate instruction takes 4: isa/issue.py), "1/16" for 64."""
    ratio = cycles // WAVE64_PASSES
    return "full" if ratio <= 1 else "a quarter" if ratio == 4 else "half" if ratio == 2 \
        else f"1/{ratio}"


def _memory_advice(f):
    lines = []
    lds = f["lds"]
    if lds["bank_cycles"] and lds["conflict_cycles"] >= CONFLICT_SHARE * lds["bank_cycles"]:
        if f["lds_atomics"] >= CONFLICT_SHARE:
            lines.append(f"LDS accesses are {lds['ways']:.3g}-way conflicts on average, "
                         f"{f['lds_atomics']:.0%} of them atomics: lanes updating one address "
                         "serialise; combine in registers first (a wave reduction), or give "
                         "lanes counters of their own in different banks")
        elif lds["ways"] <= FEW_WAYS:
            lines.append(f"LDS accesses are {lds['ways']:.3g}-way bank conflicts on average: "
                         "a phase's lanes (32 for b32) meet two at a time on a bank, as in a "
                         "tile padded already but read across rows shorter than the banks (a "
                         "[16][17] tile read by column: lane (r, c) at 17 r + c, r = 15, c = 1 "
                         "wraps onto r = 0, c = 0's bank); one more dword a row does not "
                         "remove that: choose the row stride that puts a phase's lanes on 32 "
                         "distinct banks (18 dwords for 16 rows and 2 columns a phase), or "
                         "swizzle the addresses")
        else:
            lines.append(f"LDS accesses are {lds['ways']:.3g}-way bank conflicts on average: "
                         "pad the LDS rows (one dword per 32) or swizzle the addresses")
    scattered = f.get("scattered") or []
    if scattered:
        each = "; ".join(f"{name} at offset {pc:#x} touches {per:.3g} where its bytes fit in "
                         f"{fewest:.3g}" for pc, name, per, fewest in scattered[:SCATTERED])
        more = len(scattered) - SCATTERED
        lines.append(f"L1 lines used in part, per wave: {each}"
                     + (f" (and {more} more)" if more > 0 else "") + ": lanes' addresses "
                     "scattered, or rows narrower than a line; make consecutive lanes access "
                     "consecutive addresses, in rows of whole lines (coalescing)")
    lines += _reuse_advice(f)
    return lines


def _reuse_advice(f):
    """Blocking through LDS, where the L1 misses lines the loads request again (REREAD of
    their line requests, from the record) and the kernel does not stage data in LDS already:
    a copy reads each line once, atomics do not reuse through the L1, and a tiled matmul
    already blocks."""
    l1, asked, distinct = (f["levels"]["l1"]["hit_rate"], f.get("load_lines"),
                           f.get("load_lines_distinct"))
    if l1 is None or l1 >= 0.2 or not asked or f["lds"]["instructions"]:
        return []
    again = (asked - distinct) / asked
    if again < REREAD:
        return []
    return [f"L1 hit rate {l1:.0%} while {again:.0%} of the lines loads request were "
            f"requested before ({asked:,} line requests, {distinct:,} lines): the L1 loses "
            "them before their reuse; block through LDS (a workgroup loads a tile once and "
            "reads it from the LDS) or order the work so that reuse comes sooner"]
