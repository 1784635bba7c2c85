"""The profile report as a performance engineer reads it: one self-contained HTML page (no
network, no script library: hand-written inline SVG and CSS) that reflows to any window from
1,000 px, in the order of ROCm Compute Profiler's and Nsight Compute's first pages:

1. what limits the kernel, in one line with its evidence, and advice lines (verdict.py);
2. speed of light: each unit's use as a percentage of its peak (DRAM, MALL, L2, L1, the LDS
   banks, the VALUs' busy cycles (a wave64 op holds its SIMD16 four cycles or more), FLOPs);
3. the launch: grid and block, registers and LDS (Profile.launch), workgroups, CUs used,
   occupancy and its limiter (registers, LDS, slots), and coalescing: L1 lines (the device's
   line) a vector memory instruction's wave touches (loads, stores, atomics: Recorder.coalescing);
4. a roofline with the L1, L2, Infinity Cache (MALL, where the device has one), LDS and DRAM
   ceilings and the kernel's point per level (FLOPs over the bytes that level moved:
   accesses x its line; the LDS's bytes those its banks moved, lds.py);
5. memory per level: accesses, bytes, bandwidth and hit rate, each level on its own row, then
   the hit rates of the scalar and instruction caches and the TLB; the
   LDS banks: DS wave-instructions, bank clocks, the clocks bank conflicts add (lds.py: a phase
   takes as many clocks as its busiest bank's distinct dwords) and the average ways;
6. stalls as shares of the stalled wave-cycles (idle SIMDs, "no_wave", apart), charged to
   the instruction that caused them (an ``s_waitcnt``'s to the load it waits for: blame.py),
   and the hot list: the instructions waited on longest, each with its source line if known;
7. the instruction mix by unit;
8. with a baseline (``gcnsim profile --baseline old.json``, old.json a ``--json`` profile),
   each figure beside the baseline's and the change.

Bandwidths are bytes over the launch's time, so never above a level's peak unless the model
moved them faster than it (shown as it is, then, not clipped). A short launch spends much of
its time filling and draining (the first loads' latency before any byte comes back, the last
waves alone): DRAM's bandwidth is also given over its *steady part* (``steady``), the span of
bins from the first to the last that both have every CU used holding waves and serve at least
half the busiest bin's bytes (as served, profile.py; the caches' counts per bin are requests as
issued, bursts that say nothing of a steady rate, so they have none), and spans at least
STEADY_BINS bins and STEADY_CYCLES cycles (a shorter one is none: no verdict rests on it).
DRAM at BANDWIDTH_BOUND of its peak there limits the kernel even when its launch average is
lower; the limiter line then says how much of the launch ramp-up and drain take (a larger grid
amortises them), and every figure of a steady part names its cycles:

    1M-item saxpy, MI300X: DRAM 40% of peak over the launch, 63% over cycles 1,376-6,528
    (61% of the launch): "DRAM bandwidth", not "memory latency"

Every figure the page shows is also a ``data-*`` attribute or text of the DOM, for tests and
scrapers.
"""
import html
import math

import numpy as np

from ..isa.issue import TRANSCENDENTAL, device_valu_cycles, rate_class
from .memory.system import WAVE_LANES
from .verdict import (BANDWIDTH_BOUND, advice, lds_atomics,  # noqa: F401 (tests' names)
                      limiter, waited_on)

IDLE = "no_wave"                # the tally's reason for a SIMD without a wave (not a stall)
CHARGED = 12                    # instructions the stall table lists
STEADY_RATE = 0.5               # steady bins move at least this share of the busiest's
# A steady part spans at least this many bins and cycles (assumed: two bins of a short launch
# are 32 cycles, far less than a DRAM round trip, and say nothing of a rate), else none
STEADY_BINS, STEADY_CYCLES = 8, 1024
OTHER_CACHES = {"scalar": "scalar cache", "instruction": "instruction cache", "tlb": "TLB"}


def _esc(value):
    return html.escape(str(value), quote=True)


