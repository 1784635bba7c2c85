"""The language's second part at its edges: device-function errors (a recursion cycle named,
argument types), a zero range() step and a failed assert trapping at their Python line,
asserts compiled only with debug=True, private arrays in registers or in scratch (its size in
the code object on every target), view errors, and Numba's ``kernel.on(dev)[grid, block]``."""
import re

import numpy as np
import pytest

import gcnsim
from gcnsim.errors import KernelTrap
from gcnsim.lang import (CompileError, Ptr, atomic_add, f32, func, global_id, i32, kernel,
                         local_array, sqrt)

from .corpus_features import private_histogram, private_sort, smoothstep
from .launch import run

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def ping(v):
    return pong(v) + 1


def pong(v):
    return ping(v) - 1


@kernel
def cycle(x: Ptr[i32]):
    x[0] = ping(x[1])


@func
def scaled(v: f32) -> f32:
    return v * 2.0


@kernel
def wrong_argument(x: Ptr[i32]):
    x[0] = scaled(x[1])


def nothing(p):
    p[0] = 1


@kernel
def no_value(x: Ptr[i32]):
    x[0] = nothing(x)


def added(a, b):
    return a + b


@kernel
def pointer_as_value(x: Ptr[f32]):
    x[0] = added(x, 1.0)


@kernel
def stepped(out: Ptr[i32], s: i32):
    i = global_id(0)
    c = 0
    for k in range(i, 100, s):
        c += 1
    out[i] = c


@kernel
def asserting(out: Ptr[i32], n: i32):
    i = global_id(0)
    assert i < n, "i out of range"
    out[i] = i


@kernel
def outside(out: Ptr[i32]):
    w = local_array(i32, 4)
    w[4] = 1
    out[0] = w[0]


@kernel
def bad_view(x: Ptr[f32]):
    m = x.view2d(4)
    x[0] = m[1]


def _line(func, text):
    import inspect
    lines, first = inspect.getsourcelines(func.pyfunc)
    return first + next(k for k, line in enumerate(lines) if text in line)


@pytest.mark.parametrize("k, message, text", [
    (cycle, r"recursion: ping\(\) -> pong\(\) -> ping\(\)", "return ping(v) - 1"),
    (wrong_argument, "parameter 'v' is f32; an i32 is passed", "x[0] = scaled(x[1])"),
    (no_value, r"nothing\(\) returns no value", "x[0] = nothing(x)"),
    # the use of an unannotated parameter given a pointer, naming the call that gave it
    (pointer_as_value, r"'a' is a pointer \(Ptr\[f32\]\), not a value: index it \(a\[i\]\); "
                       r"added\(\) is given it by 'added\(x, 1.0\)' at test_features.py:\d+ ",
     "return a + b"),
    (outside, "index 4 is outside w", "w[4] = 1"),
    (bad_view, r"a 2-D view's element is m\[y, x\]", "x[0] = m[1]")])
def test_errors_name_the_line(k, message, text):
    with pytest.raises(CompileError, match=message) as info:
        k.compile("gfx900")
    owner = {cycle: pong, pointer_as_value: added}.get(k, k)
    line = _line(owner if hasattr(owner, "pyfunc") else type("F", (), {"pyfunc": owner}), text)
    assert info.value.line == line and info.value.file.endswith("test_features.py")


@pytest.mark.parametrize("scheme", ("exec", "resume-pc"))
@pytest.mark.parametrize("target", TARGETS)
def test_a_zero_step_traps_at_the_loop_and_other_steps_count(target, scheme):
    compiled = stepped.compile(target, divergence=scheme)
    got = run(compiled, [np.zeros(64, np.int32), np.int32(-3)], 64, 64)[0]
    assert (got == 0).all()
    got = run(compiled, [np.zeros(64, np.int32), np.int32(7)], 64, 64)[0]
    assert got.tolist() == [len(range(i, 100, 7)) for i in range(64)]
    with pytest.raises(KernelTrap, match=rf"test_features.py:{_line(stepped, 'for k')}:"):
        run(compiled, [np.zeros(64, np.int32), np.int32(0)], 64, 64)


def test_assert_is_compiled_only_with_debug():
    assert "s_trap" not in asserting.compile("gfx900").asm
    compiled = asserting.compile("gfx900", debug=True)
    assert "s_trap 2" in compiled.asm
    assert run(compiled, [np.zeros(64, np.int32), np.int32(64)], 64, 64)[0].tolist() == \
        list(range(64))
    with pytest.raises(KernelTrap, match=rf"test_features.py:{_line(asserting, 'assert i < n')}:"):
        run(compiled, [np.zeros(64, np.int32), np.int32(40)], 64, 64)


@pytest.mark.parametrize("target", TARGETS)
def test_private_arrays_in_registers_or_in_scratch(target):
    sort = private_sort.compile(target)
    assert not re.search(r"scratch_|buffer_", sort.asm)
    assert ".amdhsa_private_segment_fixed_size 0" in sort.asm
    hist = private_histogram.compile(target)
    assert re.search(r"scratch_load|buffer_load_dword .* offen", hist.asm)
    assert ".amdhsa_private_segment_fixed_size 64" in hist.asm


