"""The llc corpus (tests/data/r700/llc_corpus.json, made by tools/gen_r700_corpus.py from
``llc-19 -march=r600 -mcpu=rv770`` vertex shaders): gcnsim's encoder gives llc's bytes, its
disassembler gives llc's text back (plus the fields llc leaves out, in braces), and the
programs, run with their inputs preloaded where CALL_FS would fetch them and the EXPORT
captured, give numpy's results."""
import json
import re
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.r700.asm import assemble
from gcnsim.r700.disasm import decode, listing
from gcnsim.r700.machine import run

ROOT = Path(__file__).resolve().parents[2]
CORPUS = json.loads((ROOT / "tests" / "data" / "r700" / "llc_corpus.json").read_text())
CASES = {case["name"]: case for case in CORPUS["cases"]}
WAVES = 2
F = np.float32
# constant buffers 0 and 1 (KC0/KC1 of the "constants" case): 32 lines of 4 dwords each
CONSTANTS = {bank: np.random.default_rng(bank).uniform(-3, 3, (32, 4)).astype(F).view(np.uint32)
             for bank in (0, 1)}


def _words(case):
    return [int(w, 16) for w in case["words"]]


def llvm_view(line):
    """A gcnsim line as llc prints it: the braces of fields llc leaves out removed."""
    return re.sub(r" \{[^}]*\}$", "", line)


@pytest.mark.parametrize("name", sorted(CASES))
def test_encoder_gives_llc_bytes(name):
    case = CASES[name]
    assert assemble("\n".join(case["text"]), name) == _words(case)


@pytest.mark.parametrize("name", sorted(CASES))
def test_disassembler_gives_llc_text(name):
    case = CASES[name]
    text = listing(decode(_words(case)))
    assert text == case["text"]
    assert [llvm_view(line) for line in text] == case["llc_text"]


def _floats(rng, low, high):
    return rng.uniform(low, high, (WAVES, 64, 4)).astype(F)


def _ints(rng):
    values = rng.integers(0, 2 ** 32, (WAVES, 64, 4), dtype=np.uint64).astype(np.uint32)
    values[:, ::5, 0] = 0                    # int_compare's a == 0 branch
    values[:, ::3, 3] = values[:, ::3, 1]    # and its d == b branch
    return values.view(F)


def _mul_add_select(r0, r1):
    a, c = r0[..., 0], r1[..., 0]
    m = a * c
    s = m + F(2.5)
    return m, s, np.where(a > c, s, a), c


def _int_bits(r0, r1):
    a, b = r0[..., 0].view(np.uint32), r0[..., 1].view(np.uint32)
    c, d = r1[..., 0].view(np.uint32), r1[..., 1].view(np.uint32)
    x = (a << np.uint32(3)) ^ d
    o = (b >> np.uint32(5)) | (c.view(np.int32) >> 7).view(np.uint32)
    su = np.maximum(c.view(np.int32), d.view(np.int32)).view(np.uint32) - np.minimum(a, d)
    return x & o, a * b, su, x


def _float_round(r0, r1):
    a, b, c, d = r0[..., 0], r0[..., 1], r1[..., 0], r1[..., 1]
    f = np.floor(a)
    fr = a - f
    return f, np.ceil(b) + np.fmin(-np.abs(a), np.trunc(c)), np.fmax(fr, np.rint(d)), fr


def _convert(r0, r1):
    a, b = r0[..., 0], r0[..., 1]
    i = np.trunc(a).astype(np.int32) + 3
    u = np.trunc(b).astype(np.uint32) * np.uint32(5)
    return i.astype(F), u.astype(F), i.view(F), a


def _if_else(r0, r1):
    a, b, c, d = r0[..., 0], r0[..., 1], r1[..., 0], r1[..., 1]
    then = a < b
    return np.where(then, a * c + d, (b - c) * F(0.5)), np.where(then, a, b), c, d


def _int_compare(r0, r1):
    a, b = r0[..., 0].view(np.uint32), r0[..., 1].view(np.uint32)
    c, d = r1[..., 0].view(np.uint32), r1[..., 1].view(np.uint32)
    s1 = np.where(a.view(np.int32) < b.view(np.int32), c, d)
    s2 = np.where(c >= d, a, np.uint32(17))
    s3 = np.where(a == 0, b, c)
    return s1, s2, s3, (d != b).astype(np.uint32)


