"""Every core: one launch's batches of workgroups shared among worker processes.

Workgroups that cannot communicate may run anywhere in any order, so a launch past
dispatch.PARALLEL_ITEMS work-items (or one given ``workers=``) is cut into chunks of its
batches, run by the launching process and the processes of a team kept with the Device's
memory between launches (a fork server: emu/pool.py), which is sent the dispatch's Share;
each process runs a chunk of its own, then takes the next no one has. A launch whose Share
does not pickle (an ``init`` of the user's that does not) forks a team of its own, which
inherits it. Device memory is in shared mappings the workers write in place, each process
marks the dwords it touches, and each saves the bytes it is about to change first, in the
launch's undo record, until the launch is known good (emu/shared.py).

One worker runs the launch when its workgroups may communicate. The rules, in the order they
are asked (``Plan.rule`` names the one that decided, DispatchResult.worker_rule keeps it):

    not Linux, one core, a worker process (a pool's point), one batch     -> 1
    a budget, or a checker that collects (warn mode, adversarial)         -> 1: both count
                                                                        across the launch
    timed, of a kernel that reads the clock (timing/record.py ``alone``)  -> 1
    races= (emu/races.py: one shadow of the whole launch's memory)        -> 1
    global/flat/scalar atomics, GDS or GWS in the launched kernel's code  -> 1
        (what it reaches: its own instructions and its callees', not the other kernels of
        its code object; a call through an address kept in a register, as -O0 code makes
        them, may go to any code address the reached code builds; where the callee cannot
        be known, the reason says so and the whole code object counts)
    a cross-workgroup write conflict seen while running                   -> rerun with 1

For the last rule each worker sends with its result which blocks of dwords it marked; only
where one worker's written blocks meet another's are those blocks' marks compared: a dword one
worker wrote and another read or wrote is a conflict, and the launch runs again from the bytes
it started with.

A fault is the launch's error (the earliest chunk's, as one worker would meet it first); a
worker that dies is a WorkerError naming its batches. Either way, and on Ctrl-C, the team is
ended and joined and device memory holds the bytes from before the launch when the error
leaves: no process outlives the launch's error, no mapping its device memory.

A timed launch's workers record their chunks (``record``: the recorder's hand-off,
timing/shares.py, sent with the Share: each worker records with its copy of the recorder): the
launching process takes chunks from the first on, recording them in place, the workers from
the last on, each chunk's record sent with its result; the launching process appends them to
its own in chunk order, which is how one process would have recorded the launch.
"""
import multiprocessing
import os
import sys
from dataclasses import dataclass

from ..analysis.cfg import CfgError, build_cfg
from . import pool
from .pool import WorkerError
from .shared import SharedLaunch, Unprepared, conflict

COMMUNICATING_DS = ("ds_gws_", "ds_ordered_count", "ds_append", "ds_consume")
TIMED_CHUNKS = 8    # chunks of a timed launch a worker: the launching process takes them from
                    # the first on (recorded in place), the workers from the last on (each
                    # chunk's record handed over), so they meet where the workers' handing
                    # over and this process's merging balance
GUIDE = 2           # a chunk is 1 / (GUIDE x workers) of the batches not yet in a chunk (at
                    # least one): large first, one batch at the end, so the last process to
                    # finish waits for at most a batch (a 2^24 saxpy: 256 batches of ~0.6 ms;
                    # 2 workers: 64, 48, 36, 27, ..., 1: 24 chunks)

__all__ = ["Plan", "plan", "communication", "shares", "guided", "run", "SharedLaunch",
           "WorkerError", "Unprepared"]


@dataclass(frozen=True)
class Plan:
    """How many processes run a launch, and the rule that decided it."""
    workers: int
    rule: str


