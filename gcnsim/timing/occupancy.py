"""Occupancy: how many waves of a kernel a SIMD holds, how many workgroups a CU holds, and
which resource limits them.

The R9 290X chapter ("Heterogeneous Computing with OpenCL 2.0" 8.2, equation 8.1) divides each
per-CU resource by what one wave or workgroup takes: the VGPR file of a SIMD by the VGPRs a wave
allocates (rounded up to the allocation granule), the SGPR file likewise, the CU's LDS by a
workgroup's LDS, and the wave slots of a SIMD bound it all. The figures come from the device (its
target's register files and granules, its wave slots, LDS and barriers; gcnsim/isa/devices.py); the
rules are LLVM 19's, so that ``waves_per_simd`` is exactly the "Occupancy [waves/SIMD]" that
clang-19 ``-Rpass-analysis=kernel-resource-usage`` prints when ``block_size`` is the kernel's
maximum flat workgroup size:

- vgprs: ``vgprs_per_simd_lane // round_up(n, vgpr_granule)``, at least 1 (AMDGPUBaseInfo
  getNumWavesPerEUWithNumVGPRs). On unified-VGPR targets (gfx90a, gfx942) n counts the AGPRs
  too, placed after the VGPRs rounded up to 4 (getTotalNumVGPRs; the descriptor's
  accum_offset): 9 VGPRs and 32 AGPRs allocate 12 + 32 = 44, rounded to 48: 10 waves, held to 8.
- sgprs: LLVM's step table (GCNSubtarget::getOccupancyWithNumSGPRs), where n includes VCC,
  FLAT_SCRATCH and XNACK_MASK (``extra_sgprs``; metadata .sgpr_count and LLVM's "SGPRs"
  count them). On gfx7 the table is ``512 // round_up(n, 8)`` except that it never drops
  below 5; on gfx9 it is ``800 // n`` (no granule), down to 7 at most 102 + 6 SGPRs, where
  granules of 16 would give 8 waves already from 81 SGPRs and 7 from 97. The steps are
  LLVM's for the targets' own SGPR files: a device variant's sgprs_per_simd does not move them
  (its wave_allocation does round by its granule).
- lds, workgroups: ``ceil(groups * waves_per_group / simds)`` with groups the CU's LDS over
  the workgroup's (getOccupancyWithLocalMemSize; a ceiling, as LLVM rounds), and groups at most
  the CU's wave slots over waves_per_group and, for workgroups of more than one wave, its 16
  barriers (getMaxWorkGroupsPerCU).
- wave_slots: the SIMD's wave slots (10 on GCN, 8 on CDNA2/CDNA3; getMaxWavesPerEU).

``workgroups_per_cu`` and ``waves_per_cu`` are what a dispatcher can place: whole workgroups
whose waves spread over the SIMDs, each SIMD holding at most ``waves_per_simd`` of them.

    >>> occ = occupancy("mi300x", vgprs=128, sgprs=32, block_size=256, lds_bytes=16384)
    >>> occ.waves_per_simd, occ.limiter, occ.workgroups_per_cu, occ.waves_per_cu
    (4, 'vgprs', 4, 16)
"""
from dataclasses import dataclass

from ..bits import is_integer
from ..emu.launch import MAX_WORKGROUP_ITEMS, LaunchError
from ..isa.devices import get_device
from ..isa.targets import get_target

WAVE_SIZE = 64
ACCUM_OFFSET_GRANULE = 4      # AGPRs start at a multiple of 4 in the unified file (accum_offset)
SGPR_ENCODING_GRANULE = 8     # the unit of the descriptor's granulated_wavefront_sgpr_count
# GCNSubtarget::getOccupancyWithNumSGPRs: (most SGPRs, waves) by target generation, and the
# waves beyond the last step.
SGPR_STEPS = {
    7: (((48, 10), (56, 9), (64, 8), (72, 7), (80, 6)), 5),
    9: (((80, 10), (88, 9), (100, 8)), 7),
}
# The resources in the order a tie names them (wave_slots is named only when nothing else
# holds the count below it).
RESOURCES = ("vgprs", "sgprs", "lds", "workgroups")


