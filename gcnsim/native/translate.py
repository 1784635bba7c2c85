"""A run of decoded instructions -> one LLVM IR function over a wave batch's registers in place.

Which instructions translate: those lower.py lowers (lower.lowering); anything else runs
interpreted.

The function is ``i64 seg(i32* v, i32* s, i32* scc, i64 nv, i64* waves, i64 nw, i64 max, i64*
ctx)``: ``v`` is WaveState.v (waves, nv, 64), ``s`` WaveState.s (waves, 128), ``scc``
WaveState.scc, ``waves`` the batch indices to run, ``ctx`` memory.context. For each wave it runs
the instructions in order; a run of VALU instructions is one loop over the 64 lanes (each lane
runs the whole run: none reads another lane) that writes a lane only where EXEC (read at the
run's start) has its bit, as the interpreter's vgpr_writer does; LLVM keeps a lane's values in
registers through the run. Floats: sources get abs, then neg, on the sign bit, then MODE's input
flush (a denormal becomes a zero of its sign); a NaN result becomes the first NaN source
quieted, else bits.INVALID_NAN (fpmode.canonical_nan's rule), then MODE's output flush. A lane
mask result (a compare, a carry) is the lane's bit and EXEC's, gathered over the lanes and
written to its pair after the loop; a later instruction of the run reading that pair as a mask
gets the lane's bit as written, and one reading it otherwise starts a new run. The function is
specialised to one MODE value (the caller checks every wave has it). A loop (``back_edge``: a
conditional branch or s_branch back) repeats the whole run while every wave takes its closing
branch (define's docstring); a conditional branch inside it that its block runs on past
(``inner``: an exit test) is a phase that hands the branch to the interpreter where a wave would
take it.

    v_fma_f32 v1, v2, s3, 1.0 ; v_add_f32 v4, v1, v1
    -> for lane: if exec[lane]: v[w,1,lane] = nan_rule(fma(v[w,2,lane], s[w,3], 1.0))
                                v[w,4,lane] = nan_rule(v[w,1,lane] + v[w,1,lane])
"""
from . import irtext as ir

from ..semantics.fpmode import FpMode
from . import lanes, lds, matrix, memory
from .memory import SEGMENT_TYPE
from .gen import intrinsic
from .compute import compute
from .lower import CONDITIONS, EXEC_LO
from .ops import I1, I32, I64, SALU, SCC_READERS, VALU
from .scalar import SAVEEXEC


class _Wave:
    """The IR of one wave's part of the function: its register bases and the builder."""

    def __init__(self, b, v, s, scc, nv, wave):
        self.b = b
        self.index = wave
        self.vbase = b.gep(v, [b.mul(wave, b.mul(nv, I64(64)))])
        self.sbase = b.gep(s, [b.mul(wave, I64(128))])
        self.scc = b.gep(scc, [wave])

    def vptr(self, index, lane):
        return self.b.gep(self.vbase, [self.b.add(I64(index * 64), lane)])

    def sreg(self, enc):
        return self.b.load(self.b.gep(self.sbase, [I64(enc)]))

    def pair(self, enc):
        b = self.b
        return b.or_(b.zext(self.sreg(enc), I64), b.shl(b.zext(self.sreg(enc + 1), I64), I64(32)))

    def scalar(self, src):
        """An SGPR source: i32, or i64 for a pair."""
        return self.sreg(src.value) if src.width == 1 else self.pair(src.value)

    def store(self, enc, width, value):
        """Write SGPR ``enc`` (i32) or the pair from it (i64)."""
        b = self.b
        if width == 1:
            b.store(value, b.gep(self.sbase, [I64(enc)]))
            return
        for k, half in enumerate(_halves(b, value)):
            b.store(half, b.gep(self.sbase, [I64(enc + k)]))


def _halves(b, value):
    return b.trunc(value, I32), b.trunc(b.lshr(value, I64(32)), I32)


def _constant(src):
    return I32(src.value) if src.width == 1 else I64(src.value)


