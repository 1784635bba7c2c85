"""What an outside trial found sweeping specs: an axis (or a name of a linked axis) that is one
of the sweep's own columns only relabels rows and is refused, naming where it belongs; a
variant of a chip's identity is refused; figures stay in the plot folder whatever an axis is
named; unquoted dotted TOML keys are fields; a field some chips lack is their failed rows;
placeholders read variant fields."""
import re

import pytest

from gcnsim.cli import main
from gcnsim.errors import GcnsimError
from gcnsim.sweep import spec as spec_module
from gcnsim.sweep.plot import figure_names, figure_paths
from gcnsim.sweep.points import SweepError, merged_axes, points, variant
from gcnsim.isa.devices import get_device

from .common import SAXPY

SPEC = """devices = ["vega64"]
sizes = [64]
{more}
[[kernels]]
name = "saxpy"
file = "{saxpy}"
grid = "{grid}"
args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", "i32={{size}}"]
"""


def _spec(tmp_path, more="", grid="{size}"):
    path = tmp_path / "s.toml"
    path.write_text(SPEC.format(more=more, saxpy=SAXPY, grid=grid))
    return path


@pytest.mark.parametrize("axes, says", [
    ({"device": ["mi250x"]}, "devices = [...]"),
    ({"kernel": ["other"]}, "[[kernels]]"),
    ({"device.compute_units": [2, 4]}, '[variants] "compute_units"'),
    ({"timing": ["sampled"]}, "launch option"),
    ({"clock": [900]}, "launch option"),
    ({"tier": ["native"]}, "launch option"),
    ({"status": ["x"]}, "column of the results table"),
])
def test_an_axis_that_only_relabels_rows_is_refused_naming_where_it_belongs(axes, says):
    with pytest.raises(SweepError, match="would only relabel its rows") as err:
        merged_axes([64], axes, {}, "s.toml")
    assert says in str(err.value) and str(err.value).startswith("s.toml: ")


@pytest.mark.parametrize("linked, says", [
    ([{"size": 64, "device.compute_units": 2}], "the linked axis 'size' of sizes"),
    ([{"size": 64, "device": "mi250x"}], "devices = [...]"),
    ([{"size": 64, "kernel": "other"}], "[[kernels]]"),
    ([{"size": 64, "timing": "sampled"}], "launch option"),
])
def test_a_linked_name_that_only_relabels_rows_is_refused(linked, says):
    with pytest.raises(SweepError, match="would only relabel its rows") as err:
        merged_axes(linked, None, {}, "s.toml")
    assert says in str(err.value)


def test_linked_values_set_the_same_names_and_no_name_twice():
    with pytest.raises(SweepError, match="sets different names in its values"):
        merged_axes([{"size": 64, "side": 8}, {"size": 256}])
    with pytest.raises(SweepError, match="sets different names in its values"):
        merged_axes([{"size": 64}, 256])
    with pytest.raises(SweepError, match="'side' is given twice, by the linked axis 'size' of "
                                         "sizes and by axes"):
        merged_axes([{"size": 64, "side": 8}], {"side": [8]})
    assert merged_axes([{"size": 64, "side": 8}], {"tile": [1]}) == {
        "size": [{"size": 64, "side": 8}], "tile": [1]}


def test_an_axis_needs_a_name_and_a_variant_names_the_field_alone():
    with pytest.raises(SweepError, match="an axis of axes has the name '': an axis needs a"):
        merged_axes([64], {"": [1]})
    with pytest.raises(SweepError, match="names the field alone: compute_units, not device"):
        variant(get_device("vega64"), {"device.compute_units": 2})


def test_a_field_given_quoted_and_unquoted_is_refused(tmp_path, monkeypatch):
    with pytest.raises(SweepError, match=r"s.toml \[variants\]: 'memory.l2.size' is given "
                                         r"twice, quoted and unquoted"):
        _points(tmp_path, monkeypatch, '[variants]\n"memory.l2.size" = [131072]\n'
                                       'memory.l2.size = [524288]')


