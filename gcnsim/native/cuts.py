"""A block cut into segments (``lowered_cut``: runs of the entries lower.py lowers, tier.py
says which), and a code's cuts kept from one process to the next, so that a process whose
disk cache holds a segment's function loads and calls it without lowering its block.

Lowering (lower.py: ~30 us an instruction) is what cutting a block costs; it is needed to
compile a segment, but loading and calling a cached function needs only what tiering
weighs (instructions, MFMA multiply-adds, memory accesses), the function's name, the highest
VGPR it names and its memory instructions' descriptor rows (memory.descriptors). A segment's
``Kept`` is those; a code's ``Cuts`` keeps, per block cut (its offset and end in the code, its
inner branches and the entries a checker captures or leads: all a cut depends on besides the
code), its segments' bounds, closing branches and Kept, in one file of the disk cache per code
(``cuts-<key>``, key: the SHA-256 of the translator's sources, cache.sources_digest, and of the
code's target and bytes, record.Record.key). A block found there becomes its segments with no
lowering; a segment is lowered only when its function is compiled (tier.Segment.lowered).

The file is checked, never trusted: a magic line, the SHA-256 of the text after it and JSON
naming its own key; a corrupt, truncated or misplaced file reads as empty (its blocks are
lowered, and the file written again after the launch, written atomically as cache.py does). A
segment compiled from a kept cut is lowered then and its Kept made afresh: where it differs
from the kept one (a stale entry) the fresh one is taken, the cut dropped from the file, and
a segment whose entries no longer lower as one stays interpreted.

    kept = Kept.of(lowered, "s_cbranch_scc1")       # digest, count, macs, accesses, vgprs, rows
    cuts = Cuts(record); cuts.get(block, (), ()) -> [(start, end, edge, Kept)] or None
    cuts.put(block, (), (), found); cuts.keep()     # after a launch: merged with the file's
"""
import functools
import hashlib
import json
from dataclasses import astuple, dataclass

from ..isa.issue import VALU
from .cache import cache_dir, sources_digest, write_file
from .tier import JIT_LOCK

MAGIC = "gcnsim-cuts-1"
# branches a compiled loop may close itself (lower.BACK_EDGES; named here so that a block cut
# as kept imports no translator)
BACK_EDGES = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
              "s_cbranch_execz", "s_cbranch_execnz", "s_branch")
PASSIVE = ("nop", "branch", "barrier")     # units that compute nothing (no segment of only them)


def lowered_cut(block, target, captured=(), leads=()):
    """[(start, end, back edge, (Lowered...))] of ``block``'s segments on ``target``: maximal
    runs of entries the translator covers, none ``captured``, each started by a ``lead`` and
    ended before a VALU entry that an EXEC writer of the run precedes (tier.py), with at least
    one that computes something."""
    with JIT_LOCK:
        from .lower import lowering                 # noqa: PLC0415 - the translator once hot
    lowered = [None if k in captured else _lowered(lowering, e, target, k in block.inner)
               for k, e in enumerate(block.entries)]
    valu = [e.cls == VALU for e in block.entries] + [False]
    found, start, written = [], None, False
    for i, item in enumerate(lowered + [None]):
        if start is not None and (i in leads or item is None or (written and valu[i])):
            found.append(_run(block, lowered, start, i, leads))     # a lead starts one
            start = None
        if item is not None and start is None:
            start, written = i, False
        written = written or (item is not None and item.writes_exec)
    return [run for run in found if run is not None]


def splits(lowered, valu):
    """Whether entries ``lowered`` (whose VALU-class ones ``valu`` says) are no one segment: an
    entry the translator does not cover, or a VALU entry after an EXEC writer (its lanes are
    not those active at the segment's start, which the lane statistics count)."""
    written = False
    for item, is_valu in zip(lowered, valu):
        if item is None or (written and is_valu):
            return True
        written = written or item.writes_exec
    return False


def lowering(block, target, start, end):
    """A function lowering entries ``start``..``end - 1`` of ``block`` on ``target`` (a segment
    of a kept cut: tier.Segment.lowered calls it only to compile it)."""
    def lower():
        with JIT_LOCK:
            from .lower import lowering as lowered_form     # noqa: PLC0415
        return [_lowered(lowered_form, e, target, k in block.inner)
                for k, e in enumerate(block.entries[start:end], start)]
    return lower


