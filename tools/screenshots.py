"""Make docs/profiles.md's pictures of the profile report and the wave viewer with Debian's chromium
headless (the browser the tests use: tests/browser.py); tests never write into the checkout.

    python -m tools.screenshots [--out docs] [--width 1400]
        -> docs/profile-report.png (saxpy on mi300x), docs/wave-viewer.png (a timed kernel of
           the Python language, workgroup 1, at its branch: lanes 0..19 of its first wave)
"""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

import gcnsim
from gcnsim.lang import Ptr, f32, global_id, kernel, local_id, shared, barrier

ROOT = Path(__file__).resolve().parent.parent
N = 65536


@kernel
def reverse_head(x: Ptr[f32], y: Ptr[f32]):
    """Lanes 0..19 of a workgroup's first wave take the branch (s_and_saveexec narrows EXEC),
    its second wave none; s_or_b64 restores EXEC."""
    i = global_id(0)
    t = shared(f32, 128)
    t[local_id(0)] = x[i]
    barrier()
    if local_id(0) < 20:
        y[i] = t[19 - local_id(0)] * 2.0
    else:
        y[i] = t[local_id(0)] + 1.0


def profile_page(path):
    dev = gcnsim.Device("mi300x")
    prog = dev.load(str(ROOT / "tests/data/kernels/gfx942/saxpy.hsaco"))
    x = dev.array(np.arange(N, dtype=np.float32))
    y = dev.array(np.ones(N, np.float32))
    prog.saxpy(np.float32(2.0), x, y, np.int32(N), grid=N, block=256, timing=True,
               profile=str(path))


def viewer_page(path):
    dev = gcnsim.Device("gfx900")
    x = dev.array(np.arange(256, dtype=np.float32))
    y = dev.array(np.zeros(256, np.float32))
    dev.compile(reverse_head).reverse_head(x, y, grid=256, block=128, timing=True,
                                          view=str(path), view_group=1)
    page = path.read_text()
    steps = page[page.index("id='steps'>"):]
    presses = steps[:steps.index("s_and_saveexec")].count('"wave":')  # to the branch
    press = "".join("document.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight'}));"
                    for _ in range(presses - 1))
    path.write_text(page.replace("</body>", f"<script>{press}</script></body>"))


def shoot(chromium, page, png, width, height):
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--window-size={width},{height}", f"--screenshot={png}", page.as_uri()],
                   check=True, capture_output=True, timeout=120)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"), help="directory to write into")
    parser.add_argument("--width", type=int, default=1400, help="window width, px")
    args = parser.parse_args(argv)
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("screenshots: no chromium on PATH (Debian: apt-get install chromium)")
    out = Path(args.out)
    with tempfile.TemporaryDirectory() as tmp:
        for make, name, height in ((profile_page, "profile-report", 1800),
                                   (viewer_page, "wave-viewer", 1100)):
            page = Path(tmp) / f"{name}.html"
            make(page)
            shoot(chromium, page, out / f"{name}.png", args.width, height)
            print(f"wrote {out / f'{name}.png'}")


if __name__ == "__main__":
    main()
