"""tests/eager_native.py, the plugin that runs a part of the suite with the native tier compiling
every segment at first sight and the disk cache off (a test whose outcome changes under it shows
a native/interpreter divergence): a session under it compiles a launch's segments at once, with
no cache, and the thresholds and GCNSIM_CACHE are as they were after it."""
import os

from gcnsim.native import tier

pytest_plugins = ["pytester"]

INNER = """
import os

import numpy as np

import gcnsim
from gcnsim.native import jit, tier


def test_a_first_launch_runs_compiled_code():
    assert os.environ["GCNSIM_CACHE"] == "off"
    assert all(getattr(tier, name) == 0.0 for name in tier.THRESHOLDS)
    dev = gcnsim.Device("gfx942")
    out = dev.empty(64, np.uint32)
    prog = dev.load('''
  v_lshlrev_b32 v1, 2, v0
  v_mul_lo_u32 v2, v0, v0
  global_store_dword v1, v2, s[2:3]
  s_endpgm
''')
    before = jit.Jit.get().compiled
    prog.run(64, 64, sgprs={2: (out.address & 0xFFFFFFFF, out.address >> 32)},
             vgprs={0: "local_id_x"}, tier="native")
    assert jit.Jit.get().compiled > before
    assert out.numpy().tolist() == [k * k for k in range(64)]
"""


def test_a_session_under_the_plugin_compiles_at_once_and_puts_everything_back(
        pytester, monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "on")
    thresholds = {name: getattr(tier, name) for name in tier.THRESHOLDS}
    pytester.makepyfile(test_inner=INNER)
    result = pytester.runpytest_inprocess("-p", "tests.eager_native", "-p", "no:cacheprovider",
                                          "-p", "no:xdist")
    result.assert_outcomes(passed=1)
    assert os.environ["GCNSIM_CACHE"] == "on"
    assert {name: getattr(tier, name) for name in tier.THRESHOLDS} == thresholds
    assert all(thresholds.values())