AHEAD = 4                   # waves a phase prefetches ahead (_each_wave; 2 and 8 no better)
STOPPED = 1 << 32          # the return value's unit for an instruction left to the interpreter


def translate(lowered, mode_bits, name, back_edge=None, prefetch=True):
    """The IR text of a module holding function ``name`` (``define``)."""
    module = ir.Module(name=name)
    define(module, lowered, mode_bits, name, back_edge, prefetch)
    return str(module)


def define(module, lowered, mode_bits, name, back_edge=None, prefetch=True):
    """Function ``name`` in ``module`` running ``lowered`` (Lowered or memory.Access, in
    order) under MODE ``mode_bits``: ``i64 name(v, s, scc, nv, waves, nw, max_taken, ctx)``
    (``ctx``: memory.context, its descriptors memory.descriptors(lowered)). With
    ``back_edge`` (a lower.BACK_EDGES branch closing a loop onto the run's first instruction), the
    run repeats while every wave would take the branch, at most ``max_taken`` times more, and,
    where it writes EXEC, while the batch's active lanes are as many as at its start (the
    executor counts each trip's VALU lanes as the first's). The function returns how many times it repeated (the caller runs the last branch
    itself), plus STOPPED times 1 + the index of a memory
    instruction it left to the interpreter (every wave ran the instructions before it).
    ``prefetch``: whether its wave loops prefetch the registers ahead (_each_wave: for large
    batches; a third of the IR of a corpus segment, which O0's code goes without)."""
    fn = ir.Function(module, SEGMENT_TYPE, name)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    every = b.alloca(I1) if back_edge is not None else None
    lanes_at = first = None
    if back_edge is not None and any(x.writes_exec for x in lowered):
        lanes_at = b.alloca(I64)        # the batch's active lanes: a trip starts with the first's
        first = _active_lanes(b, fn.args, lanes_at)
    again = fn.append_basic_block("again")
    start = b.block
    b.branch(again)
    b.position_at_end(again)
    taken = b.phi(I64)
    taken.add_incoming(I64(0), start)
    _phases(b, fn.args, lowered, FpMode.of(mode_bits), taken, prefetch)
    if back_edge is None:
        b.ret(I64(0))
        return
    b.store(I1(1), every)
    _each_wave(b, fn.args, lambda wave: b.store(
        b.and_(b.load(every), _takes(wave, back_edge)), every))
    more = b.and_(b.load(every), b.icmp_signed("<", taken, fn.args[6]))
    if lanes_at is not None:
        more = b.and_(more, b.icmp_unsigned("==", _active_lanes(b, fn.args, lanes_at), first))
    taken.add_incoming(b.add(taken, I64(1)), b.block)
    finish = fn.append_basic_block("finish")
    b.cbranch(more, again, finish)
    b.position_at_end(finish)
    b.ret(taken)


def _active_lanes(b, args, total):
    """The batch's active lanes (EXEC's bits summed over its waves), counted in ``total``."""
    b.store(I64(0), total)
    _each_wave(b, args, lambda wave: b.store(b.add(b.load(total), intrinsic(
        b, "llvm.ctpop.i64", I64, [wave.pair(EXEC_LO)])), total))
    return b.load(total)


def _phases(b, args, lowered, mode, taken, prefetch=True):
    """The run as phases, each a loop over the waves: every memory instruction one of its own
    (memory.py: all waves access before any runs on), or a run of LDS loads of one address
    register one together (lds.runs), an inner branch one (it stops where a wave would take
    it: every wave ran the instructions before it), the runs between them one each; their
    registers prefetched where ``prefetch``."""
    def each_wave(emit, rows):
        _each_wave(b, args, emit, rows if prefetch else None)

    runs = lds.runs(lowered)
    extra = sum(x.unit == "mem" for x in lowered)       # the runs' descriptor rows follow
    start = ordinal = i = 0
    items = list(lowered) + [None]
    while i < len(items):
        inst = items[i]
        if inst is not None and inst.unit not in ("mem", "mfma", "branch"):
            i += 1
            continue
        if i > start:
            run = lowered[start:i]
            each_wave(lambda wave, run=run: _body(wave, run, mode), _rows(run))
        stops = [lambda k=k: b.ret(b.add(taken, I64(STOPPED * (1 + k))))
                 for k in range(i, i + (runs[i].count if i in runs else 1))]
        if inst is not None and inst.unit == "branch":
            _each_wave(b, args, lambda wave, name=inst.name, stop=stops[0]: _stop_if(
                wave, _takes(wave, name), stop))
        elif inst is not None and inst.unit == "mfma":
            matrix.phase(b, inst, stops[0], each_wave)
        elif i in runs:
            memory.call_run(b, args, ordinal, extra, stops)
            ordinal, extra, i = ordinal + len(stops), extra + 1, i + len(stops) - 1
        elif inst is not None:
            memory.call(b, args, ordinal, stops[0])
            ordinal += 1
        start = i = i + 1


