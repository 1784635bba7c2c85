"""Allocated machine code -> assembly text gcnsim's assembler (and llvm-mc) takes: the kernel's
code with its Python source lines as comments and ``.loc`` directives (so findings and faults
name the Python line: the assembler makes them the Program's line table, the code object
carries it as DWARF), the ``.amdhsa_kernel`` block (registers, LDS,
work-group and work-item ids the code reads) and the ``.amdgpu_metadata`` argument list,
hidden arguments (work-group sizes, counts and remainders) included.

    ; 8:         y[i] = a * x[i] + y[i]
    .loc 1 8 0
      global_load_dword v4, v3, s[6:7]
    ...
    .amdhsa_kernel saxpy
      .amdhsa_user_sgpr_kernarg_segment_ptr 1
      .amdhsa_next_free_vgpr 6 ...
"""
from ..codeobj.yaml import BOOLEANS
from .ir import Op, walk
from .machine import inst_text
from .types import OPENCL_NAMES, PtrType

HIDDEN = (("hidden_block_count_x", 4), ("hidden_block_count_y", 4), ("hidden_block_count_z", 4),
          ("hidden_group_size_x", 2), ("hidden_group_size_y", 2), ("hidden_group_size_z", 2),
          ("hidden_remainder_x", 2), ("hidden_remainder_y", 2), ("hidden_remainder_z", 2))


def hidden_field(kind, dim):
    """(offset from the first hidden argument, size) of ``kind`` ("hidden_group_size") in
    dimension ``dim``."""
    offset = 0
    for name, size in HIDDEN:
        if name == f"{kind}_{'xyz'[dim]}":
            return offset, size
        offset += size
    raise KeyError(kind)


