"""The cycles of a loop cut launch (Sampling(loops=N), loops.py) at every trip from its cuts'
cycles: which cuts to replay on their own (trip_cuts), and the projection to the loop's T
trips (project).

The first trips do not cost what the later ones do (the 1024^3 Triton matmul on MI300X, in
one run: 4,296 cycles a trip from trip 2 to 4, 3,475 from 4 to 8, 3,377 from 8 to its 15th),
and a line through cuts at N/2 and N overestimated it by 4.85%, outside its interval: hence
a model's per-trip cost is fitted from N on, and the cuts replayed on their own go on while
it is not steady. Their cycles at T are projected (project) by the steady line (the last two
cuts' per-trip cost carried on) or, with five cuts or more (a record of M > 2N), by a fit of
the cuts' cycles to a first-order transient (a trip t costing s + B q^t), whichever predicts
the last cut better from the cuts before it. The interval (cuts._trips_projected): the fit's
prediction error, MODEL_SD of the whole and TRIP_SD of the cycles projected (the later
trips' cost drifting where no cut sees it; PLACED_SD where they fetch lines no kept trip
touched, whose places in the memory's channels and banks no cut sampled: cuts._unseen), at ``confidence``; plus the distance to the
projection without the last cut (the cuts' estimates' spread: what one more cut still
moves, a bias, not noise). A trend in the cuts' per-trip costs that has not begun to level
off by the last cut (drift) is what no cut projects: the cuts cannot say where it ends
(cuts._trend widens the interval by it carried on to T, or refuses the launch past that).
"""
import math

import numpy as np

DECAYS = np.linspace(0.05, 0.95, 19)    # the decays q a fit tries (a trip's extra cost x q)
SEEN = 0.25                 # the share of a transient left at the last cut, at most
# A trend in the cuts' per-trip costs (drift): its slope this many standard errors from 0, and
# its later half's at least FADED of its earlier half's (a transient fading is not one)
TREND_T = 4.0
FADED = 0.5


def trip_cuts(check, largest, steady, cycles_at):
    """(the trips the launch is cut at, their cycles (``cycles_at(n)``), whether the per-trip
    cost was steady): every ``check`` (N/2) trips from there to the ``largest`` (M, the
    record's), the cuts between asked for only while the per-trip cost between the last two
    cuts and the one from the last to M differ by more than ``steady`` (a share of the
    latter): N/2, N and M when it is steady by N (Photon's two windows, the later one here
    twice as long)."""
    counts = [check]
    cycles = [cycles_at(check)]
    end = cycles_at(largest)
    steadied = False
    while counts[-1] + check < largest and not steadied:
        counts.append(counts[-1] + check)
        cycles.append(cycles_at(counts[-1]))
        later = (end - cycles[-1]) / (largest - counts[-1])
        steadied = abs(_slope(counts, cycles, -1) - later) <= steady * later
    return counts + [largest], cycles + [end], steadied


def _slope(counts, cycles, k):
    """The cycles a trip between cut ``k`` - 1 and cut ``k``."""
    return (cycles[k] - cycles[k - 1]) / (counts[k] - counts[k - 1])


def drift(counts, cycles):
    """(the per-trip costs between the launch's ``cycles`` cut at ``counts`` trips, their
    slope a trip) where those costs move with the trips and have not begun to level off, else
    None. The steadiness checks compare two costs at a time within a share (3%), which a
    trend spread over the cuts passes (a loop whose per-trip cost grows by a third up to its
    trip 48 of 256: its cuts at 4, 8 and 16 steady, its later trips dearer than any cut saw).
    A trend here: at least four costs, their least-squares slope over the trips TREND_T
    standard errors from 0 or more (the cuts' own scatter: a steady loop's costs wander a
    little either way), and the slope over the later half of them at least FADED of the
    earlier half's, the same way (a first-order transient fading, as the first trips' extra
    cost does, is projected by its fit: project)."""
    n = np.asarray(counts, float)
    costs = np.diff(np.asarray(cycles, float)) / np.diff(n)
    if costs.size < 4:
        return None
    at = (n[1:] + n[:-1]) / 2
    slope, error = fitted_slope(at, costs)
    if slope == 0 or abs(slope) < TREND_T * error:
        return None
    half = costs.size // 2
    early = fitted_slope(at[:half + 1], costs[:half + 1])[0]
    late = fitted_slope(at[half:], costs[half:])[0]
    if late * slope <= 0 or abs(late) < FADED * abs(early):
        return None
    return costs, slope


