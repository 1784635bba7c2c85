"""Timing as a launch option: ``kernel(..., timing=True, trace="out.json")`` records the
functional run's streams and replays them on the device's compute units (engine.py); the
Launch gets ``launch.timing``, a TimingResult. Without the options nothing changes, and the
functional run keeps its speed.

    options, timed = TimedLaunch.split({"grid": 1024, "timing": True}, device)
    launch = <launch with options>                  # options["timing"] is the Recorder
    launch.timing = timed.finish(launch, kernel_descriptor_counts)
"""
from dataclasses import dataclass

from ..errors import GcnsimError
from .engine import replay
from .occupancy import extra_sgprs, occupancy
from .record import Recorder
from .trace import Tracer


@dataclass(frozen=True)
class Footprint:
    """What one wave and workgroup of the kernel allocate (occupancy's inputs)."""
    vgprs: int
    sgprs: int
    agprs: int = 0


@dataclass
class TimedLaunch:
    recorder: Recorder
    device: object                  # isa.devices.DeviceConfig
    trace: object = None            # a path for the trace, or None

    @classmethod
    def split(cls, options, device):
        """(launch options without ``timing``/``trace``, with the Recorder as ``timing``;
        a TimedLaunch) or (options, None) when timing is not asked for."""
        options = dict(options)
        timing, trace = options.pop("timing", False), options.pop("trace", None)
        if timing not in (True, False):
            raise GcnsimError(f"timing must be True or False, got {timing!r}")
        if not timing and trace is None:
            return options, None
        recorder = Recorder(device.config.lds_banks)
        return {**options, "timing": recorder}, cls(recorder, device.config, trace)

    def finish(self, launch, footprint=None):
        """The TimingResult of ``launch`` (the Launch of the recorded run); ``footprint``:
        the kernel's register counts, None for a raw program (then what its code names)."""
        footprint = footprint or self._named()
        block = launch.block[0] * launch.block[1] * launch.block[2]
        occ = occupancy(self.device, vgprs=footprint.vgprs, sgprs=footprint.sgprs,
                        agprs=footprint.agprs, lds_bytes=self.recorder.lds_bytes,
                        block_size=block)
        tracer = Tracer() if self.trace is not None else None
        result = replay(self.recorder, self.device, occ, tracer=tracer)
        if tracer is not None:
            tracer.write(self.trace, {"kernel": launch.kernel, "device": self.device.name,
                                      "cycles": result.cycles})
        return result

    def _named(self):
        """A raw program's footprint: the registers its instructions name."""
        extents = [entry.extent for entry in self.recorder.entries() if entry.extent]
        target = self.device.target
        sgprs = max((e.sgprs for e in extents), default=0)
        return Footprint(max((e.vgprs for e in extents), default=1),
                         sgprs + extra_sgprs(target, vcc=True),
                         max((e.agprs for e in extents), default=0))


def kernel_footprint(loaded):
    """A loaded kernel's Footprint: its metadata's register counts (SGPRs with VCC,
    FLAT_SCRATCH and XNACK_MASK), else its descriptor's granulated ones."""
    md = loaded.metadata
    if md is not None:
        return Footprint(md.vgpr_count, md.sgpr_count, md.agpr_count)
    target = loaded.code.target
    return Footprint(loaded.descriptor.vgpr_count(target), loaded.descriptor.sgpr_count(target))
