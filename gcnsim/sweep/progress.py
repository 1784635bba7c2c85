"""A sweep's progress bar on stderr: points done of all, how many failed, the time left
(rich's estimate from the points finished so far). Points the cache held and points refused
before running (a variant the device model refuses, a kernel that does not build) count as
done from the start, the failed among them as failed. Nothing is drawn when stderr is not a terminal, unless asked for; a function given
instead is called with (done, total, "sweep") at the start and as each point finishes, as a
launch's ``progress=f`` is, and nothing is drawn.

    sweep  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  37/48 points  2 failed  0:01:12 left
"""
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, \
    TimeRemainingColumn


class SweepProgress:
    """``advance(ok)`` as each point finishes; a context manager that ends the bar."""

    def __init__(self, total, cached=0, show=None, failed=0, console=None):
        self.console = console or Console(stderr=True)
        self.call = show if callable(show) else None
        self.show = self.console.is_terminal if show is None else show is True
        self.total, self.done, self.failed = total, cached, failed
        self.bar = self.task = None
        if self.show:
            self.bar = Progress(TextColumn("sweep"), BarColumn(), MofNCompleteColumn(),
                                TextColumn("points"), TextColumn("{task.fields[failed]} failed"),
                                TimeRemainingColumn(), TextColumn("left"),
                                console=self.console, transient=False)
            self.task = self.bar.add_task("sweep", total=total, completed=cached, failed=failed)

    def advance(self, ok):
        self.done += 1
        self.failed += not ok
        if self.bar is not None:
            self.bar.update(self.task, completed=self.done, failed=self.failed)
        if self.call is not None:
            self.call(self.done, self.total, "sweep")

    def __enter__(self):
        if self.bar is not None:
            self.bar.start()
        if self.call is not None:
            self.call(self.done, self.total, "sweep")
        return self

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.stop()
        return False