def _run(block, lowered, start, end, leads):
    """(start, end, back edge, lowered) of entries ``start``..``end - 1`` as a segment, or None
    where none computes something; one led by a capture (``leads``) never loops on its own:
    each trip takes the capture, and one writing EXEC never loops (a trip's lanes are not the
    first's)."""
    run = tuple(lowered[start:end])
    if all(x.unit in PASSIVE for x in run):
        return None
    edge = None
    if not any(x.writes_exec for x in run) and start not in leads:
        edge = back_edge(block, start, end)
    return start, end, edge, run


def _lowered(lowering, entry, target, inner):
    try:
        return lowering(entry.inst, target, inner)
    except Exception:       # noqa: BLE001 - an operand the translator cannot read: interpreted
        return None


def back_edge(block, start, end):
    """The branch closing the block's loop when the segment is all the block before it (its
    target the block's first instruction), else None."""
    if start or end != len(block.entries) - 1:
        return None
    last = block.entries[-1]
    name = last.inst.op.name
    if name not in BACK_EDGES:
        return None
    simm16 = last.inst.fields.get("simm16", 0)
    offset = simm16 - (1 << 16) if simm16 & 0x8000 else simm16
    return name if last.pc + 4 + 4 * offset == block.entries[0].pc else None


@dataclass(frozen=True)
class Kept:
    """What a segment's function is loaded and called by, made from its lowering (``of``):
    ``digest`` names it (tier.Segment.name), ``count``, ``macs`` and ``accesses`` are what
    tiering weighs, ``vgprs`` one past the highest VGPR it names, ``rows`` its memory
    instructions' (shape, descriptor fields) and then its runs of LDS loads' (memory.rows)."""
    digest: str
    count: int
    macs: int
    accesses: int
    vgprs: int
    rows: tuple

    @classmethod
    def of(cls, lowered, back_edge=None):
        """The Kept of a segment running ``lowered`` (Lowered or memory.Access, in order)
        closed by ``back_edge``."""
        from .memory import rows                    # noqa: PLC0415 - the cut imported it
        text = f"{lowered!r} {back_edge}"
        vgprs = max([s.value + s.width for x in lowered for s in x.srcs if s.kind == "v"]
                    + [x.dst + x.width for x in lowered if x.unit == "valu" and x.dst is not None],
                    default=0)
        return cls(hashlib.sha256(text.encode()).hexdigest()[:24], len(lowered),
                   sum(x.macs for x in lowered if x.unit == "mfma"),
                   sum(x.unit == "mem" and x.space != "smem" for x in lowered), vgprs,
                   rows(lowered))

    @property
    def shapes(self):
        """What its access functions are compiled for, each once, in the rows' order."""
        return tuple(dict.fromkeys(shape for shape, _ in self.rows))

    def packed(self):
        """The Kept as JSON values (``unpacked`` reads them)."""
        return [self.digest, self.count, self.macs, self.accesses, self.vgprs,
                [[_packed_shape(shape), list(fields)] for shape, fields in self.rows]]

    @classmethod
    def unpacked(cls, values):
        digest, count, macs, accesses, vgprs, rows = values
        numbers = (count, macs, accesses, vgprs)
        if not isinstance(digest, str) or not all(type(x) is int for x in numbers):
            raise ValueError("not a kept segment")
        return cls(digest, *numbers, tuple((_unpacked_shape(_frozen(shape)), _ints(fields))
                                           for shape, fields in rows))


@functools.lru_cache(maxsize=None)
def _packed_shape(shape):
    """memory.Shape -> ("access", its fields...); lds.Loads -> ("loads", count, shape): once a
    process for each (a file written again packs every cut it holds: astuple was most of a
    write, and writes a tenth of the clang corpus's later rounds, profiled)."""
    from .lds import Loads                          # noqa: PLC0415
    if isinstance(shape, Loads):
        return ("loads", shape.count, _packed_shape(shape.shape))
    return ("access", *astuple(shape))


def _frozen(values):
    """A packed shape's JSON lists as tuples (``_unpacked_shape``'s key)."""
    return tuple(_frozen(x) if isinstance(x, list) else x for x in values)


@functools.lru_cache(maxsize=None)
def _unpacked_shape(values):
    """The shape ``_packed_shape`` packed (one object a process for each: a corpus's
    segments share a few dozen)."""
    from .access import Shape                       # noqa: PLC0415
    from .lds import Loads                          # noqa: PLC0415
    if values[0] == "loads":
        return Loads(_unpacked_shape(values[2]), int(values[1]))
    if values[0] != "access" or len(values) != 1 + len(Shape.__dataclass_fields__):
        raise ValueError("not an access shape")
    return Shape(*values[1:])