def fitted_slope(x, y):
    """(the least-squares slope of ``y`` over ``x``, its standard error: 0 from two points)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    dx = x - x.mean()
    slope = float(dx @ (y - y.mean()) / (dx @ dx))
    residual = y - y.mean() - slope * dx
    free = x.size - 2
    return slope, math.sqrt(residual @ residual / free / (dx @ dx)) if free > 0 else 0.0


def project(counts, cycles, trips):
    """(the cycles at ``trips`` trips, the standard error of that prediction, the decay q or
    None) from the launch's cycles cut at ``counts`` trips, by the one of two models that
    predicts the last cut better from the cuts before it:

    - the steady line, the per-trip cost between the last two cuts carried on (Photon's
      prediction from the steady window's mean);
    - the least-squares fit of C(n) = A + s n + B (1 - q^n) / (1 - q): a trip t costing
      s + B q^t, the first trips' extra (or missing) cost fading by a share a trip, as a
      first-order transient does (the waves start together and drift apart, the caches and
      DRAM rows warm: each trip removes a share of what is left); q the point of DECAYS with
      the least squared residual among those whose transient is down to SEEN within the
      cuts (a slower one the cuts cannot tell from the slope s). It needs five cuts (four
      to fit, one to check): cuts past N, taken while the per-trip cost moved.

    The standard error is the fit's prediction error at ``trips`` from its residual (0 for
    the line, or with no degree of freedom left)."""
    n = np.asarray(counts, float)
    c = np.asarray(cycles, float)
    line = _line(n, c, trips)
    if len(n) < 5:
        return line
    held = abs(_line(n[:-1], c[:-1], n[-1])[0] - c[-1])
    fitted = _decayed(n[:-1], c[:-1])
    if fitted is None or abs(float(_design(n[-1:], fitted[1])[0] @ fitted[3]) - c[-1]) >= held:
        return line
    residual, q, design, coef = _decayed(n, c) or fitted
    at = _design(np.array([float(trips)]), q)[0]
    free = len(n) - design.shape[1]
    if free <= 0:
        return float(at @ coef), 0.0, q
    spread = np.linalg.pinv(design.T @ design)
    return float(at @ coef), math.sqrt(residual / free * float(at @ spread @ at)), q


def _line(n, c, trips):
    """project's steady line: (cycles at ``trips``, 0, None)."""
    slope = (c[-1] - c[-2]) / (n[-1] - n[-2])
    return float(c[-1] + slope * (trips - n[-1])), 0.0, None


def _decayed(n, c):
    """The least-squares fit (_fit) of the decays q whose transient is down to SEEN within the
    cuts ``n`` with the least residual, or None when none is."""
    seen = [q for q in DECAYS if q ** (n[-1] - n[0]) <= SEEN]
    return min((_fit(n, c, q) for q in seen), default=None, key=lambda fit: fit[0])


def _fit(n, c, q):
    """(squared residual, q, design, coefficients) of the least-squares fit at decay q."""
    design = _design(n, q)
    coef, *_ = np.linalg.lstsq(design, c, rcond=None)
    return float(((design @ coef - c) ** 2).sum()), q, design, coef


def _design(n, q):
    """The fit's columns at trips ``n``: 1, n and, for a decay ``q``, (1 - q^n) / (1 - q)."""
    columns = [np.ones_like(n), n] + ([] if q is None else [(1 - q ** n) / (1 - q)])
    return np.stack(columns, axis=1)