def _pct(x):
    return "n/a" if x is None or not math.isfinite(x) else f"{100 * x:.1f}%"


def peaks(device):
    """Bytes a second each level can move at ``device``'s clock: L1 (every CU's), L2 (every
    die's), the Infinity Cache (MALL, where the device has one), LDS (every CU's banks), DRAM
    (its peak)."""
    mem, hz = device.memory, device.clock_mhz * 1e6
    l1, l2 = mem.l1, mem.l2
    top = {"l1": l1.bytes_per_cycle * l1.channels * device.compute_units * hz,
           "l2": l2.bytes_per_second or l2.bytes_per_cycle * l2.channels * device.xcds * hz}
    if mem.mall is not None:
        top["mall"] = mem.mall.bytes_per_second or mem.mall.bytes_per_cycle * mem.mall.channels * hz
    return {**top, "lds": device.lds_bytes_per_cycle * device.compute_units * hz,
            "dram": mem.dram.bytes_per_second}


def _levels(profile, top):
    """{level: accesses, bytes, GB/s, peak GB/s, hit rate} of the levels that move data (L1,
    L2, MALL where present, DRAM: bytes over the launch's time) and {cache: accesses, hit rate}
    of the scalar and instruction caches and the TLB. A cache's "bytes" are what its accesses
    asked for (``_asked``), its "busy" the share of its channels' time they held (each holds
    its channel for one of its own lines, memory/system.py), which is what binds."""
    t, device = profile.timing, profile.device
    seconds = t.seconds or math.inf
    levels, others = {}, {}
    for name in [n for n in ("l1", "l2", "mall") if n in top] + list(OTHER_CACHES):
        counts = t.memory.get(name, {})
        accesses = counts.get("hits", 0) + counts.get("misses", 0)
        rate = counts.get("hits", 0) / accesses if accesses else None
        if name in OTHER_CACHES:
            others[name] = {"accesses": accesses, "hit_rate": rate}
            continue
        line = getattr(device.memory, name).line
        moved = _asked(device.memory, name, accesses, t.memory)
        levels[name] = {"accesses": accesses, "bytes": moved, "gbps": moved / seconds / 1e9,
                        "peak_gbps": top[name] / 1e9, "hit_rate": rate, "steady": None,
                        "line": line, "asked": moved / accesses if accesses else line,
                        "busy": accesses * line / seconds / top[name]}
    roof = profile.roofline
    levels["dram"] = {"accesses": None, "bytes": roof.dram_bytes, "gbps": roof.gbps,
                      "peak_gbps": top["dram"] / 1e9, "hit_rate": None,
                      "steady": steady(profile, profile.dram_served)}
    return levels, others


def _asked(memory, name, accesses, counts):
    """The bytes ``accesses`` to level ``name`` asked for: an L1's its lines; an L2's the
    line of the cache that missed (the vector L1's, or the scalar cache's for its misses:
    MI250X's 64-byte L1 lines ask a 128-byte-line L2 for 64 bytes); a MALL's the L2's line."""
    if name == "l1":
        return accesses * memory.l1.line
    if name == "mall":
        return accesses * memory.l2.line
    scalar = min(counts.get("scalar", {}).get("misses", 0), accesses)
    return (accesses - scalar) * memory.l1.line + scalar * memory.scalar.line


def steady(profile, moved):
    """A level's steady part (module docstring) from its bytes per bin ``moved``: {"from",
    "to": cycles, "share": of the launch's cycles, "gbps": its bandwidth then}, or None
    when no bin qualifies."""
    width = profile.width
    if not len(width) or not profile.timing.cycles:
        return None
    rate = moved / np.maximum(width, 1)
    full = np.flatnonzero(profile.steady & (rate >= STEADY_RATE * rate.max()) & (rate > 0))
    if not len(full):
        return None
    first, last = full[0], full[-1] + 1
    cycles = profile.edges[last] - profile.edges[first]
    if last - first < STEADY_BINS or cycles < STEADY_CYCLES:
        return None
    hz = profile.device.clock_mhz * 1e6
    return {"from": int(profile.edges[first]), "to": int(profile.edges[last]),
            "share": float(cycles / profile.timing.cycles),
            "gbps": float(moved[first:last].sum() / cycles * hz / 1e9)}


