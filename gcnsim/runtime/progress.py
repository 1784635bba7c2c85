"""A progress bar on stderr for a timed run that takes a while: the replay calls it with
(workgroups dispatched, workgroups) a few times a second (timing/api.py ``progress=``); it
draws nothing for the first ``after`` seconds, so short runs stay quiet, and nothing at all
when stderr is not a terminal (a log or a pipe gets no control characters). Standard output
stays the results' alone (``--json`` prints one object there).

    with ReplayProgress() as progress:
        kernel(..., timing=True, progress=progress)
"""
import time

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

SHOW_AFTER = 2.0                # seconds


class ReplayProgress:
    """The callable a timed launch takes as ``progress``; a context manager that removes the
    bar when the run ends."""

    def __init__(self, console=None, after=SHOW_AFTER, clock=time.monotonic):
        self.console = console or Console(stderr=True)
        self.after = after
        self.clock = clock
        self.start = clock()
        self.bar = None
        self.task = None

    def __call__(self, done, total):
        if self.bar is None:
            if not self.console.is_terminal or self.clock() - self.start < self.after:
                return
            self.bar = Progress(TextColumn("timing replay"), BarColumn(), MofNCompleteColumn(),
                                TextColumn("workgroups dispatched"), TimeElapsedColumn(),
                                console=self.console, transient=True)
            self.bar.start()
            self.task = self.bar.add_task("replay", total=total)
        self.bar.update(self.task, completed=done, total=total)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.stop()
        return False
