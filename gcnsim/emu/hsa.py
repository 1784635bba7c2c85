"""An HSA kernel dispatch: code object in device memory, dispatch packet, queue, kernarg
segment with its hidden arguments, scratch, and the initial register state the kernel
descriptor asks for (AMDGPUUsage, "Initial Kernel Execution State").

User SGPRs come first in a fixed order, each only if its kernel_code_properties bit is set,
then preloaded kernel arguments; system SGPRs start at rsrc2.user_sgpr_count. Work-item ids go
to v0, v1, v2, or packed 10 bits each into v0 on targets with ``packed_tid``.

    saxpy on gfx900 (private segment buffer, kernarg ptr; workgroup id x)
        s[0:3] = scratch V#   s[4:5] = kernarg address   s6 = workgroup id x   v0 = local id x
    matmul_tiled on gfx942 (kernarg ptr; workgroup ids x, y; ids x, y packed)
        s[0:1] = kernarg address   s2, s3 = workgroup ids   v0 = x | y << 10
"""
import functools
import struct
from dataclasses import dataclass

from pathlib import Path

import numpy as np

from ..codeobj import load_code_object
from ..codeobj.elf import SHT_REL, SHT_RELA, read_elf
from ..codeobj.loader import image_size
from ..codeobj.metadata import MAX_KERNARG_BYTES
from ..errors import CodeObjectError
from ..isa.hwreg import HW_REG_MODE
from ..isa.operands import M0
from .dispatch import Resources, dispatch
from . import printf
from .launch import LaunchError
from .memory import UNPROVIDED
from .program import CodeImage, RegisterExtent

PACKET = struct.Struct("<HHHHHHIIIIIQQQQ")          # hsa_kernel_dispatch_packet_t, 64 bytes
PACKET_HEADER = 2 | 2 << 9 | 2 << 11                # KERNEL_DISPATCH, system acquire/release
QUEUE_BYTES = 256                                   # amd_queue_t
QUEUE_APERTURES = 0x40                              # group_/private_segment_aperture_base_hi
DYNAMIC_STACK_BYTES = 16384                         # per lane, for kernels with a dynamic stack


@dataclass(frozen=True)
class LoadedKernel:
    """A kernel of a code object placed in device memory."""
    name: str
    descriptor: object           # codeobj.KernelDescriptor
    metadata: object             # codeobj.KernelMetadata, or None
    entry: int                   # device address of the first instruction
    descriptor_address: int      # device address of NAME.kd (the packet's kernel_object)
    code: CodeImage
    printf: dict = None          # gcnsim.lang's print() formats (emu/printf.py), or None


def _trap_reasons(co):
    """{source line: why its s_trap traps}, from the kernel language's ``.gcnsim_traps``
    metadata (lang/emit.py); empty for other compilers' code."""
    reasons = {}
    for k in co.kernels.values():
        raw = (k.metadata.raw or {}) if k.metadata is not None else {}
        for entry in raw.get(".gcnsim_traps", ()):
            reasons[entry.get(".line")] = entry.get(".reason")
    return reasons


