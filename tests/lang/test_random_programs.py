"""Property test: random structured programs (nested if/else, for and while loops whose trip
counts may differ per lane, break, continue, early return over per-lane integer data, select,
and a variable d that starts uniform and stays so until lanes disagree on it, as when a loop
assigns it and lanes leave that loop at different iterations; d then feeds branches, loop
bounds and select; i32 and i64) compiled with either divergence scheme and run equal the same
program evaluated lane by lane in plain Python under the language's semantics (integers wrap;
// and % floor)."""
import importlib.util
import random

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import gcnsim

from .launch import run

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
VARS = ("a", "b", "c")
OPS = ("+", "-", "*", "&", "^", "//", "%")
UNIFORM_OPS = ("+", "-", "*", "^")


class Program:
    """One random program, written twice: as a kernel and as a per-lane Python oracle."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.kernel, self.oracle = [], []
        self.counters = []
        self.type = "i32"

    def line(self, depth, kernel_text, oracle_text=None):
        pad = "    " * depth
        self.kernel.append(pad + kernel_text)
        self.oracle.append(pad + (oracle_text if oracle_text is not None else kernel_text))

    def expr(self):
        r = self.rng
        a, b = r.choice(VARS), r.choice(VARS + ("d", str(r.randint(-9, 9))))
        op = r.choice(OPS)
        if op in ("//", "%"):
            b = f"({b} | 1)"
        return f"{a} {op} {b}"

    def cond(self):
        """A per-lane condition, or a uniform one (on the argument u or a loop counter)."""
        r = self.rng
        uniform = ["u", "d", *self.counters]
        return r.choice([f"{r.choice(VARS)} < {r.choice(VARS)}",
                         f"({r.choice(VARS)} & {r.randint(1, 7)}) == 0",
                         f"{r.choice(VARS)} > {r.randint(-20, 20)}",
                         f"{r.choice(uniform)} > {r.randint(-2, 6)}",
                         f"({r.choice(uniform)} & {r.randint(1, 3)}) == 1"])

    def bound(self):
        """A trip count: per lane (a, b, c), uniform (u), or uniform until a loop splits d."""
        return f"{self.rng.choice(VARS + ('u', 'd', 'd'))} & 7"

    def block(self, depth, loops, budget):
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.choice(["assign", "assign", "uniform", "select", "if", "for",
                                    "while", "carried", "carried", "jump"]) if budget else "assign"
            if kind == "assign":
                v, e = self.rng.choice(VARS), self.expr()
                self.line(depth, f"{v} = {e}", f"{v} = w({e})")
            elif kind == "uniform":
                self.uniform(depth)
            elif kind == "select":
                self.select(depth, self.cond())
            elif kind == "if":
                self.branch(depth, loops, budget, self.cond())
            elif kind in ("for", "while"):
                self.loop(kind, depth, loops, budget, self.bound())
            elif kind == "carried":
                self.carried(depth, loops, budget)
            else:
                jump = self.rng.choice(["return"] + ["break", "continue"] * (loops > 0))
                self.line(depth, f"if {self.cond()}:")
                if jump == "return":
                    self.line(depth + 1, "out[i] = a + d", "return w(a + d)")
                self.line(depth + 1, jump)

    def uniform(self, depth):
        """d stays uniform unless lanes disagree on it."""
        r = self.rng
        e = r.choice([f"d {r.choice(UNIFORM_OPS)} "
                      + r.choice(["u", *self.counters, str(r.randint(-9, 9))]),
                      str(r.randint(-9, 9))])
        self.line(depth, f"d = {e}", f"d = w({e})")

    def select(self, depth, cond):
        v, e = self.rng.choice(VARS + ("d",)), f"select({cond}, {self.expr()}, d)"
        self.line(depth, f"{v} = {e}", f"{v} = w({e})")

    def branch(self, depth, loops, budget, cond):
        self.line(depth, f"if {cond}:")
        self.block(depth + 1, loops, budget - 1)
        if self.rng.random() < 0.5:
            self.line(depth, "else:")
            self.block(depth + 1, loops, budget - 1)

    def loop(self, kind, depth, loops, budget, bound, carry=False):
        """``for k in range(n)``, or ``while k < n`` counting at the top of its body (so a
        continue still counts); ``carry``: the body assigns d first."""
        k = f"k{depth}"
        if kind == "for":
            self.line(depth, f"for {k} in range({bound}):")
        else:
            self.line(depth, f"{k} = {self.type}(0)", f"{k} = 0")
            self.line(depth, f"while {k} < ({bound}):")
            self.line(depth + 1, f"{k} += 1")
        self.line(depth + 1, f"a = a + {k}", f"a = w(a + {k})")
        self.counters.append(k)
        if carry:
            self.uniform(depth + 1)
        self.block(depth + 1, loops + 1, budget - 1)
        self.counters.pop()

    def carried(self, depth, loops, budget):
        """A loop with a per-lane trip count assigns d (uniform inside it; each lane leaves
        with its own), then d decides a branch, a loop bound or a select."""
        r = self.rng
        self.loop(r.choice(["for", "while"]), depth, loops, budget, f"{r.choice(VARS)} & 7",
                  carry=True)
        cond = r.choice([f"d > {r.randint(-2, 6)}", f"(d & {r.randint(1, 3)}) == 1"])
        use, rest = r.choice(["if", "bound", "select"]), max(budget - 1, 1)  # stays short
        if use == "if":
            self.branch(depth, loops, rest, cond)
        elif use == "bound":
            self.loop(r.choice(["for", "while"]), depth, loops, rest, "d & 7")
        else:
            self.select(depth, cond)

    def source(self, t="i32"):
        """(kernel text, oracle text) with integers of type ``t`` (i32 or i64)."""
        self.type = t
        self.block(1, 0, 3)
        bits = int(t[1:])
        head = ["from gcnsim.lang import kernel, Ptr, i32, i64, global_id, select", "",
                "@kernel", f"def prog(x: Ptr[{t}], out: Ptr[{t}], u: {t}):",
                "    i = global_id(0)", "    a = x[i]", "    b = x[i + 64]", f"    c = {t}(i)",
                "    d = u"]
        oracle = ["def select(cond, x, y):", "    return x if cond else y", "",
                  "def w(v):", f"    v &= {(1 << bits) - 1}",
                  f"    return v - (1 << {bits}) if v >> {bits - 1} else v", "",
                  "def lane(a, b, c, u):", "    d = u"]
        d = " + d" if self.rng.random() < 0.5 else ""       # d may be dead at the end
        return ("\n".join(head + self.kernel + [f"    out[i] = a * 7 + b + c{d}"]) + "\n",
                "\n".join(oracle + self.oracle + [f"    return w(a * 7 + b + c{d})"]) + "\n")


def _module(path, text):
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("t", ("i32", "i64"))
@settings(max_examples=30, derandomize=True, deadline=None)
@given(st.integers(0, 2 ** 31))
def test_random_program(tmp_path_factory, t, seed):
    kernel_text, oracle_text = Program(seed).source(t)
    folder = tmp_path_factory.mktemp("prog")
    kernel = _module(folder / f"k{seed}.py", kernel_text).prog
    lane = {}
    exec(oracle_text, lane)
    dtype = np.int32 if t == "i32" else np.int64
    x = np.random.default_rng(seed).integers(-100, 100, 128).astype(dtype)
    u = seed % 9 - 1
    expected = np.array([lane["lane"](int(x[i]), int(x[i + 64]), i, u) for i in range(64)],
                        dtype)
    compiled = kernel.compile(TARGETS[seed % 4], divergence=("exec", "resume-pc")[seed // 4 % 2])
    assert gcnsim.check(compiled.code_object) == []
    out = run(compiled, [x, np.zeros(64, dtype), dtype(u)], 64, 64, "adversarial")[1]
    np.testing.assert_array_equal(out, expected, err_msg=kernel_text)