def test_kernel_on_device_launches_as_numba():
    from .corpus_features import grid_stride
    dev = gcnsim.Device("gfx900")
    x, y = np.arange(300, dtype=np.float32), np.ones(300, np.float32)
    grid_stride.on(dev)[2, 64](x, y, 2.0, 300)                 # host arrays: copied back
    assert (y == 2 * x + 1).all()
    buf = dev.array(np.ones(300, np.float32))
    grid_stride.on(dev)[(3,), (32,)](x, buf, 3, 300)           # a device buffer: in place
    assert (buf.numpy() == 3 * x + 1).all()
    assert len(grid_stride.programs) == 1                      # compiled once per device
    with pytest.raises(gcnsim.KernelArgumentError, match="takes 4 arguments"):
        grid_stride.on(dev)[1, 64](x, y)


@kernel
def reread(x: Ptr[i32], out: Ptr[i32], y: Ptr[f32]):
    i = global_id(0)
    w = local_array(i32, 8)
    w[x[i] & 7] = i
    j = x[i + 64] & 7
    a = w[j] + w[j]                      # one load: nothing stored between
    w[j] = a
    out[i] = w[j] * 3 + a                # loaded again after the store
    y[i] = f32(i) / 4.0 + f32(i) / -0.5 + f32(i) / 3.0


def test_private_loads_are_reused_until_a_store_and_power_of_two_divisions_multiply():
    ir = reread.ir()
    assert ir.count("load [w]") == 2
    assert "mul" in ir and "0.25:f32" in ir and "-2.0:f32" in ir and ir.count(" div ") == 1
    x = np.random.default_rng(5).integers(0, 99, 128).astype(np.int32)
    got = run(reread.compile("gfx900"), [x, np.zeros(64, np.int32), np.zeros(64, np.float32)],
              64, 64)
    i = np.arange(64)
    same = (x[:64] & 7) == (x[64:] & 7)
    a = 2 * i                                # where the lane wrote the element it reads
    assert (got[1][same] == (a * 4)[same]).all()
    f = i.astype(np.float32)
    assert (got[2] == f / np.float32(4) + f / np.float32(-0.5) + f / np.float32(3)).all()


@kernel
def calls_into_another_file(x: Ptr[f32]):
    i = global_id(0)
    x[i] = smoothstep(0.0, 1.0, x[i])


def test_a_function_from_another_file_takes_the_calls_line():
    import inspect
    lines, first = inspect.getsourcelines(calls_into_another_file.pyfunc)
    asm = calls_into_another_file.compile("gfx900").asm
    located = {int(n) for n in re.findall(r"\.loc 1 (\d+) ", asm)}
    assert located and located <= set(range(first, first + len(lines)))
    assert f".loc 1 {_line(calls_into_another_file, 'smoothstep(')} " in asm


def test_numba_style_example_runs(capsys):
    import runpy
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "examples" / "lang_numba_style.py"
    runpy.run_path(str(path), run_name="__main__")
    assert capsys.readouterr().out.count("equal to numpy") == 2


def scale(v, k=3, off=0):
    return v * k + off

def fill(p, n, v):
    for j in range(n):
        if j == 5:
            return
        p[j] = v

def window_sum(p, i):
    w = local_array(i32, 4)
    for k in range(4):
        w[k] = p[i + k]
    return w[0] + w[1] + w[2] + w[3]

@kernel
def helpers_everywhere(x: Ptr[i32], out: Ptr[i32], hist: Ptr[i32], scratch: Ptr[i32]):
    i = global_id(0)
    out[i] = scale(x[i]) + scale(x[i], off=1) + scale(x[i], 2) + window_sum(x, i)
    h = hist + 4
    atomic_add(h, x[i] & 3, 1)
    fill(scratch + i * 8, 8, i)


def test_defaults_keywords_void_returns_private_arrays_and_atomics_on_views():
    x0 = np.random.default_rng(1).integers(0, 100, 72).astype(np.int32)
    dev = gcnsim.Device("gfx90a")
    out, hist, sc = np.zeros(64, np.int32), np.zeros(8, np.int32), np.full(512, -1, np.int32)
    helpers_everywhere.on(dev, checker="adversarial")[1, 64](x0, out, hist, sc)
    xi = x0[:64]
    windows = np.array([x0[i:i + 4].sum() for i in range(64)])
    assert (out == xi * 3 + xi * 3 + 1 + xi * 2 + windows).all()
    assert (hist[4:] == np.bincount(xi & 3, minlength=4)).all() and (hist[:4] == 0).all()
    want = np.full((64, 8), -1, np.int32)
    want[:, :5] = np.arange(64)[:, None]
    assert (sc == want.reshape(-1)).all()


def one(v):
    return v


@kernel
def too_many(x: Ptr[f32]):
    x[0] = one(x[0], x[1])


@kernel
def root_of_two(x: Ptr[f32]):
    x[0] = sqrt(x[0], x[1])


def test_counts_and_articles_read_as_english():
    """Trial 27: "takes 1 arguments", "a i32"."""
    with pytest.raises(CompileError, match=r"one\(\) takes 1 argument \["):
        too_many.compile("gfx900")
    with pytest.raises(CompileError, match=r"sqrt\(\) takes 1 argument \["):
        root_of_two.compile("gfx900")
    with pytest.raises(gcnsim.KernelArgumentError, match=r"takes 1 argument \(x: Ptr\[f32\]\)"):
        root_of_two.on(gcnsim.Device("gfx900"))[1, 64]()
    with pytest.raises(CompileError, match="parameter 'v' is f32; an i32 is passed"):
        wrong_argument.compile("gfx900")
