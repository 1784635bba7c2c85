"""A local sweep worker: ``python -m gcnsim.sweep.worker`` runs the Tasks (task.py) written to
its standard input, one frame each (8-byte little-endian length, then the pickle of (the shared
arrays new to it, the keys of those it may drop, the pickled Task): executors.py _Worker), and
writes each row to its standard output the same way, until its input ends. It keeps the shared
arrays it is given for the Tasks after. Anything else the process would print goes to standard
error, so the frames stay whole."""
import os
import pickle
import sys

from .executors import read_frame, write_frame
from .task import run_task


def serve():
    channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                   # a stray print lands on stderr, not in a frame
    sys.stdout = sys.stderr
    source = sys.stdin.buffer
    shared = {}
    while (frame := read_frame(source)) is not None:
        new, drop, payload = pickle.loads(frame)
        for key in drop:
            shared.pop(key, None)
        shared.update(new)
        write_frame(channel, run_task(payload, shared))


if __name__ == "__main__":
    try:
        serve()
    except KeyboardInterrupt:       # signalled directly (the sweep's Ctrl-C does not reach it)
        sys.exit(130)
