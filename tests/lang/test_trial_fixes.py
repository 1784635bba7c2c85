"""What an outside trial of the language found, each fixed: a conditional expression evaluated
only on the side each lane takes, f64 and f32 sin/cos for large arguments, host scalars
checked against the parameter's type, lambdas refused, error wording, and ``gcnsim run`` /
``debug`` taking a language kernel file."""
import numpy as np
import pytest

import gcnsim
from gcnsim.lang import CompileError, Ptr, f32, f64, global_id, i32, kernel, local_array, u32
from gcnsim.runtime import KernelArgumentError

from .launch import run

SCHEMES = ("exec", "resume-pc")


@kernel
def guarded(x: Ptr[i32], o: Ptr[i32], n: i32):
    i = global_id(0)
    o[i] = x[i] if i < n else -1
    o[i + 64] = 5 if i >= n else x[i] // 2


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("target", ("gfx701", "gfx900"))
def test_a_conditional_expression_reads_memory_only_on_the_side_taken(target, scheme):
    x = np.arange(60, dtype=np.int32)             # lanes 60..63 would read past x
    got = run(guarded.compile(target, divergence=scheme),
              [x, np.zeros(128, np.int32), np.int32(60)], 64, 64)[1]
    assert got[:64].tolist() == list(range(60)) + [-1] * 4
    assert got[64:].tolist() == [k // 2 for k in range(60)] + [5] * 4
    assert "select" in cheap.ir() and "if %" not in cheap.ir() and "if %" in guarded.ir()


@kernel
def cheap(o: Ptr[i32], n: i32):
    i = global_id(0)
    o[i] = i + 1 if i < n else n


@kernel
def bump(x: Ptr[f32], a: f32, n: i32, m: u32):
    i = global_id(0)
    if i < n:
        x[i] = x[i] + a + f32(m)


@pytest.mark.parametrize("args, message", [
    ((1.0, 3.7, 0), r"'n' \(int\) expects an integer, got float 3.7"),
    ((1.0, np.float64(6.9), 0), r"'n' \(int\) expects an integer, got float64"),
    ((1.0, 2 ** 40, 0), r"'n' \(int\): 1099511627776 is out of range for int32"),
    ((1.0, 4, -1), r"'m' \(uint\): -1 is out of range for uint32")])
def test_kernel_on_checks_numbers_as_the_runtime_packs_them(args, message):
    x = np.zeros(8, np.float32)
    with pytest.raises(KernelArgumentError, match=message):
        bump.on(gcnsim.Device("gfx900"))[1, 64](x, *args)
    bump.on(gcnsim.Device("gfx900"))[1, 64](x, 2, np.int64(4), np.uint32(1))
    assert x.tolist() == [3.0] * 4 + [0.0] * 4


def _applying(fn):
    @kernel
    def apply(x: Ptr[f32], n: i32):
        i = global_id(0)
        if i < n:
            x[i] = fn(x[i])
    return apply


CASES = {"plain": 1,
         "nested": (lambda v: v * 2.0, 3)}


@pytest.mark.parametrize("fn", [lambda v: v + 1.0, CASES["nested"][0]])
def test_a_lambda_called_from_a_kernel_is_one_clear_error_at_the_call(fn):
    import inspect
    with pytest.raises(CompileError, match=r"'fn' is a lambda: lambdas are not device "
                                           r"functions \(write a def\)") as info:
        _applying(fn).compile("gfx900")
    lines, first = inspect.getsourcelines(_applying)
    assert info.value.line == first + 5 and info.value.file.endswith("test_trial_fixes.py")
    with pytest.raises(CompileError, match="a lambda is neither a kernel"):
        kernel(CASES["nested"][0]).compile("gfx900")


def offset(v, k=2, *, bias=0):
    return v * k + bias


@kernel
def keyword_only(o: Ptr[i32]):
    o[0] = offset(o[1], bias=5)


@kernel
def stepping(out: Ptr[i32], s: i32):
    i = global_id(0)
    c = 0
    for k in range(i, 100, s):
        c += 1
    out[i] = c


@kernel
def checked(x: Ptr[i32], n: i32):
    i = global_id(0)
    if i < n:
        assert x[i] >= 0, "negative input"
        x[i] = x[i] * 2


def _line_of(fn, text):
    import inspect
    lines, first = inspect.getsourcelines(fn)
    return first + next(k for k, line in enumerate(lines) if text in line)


def test_messages_name_the_definition_the_call_and_the_reason():
    with pytest.raises(CompileError, match=r"offset\(\): keyword-only parameter 'bias': a device "
                                           r"function takes plain parameters") as info:
        keyword_only.compile("gfx900")
    assert info.value.line == _line_of(offset, "def offset")



def test_kernel_on_raises_the_launch_and_argument_errors_a_code_object_kernel_raises():
    # the same mistakes through prog.NAME(...) are a LaunchError and a KernelArgumentError
    dev = gcnsim.Device("gfx900")
    x = np.zeros(4, np.float32)
    with pytest.raises(gcnsim.LaunchError, match=r"bump: the grid .* got 0$"):
        bump.on(dev)[0, 64](x, 1.0, 4, 0)
    with pytest.raises(gcnsim.LaunchError, match=r"got \(1, 1, 1, 1\)$"):
        bump.on(dev)[(1, 1, 1, 1), 64](x, 1.0, 4, 0)
    with pytest.raises(gcnsim.LaunchError, match=r"\[grid, block\]"):
        bump.on(dev)[1](x, 1.0, 4, 0)
    with pytest.raises(KernelArgumentError, match=r"bump takes 4 arguments \(x: Ptr\[f32\], "
                                                  r"a: f32, n: i32, m: u32\), got 1"):
        bump.on(dev)[1, 64](x)
    bump.on(dev)[(1, 1), 4](x, 1.0, 4, 0)     # a dimension left out is 1, as Numba takes it
    assert x.tolist() == [1.0] * 4


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_a_trap_names_its_reason(target):
    dev = gcnsim.Device(target)
    here = f"test_trial_fixes.py:{_line_of(stepping.pyfunc, 'for k')}"
    with pytest.raises(gcnsim.KernelTrap, match=rf"^range\(\) step is 0 at \S*{here}: wave"):
        stepping.on(dev)[1, 64](np.zeros(64, np.int32), 0)
    here = f"test_trial_fixes.py:{_line_of(checked.pyfunc, 'assert')}"
    with pytest.raises(gcnsim.KernelTrap, match=rf"^assertion failed: negative input at \S*{here}"):
        checked.on(dev, debug=True)[1, 64](np.array([1, 2, -3, 4], np.int32), 4)


TWO_KERNELS = '''from gcnsim.lang import Ptr, global_id, i32, kernel

@kernel
def doubled(x: Ptr[i32], n: i32):
    i = global_id(0)
    if i < n:
        x[i] = x[i] * 2

@kernel
def other(x: Ptr[i32]):
    x[0] = 1
'''


def test_run_and_debug_take_a_kernel_language_file(tmp_path, capsys):
    from gcnsim.cli import main
    path = tmp_path / "two.py"
    path.write_text(TWO_KERNELS)
    launch = ["--grid", "64", "--block", "64", "--arg", "i32:8:range", "--arg", "i32=8",
              "--device", "gfx701"]
    assert main(["run", str(path), "--kernel", "doubled", *launch]) == 0
    out = capsys.readouterr().out
    assert "[ 0,  2,  4,  6,  8, 10, 12, 14]" in out and "doubled on r9-290x (gfx701)" in out
    assert main(["run", str(path), *launch]) != 0
    assert "pick one with --kernel" in capsys.readouterr().err
    script = tmp_path / "steps.gdb"
    script.write_text("stepi\ninfo threads\n")
    assert main(["debug", str(path), "--kernel", "doubled", *launch, "--batch",
                 str(script)]) == 0
    out = capsys.readouterr().out
    assert "=> 0x" in out and "<doubled+" in out and "AMDGPU Wave 0" in out


@kernel
def huge_private(x: Ptr[i32]):
    a = local_array(i32, 1000000)
    a[global_id(0)] = 1
    x[global_id(0)] = a[global_id(0) + 1]


@kernel
def largest_private(x: Ptr[i32]):
    a = local_array(i32, 32764)                 # 131056 bytes: the most a work-item has
    a[global_id(0)] = 1
    x[global_id(0)] = a[x[0]]


@pytest.mark.parametrize("target", ("gfx701", "gfx900", "gfx90a", "gfx942"))
def test_a_private_array_no_gpu_can_hold_is_refused_as_clang_refuses_it(target):
    assert gcnsim.isa.targets.get_target(target).max_private_bytes == 131056
    with pytest.raises(CompileError, match=r"would take 4000000 bytes \(a = local_array\(i32, "
                                           r"1000000\) at line \d+, private bytes 0\.\.3999999"
                                           rf"\); {target} gives a work-item at most 131056") \
            as info:
        huge_private.compile(target)
    assert info.value.line == _line_of(huge_private, "local_array")
    asm = largest_private.compile(target).asm
    assert ".amdhsa_private_segment_fixed_size 131056" in asm
    # a code object declaring more (assembled by hand) is refused at its launch
    dev = gcnsim.Device(target)
    text = asm.replace("fixed_size 131056", "fixed_size 131060")
    with pytest.raises(gcnsim.LaunchError, match=r"a work-item needs 131060 bytes of private "
                                                 rf"memory .*; {target} gives one at most 131056"):
        dev.load(text).largest_private(dev.array(np.zeros(64, np.int32)), grid=64)


@kernel
def private_past_its_end(x: Ptr[i32]):
    a = local_array(i32, 4)
    i = global_id(0)
    a[i & 3] = i
    x[i] = a[x[i]]


def test_an_index_past_a_private_array_names_the_array_not_a_stack():
    dev = gcnsim.Device("gfx900")
    x = dev.array(np.arange(64, dtype=np.int32))
    line = _line_of(private_past_its_end, "x[i] = a")
    where = rf"private index out of range: .*test_trial_fixes.py:{line}: "
    cause = (rf"lane 4 read index 4 of a = local_array\(i32, 4\) at line "
             rf"{_line_of(private_past_its_end, 'local_')}, whose indices are 0\.\.3 ")
    with pytest.raises(gcnsim.PrivateIndexError, match=where + r"wave 0 pc .*" + cause) as info:
        private_past_its_end.on(dev)[1, 64](x)
    assert "recursive" not in str(info.value) and info.value.index == 4
    assert isinstance(info.value, gcnsim.ScratchOverflow)
    with pytest.raises(gcnsim.PrivateIndexError, match=cause):
        dev.compile(private_past_its_end).private_past_its_end(x, grid=64)
    # an assembly kernel's overflow keeps the runtime's own account of what can outgrow a slice
    from gcnsim.errors import ScratchOverflow
    assert ScratchOverflow.UNKNOWN in str(ScratchOverflow(0, 4, 16, 16, "o", "read"))


@kernel
def two_privates(x: Ptr[i32]):
    a = local_array(i32, 4)
    b = local_array(f64, 3)
    i = global_id(0)
    a[i & 3] = i
    b[i % 3] = 0.5 * f64(i)
    a[x[i]] = 7
    x[i] = i32(b[x[i + 64]] * 2.0) + a[i & 3]


@pytest.fixture
def eager(monkeypatch):
    """Native code compiled at first sight, cache off (tests/emu/test_round_mode.py's)."""
    from gcnsim.native import tier
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)