def plan(options, code, batch_count, entry=None):
    """The Plan of a launch of ``batch_count`` batches (``options``: its LaunchOptions) of the
    kernel at ``entry`` of ``code`` (None: any of the code)."""
    if not sys.platform.startswith("linux"):
        return Plan(1, "workers are tested on Linux only: one worker")
    asked = options.workers or len(os.sched_getaffinity(0))
    if asked == 1:
        return Plan(1, "one core: one worker")
    if multiprocessing.parent_process() is not None:
        return Plan(1, "run inside a worker process (a pool's point): one worker")
    if batch_count < 2:
        return Plan(1, "one batch of workgroups: one worker")
    if options.budget is not None:
        return Plan(1, "a budget counts the whole launch: one worker")
    if not _raises(options.checker):
        return Plan(1, "the checker collects events of the whole launch: one worker")
    alone = options.timing.alone(code) if options.timing is not None else None
    if alone:
        return Plan(1, alone)
    if options.races:
        return Plan(1, "races= keeps one shadow of the launch's memory: one worker")
    if options.viewer is not None:
        return Plan(1, "view= records in this process: one worker")
    found = communication(code, entry)
    if found:
        return Plan(1, f"workgroups may communicate ({found}): one worker")
    return Plan(min(asked, batch_count), f"{min(asked, batch_count)} workers")


def _raises(checker):
    """Whether a checker only ever raises (the dynamic checker in its error mode)."""
    return checker is None or (getattr(checker, "mode", None) == "error"
                               and getattr(checker, "trace", None) is None)


def communication(code, entry=None):
    """The first instruction of the kernel at ``entry`` of ``code`` by which workgroups may
    communicate (an atomic on memory, a GDS access, GWS or an ordered count), as text; None if
    there is none. The kernel's code is what it reaches (_reached): the other kernels of its
    code object do not count; where what it reaches cannot be known, the text says why."""
    instructions, unknown = _reached(code, entry)
    for inst in instructions:
        name, enc = inst.op.name, inst.fmt.enc
        if enc == "DS":
            if inst.fields.get("gds", 0) or name.startswith(COMMUNICATING_DS):
                return name if unknown is None else f"{name} in the code object: {unknown}"
        elif "_atomic" in name:
            return name if unknown is None else f"{name} in the code object: {unknown}"
    return None


def _reached(code, entry):
    """(the instructions of ``code`` the kernel at ``entry`` reaches, None), its own and its
    callees' (analysis/cfg.py, which follows LLVM's calls); a call whose callee the graph
    cannot follow (-O0 code keeps callees' addresses in VGPR lanes) may go to any code address
    the reached code builds (Cfg.built: they are followed too, until no new one is built),
    as a code object without relocations holds no code address in its data. Else (every
    instruction of the code, why): ``entry`` None, code the graph refuses, a call through an
    address where the code object has relocations, an indirect branch other than
    s_setpc_b64 (LLVM's return: AMDGPU emits no jump tables)."""
    every = [inst for _, inst in code.instructions()]
    if entry is None:
        return every, None
    entries = {"kernel": entry - code.base}
    while True:
        try:
            cfg = build_cfg(code.data, code.target, entries)
        except CfgError as err:
            return every, f"its flow cannot be followed ({err})"
        through = sorted(offset for offset, callee in cfg.calls.items() if callee is None)
        branch = next((offset for offset in cfg.indirect if offset not in cfg.calls and
                       cfg.at(offset)[1].op.name != "s_setpc_b64"), None)
        if branch is not None:
            return every, (f"the target of {cfg.at(branch)[1].op.name} at pc "
                           f"0x{code.base + branch:x} cannot be known")
        if through and code.relocated:
            return every, (f"the callee of the call at pc 0x{code.base + through[0]:x} cannot "
                           f"be known (an address in registers, and the code object's "
                           f"relocations may put code addresses in its data)")
        more = {f"0x{a:x}": a for a in cfg.built if 0 <= a < len(code.data)} if through else {}
        if set(more.values()) <= set(entries.values()):
            return [inst for block in cfg.blocks.values() for _, inst in block.instructions], None
        entries.update(more)


