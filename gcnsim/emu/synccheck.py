"""Barriers that do not meet: the waves of one workgroup released from s_barrier while they
wait at different s_barrier instructions (what CUDA's compute-sanitizer synccheck calls a
divergent barrier).

The hardware barrier counts waves, not instructions: once every wave of the workgroup that has
not ended waits at some s_barrier, all go on (Vega ISA, S_BARRIER: "If some waves in the
threadgroup have already terminated, this waits on only the surviving waves"). So waves that
wait at two different barriers release each other, and each then runs code the program's
author meant to run after a barrier the others have not reached: OpenCL and HIP make it
undefined (a barrier must be reached by every work-item of the workgroup, or by none).
The executor asks ``check_meeting`` before it releases a workgroup, and a BarrierError names
both barriers (PC, instruction and source line) and the waves at each. A launch with
``checker=None`` (checking off) does as the hardware does and releases them: microbenchmarks
send each wave to its own barrier on purpose.

    if (lid < 64) { ...; barrier(); } else { barrier(); ... }
      ->  BarrierError: the waves of a workgroup wait at different s_barriers: k.cl:4:22: wave 0
          pc 0x30 's_barrier' and k.cl:6:9: wave 1 pc 0x48 's_barrier' ...

A wave that ended while the others wait is legal (the surviving waves are released, as above);
a wave that loops forever while the others wait is a SpinHang (spin.py), which names the
barrier the others wait at.
"""
from ..errors import GcnsimError

BARRIER_BYTES = 4           # s_barrier is one SOPP word: a parked wave resumes 4 bytes on


class BarrierError(GcnsimError):
    """The waves of a workgroup released from different s_barrier instructions."""


def check_meeting(code, wave_ids, parked):
    """BarrierError if the waits ``parked`` ([(resume pc, batch indices)]) of one workgroup
    are at more than one s_barrier; ``code`` (an emu Program) names them, ``wave_ids`` maps
    batch indices to the dispatch's wave numbers."""
    if len({resume for resume, _ in parked}) < 2:
        return
    at = {}
    for resume, idx in parked:
        at.setdefault(resume - BARRIER_BYTES, []).extend(int(wave_ids[i]) for i in idx)
    if len(at) < 2:
        return
    places = [f"{code.where(pc, waves[0])}{_others(waves)}" for pc, waves in sorted(at.items())]
    raise BarrierError(
        f"the waves of a workgroup wait at different s_barriers: {' and '.join(places)}; "
        "the hardware barrier counts waves, so they would release each other and run past "
        "barriers the others never reached (OpenCL and HIP: every work-item of a workgroup "
        "must reach the same barrier)")


def _others(waves):
    rest = sorted(set(waves[1:]))
    if not rest:
        return ""
    more = f" and {len(rest) - 4} more" if len(rest) > 4 else ""
    return f" (with wave{'s' if len(rest) > 1 else ''} {', '.join(map(str, rest[:4]))}{more})"
