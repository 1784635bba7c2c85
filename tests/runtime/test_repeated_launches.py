"""What a launch keeps for the next ones (derived from the code, the device or the options
only) is never served stale: a changed option, argument, buffer or allocation gets its own."""
import json
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu import hsa
from gcnsim.emu import launch as launch_module
from gcnsim.emu.env import Env
from gcnsim.emu.executor import Executor
from gcnsim.emu.launch import Geometry, LaunchError, LaunchOptions
from gcnsim.emu.memory import DeviceMemory, OutOfMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.emu.waitcnt import WaitcntChecker, transfer_of
from gcnsim.isa.targets import get_target
from gcnsim.native import memory as native_memory
from gcnsim.native import tier as tier_module
from gcnsim.native.cache import CacheSettingError, cache_on
from gcnsim.native.device import HEADER, ROW
from gcnsim.native.frames import pointer
from gcnsim.runtime import Device
from gcnsim.runtime.args import KernelArgumentError
from tests.kernels.triton_cases import CASES

T = get_target("gfx942")
ADD = Path(__file__).resolve().parent.parent / "data" / "triton" / "gfx942" / "add.json"


def test_a_geometry_is_kept_per_plain_sizes_and_others_are_checked_each_time():
    kept = Geometry.of((64, 2), [16, 2])
    assert Geometry.of([64, 2], (16, 2)) is kept
    assert Geometry.of((64, 4), (16, 2)).groups == (4, 2, 1) != kept.groups
    assert Geometry.of(np.int64(64), np.int32(16)) == Geometry.of(64, 16)
    for grid in (True, (64, 0), 0, 2.0):
        with pytest.raises(LaunchError):
            Geometry.of(grid, 16)
        with pytest.raises(LaunchError):        # refused again, not kept
            LaunchOptions.of("k", {"grid": grid, "block": 16})
    with pytest.raises(LaunchError, match="at most 1024"):
        Geometry.of(64, (64, 32))


def test_the_cache_setting_is_read_at_each_launch(monkeypatch):
    for value, on in (("off", False), ("", True), ("NO", False), ("on", True)):
        monkeypatch.setenv("GCNSIM_CACHE", value)
        assert cache_on() is on
    monkeypatch.setenv("GCNSIM_CACHE", "maybe")
    for _ in range(2):
        with pytest.raises(CacheSettingError):
            LaunchOptions.of("k", {"grid": 64})


def test_the_native_context_follows_an_allocations_data_and_new_allocations():
    """The data pointers memory.context keeps per array: an allocation whose bytes are
    replaced (a worker's copy, emu/shared.py), and a freed allocation's successor, have their
    own."""
    mem = DeviceMemory()
    first = mem.alloc(256)
    env, st = Env(T, mem), WaveState(1, 8)

    def rows():
        ctx = native_memory.context(env, st)
        return ctx[HEADER:].reshape(-1, ROW)
    alloc = mem.allocations[0]
    assert rows()[0, 2] == pointer(alloc.data)
    old = alloc.data
    alloc.data = old.copy()
    assert rows()[0, 2] == pointer(alloc.data) != pointer(old)
    mem.free(first)
    del alloc, old
    second = mem.alloc(512)
    assert mem.allocations[0].address == second
    assert rows()[0, 2] == pointer(mem.allocations[0].data)
    assert rows()[0, 1] == second + 512


def _unwaited(code, checker):
    """An s_load whose SGPR is read before its wait, run over ``code`` under ``checker``."""
    mem = DeviceMemory()
    base = mem.alloc(64)
    st = WaveState(1, 8)
    st.s[:, 8], st.s[:, 9] = base & 0xFFFFFFFF, base >> 32
    Executor(st, code, Env(T, mem, checker=checker)).run(code.base)
    return [str(r) for r in checker.reports]


def test_each_launchs_checker_reports_what_the_codes_kept_records_say():
    """A block's checker records are kept with the code (its Transfer): the next launch's new
    checker reports the same, and a checker of another code its own."""
    code = CodeImage(T, assemble("s_load_dword s6, s[8:9], 0x0\ns_add_u32 s1, s1, s6\n"
                                 "s_endpgm", T).text, 0x1000)
    first = _unwaited(code, WaitcntChecker(mode="warn"))
    assert len(first) == 1 and "reads s6 before 's_load_dword s6" in first[0]
    assert _unwaited(code, WaitcntChecker(mode="warn")) == first
    clean = CodeImage(T, assemble("s_load_dword s6, s[8:9], 0x0\ns_waitcnt lgkmcnt(0)\n"
                                  "s_add_u32 s1, s1, s6\ns_endpgm", T).text, 0x1000)
    assert _unwaited(clean, WaitcntChecker(mode="warn")) == []
    assert _unwaited(code, WaitcntChecker(mode="warn")) == first
    kept = transfer_of(code)
    traced = _unwaited(code, WaitcntChecker(mode="warn", trace=True))  # one entry at a time
    grown = (len(kept.blocks), len(kept.singles), len(kept.memo))
    assert traced == first and grown[1] == 3
    assert _unwaited(code, WaitcntChecker(mode="warn", trace=True)) == first
    assert (len(kept.blocks), len(kept.singles), len(kept.memo)) == grown   # nothing new


