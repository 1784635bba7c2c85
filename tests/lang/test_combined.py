"""The language's two halves together, beyond the corpus (corpus_combined.py): print() from a
device function and from a grid-stride loop, under races= and init=, and through
kernel.on(dev)[grid, block]; f32 atomics on views take the native instruction where the
target has one; vectors in device functions; what cannot combine is a CompileError at its
line."""
import numpy as np
import pytest

import gcnsim
from gcnsim.lang import (CompileError, Ptr, atomic_add, barrier, f32, f32x4, global_id,
                         global_size, i32, kernel, local_array, local_id, shared, shuffle_xor,
                         wave_sum)


def show(i, v):
    if i % 64 < 2:
        print("item", i, "pair", shuffle_xor(v, 1), "wave", wave_sum(v))


@kernel
def printing_helper(x: Ptr[i32], n: i32):
    for i in range(global_id(0), n, global_size(0)):
        show(i, x[i])


def _expected(x, grid):
    lines = []
    for group in range(grid // 64):                 # (workgroup, wave, print, lane) order
        for i in range(group * 64, x.size, grid):
            lines += [f"item {k} pair {x[k ^ 1]} wave {x[k - k % 64:k - k % 64 + 2].sum()}\n"
                      for k in (i, i + 1)]
    return lines


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_a_device_function_prints_shuffles_and_wave_sums(capsys, target):
    dev = gcnsim.Device(target)
    prog = dev.compile(printing_helper)
    x = np.arange(256, dtype=np.int32) * 3
    for options in ({"checker": "adversarial"}, {"races": True, "init": True}):
        launch = prog.printing_helper(dev.array(x), np.int32(256), grid=128, block=64,
                                      **options)
        assert launch.printed.lines == _expected(x, 128)
        assert capsys.readouterr().out == "".join(_expected(x, 128))
    assert launch.extra["races"] == [] and launch.extra["init"] == []
    printing_helper.on(dev)[2, 64](x, 256)
    assert capsys.readouterr().out == "".join(_expected(x, 128))


@kernel
def view_atomics(w: Ptr[f32], bins: Ptr[f32]):
    local = shared(f32, 16)
    lid = local_id(0)
    if lid < 16:
        local[lid] = 0.0
    barrier()
    top = local + 8
    atomic_add(top, lid & 7, w[global_id(0)])
    barrier()
    if lid < 8:
        atomic_add(bins[4:], lid, top[lid])


@pytest.mark.parametrize("target, lds, global_", [
    ("gfx701", "ds_cmpst_rtn_b32", "flat_atomic_cmpswap"),
    ("gfx900", "ds_add_rtn_f32", "global_atomic_cmpswap"),
    ("gfx90a", "ds_add_rtn_f32", "global_atomic_add_f32"),
])
def test_f32_atomics_on_views_are_native_where_the_target_has_them(target, lds, global_):
    compiled = view_atomics.compile(target)
    text = compiled.asm
    assert lds in text and global_ in text
    w = np.random.default_rng(3).random(64, np.float32)
    dev = gcnsim.Device(target)
    bins = dev.array(np.zeros(12, np.float32))
    dev.load(compiled.code_object).view_atomics(dev.array(w), bins, grid=64, block=64)
    np.testing.assert_allclose(bins.numpy()[4:], np.bincount(np.arange(64) & 7, w, 8),
                               rtol=1e-5)


def scale(v: f32x4, k: f32) -> f32x4:
    return v * k


@kernel
def vector_param_wrong(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    out[i] = scale(x[i], 2.0)


def either(v, c):
    if c:
        return v
    return v.x


@kernel
def vector_or_scalar(x: Ptr[f32x4], out: Ptr[f32]):
    i = global_id(0)
    out[i] = either(x[i], i < 3)


@kernel
def private_vectors(x: Ptr[f32x4]):
    p = local_array(f32x4, 4)
    p[0] = x[0]


@kernel
def vector_atomic(x: Ptr[f32x4]):
    atomic_add(x, 0, f32x4(1.0))


@pytest.mark.parametrize("k, message", [
    (vector_param_wrong, "parameter 'v' is f32x4; an f32 is passed"),
    (vector_or_scalar, "either() returns a vector and a scalar"),
    (private_vectors, "local_array(f32x4, n): a private array's elements are scalars "
                      "(local_array(f32, 4 * n) holds the vectors' elements)"),
    (vector_atomic, "atomic_add on f32x4: atomics take i32, u32 and i64 arrays"),
])
def test_what_does_not_combine_is_an_error_at_its_line(k, message):
    with pytest.raises(CompileError) as info:
        k.compile("gfx900")
    assert message in str(info.value) and info.value.line is not None
