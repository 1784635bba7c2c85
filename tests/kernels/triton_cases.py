"""Inputs, launch arguments and numpy references of the Triton corpus (tests/data/triton/),
keyed by the ``reference`` name each kernel's manifest gives, and the manifest's tolerances.

A case turns a manifest and a seeded generator into host arrays, the kernel's argument list
(arrays where buffers go, None for the two pointers Triton appends) and the expected contents
of the output buffers; ``compare`` applies the manifest's tolerance:

    >>> m = {"case": {"n": 3}, "signature": {}}
    >>> host, args, want = CASES["add"](m, np.random.default_rng(0))
    >>> [type(a).__name__ for a in args], want["out"].dtype.name
    (['ndarray', 'ndarray', 'ndarray', 'int32', 'NoneType', 'NoneType'], 'float32')

Matmuls are checked against the float64 product of the decoded inputs within an accumulation
bound (the order of the K additions is the hardware's). xf32 (gfx942's tf32 MFMA) reduces its
inputs to 10 mantissa bits; whether by truncation or rounding is the simulator's current
choice, so its bound (2 * 2^-10 + (K + 2) * 2^-24, times |A| @ |B|) holds for truncation,
rounding and full precision alike rather than modelling one of them.
"""
import math

import numpy as np

from .numerics import fma_f32, ulp_distance

APPENDED = [None, None]           # Triton's global and profile scratch pointers: null


def _f32(rng, n, scale=1.0):
    return (rng.standard_normal(n) * scale).astype(np.float32)


def add_case(manifest, rng):
    n = manifest["case"]["n"]
    host = {"x": _f32(rng, n), "y": _f32(rng, n), "out": np.zeros(n, np.float32)}
    args = [host["x"], host["y"], host["out"], np.int32(n)] + APPENDED
    return host, args, {"out": host["x"] + host["y"]}


def fma_case(manifest, rng):
    n = manifest["case"]["n"]
    host = {k: _f32(rng, n) for k in "xyz"} | {"out": np.zeros(n, np.float32)}
    # Triton's metadata names no argument types: numpy scalars carry their own bits.
    alpha = np.float32(-1.75)
    args = [host["x"], host["y"], host["z"], host["out"], alpha, np.int32(n)] + APPENDED
    return host, args, {"out": fma_f32(host["x"], host["y"], host["z"]) * alpha}


def softmax_case(manifest, rng):
    case = manifest["case"]
    rows, cols = case["rows"], case["n_cols"]
    x = _f32(rng, rows * case["in_stride"], 3.0)
    host = {"in": x, "out": np.zeros(rows * case["out_stride"], np.float32)}
    args = [host["out"], host["in"], np.int32(case["in_stride"]), np.int32(case["out_stride"]),
            np.int32(cols)] + APPENDED
    rows64 = x.reshape(rows, case["in_stride"])[:, :cols].astype(np.float64)
    e = np.exp(rows64 - rows64.max(axis=1, keepdims=True))
    want = np.zeros((rows, case["out_stride"]), np.float32)
    want[:, :cols] = e / e.sum(axis=1, keepdims=True)
    # tl.exp(y) is v_exp_f32(y * log2(e)): rounding y = x - max and y * log2(e) moves the
    # result by up to 2 |y| ulps before v_exp_f32's own error (the manifest's ulps cover that,
    # the division and the sum's order).
    spread = np.zeros((rows, case["out_stride"]))
    spread[:, :cols] = 2 * np.abs(rows64 - rows64.max(axis=1, keepdims=True))
    return host, args, {"out": want.ravel(), "ulps": np.ceil(spread).ravel()}


def erf_case(manifest, rng):
    n = manifest["case"]["n"]
    x = rng.uniform(-4.0, 4.0, n).astype(np.float32)
    x[:8] = [0.0, -0.0, 1e-30, -1e-8, 0.5, 3.9, 10.0, -10.0]
    host = {"x": x, "out": np.zeros(n, np.float32)}
    want = np.array([math.erf(v) for v in x.astype(np.float64)]).astype(np.float32)
    return host, [host["x"], host["out"], np.int32(n)] + APPENDED, {"out": want}


