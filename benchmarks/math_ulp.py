"""The kernel language's f64 math against mpmath (120 bits) on a larger sample than the tests
take: the worst error in ulp per function over random arguments in each one's range (sin and
cos up to 2**45, their stated range, half of them next to multiples of pi/2; pow with
|y log x| up to 700), beside OpenCL's full-profile bound for double. gfx900, exec scheme.

    python benchmarks/math_ulp.py [arguments per function, default 4096]
"""
import sys
from pathlib import Path

import mpmath
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.lang.launch import run  # noqa: E402
from tests.lang.test_math_f64 import BOUNDS, NAMES, REF, _ulps, math9  # noqa: E402


def arguments(rng, n):
    """name -> (x, y): each function's own sample."""
    k = np.round(rng.uniform(1, 2.0 ** 45 / (np.pi / 2), n // 2))
    near = np.array([float(mpmath.mpf(int(v)) * mpmath.pi / 2) for v in k])
    trig = np.concatenate([near, rng.uniform(-2.0 ** 45, 2.0 ** 45, n - n // 2)])
    positive = np.exp(rng.uniform(-744, 709, n))
    big = rng.uniform(-700, 700, n)
    base = np.exp(rng.uniform(-20, 20, n))
    xs = {"exp": rng.uniform(-745, 709.7, n), "log": positive, "sin": trig, "cos": trig,
          "sqrt": positive, "rsqrt": positive, "tanh": rng.uniform(-20, 20, n),
          "erf": rng.uniform(-6, 6, n), "pow": base}
    return {name: (x, big / np.log(base) if name == "pow" else np.ones(n))
            for name, x in xs.items()}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4096
    mpmath.mp.prec = 120
    compiled = math9.compile("gfx900")
    print("| function | OpenCL bound (ulp) | worst measured (ulp) | at |")
    print("|---|---|---|---|")
    for name, (x, y) in arguments(np.random.default_rng(2), n).items():
        k = NAMES.index(name)
        out = run(compiled, [x, y, np.zeros(9 * n)], n, 64)[2].reshape(n, 9)[:, k]
        worst = (0.0, None)
        for got, a, b in zip(out, x, y):
            a, b = mpmath.mpf(a), mpmath.mpf(b)
            ref = mpmath.power(a, b) if name == "pow" else REF[name](a)
            worst = max(worst, (_ulps(got, ref), float(a)))
        print(f"| {name} | {BOUNDS[name]} | {worst[0]:.2f} | {worst[1]:.6g} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
