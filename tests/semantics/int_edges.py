"""Edge values for the integer instruction tables, and how a case list is formed from them.

A source kind names its edge set: 32-bit limits and sign boundaries, 16-bit values with
unrelated bits in the other half (an operation must ignore them), 64-bit limits, shift counts and
field widths around 16, 32 and 64, and bit patterns that exercise masks and byte lanes. A table
row's cases are the product of its sources' edge sets, cut down deterministically (every edge of
every source still appears) when the product grows past ``LIMIT``.

    >>> cases(("u32", "shift"))[:2]
    ((0, 0), (0, 1))
"""
import itertools
import random
from functools import lru_cache

M16, M32, M64 = 0xFFFF, 0xFFFFFFFF, (1 << 64) - 1
LIMIT = 6144

E32 = (0, 1, 2, 3, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x10000, 0x7FFFFF, 0x800000,
       0xFFFFFF, 0x1000000, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, M32, 0x12345678,
       0xDEADBEEF, 0xA5A5A5A5, 0x00FF00FF, 0xFF7F8001)
# 16-bit edges; the other half of the register holds junk (0xABCD) the operation must ignore
E16 = (0, 1, 2, 0x7F, 0x80, 0xFF, 0x100, 0x7FFE, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF, 0x1234,
       0xBEEF)
E64 = (0, 1, 2, M32, 1 << 32, (1 << 32) + 1, 0x7FFFFFFFFFFFFFFF, 1 << 63, (1 << 63) + 1,
       M64 - 1, M64, 0x123456789ABCDEF0, 0xFFFFFFFF00000000, 0x00000001FFFFFFFF,
       0x8000000080000000)
SHIFT = (0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 24, 31, 32, 33, 63, 64, 65, 0x80000000 | 1, M32)
# bit-field offsets / widths: every value 0..33 and a few with high bits set
FIELD = tuple(range(34)) + (63, 64, 0x7F, 0xFFFFFFE1, M32)
MASK = (0, 1)
# four 32-bit fields (the accumulators of v_mqsad_u32_u8), each at an edge
E128 = tuple(sum(f << (32 * i) for i, f in enumerate(fields)) for fields in (
    (0, 0, 0, 0), (M32, M32, M32, M32), (M32 - 1, 0, 0x7FFFFFFF, 1), (0x100, M32 - 0x3FB, 2, 3),
    (0x12345678, 0xDEADBEEF, 0x80000000, 0xFFFFFC00)))
# S_BFE's S1: offset [5:0] | width [22:16] << 16, with bits the instruction ignores set in some
BFE = tuple(o | (w << 16) | (0x80800000 if (o + w) % 3 == 0 else 0)
            for o in (0, 1, 7, 15, 16, 31, 32, 33, 63)
            for w in (0, 1, 8, 16, 17, 31, 32, 33, 48, 63, 64, 65, 127))
K16 = (0, 1, 2, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF, 0x1234)
# V_PERM_B32 selectors: every byte selector 0..15 in every byte position, and 0x10+ / 0xFF
PERM = tuple(sum(((i + 5 * j) % 16) << (8 * j) for j in range(4)) for i in range(16)) + (
    0x10FF8008, 0x7F0D0C0B, 0x0C0C0C0C)
KINDS = {"u32": E32, "i32": E32, "b32": E32, "u16": E16, "i16": E16, "b16": E16,
         "u64": E64, "i64": E64, "b64": E64, "u128": E128, "shift": SHIFT, "field": FIELD,
         "mask": MASK, "perm": PERM, "bfe": BFE, "k16": K16, "scc": MASK, "d32": E32, "d64": E64,
         "exec": E64}


def edges(kind):
    return KINDS[kind]


@lru_cache(maxsize=None)
def cases(kinds, limit=LIMIT, seed=1):
    """Tuples of edge values, one per source kind: the whole product when it fits in ``limit``,
    else a fixed sample of it that still holds every edge of every source at least once."""
    sets = [edges(k) for k in kinds]
    total = 1
    for s in sets:
        total *= len(s)
    if total <= limit:
        return tuple(itertools.product(*sets))
    rng = random.Random(seed)
    out = set()
    width = max(len(s) for s in sets)
    for i in range(width):       # every edge of every source at least once
        out.add(tuple(s[(i + j) % len(s)] for j, s in enumerate(sets)))
    pairs = list(itertools.product(sets[0], sets[1]))   # and every pair of the first two
    for a, b in pairs:
        out.add((a, b) + tuple(rng.choice(s) for s in sets[2:]))
    while len(out) < limit:
        out.add(tuple(rng.choice(s) for s in sets))
    return tuple(sorted(out))