class OccupancyError(LaunchError):
    """A kernel that cannot run on a compute unit at all, or impossible resource figures: a
    launch the hardware would refuse to dispatch, refused by the functional launch too."""


@dataclass(frozen=True)
class Occupancy:
    """Occupancy of one kernel on one device; ``limits`` maps each resource ('vgprs', 'sgprs',
    'lds', 'workgroups', 'wave_slots') to the waves per SIMD it alone allows."""
    device: str
    waves_per_simd: int           # LLVM's "Occupancy [waves/SIMD]"
    workgroups_per_cu: int        # whole workgroups a CU holds at once
    waves_per_cu: int             # workgroups_per_cu * waves_per_workgroup
    waves_per_workgroup: int
    limiter: str                  # the resource that sets waves_per_simd
    limits: dict

    def as_dict(self):
        return {"device": self.device, "waves_per_simd": self.waves_per_simd,
                "workgroups_per_cu": self.workgroups_per_cu, "waves_per_cu": self.waves_per_cu,
                "waves_per_workgroup": self.waves_per_workgroup, "limiter": self.limiter,
                "limits": dict(self.limits)}


def extra_sgprs(target, *, vcc=False, flat_scratch=False, xnack=False):
    """SGPRs a wave allocates beyond s0..sN (AMDGPUBaseInfo getNumExtraSGPRs): VCC 2; on gfx7
    FLAT_SCRATCH makes it 4; on gfx9 XNACK_MASK makes it 4 and FLAT_SCRATCH (always there
    with architected flat scratch, gfx942) 6."""
    t = get_target(target)
    extra = 2 if vcc else 0
    if t.generation < 8:
        return 4 if flat_scratch else extra
    if xnack:
        extra = 4
    if flat_scratch or t.has("architected_flat_scratch"):
        extra = 6
    return extra