def _count_loop(r0, r1):
    a, c, d = r0[..., 0], r1[..., 0], r1[..., 1]
    acc = a.copy()
    for step in range(int(c.max()) + 1):
        more = step < np.trunc(c)
        acc = np.where(more, acc * F(1.5) + F(1), acc)
    return a, np.where(acc < F(10), acc - F(3), acc), c, d


def _branch_loops(r0, r1):
    """Negative a: halve it max(n, 1) times; else max(n, 1) times add 2 on even steps, then 1."""
    a, c, d = r0[..., 0], r1[..., 0], r1[..., 1]
    steps = np.maximum(np.trunc(c), 1)
    x, y = a.copy(), a.copy()
    for step in range(int(steps.max())):
        more = step < steps
        x = np.where(more, x * F(0.5), x)
        y = np.where(more, (y + F(2) if step % 2 == 0 else y) + F(1), y)
    return a, np.where(a < 0, x, y), c, d


def _constants(r0, r1):
    k0, k1 = CONSTANTS[0].view(F)[2], CONSTANTS[1].view(F)[17]
    return tuple(r0[..., c] * k0[c] + k1[c] for c in range(4))


def _transcendental(r0, r1):
    a, b, c, d = r0[..., 0], r0[..., 1], r1[..., 0], r1[..., 1]
    return np.sqrt(np.abs(a)), np.exp2(b), np.log2(np.abs(c)), b / d


# name -> (inputs, numpy reference, ulps allowed)
REFERENCES = {
    "mul_add_select": (lambda rng: (_floats(rng, -4, 4), _floats(rng, -4, 4)),
                       _mul_add_select, 0),
    "int_bits": (lambda rng: (_ints(rng), _ints(rng)), _int_bits, 0),
    "float_round": (lambda rng: (_floats(rng, -9, 9), _floats(rng, -9, 9)), _float_round, 0),
    "convert": (lambda rng: (_floats(rng, 0, 1000) - F([400, 0, 0, 0]), _floats(rng, 0, 9)),
                _convert, 0),
    "if_else": (lambda rng: (_floats(rng, -4, 4), _floats(rng, -4, 4)), _if_else, 0),
    "int_compare": (lambda rng: (_ints(rng), _ints(rng)), _int_compare, 0),
    "count_loop": (lambda rng: (_floats(rng, -2, 5), np.floor(_floats(rng, 0, 6))),
                   _count_loop, 0),
    "constants": (lambda rng: (_floats(rng, -4, 4), _floats(rng, -4, 4)), _constants, 0),
    "branch_loops": (lambda rng: (_floats(rng, -4, 4), np.floor(_floats(rng, 0, 6))),
                     _branch_loops, 0),
    # LLVM expands sqrt, exp2, log2 and fdiv into RECIPSQRT/EXP/LOG/RECIP with range scaling,
    # each step rounded: within 2 ulps of the correctly rounded result, not equal to it.
    "transcendental": (lambda rng: (_floats(rng, 0.1, 30), _floats(rng, 0.5, 8)),
                       _transcendental, 2),
}


def test_every_case_has_a_reference():
    assert sorted(REFERENCES) == sorted(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_llc_program_equals_numpy(name):
    inputs, reference, ulps = REFERENCES[name]
    r0, r1 = inputs(np.random.default_rng(7))
    result = run(decode(_words(CASES[name])), group_size=64 * WAVES, constants=CONSTANTS,
                 preload={0: r0.view(np.uint32), 1: r1.view(np.uint32)})
    (key, out), = result.exports.items()
    assert key == (1, 60)                    # position export, store.swizzle(..., 60, 1)
    expected = np.stack([np.asarray(v).view(np.uint32) for v in reference(r0, r1)], -1)
    if ulps:
        np.testing.assert_array_max_ulp(out.view(F), expected.view(F), maxulp=ulps)
    else:
        np.testing.assert_array_equal(out, expected)


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="needs llc-19 (LLVM 19)")
def test_generator_reproduces_the_committed_corpus():
    import importlib.util
    spec = importlib.util.spec_from_file_location("gen", ROOT / "tools" / "gen_r700_corpus.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.generate() == CORPUS
