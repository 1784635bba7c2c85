"""The bit, atomic, wave and vector builtins: the instructions each target gets (native f32
atomics where the target has them, a CAS loop elsewhere; ds_bpermute_b32 on gfx9, none on
gfx701; one 16-byte access for an f32x4, no copies) and the CompileErrors of misuse."""
import re

import pytest

from gcnsim.lang import (CompileError, Ptr, atomic_add, atomic_cas, barrier, bitcast, f32, f32x2,
                         f32x4, f64, global_id, i32, i32x4, i64, kernel, local_id, popcount,
                         select, shared, shuffle, wave_sum)


@kernel
def f32_add(h: Ptr[f32], w: Ptr[f32]):
    local = shared(f32, 4)
    i = global_id(0)
    atomic_add(local, i & 3, w[i])
    atomic_add(h, i & 3, w[i])


@pytest.mark.parametrize("target, lds, global_", [
    ("gfx701", "ds_cmpst_rtn_b32", "flat_atomic_cmpswap"),
    ("gfx900", "ds_add_rtn_f32", "global_atomic_cmpswap"),
    ("gfx90a", "ds_add_rtn_f32", "global_atomic_add_f32"),
    ("gfx942", "ds_add_rtn_f32", "global_atomic_add_f32")])
def test_f32_atomic_add_is_native_where_the_target_has_it(target, lds, global_):
    asm = f32_add.compile(target).asm
    assert f" {lds} " in asm and f" {global_} " in asm
    assert ("s_cbranch_execnz" in asm) == (global_.endswith("cmpswap"))


@kernel
def cas64(x: Ptr[i64], out: Ptr[i64]):
    buf = shared(i64, 64)
    i = global_id(0)
    buf[local_id(0)] = x[i]
    barrier()
    out[i] = atomic_cas(x, i, i64(3), x[i]) + atomic_cas(buf, local_id(0) ^ 1, i64(5), x[i])


@pytest.mark.parametrize("target, global_", [
    ("gfx701", "flat_atomic_cmpswap_x2"), ("gfx900", "global_atomic_cmpswap_x2"),
    ("gfx90a", "global_atomic_cmpswap_x2"), ("gfx942", "global_atomic_cmpswap_x2")])
def test_64_bit_cas_is_one_instruction_in_clangs_operand_order(target, global_):
    """As clang-19 compiles OpenCL's atom_cmpxchg on a long: global/FLAT data {new, expected}
    in four dwords, ds_cmpst_rtn_b64 expected then new (the expected values are literals)."""
    asm = cas64.compile(target).asm
    data = re.search(rf" {global_} v\[\d+:\d+\], \S+, v\[(\d+):(\d+)\]", asm)
    lo, hi = int(data[1]), int(data[2])
    assert hi == lo + 3 and f"v_mov_b32_e32 v{lo + 2}, 3\n" in asm
    assert f"v_mov_b32_e32 v{lo + 3}, 0\n" in asm
    ds = re.search(r" ds_cmpst_rtn_b64 v\[\d+:\d+\], v\d+, v\[(\d+):\d+\], v\[\d+:\d+\]", asm)
    assert f"v_mov_b32_e32 v{ds[1]}, 5\n" in asm
    assert "s_cbranch_execnz" not in asm