def _each_wave(b, args, emit, rows=()):
    """``emit(_Wave)`` for each wave of the batch, in a loop; the builder ends after it.
    ``rows``: the (first VGPR, count) the phase touches (an int or an i64 value each), whose
    lines the loop prefetches AHEAD waves before it reaches them, with the line of EXEC (a
    batch's registers outgrow the host's L2: a phase is as slow as its misses otherwise);
    None: nothing prefetched."""
    v, s, scc, nv, waves, nw = args[:6]
    fn = b.function
    before = b.block
    head, body, done = (fn.append_basic_block(n) for n in ("head", "wave", "done"))
    b.branch(head)
    b.position_at_end(head)
    k = b.phi(I64)
    k.add_incoming(I64(0), before)
    b.cbranch(b.icmp_signed("<", k, nw), body, done)
    b.position_at_end(body)
    if rows is not None:
        _prefetch(b, args, b.add(k, I64(AHEAD)), rows)
    emit(_Wave(b, v, s, scc, nv, b.load(b.gep(waves, [k]))))
    k.add_incoming(b.add(k, I64(1)), b.block)
    b.branch(head)
    b.position_at_end(done)


def _rows(run):
    """The (first VGPR, count) a run of Lowered instructions reads or writes."""
    found = {(x.value, x.width) for inst in run for x in inst.srcs if x.kind == "v"}
    found |= {(inst.dst, inst.width) for inst in run
              if inst.unit == "valu" and inst.dst is not None}
    return sorted(found)


def _prefetch(b, args, k, rows):
    """Prefetch the lines of ``rows`` (and of EXEC) of the batch's ``k``-th wave, if any."""
    v, s, _, nv, waves, nw = args[:6]
    with b.if_then(b.icmp_signed("<", k, nw)):
        wave = b.load(b.gep(waves, [k]))
        i8p = ir.IntType(8).as_pointer()
        lines = [b.gep(s, [b.add(b.mul(wave, I64(128)), I64(EXEC_LO))])]
        base = b.mul(wave, b.mul(nv, I64(64)))
        for first, count in rows:
            first = first if isinstance(first, ir.Value) else I64(first)
            start = b.add(base, b.mul(first, I64(64)))
            lines += [b.gep(v, [b.add(start, I64(16 * j))]) for j in range(4 * count)]
        for line in lines:
            intrinsic(b, "llvm.prefetch.p0", ir.VoidType(),
                      [b.bitcast(line, i8p), I32(0), I32(3), I32(1)])


def _body(wave, lowered, mode):
    run, written = [], {}
    for inst in list(lowered) + [None]:
        if (inst is not None and inst.unit == "valu" and not _reads_written(inst, written)
                and not (run and isinstance(inst.form, lanes.Dpp))):   # its gather first
            run.append(inst)
            if inst.mask_dst is not None:
                written.update({inst.mask_dst: inst.mask_dst, inst.mask_dst + 1: inst.mask_dst})
            continue
        if run:
            _valu_loop(wave, run, mode)
            run, written = [], {}
        if inst is not None and inst.unit == "valu":
            run.append(inst)
            if inst.mask_dst is not None:
                written.update({inst.mask_dst: inst.mask_dst, inst.mask_dst + 1: inst.mask_dst})
        elif inst is not None and inst.unit == "salu":
            _salu_step(wave, inst)
        elif inst is not None and inst.unit == "lane":
            _lane_step(wave, inst)
        elif inst is not None and inst.unit == "writelane":
            _lane_write(wave, inst)


