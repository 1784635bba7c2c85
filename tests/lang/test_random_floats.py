"""Property test: random f32 programs (arithmetic, comparisons, if/else, loops, early return)
compiled and run equal, bit for bit, the same program evaluated lane by lane with numpy's
float32 scalars: IEEE single precision, every operation rounded once, no FMA contraction."""
import importlib.util
import random

import numpy as np
from hypothesis import given, settings, strategies as st

import gcnsim

from .launch import run

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
VARS = ("a", "b", "c")


def _program(seed):
    r = random.Random(seed)
    lines = []

    def expr():
        x, y = r.choice(VARS), r.choice(VARS + ("0.75", "1.5", "-2.0", "0.1"))
        return f"{x} {r.choice('+-*')} {y}"

    def block(depth, budget):
        for _ in range(r.randint(1, 3)):
            kind = r.choice(["assign", "assign", "if", "for", "return"]) if budget else "assign"
            pad = "    " * depth
            if kind == "assign":
                lines.append(f"{pad}{r.choice(VARS)} = {expr()}")
            elif kind == "if":
                lines.append(f"{pad}if {r.choice(VARS)} {r.choice('<>')} {r.choice(VARS)}:")
                block(depth + 1, budget - 1)
                if r.random() < 0.5:
                    lines.append(f"{pad}else:")
                    block(depth + 1, budget - 1)
            elif kind == "for":
                lines.append(f"{pad}for k{depth} in range(u):")
                block(depth + 1, budget - 1)
            else:
                lines.append(f"{pad}if {r.choice(VARS)} > 1.0:")
                lines.append(f"{pad}    return RESULT")
    block(1, 3)
    return lines


def _sources(seed):
    body = _program(seed)
    kernel = ["from gcnsim.lang import kernel, Ptr, f32, i32, global_id", "", "@kernel",
              "def prog(x: Ptr[f32], out: Ptr[f32], u: i32):", "    i = global_id(0)",
              "    a = x[i]", "    b = x[i + 64]", "    c = x[i + 128]"]
    kernel += [line.replace("return RESULT", "out[i] = a - b * c\n" + " " * (
        len(line) - len(line.lstrip())) + "return") for line in body]
    kernel.append("    out[i] = a - b * c")
    oracle = ["from numpy import float32 as F", "", "def lane(a, b, c, u):"]
    oracle += [_floats(line).replace("return RESULT", "return a - b * c") for line in body]
    oracle.append("    return a - b * c")
    return "\n".join(kernel) + "\n", "\n".join(oracle) + "\n"


def _floats(line):
    for lit in ("0.75", "1.5", "-2.0", "0.1", "1.0"):
        line = line.replace(f" {lit}", f" F({lit})")
    return line


def _module(path, text):
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@settings(max_examples=24, derandomize=True, deadline=None)
@given(st.integers(0, 2 ** 31))
def test_random_float_program(tmp_path_factory, seed):
    kernel_text, oracle_text = _sources(seed)
    folder = tmp_path_factory.mktemp("fprog")
    kernel = _module(folder / f"f{seed}.py", kernel_text).prog
    lane = {}
    exec(oracle_text, lane)
    x = (np.random.default_rng(seed).random(192, np.float32) * 1.5 + 0.25).astype(np.float32)
    u = seed % 4
    with np.errstate(all="ignore"):
        expected = np.array([lane["lane"](x[i], x[i + 64], x[i + 128], u) for i in range(64)],
                            np.float32)
    compiled = kernel.compile(TARGETS[seed % 4], divergence=("exec", "resume-pc")[seed // 4 % 2])
    assert gcnsim.check(compiled.code_object) == []
    out = run(compiled, [x, np.zeros(64, np.float32), np.int32(u)], 64, 64, "adversarial")[1]
    np.testing.assert_array_equal(out.view(np.uint32), expected.view(np.uint32),
                                  err_msg=kernel_text)
