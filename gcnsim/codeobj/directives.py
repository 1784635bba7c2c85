"""``.amdhsa_kernel`` directives -> a kernel descriptor, with llvm-mc's defaults and checks.

Each directive either sets one descriptor field (the table below) or feeds a computed one:
``.amdhsa_next_free_vgpr``/``_sgpr`` become granulated block counts (SGPRs plus the extra ones
LLVM reserves for VCC, FLAT_SCRATCH and XNACK_MASK), the enabled user SGPRs give the user SGPR
count, and ``.amdhsa_accum_offset`` becomes RSRC3.ACCUM_OFFSET on gfx90a+.

    .amdhsa_next_free_vgpr 5        ->  rsrc1.granulated_workitem_vgpr_count = 1   (granule 4)
    .amdhsa_next_free_sgpr 8        ->  rsrc1.granulated_wavefront_sgpr_count = 1  (8 + 4 + ...)
    .amdhsa_user_sgpr_kernarg_segment_ptr 1  ->  properties bit 3, rsrc2.user_sgpr_count = 2
"""
from dataclasses import dataclass, fields, replace

from ..errors import AsmError
from .descriptor import (MAX_KERNARG_PRELOAD_SGPRS, USER_SGPRS, ComputePgmRsrc1,
                         ComputePgmRsrc2, ComputePgmRsrc3, KernargPreload, KernelCodeProperties,
                         KernelDescriptor)

_PARTS = {"rsrc1": ComputePgmRsrc1, "rsrc2": ComputePgmRsrc2, "rsrc3": ComputePgmRsrc3,
          "properties": KernelCodeProperties, "kernarg_preload": KernargPreload}

# directive -> (descriptor part, field, required target feature or None, forbidden feature)
_FIELDS = {
    ".amdhsa_group_segment_fixed_size": ("", "group_segment_fixed_size", None, None),
    ".amdhsa_private_segment_fixed_size": ("", "private_segment_fixed_size", None, None),
    ".amdhsa_kernarg_size": ("", "kernarg_size", None, None),
    ".amdhsa_uses_dynamic_stack": ("properties", "uses_dynamic_stack", None, None),
    ".amdhsa_system_sgpr_private_segment_wavefront_offset":
        ("rsrc2", "enable_private_segment", None, "architected_flat_scratch"),
    ".amdhsa_enable_private_segment":
        ("rsrc2", "enable_private_segment", "architected_flat_scratch", None),
    ".amdhsa_system_sgpr_workgroup_id_x": ("rsrc2", "enable_sgpr_workgroup_id_x", None, None),
    ".amdhsa_system_sgpr_workgroup_id_y": ("rsrc2", "enable_sgpr_workgroup_id_y", None, None),
    ".amdhsa_system_sgpr_workgroup_id_z": ("rsrc2", "enable_sgpr_workgroup_id_z", None, None),
    ".amdhsa_system_sgpr_workgroup_info": ("rsrc2", "enable_sgpr_workgroup_info", None, None),
    ".amdhsa_system_vgpr_workitem_id": ("rsrc2", "enable_vgpr_workitem_id", None, None),
    ".amdhsa_float_round_mode_32": ("rsrc1", "float_round_mode_32", None, None),
    ".amdhsa_float_round_mode_16_64": ("rsrc1", "float_round_mode_16_64", None, None),
    ".amdhsa_float_denorm_mode_32": ("rsrc1", "float_denorm_mode_32", None, None),
    ".amdhsa_float_denorm_mode_16_64": ("rsrc1", "float_denorm_mode_16_64", None, None),
    ".amdhsa_dx10_clamp": ("rsrc1", "enable_dx10_clamp", None, None),
    ".amdhsa_ieee_mode": ("rsrc1", "enable_ieee_mode", None, None),
    ".amdhsa_fp16_overflow": ("rsrc1", "fp16_ovfl", "gfx9", None),
    ".amdhsa_tg_split": ("rsrc3", "tg_split", "tg_split", None),
    ".amdhsa_user_sgpr_kernarg_preload_length": ("kernarg_preload", "length",
                                                 "kernarg_preload", None),
    ".amdhsa_user_sgpr_kernarg_preload_offset": ("kernarg_preload", "offset",
                                                 "kernarg_preload", None),
    ".amdhsa_exception_fp_ieee_invalid_op":
        ("rsrc2", "enable_exception_ieee_754_fp_invalid_operation", None, None),
    ".amdhsa_exception_fp_denorm_src": ("rsrc2", "enable_exception_fp_denormal_source", None,
                                        None),
    ".amdhsa_exception_fp_ieee_div_zero":
        ("rsrc2", "enable_exception_ieee_754_fp_division_by_zero", None, None),
    ".amdhsa_exception_fp_ieee_overflow":
        ("rsrc2", "enable_exception_ieee_754_fp_overflow", None, None),
    ".amdhsa_exception_fp_ieee_underflow":
        ("rsrc2", "enable_exception_ieee_754_fp_underflow", None, None),
    ".amdhsa_exception_fp_ieee_inexact": ("rsrc2", "enable_exception_ieee_754_fp_inexact",
                                          None, None),
    ".amdhsa_exception_int_div_zero": ("rsrc2", "enable_exception_int_divide_by_zero", None,
                                       None),
}
for _flag, _name, _count in USER_SGPRS:
    _FIELDS[".amdhsa_user_sgpr_" + _name] = ("properties", _flag, None, None)
