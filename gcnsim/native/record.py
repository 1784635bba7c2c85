"""A code's hotness kept from one process to the next (tier.py's tiering reads it).

A code's record (``Record``, in the disk cache: cache.read_record) carries hotness from one
process to the next: per block, the most interpreted seconds one process spent on it, their
sum over processes and whether one made functions of its segments, written after a launch
once the code's count grew KEEP_SECONDS and doubled since the last write, or functions of
another block were made (a code launched n times natively writes it ~log2(n) times, not n:
the Triton corpus's later rounds spent 13% of their time writing records), and as the code
goes or the process ends where it grew since (NativeTier.ending). A later process
counts a block's most (where functions were made) besides its own for cutting it and for
loading its segments (so a kernel whose segments are cached and that ran hot before runs
natively from its first launch: tier.FIRST_CUT_TIMES), and once a launch of the code ended in
this process the sum for cutting it, loading its segments and compiling them at O0 (a
segment no process's own count paid for stayed interpreted in every process: the Triton
corpus's repeated launches 10-15% interpreted). Never in a code's first launch in a process
(compiling for the sum started the JIT in launches that then compiled by their own
counts: the Triton corpus's first launches in a third process 0.26 -> 0.81 s CPU), nor at O2
(50 ms a segment, compiled round after round).

    record = Record(code); most, summed = record.of(block); record.keep({block: s}, made)
"""
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
        # what earlier processes spent where they made functions (counted by the process)
        self.expected = sum(most for most, _, made in self.seconds.values() if made)

    def of(self, block):
        """(most one earlier process spent on ``block`` where one made functions of its
        segments, else 0; what all of them spent)."""
        most, summed, made = self.seconds.get(block.entries[0].pc - self.base, (0, 0, False))
        return (most if made else 0.0), summed

    def keep(self, spent, made, ending=False):
        """Add this process's ``spent`` ({block: seconds so far}; ``made``: the blocks with
        functions of their segments made) to the record where it grew KEEP_SECONDS and as much
        as it had at the last write, or more blocks have functions made (a write costs ~0.3
        ms), or, as the code goes or the process ends (``ending``), where it grew at all, over
        what the record holds now (another process may have written since)."""
        total = sum(spent.values())
        if len(made) <= self.made and (total <= self.written if ending else (
                total - self.written < max(KEEP_SECONDS, self.written))):
            return
        from .cache import read_record, write_record    # noqa: PLC0415 - (after each launch:
        #                                                 imported only when it writes)
        self.written, self.made = total, len(made)
        now = read_record(self.key)
        for block, seconds in spent.items():
            offset = block.entries[0].pc - self.base
            most, summed, was = now.get(offset, (0.0, 0.0, False))
            now[offset] = (max(most, seconds), summed + seconds - self.added.get(offset, 0.0),
                           was or block in made)
            self.added[offset] = seconds
        write_record(self.key, now)