def figures(profile):
    """Every figure of the report, as one dict (the page is drawn from it; ``compare`` reads
    two of them)."""
    t, roof, device = profile.timing, profile.roofline, profile.device
    top = peaks(device)
    levels, others = _levels(profile, top)
    stalled = {r: n for r, n in t.stalls.items() if r != IDLE and n}
    total = sum(stalled.values())
    used = sum(1 for b in t.cu_busy if b)
    slots = t.cycles * used * device.simds_per_cu
    lds = t.lds
    banks, phases = lds.get("bank_cycles", 0), lds.get("phases", 0)
    per, fewest = _coalescing(profile.launch, device.memory.l1.line)
    launch = profile.launch
    whole = profile.estimate or t           # the launch's own figures (a sampled one's estimate)
    return {"kernel": profile.kernel, "device": device.name, "cycles": t.cycles,
            "launch_cycles": whole.cycles, "launch_us": whole.seconds * 1e6,
            "launch_wave_instructions": whole.wave_instructions, "source": profile.source,
            "sampling": profile.sampling,
            "lines_per_request": per, "fewest_lines": fewest,
            "scattered": _scattered(launch, device.memory.l1.line),
            "narrow_loads": _narrow(launch),
            "load_lines": launch.get("load_lines"),
            "load_lines_distinct": launch.get("load_lines_distinct"),
            "stored_bytes": launch.get("store_lines_distinct", 0) * device.memory.l1.line,
            "dram_written": t.memory.get("dram", {}).get("bytes_written", 0),
            "us": t.seconds * 1e6, "wave_instructions": t.wave_instructions,
            "workgroups": t.workgroups, "cus_used": used, "cus": device.compute_units,
            "occupancy": t.occupancy.as_dict(), "achieved_occupancy": t.achieved_occupancy,
            "grid_waves_per_simd": t.workgroups * t.occupancy.waves_per_workgroup
            / (device.compute_units * device.simds_per_cu),
            "launch": profile.launch, "l1_line": device.memory.l1.line,
            "levels": levels, "caches": others, "lds_peak_gbps": top["lds"] / 1e9,
            "lds": {"instructions": lds.get("instructions", 0), "bank_cycles": banks,
                    "conflict_cycles": banks - phases, "ways": banks / phases if phases else 0,
                    "bytes": lds.get("bytes", 0),
                    "gbps": lds.get("bytes", 0) / t.seconds / 1e9 if t.seconds else 0,
                    "bank_use": banks / (t.cycles * used) if t.cycles and used else 0},
            "stall_shares": {r: n / total for r, n in sorted(stalled.items(),
                                                             key=lambda kv: -kv[1])},
            "stalled": total, "idle": t.stalls.get(IDLE, 0),
            "resident": t.achieved_occupancy * slots,
            "waited_on": waited_on(t.charged), "atomics": profile.atomics,
            "scalar_loads": sum(n for name, n in profile.ops.items()
                                if name.startswith(("s_load", "s_buffer_load"))),
            "branch_stalls": sum(w for text, w in t.charged.values()
                                 if text.startswith(("s_branch", "s_cbranch", "s_setpc"))),
            "lds_atomics": lds_atomics(profile.ops),
            "issued": dict(t.issued),
            "valu_use": sum(map(sum, t.simd_busy)) / slots if slots else 0,
            "valu_cycles": sum(map(sum, t.simd_busy)),
            "transcendental": _transcendental(profile.ops, device),
            "gflops": roof.gflops, "compute_roof": roof.compute_roof, "flops": roof.total_flops,
            "packed_roof": roof.peaks.get("fp32_packed") if "fp32" in roof.flops else None,
            "lane_utilisation": launch.get("lane_utilisation"),
            "charged": sorted(((pc, text, w, t.source(pc)) for pc, (text, w)
                               in t.charged.items()), key=lambda row: -row[2])[:CHARGED],
            "hottest": [(pc, text, n, w, t.source(pc)) for pc, text, n, w in t.hottest],
            "barriers": [(pc, work, t.charged.get(pc, ("", 0))[1], t.source(pc))
                         for pc, work in launch.get("barriers", ())]}


