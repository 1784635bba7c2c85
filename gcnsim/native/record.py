"""A code's hotness kept from one process to the next (tier.py's tiering reads it).

A code's record (``Record``, in the disk cache: cache.read_record) carries hotness from one
process to the next: per block, the most interpreted seconds one process spent on it, their
sum over processes and whether one made functions of its segments. After each launch the
record notes what this process spent (``keep``) and writes it once the code's count grew
KEEP_SECONDS and doubled since the last write, or functions of another block were made (a
code launched n times natively writes it ~log2(n) times, not n: the Triton corpus's later
rounds spent 13% of their time writing records); what is noted and not written is written as
the code's NativeTier goes or the process ends (``ending``, its finalizer: the record holds
no block, so no device memory), where a block may yet have a segment made. (Written only as
the process ended, the codes a benchmark drops one after another kept up to half of what
they spent: a second process of the Triton corpus compiled their epilogues mid-rounds.)

A later process counts a block's most (where functions were made) besides its own for
cutting it and for loading its segments (so a kernel whose segments are cached and that ran
hot before runs natively from its first launch: tier.FIRST_CUT_TIMES), and once a launch of
the code ended in this process the sum and as much again as the most one process spent (this
one expected to spend it too: its code is launched again, as in the one that spent most) for
cutting it, loading its segments and compiling them at O0 (a segment no process's own count
paid for stayed interpreted in every process: the Triton corpus's repeated launches 10-15%
interpreted; with the sum alone a second process compiled the epilogues of a corpus run
before midway through its rounds, where this pays at its second launch). Never in a code's
first launch in a process (compiling for the sum started the JIT in launches that then
compiled by their own counts: the Triton corpus's first launches in a third process 0.26 ->
0.81 s CPU), nor at O2 (50 ms a segment, compiled round after round).

    record = Record(code); most, summed = record.of(block)
    record.keep({offset: s}, made, waiting); record.ending(pid)
"""
import os

KEEP_SECONDS = 0.02                 # a code's interpreted seconds between writes of its Record


class Record:
    """What processes spent interpreting a code's blocks, kept in the disk cache
    (cache.read_record) for the processes after them (module docstring): per block the most
    one process spent (a block whose cached segments that pays for loading is cut and loaded at
    first sight) and the sum over every process (which cuts a block from the code's second
    launch in a process on)."""

    def __init__(self, code):
        import hashlib                              # noqa: PLC0415
        from .cache import read_record              # noqa: PLC0415
        self.key = hashlib.sha256(code.target.name.encode() + code.data).hexdigest()
        self.base = code.base
        self.seconds = read_record(self.key)    # block offset -> (most one process, sum, made)
        self.added = {}                         # block offset -> this process's part of sum
        self.written = 0.0                      # this process's seconds when last written
        self.made = 0                           # blocks with functions made when last written
        self.spent = {}                         # block offset -> this process's seconds, and
        self.made_now = set()                   # the blocks with functions made, as noted
        self.waiting = False                    # after the last launch (keep)
        # what earlier processes spent where they made functions (counted by the process)
        self.expected = sum(most for most, _, made in self.seconds.values() if made)

    def of(self, block):
        """(most one earlier process spent on ``block`` where one made functions of its
        segments, else 0; what all of them spent and that most again, which this process is
        expected to spend once its code is launched again: module docstring)."""
        most, summed, made = self.seconds.get(block.entries[0].pc - self.base, (0, 0, False))
        return (most if made else 0.0), summed + most

    def keep(self, spent, made, waiting):
        """Note this process's ``spent`` ({block offset: seconds so far}), ``made`` (the
        offsets of the blocks with functions of their segments made) and whether a block may
        yet have a segment made (``waiting``), after a launch; write them where the count grew
        KEEP_SECONDS and as much as it had at the last write, or more blocks have functions
        made (a write costs ~0.3 ms)."""
        self.spent, self.made_now, self.waiting = spent, made, waiting
        total = sum(spent.values())
        if len(made) > self.made or total - self.written >= max(KEEP_SECONDS, self.written):
            self._write(total)

    def ending(self, pid):
        """Write what ``keep`` noted and no write took, where a block may yet have a segment
        made (a code all of whose are made gains nothing), as the code's NativeTier goes or
        the process ends (its finalizer: dispatch.native_tier); never in another process
        than ``pid`` (a forked worker inherits the finalizer)."""
        total = sum(self.spent.values())
        if os.getpid() != pid or not self.waiting or total <= self.written:
            return
        try:
            self._write(total)
        except Exception:       # noqa: BLE001 - a record not written costs only hotness
            return

    def _write(self, total):
        """Add what this process noted to the record, over what it holds now (another process
        may have written since)."""
        from .cache import read_record, write_record    # noqa: PLC0415 - (after each launch:
        #                                                 imported only when it writes)
        self.written, self.made = total, len(self.made_now)
        now = read_record(self.key)
        for offset, seconds in self.spent.items():
            most, summed, was = now.get(offset, (0.0, 0.0, False))
            now[offset] = (max(most, seconds), summed + seconds - self.added.get(offset, 0.0),
                           was or offset in self.made_now)
            self.added[offset] = seconds
        write_record(self.key, now)
