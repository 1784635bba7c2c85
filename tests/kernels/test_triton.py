"""The Triton-AOT corpus (tests/data/triton/<target>/, built by tools/build_triton.py) launched
through the public API and checked against numpy; needs no Triton.

Each kernel's manifest gives Triton's launch: programs of num_warps * 64 work-items
(grid = programs * block), two appended pointer arguments (null), and the dynamic LDS Triton
computed (``metadata.shared``), passed as ``shared_mem=``. Triton's kernels preload their
arguments (on gfx90a too: 10 SGPRs for ``add``, 12 on gfx942): each runs both ways, from
entry + 256 with the arguments already in SGPRs (the default) and from the entry through the
compatibility prologue (``kernarg_preload=False``).
The waitcnt checker must have nothing to report on compiler-generated code. The references
and tolerances are in triton_cases.py; the manifest names them. The last test (skipped
without triton) rebuilds the corpus and checks it is byte for byte the committed one.
"""
import json
from pathlib import Path

import numpy as np
import pytest

from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.errors import GcnsimError
from gcnsim.runtime import Device

from .triton_cases import CASES, compare

CORPUS = Path(__file__).resolve().parent.parent / "data" / "triton"
MANIFESTS = sorted(CORPUS.glob("*/*.json"))
SEED = 20261123
# (manifest, kernarg_preload): code objects that preload arguments run both ways, any others
# once.
RUNS = [(path, preload) for path in MANIFESTS
        for preload in ((True, False) if json.loads(path.read_text())["kernarg_preload_sgprs"]
                        else (True,))]


def manifest_of(path):
    return json.loads(path.read_text())


def run(manifest, code, rng, **options):
    """(host arrays, expected, device buffers by name) after one launch of a corpus kernel;
    ``options`` are further launch keywords."""
    host, args, want = CASES[manifest["reference"]](manifest, rng)
    dev = Device(manifest["target"])
    program = dev.load(code)
    buffers = {}
    device_args = []
    for arg in args:
        if isinstance(arg, np.ndarray) and arg.ndim:
            name = next(k for k, v in host.items() if v is arg)
            buffers[name] = dev.array(arg)
            device_args.append(buffers[name])
        else:
            device_args.append(arg)
    program[manifest["kernel"]](*device_args, grid=manifest["grid"], block=manifest["block"],
                                shared_mem=manifest["shared"], **options)
    return host, want, buffers


def check(manifest, host, want, buffers):
    """Every expected buffer within the manifest's tolerance, every input unchanged."""
    wrong = []
    for name, buffer in buffers.items():
        got = buffer.numpy()
        if name in want:
            lines = compare(manifest["tolerance"], got.ravel(), np.ravel(want[name]),
                            np.ravel(want["scale"]) if "scale" in want else None,
                            np.ravel(want.get("ulps", 0)))
        else:
            lines = [] if got.tobytes() == host[name].tobytes() else ["input changed"]
        wrong += [f"{name}{line if line.startswith('(') else ' ' + line}" for line in lines]
    return wrong


@pytest.mark.parametrize("path, preload", RUNS, ids=[
    f"{p.stem}-{p.parent.name}" + ("" if preload else "-prologue") for p, preload in RUNS])
def test_triton_kernel_matches_numpy(path, preload):
    manifest = manifest_of(path)
    code = path.with_suffix(".hsaco").read_bytes()
    checker = WaitcntChecker(mode="warn")
    host, want, buffers = run(manifest, code, np.random.default_rng(SEED),
                              kernarg_preload=preload, checker=checker)
    wrong = check(manifest, host, want, buffers)
    assert not wrong, "\n".join(wrong)
    assert not checker.reports, "\n".join(str(r) for r in checker.reports[:10])


def test_lds_comes_from_shared_mem():
    """Triton's descriptors ask for no LDS: without ``shared_mem=`` a matmul's first LDS
    store is outside the workgroup's allocation."""
    path = CORPUS / "gfx942" / "matmul_f16.json"
    manifest = manifest_of(path) | {"shared": 0}
    with pytest.raises(GcnsimError, match="outside the workgroup's 0-byte LDS"):
        run(manifest, path.with_suffix(".hsaco").read_bytes(), np.random.default_rng(SEED))


def test_corpus_is_complete():
    """Every manifest has its code object and assembly text, and names a known reference."""
    assert len(MANIFESTS) == 20
    for path in MANIFESTS:
        manifest = manifest_of(path)
        assert manifest["reference"] in CASES, path
        assert path.with_suffix(".hsaco").exists() and path.with_suffix(".amdgcn").exists()
        assert manifest["grid"] == manifest["programs"] * manifest["num_warps"] * 64


def test_rebuild_matches_committed(tmp_path, capsys):
    """tools/build_triton.py rebuilds every committed file byte for byte with the Triton
    version the manifests name; with another version, what it builds runs equal to numpy."""
    triton = pytest.importorskip("triton", exc_type=ImportError)
    from tools.build_triton import main
    same = all(manifest_of(p)["triton"] == triton.__version__ for p in MANIFESTS)
    built = tmp_path / "corpus"
    # a fresh cache: compile for real rather than read back an earlier build
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(triton.knobs.cache, "dir", str(tmp_path / "cache"))
        status = main(["--check"] if same else ["--out", str(built)])
    assert status == 0, capsys.readouterr().out
    for path in [] if same else sorted(built.glob("*/*.json")):
        manifest = manifest_of(path)
        outcome = run(manifest, path.with_suffix(".hsaco").read_bytes(),
                      np.random.default_rng(SEED))
        wrong = check(manifest, *outcome)
        assert not wrong, f"{path.parent.name}/{path.stem}\n" + "\n".join(wrong)
