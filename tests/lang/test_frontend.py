"""The front end: what is outside the language is a CompileError naming file, line and
construct; the literal and typing rules of the README's table."""
import inspect
import math

import pytest

from gcnsim.lang import CompileError

from . import errors_src

CASES = {
    "int_divide": "'/' on integers",
    "mixed": "mixing f32 and i32",
    "signedness": "mixing u32 and i32",
    "big_literal": "does not fit i32",
    "float_literal": "float literal 1.5",
    "divergent_barrier": "barrier() under divergent control flow",
    "with_statement": "a with block is outside the kernel language",
    "walrus": "the walrus operator := is outside the kernel language",
    "fstring": "an f-string (print takes the values themselves: print(\"i =\", i))",
    "list_comprehension": "a list comprehension is outside the kernel language",
    "generator": "yield is outside the kernel language (a kernel is no generator",
    "slice_assignment": "a slice is a view only: q = p[k:] names p's elements from k on",
    "nested_function": "a nested function (def inside a kernel: define it at module level",
    "power": "operator @ is outside the kernel language",
    "no_annotation": "needs a type annotation",
    "f16_on_gfx701": "gfx701 has no f16 instructions",
    "bool_arithmetic": "arithmetic on a bool",
    "too_much_lds": "shared arrays take 80000 bytes; gfx900 has 65536 of LDS",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_compile_error(name):
    k = getattr(errors_src, name)
    with pytest.raises(CompileError) as info:
        k.compile("gfx701" if name == "f16_on_gfx701" else "gfx900")
    err = info.value
    assert CASES[name] in err.message
    assert err.file == inspect.getsourcefile(errors_src)
    lines, first = inspect.getsourcelines(k.pyfunc)
    assert first <= err.line < first + len(lines)
    assert f"errors_src.py:{err.line}: error:" in str(err)


def test_calling_a_kernel_from_python_is_an_error():
    with pytest.raises(CompileError, match="is a kernel"):
        errors_src.mixed(1, 2)


def test_ir_shows_uniformity():
    from .corpus import saxpy
    text = saxpy.ir()
    assert "if %" in text and "divergent" in text
    assert "global_id [0]" in text


def test_listing_carries_source_lines():
    from .corpus import saxpy
    asm = saxpy.compile("gfx701").asm
    assert "y[i] = a * x[i] + y[i]" in asm
    assert "s_and_saveexec_b64" in asm and "s_cbranch_execz" in asm
    assert "flat_load_dword" in asm


def test_waits_count_precisely():
    from .corpus import f64_math
    asm = _two_loads.compile("gfx900").asm
    assert "s_waitcnt vmcnt(1)" in asm
    assert f64_math.compile("gfx942").vgprs > 0


from gcnsim.lang import Ptr, f32, global_id, kernel  # noqa: E402


@kernel
def _two_loads(x: Ptr[f32], y: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    a = x[i]
    b = y[i]
    out[i] = a * 2.0 + b


def test_example_runs(capsys):
    import runpy
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "examples" / "lang_saxpy.py"
    runpy.run_path(str(path), run_name="__main__")
    out = capsys.readouterr().out
    assert out.count("results equal numpy") == 4
    assert "s_and_saveexec_b64" in out


def test_compile_file(tmp_path):
    from gcnsim.lang import compile_file, kernels_in
    (tmp_path / "helper.py").write_text("SCALE = 3\n")
    path = tmp_path / "k.py"
    path.write_text("from helper import SCALE\n"
                    "from gcnsim.lang import kernel, Ptr, i32, global_id\n\n"
                    "@kernel\ndef triple(x: Ptr[i32]):\n    i = global_id(0)\n"
                    "    x[i] = x[i] * SCALE\n")
    assert kernels_in(path) == ["triple"]
    compiled = compile_file(path, "triple", "gfx942", divergence="resume-pc")
    assert compiled.name == "triple" and "x[i] = x[i] * SCALE" in compiled.asm
    with pytest.raises(CompileError, match="no @kernel named 'other'.*triple"):
        compile_file(path, "other")
    (tmp_path / "bad.py").write_text("def broken(:\n")
    with pytest.raises(CompileError, match="bad.py:1: error: Python syntax error"):
        compile_file(tmp_path / "bad.py", "broken")


def test_code_object_says_its_code_and_argument_sizes():
    """The kernel symbol's size is its code, and the descriptor's kernarg_size is the
    metadata's .kernarg_segment_size, as clang writes them (inspect showed 'code 0 bytes')."""
    from gcnsim.codeobj.loader import load_code_object
    compiled = _module_math.compile("gfx942")
    obj = load_code_object(compiled.code_object)
    k = obj.kernel("_module_math")
    assert k.size == len(obj.text) > 0
    assert k.descriptor.kernarg_size == k.metadata.kernarg_segment_size == 8 + 24


@kernel
def _module_math(x: Ptr[f32]):
    i = global_id(0)
    x[i] = math.sqrt(x[i]) + math.pi


def test_module_attributes():
    import numpy as np
    from .launch import run
    data = np.arange(64, dtype=np.float32)
    out = run(_module_math.compile("gfx90a"), [data], 64, 64)[0]
    np.testing.assert_allclose(out, np.sqrt(data) + np.float32(math.pi), rtol=1e-6)


def test_sgpr_pressure_moves_uniform_values_to_vgprs(tmp_path):
    import numpy as np
    from gcnsim.lang import compile_file
    from .launch import run
    names = [f"u{k}" for k in range(120)]
    body = [f"    {name} = n * {k + 1} + {k}" for k, name in enumerate(names)]
    body.append("    total = " + " + ".join(names))
    path = tmp_path / "wide.py"
    path.write_text("from gcnsim.lang import kernel, Ptr, i32, global_id\n\n@kernel\n"
                    "def wide(out: Ptr[i32], n: i32):\n" + "\n".join(body) +
                    "\n    out[global_id(0)] = total\n")
    compiled = compile_file(path, "wide", "gfx900")
    assert compiled.vgprs > 100 and compiled.sgprs < 96     # uniform values moved to VGPRs
    out = run(compiled, [np.zeros(64, np.int32), np.int32(3)], 64, 64)[0]
    assert (out == sum(3 * (k + 1) + k for k in range(120))).all()