for _name in ("private_segment_buffer", "flat_scratch_init"):
    _FIELDS[".amdhsa_user_sgpr_" + _name] = _FIELDS[".amdhsa_user_sgpr_" + _name][:3] + (
        "architected_flat_scratch",)
_USER_SGPR_SIZE = {".amdhsa_user_sgpr_" + name: count for _, name, count in USER_SGPRS}
# Computed from, not stored: (required feature, forbidden feature, value bits).
_COMPUTED = {
    ".amdhsa_next_free_vgpr": (None, None, 64),
    ".amdhsa_next_free_sgpr": (None, None, 64),
    ".amdhsa_user_sgpr_count": (None, None, 64),
    ".amdhsa_accum_offset": ("unified_vgprs", None, 64),
    ".amdhsa_reserve_vcc": (None, None, 1),
    ".amdhsa_reserve_flat_scratch": (None, "architected_flat_scratch", 1),
    ".amdhsa_reserve_xnack_mask": ("gfx8", None, 1),
}
# Directives LLVM limits below their field width (at most 16 SGPRs of preloaded arguments).
_LIMITS = {".amdhsa_user_sgpr_kernarg_preload_length": MAX_KERNARG_PRELOAD_SGPRS}
_GENERATION_FEATURES = {"gfx8": lambda t: t.generation >= 8, "gfx9": lambda t: t.generation >= 9}
_REQUIRES = {"gfx8": "directive requires gfx8+", "gfx9": "directive requires gfx9+",
             "unified_vgprs": "directive requires gfx90a+",
             "tg_split": "directive requires gfx90a+",
             "kernarg_preload": "directive requires gfx90a+",
             "architected_flat_scratch":
                 "directive is not supported without architected flat scratch"}


@dataclass(frozen=True)
class RegisterUse:
    """What the directives say about register use (the metadata's counts come from it)."""
    next_free_vgpr: int
    next_free_sgpr: int
    reserve_vcc: bool
    reserve_flat_scratch: bool
    reserve_xnack_mask: bool

    def sgpr_count(self, target):
        """SGPRs including the extra ones LLVM reserves (IsaInfo::getNumExtraSGPRs)."""
        return self.next_free_sgpr + extra_sgprs(target, self.reserve_vcc,
                                                 self.reserve_flat_scratch,
                                                 self.reserve_xnack_mask)


def extra_sgprs(target, vcc, flat_scratch, xnack):
    """SGPRs past next_free_sgpr: VCC (2), FLAT_SCRATCH (4 on gfx7, 6 with XNACK_MASK on gfx9),
    XNACK_MASK (4): each later register sits at the top, so the biggest wins."""
    extra = 2 if vcc else 0
    if target.generation < 8:
        return 4 if flat_scratch else extra
    if xnack:
        extra = 4
    if flat_scratch or target.has("architected_flat_scratch"):
        extra = 6
    return extra


def default_descriptor():
    """llvm-mc's descriptor before any directive (getDefaultAmdhsaKernelDescriptor)."""
    return KernelDescriptor(
        rsrc1=ComputePgmRsrc1(float_denorm_mode_16_64=3, enable_dx10_clamp=1,
                              enable_ieee_mode=1),
        rsrc2=ComputePgmRsrc2(enable_sgpr_workgroup_id_x=1))


def descriptor_from_directives(block, target, source="<asm>"):
    """(KernelDescriptor, RegisterUse) for a KernelBlock's directives on a target."""
    fail = _failer(block, source)
    parts, values, implied_user_sgprs = _collect(block, target, fail)
    kd = _apply(default_descriptor(), parts)
    use = _register_use(values, target, fail)
    kd = _granulate(kd, use, values, target, fail)
    user_sgprs = values.get(".amdhsa_user_sgpr_count", implied_user_sgprs)
    if user_sgprs < implied_user_sgprs:
        fail("amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
             ".amdhsa_user_sgpr_count")
    if user_sgprs >= 32:
        fail("too many user SGPRs enabled", ".amdhsa_user_sgpr_count")
    return replace(kd, rsrc2=replace(kd.rsrc2, user_sgpr_count=user_sgprs)), use


