"""The magic numbers of division by a constant (gcnsim/lang/intdiv.py) against Python's //
for every divisor up to 3000 and a sample of large ones, at the numerators where a magic number
fails first (multiples of d and their neighbours, the top of the range); the short form (one
high product and a shift) where it exists, as for 3 and 1000."""
import numpy as np

from gcnsim.lang.intdiv import magic


def _udiv(n, d):
    m, shift, add = magic(d)
    t = (m * n) >> 32
    return (t + ((n - t) >> 1)) >> shift if add else t >> shift


def test_magic_numbers_divide_exactly():
    rng = np.random.default_rng(2)
    divisors = [d for d in range(3, 3001) if d & (d - 1)]
    divisors += [int(d) | 1 for d in rng.integers(3001, 2 ** 32, 300)] + [2 ** 31 - 1, 2 ** 32 - 1]
    top = 2 ** 32 - 1
    for d in divisors:
        k = top // d
        ns = {0, 1, d - 1, d, d + 1, top, top - 1, 2 ** 31, 2 ** 31 - 1, k * d, k * d - 1,
              (k // 2) * d - 1, *(int(n) for n in rng.integers(0, 2 ** 32, 16))}
        for n in ns:
            assert _udiv(n, d) == n // d, (n, d, magic(d))


def test_short_form_where_it_exists():
    assert magic(3) == (0xAAAAAAAB, 1, False)
    assert magic(1000) == (0x10624DD3, 6, False)
    assert magic(7)[2]                          # 7 needs the 33-bit magic number