def load_image(memory, source):
    """Place a code object (bytes or path) in device memory: (CodeObject, {name: LoadedKernel}).

    As the ROCm loader does, the PT_LOAD segments are mapped at load address + their virtual
    address (file bytes, then zeros up to their memory size), so PC-relative data
    (s_getpc_b64 + rel32) and the kernel descriptors are where the code expects them. The
    layout was checked against the file and MAX_IMAGE_BYTES (codeobj/loader.py) before
    anything is allocated."""
    if isinstance(source, (str, Path)):
        try:
            source = Path(source).read_bytes()
        except OSError as err:
            raise CodeObjectError(f"cannot read {source}: {err.strerror}") from None
    data = bytes(source)
    co = load_code_object(data)
    elf = read_elf(data)
    if not elf.loads:
        raise CodeObjectError("the code object has no loadable segments: link it first "
                              "(ld.lld-19 -shared k.o -o k.hsaco)")
    base = memory.alloc(image_size(elf))           # zeroed, so only file bytes are written
    for seg in elf.loads:
        if seg.filesz:
            memory.write(base + seg.vaddr, data[seg.offset:seg.offset + seg.filesz])
    text = memory.read(base + co.text_address, len(co.text))
    code = CodeImage(co.target, text, base + co.text_address, xnack=co.xnack_enabled,
                     lines=co.lines, traps=_trap_reasons(co), functions=function_starts(co),
                     relocated=any(s.type in (SHT_REL, SHT_RELA) for s in elf.sections))
    kernels = {name: LoadedKernel(name, k.descriptor, k.metadata, base + k.entry,
                                  base + k.descriptor_address, code, _printf(co, k.metadata))
               for name, k in co.kernels.items()}
    return co, kernels


def function_starts(co):
    """The .text offsets where the code object's functions start: its symbols of code with a
    size (kernels and the functions they call; labels have none)."""
    end = co.text_address + len(co.text)
    return sorted({address - co.text_address for address, size in (co.symbols or {}).values()
                   if size and co.text_address <= address < end})


def _printf(co, md):
    """The print() formats of a gcnsim.lang kernel that prints (a hidden_printf_buffer, and no
    .language: clang's OpenCL and HIP kernels lay their printf buffers out otherwise)."""
    if md is None or md.arg("hidden_printf_buffer") is None or md.language is not None:
        return None
    return printf.formats(co.metadata)


def vgprs_needed(target, kd):
    """Vector registers per lane of the WaveState: VGPRs, and AGPRs at 256+ where used."""
    allocation = register_allocation(target, kd)
    return allocation.vgprs if not allocation.agprs else 256 + allocation.agprs


def register_allocation(target, kd):
    """The RegisterExtent a kernel descriptor allocates: its granulated SGPR count (which
    includes VCC, FLAT_SCRATCH and XNACK_MASK), and its VGPRs, split at accum_offset into
    VGPRs and AGPRs on targets whose AGPRs share the VGPR file."""
    total = kd.vgpr_count(target)
    sgprs = min(kd.sgpr_count(target), target.addressable_sgprs)
    if not target.has("agpr"):
        return RegisterExtent(sgprs, total, 0)
    vgprs = (kd.rsrc3.accum_offset + 1) * 4
    if total <= vgprs:
        return RegisterExtent(sgprs, total, 0)
    return RegisterExtent(sgprs, vgprs, total - vgprs)


