"""The SSA form (ssa.py), the uniformity analysis on it (divergence.py, sync.py) and what the
back end takes from it (uniformity.py): printed SSA with phis written inline, the tricky
uniformity cases, and the form's invariants on the corpus and on random programs (single
assignment, one phi operand per predecessor) with every divergent version's variable in a
VGPR. That the facts are sound is what the corpus and the random programs show by running."""
import textwrap

import numpy as np
import pytest

from gcnsim.lang import Ptr, global_id, i32, kernel, select
from gcnsim.lang.divergence import divergent_values
from gcnsim.lang.frontend import build_ir
from gcnsim.lang.ir import Value
from gcnsim.lang.kernel import analysed_ir
from gcnsim.lang.ssa import Phi, build_ssa, dump

from .corpus import CASES
from .launch import run
from .test_random_programs import Program, _module


def _ssa(k):
    graph = build_ssa(build_ir(k.pyfunc))
    return dump(graph, divergent_values(graph))


@kernel
def _carried(out: Ptr[i32], n: i32):
    s = 0
    k = 0
    while k < n:
        s = s + k
        k += 1
    out[0] = s


def test_loop_carried_variables_get_phis_at_the_header_and_the_exit():
    assert _ssa(_carried) == textwrap.dedent("""\
        kernel _carried
        b0:
          %4:i32 = arg [8]
          %5:i32 = mov 0:i32
          %6:i32 = mov 0:i32
          br b1
        b1:   ; preds b0, b3
          %7:i32 = phi [%6:i32, b0], [%11:i32, b3]
          %9:i32 = phi [%5:i32, b0], [%10:i32, b3]
          %3:bool = lt %7:i32, %4:i32
          br %3:bool, b2, b4
        b2:   ; preds b1
          %10:i32 = add %9:i32, %7:i32
          %11:i32 = add %7:i32, 1:i32
          br b3
        b3:   ; preds b2
          br b1
        b4:   ; preds b1
          %12:i32 = phi [%9:i32, b1]
          store [out] 0:i32, %12:i32
          br b5
        b5:   ; preds b4
          ret
        """)


@kernel
def _temporal(x: Ptr[i32], out: Ptr[i32], m: i32):
    i = global_id(0)
    k = 0
    while k < m:
        k += 1
        if x[i] < k:
            break
    out[i] = k


def test_a_value_uniform_in_a_loop_is_divergent_after_a_divergent_exit():
    # k (%11, %13) and the loop's test stay uniform: the lanes still in the loop agree; the
    # exit's phi %16 is divergent: each lane left with the k of its own last iteration
    assert _ssa(_temporal) == textwrap.dedent("""\
        kernel _temporal
        b0:
          %8:i32 = arg [16]
          %9:i32 = global_id [0]   ; divergent
          %10:i32 = mov 0:i32
          br b1
        b1:   ; preds b0, b6
          %11:i32 = phi [%10:i32, b0], [%13:i32, b6]
          %4:bool = lt %11:i32, %8:i32
          br %4:bool, b2, b7
        b2:   ; preds b1
          %13:i32 = add %11:i32, 1:i32
          %6:i32 = load [x] %9:i32   ; divergent
          %7:bool = lt %6:i32, %13:i32   ; divergent
          br %7:bool, b3, b4   ; divergent
        b3:   ; preds b2
          br b7
        b4:   ; preds b2
          br b5
        b5:   ; preds b4
          br b6
        b6:   ; preds b5
          br b1
        b7:   ; preds b1, b3
          %16:i32 = phi [%11:i32, b1], [%13:i32, b3]   ; divergent
          store [out] %9:i32, %16:i32
          br b8
        b8:   ; preds b7
          ret
        """)


@kernel
def _carried_while(data: Ptr[i32], out: Ptr[i32]):
    g = global_id(0)
    b = data[g]
    c = 25
    w = 0
    while w < b:                 # lanes leave at the test itself, at their own iteration
        w += 1
        c = 7
    n = 0
    if c < 20:
        n = 1
    m = 0
    for k in range(c & 3):
        m += 10
    out[g] = n + m + select(c > 20, 100, 200)


@kernel
def _carried_range(data: Ptr[i32], out: Ptr[i32]):
    g = global_id(0)
    c = 25
    for w in range(data[g]):
        c = 7
    n = 0
    if c < 20:
        n = 1
    m = 0
    for k in range(c & 3):
        m += 10
    out[g] = n + m + select(c > 20, 100, 200)


def test_a_value_a_loop_assigns_is_divergent_after_a_divergent_loop_test():
    # the header's own test splits the lanes: its exit's phi of c is divergent (the walk
    # once skipped the header when it was the branch, so c < 20 took one way for the wave)
    graph = build_ssa(build_ir(_carried_while.pyfunc))
    divergent = divergent_values(graph)
    exit_ = next(b for b in graph.blocks.values() if b.exit_of is not None)
    assert [p.dst.id in divergent for p in exit_.phis] == [True]


@pytest.mark.parametrize("scheme", ("exec", "resume-pc"))
@pytest.mark.parametrize("target", ("gfx701", "gfx900", "gfx90a", "gfx942"))
def test_a_value_assigned_under_a_divergent_trip_count_feeds_branch_bound_and_select(
        target, scheme):
    data = np.zeros(64, np.int32)
    data[5] = 1
    # lane 5 leaves with c = 7: the if, three trips, the select's 200; the others keep 25
    want = np.where(data == 1, 1 + 3 * 10 + 200, 0 + 1 * 10 + 100)
    for k in (_carried_while, _carried_range):
        compiled = k.compile(target, divergence=scheme)
        out = run(compiled, [data, np.zeros(64, np.int32)], 64, 64)[1]
        np.testing.assert_array_equal(out, want, err_msg=k.name)