def test_a_spec_axis_that_relabels_fails_as_one_line(tmp_path, capsys):
    spec = _spec(tmp_path, '[axes]\n"device.compute_units" = [2, 4]')
    assert main(["sweep", str(spec), "-o", str(tmp_path / "t.csv")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "s.toml: the axis 'device.compute_units' of axes" in err


@pytest.mark.parametrize("field", ["name", "target.name", "aliases"])
def test_a_variant_of_the_chips_identity_is_refused(field):
    with pytest.raises(SweepError, match=f"'{field}' is which chip the record is"):
        variant(get_device("vega64"), {field: "mi300x"})


def test_figures_stay_in_the_plot_folder(tmp_path):
    assert figure_names(["../../evil", "a\x01b", "a/b", "a\\b", "size"]) == {
        "../../evil": ".._.._evil.png", "a\x01b": "a_b.png", "a/b": "a_b-2.png",
        "a\\b": "a_b-3.png", "size": "size.png"}
    pts = points(["vega64"], ["k"], {"../../evil": [1, 2]})
    assert figure_paths(pts, tmp_path) == {
        "figure of ../../evil": str(tmp_path / ".._.._evil.png")}


def _points(tmp_path, monkeypatch, more, grid="{size}"):
    """The points of a spec (nothing run), and its kernel's grid at each."""
    seen = {}

    def run(pts, sources, prepare, **_):
        seen["grids"] = [prepare(p)[1]["grid"] for p in pts if not p.refused]
        return pts
    monkeypatch.setattr(spec_module, "run_sweep", run)
    return spec_module.spec_sweep(_spec(tmp_path, more, grid)), seen.get("grids")


def test_unquoted_dotted_keys_are_fields(tmp_path, monkeypatch):
    pts, _ = _points(tmp_path, monkeypatch, "[variants]\nmemory.l2.size = [131072, 524288]")
    assert [p.config.memory.l2.size for p in pts] == [131072, 524288]
    assert [p.variant for p in pts] == [{"memory.l2.size": 131072},
                                        {"memory.l2.size": 524288}]


def test_a_field_some_chips_lack_is_their_failed_rows():
    pts = points(["vega64", "mi300x"], ["k"], {"size": [64]}, {"memory.mall.size": [4 << 20]})
    assert "device vega64 has no Cache 'mall'" in pts[0].refused
    assert not pts[1].refused and pts[1].config.memory.mall.size == 4 << 20
    assert pts[0].variant == {"memory.mall.size": 4 << 20}
    with pytest.raises(SweepError, match="Cache has no field 'sise'"):
        points(["vega64"], ["k"], {"size": [64]}, {"memory.mall.sise": [4 << 20]})


def test_placeholders_read_variant_fields(tmp_path, monkeypatch):
    _, grids = _points(tmp_path, monkeypatch, "[variants]\ncompute_units = [2, 4]",
                       grid="{device.compute_units}00")
    assert grids == [(200,), (400,)]


def test_a_bad_grid_is_named_in_the_kernel_tables_words(tmp_path, monkeypatch):
    with pytest.raises(GcnsimError, match="grid = \"a{size}\" gives 'a64': expected"):
        _points(tmp_path, monkeypatch, "", grid="a{size}")


@pytest.mark.parametrize("more, axis", [
    ("[axes]\nscale = [1, 2]", "scale"),
    ('[axes]\npair = [{tile = 1, side = 2}, {tile = 3, side = 4}]', "tile"),
])
def test_an_axis_no_text_names_is_refused(tmp_path, monkeypatch, more, axis):
    says = ("the axis 'scale' is named by no {scale} in" if axis == "scale" else
            "the linked axis 'pair' (tile, side) is named by no {tile} or {side} in")
    with pytest.raises(SweepError, match=re.escape(f"s.toml: {says} the kernels' grid")):
        _points(tmp_path, monkeypatch, more)
    pts, grids = _points(tmp_path, monkeypatch, more,
                         grid="{scale}0" if axis == "scale" else "{tile}{side}0")
    assert len(pts) == 2 and len(set(grids)) == 2


@pytest.mark.parametrize("sizes, more, grid, unused", [
    ("[{size = 16384, foo = 3}]", "", "{size}", "foo"),
    ("[64]", "[axes]\npair = [{tile = 1, side = 2}, {tile = 3, side = 4}]", "{tile}0", "side")])
def test_a_linked_name_no_text_names_is_refused(tmp_path, monkeypatch, sizes, more, grid,
                                                unused):
    """Trial 25: ``sizes = [{size = 16384, foo = 3}]`` ran, foo a column no launch read."""
    path = _spec(tmp_path, more, grid)
    path.write_text(path.read_text().replace("sizes = [64]", f"sizes = {sizes}"))
    monkeypatch.setattr(spec_module, "run_sweep", lambda pts, *_, **__: pts)
    with pytest.raises(SweepError, match=re.escape(f"has '{unused}', named by no {{{unused}}} "
                                                   "in the kernels' grid")):
        spec_module.spec_sweep(path)
