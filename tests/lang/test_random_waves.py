"""Property test: the random programs of test_random_programs.py with wave operations (a
reduction, a prefix sum, a shuffle, readfirstlane, wave_any/wave_all, a ballot's count) at the
kernel's top level, where every lane that has not returned is active, compiled with either
scheme and run equal a lockstep oracle: the per-lane Python program as a generator that yields
at each wave operation, the operation computed over the lanes still running (a lane that
returned takes no part; a shuffle from it reads 0, as ds_bpermute_b32 does)."""
import numpy as np
from hypothesis import given, settings, strategies as st

import gcnsim

from .launch import run
from .test_random_programs import TARGETS, VARS, Program, _module

IMPORTS = ("from gcnsim.lang import kernel, Ptr, i32, i64, u32, global_id, select, popcount, "
           "ballot, readfirstlane, shuffle_down, shuffle_up, shuffle_xor, wave_all, wave_any, "
           "wave_max, wave_min, wave_prefix_sum, wave_sum")


class WaveProgram(Program):
    def block(self, depth, loops, budget):
        if depth == 1 and self.rng.random() < 0.7:
            self.wave(depth)
        super().block(depth, loops, budget)
        if depth == 1:
            self.wave(depth)

    def wave(self, depth):
        r = self.rng
        v, x = r.choice(VARS), r.choice(VARS)
        m = r.randint(1, 63)
        kind = r.choice(["sum", "min", "max", "shuffle_xor", "shuffle_up", "shuffle_down",
                         "readfirstlane", "any", "all", "ballot", "prefix_sum"])
        if kind in ("sum", "min", "max", "prefix_sum"):
            call = f"wave_{kind}({x})"
        elif kind.startswith("shuffle"):
            call = f"{kind}({x}, {m})"
        elif kind == "readfirstlane":
            call = f"readfirstlane({x})"
        elif kind == "ballot":
            call = f"i32(popcount(u32(ballot({x} > {m - 30}))))"
        else:
            call = f"select(wave_{kind}({x} > {m - 30}), 5, -5)"
        arg = f"{x} > {m - 30}" if kind in ("any", "all", "ballot") else x
        self.line(depth, f"{v} = {v} + {call}", f"{v} = w({v} + (yield ({kind!r}, {arg}, {m})))")

    def source(self, t="i32"):
        kernel_text, oracle_text = super().source(t)
        kernel_text = kernel_text.replace(kernel_text.split("\n")[0], IMPORTS, 1)
        return kernel_text, oracle_text.replace("def lane(a, b, c, u):",
                                                "def lane(a, b, c, u):\n    yield None", 1)


def wave_result(kind, values, m):
    """Each running lane's result of a wave operation; ``values``: lane -> its operand."""
    lanes = sorted(values)
    if kind == "sum":
        return dict.fromkeys(lanes, sum(values.values()))
    if kind in ("min", "max"):
        return dict.fromkeys(lanes, (min if kind == "min" else max)(values.values()))
    if kind == "prefix_sum":
        return {k: sum(values[j] for j in lanes if j <= k) for k in lanes}
    if kind == "readfirstlane":
        return dict.fromkeys(lanes, values[lanes[0]])
    if kind in ("any", "all", "ballot"):
        hits = [values[k] for k in lanes]
        if kind == "ballot":                    # popcount of the ballot's low 32 bits
            return dict.fromkeys(lanes, sum(1 for k in lanes if k < 32 and values[k]))
        return dict.fromkeys(lanes, 5 if (any if kind == "any" else all)(hits) else -5)
    out = {}
    for k in lanes:
        src = {"shuffle_xor": k ^ m, "shuffle_up": k - m, "shuffle_down": k + m}[kind]
        out[k] = values[k] if not 0 <= src < 64 else values.get(src, 0)
    return out


def lockstep(lane, inputs):
    """The lanes' results: each a generator run to its next wave operation in turn."""
    gens = {k: lane(*args) for k, args in enumerate(inputs)}
    results, requests = {}, {}
    for k, g in gens.items():
        next(g)
    pending = dict.fromkeys(gens)
    while pending:
        for k in list(pending):
            try:
                requests[k] = gens[k].send(pending[k])
            except StopIteration as stop:
                results[k] = stop.value
                del pending[k]
                requests.pop(k, None)
        if not pending:
            break
        kinds = {(kind, m) for kind, _, m in requests.values()}
        assert len(kinds) == 1, kinds            # every running lane at the same operation
        (kind, m), = kinds
        answer = wave_result(kind, {k: r[1] for k, r in requests.items()}, m)
        pending = {k: answer[k] for k in pending}
    return [results[k] for k in range(len(inputs))]


@settings(max_examples=16, derandomize=True, deadline=None)
@given(st.integers(0, 2 ** 31))
def test_random_wave_program(tmp_path_factory, seed):
    kernel_text, oracle_text = WaveProgram(seed).source("i32")
    kernel = _module(tmp_path_factory.mktemp("wave") / f"w{seed}.py", kernel_text).prog
    lane = {}
    exec(oracle_text, lane)
    x = np.random.default_rng(seed).integers(-100, 100, 128).astype(np.int32)
    u = seed % 9 - 1
    wrap = lane["w"]
    expected = np.array([wrap(v) for v in lockstep(
        lane["lane"], [(int(x[i]), int(x[i + 64]), i, u) for i in range(64)])], np.int32)
    compiled = kernel.compile(TARGETS[seed % 4], divergence=("exec", "resume-pc")[seed // 4 % 2])
    assert gcnsim.check(compiled.code_object) == []
    out = run(compiled, [x, np.zeros(64, np.int32), np.int32(u)], 64, 64, "adversarial")[1]
    np.testing.assert_array_equal(out, expected, err_msg=kernel_text)
