"""A progress bar on stderr for a launch that takes a while: the functional run and a timed
launch's replay call it with (workgroups done, workgroups, phase) a few times a second (the
launch option ``progress=``, emu/launch.py); it draws nothing for the first ``after`` seconds of
the command, so short runs stay quiet, and nothing at all when stderr is not a terminal (a log
or a pipe gets no control characters). Standard output stays the results' alone (``--json``
prints one object there). A new phase (the replay after the run, a timed launch's second run)
starts the bar again under its own name.

    with LaunchProgress() as progress:
        kernel(..., progress=progress)
    functional run  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 312/512 workgroups  0:00:05
"""
import time

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

SHOW_AFTER = 2.0                # seconds


class LaunchProgress:
    """The callable a launch takes as ``progress``; a context manager that removes the bar
    when the launch ends."""

    def __init__(self, console=None, after=SHOW_AFTER, clock=time.monotonic):
        self.console = console or Console(stderr=True)
        self.after = after
        self.clock = clock
        self.start = clock()
        self.bar = None
        self.task = None
        self.phase = None
        self.done = 0

    def __call__(self, done, total, phase):
        if self.bar is None:
            if not self.console.is_terminal or self.clock() - self.start < self.after:
                return
            self.bar = Progress(TextColumn("{task.description}"), BarColumn(),
                                MofNCompleteColumn(), TextColumn("workgroups"),
                                TimeElapsedColumn(), console=self.console, transient=True)
            self.bar.start()
        if phase != self.phase or done < self.done:
            if self.task is not None:
                self.bar.remove_task(self.task)
            self.task = self.bar.add_task(phase, total=total)
            self.phase = phase
        self.done = done
        self.bar.update(self.task, completed=done, total=total)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.stop()
        return False