def _round_up(n, granule):
    return -(-n // granule) * granule


def unified_vgprs(device, vgprs, agprs):
    """VGPRs a wave uses per lane: AGPRs after the VGPRs on unified-file targets."""
    if not agprs:
        return vgprs
    if not device.target.has("unified_vgprs"):
        raise OccupancyError(f"{device.target.name} has no AGPRs (agprs={agprs})")
    return _round_up(vgprs, ACCUM_OFFSET_GRANULE) + agprs


def wave_allocation(device, *, vgprs, sgprs, agprs=0):
    """(VGPRs per lane, SGPRs) one wave takes from its SIMD's files, rounded up to the
    device's allocation granules: what a dispatcher reserves and frees per wave."""
    device = get_device(device)
    lanes = _round_up(max(unified_vgprs(device, vgprs, agprs), 1), device.vgpr_granule)
    return lanes, _round_up(max(sgprs, 1), device.sgpr_granule)


def _check_counts(device, **counts):
    for name, value in counts.items():
        if not is_integer(value) or value < 0:
            raise OccupancyError(f"{name} must be a non-negative integer, not {value!r}")
    block = counts["block_size"]
    if not 1 <= block <= MAX_WORKGROUP_ITEMS:
        raise OccupancyError(f"a workgroup of {block} work-items cannot run: the limit is "
                             f"{MAX_WORKGROUP_ITEMS}")
    most_sgprs = device.target.addressable_sgprs + extra_sgprs(device.target, vcc=True,
                                                               flat_scratch=True, xnack=True)
    for name, what, limit, holder in (
            ("vgprs", "VGPRs", device.vgprs_per_simd_lane, "a SIMD lane has"),
            ("sgprs", "SGPRs", most_sgprs, "a wave allocates at most"),
            ("lds_bytes", "bytes of LDS", device.lds_bytes, "a CU has")):
        if counts[name] > limit:
            raise OccupancyError(f"a kernel needing {counts[name]} {what} cannot run on "
                                 f"{device.name}: {holder} {limit}")


def _sgpr_waves(device, sgprs):
    steps, beyond = SGPR_STEPS[device.target.generation]
    return next((waves for most, waves in steps if sgprs <= most), beyond)


def occupancy(device, *, vgprs, sgprs, block_size, agprs=0, lds_bytes=0):
    """The Occupancy of a kernel allocating ``vgprs`` (+ ``agprs``) per lane and ``sgprs`` per
    wave (VCC, FLAT_SCRATCH, XNACK_MASK included) with workgroups of ``block_size`` work-items
    using ``lds_bytes`` of LDS each; OccupancyError if such a workgroup cannot run at all."""
    device = get_device(device)
    _check_counts(device, vgprs=vgprs, sgprs=sgprs, agprs=agprs, lds_bytes=lds_bytes,
                  block_size=block_size)
    slots = device.wave_slots_per_simd
    lanes, _ = wave_allocation(device, vgprs=vgprs, sgprs=sgprs, agprs=agprs)
    if lanes > device.vgprs_per_simd_lane:
        raise OccupancyError(f"{vgprs} VGPRs and {agprs} AGPRs ({lanes} per lane) cannot run "
                             f"on {device.name}: a SIMD lane has {device.vgprs_per_simd_lane}")
    per_group = -(-block_size // WAVE_SIZE)
    groups = device.max_workgroups_per_cu(per_group)
    lds_groups = device.lds_bytes // lds_bytes if lds_bytes else groups
    limits = {
        "vgprs": device.vgprs_per_simd_lane // lanes,
        "sgprs": _sgpr_waves(device, max(sgprs, 1)),
        "lds": -(-lds_groups * per_group // device.simds_per_cu) if lds_bytes else slots,
        "workgroups": -(-groups * per_group // device.simds_per_cu),
    }
    limits = {name: min(waves, slots) for name, waves in limits.items()}
    limits["wave_slots"] = slots
    waves = min(limits.values())
    limiter = next((name for name in RESOURCES if limits[name] == waves and waves < slots),
                   "wave_slots")
    register_waves = min(limits["vgprs"], limits["sgprs"], slots)
    placed = min(register_waves * device.simds_per_cu // per_group, lds_groups, groups)
    if not placed:
        raise OccupancyError(f"a workgroup of {per_group} waves cannot run on {device.name}: "
                             f"with {lanes} VGPRs and {sgprs} SGPRs a SIMD holds "
                             f"{register_waves} waves, a CU {register_waves * device.simds_per_cu}")
    return Occupancy(device.name, waves, placed, placed * per_group, per_group, limiter, limits)


def kernel_resources(kernel, target):
    """(vgprs, sgprs, lds_bytes) a code object's kernel allocates: VGPRs (AGPRs included on
    unified-file targets) from the descriptor's granulated count, SGPRs from the metadata's exact
    .sgpr_count unless the descriptor's (in units of 8) is larger (LLVM pads both for
    amdgpu_waves_per_eu), and the descriptor's fixed LDS."""
    descriptor = kernel.descriptor
    sgprs = descriptor.sgpr_count(target)
    exact = getattr(kernel.metadata, "sgpr_count", None)
    if exact is not None and _round_up(max(exact, 1), SGPR_ENCODING_GRANULE) >= sgprs:
        sgprs = exact
    return descriptor.vgpr_count(target), sgprs, descriptor.group_segment_fixed_size


def kernel_occupancy(device, kernel, *, block_size=None, dynamic_lds=0):
    """The Occupancy of a code object's kernel (gcnsim.codeobj Kernel) in workgroups of
    ``block_size`` work-items (default: its metadata's maximum flat workgroup size, as LLVM
    assumes) with ``dynamic_lds`` bytes of LDS added at launch."""
    device = get_device(device)
    most = getattr(kernel.metadata, "max_flat_workgroup_size", 0) or MAX_WORKGROUP_ITEMS
    block_size = most if block_size is None else block_size
    if block_size > most:
        raise OccupancyError(f"kernel {kernel.name} allows workgroups of at most {most} "
                             f"work-items (its max_flat_workgroup_size), not {block_size}")
    vgprs, sgprs, lds = kernel_resources(kernel, device.target)
    if lds + dynamic_lds > device.lds_bytes:
        raise OccupancyError(f"kernel {kernel.name} needs {lds + dynamic_lds} bytes of LDS a "
                             f"workgroup ({lds} fixed, {dynamic_lds} dynamic); a CU of "
                             f"{device.name} has {device.lds_bytes}")
    return occupancy(device, vgprs=vgprs, sgprs=sgprs, lds_bytes=lds + dynamic_lds,
                     block_size=block_size)
