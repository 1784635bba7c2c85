"""The replay of every workgroup going on from its prefixes (engine.py Continued, Held): each
prefix's report is the replay of that prefix alone, field for field, the end the replay of
the whole launch, field for field; its processes are joined, a drain that dies is a typed
error, not a hang; and a sampled launch whose prefix does not settle costs one replay of the
launch and the prefix's drain (sampling.py), with the exact result ``timing=True`` gives."""
import dataclasses
import os
import signal
from dataclasses import fields

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.pool import WorkerError
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing import sampling
from gcnsim.timing.api import TimedLaunch
from gcnsim.timing.engine import Continued, TimingResult, replay
from gcnsim.timing.occupancy import occupancy

from .test_engine import MEMORY
from .test_sampling import _uneven

pytestmark = pytest.mark.skipif(not Continued.possible({}), reason="fork (Linux) only")


def _recorded(config):
    """(recorder, occupancy) of MEMORY's 192 workgroups of two waves on ``config``."""
    dev = Device(config=config)
    data = dev.array(np.arange(192 * 128, dtype=np.float32))
    options, _ = TimedLaunch.split({"timing": True}, dev)
    recorder = options["timing"]
    dev.load(MEMORY).run(64 * 384, 128, vgpr_count=8, checker=None,
                         sgprs={12: "workgroup_id_x",
                                8: (data.address & 0xFFFFFFFF, data.address >> 32)}, **options)
    return recorder, occupancy(config, vgprs=8, sgprs=16, block_size=128)


def _differing(a, b):
    """The TimingResult fields in which ``a`` and ``b`` differ."""
    return [f.name for f in fields(TimingResult) if getattr(a, f.name) != getattr(b, f.name)]


def _report(result, placed, memory, unfinished):
    return (result, [(g.gid, g.cu, g.start, g.end) for g in placed], memory.held_state()[1],
            unfinished)


def _children():
    """This process's children not yet joined (none: ChildProcessError)."""
    try:
        return os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        return None


@pytest.mark.parametrize("name, cus, xcds", [("gfx900", 3, 1), ("gfx942", 4, 2)])
def test_each_prefix_and_the_end_are_the_replays_of_them_alone(name, cus, xcds):
    config = dataclasses.replace(get_device(name), compute_units=cus, xcds=xcds)
    recorder, occ = _recorded(config)
    kept = []
    going = Continued(recorder, config, occ, _report, {"keep": kept.append})
    try:
        for limit in (40, 81, 150):
            result, placed, rows, unfinished = going.prefix(limit)
            alone, memory = [], []
            expected = replay(recorder, config, occ, select=range(limit), placed=alone,
                              keep=memory.append)
            assert _differing(result, expected) == [] and result.workgroups == limit
            assert placed == [(g.gid, g.cu, g.start, g.end) for g in alone]
            assert np.array_equal(rows, memory[0].dram.rows)
            going.kept()
            assert kept[-1].held_digest() == memory[0].carried().held_digest()
            assert unfinished and max(unfinished) < limit
        whole = going.whole()
    finally:
        going.close()
    memory = []
    full = replay(recorder, config, occ, keep=memory.append)
    assert _differing(whole, full) == [] and whole.workgroups == 192
    assert kept[-1].held_digest() == memory[0].carried().held_digest()
    assert _children() is None                  # every process joined


def test_a_replay_stopped_at_a_prefix_leaves_no_process():
    config = dataclasses.replace(get_device("gfx900"), compute_units=3)
    recorder, occ = _recorded(config)
    going = Continued(recorder, config, occ, _report, {})
    going.prefix(60)
    going.close()
    assert _children() is None


def _killed(result, placed, memory, unfinished):
    os.kill(os.getpid(), signal.SIGKILL)


def test_a_drain_that_dies_is_a_worker_error_not_a_hang():
    config = dataclasses.replace(get_device("gfx900"), compute_units=3)
    recorder, occ = _recorded(config)
    going = Continued(recorder, config, occ, _killed, {})
    with pytest.raises(WorkerError, match="draining a prefix.*signal 9"):
        going.prefix(60)
    assert _children() is None


def test_a_paused_replay_killed_is_a_worker_error():
    config = dataclasses.replace(get_device("gfx900"), compute_units=3)
    recorder, occ = _recorded(config)
    going = Continued(recorder, config, occ, _report, {})
    going.prefix(60)
    os.kill(going.proc.pid, signal.SIGKILL)
    with pytest.raises(WorkerError, match="replaying a launch from its prefixes.*signal 9"):
        going.whole()
    assert _children() is None


def _broken(result, placed, memory, unfinished):
    raise gcnsim.timing.ops.TimingError("a report that fails")


def test_an_error_in_a_drain_crosses_as_itself():
    config = dataclasses.replace(get_device("gfx900"), compute_units=3)
    recorder, occ = _recorded(config)
    going = Continued(recorder, config, occ, _broken, {})
    with pytest.raises(gcnsim.timing.ops.TimingError, match="a report that fails"):
        going.prefix(60)
    assert _children() is None


def test_a_prefix_that_does_not_settle_goes_on_to_the_exact_whole(monkeypatch):
    # 128 rounds of rounds=16 on 2 CUs with error=1%: a prefix of 16 rounds, wide (+-3.0%,
    # its noise +-2.2% too wide to narrow in time), then the whole launch (after a prefix of
    # 32 rounds the replays would pass SPEND: the prefix is the last before the whole), the
    # prefix's replay gone on to the end: the result is timing=True's in every field, and
    # the replays cost the launch and the prefix's drain (0.85%), not the prefix again
    # (12.5%).
    asked = []
    real = Continued.prefix
    monkeypatch.setattr(Continued, "prefix", lambda self, limit: asked.append(limit)
                        or real(self, limit))
    sampled = _uneven(gcnsim.Sampling(error=0.01, rounds=16), 2 * 80 * 64)
    full = _uneven(True, 2 * 80 * 64)
    assert sampled.method.startswith("exact: replayed in full: a prefix of 16 rounds gave an "
                                     "interval of "), sampled.method
    assert len(asked) == 1, asked
    assert _differing(sampled, full) == []
    assert 1 < sampled.replayed_share < 1.01
    monkeypatch.setattr(Continued, "possible", staticmethod(lambda options: False))
    alone = _uneven(gcnsim.Sampling(error=0.01, rounds=16), 2 * 80 * 64)
    assert _differing(alone, sampled) == [] and alone.method == sampled.method
    assert alone.replayed_share == 1 + 16 / 128


def test_a_prefix_that_settles_is_the_prefix_replayed_alone(monkeypatch):
    sampled = _uneven(gcnsim.Sampling(error=0.06, rounds=16), 2 * 40 * 64)
    monkeypatch.setattr(Continued, "possible", staticmethod(lambda options: False))
    alone = _uneven(gcnsim.Sampling(error=0.06, rounds=16), 2 * 40 * 64)
    assert sampled == alone and sampled.method.startswith("rounds: a prefix of 16")


def test_only_the_prefix_before_the_whole_starts_the_continued_replay():
    instructions = np.ones(1000, int)
    assert sampling._before_whole(250, 1000, 250, instructions)       # 2 x 500 >= 1000
    assert not sampling._before_whole(100, 1000, 100, instructions)   # 100 + 200 < 350
    assert sampling._before_whole(100, 1000, 160, instructions)       # 160 + 200 > 350