def private_bytes(kd):
    """Private (scratch) bytes per work-item: the fixed size, plus room for a dynamic stack."""
    size = kd.private_segment_fixed_size
    if kd.properties.uses_dynamic_stack:
        size += DYNAMIC_STACK_BYTES
    return -(-size // 4) * 4


def private_origin(kd):
    """Where a wave's scratch slice comes from, for ScratchOverflow's text."""
    text = (f"the code object declares private_segment_fixed_size "
            f"{kd.private_segment_fixed_size}")
    if kd.properties.uses_dynamic_stack:
        text += (f" and a dynamic stack, for which gcnsim adds {DYNAMIC_STACK_BYTES} bytes "
                 "per work-item")
    return text + "; a wave's slice is 64 work-items' worth, rounded up to 1 KB"


def buffer_resource(target, base, num_records, stride=0, swizzle=False, add_tid=False):
    """A buffer resource descriptor (V#) as 4 dwords: 32-bit float data format, dst_sel xyzw.

    Swizzled descriptors interleave dwords across 64 lanes (index stride 64, element size 4),
    as the private segment buffer does."""
    word1 = (base >> 32) & 0xFFFF | (stride & 0x3FFF) << 16 | int(swizzle) << 31
    word3 = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 7 << 12 | 4 << 15
    if swizzle:
        word3 |= 3 << 21                                   # INDEX_STRIDE = 64
        if target.generation < 9:
            word3 |= 1 << 19                               # ELEMENT_SIZE = 4 (fixed on gfx9)
    word3 |= int(add_tid) << 23
    return (base & 0xFFFFFFFF, word1, num_records & 0xFFFFFFFF, word3)


def mode_register(kd):
    """The MODE hardware register the dispatcher sets from rsrc1/rsrc2 (Vega ISA, "MODE")."""
    r1, r2 = kd.rsrc1, kd.rsrc2
    excp = (r2.enable_exception_ieee_754_fp_invalid_operation
            | r2.enable_exception_fp_denormal_source << 1
            | r2.enable_exception_ieee_754_fp_division_by_zero << 2
            | r2.enable_exception_ieee_754_fp_overflow << 3
            | r2.enable_exception_ieee_754_fp_underflow << 4
            | r2.enable_exception_ieee_754_fp_inexact << 5
            | r2.enable_exception_int_divide_by_zero << 6
            | r2.enable_exception_address_watch << 7 | r2.enable_exception_memory << 8)
    return (r1.float_round_mode_32 | r1.float_round_mode_16_64 << 2
            | r1.float_denorm_mode_32 << 4 | r1.float_denorm_mode_16_64 << 6
            | r1.enable_dx10_clamp << 8 | r1.enable_ieee_mode << 9 | r1.debug_mode << 11
            | excp << 12 | r1.fp16_ovfl << 23)


@dataclass(frozen=True)
class DispatchContext:
    """Device addresses and sizes of one dispatch that the initial state refers to."""
    packet: int
    queue: int
    kernarg: int
    kernarg_bytes: bytes
    dispatch_id: int
    private_bytes: int           # per work-item
    scratch_wave_bytes: int
    preload: bool                # kernel arguments preloaded into SGPRs


def _user_sgprs(target, kd, ctx, scratch_base):
    """(first SGPR, values) of each user SGPR group, in the order of AMDGPUUsage."""
    props = kd.properties
    groups = []
    if props.enable_sgpr_private_segment_buffer:
        groups.append(buffer_resource(target, scratch_base, 0xFFFFFFFF, swizzle=True,
                                      add_tid=True))
    for enabled, value in ((props.enable_sgpr_dispatch_ptr, ctx.packet),
                           (props.enable_sgpr_queue_ptr, ctx.queue),
                           (props.enable_sgpr_kernarg_segment_ptr, ctx.kernarg),
                           (props.enable_sgpr_dispatch_id, ctx.dispatch_id)):
        if enabled:
            groups.append((value & 0xFFFFFFFF, value >> 32))
    if props.enable_sgpr_flat_scratch_init:
        if target.generation < 9:        # offset from the hidden private base, per-lane size
            groups.append((0, ctx.private_bytes))
        else:
            groups.append((scratch_base & 0xFFFFFFFF, scratch_base >> 32))
    if props.enable_sgpr_private_segment_size:
        groups.append((ctx.private_bytes,))
    preload = kd.kernarg_preload
    if ctx.preload:
        raw = ctx.kernarg_bytes[4 * preload.offset:4 * (preload.offset + preload.length)]
        raw = raw.ljust(4 * preload.length, b"\0")
        groups.append(struct.unpack(f"<{preload.length}I", raw))
    return [value for group in groups for value in group]


class Initializer:
    """``init(st, batch, env)`` writing the HSA initial state of a kernel dispatch (a class, so
    that a launch's workers can be sent it: emu/pool.py)."""

    def __init__(self, target, kd, ctx):
        self.target, self.kd, self.ctx = target, kd, ctx
        self.mode = mode_register(kd)
        self.user = {}      # scratch base -> the user SGPRs' values (one per dispatch: made once)

    def __call__(self, st, batch, env):
        target, kd, ctx = self.target, self.kd, self.ctx
        r2 = kd.rsrc2
        architected = target.has("architected_flat_scratch")
        values = self.user.get(env.scratch_base)
        if values is None:
            values = self.user[env.scratch_base] = np.array(
                _user_sgprs(target, kd, ctx, env.scratch_base), np.uint32)
        st.s[:, :values.size] = values
        system, ids = _batch_registers(target, kd, ctx.scratch_wave_bytes, batch)
        st.s[:, r2.user_sgpr_count:r2.user_sgpr_count + system.shape[1]] = system
        if architected and ctx.scratch_wave_bytes:
            wave_offset = np.arange(st.n, dtype=np.uint64) * np.uint64(ctx.scratch_wave_bytes)
            st.set_pair(slice(None), target.flat_scratch_base,
                        np.uint64(env.scratch_base) + wave_offset)
        st.v[:, :ids.shape[1]] = ids
        st.s[:, M0] = 0xFFFFFFFF                   # M0: the LDS limit gfx7 DS instructions use
        st.hwreg[:, HW_REG_MODE] = self.mode


_REGISTERS = {}     # (id(batch), id(descriptor), target, scratch) -> (batch, descriptor, arrays)


def _batch_registers(target, kd, scratch_wave_bytes, batch):
    """(the system SGPRs after the user SGPRs (waves, k), the work-item id VGPRs (waves, d,
    64)) of ``batch``: its workgroup ids, workgroup info and private segment wave offsets as
    the descriptor enables them (their low 32 bits), and v0.. as ``_workitem_ids`` gives them.
    Kept for a kept (read-only) batch, which a repeated small launch runs again: the batch
    and the descriptor (plain data) are held with the entry, so their ids name them."""
    kept = not batch.group_id.flags.writeable       # (_kept_batch: made once, kept)
    key = (id(batch), id(kd), target, scratch_wave_bytes)
    known = _REGISTERS.get(key) if kept else None
    if known is not None and known[0] is batch and known[1] is kd:
        return known[2]
    r2 = kd.rsrc2
    private = r2.enable_private_segment and not target.has("architected_flat_scratch")
    enabled = (r2.enable_sgpr_workgroup_id_x, r2.enable_sgpr_workgroup_id_y,
               r2.enable_sgpr_workgroup_id_z)
    system = [batch.group_id[batch.group, d] for d in range(3) if enabled[d]]
    if r2.enable_sgpr_workgroup_info:
        first = (batch.wave_in_group == 0).astype(np.uint32) << np.uint32(31)
        system.append(first | batch.waves_in_group.astype(np.uint32))
    if private:
        system.append(np.arange(batch.waves, dtype=np.uint64) * np.uint64(scratch_wave_bytes))
    columns = np.zeros((batch.waves, len(system)), np.uint32)
    for k, value in enumerate(system):
        columns[:, k] = value
    made = (columns, _workitem_ids(batch, target, r2.enable_vgpr_workitem_id))
    if kept:
        for array in made:
            array.flags.writeable = False
        if len(_REGISTERS) >= 64:
            _REGISTERS.clear()
        _REGISTERS[key] = (batch, kd, made)
    return made


def _workitem_ids(batch, target, enabled):
    """The work-item id VGPRs (waves, d, 64): packed 10 bits each into v0 on targets with
    ``packed_tid``, else x, y, z in v0, v1, v2 (as many as ``enabled`` + 1)."""
    ids = batch.local                       # int32, none negative
    if target.has("packed_tid"):
        packed = ids[0]
        for d in range(1, enabled + 1):
            packed = packed | ids[d] << np.int32(10 * d)
        return packed.astype(np.uint32)[:, None, :]
    return np.stack([ids[d] for d in range(enabled + 1)], axis=1).astype(np.uint32)


HOSTCALL_BUFFER, CLANG_PRINTF_BUFFER = UNPROVIDED     # addresses a use of which is named
V5_PRINTF_SLOT = 72       # hidden_printf_buffer's offset from hidden_block_count_x (v5 layout)


def hidden_arguments(metadata, geometry, dynamic_lds, queue, apertures, printf_buffer=0):
    """(offset, size, value) of every hidden argument the metadata lists; the ones gcnsim does
    not model are 0 (heap, default queue ...) or, the buffers printf may use, an address in a
    window whose use stops the launch naming what is missing (memory.UNPROVIDED). A code object
    v5 kernel whose metadata lists no printf buffer may still read its slot (device-library
    printf compiled without the printf lowering): that slot holds the same address."""
    grid, block = geometry.grid, geometry.block
    values = {"hidden_grid_dims": geometry.dims, "hidden_dynamic_lds_size": dynamic_lds,
              "hidden_printf_buffer": printf_buffer or CLANG_PRINTF_BUFFER,
              "hidden_hostcall_buffer": HOSTCALL_BUFFER,
              "hidden_queue_ptr": queue, "hidden_shared_base": apertures[0] >> 32,
              "hidden_private_base": apertures[1] >> 32}
    for d, axis in enumerate("xyz"):
        values[f"hidden_block_count_{axis}"] = grid[d] // block[d]
        values[f"hidden_group_size_{axis}"] = block[d]
        values[f"hidden_remainder_{axis}"] = grid[d] % block[d]
        values[f"hidden_global_offset_{axis}"] = 0
    listed = [(a.offset, a.size, values.get(a.value_kind, 0)) for a in metadata.hidden_args]
    first = metadata.arg("hidden_block_count_x")
    if first is not None and metadata.arg("hidden_printf_buffer") is None:
        slot = first.offset + V5_PRINTF_SLOT
        if slot + 8 <= metadata.kernarg_segment_size and all(
                o + w <= slot or o >= slot + 8 for o, w, _ in listed):
            listed.append((slot, 8, CLANG_PRINTF_BUFFER))
    return listed


KERNARG_GRANULE = 64     # LLVM's scalar loads may read a whole naturally aligned 64 bytes


def kernarg_segment(kernel, explicit, geometry, dynamic_lds, queue, apertures, printf_buffer=0):
    """The kernarg segment: the explicit argument bytes, then the hidden arguments."""
    size = segment_size(kernel, len(explicit))
    hidden, below = _hidden_bytes(kernel.metadata, size, len(explicit), geometry, dynamic_lds,
                                  queue, apertures, printf_buffer)
    if not below:           # (no hidden argument among the explicit bytes: the ABI's layout)
        return explicit + hidden[len(explicit):]
    segment = bytearray(hidden)
    segment[:len(explicit)] = explicit
    for offset, raw in below:
        segment[offset:offset + len(raw)] = raw
    return bytes(segment)


_HIDDEN = {}    # (id(metadata), the rest of _hidden_bytes's key) -> (metadata, its bytes)


def _hidden_bytes(md, size, explicit, geometry, dynamic_lds, queue, apertures, printf_buffer):
    """(the ``size`` bytes of a kernarg segment but its ``explicit`` first bytes', the hidden
    arguments that lie among those as (offset, bytes)), kept per metadata and the rest of
    the key: what a repeated launch asks again. The metadata (plain data, no device memory)
    is held with its entry, so its id names it while the entry stands."""
    key = (id(md), size, explicit, geometry, dynamic_lds, queue, apertures, printf_buffer)
    known = _HIDDEN.get(key)
    if known is not None and known[0] is md:
        return known[1]
    segment, below = bytearray(size), []
    if md is not None:
        for offset, width, value in hidden_arguments(md, geometry, dynamic_lds, queue,
                                                     apertures, printf_buffer):
            raw = (value & ((1 << 8 * width) - 1)).to_bytes(width, "little")
            segment[offset:offset + width] = raw
            if offset < explicit:
                below.append((offset, raw))
    if len(_HIDDEN) >= 256:
        _HIDDEN.clear()
    made = _HIDDEN[key] = (md, (bytes(segment), tuple(below)))
    return made[1]


def segment_size(kernel, explicit):
    """The bytes of a kernel's kernarg segment with ``explicit`` bytes of explicit arguments."""
    md = kernel.metadata
    return max(kernel.descriptor.kernarg_size, md.kernarg_segment_size if md else 0, explicit)


def kernarg_allocation(segment):
    """The kernarg segment padded with zeros to a whole number of 64-byte granules.

    LLVM merges a kernel's argument loads into the widest naturally aligned s_load that covers
    them, relying on the runtime to allocate kernarg memory in large granules: a 20-byte
    segment is read by ``s_load_dwordx4 s[8:11], s[2:3], 0x8`` (bytes 8..24). With 64-byte
    granules every naturally aligned load of up to 64 bytes that starts inside the segment stays
    inside the allocation; the bounds check is exact beyond it."""
    return segment.ljust(_granules(len(segment)), b"\0")


def _granules(size):
    """The bytes of the whole 64-byte granules holding ``size`` bytes (at least one)."""
    return -(-max(size, 1) // KERNARG_GRANULE) * KERNARG_GRANULE


def dispatch_packet(geometry, private_bytes, group_bytes, kernel_object, kernarg):
    """The 64-byte hsa_kernel_dispatch_packet_t: setup (dimensions), workgroup_size_x/y/z (u16
    at 4), grid_size_x/y/z (u32 at 12), segment sizes, kernel object, kernarg address."""
    return PACKET.pack(PACKET_HEADER, geometry.dims, *geometry.block, 0, *geometry.grid,
                       private_bytes, group_bytes, kernel_object, kernarg, 0, 0)


PRELOAD_PROLOGUE_BYTES = 256   # AMDGPUUsage "Preloaded Kernel Arguments": backward compatibility


def launch_kernel(memory, kernel, options, explicit=b"", *, dynamic_lds=0, dispatch_id=0):
    """Dispatch a LoadedKernel as ``options`` (a LaunchOptions) ask: packet, queue and kernarg
    segment in device memory, then the workgroups in batches. ``explicit`` holds the explicit
    argument bytes, ``dynamic_lds`` the LDS bytes the arguments ask for beyond the descriptor's
    (``options.shared_mem`` is added to it)."""
    kd = kernel.descriptor
    target = kernel.code.target
    geometry = options.geometry
    if kd.kernarg_size > MAX_KERNARG_BYTES:
        raise CodeObjectError(f"{kernel.name}: the descriptor's kernarg size {kd.kernarg_size} "
                              f"is beyond the {MAX_KERNARG_BYTES} bytes gcnsim lays out")
    if kd.rsrc2.enable_vgpr_workitem_id > 2:
        raise CodeObjectError(f"{kernel.name}: the descriptor's enable_vgpr_workitem_id is 3, "
                              "which AMDGPUUsage leaves undefined (0: x, 1: x y, 2: x y z)")
    required = kernel.metadata.reqd_workgroup_size if kernel.metadata else None
    if required is not None and tuple(geometry.block) != required:
        # the code may take the size for granted (clang folds the work-item ids' ranges)
        raise LaunchError(f"{kernel.name} was compiled for workgroups of exactly "
                          f"{'x'.join(map(str, required))} work-items (its "
                          f"reqd_work_group_size), not {'x'.join(map(str, geometry.block))}")
    dynamic_lds += options.shared_mem
    lds = kd.group_segment_fixed_size + dynamic_lds
    per_lane = private_bytes(kd)
    if lds > target.lds_bytes:                 # before anything is allocated or packed
        raise LaunchError(f"{kernel.name}: a workgroup needs {lds} bytes of LDS "
                          f"({kd.group_segment_fixed_size} fixed, {dynamic_lds} dynamic); "
                          f"{target.name} has {target.lds_bytes}")
    if per_lane > 0xFFFFFFFF:
        raise CodeObjectError(f"{kernel.name}: {per_lane} bytes of private memory per "
                              "work-item do not fit the dispatch packet")
    if per_lane > target.max_private_bytes:
        raise LaunchError(f"{kernel.name}: a work-item needs {per_lane} bytes of private "
                          f"memory ({private_origin(kd)}); {target.name} gives one at most "
                          f"{target.max_private_bytes} (a wave's scratch is at most 8191 KB, "
                          "COMPUTE_TMPRING_SIZE.WAVESIZE), so no dispatch can give it")
    apertures = (memory.shared_aperture, memory.private_aperture)
    segment = []            # the kernarg segment, made once the queue's address is known

    def kernarg_bytes(queue, records=0):
        segment.append(kernarg_segment(kernel, explicit, geometry, dynamic_lds, queue,
                                       apertures, records))
        return kernarg_allocation(segment[-1])
    printing = () if kernel.printf is None else (
        (options.printf_buffer, printf.header(options.printf_buffer)),)
    queue, *records, kernarg, packet = memory.alloc_each((
        (QUEUE_BYTES, _queue_bytes(apertures)), *printing,
        (_granules(segment_size(kernel, len(explicit))), kernarg_bytes),
        (PACKET.size, lambda *made: dispatch_packet(geometry, per_lane, lds,
                                                    kernel.descriptor_address, made[-1]))))
    records = records[0] if records else 0
    wave_bytes = -(-per_lane * 64 // 1024) * 1024
    preload = options.kernarg_preload and kd.kernarg_preload.length > 0
    ctx = DispatchContext(packet, queue, kernarg, segment[-1], dispatch_id, per_lane, wave_bytes,
                          preload)
    resources = _resources(target, kd, lds, wave_bytes)
    try:
        result = dispatch(memory, kernel.code, _entry(kernel, preload), resources,
                          Initializer(target, kd, ctx), options)
        if records:
            result.printed = printf.report(memory, records, kernel, options)
        return result
    finally:
        memory.free(packet, kernarg, queue, *((records,) if records else ()))


@functools.lru_cache(maxsize=16)
def _queue_bytes(apertures):
    """The amd_queue_t of a memory with ``apertures``: zeros but the apertures' high halves."""
    return bytes(QUEUE_APERTURES) + struct.pack("<II", apertures[0] >> 32, apertures[1] >> 32)


_RESOURCES = {}     # (id(descriptor), target, LDS, scratch) -> (descriptor, its Resources)


def _resources(target, kd, lds, wave_bytes):
    """The Resources of a dispatch of ``kd`` on ``target`` with ``lds`` bytes of LDS a
    workgroup, kept per descriptor (plain data, held with its entry so that its id names it)
    and the rest: what a repeated launch asks again."""
    key = (id(kd), target, lds, wave_bytes)
    known = _RESOURCES.get(key)
    if known is not None and known[0] is kd:
        return known[1]
    if len(_RESOURCES) >= 256:
        _RESOURCES.clear()
    made = _RESOURCES[key] = (kd, Resources(vgprs_needed(target, kd), lds, wave_bytes,
                                            register_allocation(target, kd),
                                            private_origin(kd)))
    return made[1]


def _entry(kernel, preload):
    """Where the first instruction runs: past the compatibility prologue when the arguments are
    preloaded (the prologue loads them into the same SGPRs for firmware that does not)."""
    if not preload:
        return kernel.entry
    entry = kernel.entry + PRELOAD_PROLOGUE_BYTES
    if not kernel.code.base <= entry < kernel.code.base + len(kernel.code.data):
        raise CodeObjectError(f"{kernel.name} preloads kernel arguments but has no "
                              f"{PRELOAD_PROLOGUE_BYTES}-byte compatibility prologue to skip")
    return entry
