"""Independent jobs at once (emu/jobs.py): the results of running them in turn, the last one in
this process; a forked job's error crosses typed, one that dies is a WorkerError; on any error
and on Ctrl-C no process is left behind; one process inside a pool."""
import multiprocessing
import os
import signal
import time

import pytest

from gcnsim.emu import jobs
from gcnsim.emu.pool import WorkerError
from gcnsim.timing.loops import SamplingError

from .test_workers import children, earlier_children  # noqa: F401


@pytest.fixture
def two(monkeypatch):
    """Two processes whatever the host allows."""
    monkeypatch.setattr(jobs, "processes", lambda count, most=None: min(count, most or 2))


def _where(k):
    return lambda here: (k, os.getpid(), here)


def test_the_results_are_in_order_the_last_job_run_here(two):
    found = jobs.at_once([_where(k) for k in range(5)], costs=[5, 4, 3, 2, 1])
    assert [k for k, _, _ in found] == list(range(5))
    me = os.getpid()
    assert found[-1][1:] == (me, True)
    assert all(here == (pid == me) for _, pid, here in found)
    assert {pid for _, pid, _ in found} - {me}          # some ran elsewhere
    assert not children()


def test_jobs_of_no_cost_are_run_all_the_same(two):
    assert [k for k, _, _ in jobs.at_once([_where(k) for k in range(3)], [0, 0, 0])] == [0, 1, 2]
    assert not children()


def test_the_jobs_are_shared_by_their_costs_the_longest_first():
    assert jobs.shares([4, 4, 1, 1], 2) == [[1, 3], [0, 2]]
    assert jobs.shares([1, 9, 1, 1], 2) == [[0, 2, 3], [1]]
    assert jobs.shares([3], 2) == [[0], []]


def _failing(error):
    def job(here):
        if not here:
            raise error
        return here
    return job


@pytest.mark.parametrize("error, kind, text", [
    (SamplingError("the cut cannot be timed"), SamplingError, "the cut cannot be timed"),
    (KeyError("x"), WorkerError, "a worker process failed: KeyError"),
])
def test_a_forked_jobs_error_is_the_jobs_error_typed(two, error, kind, text):
    with pytest.raises(kind, match=text):
        jobs.at_once([_failing(error), lambda here: here])
    assert not children()


def test_a_forked_job_that_dies_is_a_worker_error_and_nothing_is_left(two):
    def dies(here):
        if not here:
            os.kill(os.getpid(), signal.SIGKILL)
        return here
    with pytest.raises(WorkerError, match=r"ended without their results \(signal 9\)"):
        jobs.at_once([dies, lambda here: here])
    assert not children()


def test_ctrl_c_in_this_process_ends_the_forked_jobs(two):
    def long(here):
        time.sleep(60)

    def interrupted(here):
        time.sleep(0.2)
        raise KeyboardInterrupt
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        jobs.at_once([long, interrupted])
    assert time.monotonic() - started < 30
    assert not children()


def _count(_):
    return jobs.processes(4)


def test_one_process_inside_a_pool():
    with multiprocessing.get_context("fork").Pool(1) as pool:
        assert pool.map(_count, [0]) == [1]
    assert jobs.processes(1) == 1
    assert jobs.processes(4, most=1) == 1          # a launch's workers=1: a sweep's point