def _transcendental(ops, device):
    """[(name, wave-instructions, SIMD cycles each)] of the transcendental VALU instructions
    issued (isa/issue.py's WriteTrans classes: a quarter rate or slower, no FLOPs the
    roofline counts), the most cycles first."""
    rows = [(name, n, device_valu_cycles(device, name)) for name, n in ops.items()
            if rate_class(name) in TRANSCENDENTAL]
    return sorted(rows, key=lambda row: -row[1] * row[2])


def _coalescing(launch, line):
    """(L1 lines a vector memory instruction's wave touches on average (loads, stores and
    atomics alike), the fewest its bytes fit in (its 64 lanes' bytes in ``line``-byte lines,
    on average)), or (None, None) without the recorded counts or with no vector memory
    request."""
    requests = launch.get("vector_requests")
    if not requests:
        return None, None
    return launch["vector_lines"] / requests, max(1.0, launch["vector_bytes"] / requests / line)


def _scattered(launch, line):
    """[(offset, name, L1 lines a wave touches, the fewest its bytes fit in)] of the vector
    memory instructions touching at least twice the lines their bytes fit in, the most lines
    first (each on its own: a scattered load is not averaged with a coalesced store)."""
    rows = [(pc, name, lines / n, max(1.0, moved / n / line))
            for pc, name, n, lines, moved in launch.get("vector_instructions", ())]
    return sorted((row for row in rows if row[2] >= 2 * row[3]), key=lambda row: -row[2])


def _narrow(launch):
    """[(offset, name, bytes a lane, share of the vector loads' requests)] of the vector loads
    moving fewer than a dword a lane (a byte or a short: Recorder.coalescing's bytes over its
    64 lanes a request), the most requests first: a wave-instruction of them moves a quarter
    or a half of what a dword load does for the same issue and the same wait."""
    loads = [(pc, name, n, moved) for pc, name, n, _, moved
             in launch.get("vector_instructions", ()) if "_load" in name]
    total = sum(n for _, _, n, _ in loads)
    rows = [(pc, name, moved / n / WAVE_LANES, n / total) for pc, name, n, moved in loads
            if moved < 4 * WAVE_LANES * n]
    return sorted(rows, key=lambda row: -row[3])


def speed_of_light(f):
    """(unit, share of its peak) rows."""
    rows = [(f"{n.upper()} bandwidth", lv["gbps"] / lv["peak_gbps"] if lv["peak_gbps"] else 0)
            for n, lv in f["levels"].items()]
    rows += [(f"{n.upper()} channels busy ({lv['asked']:.3g}-byte requests holding "
              f"{lv['line']}-byte lines)", lv["busy"]) for n, lv in f["levels"].items()
             if lv.get("busy", 0) > 1.01 * lv["gbps"] / lv["peak_gbps"]]
    dram = f["levels"]["dram"]
    if dram["steady"]:
        part = dram["steady"]
        rows.insert(len(f["levels"]), (f"DRAM bandwidth, steady part (cycles {part['from']:,}-"
                                       f"{part['to']:,})", part["gbps"] / dram["peak_gbps"]))
    rows.append(("LDS banks busy", f["lds"]["bank_use"]))
    rows.append(("VALU busy", f["valu_use"]))
    if f["flops"]:                  # a kernel without FLOPs has no share of a FLOP roof
        rows.append(("FLOPs (of the compute roof)", f["gflops"] / f["compute_roof"]))
    rows.append(("CUs used", f["cus_used"] / f["cus"]))
    rows.append(("occupancy (achieved of allowed)", f["achieved_occupancy"]
                 / f["occupancy"]["waves_per_simd"] if f["occupancy"]["waves_per_simd"] else 0))
    return rows