@pytest.mark.parametrize("tier", ("interpreter", "native"))
@pytest.mark.parametrize("target", ("gfx701", "gfx900", "gfx90a", "gfx942"))
def test_an_index_past_one_private_array_into_the_next_is_caught(target, tier, eager):
    """Not only past the whole private area (above): inside the next array it would be read
    and written silently; each tier names the array, its length, the index and the line."""
    dev = gcnsim.Device(target)
    kern = dev.compile(two_privates).two_privates
    i = np.arange(64)
    x = np.concatenate([i & 3, i % 3]).astype(np.int32)
    buf = dev.array(x)
    kern(buf, grid=64, tier=tier)
    assert buf.numpy()[:64].tolist() == (i + 7).tolist()     # b[i % 3] * 2 + a[i & 3]
    store = rf"test_trial_fixes.py:{_line_of(two_privates, 'a[x[i]]')}: "
    load = rf"test_trial_fixes.py:{_line_of(two_privates, 'x[i] = i32')}: "
    for lane, column, value, line, verb, text in (
            (9, 0, 4, store, "wrote", r"index 4 of a = local_array\(i32, 4\) at line \d+, "
                                      r"whose indices are 0\.\.3"),
            (3, 0, -1, store, "wrote", r"index -1 of a = local_array\(i32, 4\)"),
            (40, 64, 3, load, "read", r"index 3 of b = local_array\(f64, 3\) at line \d+, "
                                      r"whose indices are 0\.\.2"),
            (1, 64, 1 << 30, load, "read", r"an index below -8388608 or above 8126462 of b ")):
        bad = x.copy()
        bad[column + lane] = value
        with pytest.raises(gcnsim.PrivateIndexError,
                           match=rf"{line}wave 0 pc .*: lane {lane} {verb} {text}") as info:
            kern(dev.array(bad), grid=64, tier=tier)
        assert info.value.index == (None if value == 1 << 30 else value)