@kernel
def exchange(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    out[i] = shuffle(x[i], i + 1) + wave_sum(x[i])


@pytest.mark.parametrize("target", ("gfx701", "gfx900", "gfx90a", "gfx942"))
def test_shuffle_is_ds_bpermute_on_gfx9_and_a_readlane_loop_on_gfx701(target):
    asm = exchange.compile(target).asm
    assert ("ds_bpermute_b32" in asm) == (target != "gfx701")
    assert ("v_readlane_b32" in asm and "s_or_saveexec_b64" in asm)


@kernel
def bad_bitcast(x: Ptr[f64], out: Ptr[i32]):
    out[0] = bitcast(x[0], i32)


@kernel
def bad_popcount(x: Ptr[f32], out: Ptr[i32]):
    out[0] = popcount(x[0])


@kernel
def bad_bitcast_type(x: Ptr[f32], out: Ptr[i32]):
    out[0] = bitcast(x[0], 3)


@kernel
def bad_atomic(x: Ptr[f64]):
    atomic_add(x, 0, 1.0)


@kernel
def bad_row_atomic(x: Ptr[i32]):
    m = x.view2d(8)
    atomic_add(m, 1, 2)


@kernel
def bad_flat_cas(x: Ptr[i32]):
    atomic_cas(x, 0, 1, 2, 3)


@kernel
def bad_atomic_args(x: Ptr[i32]):
    atomic_add(x, 0, 1, 2, 3)


@kernel
def bad_reduce(x: Ptr[i64], out: Ptr[i64]):
    out[0] = wave_sum(x[0])


@kernel
def bad_shuffle_lane(x: Ptr[f32], out: Ptr[f32]):
    out[0] = shuffle(x[0], x[1])


@kernel
def scale4(x: Ptr[f32x4], y: Ptr[f32x4]):
    i = global_id(0)
    y[i] = x[i] * 2.0


@pytest.mark.parametrize("target, load, store", [
    ("gfx701", "flat_load_dwordx4", "flat_store_dwordx4"),
    ("gfx900", "global_load_dwordx4", "global_store_dwordx4")])
def test_a_vector_is_one_access_and_no_copies(target, load, store):
    asm = scale4.compile(target).asm
    assert asm.count(load) == 1 and asm.count(store) == 1
    moves = 2 if target == "gfx701" else 0           # the high halves of two FLAT addresses
    assert asm.count("v_mul_f32") == 4 and asm.count("v_mov_b32") == moves


@kernel
def bad_compare(x: Ptr[f32x4], out: Ptr[f32]):
    out[0] = select(x[0] < x[1], 1.0, 0.0)


@kernel
def bad_element(x: Ptr[f32x2], out: Ptr[f32]):
    v = x[0]
    out[0] = v.z


@kernel
def bad_mix(x: Ptr[f32x4], y: Ptr[i32x4]):
    x[0] = x[0] + y[0]


@kernel
def bad_store(x: Ptr[f32x4], out: Ptr[f32]):
    out[0] = x[0]


@kernel
def bad_vector_atomic(x: Ptr[f32x4]):
    atomic_add(x, 0, f32x4(1.0))


@pytest.mark.parametrize("k, message", [
    (bad_compare, "'lt' of vectors: compare their elements"),
    (bad_element, "an f32x2's elements are .x .y or a literal index 0..1"),
    (bad_mix, "mixing f32x4 and i32x4 without a conversion"),
    (bad_store, "an f32x4 where an f32 is wanted"),
    (bad_vector_atomic, "atomic_add on f32x4"),
    (bad_bitcast, "bitcast of f64 (64 bits) to i32 (32 bits)"),
    (bad_popcount, "popcount() of f32: it takes i32 or u32"),
    (bad_bitcast_type, "bitcast(x, T): T is one of"),
    (bad_atomic, "atomic_add on f64: atomics take i32, u32 and i64 arrays"),
    (bad_row_atomic, "atomic_add on a 2-D view is atomic_add(m, y, x, v), or on its row y "
                     "atomic_add(m[y], x, v)"),
    (bad_flat_cas, "atomic_cas(m, y, x, expected, v) takes a 2-D view (p.view2d(cols)); an "
                   "array or a 1-D view takes atomic_cas(arr, i, expected, v)"),
    (bad_atomic_args, "atomic_add() takes 3 or 4 arguments"),
    (bad_reduce, "wave_sum() of i64: it takes i32, u32 or f32"),
    (bad_shuffle_lane, "lane argument is an i32, not f32")])
def test_misuse_is_a_compile_error_naming_the_line(k, message):
    with pytest.raises(CompileError) as info:
        k.compile("gfx900")
    assert message in info.value.message
    assert info.value.line is not None