def _bars(rows, unit="%", scale=100.0, limit=1.0):
    """A horizontal bar chart as inline SVG: (label, value) rows, value / ``limit`` of the
    width; labels in the SVG's text, values in ``data-value``."""
    height = 22 * len(rows) + 6
    parts = []
    for k, (label, value) in enumerate(rows):
        y = 22 * k + 4
        width = 0 if not value or not math.isfinite(value) else min(value / limit, 1) * 160
        parts.append(f"<g data-label='{_esc(label)}' data-value='{value:.6g}'>"
                     f"<text x='0' y='{y + 13}' font-size='11'>{_esc(label)[:40]}</text>"
                     f"<rect x='210' y='{y}' width='160' height='16' fill='#eee'/>"
                     f"<rect x='210' y='{y}' width='{width:.1f}' height='16' fill='#4a7fb5'/>"
                     f"<text x='376' y='{y + 13}' font-size='11'>{value * scale:.1f}{unit}"
                     "</text></g>")
    return (f"<svg viewBox='0 0 420 {height}' width='100%' role='img' "
            f"preserveAspectRatio='xMinYMin meet'>{''.join(parts)}</svg>")


def _roofline(f):
    """Log-log roofline as inline SVG: the compute roof, one bandwidth ceiling per level
    (L1, L2, LDS, DRAM) and the kernel's point per level that moved bytes."""
    width, height, pad = 460, 300, 40
    ceilings = {n.upper(): lv["peak_gbps"] for n, lv in f["levels"].items()}
    ceilings["LDS"] = f["lds_peak_gbps"]
    roof = f["compute_roof"]
    moved = {n.upper(): lv["bytes"] for n, lv in f["levels"].items()}
    moved["LDS"] = f["lds"]["bytes"]
    points = {n: f["flops"] / b for n, b in moved.items() if b and f["flops"]}
    xs = [roof / c for c in ceilings.values()] + list(points.values())
    x0, x1 = math.log10(min(xs) / 100), math.log10(max(xs) * 100)
    y1 = math.log10(roof * 2)
    y0 = min(math.log10(max(f["gflops"], 1e-9)) - 1, y1 - 4)

    def at(x, y):
        return (pad + (math.log10(x) - x0) / (x1 - x0) * (width - 2 * pad),
                height - pad - (math.log10(y) - y0) / (y1 - y0) * (height - 2 * pad))
    parts = [f"<rect x='{pad}' y='{pad}' width='{width - 2 * pad}' "
             f"height='{height - 2 * pad}' fill='none' stroke='#999'/>"]
    colours = ("#c0392b", "#8e44ad", "#16a085", "#2c3e50", "#d35400")
    for k, (name, gbps) in enumerate(sorted(ceilings.items(), key=lambda kv: kv[1])):
        lo = 10 ** x0
        ridge = roof / gbps
        (ax, ay), (bx, by) = at(lo, max(lo * gbps, 10 ** y0)), at(ridge, roof)
        parts.append(f"<line x1='{ax:.1f}' y1='{ay:.1f}' x2='{bx:.1f}' y2='{by:.1f}' "
                     f"stroke='{colours[k % 5]}' data-ceiling='{name}' data-gbps='{gbps:.6g}'/>"
                     f"<text x='{pad + 4}' y='{pad + 14 + 13 * k}' font-size='11' "
                     f"fill='{colours[k % 5]}'>{name} {gbps:,.0f} GB/s</text>")
    (ax, ay), (bx, _) = at(roof / max(ceilings.values()), roof), at(10 ** x1, roof)
    parts.append(f"<line x1='{ax:.1f}' y1='{ay:.1f}' x2='{bx:.1f}' y2='{ay:.1f}' stroke='#000'"
                 f" data-roof='{roof:.6g}'/><text x='{bx - 150:.1f}' y='{ay - 4:.1f}' "
                 f"font-size='11'>compute {roof:,.0f} GFLOPS</text>")
    if f["packed_roof"]:        # the data sheet's FP32 peak, out of the kernel's mix's reach
        parts.append(f"<text x='{bx - 150:.1f}' y='{ay + 12:.1f}' font-size='10' "
                     f"data-packed-roof='{f['packed_roof']:.6g}'>(packed FP32 "
                     f"{f['packed_roof']:,.0f})</text>")
    for k, (name, intensity) in enumerate(points.items()):
        x, y = at(intensity, max(f["gflops"], 10 ** y0))
        parts.append(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='4' fill='#e67e22' "
                     f"data-point='{name}' data-intensity='{intensity:.6g}'/>"
                     f"<text x='{x + 6:.1f}' y='{y + 4 + 12 * k:.1f}' font-size='10'>{name} "
                     f"{intensity:.3g}</text>")
    parts.append(f"<text x='{width / 2}' y='{height - 12}' font-size='12' text-anchor='middle'>"
                 "FLOPs per byte of the level (log)</text><text x='12' y='40' font-size='12'>"
                 "GFLOPS (log)" + (f"; kernel {f['gflops']:.4g}" if f["flops"] else "")
                 + "</text>")
    return (f"<svg viewBox='0 0 {width} {height}' width='100%' role='img' "
            f"aria-label='roofline'>{''.join(parts)}</svg>")


