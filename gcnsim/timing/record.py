"""Record each wave's instruction stream during the functional run, for the timing model to
replay.

The functional executor runs a group of waves a block at a time under a checker that works per
block (``begin``/``ran``), one instruction at a time under one that does not (``issue(executor,
entry, w, idx)``). The Recorder takes the checker's place (wrapping the user's checker, if any,
which still sees everything): per block run or group-instruction it logs the entries and the
global ids of the waves that ran them, and for LDS, vector and scalar memory instructions one
number per wave that the timing model needs and the stream alone does not give: the LDS cycles
its lane addresses cost in the LDS banks, or the index in ``requests`` of what it asks of the
memory hierarchy (its lines, kind and atomic serialisation, memory/requests.py, read before the
step runs: a step wrapped to take it, whose ``before`` the executor takes just ahead of a
native segment that starts at the entry, native/tier.py). Placing each
record's entries at its waves' next free places then turns the log into one stream per wave,
in program order:

    log (entry, waves):  (s_load, [0 1 2 3]) (v_add, [0 1]) (v_sub, [2 3]) (s_endpgm, [0 1 2 3])
    streams:             wave 0: s_load v_add s_endpgm      wave 2: s_load v_sub s_endpgm

The replay is exact where no result depends on time. The recorder notes what may, as
``timing_dependent``: returning atomics (their results depend on which wave came first), and
polling: a wave that loads the same addresses again at the same instruction after an
allocation holding them has been stored to, as a loop waiting for another wave's flag does.
How many times it loops is the functional run's (its scheduling of the waves), not the
hardware's, and the replay can only repeat it:

    wave 1: loop: global_load_dword v1, v[2:3], off / s_waitcnt / v_cmp / s_cbranch_vccz loop
    wave 0: ... global_store_dword v[2:3], v4, off      (the flag wave 1 waits for)

And it notes where ``s_memtime`` and ``s_memrealtime`` ran (``clock_pcs``). Those read the
functional run's counter unless the recorder is given the values the replay's clock gave them
(``restart``): it then hands each wave's k-th read its k-th value (``Env.timer``), so a second
functional run computes with the simulated clock (api.py runs the launch to that fixed point).
For that second run it keeps the device memory as it was when the first one started, if the
code reads the clock:

    run 1: s_memtime -> 4, 8 (the counter)    replay: wave 0 reads at cycles 12, 60
    restart({0: [12, 60]}), memory restored   run 2: s_memtime -> 12, 60   replay: 12, 60: done

The LDS cost of a wave's DS instruction is what its lanes' addresses cost the LDS banks and
its SIMD pair's port (lds.py), read before the step runs.

With a RecordCut (``cut``, loops.py: Sampling(loops=N), Sampling(xcds=True)) a wave's records
inside a loop past its N-th trip, or all of a wave outside the XCD timed, are left out of the
log, and their memory and LDS costs are not taken (a block run none of whose waves is kept runs
its own steps, native segments and all, and a compiled loop the trips it neither keeps nor
signs on its own, as an untimed launch runs them): the record keeps what the sampled replay
times, nothing more, but for the signs of the kept trips and of probes past them (their
instructions; the lines and LDS bank clocks of the timed XCD's waves, loops.RecordCut.sign),
by which the cut is checked. Its limit is then the host's memory for records, not KEPT: what
it keeps grows with the launch's waves, not with its loop's trips. The host's memory caps
every record, a budget's too: a launch past it is a LaunchError naming the limit, not a
process the host stops.

    4096^3 Triton matmul at loops=4 (63 trips): trips 1-8 kept, 15, 16, 23, 24, ..., 55, 56
    signed (loops.probe_trips), and past the first workgroup (run alone first: ``lead``) 61
    and 62 too, the other 41 run natively; with xcds the lines of one wave in eight read

What the recorder may keep is bound.py's (its limit), the polls it notes polls.py's, and what
it takes of a loop cut's trips for their signs signing.py's.

A launch on several workers (emu/workers.py) is recorded by each worker for its share of the
batches, and the launching process appends their records to its own (shares.py): the record
one process makes; the limit holds for what they keep together.
"""
from contextlib import contextmanager

import numpy as np

from ..emu.dispatch import strided
from ..emu.executor import loop_trips
from ..isa.issue import GDS, LDS, SMEM, VMEM
from ..semantics.smem import CLOCK_STEP, ScalarAccess
from ..semantics.vmem import VectorAccess
from .bound import WAVE_WEIGHT, RecordBound
from .lds import LDS_TALLY, lds_cost
from .loops import loops_access_memory
from .memory.requests import Requests, joined, policy, requests_of
from .memory.system import LOAD, STORE, WAVE_LANES
from .ops import CLOCKS
from .polls import PollNotes
from .signing import CutSigning
from .unkept import Unkept

