"""Segments made together in one LLVM module (tier.Segment._make, jit.functions_named), and
O0's code without prefetching (translate.define)."""
import ctypes

import numpy as np

from gcnsim.native import cache, jit, tier

IR = """define void @{name}(ptr %p) {{
  store i32 {value}, ptr %p
  ret void
}}
"""


def _call(address):
    cell = ctypes.c_uint32(0)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)(ctypes.addressof(cell))
    return cell.value


def _cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)


def test_functions_named_are_made_in_one_module_and_indexed_each(monkeypatch, tmp_path):
    _cache(monkeypatch, tmp_path)
    engine = jit.Jit.get()
    names = [f"batch_{tmp_path.name}_{k}" for k in range(3)]
    compiled, asked = engine.compiled, []

    def make(missing):
        asked.append(list(missing))
        return "".join(IR.format(name=n, value=k + 5) for k, n in enumerate(missing))
    addresses = engine.functions_named(names, make, 0, signature="void (ptr)")
    assert [_call(a) for a in addresses] == [5, 6, 7]
    assert engine.compiled == compiled + 1 and asked == [names]
    key = engine._key(make(names), 0)
    for name in names:
        assert cache.index_path(name).read_text() == "\n".join((engine.identity, key, *names))
    assert not list(cache.index_path(names[0]).parent.glob(".tmp-*"))     # (linked: renamed)
    again = engine.functions_named(names[1:], make, 0, signature="void (ptr)")
    assert again == addresses[1:]                                           # none made again
    assert engine.compiled == compiled + 1 and len(asked) == 2


def test_an_object_defining_a_function_the_process_has_is_not_loaded(monkeypatch, tmp_path):
    """Two processes may have put one function in two modules: an index entry whose object
    also defines a function this process already has is passed over (loading it would define
    that function twice in the engine), and its function compiled alone."""
    _cache(monkeypatch, tmp_path)
    engine = jit.Jit.get()
    have, want = f"have_{tmp_path.name}", f"want_{tmp_path.name}"
    engine.function_named(have, lambda: IR.format(name=have, value=1), 0,
                          signature="void (ptr)")
    other = IR.format(name=have, value=1) + IR.format(name=want, value=2)   # another process's
    key = engine._key(other, 0)
    cache.write_entry(key, *engine._compile(other, 0))
    cache.write_file(cache.index_path(want), "\n".join((engine.identity, key, have, want))
                     .encode())
    compiled, loads = engine.compiled, engine.loads
    assert _call(engine.function_named(want, lambda: IR.format(name=want, value=2), 0,
                                       signature="void (ptr)")) == 2
    assert engine.compiled == compiled + 1 and engine.loads == loads + 1   # its own module
    alone = engine._key(IR.format(name=want, value=2), 0)
    assert cache.index_path(want).read_text() == f"{engine.identity}\n{alone}\n{want}"


TIERS = []      # the NativeTiers of _segments' codes, kept while the tests use their segments


def _segments(text, spent):
    """The segments of a one-block code (its EXEC writers cut it) as NativeTier cuts them,
    with counts ``spent``."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    code = CodeImage("gfx942", assemble(text, "gfx942").text)
    native = tier.NativeTier(code.target)
    TIERS.append(native)        # a dropped NativeTier clears its segments' peers (its finalizer)
    found = native._cut(code.block(0), 0.0)
    segments = [found[k] for k in sorted(found)]
    for segment, seconds in zip(segments, spent):
        segment.spent = seconds
    return segments


def test_a_segment_made_takes_peers_that_paid_half_into_its_module(monkeypatch, tmp_path):
    """Segment._make: the peers that ran under its MODE and whose counts paid BATCH_SHARE of
    their compile are made with it, in one module; a peer below that share, or one that never
    ran, is not."""
    from gcnsim.emu.state import WaveState
    _cache(monkeypatch, tmp_path)
    for name in tier.THRESHOLDS:                    # (whatever a plugin set them to)
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setattr(tier, "QUICK_INSTRUCTION_SECONDS", 1.0)
    monkeypatch.setattr(tier, "COMPILE_INSTRUCTION_SECONDS", 100.0)
    monkeypatch.setattr(tier, "BATCH_SHARE", 0.5)
    text = "\n".join(["v_add_f32 v71, v72, v73", "s_mov_b64 exec, s[20:21]",
                      "v_mul_f32 v74, v71, v75", "s_mov_b64 exec, s[22:23]",
                      "v_sub_f32 v76, v74, v77", "s_mov_b64 exec, s[24:25]",
                      "v_max_f32 v78, v76, v79", "s_endpgm"])
    first, joins, below, idle = _segments(text, [0.0, 0.0, 0.0, 0.0])
    st, waves = WaveState(1, 96), np.arange(1)
    for segment in (joins, below):
        assert segment.ready(st, waves) is None     # ran once, nothing made (2 s each)
    joins.spent, below.spent, first.spent = 1.0, 0.9, 2.0
    engine = jit.Jit.get()
    compiled = engine.compiled
    assert first.ready(st, waves) is not None
    assert engine.compiled == compiled + 1          # one module for both
    assert first.levels == joins.levels == {0: 0} and not below.levels and not idle.levels
    assert joins.ready(st, waves) is not None and engine.compiled == compiled + 1


def test_o0_code_prefetches_nothing():
    """O0's code goes without prefetching (a third of a corpus segment's IR); O2's keeps it."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.native.lower import lowering
    from gcnsim.native.translate import translate
    code = CodeImage("gfx942", assemble("v_add_f32 v1, v2, v3\ns_endpgm", "gfx942").text)
    lowered = (lowering(code.block(0).entries[0].inst, code.target),)
    assert "llvm.prefetch" in translate(lowered, 0, "fast", prefetch=True)
    assert "llvm.prefetch" not in translate(lowered, 0, "quick", prefetch=False)