def _lane_step(wave, inst):
    """A VGPR's value in one lane to the SGPR: the first lane EXEC has (lane 0 when EXEC is
    0), or the lane a source names (its low 6 bits; EXEC ignored)."""
    b = wave.b
    if len(inst.srcs) == 1:
        exec_mask = wave.pair(EXEC_LO)
        lane = b.select(b.icmp_unsigned("==", exec_mask, I64(0)), I64(0),
                        intrinsic(b, "llvm.cttz.i64", I64, [exec_mask, I1(0)]))
    else:
        src = inst.srcs[1]
        index = I32(src.value) if src.kind == "k" else wave.sreg(src.value)
        lane = b.zext(b.and_(index, I32(63)), I64)
    wave.store(inst.dst, 1, b.load(wave.vptr(inst.srcs[0].value, lane)))


def _lane_write(wave, inst):
    """v_writelane_b32: an SGPR or constant into the lane its second source names (its low 6
    bits; EXEC ignored)."""
    b = wave.b
    value, index = (I32(src.value) if src.kind == "k" else wave.sreg(src.value)
                    for src in inst.srcs)
    b.store(value, wave.vptr(inst.dst, b.zext(b.and_(index, I32(63)), I64)))


def _reads_written(inst, written):
    """Whether ``inst`` reads an SGPR a lane mask of the run wrote (``written``: SGPR -> the
    pair written), other than as that very pair's lane bit (which the lane has)."""
    for src in inst.srcs:
        if src.kind == "mask":
            if {written.get(src.value), written.get(src.value + 1)} - {None, src.value}:
                return True
            if (src.value in written) != (src.value + 1 in written):
                return True
        elif src.kind == "s" and any(src.value + k in written for k in range(src.width)):
            return True
    return False


def _stop_if(wave, taken, stop):
    """``stop()`` (its return) where ``taken`` (i1) holds."""
    with wave.b.if_then(taken, likely=False):
        stop()


def _takes(wave, branch):
    """Whether the wave takes ``branch``, a CONDITIONS branch or s_branch (i1)."""
    b = wave.b
    if branch not in CONDITIONS:
        return I1(1)
    pair, when_zero = CONDITIONS[branch]
    if pair is None:
        zero = b.icmp_unsigned("==", b.load(wave.scc), I32(0))
    else:
        zero = b.icmp_unsigned("==", wave.pair(pair), I64(0))
    return zero if when_zero else b.not_(zero)


def _salu_step(wave, inst):
    b = wave.b
    args = [_constant(src) if src.kind == "k" else wave.scalar(src) for src in inst.srcs]
    if inst.name in SAVEEXEC:
        old = wave.pair(EXEC_LO)
        new = SAVEEXEC[inst.name](b, args[0], old)
        wave.store(inst.dst, 2, old)
        wave.store(EXEC_LO, 2, new)
        b.store(b.zext(b.icmp_unsigned("!=", new, I64(0)), I32), wave.scc)
        return
    if inst.name in SCC_READERS:
        args.append(b.load(wave.scc))
    result, scc = SALU[inst.name][1](b, *args)
    if result is not None and inst.dst is not None:
        wave.store(inst.dst, inst.width, result)
    if scc is not None:
        b.store(scc, wave.scc)