def shares(batch_count, workers):
    """Contiguous runs [first, end) of batch indices, one per worker."""
    bounds = [batch_count * k // workers for k in range(workers + 1)]
    return list(zip(bounds, bounds[1:]))


def guided(batch_count, workers):
    """Contiguous runs [first, end) of batch indices in order, each 1 / (GUIDE x ``workers``)
    of those left (at least one batch)."""
    chunks, first = [], 0
    while first < batch_count:
        end = first + max(1, (batch_count - first) // (GUIDE * workers))
        chunks.append((first, end))
        first = end
    return chunks


def run(launch, run_share, batch_count, workers, progress, record=None):
    """Run ``run_share(first, end, report)`` over ``batch_count`` batches in ``workers``
    processes (``launch``: the SharedLaunch): this one and a team's (emu/pool.py), each its own
    chunk of the batches first, then those no one has taken yet (``guided``: whoever is free
    takes the next); ``report(groups)`` is ``progress`` (None: no one hears, and the workers
    tell nothing). ``record``: a timed launch's RecordHandOff (timing/shares.py), or None; a
    timed launch's workers take its chunks from the last on (TIMED_CHUNKS). The results in
    batch order, or None when two workers touched each other's dwords (the record then rewound
    for the run again); the earliest chunk's fault raised."""
    with pool.placed(workers) as cpus:
        return _placed(launch, run_share, batch_count, workers, progress, record, cpus)


def _placed(launch, run_share, batch_count, workers, progress, record, cpus):
    """``run``, each process on its CPU of ``cpus`` while it runs chunks (None: any)."""
    if record is None:
        chunks = guided(batch_count, workers)
        claims = (workers, len(chunks), launch.epoch, cpus)
    else:
        chunks = shares(batch_count, min(batch_count, TIMED_CHUNKS * workers))
        claims = (1, len(chunks) - workers + 1, launch.epoch, cpus)
    memory, watched, private = launch.memory, frozenset(launch.watched), launch.private
    tell, progress = progress is not None, progress or pool.unheard
    team, alone, good = None, False, False
    try:
        pool.prepare(run_share.tier == "native")
        team = pool.kept(memory, workers - 1, run_share.code)
        if record is not None:
            record.fork(workers, team.claims.slots)
        launch.scratch = team.claims.scratch        # before any worker may store
        alone = not team.send(run_share, chunks, claims, launch.allocations, watched,
                              private, tell, record)
        if alone:                       # a team of this launch's own, which inherits it
            if record is not None:
                record.fork(workers)
            team = pool.Team(memory, workers - 1, claims=claims, first=[
                (run_share, chunks, k, False, watched, private, tell) if record is None else
                (record.recording(run_share, k), chunks, len(chunks) - k, True, watched,
                 private, tell) for k in range(1, workers)], launch=launch)
        launch.track()
        try:
            with pool.pinned(-1 if cpus is None else cpus[0]):
                own, fault = pool.claimed(run_share, chunks, 0, team.claims,
                                          team.watching(progress), 0)
        finally:
            launch.untrack()
        mine = launch.marks.summary()       # while the others may still run
        done, summaries, faults = team.gather(progress)
        faults += [fault] if fault is not None else []
        if faults:                      # the earliest chunk's, as one worker would meet it
            raise min(faults, key=lambda found: found[0])[1]
        launch.summaries = [mine] + summaries
        found = conflict(launch.tracked, launch.summaries, lambda k, address, blocks: (
            launch.marks.raw(address, blocks) if k == 0 else team.raw(k, address, blocks)))
        results = [result for _, result in sorted(own + done, key=lambda found: found[0])]
        if record is not None:          # this process's chunks first, recorded in place
            parts = [part for _, part in results[len(own):]]
            results = results[:len(own)] + [result for result, _ in results[len(own):]]
            record.rewind() if found else record.merge(parts)
        good = True
    finally:
        if record is not None:
            record.close()
        if alone and team is not None:
            team.close()
        elif not good:
            pool.end(memory)            # a kept team whose launch failed is not kept
    return None if found else results