@kernel
def _join(out: Ptr[i32], n: i32):
    i = global_id(0)
    s = 0
    if i < n:
        s = 1
    out[0] = s


def test_a_phi_of_uniform_values_at_a_divergent_join_is_divergent():
    text = _join.ssa()
    assert "%7:i32 = mov 0:i32\n" in text and "%8:i32 = mov 1:i32\n" in text
    assert "%9:i32 = phi [%8:i32, b1], [%7:i32, b2]   ; divergent\n" in text


@kernel
def _uniform_join(out: Ptr[i32], n: i32):
    s = 0
    if n > 3:
        s = 1
    out[0] = s


@kernel
def _skipped(x: Ptr[i32], out: Ptr[i32], n: i32):
    i = global_id(0)
    t = 0
    for k in range(n):
        if x[i] > k:
            continue
        t = t + 1
    out[i] = t


def test_joins_split_by_uniform_conditions_and_masked_continues():
    assert "divergent" not in _ssa(_uniform_join)
    graph = build_ssa(build_ir(_skipped.pyfunc))
    divergent = divergent_values(graph)
    (header,) = graph.headers.values()
    (latch,) = [b for b in graph.blocks.values() if b.successors == [header] and b.id > header]
    assert [p.dst.id in divergent for p in latch.phis] == [True]   # t after a masked continue
    assert graph.blocks[header].cond.id not in divergent           # the counter stays uniform


@kernel
def _split_exit(x: Ptr[i32], out: Ptr[i32], u: i32):
    i = global_id(0)
    k = 0
    while k < 100:
        k += 1
        if x[i] > k:
            continue
        if u > k:
            break
    out[i] = k


def test_a_uniform_break_after_a_divergent_continue_is_a_divergent_exit():
    # the lanes that continued leave at a later iteration than those that broke: the exit's
    # phi is divergent although the break's own condition is uniform
    graph = build_ssa(build_ir(_split_exit.pyfunc))
    divergent = divergent_values(graph)
    exit_ = next(b for b in graph.blocks.values() if b.exit_of is not None)
    assert [p.dst.id in divergent for p in exit_.phis] == [True]
    assert graph.blocks[1].cond.id not in divergent


def _check_form(graph):
    """Single assignment; a phi has one operand per predecessor; operands are defined."""
    defined = [s.dst.id for b in graph.blocks.values() for s in b.phis + b.ops
               if s.dst is not None]
    assert len(defined) == len(set(defined))
    for block in graph.blocks.values():
        for phi in block.phis:
            assert sorted(b for _, b in phi.incoming) == sorted(p.id for p in block.predecessors)
        for s in block.ops:
            assert all(a.id in defined for a in s.args if isinstance(a, Value))
    assert all(isinstance(p, Phi) for b in graph.blocks.values() for p in b.phis)


@kernel
def _both_sides(x: Ptr[i32], out: Ptr[i32], a: i32, b: i32):
    i = global_id(0)
    v = a
    if x[i] > 0:
        v = b
        out[i] = v
    else:
        out[i] = v + 1


def test_a_variable_one_side_assigns_and_the_other_reads_needs_a_vgpr():
    # no phi reads both versions of v, so each is uniform in the SSA form; but both sides run
    # one after the other with one register for v: an SGPR would hand b to the else lanes
    fn, uni = analysed_ir(_both_sides.pyfunc)
    assert not {uni.graph.origin[v].var for v in uni.versions} & {"v"}
    assert any(v.var == "v" for v in map(uni.graph.origin.get, uni.graph.origin)
               if v.id in uni.divergent)
    for scheme in ("exec", "resume-pc"):
        compiled = _both_sides.compile("gfx900", divergence=scheme)
        x = np.arange(-32, 32, dtype=np.int32)
        out = run(compiled, [x, np.zeros(64, np.int32), np.int32(5), np.int32(9)], 64, 64)[1]
        np.testing.assert_array_equal(out, np.where(x > 0, 9, 6))


@kernel
def _clobber(x: Ptr[i32], out: Ptr[i32], a: i32, b: i32, n: i32):
    i = global_id(0)
    v = a
    for k in range(n):
        out[i * 8 + k] = v
        if x[i] < k:
            v = b                  # dead after the loop, but the lanes still in it need a
            break


def test_a_variable_a_breaking_side_assigns_needs_a_vgpr_when_the_others_still_read_it():
    x = (np.arange(64) % 5).astype(np.int32)
    want = np.zeros((64, 8), np.int32)
    for i in range(64):
        want[i, :min(x[i] + 2, 6)] = 5
    for scheme in ("exec", "resume-pc"):
        compiled = _clobber.compile("gfx900", divergence=scheme)
        args = [x, np.zeros(512, np.int32), np.int32(5), np.int32(9), np.int32(6)]
        out = run(compiled, args, 64, 64)[1].reshape(64, 8)
        np.testing.assert_array_equal(out, want)


def _analysed(pyfunc):
    fn, uni = analysed_ir(pyfunc)
    _check_form(uni.graph)
    return {uni.graph.origin[v].id for v in uni.versions} <= uni.divergent


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_corpus_in_ssa_form(name):
    assert _analysed(CASES[name].kernel.pyfunc)


def test_random_programs_in_ssa_form(tmp_path):
    for seed in range(150):
        for t in ("i32", "i64"):
            text, _ = Program(seed).source(t)
            assert _analysed(_module(tmp_path / f"k{seed}{t}.py", text).prog.pyfunc)
