"""The language's edges found from outside: long and deeply nested code compiles (the left
spine of a long expression walked without recursion; saved EXEC masks past the SGPRs spilled
to VGPR lanes), constructs not there yet are named as such with their line, a bad pointer
type and a missing annotation say what the language has, and a kernel made inside a function
sees that function's names."""
import importlib
import inspect
from types import SimpleNamespace

import numpy as np
import pytest

from gcnsim.lang import CompileError, compile_file
from gcnsim.lang.frontend import build_ir
from gcnsim.lang.ir import Op, walk

from . import edges_src, errors_src
from .launch import run


def write(tmp_path, name, body):
    path = tmp_path / f"{name}.py"
    path.write_text("from gcnsim.lang import kernel, Ptr, i32, global_id\n\n\n@kernel\n"
                    + body)
    return path


def test_a_thousand_term_expression_builds(tmp_path):
    terms = " + ".join(f"(i ^ {k})" for k in range(1000))
    path = write(tmp_path, "long", f"def long(x: Ptr[i32]):\n    i = global_id(0)\n"
                                   f"    x[i] = {terms}\n")
    from gcnsim.lang.files import load_module
    fn = build_ir(load_module(path).long.pyfunc)
    ops = [s.op for s in walk(fn.body) if isinstance(s, Op)]
    assert ops.count("add") == 999 and ops.count("xor") == 1000


@pytest.mark.parametrize("term", ["(i ^ {k}) * n", "x[i] * {k}"])
def test_a_500_term_expression_runs_without_spilling(tmp_path, term):
    """Its terms no longer all move to its top (early issue and load hoisting move an
    operation a bounded distance), so it neither spills nor takes minutes to compile."""
    terms = " + ".join(term.format(k=k) for k in range(500))
    path = write(tmp_path, "long", f"def long(x: Ptr[i32], n: i32):\n    i = global_id(0)\n"
                                   f"    x[i] = {terms}\n")
    compiled = compile_file(path, "long", "gfx900")
    assert compiled.spills == 0 and compiled.vgprs < 160
    x = np.arange(64, dtype=np.int32)
    i = x.astype(np.int64)
    sums = [sum((i ^ k) * 3 for k in range(500)), i * sum(range(500))]
    want = sums[term.startswith("x")].astype(np.int32)
    assert (run(compiled, [x, np.int32(3)], 64, 64)[0] == want).all()


def elif_chain(n):
    lines = ["def chain(x: Ptr[i32]):", "    i = global_id(0)", "    if x[i] == 0:",
             "        x[i] = 100"]
    for k in range(1, n):
        lines += [f"    elif x[i] == {k}:", f"        x[i] = {100 + k}"]
    return "\n".join(lines) + "\n"


def nested_ifs(n):
    lines = ["def chain(x: Ptr[i32]):", "    i = global_id(0)"]
    lines += ["    " * (k + 1) + f"if x[i] > {k}:" for k in range(n)]
    return "\n".join(lines + ["    " * (n + 1) + "x[i] = 7"]) + "\n"


@pytest.mark.parametrize("target, divergence", [("gfx900", "exec"), ("gfx701", "exec"),
                                                ("gfx900", "resume-pc")])
@pytest.mark.parametrize("shape", ["elif", "nested"])
def test_deep_divergent_ifs_spill_saved_masks_to_vgpr_lanes(tmp_path, shape, target,
                                                            divergence):
    if shape == "elif":
        body, x = elif_chain(45), (np.arange(64) % 50).astype(np.int32)
        want = np.where(x < 45, x + 100, x)
    else:
        body, x = nested_ifs(90), np.arange(64, dtype=np.int32) + 40
        want = np.where(x > 89, 7, x)
    compiled = compile_file(write(tmp_path, "chain", body), "chain", target, divergence)
    assert compiled.sgprs <= 96
    assert (run(compiled, [x], 64, 64)[0] == want).all()


def test_a_chain_too_deep_for_the_compiler_is_a_located_error(tmp_path):
    path = write(tmp_path, "chain", elif_chain(400))
    with pytest.raises(CompileError, match="nests too deeply for this compiler") as info:
        compile_file(path, "chain", "gfx900")
    assert (info.value.file, info.value.line) == (str(path), 4)


@pytest.mark.parametrize("name, message", [
    ("recursive", "recursion (recursive() calls itself) is not supported yet"),
    ("calls_a_kernel", "calling another kernel (printing()) is not supported yet"),
    ("pointer_to_float", "Ptr[float]: a pointer's element type is one of i32 u32 i64 f16 f32 "
                         "f64")])
def test_a_construct_not_there_yet_is_named_with_its_line(name, message):
    k = getattr(edges_src, name)
    with pytest.raises(CompileError) as info:
        k.compile("gfx900")
    lines, first = inspect.getsourcelines(k.pyfunc)
    assert info.value.message.startswith(message) and info.value.construct
    assert first < info.value.line < first + len(lines)
    assert info.value.file == inspect.getsourcefile(edges_src)


def test_a_missing_annotation_lists_every_type(tmp_path):
    with pytest.raises(CompileError, match=r"\(i32 u32 i64 f16 f32 f64\)"):
        errors_src.no_annotation.compile("gfx900")
    path = write(tmp_path, "local", "def local(x: Ptr[i32]):\n    y: float = 1.0\n")
    with pytest.raises(CompileError, match="scalar type: one of i32 u32 i64 f16 f32 f64"):
        compile_file(path, "local", "gfx900")


@pytest.mark.parametrize("factor", [3.0, np.float32(3.0)])
def test_a_kernel_made_in_a_function_sees_its_names(factor):
    compiled = edges_src.scaled_by(factor).compile("gfx900")
    x = np.arange(64, dtype=np.float32)
    out = run(compiled, [x, np.int32(60)], 64, 64)[0]
    assert out.tolist() == [v * 3 + 4 if v < 60 else v for v in x.tolist()]


def test_register_pressure_names_the_line():
    with pytest.raises(CompileError, match="out of VGPRs") as info:
        edges_src.scaled_by(2.0).compile("gfx900", max_vgprs=2)
    lines, first = inspect.getsourcelines(edges_src.scaled_by(2.0).pyfunc)
    assert info.value.file == inspect.getsourcefile(edges_src)
    assert first < info.value.line < first + len(lines)


def test_a_hazard_the_compiler_cannot_settle_names_the_line(monkeypatch):
    kernel_module = importlib.import_module("gcnsim.lang.kernel")

    def unsettled(cfg, *_):
        offset = next(o for b in cfg.blocks.values() for o, inst in b.instructions
                      if "global_load" in str(inst))
        return [SimpleNamespace(offset=offset, fix="rewrite the code")]
    monkeypatch.setattr(kernel_module, "check_hazards", unsettled)
    with pytest.raises(CompileError, match="hazard the compiler cannot settle") as info:
        edges_src.scaled_by(2.0).compile("gfx900")
    lines, first = inspect.getsourcelines(edges_src.scaled_by)
    assert info.value.file == inspect.getsourcefile(edges_src)
    assert info.value.line == first + next(k for k, text in enumerate(lines) if "x[i] *" in text)