def _ints(values):
    found = tuple(map(int, values))
    if list(found) != values:
        raise ValueError("descriptor fields are integers")
    return found


class Cuts:
    """The kept cuts of one code (module docstring): read from the disk cache on the first
    ``get``, written by ``keep`` where this process cut blocks the file did not have."""

    def __init__(self, record):
        """``record``: the code's record.Record (its key names the code)."""
        self.record = record
        self._key = None            # (the sources' digest read on first use)
        self.found = None           # variant -> [(start, end, edge, Kept)] (read once)
        self.added = {}             # variant -> its segments, cut in this process
        self.dropped = set()        # variants found stale (Segment.lowered)

    @property
    def key(self):
        """The SHA-256 of the translator's sources and of the code (module docstring)."""
        if self._key is None:
            text = f"{sources_digest()}\n{self.record.key}"
            self._key = hashlib.sha256(text.encode()).hexdigest()
        return self._key

    def variant(self, block, captured, leads):
        """The name of a block's cut: its offset and end in the code, its inner branches,
        the entries captured and leading."""
        base = self.record.base
        return (f"{block.entries[0].pc - base} {block.end - base} {sorted(block.inner)} "
                f"{list(captured)} {list(leads)}")

    def get(self, block, captured, leads):
        """[(start, end, back edge, Kept)] of the block's cut, or None where none is kept."""
        if self.found is None:
            self.found = read(self.key) if cache_dir() is not None else {}
        found = self.found.get(self.variant(block, captured, leads))
        return None if found is None else found()

    def put(self, block, captured, leads, segments):
        """Keep ``segments`` ([(start, end, back edge, Kept)]) as the block's cut."""
        variant = self.variant(block, captured, leads)
        self.added[variant] = segments
        self.dropped.discard(variant)
        if self.found is not None:
            self.found[variant] = lambda: segments

    def drop(self, variant):
        """Leave a stale cut out of the file (a segment of it lowered otherwise)."""
        self.dropped.add(variant)
        self.added.pop(variant, None)
        if self.found is not None:
            self.found.pop(variant, None)

    def keep(self):
        """Write the cuts this process added or dropped over what the file holds now
        (another process may have written since); nothing where there are none."""
        if not self.added and not self.dropped:
            return
        now = read(self.key)
        now.update({variant: lambda s=segments: s for variant, segments in self.added.items()})
        for variant in self.dropped:
            now.pop(variant, None)
        write(self.key, now)
        self.added, self.dropped = {}, set()


def path(key):
    """The file of the code whose cuts' key is ``key``, or None (cache off)."""
    where = cache_dir()
    return None if where is None else where / f"cuts-{key}"


def read(key):
    """{variant: a function giving its [(start, end, back edge, Kept)], or None where they
    are not as written} of the file ``key`` (each block's read when asked for); empty where
    there is none, or it is corrupt, truncated or another's (module docstring)."""
    where = path(key)
    try:
        magic, digest, text = where.read_text().split("\n", 2)
        if magic != MAGIC or hashlib.sha256(text.encode()).hexdigest() != digest:
            return {}
        data = json.loads(text)
        if data["key"] != key:
            return {}
        return {variant: functools.partial(_unpacked, segments)
                for variant, segments in data["cuts"].items()}
    except (OSError, AttributeError, ValueError, TypeError, KeyError, UnicodeDecodeError):
        return {}


def _unpacked(segments):
    try:
        return [(int(start), int(end), edge, Kept.unpacked(kept))
                for start, end, edge, kept in segments]
    except (ValueError, TypeError, KeyError, IndexError):
        return None


def write(key, cuts):
    """Keep ``cuts`` ({variant: a function giving its [(start, end, back edge, Kept)]}) as
    file ``key``, atomically (a cut read as bad left out)."""
    packed = {variant: found() for variant, found in cuts.items()}
    text = json.dumps({"key": key, "cuts": {
        variant: [[start, end, edge, kept.packed()] for start, end, edge, kept in segments]
        for variant, segments in packed.items() if segments is not None}},
        separators=(",", ":"))
    digest = hashlib.sha256(text.encode()).hexdigest()
    where = path(key)
    if where is not None:
        write_file(where, f"{MAGIC}\n{digest}\n{text}".encode())
