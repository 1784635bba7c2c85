"""One figure per swept axis (``--plot DIR``): the cycles and the seconds of every point
against that axis, side by side (cycles alone mislead across chips of different clocks), one
line per combination of the other swept axes, each named in the legend by its axes
(``device=vega64, kernel=copy``), which sits right of the panels, every line listed (in
columns of LEGEND_ROWS); the parameters every point shares are the figure's title. A panel is
drawn log where its values span more than SPREAD times. Each line has a style of its own
(``style``): a colour of tab10 (10, far apart: a colormap's 24 shades were neighbours no eye
told apart), a marker of MARKERS (9, prime to the 10 colours) and, after each 10 lines, the
next of DASHES, so that no two of up to 360 lines look alike and two of one colour differ in
marker and dash; an axis of numbers has its values for
ticks where they are few (TICKS), else whole-number ticks where they are whole numbers (4 and
8 CUs, never 4.5). Written as DIR/AXIS.png through outputs.py, each file checked before the
sweep runs (``figure_paths``). An axis is swept when its points take more than one value: the
device, each variant field, the kernel, the size and the spec's own axes. A sweep none of
whose points ran writes no figure (``sweep`` says so).

    sweep --plot figs   ->   figs/device.png  figs/size.png  figs/device.compute_units.png
"""
import io
import os

from ..outputs import write_output
from .points import SweepError

METRICS = ("cycles", "seconds")     # a figure's panels
LEGEND_ROWS = 30            # lines a legend's column lists
SPREAD = 30                 # a panel whose values span more than this factor is drawn log
TICKS = 12                  # an axis of at most this many numbers has them for ticks


COLOURS = 10                # tab10's colours
MARKERS = "osD^vP*Xh"       # 9: prime to COLOURS, so colour and marker repeat together at 90
DASHES = ("-", "--", ":", "-.")     # the next one every COLOURS lines: unique up to 360


def swept_axes(pts):
    """The parameters of ``pts`` that take more than one value, in column order; of the names
    of a linked axis (points.py), which move together, the first."""
    columns = _columns(pts)
    swept = []
    for name in columns:
        if len({repr(v) for v in columns[name]}) > 1 and not any(
                _linked(columns, name, other) for other in swept):
            swept.append(name)
    return swept


def figure_paths(pts, folder):
    """{what: path} of the figures ``plot_table`` will write into ``folder``, for outputs.py to
    check before the sweep runs; OutputError when ``folder`` is a file."""
    from ..outputs import OutputError, check_output
    folder = os.fspath(folder)
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise OutputError(f"figures: cannot write into '{folder}': not a directory")
    if not os.path.exists(folder):
        check_output(folder, "figure folder")       # a new name in a writable folder
        return {}
    return {f"figure of {axis}": os.path.join(folder, name)
            for axis, name in figure_names(swept_axes(pts)).items()}


def figure_names(axes):
    """{axis: its figure's file name}: the axis's name with path separators and control
    characters as "_" (an axis named "../x" is drawn into the folder, as ".._x.png"), a
    number added where two names would then be one file."""
    names = {}
    for axis in axes:
        stem = "".join("_" if c in "/\\" or not c.isprintable() else c for c in str(axis))
        name, k = f"{stem}.png", 1
        while name in names.values():
            k += 1
            name = f"{stem}-{k}.png"
        names[axis] = name
    return names


def _columns(pts):
    """{parameter: its value at each point}."""
    names = list(pts[0].parameters()) if pts else []
    values = [p.parameters() for p in pts]
    return {name: [v.get(name) for v in values] for name in names}


def _linked(columns, a, b):
    """Whether parameters ``a`` and ``b`` determine each other (names of one linked axis)."""
    pairs = {(repr(x), repr(y)) for x, y in zip(columns[a], columns[b])}
    return len(pairs) == len({x for x, _ in pairs}) == len({y for _, y in pairs})


def plot_table(table, pts, folder):
    """Write one PNG per swept axis into ``folder`` (made if missing); the paths written: none
    when no point ran (every row failed), whose figures would be empty axes."""
    if not any(row.get("status") == "ok" for row in table.rows):
        return []
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SweepError("--plot needs matplotlib (pip install 'gcnsim[plot]')") from None
    os.makedirs(folder, exist_ok=True)
    columns = _columns(pts)
    varies = {name for name in columns if len({repr(v) for v in columns[name]}) > 1}
    written = []
    names = figure_names(swept_axes(pts))
    for axis, file in names.items():
        others = []
        for name in columns:        # the other axes, each linked axis by its first name
            if name != axis and not any(_linked(columns, name, k) for k in [axis, *others]):
                others.append(name)
        fixed = ", ".join(f"{n}={columns[n][0]}" for n in others if n not in varies)
        fig, panels = plt.subplots(1, len(METRICS), figsize=(11, 4.5))
        for ax, metric in zip(panels, METRICS):
            _draw(ax, table, axis, [n for n in others if n in varies], metric)
            ax.set_xlabel(axis)
            ax.set_ylabel(metric)
            ax.set_title(f"{metric} against {axis}")
        if fixed:
            fig.suptitle(fixed, fontsize=9)
        handles, labels = panels[0].get_legend_handles_labels()
        if labels:
            fig.legend(handles, labels, loc="upper left", bbox_to_anchor=(1.0, 0.95),
                       fontsize=7, ncol=-(-len(labels) // LEGEND_ROWS), frameon=False,
                       handlelength=4)          # long enough to show a line's dash
        fig.tight_layout()
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
        plt.close(fig)
        written.append(write_output(os.path.join(folder, file), buffer.getvalue(),
                                    f"figure of {axis}"))
    return written


def style(k):
    """The colour, marker and dash of line ``k`` (the module's docstring): lines k and j look
    alike only when k - j is a multiple of 360."""
    import matplotlib
    return {"color": matplotlib.colormaps["tab10"](k % COLOURS),
            "marker": MARKERS[k % len(MARKERS)],
            "linestyle": DASHES[k // COLOURS % len(DASHES)]}


def _draw(ax, table, axis, others, metric="cycles"):
    """A line per combination of ``others``: (axis value, ``metric``) of its points that ran,
    each labelled for the figure's legend."""
    values = list(dict.fromkeys(table.column(axis)))
    numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    position = {v: (v if numeric else k) for k, v in enumerate(values)}
    lines = {}
    for row in table.rows:
        if row.get("status") == "ok" and row.get(metric) is not None:
            label = ", ".join(f"{n}={row.get(n)}" for n in others) or metric
            lines.setdefault(label, []).append((position[row.get(axis)], row[metric]))
    for k, (label, pairs) in enumerate(lines.items()):
        pairs.sort()
        ax.plot([x for x, _ in pairs], [y for _, y in pairs], label=label, **style(k))
    if not numeric:
        ax.set_xticks(range(len(values)), [str(v) for v in values], rotation=30)
    elif len(values) <= TICKS:
        ax.set_xticks(sorted(values))
    elif all(float(v).is_integer() for v in values):
        from matplotlib.ticker import MaxNLocator
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    shown = [y for pairs in lines.values() for _, y in pairs]
    if shown and min(shown) > 0 and max(shown) > SPREAD * min(shown):
        ax.set_yscale("log")
