"""Property test, the random structured programs of test_random_programs.py grown by device
functions (plain or @func, annotated or not, with returns inside ifs and loops, calling each
other, called with literal arguments) and range() loops whose step is a value (per lane or
uniform, rising or falling): compiled with either divergence scheme, equal to the same program
evaluated lane by lane in plain Python."""
import numpy as np
from hypothesis import given, settings, strategies as st

import gcnsim

from .launch import run
from .test_random_programs import TARGETS, VARS, Program, _module


class FeatureProgram(Program):
    def __init__(self, seed):
        super().__init__(seed)
        self.helpers, self.helper_oracles = [], []

    def block(self, depth, loops, budget):
        if budget and self.rng.random() < 0.35:
            self.rng.choice([self.call, self.stepped])(depth, loops, budget)
        super().block(depth, loops, budget)

    def call(self, depth, loops, budget):
        name = self.helper()
        v = self.rng.choice(VARS)
        literal = (str(self.rng.randint(-9, 9)),) if self.type == "i32" else ()   # an i32
        arg = self.rng.choice(VARS + ("d",) + literal)
        self.line(depth, f"{v} = {name}({self.rng.choice(VARS)}, {arg})")

    def helper(self):
        """A new helper (calling the previous one, if any) in kernel and oracle form."""
        r, t = self.rng, self.type
        name, callee = f"h{len(self.helpers)}", (f"h{len(self.helpers) - 1}"
                                                if self.helpers else None)
        c1, c2, c3, op = r.randint(-9, 9), r.randint(1, 7), r.randint(-5, 5), r.choice("+-*^")
        head = [f"def {name}(p, q):"]
        if r.random() < 0.5:
            head = [f"@func\ndef {name}(p: {t}, q: {t}) -> {t}:"]
        tail = f"{callee}(p, q) * {c3}" if callee else f"p * {c3} + q"
        body = [("    if p < q + {c1}:", None), ("        return {e}", f"p {op} q"),
                ("    for j in range(q & 3):", None), ("        if (p & {c2}) == 0:", None),
                ("            return {e}", "p + j"), ("        p = p // 2", None),
                ("    return {e}", tail)]
        kernel = head + [text.format(c1=c1, c2=c2, e=e) for text, e in body]
        oracle = [f"def {name}(p, q):"] + [text.format(c1=c1, c2=c2, e=f"w({e})")
                                           for text, e in body]
        self.helpers.append("\n".join(kernel))
        self.helper_oracles.append("\n".join(oracle))
        return name

    def stepped(self, depth, loops, budget):
        """``for k in range(lo, hi, step)``, the step a nonzero value of either sign."""
        r = self.rng
        k = f"k{depth}"
        which = r.choice(VARS + ("u",))
        sign = r.choice(["", "-"])
        step = f"{sign}(({which} & 3) + 1)"
        lo, hi = f"{r.choice(VARS)} & 15", f"{r.choice(VARS)} & 15"
        self.line(depth, f"for {k} in range({lo}, {hi}, {step}):")
        self.line(depth + 1, f"a = a + {k}", f"a = w(a + {k})")
        self.counters.append(k)
        self.block(depth + 1, loops + 1, budget - 1)
        self.counters.pop()

    def source(self, t="i32"):
        kernel, oracle = super().source(t)
        kernel = kernel.replace("global_id, select", "global_id, select, func", 1)
        at = kernel.index("@kernel")
        kernel = kernel[:at] + "\n\n".join(self.helpers) + "\n\n\n" + kernel[at:]
        return kernel, "\n\n".join(self.helper_oracles) + "\n\n" + oracle


@settings(max_examples=12, derandomize=True, deadline=None)
@given(st.integers(0, 2 ** 31))
def test_random_program_with_functions_and_steps(tmp_path_factory, seed):
    _check(tmp_path_factory, "i32", seed)


@settings(max_examples=3, derandomize=True, deadline=None)
@given(st.integers(0, 2 ** 31))
def test_random_i64_program_with_functions_and_steps(tmp_path_factory, seed):
    _check(tmp_path_factory, "i64", seed)


def _check(tmp_path_factory, t, seed):
    kernel_text, oracle_text = FeatureProgram(seed).source(t)
    folder = tmp_path_factory.mktemp("prog")
    kernel = _module(folder / f"f{seed}.py", kernel_text).prog
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
