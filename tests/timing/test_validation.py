"""The open validation set (tests/data/validation/figures.json, benchmarks/validation.py): its
shape (at least 60 figures over the four targets from at least four independent sources, none
of them a calibration figure), and each figure's scaled-down twin within the figure's tolerance
of the published value. A figure the model misses carries its cause (``cause``) and is an
expected failure, strict: the test fails once the model reaches it, so that the cause is
taken out. Chases past 8 MiB are slow."""
import json
import shutil
import sys
from pathlib import Path

import pytest

from gcnsim.isa.devices import get_device

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
import validation  # noqa: E402  (benchmarks/ is not a package)

FIGURES = validation.load_figures()
CALIBRATION = ROOT / "tests" / "data" / "calibration" / "figures.json"
pytestmark = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")


def _param(figure):
    marks = [pytest.mark.slow] if figure.get("large") else []
    if "cause" in figure:
        marks.append(pytest.mark.xfail(strict=True, reason=figure["cause"]))
    return pytest.param(figure, marks=marks, id=figure["id"])


def _author(source):
    """Who published a figure: the repository's owner, or the vendor of a document."""
    if "repository" in source:
        return source["repository"].split("/")[0]
    return source["document"].split()[0]


def test_the_set_covers_four_targets_and_four_sources():
    targets = {get_device(f["device"]).target.name for f in FIGURES}
    sources = {_author(f["source"]) for f in FIGURES}
    assert len(FIGURES) >= 60
    assert targets == {"gfx701", "gfx900", "gfx90a", "gfx942"}
    assert len({f["device"] for f in FIGURES}) >= 4
    assert sources == {"te42kyfo", "xxrjun", "samuel-bohman", "AMD"}


def test_no_validation_figure_is_a_calibration_figure():
    calibration = json.loads(CALIBRATION.read_text())["figures"]
    fitted = {f["id"] for f in calibration if f["role"] == "calibration"}
    assert not fitted & {f["id"] for f in FIGURES}
    values = {(f["device"], f["value"]) for f in calibration if f["role"] == "calibration"}
    assert not values & {(f["device"], f["value"]) for f in FIGURES}


def test_every_figure_has_a_source_a_tolerance_and_a_measure():
    for figure in FIGURES:
        assert figure["source"] and 0 < figure["tolerance"] <= 0.3, figure["id"]
        assert figure["measure"]["kind"] in ("gpu_stream", "babel", "chase", "peak")


@pytest.mark.parametrize("figure", [_param(f) for f in FIGURES])
def test_figure_within_its_tolerance(figure):
    value = validation.measure(figure, twin=True)
    assert abs(validation.error(figure, value)) <= figure["tolerance"], value


@pytest.mark.parametrize("figure", [f for f in json.loads(CALIBRATION.read_text())["figures"]
                                    if "measure" in f], ids=lambda f: f["id"])
def test_the_dispatch_cost_reproduces_its_calibration_figures(figure):
    """The workgroup dispatch cost (DeviceConfig.workgroup_dispatch_cycles) is fitted to
    gpu-stream's init in the suite's shape at 6.2%: the full launch within 2% (without the
    cost, MI300X gives 1517 GB/s for the published 1030 and MI210 462 for 254)."""
    assert validation.measure(figure) == pytest.approx(figure["value"], rel=0.02)
