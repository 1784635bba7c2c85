"""bits.py: the collector pause shared by threads, lane mask counts."""
import gc
import sys
import threading

import numpy as np

from gcnsim.asm import disassemble
from gcnsim.bits import collector_paused, popcount64

WORDS = bytes.fromhex("810080be") * 4          # s_mov_b32 s0, 1


def test_the_collector_is_back_on_after_disassembling_in_threads():
    # Each pause saving and restoring the state itself left it off in about one run in three
    # of this (a thread read "off" inside another's pause and restored it after).
    def loop():
        for _ in range(5000):
            disassemble(WORDS, "gfx900")
    workers = [threading.Thread(target=loop) for _ in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)                  # switch threads as often as CPython allows
    try:
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    finally:
        sys.setswitchinterval(interval)
    assert gc.isenabled()


def test_the_collector_stays_off_until_the_last_pause_ends():
    inside, leave = threading.Event(), threading.Event()
    seen = []

    def second():
        with collector_paused():
            inside.set()
            leave.wait()
            seen.append(gc.isenabled())
    with collector_paused():
        worker = threading.Thread(target=second)
        worker.start()
        inside.wait()
    leave.set()                                  # the first pause has ended, the second not
    worker.join()
    assert seen == [False] and gc.isenabled()


def test_a_pause_keeps_the_collector_off_when_it_was_off():
    gc.disable()
    try:
        with collector_paused():
            with collector_paused():
                assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_popcount64_counts_every_bit_of_a_lane_mask():
    masks = [0, 1, (1 << 64) - 1, 1 << 63, 0x8000_0001_0000_0001, 0x5555_5555_5555_5555]
    counts = popcount64(np.array(masks, np.uint64).reshape(2, 3))
    assert counts.shape == (2, 3) and counts.dtype == np.uint64
    assert counts.ravel().tolist() == [bin(m).count("1") for m in masks]
