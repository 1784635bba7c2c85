"""The 64-byte AMDHSA kernel descriptor, decoded field by field (AMDGPUUsage, "Kernel Descriptor").

Each packed register is a frozen dataclass whose fields carry their bit positions, so one table
serves decoding, encoding and printing. Every bit survives a round trip, reserved ones included.

    >>> raw = bytes(8) + (288).to_bytes(4, "little") + bytes(40) + bytes.fromhex(
    ...     "8c000000 0900 0000 00000000".replace(" ", ""))
    >>> kd = KernelDescriptor.from_bytes(raw)
    >>> kd.kernarg_size, kd.rsrc2.user_sgpr_count, kd.rsrc2.enable_sgpr_workgroup_id_x
    (288, 6, 1)
    >>> kd.to_bytes() == raw
    True

``from_directives`` builds the descriptor from ``.amdhsa_*`` directives as llvm-mc does (see
directives.py).
"""
import struct
from dataclasses import dataclass, field, fields, replace

from ..errors import CodeObjectError

SIZE = 64
# The most SGPRs of kernel arguments a kernel preloads: LLVM's limit on
# .amdhsa_user_sgpr_kernarg_preload_length, below the 7-bit field's 127 (AMDGPUUsage, "Preloaded
# Kernel Arguments"; with the other user SGPRs they fill at most 31).
MAX_KERNARG_PRELOAD_SGPRS = 16
_LAYOUT = struct.Struct("<III4sq20sIIIHH4s")


def _bits(lo, width):
    return field(default=0, metadata={"bits": (lo, width)})


class _Register:
    """A packed word whose dataclass fields name (lo, width) bit slices."""

    @classmethod
    def from_word(cls, word):
        return cls(**{f.name: (word >> f.metadata["bits"][0]) & ((1 << f.metadata["bits"][1]) - 1)
                      for f in fields(cls)})

    def to_word(self):
        word = 0
        for f in fields(self):
            lo, width = f.metadata["bits"]
            value = getattr(self, f.name)
            if not 0 <= value < 1 << width:
                raise CodeObjectError(f"{type(self).__name__}.{f.name} = {value} does not fit "
                                      f"in {width} bits")
            word |= value << lo
        return word

    def items(self):
        """(name, value) of every field that is not reserved, in bit order."""
        return [(f.name, getattr(self, f.name)) for f in fields(self)
                if not f.name.startswith("reserved")]


@dataclass(frozen=True)
class ComputePgmRsrc1(_Register):
    """COMPUTE_PGM_RSRC1 (GFX6-GFX9 layout)."""
    granulated_workitem_vgpr_count: int = _bits(0, 6)
    granulated_wavefront_sgpr_count: int = _bits(6, 4)
    priority: int = _bits(10, 2)
    float_round_mode_32: int = _bits(12, 2)
    float_round_mode_16_64: int = _bits(14, 2)
    float_denorm_mode_32: int = _bits(16, 2)
    float_denorm_mode_16_64: int = _bits(18, 2)
    priv: int = _bits(20, 1)
    enable_dx10_clamp: int = _bits(21, 1)
    debug_mode: int = _bits(22, 1)
    enable_ieee_mode: int = _bits(23, 1)
    bulky: int = _bits(24, 1)
    cdbg_user: int = _bits(25, 1)
    fp16_ovfl: int = _bits(26, 1)
    reserved0: int = _bits(27, 5)


