"""A local sweep worker: ``python -m gcnsim.sweep.worker`` runs the Tasks (task.py) written to
its standard input, one frame each (8-byte little-endian length, then the pickled Task), and
writes each row to its standard output the same way, until its input ends. Anything else the
process would print goes to standard error, so the frames stay whole."""
import os
import sys

from .executors import read_frame, write_frame
from .task import run_task


def serve():
    channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                   # a stray print lands on stderr, not in a frame
    sys.stdout = sys.stderr
    source = sys.stdin.buffer
    while (payload := read_frame(source)) is not None:
        write_frame(channel, run_task(payload))


if __name__ == "__main__":
    try:
        serve()
    except KeyboardInterrupt:       # signalled directly (the sweep's Ctrl-C does not reach it)
        sys.exit(130)
