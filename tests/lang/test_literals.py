"""Literal expressions fold in the arithmetic of the type they take, as values of that type
compute it at run time (integers wrap, floats round in their own precision and overflow to
inf), a literal that does not fit its type is a located CompileError, and a conversion of a
literal rounds once. Each folded expression is generated next to the same expression over
values loaded from memory, and the two must agree bit for bit."""
import importlib.util
import re

import numpy as np
import pytest

from gcnsim.lang import CompileError

from .launch import run

DTYPES = {"i32": np.int32, "u32": np.uint32, "i64": np.int64, "f16": np.float16,
          "f32": np.float32, "f64": np.float64}
INT_CASES = [("({0} << {1}) // {2}", (-13, 30, 100)), ("{0} << {1}", (1, 31)),
             ("{0} + {1}", (2147483647, 1)), ("{0} * {1}", (65537, 65537)),
             ("{0} - {1}", (0, 1)), ("({0} << {1}) >> {2}", (3, 30, 29)),
             ("{0} // {1}", (-7, 2)), ("{0} % {1}", (-7, 2)),
             ("({0} * {1}) % {2}", (99991, 99989, 7)), ("{0} << {1}", (1, 40)),
             ("~{0} & {1}", (5, 255)), ("({0} + {1}) ^ {2}", (1 << 30, 1 << 30, 1))]
FLOAT_CASES = [("{0} * {1}", (300.0, 300.0)), ("{0} + {1}", (0.1, 0.2)), ("{0} / {1}", (1.0, 3.0)),
               ("{0} * {1} * {2}", (1e30, 1e30, 1e-30)), ("{0} - {1} * {2}", (1.0, 0.1, 3.0)),
               ("({0} + {1}) - {0}", (65504.0, 16.0)), ("{0} * {1}", (1e200, 1e200))]


def fits(values, dtype):
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        return all(info.min <= v <= info.max for v in values)
    with np.errstate(over="ignore"):
        return all(np.isfinite(dtype(v)) for v in values)


def cases(name):
    table = FLOAT_CASES if name.startswith("f") else INT_CASES
    return [(text, values) for text, values in table if fits(values, DTYPES[name])]


def kernel_source(name):
    """A kernel writing each case folded (out[k]) and over loaded values (out[n + k])."""
    lines = [f"@kernel\ndef fold_{name}(v: Ptr[{name}], out: Ptr[{name}]):",
             "    i = global_id(0)", "    if i == 0:"]
    listed = cases(name)
    slot = 0
    for k, (text, values) in enumerate(listed):
        literal = text.format(*(f"({v!r})" for v in values))
        loaded = text.format(*(f"v[{slot + j}]" for j in range(len(values))))
        slot += len(values)
        lines += [f"        out[{k}] = {literal}", f"        out[{len(listed) + k}] = {loaded}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("literals") / "literal_kernels.py"
    head = "from gcnsim.lang import kernel, Ptr, global_id, " + ", ".join(DTYPES) + "\n\n"
    path.write_text(head + "\n\n".join(kernel_source(name) for name in DTYPES))
    spec = importlib.util.spec_from_file_location("literal_kernels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", list(DTYPES))
def test_folded_literals_compute_as_the_type_does(kernels, name):
    dtype, listed = DTYPES[name], cases(name)
    values = np.array([v for _, vs in listed for v in vs], dtype)
    compiled = getattr(kernels, f"fold_{name}").compile("gfx900")
    out = run(compiled, [values, np.zeros(2 * len(listed), dtype)], 64, 64)[1]
    folded, loaded = out[:len(listed)], out[len(listed):]
    assert folded.tobytes() == loaded.tobytes(), list(zip(folded, loaded))
    if name == "i32":                       # the figures once folded wrong
        assert folded[:3].tolist() == [-10737419, -2 ** 31, -2 ** 31]
    if name == "i64":
        assert folded[:3].tolist() == [-139586438, 2 ** 31, 2 ** 31]


LITERAL_CONVERSIONS = '''
from gcnsim.lang import kernel, Ptr, f16, f32, f64, i32, u32, i64


@kernel
def convert_literals(h: Ptr[f16], s: Ptr[f32], w: Ptr[u32], q: Ptr[i64], n: Ptr[i32]):
    h[0] = f16(65519.99999)
    h[1] = f16(1.0004882812509095)
    h[2] = f16(70000)
    h[3] = -2.0
    h[4] = -0.0
    s[0] = f32(1152921573326323713)
    s[1] = f32(-1152921573326323713)
    s[2] = f32(7 // 2)
    w[0] = u32(-1)
    q[0] = i64(1 << 40)
    n[0] = i32(-3.7)
'''


def test_a_literal_converts_once(tmp_path):
    path = tmp_path / "literal_conversions.py"
    path.write_text(LITERAL_CONVERSIONS)
    from gcnsim.lang import compile_file
    compiled = compile_file(path, "convert_literals", "gfx900")
    args = [np.zeros(5, np.float16), np.zeros(4, np.float32), np.zeros(4, np.uint32),
            np.zeros(4, np.int64), np.zeros(4, np.int32)]
    h, s, w, q, n = run(compiled, args, 64, 64)
    assert h[:4].tolist() == [65504.0, 1.0009765625, np.inf, -2.0]
    assert h[4:].view(np.uint16).tolist() == [0x8000]         # f16's bits, not f32's
    assert s[:3].tolist() == [2 ** 60 + 2 ** 37, -(2 ** 60 + 2 ** 37), 3.0]
    assert (w[0], q[0], n[0]) == (2 ** 32 - 1, 2 ** 40, -3)


@pytest.mark.parametrize("store, annotation, message", [
    ("x[0] = 1e300", "Ptr[f32]", "literal 1e+300 overflows f32"),
    ("x[0] = x[1] * 70000", "Ptr[f16]", "literal 70000 overflows f16"),
    ("x[0] = x[1] + 65520.0", "Ptr[f16]", "literal 65520.0 overflows f16"),
    ("x[0] = x[1] + 2147483648", "Ptr[i32]", "integer literal 2147483648 does not fit i32"),
    ("x[0] = x[1] + 1" + "0" * 400, "Ptr[f32]", "literal 1" + "0" * 400 + " overflows f32"),
    ("x[0] = i32(1e20)", "Ptr[i32]", "i32(1e+20): the value is outside i32"),
    ("x[0] = x[1] + 1 // 0", "Ptr[i32]", "integer division or modulo by zero"),
    ("x[0] = x[1] + (1 << 2.0)", "Ptr[f32]", "'shl' needs integers, not f32")])
def test_a_literal_outside_its_type_is_a_located_error(tmp_path, store, annotation, message):
    path = tmp_path / "outside.py"
    path.write_text("from gcnsim.lang import kernel, Ptr, f16, f32, i32\n\n\n@kernel\n"
                    f"def outside(x: {annotation}):\n    {store}\n")
    from gcnsim.lang import compile_file
    with pytest.raises(CompileError, match=re.escape(message)) as info:
        compile_file(path, "outside", "gfx900")
    assert info.value.line == 6 and str(info.value).startswith(f"{path}:6: error:")