def _collect(block, target, fail):
    """Checked directive values: ({part: {field: value}}, {computed directive: value},
    user SGPRs the enabled ones imply)."""
    parts = {"": {}, **{part: {} for part in _PARTS}}
    values = {}
    implied_user_sgprs = 0
    for directive, text in block.directives.items():
        value = _value(directive, text, fail)
        if directive in _COMPUTED:
            need, forbid, width = _COMPUTED[directive]
            _check_target(directive, need, forbid, target, fail)
            if value >= 1 << width:
                fail("value out of range", f"{directive} {text}")
            values[directive] = value
            continue
        if directive not in _FIELDS:
            fail("unknown .amdhsa_kernel directive", directive)
        part, name, need, forbid = _FIELDS[directive]
        _check_target(directive, need, forbid, target, fail)
        if value >= 1 << _width(part, name) or value > _LIMITS.get(directive, value):
            fail("value out of range", f"{directive} {text}")
        parts[part][name] = value
        if directive in _USER_SGPR_SIZE and value:
            implied_user_sgprs += _USER_SGPR_SIZE[directive]
        if directive == ".amdhsa_user_sgpr_kernarg_preload_length":
            implied_user_sgprs += value
    return parts, values, implied_user_sgprs


def _failer(block, source):
    """fail(message, token): an AsmError at the line of the directive the token starts with
    (the block's first line for what the block as a whole lacks)."""
    def fail(message, token=None):
        key = (token or "").split(" ")[0]
        raise AsmError(message, line=block.lines.get(key, block.line), token=token,
                       source=source)
    return fail


def _value(directive, text, fail):
    try:
        value = int(str(text).strip(), 0)
    except ValueError:
        fail("expected an absolute integer expression", f"{directive} {text}".strip())
    if value < 0:
        fail("value out of range", f"{directive} {text}")
    return value


def _check_target(directive, need, forbid, target, fail):
    if need is not None:
        has = _GENERATION_FEATURES[need](target) if need in _GENERATION_FEATURES \
            else target.has(need)
        if not has:
            fail(_REQUIRES[need], directive)
    if forbid is not None and target.has(forbid):
        fail(f"directive is not supported with {forbid.replace('_', ' ')}", directive)


def _apply(kd, parts):
    changes = dict(parts[""])
    for part in _PARTS:
        if parts[part]:
            changes[part] = replace(getattr(kd, part), **parts[part])
    return replace(kd, **changes)


def _width(part, name):
    if not part:
        return 32
    return next(f.metadata["bits"][1] for f in fields(_PARTS[part]) if f.name == name)


def _register_use(values, target, fail):
    for required in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"):
        if required not in values:
            fail(f"{required} directive is required")
    if target.has("unified_vgprs") and ".amdhsa_accum_offset" not in values:
        fail(".amdhsa_accum_offset directive is required")
    xnack = bool(values.get(".amdhsa_reserve_xnack_mask", target.has("xnack")))
    if xnack != target.has("xnack"):
        fail(".amdhsa_reserve_xnack_mask does not match target id", ".amdhsa_reserve_xnack_mask")
    return RegisterUse(values[".amdhsa_next_free_vgpr"], values[".amdhsa_next_free_sgpr"],
                       bool(values.get(".amdhsa_reserve_vcc", 1)),
                       bool(values.get(".amdhsa_reserve_flat_scratch", 1)), xnack)


def _granulate(kd, use, values, target, fail):
    """Block counts as AMDGPUAsmParser::calculateGPRBlocks computes them."""
    sgprs = use.next_free_sgpr
    if target.generation >= 8 and sgprs > target.addressable_sgprs:
        fail("value out of range", ".amdhsa_next_free_sgpr")
    sgprs = use.sgpr_count(target)
    if target.generation < 8 and sgprs > target.addressable_sgprs:
        fail("value out of range", ".amdhsa_next_free_sgpr")
    vgpr_blocks = -(-max(1, use.next_free_vgpr) // target.vgpr_granule) - 1
    sgpr_blocks = -(-max(1, sgprs) // 8) - 1
    if vgpr_blocks >= 64:
        fail("value out of range", ".amdhsa_next_free_vgpr")
    if sgpr_blocks >= 16:
        fail("value out of range", ".amdhsa_next_free_sgpr")
    rsrc1 = replace(kd.rsrc1, granulated_workitem_vgpr_count=vgpr_blocks,
                    granulated_wavefront_sgpr_count=sgpr_blocks)
    kd = replace(kd, rsrc1=rsrc1)
    if ".amdhsa_accum_offset" in values:
        accum = values[".amdhsa_accum_offset"]
        if not 4 <= accum <= 256 or accum % 4:
            fail("accum_offset should be in range [4..256] in increments of 4",
                 ".amdhsa_accum_offset")
        if accum > -(-max(1, use.next_free_vgpr) // 4) * 4:
            fail("accum_offset exceeds total VGPR allocation", ".amdhsa_accum_offset")
        kd = replace(kd, rsrc3=replace(kd.rsrc3, accum_offset=accum // 4 - 1))
    return kd
