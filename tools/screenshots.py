"""Make the README's pictures of the profile report and the wave viewer with Debian's chromium
headless (the browser the tests use: tests/browser.py); tests never write into the checkout.

    python -m tools.screenshots [--out docs] [--width 1400]
        -> docs/profile-report.png (saxpy on mi300x), docs/wave-viewer.png (a branch's lanes)
"""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

import gcnsim

ROOT = Path(__file__).resolve().parent.parent
N = 65536
# lanes 0..19 take the branch (s_and_saveexec narrows EXEC), s_or_b64 restores EXEC
BRANCH = """
  v_lshlrev_b32 v1, 2, v0
  v_cmp_gt_u32 vcc, 20, v0
  s_and_saveexec_b64 s[2:3], vcc
  v_add_u32 v1, v1, v1
  s_or_b64 exec, exec, s[2:3]
  global_store_dword v1, v0, s[8:9]
  s_endpgm
"""
VIEW_STEPS = 4                  # right-arrow presses before the viewer's picture (the branch)


def profile_page(path):
    dev = gcnsim.Device("mi300x")
    prog = dev.load(str(ROOT / "tests/data/kernels/gfx942/saxpy.hsaco"))
    x = dev.array(np.arange(N, dtype=np.float32))
    y = dev.array(np.ones(N, np.float32))
    prog.saxpy(np.float32(2.0), x, y, np.int32(N), grid=N, block=256, timing=True,
               profile=str(path))


def viewer_page(path):
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.zeros(256, np.float32))
    dev.load(BRANCH).run(128, 128, vgpr_count=8, view=str(path), vgprs={0: "local_id_x"},
                         sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    press = "".join("document.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight'}));"
                    for _ in range(VIEW_STEPS))
    path.write_text(path.read_text().replace("</body>", f"<script>{press}</script></body>"))


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
        for make, name, height in ((profile_page, "profile-report", 1500),
                                   (viewer_page, "wave-viewer", 1100)):
            page = Path(tmp) / f"{name}.html"
            make(page)
            shoot(chromium, page, out / f"{name}.png", args.width, height)
            print(f"wrote {out / f'{name}.png'}")


if __name__ == "__main__":
    main()