@pytest.mark.parametrize("tier", ["native", "interpreter"])
def test_repeated_launches_take_each_launchs_buffers_arguments_and_options(tier, tmp_path,
                                                                         monkeypatch):
    """Triton's add launched again and again, each time with new buffers, another n and the
    checker on or off: each launch computes its own (the native tier compiles its code at once
    here, as a warm disk cache gives it)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    for name in tier_module.THRESHOLDS:
        monkeypatch.setattr(tier_module, name, 0.0)
    manifest = json.loads(ADD.read_text())
    _, args, _ = CASES[manifest["reference"]](manifest, np.random.default_rng(5))
    size = args[0].size
    dev = Device("gfx942")
    kernel = dev.load(ADD.with_suffix(".hsaco").read_bytes())[manifest["kernel"]]
    rng = np.random.default_rng(9)
    launch = dict(grid=manifest["grid"], block=manifest["block"],
                  shared_mem=manifest["shared"], workers=1, tier=tier)
    for k, n in enumerate((size, size, 700, size, 33, 700)):
        x, y = (rng.standard_normal(size).astype(np.float32) for _ in range(2))
        bufs = [dev.array(x), dev.array(y), dev.array(np.zeros(size, np.float32))]
        checker = {"checker": None} if k % 2 else {}
        kernel(*bufs, np.int32(n), *args[4:], **launch, **checker)
        want = np.where(np.arange(size) < n, x + y, np.float32(0))
        np.testing.assert_array_equal(bufs[2].numpy(), want)
        assert kernel.last.extra["waitcnt"] == ("off" if k % 2 else "dynamic checker (default)")
        for buf in bufs:
            buf.free()
    named = r"add_kernel: argument 3 \(by_value\): .* the float 1\.5"    # (written at an error)
    with pytest.raises(KernelArgumentError, match=named):
        kernel(None, None, None, 1.5, *args[4:], **launch)


def test_a_launchs_allocations_are_placed_as_one_alloc_after_another():
    """alloc_each places its requests as alloc calls in turn would (a launch's queue, kernarg
    segment and packet: their addresses unchanged), a request's data may be made of the
    earlier ones' addresses, and requests that do not all fit make none."""
    one, each = DeviceMemory(capacity=1 << 20), DeviceMemory(capacity=1 << 20)
    for mem in (one, each):
        gap = mem.alloc(8192)
        mem.alloc(64)
        mem.free(gap)
    placed = [one.alloc(256), one.alloc(5000), one.alloc(64)]
    made = each.alloc_each([(256, None), (5000, b"\1" * 16),
                            (64, lambda *earlier: np.array(earlier, np.uint64))])
    assert made == placed
    assert np.frombuffer(each.read(made[2], 16), np.uint64).tolist() == made[:2]
    used, count = each.used, len(each.allocations)
    with pytest.raises(OutOfMemory):
        each.alloc_each([(4096, None), (1 << 20, None)])
    assert (each.used, len(each.allocations)) == (used, count)


def test_a_kept_launch_record_takes_each_calls_checker_and_the_environment(monkeypatch):
    """LaunchOptions.of keeps the record of plain keywords: each call's checker object goes
    into its own copy (the kept one holds none), a changed GCNSIM_TIER or value makes its
    own record, and values a caller may change afterwards (a list) are not kept."""
    monkeypatch.delenv("GCNSIM_TIER", raising=False)
    first, second = WaitcntChecker(), WaitcntChecker()
    a = LaunchOptions.of("k", {"grid": 256, "block": 64, "checker": first})
    b = LaunchOptions.of("k", {"grid": 256, "block": 64, "checker": second})
    assert (a.checker, b.checker, a.tier) == (first, second, "native")
    assert LaunchOptions.of("k", {"grid": 256, "block": 64, "checker": None}).checker is None
    assert all(kept.checker is None or isinstance(kept.checker, str)
               for kept in launch_module._KEPT.values())
    monkeypatch.setenv("GCNSIM_TIER", "interpreter")
    assert LaunchOptions.of("k", {"grid": 256, "block": 64}).tier == "interpreter"
    assert LaunchOptions.of("k", {"grid": 512, "block": 64}).geometry.groups == (8, 1, 1)
    assert launch_module._kept({"grid": [256], "block": 64}) is None


def test_the_kernarg_segment_follows_the_geometry_and_the_arguments():
    """The hidden arguments' bytes kept per metadata and key: another grid, queue or explicit
    argument bytes give their own segment."""
    dev = Device("gfx942")
    kernel = dev.load(ADD.with_suffix(".hsaco").read_bytes())["add_kernel"].loaded
    apertures = (dev.memory.shared_aperture, dev.memory.private_aperture)
    size = max(a.offset + a.size for a in kernel.metadata.explicit_args)

    def fresh(explicit, geometry, queue):      # every byte made anew, as the ABI lays them out
        segment = bytearray(hsa.segment_size(kernel, len(explicit)))
        segment[:len(explicit)] = explicit
        for offset, width, value in hsa.hidden_arguments(kernel.metadata, geometry, 0, queue,
                                                         apertures):
            segment[offset:offset + width] = value.to_bytes(width, "little")
        return bytes(segment)
    for grid, queue, fill in ((1024, 0x1000, 1), (1024, 0x1000, 2), (512, 0x1000, 2),
                              (512, 0x2000, 2), (1024, 0x1000, 1)):
        explicit, geometry = bytes([fill]) * size, Geometry.of(grid, 256)
        assert hsa.kernarg_segment(kernel, explicit, geometry, 0, queue, apertures) == fresh(
            explicit, geometry, queue)