def yaml_string(text):
    """A YAML double-quoted scalar of ``text``."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + escaped.replace("\t", "\\t") + '"'


def yaml_name(name):
    """A kernel's or argument's name as a metadata value: tagged ``!str`` where LLVM would read
    it as a boolean (its own writer's form; llvm-mc refuses ``.name: n`` as invalid HSA
    metadata, quoted or not), else as it is."""
    return f"!str {name}" if name in BOOLEANS else name


def hidden_offset(fn):
    end = 0
    for _, t, _ in fn.args:
        size = 8 if isinstance(t, PtrType) else t.bits // 8
        end = -(-end // size) * size + size
    return -(-end // 8) * 8


def code_lines(fn, code):
    """(assembly lines, {line number in the listing: index in code}); each Python line is a
    comment and a ``.loc`` (file 1, the kernel's file: see ``listing``)."""
    lines, where, last = [], {}, None
    for k, inst in enumerate(code):
        if inst.line is not None and inst.line != last and not inst.is_label:
            last = inst.line
            text = fn.source_lines.get(inst.line, "").strip()
            lines.append(f"  ; {inst.line}: {text}")
            lines.append(f"  .loc 1 {inst.line} 0")
        lines.append(inst_text(inst))
        where[len(lines)] = k
    return lines, where


def listing(fn, target, code, sizes, layout):
    """(the assembly text, {listing line: index in code}); ``sizes``: SGPRs, VGPRs and private
    bytes per lane."""
    quoted = fn.file.replace("\\", "\\\\").replace('"', '\\"')
    head = [f'.amdgcn_target "amdgcn-amd-amdhsa--{target.name}"', ".text",
            f".globl {fn.name}", ".p2align 8", f".type {fn.name},@function",
            f'.file 1 "{quoted}"', f"{fn.name}:"]
    body, where = code_lines(fn, code)
    first = len(head)
    where = {first + line: k for line, k in where.items()}
    tail = [f".Lfunc_end_{fn.name}:", f".size {fn.name}, .Lfunc_end_{fn.name}-{fn.name}"]
    return "\n".join(head + body + tail + descriptor(fn, target, sizes, layout)
                     + metadata(fn, sizes)) + "\n", where


def descriptor(fn, target, sizes, layout):
    sgprs, vgprs, private = sizes
    out = [".rodata", ".p2align 6", f".amdhsa_kernel {fn.name}",
           "  .amdhsa_user_sgpr_kernarg_segment_ptr 1",
           f"  .amdhsa_kernarg_size {kernarg_size(fn)}",
           # f32 denormals kept, as f16's and f64's are (the directive's default flushes them;
           # clang keeps them on gfx9 and flushes on gfx701, where they are slow): IEEE f32
           "  .amdhsa_float_denorm_mode_32 3",
           f"  .amdhsa_private_segment_fixed_size {private}",
           f"  .amdhsa_group_segment_fixed_size {fn.lds_bytes}",
           f"  .amdhsa_next_free_vgpr {vgprs}", f"  .amdhsa_next_free_sgpr {sgprs}"]
    for d, axis in enumerate("xyz"):
        out.append(f"  .amdhsa_system_sgpr_workgroup_id_{axis} {int(d < fn.dims)}")
    out.append(f"  .amdhsa_system_vgpr_workitem_id {fn.dims - 1}")
    if layout.private_buffer:
        out += ["  .amdhsa_user_sgpr_private_segment_buffer 1",
                "  .amdhsa_system_sgpr_private_segment_wavefront_offset 1"]
    elif layout.scratch:
        out.append("  .amdhsa_enable_private_segment 1")
    if target.has("agpr"):
        out.append(f"  .amdhsa_accum_offset {max(4, -(-vgprs // 4) * 4)}")
    out.append(".end_amdhsa_kernel")
    return out


def hidden_arguments(fn):
    """(kind, size) of the kernel's hidden arguments: HIDDEN, then the printf buffer of a
    kernel that prints (printf.py)."""
    return HIDDEN + ((("hidden_printf_buffer", 8),) if fn.printf else ())


def kernarg_size(fn):
    """Bytes of the kernel's argument segment: its arguments, then the hidden ones, rounded to
    8, as the descriptor's kernarg_size and the metadata both say."""
    return -(-(hidden_offset(fn) + sum(size for _, size in hidden_arguments(fn))) // 8) * 8


def metadata(fn, sizes):
    sgprs, vgprs, private = sizes
    args = []
    for name, t, _ in fn.args:
        if isinstance(t, PtrType):
            args.append((name, 8, "global_buffer", f"'{OPENCL_NAMES[t.elem.name]}*'"))
        else:
            args.append((name, t.bits // 8, "by_value", OPENCL_NAMES[t.name]))
    lines, offset = [], 0
    for name, size, kind, type_name in args:
        offset = -(-offset // size) * size
        lines += [f"      - .name: {yaml_name(name)}", f"        .offset: {offset}",
                  f"        .size: {size}",
                  f"        .value_kind: {kind}", f"        .type_name: {type_name}"]
        if kind == "global_buffer":
            lines.append("        .address_space: global")
        offset += size
    offset = hidden_offset(fn)
    for kind, size in hidden_arguments(fn):
        lines += [f"      - .offset: {offset}", f"        .size: {size}",
                  f"        .value_kind: {kind}"]
        offset += size
    formats = ["amdhsa.printf:"] + [f"  - {yaml_string(f)}" for f in fn.printf]
    return [".amdgpu_metadata", "---", "amdhsa.version: [ 1, 2 ]",
            *(formats if fn.printf else ()), "amdhsa.kernels:",
            f"  - .name: {yaml_name(fn.name)}", f"    .symbol: {fn.name}.kd",
            f"    .kernarg_segment_size: {kernarg_size(fn)}", "    .kernarg_segment_align: 8",
            f"    .group_segment_fixed_size: {fn.lds_bytes}",
            f"    .private_segment_fixed_size: {private}", "    .wavefront_size: 64",
            f"    .sgpr_count: {sgprs}", f"    .vgpr_count: {vgprs}",
            "    .max_flat_workgroup_size: 1024"] + trap_reasons(fn) + ["    .args:"] + lines + \
        ["...", ".end_amdgpu_metadata"]


def trap_reasons(fn):
    """Metadata naming why each ``s_trap`` line traps (a zero range() step, a failed assert), for
    the host's KernelTrap: ``.gcnsim_traps`` (a vendor key, as LLVM's are ``.vgpr_count``...),
    read back by emu/hsa.py."""
    reasons = {s.line: s.attr for s in walk(fn.body) if isinstance(s, Op) and s.op == "trap"}
    if not reasons:
        return []
    out = ["    .gcnsim_traps:"]
    for line, reason in sorted(reasons.items()):
        quoted = reason.replace("'", "''")
        out += [f"      - .line: {line}", f"        .reason: '{quoted}'"]
    return out