def _valu_loop(wave, run, mode):
    """A run of VALU instructions as one loop over the 64 lanes, each lane running them all in
    order: no VALU instruction here reads another lane, and EXEC and the SGPRs stay as they
    are through the run, so this is the interpreter's instruction-by-instruction order."""
    b = wave.b
    fn = b.function
    exec_mask = wave.pair(EXEC_LO)
    sources = [src for inst in run for src in inst.srcs]
    masks = {src.value: wave.pair(src.value) for src in sources if src.kind == "mask"}
    scalars = {src: wave.scalar(src) for src in sources if src.kind == "s"}
    dpp = run[0].form if isinstance(run[0].form, lanes.Dpp) else None
    gathered = lanes.gather(wave, dpp, run[0].srcs[0].value, exec_mask) if dpp else None
    before = b.block
    loop, after = fn.append_basic_block("lanes"), fn.append_basic_block("next")
    b.branch(loop)
    b.position_at_end(loop)
    lane = b.phi(I64)
    lane.add_incoming(I64(0), before)
    so_far = {}                 # pair written -> its bits of the lanes before this one
    for inst in run:
        if inst.mask_dst is not None and inst.mask_dst not in so_far:
            so_far[inst.mask_dst] = b.phi(I64)
            so_far[inst.mask_dst].add_incoming(I64(0), before)
    active = _bit(b, exec_mask, lane)
    bits = {}                   # pair written -> this lane's bit, as last written
    latest = {}                 # VGPR -> this lane's value as last computed (not yet selected)
    for inst in run:
        values = []
        for src in inst.srcs:
            if dpp is not None and inst is run[0] and src is inst.srcs[0]:
                values.append(lanes.gathered_value(b, gathered, lane))
            elif src.kind == "v":
                values.append(_vread(wave, src, lane, latest))
            elif src.kind == "s":
                values.append(scalars[src])
            elif src.kind == "mask":
                values.append(bits[src.value] if src.value in bits
                              else _bit(b, masks[src.value], lane))
            else:
                values.append(_constant(src))
            if src.sel is not None:
                values[-1] = lanes.select(b, values[-1], src.sel)
        if VALU[inst.name].lane:
            values.append(lane)
        result, bit = compute(b, inst, values, mode)
        if result is not None:
            writes = active
            if inst.form is not None and inst is run[0] and dpp is not None:
                writes = lanes.written(b, dpp, exec_mask, lane, active)
            _vstore(wave, inst, lane, writes, result, latest)
        if bit is not None:
            bits[inst.mask_dst] = b.and_(bit, active)
    final = {}
    for pair, before_lane in so_far.items():
        final[pair] = b.or_(before_lane, b.shl(b.zext(bits[pair], I64), lane))
        before_lane.add_incoming(final[pair], b.block)
    following = b.add(lane, I64(1))
    lane.add_incoming(following, b.block)
    b.cbranch(b.icmp_unsigned("<", following, I64(64)), loop, after)
    b.position_at_end(after)
    for pair, value in final.items():
        wave.store(pair, 2, value)


def _vread(wave, src, lane, latest):
    """A VGPR source: the value an earlier instruction of the run computed for the lane, else
    the register's. An inactive lane's results are never stored, and every instruction of the
    run has the same EXEC, so a lane may read its own results unselected: the EXEC select
    stays off the chain of dependent instructions."""
    b = wave.b
    dwords = [latest[src.value + k] if src.value + k in latest
              else b.load(wave.vptr(src.value + k, lane)) for k in range(src.width)]
    if src.width == 1:
        return dwords[0]
    return b.or_(b.zext(dwords[0], I64), b.shl(b.zext(dwords[1], I64), I64(32)))


def _vstore(wave, inst, lane, active, result, latest):
    """The result into the lane's destination where ``active``; an SDWA result into its
    field of the value the lane's destination has (lanes.place). A DPP instruction may leave
    an active lane unwritten, so its ``latest`` is the value selected."""
    b = wave.b
    for k, value in enumerate((result,) if inst.width == 1 else _halves(b, result)):
        where = wave.vptr(inst.dst + k, lane)
        old = b.load(where)
        if isinstance(inst.form, lanes.Sdwa):
            value = lanes.place(b, value, latest.get(inst.dst + k, old), inst.form)
        chosen = b.select(active, value, old)
        b.store(chosen, where)
        latest[inst.dst + k] = chosen if isinstance(inst.form, lanes.Dpp) else value


def _bit(b, mask, lane):
    return b.trunc(b.lshr(mask, lane), I1)
