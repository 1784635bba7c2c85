"""How long a hung kernel takes to stop, with numpy's float32 add rate from the same run as the
baseline (issue: a one-wave spin loop ran for minutes under the 10M-instruction budget).

Each case is a spin on a flag nobody sets, stopped by the spin watch (emu/spin.py), with the
waitcnt checker on (the default of ``gcnsim run``) and off; the figures are wall seconds and the
wave-instructions executed before the stop (the watch guarantees fewer than 10^6).

    python benchmarks/hang_stop.py
"""
import time

import numpy as np

import gcnsim

SPIN = """\
.Lspin:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
"""


def numpy_baseline():
    a = np.ones(1 << 22, np.float32)
    out = np.empty_like(a)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        np.add(a, a, out=out)
        best = min(best, time.perf_counter() - start)
    return a.size / best


def stop(waves, checker):
    dev = gcnsim.Device("gfx900")
    flag = dev.empty(1, np.uint32)
    prog = dev.load(SPIN)
    options = {"checker": gcnsim.WaitcntChecker() if checker else None}
    start = time.perf_counter()
    try:
        prog.run(64 * waves, 64, sgprs={2: (flag.address & 0xFFFFFFFF, flag.address >> 32)},
                 vgprs={0: 0}, **options)
    except gcnsim.GcnsimError as err:
        seconds = time.perf_counter() - start
        return seconds, type(err).__name__
    raise AssertionError("the spin did not stop")


def main():
    print(f"numpy float32 add: {numpy_baseline() / 1e9:.2f} G elements/s")
    for waves in (1, 64, 1024):
        for checker in (True, False):
            seconds, kind = stop(waves, checker)
            print(f"{waves:5d} spinning wave(s), checker {'on ' if checker else 'off'}: "
                  f"stopped by {kind} in {seconds:.3f} s")


if __name__ == "__main__":
    main()