def _table(header, rows, cls=""):
    head = "".join(f"<th>{_esc(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{_esc(c)}</td>" for c in row) + "</tr>"
                   for row in rows)
    return f"<div class='scroll'><table class='{cls}'><tr>{head}</tr>{body}</table></div>"


def _memory_rows(f):
    rows = []
    for name, lv in f["levels"].items():
        part = lv["steady"]
        rows.append((name.upper(), "" if lv["accesses"] is None else f"{lv['accesses']:,}",
                     f"{lv['bytes']:,}", f"{lv['gbps']:,.1f}", f"{lv['peak_gbps']:,.0f}",
                     _pct(lv["gbps"] / lv["peak_gbps"]),
                     f"{_pct(part['gbps'] / lv['peak_gbps'])} (cycles {part['from']:,}-"
                     f"{part['to']:,}, {part['share']:.0%} of the launch)" if part else "",
                     _pct(lv["hit_rate"]) if lv["hit_rate"] is not None else ""))
    for name, cache in f["caches"].items():
        rows.append((OTHER_CACHES[name], f"{cache['accesses']:,}", "", "", "", "", "",
                     _pct(cache["hit_rate"]) if cache["hit_rate"] is not None else ""))
    return rows


def _lds_rows(f):
    lds = f["lds"]
    share = lds["conflict_cycles"] / lds["bank_cycles"] if lds["bank_cycles"] else None
    return [(f"{lds['instructions']:,}", f"{lds['bank_cycles']:,}", f"{lds['conflict_cycles']:,}",
             _pct(share) if share is not None else "", f"{lds['ways']:.3g}",
             _pct(lds["bank_use"]), f"{lds['bytes']:,}", f"{lds['gbps']:,.1f}")]


def _launch_rows(f):
    """(figure, value) rows: the launch's shape and resources (when the profile has them),
    workgroups, coalescing, CUs, occupancy and its limiter, cycles."""
    occ, shape, line = f["occupancy"], f["launch"], f["l1_line"]
    limits = ", ".join(f"{k} {v}" for k, v in occ["limits"].items())
    rows = [] if not shape else [
        ("grid, block", f"{' x '.join(map(str, shape['grid']))} work-items in blocks of "
                        f"{' x '.join(map(str, shape['block']))}"),
        ("registers", f"{shape['vgprs']} VGPRs" + (f", {shape['agprs']} AGPRs"
                      if shape["agprs"] else "") + f", {shape['sgprs']} SGPRs a wave"),
        ("LDS", f"{shape['lds_bytes']:,} bytes a workgroup")]
    part = [] if f["source"] == "full" else [("figures of", f"{f['source']}: the replay the "
                                              "estimate was made from")]
    return rows + part + [
        ("workgroups", f"{f['workgroups']:,} of {occ['waves_per_workgroup']} waves"),
        ("coalescing", "no vector memory instruction" if f["lines_per_request"] is None else
                       f"{f['lines_per_request']:.3g} L1 lines per vector memory instruction "
                       f"(its wave's bytes fit in {f['fewest_lines']:.3g} {line}-byte lines)"),
        ("CUs used", f"{f['cus_used']} of {f['cus']}"),
        ("occupancy", f"{occ['waves_per_simd']} waves/SIMD, limited by {occ['limiter']} "
                      f"(waves each resource allows: {limits})"),
        ("achieved occupancy", f"{f['achieved_occupancy']:.2f} waves/SIMD"),
        ("cycles" if f["source"] == "full" else "cycles of the figures",
         f"{f['cycles']:,} ({f['us']:.3g} us)"),
        ("wave-instructions" if f["source"] == "full" else "wave-instructions of the figures",
         f"{f['wave_instructions']:,}")]