def test_a_constant_index_outside_a_private_array_indexed_at_run_time_is_refused():
    @kernel
    def constant_past(x: Ptr[i32]):
        a = local_array(i32, 4)
        a[x[0] & 3] = 1
        x[1] = a[4]
    with pytest.raises(CompileError, match=r"index 4 is outside a \(local_array of 4\)"):
        constant_past.compile("gfx900")


@kernel
def fma_loop(x: Ptr[f32], n: i32):
    i = global_id(0)
    s = x[i]
    j = 0
    while j < n:
        s = s * x[i + j] + x[j]
        j += 1
    x[i] = s


def test_too_few_vgprs_names_the_line_and_the_fewest_that_compile():
    import re
    with pytest.raises(CompileError, match=r"out of VGPRs: more values are live at once here "
                                           r"than the 2 of the 3 allowed left for them \(v0 "
                                           r"holds what the dispatch sets\); it compiles in "
                                           r"(\d+) at the fewest") as info:
        fma_loop.compile("gfx900", max_vgprs=3)
    assert "position" not in info.value.message
    lines, first = __import__("inspect").getsourcelines(fma_loop.pyfunc)
    assert first < info.value.line < first + len(lines)
    fewest = int(re.search(r"compiles in (\d+)", info.value.message).group(1))
    fma_loop.compile("gfx900", max_vgprs=fewest)
    with pytest.raises(CompileError):
        fma_loop.compile("gfx900", max_vgprs=fewest - 1)