def fp8e4b8_values():
    """The 256 float values of the fp8 e4m3fnuz bytes (bias 8, no infinities, 0x80 is NaN)."""
    b = np.arange(256)
    sign = np.where(b & 0x80, -1.0, 1.0)
    exp = (b >> 3) & 0xF
    man = b & 7
    mag = np.where(exp == 0, man / 8.0 * 2.0 ** -7, (1 + man / 8.0) * 2.0 ** (exp - 8.0))
    values = sign * mag
    values[0x80] = np.nan
    return values


def matmul_operand(kind, rng, shape):
    """(host array in the kernel's element type, its values as float64 or int64)."""
    if kind == "fp16":
        a = rng.standard_normal(shape).astype(np.float16)
        return a, a.astype(np.float64)
    if kind == "bf16":
        bits = (_f32(rng, shape).view(np.uint32) >> 16).astype(np.uint16)
        return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if kind == "fp32":
        a = _f32(rng, shape)
        return a, a.astype(np.float64)
    if kind == "i8":
        a = rng.integers(-128, 128, shape, dtype=np.int8)
        return a, a.astype(np.int64)
    if kind == "fp8e4b8":
        # exponents 4..11: values 2^-4..2^3 and their sign, never the NaN byte 0x80
        bits = (rng.integers(0, 2, shape) << 7 | rng.integers(4, 12, shape) << 3
                | rng.integers(0, 8, shape)).astype(np.uint8)
        return bits, fp8e4b8_values()[bits]
    raise ValueError(f"no matmul operand of type {kind}")


def matmul_case(manifest, rng):
    c = manifest["case"]
    m, n, k = c["M"], c["N"], c["K"]
    a, a_val = matmul_operand(manifest["input"], rng, (m, c["stride_am"]))
    b, b_val = matmul_operand(manifest["input"], rng, (k, c["stride_bk"]))
    out = np.int32 if manifest["output"] == "i32" else np.float32
    host = {"a": a, "b": b, "c": np.zeros((m, c["stride_cm"]), out)}
    args = [a, b, host["c"], *(np.int32(c[x]) for x in ("M", "N", "K", "stride_am",
                                                        "stride_bk", "stride_cm"))] + APPENDED
    exact = a_val[:, :k] @ b_val[:, :n]
    want = np.zeros(host["c"].shape, np.float64)
    want[:, :n] = exact
    scale = np.zeros(host["c"].shape, np.float64)
    scale[:, :n] = np.abs(a_val[:, :k]) @ np.abs(b_val[:, :n])
    return host, args, {"c": want.astype(out) if out == np.int32 else want, "scale": scale}


CASES = {"add": add_case, "fma": fma_case, "softmax": softmax_case, "erf": erf_case,
         "matmul": matmul_case}


def compare(tolerance, got, want, scale=None, ulps=0):
    """Text of the elements of ``got`` outside the tolerance of ``want`` (empty when none).

    exact: bit-equal (floats by ulp distance 0); ulp: within the manifest's ``ulps`` (plus a
    case's per-element ``ulps``) of the float64 reference rounded to float32; matmul:
    |got - want| <= bound * scale, scale = |A| @ |B| (zero there means exact)."""
    got = np.asarray(got)
    kind = tolerance["kind"]
    if kind == "matmul":
        bad = ~(np.abs(got.astype(np.float64) - want) <= tolerance["bound"] * scale)
    elif got.dtype.kind == "f":
        allowed = tolerance.get("ulps", 0) + ulps if kind == "ulp" else 0
        bad = ulp_distance(got, np.asarray(want, np.float64).astype(got.dtype)) > allowed
    else:
        bad = got != want
    where = np.argwhere(bad)
    lines = [f"{tuple(int(i) for i in at)}: got {got[tuple(at)]!r} want {want[tuple(at)]!r}"
             for at in where[:8]]
    return lines + ([f"... {len(where)} of {got.size} outside {tolerance}"] if len(where)
                    else [])