@dataclass(frozen=True)
class ComputePgmRsrc2(_Register):
    """COMPUTE_PGM_RSRC2."""
    enable_private_segment: int = _bits(0, 1)
    user_sgpr_count: int = _bits(1, 5)
    enable_trap_handler: int = _bits(6, 1)
    enable_sgpr_workgroup_id_x: int = _bits(7, 1)
    enable_sgpr_workgroup_id_y: int = _bits(8, 1)
    enable_sgpr_workgroup_id_z: int = _bits(9, 1)
    enable_sgpr_workgroup_info: int = _bits(10, 1)
    enable_vgpr_workitem_id: int = _bits(11, 2)
    enable_exception_address_watch: int = _bits(13, 1)
    enable_exception_memory: int = _bits(14, 1)
    granulated_lds_size: int = _bits(15, 9)
    enable_exception_ieee_754_fp_invalid_operation: int = _bits(24, 1)
    enable_exception_fp_denormal_source: int = _bits(25, 1)
    enable_exception_ieee_754_fp_division_by_zero: int = _bits(26, 1)
    enable_exception_ieee_754_fp_overflow: int = _bits(27, 1)
    enable_exception_ieee_754_fp_underflow: int = _bits(28, 1)
    enable_exception_ieee_754_fp_inexact: int = _bits(29, 1)
    enable_exception_int_divide_by_zero: int = _bits(30, 1)
    reserved0: int = _bits(31, 1)


@dataclass(frozen=True)
class ComputePgmRsrc3(_Register):
    """COMPUTE_PGM_RSRC3 in its GFX90A+ layout (all reserved before gfx90a)."""
    accum_offset: int = _bits(0, 6)
    reserved0: int = _bits(6, 10)
    tg_split: int = _bits(16, 1)
    reserved1: int = _bits(17, 15)


@dataclass(frozen=True)
class KernelCodeProperties(_Register):
    """The 16-bit kernel_code_properties: which user SGPRs the dispatcher initialises."""
    enable_sgpr_private_segment_buffer: int = _bits(0, 1)
    enable_sgpr_dispatch_ptr: int = _bits(1, 1)
    enable_sgpr_queue_ptr: int = _bits(2, 1)
    enable_sgpr_kernarg_segment_ptr: int = _bits(3, 1)
    enable_sgpr_dispatch_id: int = _bits(4, 1)
    enable_sgpr_flat_scratch_init: int = _bits(5, 1)
    enable_sgpr_private_segment_size: int = _bits(6, 1)
    reserved0: int = _bits(7, 3)
    enable_wavefront_size32: int = _bits(10, 1)
    uses_dynamic_stack: int = _bits(11, 1)
    reserved1: int = _bits(12, 4)


@dataclass(frozen=True)
class KernargPreload(_Register):
    """The 16-bit kernarg_preload: kernel arguments preloaded into user SGPRs (gfx90a+)."""
    length: int = _bits(0, 7)
    offset: int = _bits(7, 9)


# User SGPRs in the order the dispatcher writes them (AMDGPUUsage, "Initial Kernel Execution
# State"): (kernel_code_properties field, name, SGPR count).
USER_SGPRS = (
    ("enable_sgpr_private_segment_buffer", "private_segment_buffer", 4),
    ("enable_sgpr_dispatch_ptr", "dispatch_ptr", 2),
    ("enable_sgpr_queue_ptr", "queue_ptr", 2),
    ("enable_sgpr_kernarg_segment_ptr", "kernarg_segment_ptr", 2),
    ("enable_sgpr_dispatch_id", "dispatch_id", 2),
    ("enable_sgpr_flat_scratch_init", "flat_scratch_init", 2),
    ("enable_sgpr_private_segment_size", "private_segment_size", 1),
)
# System SGPRs follow the user SGPRs: (compute_pgm_rsrc2 field, name).
SYSTEM_SGPRS = (
    ("enable_sgpr_workgroup_id_x", "workgroup_id_x"),
    ("enable_sgpr_workgroup_id_y", "workgroup_id_y"),
    ("enable_sgpr_workgroup_id_z", "workgroup_id_z"),
    ("enable_sgpr_workgroup_info", "workgroup_info"),
    ("enable_private_segment", "private_segment_wavefront_offset"),
)