_COSTED = (LDS, VMEM, SMEM)     # the categories whose log records carry a cost per wave
NO_REQUEST = -1                 # the cost of a memory instruction that asks the hierarchy nothing


class Recorder(RecordBound, PollNotes, CutSigning):
    """The executor's checker hooks, recording streams; ``inner``: a checker to pass on to.

    It works per block (``begin``/``ran``: the executor runs blocks at full speed, the memory
    instructions' steps wrapped to take their costs first) unless ``inner`` works per
    instruction (``issue``)."""

    def __init__(self, banks, memory, inner=None, budget=None):
        self.banks = banks
        self.memory = memory            # DeviceConfig.memory: the hierarchy requests are for
        self.requests = []              # the Requests the costs of VMEM/SMEM entries index
        self._tables = None             # (requests, their length, request_tables())
        self._parts = []                # the Requests taken as arrays too (requests.joined)
        self.inner = inner
        self._bound(budget)
        self.log = []                   # (entries, global wave ids, costs per entry or None)
        self.timing_dependent = {}      # pc -> why its result depends on time
        self.wave_group = []            # per batch: the global workgroup of each wave
        # by an entry's pc (a launch's one code: an Entry's own hash, of all its fields, cost
        # a sixth of a loop cut's recording in dict lookups)
        self._kinds = {}                # pc -> (category, whether it loads)
        self._policies = {}             # pc -> its cache policy (memory/requests.py)
        self._taken = []                # costs taken in the block running now
        self._blocks = {}               # block -> (steps given, steps wrapped)
        self._executor = None
        self._groups = 0                # workgroups of the batches before the current one
        self.lds_bytes = 0              # LDS of one workgroup (the dispatch's)
        self.viewer = None              # the launch's ViewRecorder (gcnsim/view/), or None
        self.lds = dict.fromkeys(LDS_TALLY, 0)  # the DS instructions' bank clocks (lds_cost)
        self.clock_pcs = {}             # offset -> s_memtime / s_memrealtime that ran there
        self.code_base = 0              # the code's address: results name offsets in it
        self.code = None                # the code's CodeImage (timing/program.py keys on it)
        self.lines = None               # the code's LineTable (offsets from code_base), or None
        self.clocks = None              # wave -> the values its clock reads give (restart)
        self._reads = {}                # wave -> its clock reads so far
        self.keep_memory = False        # keep the memory as the launch found it (restart)
        self.saved = None               # (DeviceMemory, [(allocation, its bytes)]) if kept
        self._clocked = None, False     # a batch's CodeImage, whether it reads the clock
        self._again = False             # a second run: the checker has seen it all once
        self._loads = {}                # load pc -> what its waves loaded there last (polls.py)
        self.cut = None                 # a loops.RecordCut: what is left out, or None
        self.shared = None              # shares.Kept: what the launch's workers keep, or None
        self.first_wave = 0             # the first wave of the batches recorded here
        self._w = self._w_ids = None    # the waves a group runs by, their global ids (_ids)
        self.kept_streams = None        # {waves: (log, streams), ...} in streams_kept()
        self._stride = 1                # the dispatch's workgroup order (stride)
        self._unkept = None             # the checker of batches it keeps nothing of (watcher)
        self.workers = None             # the launch's workers=: the most processes its replays
                                        # run on at once (emu/jobs.py), or None (the cores)

    def hook(self, inner):
        """This recorder in the place of the launch's checker ``inner``."""
        self.inner = None if self._again else inner
        return self

    def restart(self, clocks):
        """Record the launch afresh, with the device memory put back as the first run found
        it and each wave's clock reads giving the values ``clocks`` (wave -> values) lists; a
        read past a wave's list gives its last value plus the counter's step per read."""
        memory, saved = self.saved
        live = {id(allocation) for allocation in memory.allocations}
        for allocation, data in saved:
            if id(allocation) in live:          # the launch's own (kernarg, ...) are gone
                allocation.data[...] = data
        self.clocks, self._reads, self._again = clocks, {}, True
        if self.first is None:
            self.first = self.kept
        self._cap()
        if self.viewer is not None:     # the view records this run afresh
            self.viewer.steps = []
        self.rewind()

    def rewind(self):
        """Forget what this run recorded (it runs again, or a worker starts its share). The
        instructions are classified again, so that the notes classifying makes (atomics,
        clock reads) are made again, in the order a first run makes them."""
        self.log, self.wave_group, self.requests = [], [], []
        self._tables, self._parts = None, []
        self._loads, self.timing_dependent = {}, {}     # the last run's loads are no poll
        self._kinds, self._blocks, self.clock_pcs = {}, {}, {}
        if self.cut is not None:
            self.cut.reset()
        self.lds = dict.fromkeys(LDS_TALLY, 0)
        self._executor, self._groups = None, 0
        self.kept = 0
        self.paced = self.least = None

    def start_group(self, group):
        """The batches recorded from now on start at workgroup ``group`` (a worker's share)."""
        self._groups = group

    def alone(self, code):
        """Why the launch's batches must be recorded by one process, or None: a kernel that
        reads the clock runs again from the memory the launch found (``restart``), which this
        process keeps as its first batch starts."""
        if _reads_clock(code):
            return "a timed kernel that reads the clock is recorded by one worker"
        return None

    def lead(self, code):
        """Workgroups the dispatch of ``code`` runs on their own first (emu/dispatch.py
        batches): one under a loop cut of code whose loops access vector memory or LDS, from
        which the later waves learn the trips they take (loops.RecordCut.ends) to sign the
        last ones (their lines or bank clocks taken as they run): the trips a cut neither
        keeps nor signs run natively (a compiled loop's), cheaper twice than a block run a
        trip; else 0: the first batch runs with the others, and in a launch of one batch its
        waves sign the last trips from a journal (RecordCut.journal_batch), every block run
        once (trial 15's loops at loops=4 ran twice before)."""
        if self.cut is None or not self.cut.keep:
            return 0
        return int(loops_access_memory(code))

    def stride(self, code, entry, whole):
        """The stride of the dispatch's workgroup order (emu/dispatch.py batches, strided):
        with ``xcds`` X under a loop cut, X where every workgroup is ``whole``, no checker or
        viewer but this one watches and the
        kernel at ``entry`` holds nothing by which its workgroups may communicate (the rule by
        which a launch's batches run on several workers at once, emu/workers.py): the timed
        XCD's workgroups (0, X, 2X, ...) then run in batches of their own, the others'
        batches none of whose waves the record keeps or signs (their trips natively, nothing
        costed); else 1. Each wave's stream, costs and signs are those of the launch in
        order (a wave's records depend on its own lanes alone); its number is its place in
        that order, its workgroup the launch's (``wave_group``), so the timed XCD's waves
        are numbered as in order among themselves (spatial.xcd_recorder renumbers them)."""
        from ..emu.workers import communication
        xcds = 1 if self.cut is None else self.cut.xcds
        if xcds > 1 and whole and self.inner is None and self.viewer is None and \
                communication(code, entry) is None:
            self._stride = xcds
        else:
            self._stride = 1
        return self._stride

    def watcher(self, batch):
        """The checker of a Batch of the dispatch in ``stride``'s order: this recorder, or for
        one holding none of the timed XCD's workgroups (none of its waves kept or signed by
        its accesses) an unkept.Unkept, by which it runs as an untimed launch runs it, its
        counts the recorder's (the other XCDs' batches of the 4096^3 Triton matmul at
        loops=4 ran their kept and probed trips block by block)."""
        if self._stride > 1 and (batch.numbers % self._stride).all():
            if self._unkept is None:
                self._unkept = Unkept(self)
            return self._unkept
        return self

    def hand_off(self, groups_per_batch):
        """The shares.RecordHandOff by which workers hand their records to this one
        (emu/workers.py); batches of ``groups_per_batch`` workgroups."""
        from .shares import RecordHandOff
        return RecordHandOff(self, groups_per_batch)

    def release(self):
        """The launch is timed: drop what the replay has read (the log and the Requests) and
        the executor and the steps wrapped for it, which refer to the recorder (a cycle)."""
        self.log, self.requests, self._tables, self._parts = [], [], None, []
        self._executor, self._blocks, self._unkept = None, {}, None

    @property
    def per_block(self):
        return self.inner is None or getattr(self.inner, "per_block", False)

    @property
    def native_blocks(self):
        """Whether blocks may have native segments (native/tier.py): the recorder's wrapped
        steps (memory costs, loads that may poll) lead them, and a segment's entries are logged
        from the block as interpreted ones are, so the streams are the same."""
        return self.inner is None or getattr(self.inner, "native_blocks", False)

    def loop_trips(self, executor, block, idx):
        """Trips a compiled loop may take on its own: those the inner checker allows, within
        the limit of what is kept (the trip that ends the block's run counted in), so that a
        launch past it stops at the trip it would interpreted. Under a loop cut only trips it
        neither keeps nor signs (_unsigned_trips): the cut counts trips by the records, one a
        trip, where it keeps or signs them (a compiled loop's trips logged as one record were
        dropped or kept together: a sampled launch run again in a process, its loop compiled,
        lost its kept trips, 2,272 -> 256 cycles)."""
        if self.cut is not None and self.cut.keep:
            room = self._unsigned_trips(block, executor.wave_ids[idx])
        else:
            kept = self.kept if self.shared is None else self.shared.total(self.kept)
            room = (self.limit - kept) // (len(block.entries) * idx.size) - 1
        if self.inner is not None:
            room = min(room, loop_trips(self.inner, executor, block, idx))
        return max(0, room)

    def looped(self, executor, block, taken, idx):
        """``taken`` more trips of a compiled loop (the whole block each, no memory
        instruction: a segment led by one never loops on its own) ran before the one ``ran``
        logs."""
        if self.inner is not None:
            self.inner.looped(executor, block, taken, idx)
        entries = block.entries * taken
        ids = executor.wave_ids[idx]
        counted = False
        if self.cut is not None:
            counted = self.cut.looped(self.cut.loop_of(entries[0].pc), ids, block, taken)
            self.cut.enter(entries[0].pc, entries[-1].pc, ids, taken)
        self._append(entries, ids, (None,) * len(entries), signed=not counted)

    def issue(self, executor, entry, w, idx):
        if self.inner is not None:
            self.inner.issue(executor, entry, w, idx)
        self._batch(executor)
        if self.cut is not None:
            self.cut.enter(entry.pc, entry.pc, executor.wave_ids[idx])
        cost = self._cost(executor.st, w, entry, executor.env)
        if self._kind(entry)[1]:
            self._poll(executor.st, w, executor.env, entry, cost)
        self._append((entry,), executor.wave_ids[idx], (cost,))

    def begin(self, executor, block, w):
        steps = block.steps if self.inner is None else self.inner.begin(executor, block, w)
        self._batch(executor)
        self._taken = []
        if self.cut is not None:
            ids, first = self._ids(w), block.entries[0].pc
            self.cut.enter(first, block.entries[-1].pc, ids)
            where = self.cut.where(self.cut.loop_of(first), ids)
            if not where.some and (where.loop < 0 or not where.signing):
                return steps            # none of it is kept: no costs, native segments run it
        given, wrapped = self._blocks.get(block, (None, None))
        if given is not steps:          # the inner checker builds its steps once per block
            wrapped = [self._wrap(entry, step) for entry, step in zip(block.entries, steps)]
            self._blocks[block] = (steps, wrapped)
        return wrapped

    def ran(self, executor, block, count, w, idx):
        if self.inner is not None:
            self.inner.ran(executor, block, count, w, idx)
        entries = block.entries[:count]
        if self._taken:
            taken = iter(self._taken)
            costs = tuple(next(taken, None) if self._kind(entry)[0] in _COSTED else None
                          for entry in entries)
        else:                           # (nothing costed: a run whose waves are not kept)
            costs = (None,) * len(entries)
        self._append(entries, self._ids(w) if self.cut is not None else executor.wave_ids[idx],
                     costs)

    def _ids(self, w):
        """The global ids of the batch's waves ``w`` (the index array or slice by which the
        executor runs a group of waves: the same object while the group runs on), one array
        for every question of a block run and the runs after it (RecordCut.where keeps what
        it found of them while their trips stay)."""
        if w is not self._w:
            self._w, self._w_ids = w, self._executor.wave_ids[w]
            self._w_ids.flags.writeable = False         # (the log's records share it)
        return self._w_ids

    def _append(self, entries, ids, costs, signed=True):
        """Log a record of ``entries`` run by waves ``ids`` (their ``costs`` per entry): the
        waves a RecordCut keeps, all others; ``signed``: its run signed (RecordCut.sign),
        unless already counted (RecordCut.looped)."""
        cut = self.cut
        if cut is None or not entries:
            kept = None
        else:
            where = cut.where(cut.loop_of(entries[0].pc), ids)
            kept, trips = where.kept, where.trips
            cut.count(ids, len(entries))
            if signed:
                self._sign_run(entries, ids)
        if kept is not None:
            if not where.every:
                cut.drop(entries, where.left)
                if not where.some:
                    return
                ids, costs = ids[kept], tuple(None if c is None else np.asarray(c)[kept]
                                              for c in costs)
                trips = None if trips is None else trips[kept]
            cut.note(len(self.log), entries[0].pc, trips)
        self._keep(len(entries) * len(ids))
        self.log.append((entries, ids, costs))

    def waitcnt(self, st, w, counts):
        if self.inner is not None:
            self.inner.waitcnt(st, w, counts)

    def _wrap(self, entry, step):
        """``step`` with the entry's cost and poll check taken first; where ``step`` is the
        entry's own, what is taken is also its ``before``: a native segment may start at the
        entry (native/tier.py), the executor taking ``before`` ahead of it."""
        cat, load = self._kind(entry)
        if cat not in _COSTED:          # (a load is VMEM or SMEM: costed)
            return step

        def before(st, w, env):
            cost = self._cost(st, w, entry, env)
            self._taken.append(cost)
            if load:
                self._poll(st, w, env, entry, cost)

        def wrapped(st, w, env):
            before(st, w, env)
            return step(st, w, env)
        if step is entry.step:
            wrapped.before = before
        return wrapped

    def _cost(self, st, w, entry, env):
        """Per wave of ``w``: its LDS cost (lds.py), or the index of its memory Request (0 or
        NO_REQUEST for a wave a RecordCut leaves out)."""
        if self.cut is None:
            return self._cost_of(st, w, entry, env)
        waves = np.arange(st.n)[w]
        ids = self._ids(w)
        kept = self.cut.kept(entry.pc, ids)
        if kept is None or kept.all():
            found = self._cost_of(st, w, entry, env)
        else:
            found = np.full(waves.size, 0 if self._kind(entry)[0] == LDS else NO_REQUEST,
                            np.int64)
            if kept.any():
                found[kept] = self._cost_of(st, waves[kept], entry, env)
        if self.cut.keep:
            self._sign(st, (waves, ids), entry, env, found)
        return found

    def _cost_of(self, st, w, entry, env):
        if self._kind(entry)[0] == LDS:
            return lds_cost(entry.step, entry.inst.op, st, w, env, self.banks, self.lds)
        found = self._requests(st, w, entry, env)
        if found is None:               # no addresses (s_memtime, buffer_wbinvl1, ...): -1
            return np.full(np.arange(st.n)[w].size, NO_REQUEST, np.int64)
        first = len(self.requests)
        self.requests.extend(found)
        if isinstance(found, Requests) and found:
            self._parts.append((first, found[0], found.sizes, found.lines))
        return np.arange(first, first + len(found))

    def _requests(self, st, w, entry, env):
        """The memory Requests of waves ``w`` at ``entry`` (memory/requests.py), or None."""
        asks = self._policies.get(entry.pc, 0)
        if asks == 0:
            asks = self._policies[entry.pc] = policy(entry.inst, self._executor.code.target)
        return requests_of(entry.step, st, w, env, self.memory, asks)

    def _offset(self, entry):
        """An instruction's offset in its code (as ``gcnsim check`` reports it), by which the
        result names it."""
        return entry.pc - self._executor.code.base

    def _batch(self, executor):
        """On a new batch: its waves' global workgroups (waves come in dispatch order); the
        memory kept before the first one runs; the clock its reads take."""
        if executor is not self._executor:
            env = executor.env
            if self._clocked[0] is not executor.code:     # (a launch's batches share it)
                self._clocked = executor.code, _reads_clock(executor.code)
            if self.keep_memory and self.saved is None and self._clocked[1]:
                self.saved = env.memory, [(a, a.data.copy()) for a in env.memory.allocations]
            env.timer = None if self.clocks is None else self._timer
            self._executor = executor
            self._w = self._w_ids = None
            self.code_base = executor.code.base
            self.code = executor.code
            self.lines = executor.code.lines
            self.lds_bytes = env.lds.shape[1]
            local = executor.st.workgroup
            if not self.wave_group:
                self.first_wave = int(executor.wave_ids[0])
            first = (self.cut is not None and self.cut.keep and len(self.wave_group) == 1
                     and self.wave_group[0].min(initial=1) == 0)   # the launch's first ran
            groups = local.astype(np.int64) + self._groups      # in the dispatch's order
            if self._stride > 1:
                groups = strided(self.groups, self._stride)[groups]
            self.wave_group.append(groups)
            if self.cut is not None:
                self.cut.bind(executor.code, executor.wave_ids, self.wave_group[-1])
                if len(self.wave_group) == 1 and self._groups == 0 and \
                        int(local.max()) + 1 == self.groups:    # (the launch in one batch)
                    self.cut.journal_batch()
            if first:
                self.foresee(self.wave_group[0])
            elif self.first is None and (self.cut is None or not self.cut.keep):
                self.pace(local.size)
            self._keep(WAVE_WEIGHT * local.size)
            self._groups += int(local.max()) + 1

    def _timer(self, waves, realtime):
        """Env.timer: the value each wave of ``waves`` (batch indices) reads now."""
        values = np.empty(len(waves), np.uint64)
        for k, wid in enumerate(self._executor.wave_ids[waves].tolist()):
            n = self._reads.get(wid, 0)
            self._reads[wid] = n + 1
            given = self.clocks.get(wid, ())
            if n < len(given):
                values[k] = given[n]
            else:
                values[k] = (given[-1] if given else 0) + CLOCK_STEP * (n + 1 - len(given))
        return values

    def category(self, entry):
        """The issue category of a recorded entry (isa/issue.py)."""
        return self._kind(entry)[0]

    def _kind(self, entry):
        kind = self._kinds.get(entry.pc)
        if kind is None:
            kind = self._kinds[entry.pc] = self._classify(entry)
        return kind

    def _classify(self, entry):
        inst = entry.inst
        name = inst.op.name
        cat = entry.cls                 # the issue category (emu/program.py, isa/issue.py)
        if name in CLOCKS:
            self.clock_pcs[self._offset(entry)] = name
        elif "_atomic" in name or (cat in (LDS, GDS) and "_rtn" in name):
            self.timing_dependent[self._offset(entry)] = (
                f"{name}: atomics act in the functional run's order")
        step = entry.step
        load = (cat in (VMEM, SMEM) and isinstance(step, (VectorAccess, ScalarAccess))
                and step.kind == "load")
        return cat, load

    def coalescing(self):
        """The vector memory requests as the profile's launch figures (Profile.launch): a
        wave's instruction is one request, moving 64 lanes x its bytes a lane (a dwordx4
        load's wave 1 KiB: 8 lines of 128 bytes at best); scalar loads and cache maintenance
        (no lines) are not counted.
        "vector_requests", "vector_lines", "vector_bytes": the requests, the lines they touch
        and the bytes their waves would move with every lane active; "vector_instructions":
        the same per instruction, [offset, name, requests, lines, bytes], so that a scattered
        load is not averaged with its coalesced store; "load_lines", "load_lines_distinct":
        the lines loads request and how many of them differ (a line requested again is what
        a cache, or blocking through LDS, can reuse); "store_lines_distinct": the lines stores
        write (what the caches may still hold at the end)."""
        _, sizes, starts, lines = self.request_tables()
        # The log read once for the entries' request numbers, every number's entry then
        # tallied at once (not a pass of numpy calls on each entry's few numbers a record)
        numbered, numbers, owners, counts = {}, [], [], []
        vector = {}                     # per entry whether it is a vector memory one
        for run, _, costs in self.log:
            for entry, cost in zip(run, costs):
                if cost is None:
                    continue
                is_vector = vector.get(entry)
                if is_vector is None:
                    is_vector = vector[entry] = self._kind(entry)[0] == VMEM
                if is_vector:
                    numbers.append(cost)
                    owners.append(numbered.setdefault(entry, len(numbered)))
                    counts.append(cost.size)
        found = np.concatenate(numbers) if numbers else np.zeros(0, np.int64)
        owner = np.repeat(np.array(owners, np.int64), np.array(counts, np.int64))
        kept = found >= 0
        found, owner = found[kept], owner[kept]
        kept = sizes[found] > 0
        found, owner = found[kept], owner[kept]
        entries = list(numbered)
        requested = np.bincount(owner, minlength=len(entries))
        touching = np.bincount(owner, sizes[found], len(entries)).astype(np.int64)
        first = np.full(len(entries), -1, np.int64)  # per entry its first request (one
        which, at = np.unique(owner, return_index=True)     # instruction: one kind)
        first[which] = found[at]
        rows = [[entry.pc - self.code_base, entry.inst.op.name, n, count,
                 n * WAVE_LANES * entry.step.width.size]
                for entry, n, count in zip(entries, requested.tolist(), touching.tolist()) if n]
        kinds = [self.requests[k].kind if k >= 0 else "" for k in first.tolist()]

        def touched(prefix):
            """The lines of the requests of the entries whose kind starts with ``prefix``,
            one after another."""
            chosen = found[np.array([kind.startswith(prefix) for kind in kinds], bool)[owner]]
            if not chosen.size:
                return lines[:0]
            counted = sizes[chosen]
            at = np.repeat(starts[chosen] - np.concatenate([[0], np.cumsum(counted)[:-1]]),
                           counted)
            return lines[at + np.arange(int(counted.sum()))]
        loaded, stored = touched(LOAD), touched(STORE)
        return {"vector_requests": sum(row[2] for row in rows),
                "vector_lines": sum(row[3] for row in rows),
                "vector_bytes": sum(row[4] for row in rows),
                "vector_instructions": sorted(rows),
                "load_lines": int(loaded.size),
                "load_lines_distinct": _distinct_count(loaded),
                "store_lines_distinct": _distinct_count(stored)}

    def barrier_work(self):
        """The work before each ``s_barrier`` by the wave's place in its workgroup, as the
        profile's launch figures (Profile.launch): "barriers": [[offset, [the instructions a
        wave in place k issued since its previous barrier (or its start), on average]], ...]
        by offset: a workgroup whose waves do uneven work there waits at the barrier for its
        busiest (verdict.py). [] without barriers, or under a RecordCut, whose log leaves
        trips out (a count from it would be short)."""
        if self.cut is not None or not self.wave_group:
            return {"barriers": []}
        groups = np.concatenate(self.wave_group)
        number = np.arange(groups.size)
        first = np.full(int(groups.max()) + 1, groups.size)
        np.minimum.at(first, groups, number)
        place = number - first[groups]          # a workgroup's waves are numbered in a row
        places = int(place.max()) + 1
        since = np.zeros(groups.size, np.int64)
        sums = {}                               # offset -> (instructions, waves) per place
        for run, ids, _ in self.log:
            start = 0
            for j, entry in enumerate(run):
                if entry.inst.op.name != "s_barrier":
                    continue
                at = place[ids]
                work, met = sums.setdefault(entry.pc - self.code_base,
                                            (np.zeros(places), np.zeros(places)))
                work += np.bincount(at, since[ids] + j - start, places)
                met += np.bincount(at, minlength=places)
                since[ids] = 0
                start = j + 1
            since[ids] += len(run) - start
        return {"barriers": [[pc, [round(w / m, 1) if m else None for w, m in zip(*sums[pc])]]
                             for pc in sorted(sums)]}

    def request_tables(self):
        """memory/requests.py ``tables`` of the Requests, made once for every replay of the
        launch (sampled timing replays several) and its profiles."""
        held = self._tables
        if held is None or held[0] is not self.requests or held[1] != len(self.requests):
            self._tables = held = (self.requests, len(self.requests),
                                   joined(self.requests, self._parts))
        return held[2]

    def entries(self):
        """The distinct entries that ran."""
        return list(dict.fromkeys(entry for run, _, _ in self.log for entry in run))

    @contextmanager
    def streams_kept(self):
        """In the block, ``streams`` with ``want_codes`` gives again what it gave for this log
        (their arrays held until the block ends; nothing that takes them writes into them:
        the compiled replay copies the numbers, engine.py), and for a selection of waves
        (``only``) reads only the log's records that hold one of them, their entries
        numbered once (_numbered): the replays of one sampled launch (timing/sampling.py)
        each built the whole record's streams anew, then each numbered every entry of the
        log again to place a few workgroups' (histogram_lds at 2048 rounds on an MI250X of
        4 CUs: 0.2 s a replay, 17,000 records, 87,000 entries hashed). ``keep_streams``
        builds a selection's streams once for the replays of any part of it."""
        self.kept_streams = {}
        try:
            yield self
        finally:
            self.kept_streams = None

    def waves_of(self, workgroups):
        """Per wave whether its workgroup is one of ``workgroups`` (numbers)."""
        groups = (np.concatenate(self.wave_group) if self.wave_group
                  else np.zeros(0, np.int64))
        chosen = np.zeros(int(groups.max(initial=-1)) + 1, bool)
        chosen[np.asarray(workgroups, np.int64)] = True
        return chosen[groups]

    def keep_streams(self, workgroups):
        """In streams_kept's block: the streams (with ``want_codes``) of the waves of
        ``workgroups`` built once, which ``streams`` gives again for any selection of waves
        within them (the streams of waves outside it empty, of those in it whole: a replay
        reads only its own waves' places). A sampled launch's windows and its check of the
        CUs apart (timing/sampling.py) are replays of parts of one selection: each built the
        same offsets over every wave of the log (262,144 at 2048 rounds on 4 CUs) anew."""
        only = self.waves_of(workgroups)
        found = self.streams(only.size, True, only)
        self.kept_streams["selected"] = self.log, only, found

    def streams(self, waves, want_codes=False, only=None):
        """(entries, (numbers, costs), offsets, issued): the entries that ran, every wave's
        stream as entry numbers with their costs (an LDS instruction's cost, a memory
        instruction's Request itself or NO_REQUEST), wave k's at ``offsets[k]:offsets[k + 1]``
        of the flat lists, and per entry number the waves that ran it (how often it issues).
        ``want_codes``: the numbers and the costs as int arrays instead (a Request as its
        number in ``requests``; the compiled CU's, native_cu.py). ``only``: per wave whether
        its stream is wanted (the others' empty; ``issued`` counts every wave's all the
        same), None for all: a sampled replay's few workgroups (3% of a 2048-round launch)
        need not have the whole record's streams built; their offsets then an int64 array
        (the few waves' places read by number, not a list of every wave's).
        Each log record's waves are distinct, so its entries go straight to each wave's next
        free places (no sort)."""
        kept = self.kept_streams if want_codes else None
        if (kept is not None and only is None and waves in kept
                and kept[waves][0] is self.log):
            return kept[waves][1]
        held = None if kept is None or only is None else kept.get("selected")
        if (held is not None and held[0] is self.log and held[1].size == only.size
                and not (only & ~held[1]).any()):
            return held[2]
        entries, issued, numbered, shared_at, lengths, ids, record = self._numbered(kept)
        counts = np.bincount(ids, lengths[record], waves).astype(np.int64)
        if only is not None:
            counts[~only] = 0
            # the records that hold a wanted wave, in log order
            chosen = np.flatnonzero(np.bincount(record, only[ids], len(numbered))).tolist()
        else:
            chosen = range(len(numbered))
        offsets = np.zeros(waves + 1, np.int64)
        np.cumsum(counts, out=offsets[1:])
        flat = np.empty(offsets[-1], np.int32)
        # Each costed place's cost as an int first (an LDS cost, or the number of its Request),
        # made objects once at the end: assigning into an object array a record at a time
        # boxed every int anew.
        codes = np.zeros(offsets[-1], np.int64)
        costed = np.zeros(offsets[-1], bool)
        shared = np.zeros(offsets[-1], bool)            # of them, the LDS costs
        cursor = offsets[:-1].copy()
        log = self.log
        for index in chosen:
            run, wave_ids, costs = log[index]
            nums = numbered[index]
            wanted = None if only is None else only[wave_ids]
            if wanted is not None and not wanted.all():
                wave_ids = wave_ids[wanted]
                costs = [None if cost is None else np.asarray(cost)[wanted] for cost in costs]
            at = cursor[wave_ids]
            flat[at[:, None] + np.arange(len(run))] = nums
            for j, cost in enumerate(costs):
                if cost is not None:
                    codes[at + j] = cost
                    costed[at + j] = True
                    if shared_at[nums[j]]:
                        shared[at + j] = True
            cursor[wave_ids] = at + len(run)
        if want_codes:
            found = entries, (flat, codes), offsets if only is not None else offsets.tolist(), \
                issued
            if kept is not None and only is None:
                kept[waves] = self.log, found
            return found
        return entries, (flat.tolist(), self._costs(codes, costed, shared)), offsets.tolist(), \
            issued

    def _numbered(self, kept=None):
        """``streams``' numbering of the log: (the entries that ran, per entry number the
        waves that ran it, per record its entries' numbers, per entry number whether it is an
        LDS instruction, per record its run's length, every record's waves one after another,
        and per wave of those its record's index); held in ``kept`` (streams_kept's) for
        this log. Entries are looked up by identity first (a record's entries are the
        executor's, the same objects run after run; an Entry's hash is of all its fields),
        numbered by equality in the order they first run."""
        held = None if kept is None else kept.get("numbered")
        if held is not None and held[0] is self.log:
            return held[1]
        entries, numbers, by_id, issued, numbered = [], {}, {}, [], []
        for run, wave_ids, _ in self.log:
            nums = []
            for entry in run:
                number = by_id.get(id(entry))
                if number is None:
                    number = numbers.get(entry)
                    if number is None:
                        number = numbers[entry] = len(entries)
                        entries.append(entry)
                        issued.append(0)
                    by_id[id(entry)] = number
                issued[number] += len(wave_ids)
                nums.append(number)
            numbered.append(nums)
        shared_at = [self._kind(entry)[0] == LDS for entry in entries]
        lengths = np.fromiter(map(len, numbered), np.int64, len(numbered))
        sizes = np.fromiter((len(ids) for _, ids, _ in self.log), np.int64, len(self.log))
        record = np.repeat(np.arange(len(self.log)), sizes)
        ids = (np.concatenate([ids for _, ids, _ in self.log]).astype(np.int64) if self.log
               else np.zeros(0, np.int64))
        found = entries, issued, numbered, shared_at, lengths, ids, record
        if kept is not None:
            kept["numbered"] = self.log, found
        return found

    def _costs(self, codes, costed, shared):
        """``streams``' costs as a list: 0 where nothing is costed, the LDS cost where
        ``shared``, else the Request its code numbers (NO_REQUEST for -1)."""
        table = np.zeros(codes.size, object)
        # The Requests as an array that fancy indexing reads, NO_REQUEST (-1) at the end.
        requests = np.fromiter([*self.requests, NO_REQUEST], object, len(self.requests) + 1)
        asked = costed & ~shared
        table[asked] = requests[codes[asked]]
        table[shared] = codes[shared]
        return table.tolist()


def _reads_clock(code):
    """Whether any instruction of a CodeImage is s_memtime or s_memrealtime (decoded in
    order; words that do not decode are skipped)."""
    return any(inst.op.name in CLOCKS for _, inst in code.instructions())


def _distinct_count(numbers):
    """How many of ``numbers`` differ, by a sort: np.unique hashes them (numpy 2.4), most of
    the 4 s CPU coalescing took for a 2048-round saxpy on an MI250X of 4 CUs (its loads' 2.2M
    lines; 200,000 lines at 512 rounds: 1.2 s, by a sort and the log read once 0.04 s)."""
    ordered = np.sort(numbers)
    return int(np.count_nonzero(ordered[1:] != ordered[:-1])) + (ordered.size > 0)