def _charged_rows(f):
    total = sum(row[2] for row in f["charged"]) or 1
    return [(f"0x{pc:x}", text, f"{w:,.0f}", _pct(w / total), source or "")
            for pc, text, w, source in f["charged"]]


def compare(f, base):
    """(figure, baseline, this run, change) rows of two runs' ``figures`` (the baseline a
    ``gcnsim profile --json`` object, read by ``baseline_figures``): the cycles and
    wave-instructions the launches' (a sampled one's estimate), the rest the figures'."""
    rows = []
    for label, key in (("cycles", "launch_cycles"),
                       ("wave-instructions", "launch_wave_instructions"),
                       ("DRAM bytes", ("levels", "dram", "bytes")),
                       ("DRAM GB/s", ("levels", "dram", "gbps")), ("GFLOPS", "gflops"),
                       ("achieved occupancy", "achieved_occupancy")):
        new, old = _get(f, key), _get(base, key)
        change = f"{(new - old) / old:+.1%}" if old else ""
        rows.append((label, _number(old), _number(new), change))
    return rows


def _number(value):
    """A figure as people read it: 1,433,920 and 7.11, not 1.43392e+06 and 7.11039."""
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}"


def different_launch(f, base):
    """What differs between this run's launch and the baseline's (kernel, device, grid,
    block), as a sentence, or None when they are the same launch: a comparison of different
    launches is shown, but named as such."""
    here = {"kernel": f["kernel"], "device": f["device"],
            **{k: list((f["launch"] or {}).get(k, ())) for k in ("grid", "block")}}
    there = {"kernel": base.get("kernel"), "device": base.get("device"),
             **{k: list((base.get("launch") or {}).get(k, ())) for k in ("grid", "block")}}
    moved = [f"{k} {there[k]} -> {here[k]}" for k in here if there[k] != here[k]]
    return ("the baseline is a different launch: " + "; ".join(moved)) if moved else None


def _get(f, key):
    for part in (key,) if isinstance(key, str) else key:
        f = f[part]
    return f


def baseline_figures(data):
    """The figures ``compare`` reads from a ``gcnsim profile --json`` object."""
    t, roof = data["timing"], data["roofline"]
    return {"launch_cycles": t["cycles"], "launch_wave_instructions": t["wave_instructions"],
            "levels": {"dram": {"bytes": roof["dram_bytes"], "gbps": roof["gbps"]}},
            "gflops": roof["gflops"], "achieved_occupancy": t["achieved_occupancy"]}


STYLE = ("body{font-family:system-ui,sans-serif;margin:0 auto;padding:12px;max-width:1500px;"
         "box-sizing:border-box}*{box-sizing:border-box}h1{font-size:1.3em}h2{font-size:1.05em;"
         "margin:.2em 0}.grid{display:grid;grid-auto-flow:dense;"
         "grid-template-columns:repeat(auto-fit,minmax(460px,1fr));gap:12px}"
         ".card{border:1px solid #ddd;border-radius:6px;padding:8px;"
         "min-width:0}.limit{font-size:1.1em;background:#fdf2e9;padding:8px;border-radius:6px}"
         ".scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;font-size:13px}"
         "td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;overflow-wrap:break-word}"
         ".launch td:first-child{white-space:nowrap}.wide{grid-column:1/-1}"
         "svg{display:block;max-width:100%;height:auto}")


