"""A page as people see it: Debian's chromium, headless, at a window width; a small script
injected at the end of the page writes what the layout came to into the DOM (the document's
scrollWidth, the window's innerWidth, every element box outside the viewport, script errors),
``--dump-dom`` reads it back, and ``--enable-logging=stderr`` gives the console. Properties,
not golden images: any font renders the same verdicts. Tests skip, saying why, only where no
chromium is installed (scripts/test.sh installs it with apt)."""
import json
import re
import shutil
import subprocess

import pytest

CHROMIUM = shutil.which("chromium")
TIMEOUT = 120                   # seconds: a cold chromium on a loaded 2-core machine

PROBE = """<script>
(function () {
  var errors = [];
  window.addEventListener("error", function (e) { errors.push(String(e.message)); });
  function probe() {
    var width = window.innerWidth, outside = [];
    document.querySelectorAll("body *").forEach(function (el) {
      var box = el.getBoundingClientRect();
      var clip = el.parentElement && el.parentElement.closest(".scroll");
      if (box.width && !clip && (box.right > width + 0.5 || box.left < -0.5))
        outside.push(el.tagName + "." + el.className + " " + Math.round(box.left) + ".." +
                     Math.round(box.right));
    });
    var out = document.createElement("pre");
    out.id = "layout-probe";
    out.textContent = JSON.stringify({scrollWidth: document.documentElement.scrollWidth,
                                      innerWidth: width, outside: outside, errors: errors});
    document.body.appendChild(out);
  }
  if (document.readyState === "complete") probe(); else window.addEventListener("load", probe);
})();
</script>"""


def need_chromium():
    if CHROMIUM is None:
        pytest.skip("no chromium on PATH (Debian: apt-get install chromium; scripts/test.sh "
                    "installs it)")


def render(page, tmp_path, width, height=900, script=""):
    """(the DOM after load, the layout probe's dict, the console lines) of ``page`` (a path)
    in a ``width`` x ``height`` window; ``script`` (JavaScript) runs before the probe."""
    need_chromium()
    probed = tmp_path / f"probed-{width}.html"
    extra = f"<script>{script}</script>" if script else ""
    probed.write_text(page.read_text(encoding="utf-8").replace("</body>",
                                                               extra + PROBE + "</body>"),
                      encoding="utf-8")
    run = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={tmp_path / 'profile'}", f"--window-size={width},{height}",
         "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom",
         probed.as_uri()], capture_output=True, text=True, timeout=TIMEOUT, check=True)
    found = re.search(r'<pre id="layout-probe">(.*?)</pre>', run.stdout, re.S)
    assert found, f"the probe did not run: {run.stderr[-2000:]}"
    probe = json.loads(found.group(1).replace("&amp;", "&").replace("&lt;", "<")
                       .replace("&gt;", ">").replace("&quot;", '"'))
    console = [line for line in run.stderr.splitlines() if "CONSOLE" in line]
    return run.stdout, probe, console


def assert_fits(probe, console):
    """No horizontal scrolling, no box outside the window, no script error or console line."""
    assert probe["scrollWidth"] <= probe["innerWidth"], probe
    assert probe["outside"] == [], probe["outside"][:10]
    assert probe["errors"] == [] and console == [], (probe["errors"], console)
