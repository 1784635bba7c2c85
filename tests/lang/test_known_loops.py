"""Loops whose counter the compiler knows: a ``while`` over a counter set from a literal and
stepped by a literal (``stride >>= 1``, ``offset = offset << 1``) is written out once per value,
the counter a literal in each copy (no loop left in the code, LDS offsets folded), and equal
to Python after it; loops it cannot know stay loops. A divergent if with no else and no jump
restores EXEC from its saved mask (no s_andn2_b64 made for an else it does not have)."""
import numpy as np
import pytest

from gcnsim.lang import Ptr, barrier, global_id, i32, i64, kernel, local_id, shared, u32

from .launch import run


@kernel
def known(out: Ptr[i32], wide: Ptr[i64], n: i32):
    i = global_id(0)
    total = 0
    k = 128
    while k > 0:
        total += k * i
        k = k >> 1
    j = 1
    while j < 100:
        total += j
        j *= 3
    m = -5
    while 20 >= m:
        total = total ^ m
        m += 7
    q = i64(3)
    while q != 12288:
        wide[i] = wide[i] + q
        q = q << 2
    u = u32(7)
    while u >= 2:
        u -= 2
    r = 0
    while r < n:                 # a bound the compiler does not know: a loop
        r += 5
    out[i] = total + k * 1000 + j * 100 + m + i32(u) + r


def _known_ref(n):
    out, wide = [], []
    for i in range(64):
        total, k = 0, 128
        while k > 0:
            total += k * i
            k >>= 1
        j = 1
        while j < 100:
            total += j
            j *= 3
        m = -5
        while 20 >= m:
            total ^= m
            m += 7
        w, q = 0, 3
        while q != 12288:
            w, q = w + q, q << 2
        u = 7
        while u >= 2:
            u -= 2
        r = 0
        while r < n:
            r += 5
        out.append(total + k * 1000 + j * 100 + m + u + r)
        wide.append(w)
    return np.array(out, np.int32), np.array(wide, np.int64)


@kernel
def tree(src: Ptr[i32], out: Ptr[i32]):
    tile = shared(i32, 64)
    lid = local_id(0)
    tile[lid] = src[global_id(0)]
    barrier()
    stride = 32
    while stride > 0:
        if lid < stride:
            tile[lid] += tile[lid + stride]
        barrier()
        stride >>= 1
    out[global_id(0)] = tile[0]


@pytest.mark.parametrize("target,scheme", [("gfx701", "exec"), ("gfx942", "resume-pc")])
def test_known_counters_unrolled(target, scheme):
    compiled = known.compile(target, divergence=scheme)
    assert compiled.asm.count("_loop:") == 1            # only the loop up to n stays
    out, wide = run(compiled, [np.zeros(64, np.int32), np.zeros(64, np.int64), np.int32(23)],
                    64, 64, checker="default")[:2]
    want_out, want_wide = _known_ref(23)
    assert (out == want_out).all() and (wide == want_wide).all()


@pytest.mark.parametrize("target", ("gfx900", "gfx90a"))
def test_tree_reduction_unrolled(target):
    compiled = tree.compile(target)
    assert "_loop:" not in compiled.asm and "offset:128" in compiled.asm
    assert "s_andn2_b64" not in compiled.asm           # ifs without else or jumps
    src = np.random.default_rng(3).integers(-1000, 1000, 256).astype(np.int32)
    out = run(compiled, [src, np.zeros(256, np.int32)], 256, 64, checker="default")[1]
    assert (out == np.repeat(src.reshape(4, 64).sum(1), 64)).all()