@dataclass(frozen=True)
class KernelDescriptor:
    """One kernel descriptor; ``rsrc*``, ``properties`` and ``kernarg_preload`` are decoded."""
    group_segment_fixed_size: int = 0
    private_segment_fixed_size: int = 0
    kernarg_size: int = 0
    kernel_code_entry_byte_offset: int = 0
    rsrc1: ComputePgmRsrc1 = ComputePgmRsrc1()
    rsrc2: ComputePgmRsrc2 = ComputePgmRsrc2()
    rsrc3: ComputePgmRsrc3 = ComputePgmRsrc3()
    properties: KernelCodeProperties = KernelCodeProperties()
    kernarg_preload: KernargPreload = KernargPreload()
    reserved0: bytes = bytes(4)
    reserved1: bytes = bytes(20)
    reserved3: bytes = bytes(4)

    @classmethod
    def from_bytes(cls, data):
        if len(data) != SIZE:
            raise CodeObjectError(f"kernel descriptor is {len(data)} bytes, expected {SIZE}")
        (group, private, kernarg, res0, entry, res1, rsrc3, rsrc1, rsrc2, props, preload,
         res3) = _LAYOUT.unpack(bytes(data))
        return cls(group, private, kernarg, entry, ComputePgmRsrc1.from_word(rsrc1),
                   ComputePgmRsrc2.from_word(rsrc2), ComputePgmRsrc3.from_word(rsrc3),
                   KernelCodeProperties.from_word(props), KernargPreload.from_word(preload),
                   res0, res1, res3)

    def to_bytes(self):
        try:
            return _LAYOUT.pack(self.group_segment_fixed_size, self.private_segment_fixed_size,
                                self.kernarg_size, self.reserved0,
                                self.kernel_code_entry_byte_offset, self.reserved1,
                                self.rsrc3.to_word(), self.rsrc1.to_word(),
                                self.rsrc2.to_word(), self.properties.to_word(),
                                self.kernarg_preload.to_word(), self.reserved3)
        except struct.error as err:
            raise CodeObjectError(f"kernel descriptor field out of range: {err}") from None

    def with_entry(self, offset):
        """A copy whose kernel_code_entry_byte_offset is ``offset``."""
        return replace(self, kernel_code_entry_byte_offset=offset)

    def vgpr_count(self, target):
        """VGPRs allocated per lane (granulated, AGPRs included on unified-VGPR targets)."""
        return (self.rsrc1.granulated_workitem_vgpr_count + 1) * target.vgpr_granule

    def sgpr_count(self, target):
        """SGPRs allocated per wave (granule of 8 on GFX6-GFX9, VCC etc. included)."""
        return (self.rsrc1.granulated_wavefront_sgpr_count + 1) * 8

    def accum_offset(self, target):
        """The first AGPR's index in the unified VGPR file, or None before gfx90a."""
        if not target.has("unified_vgprs"):
            return None
        return (self.rsrc3.accum_offset + 1) * 4

    def initial_sgprs(self):
        """[(name, first SGPR, count)] the dispatcher initialises, in order."""
        out = []
        sgpr = 0
        for flag, name, count in USER_SGPRS:
            if getattr(self.properties, flag):
                out.append((name, sgpr, count))
                sgpr += count
        if self.kernarg_preload.length:
            out.append(("kernarg_preload", sgpr, self.kernarg_preload.length))
        sgpr = max(sgpr + self.kernarg_preload.length, self.rsrc2.user_sgpr_count)
        for flag, name in SYSTEM_SGPRS:
            if getattr(self.rsrc2, flag):
                out.append((name, sgpr, 1))
                sgpr += 1
        return out

    def initial_vgprs(self, target):
        """[(name, VGPR, first bit)] of the work-item ids the dispatcher writes: one VGPR each,
        or all three packed 10 bits apart in v0 on targets with packed work-item ids."""
        names = ("workitem_id_x", "workitem_id_y", "workitem_id_z")
        count = min(self.rsrc2.enable_vgpr_workitem_id, 2) + 1
        if target.has("packed_tid"):
            return [(name, 0, 10 * i) for i, name in enumerate(names[:count])]
        return [(name, i, 0) for i, name in enumerate(names[:count])]