WIDE = ("Memory per level", "LDS bank conflicts")   # tables of 8 columns: a row of their own


def verdict(f):
    """The report's headline and advice from its figures ``f`` (verdict.py): {"limiter",
    "evidence", "advice": [lines]}, what the page, ``gcnsim profile`` and its --json say."""
    what, evidence = limiter(f)
    return {"limiter": what, "evidence": evidence, "advice": advice(f)}


def page(profile, baseline=None):
    """The report page (a str) of ``profile``; ``baseline`` a ``--json`` profile dict."""
    f = figures(profile)
    said = verdict(f)
    what, evidence = said["limiter"], said["evidence"]
    title = _esc(f"{f['kernel']} on {f['device']}")
    cards = [
        ("Speed of light (share of each unit's peak)", _bars(speed_of_light(f))),
        ("Launch and occupancy", _table(("figure", "value"), _launch_rows(f), "launch")),
        (f"Roofline ({', '.join(n.upper() for n in f['levels'] if n != 'dram')}, LDS, DRAM "
         "ceilings)", _roofline(f)),
        ("Memory per level", _table(("level", "accesses", "bytes", "GB/s", "peak GB/s",
                                     "of peak", "of peak, steady part", "hit rate"),
                                    _memory_rows(f), "memory")),
        ("LDS bank conflicts", _table(("DS wave-instructions", "bank cycles", "conflict cycles",
                                       "conflict share", "average ways", "banks busy",
                                       "bytes", "GB/s"), _lds_rows(f), "lds")),
        ("Stalls: shares of stalled wave-cycles",
         _bars(list(f["stall_shares"].items()) or [("no stalls", 0.0)])
         + f"<p>{f['stalled']:,} stalled wave-cycles; SIMDs without a wave: "
           f"{f['idle']:,} SIMD-cycles (not stalls)</p>"),
        ("Stalls charged to the instruction behind them (an s_waitcnt's to its load)",
         _table(("offset", "instruction", "stall wave-cycles", "share", "source"),
                _charged_rows(f), "charged")),
        ("Hot list: the instructions waited on longest",
         _table(("offset", "instruction", "issued", "stall wave-cycles", "source"),
                [(f"0x{pc:x}", text, f"{n:,}", f"{w:,}", source or "")
                 for pc, text, n, w, source in f["hottest"]], "hottest")),
        ("Instruction mix (wave-instructions by unit)",
         _bars([(u, n / (f["wave_instructions"] or 1)) for u, n in
                sorted(f["issued"].items(), key=lambda kv: -kv[1]) if n])),
    ]
    if baseline is not None:
        differs = different_launch(f, baseline)
        note = ("" if differs is None
                else f"<p class='limit' id='baseline-differs'>{_esc(differs)}</p>")
        cards.append(("Against the baseline", note + _table(
            ("figure", "baseline", "this run", "change"), compare(f, baseline_figures(baseline)),
            "baseline")))
    body = "".join(f"<section class='card{' wide' if h in WIDE else ''}'><h2>{_esc(h)}</h2>{c}"
                   "</section>" for h, c in cards)
    notes = "".join(f"<li>{_esc(line)}</li>" for line in said["advice"])
    sampling = f"<p id='sampling'>{_esc(f['sampling'])}</p>" if f["sampling"] else ""
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width,initial-scale=1'><title>{title}</title><style>{STYLE}"
            f"</style></head><body><h1>{title}: {f['launch_cycles']:,} cycles"
            f"{' (sampled)' if f['source'] != 'full' else ''}</h1>{sampling}"
            f"<p class='limit' id='limiter' data-limiter='{_esc(what)}'><b>Limited by "
            f"{_esc(what)}</b>: {_esc(evidence)}</p><ul id='advice'>{notes}</ul>"
            f"<div class='grid'>{body}</div></body></html>")
