"""The text report of ``gcnsim inspect FILE.hsaco``: target, kernels, descriptor fields,
arguments and the registers each wave starts with.

    code object v5  target gfx900 (xnack any, sramecc unsupported)  .text 164 bytes at 0x1900
    kernel vadd  entry 0x1900 (.text+0x0)  descriptor 0x800
      segments  kernarg 288 bytes (align 8)  group (LDS) 0  private 0
      registers VGPRs 8 (granulated 1)  SGPRs 16 (granulated 1)  metadata 5 VGPRs, 12 SGPRs
      initial   s[0:3] private_segment_buffer  s[4:5] kernarg_segment_ptr  s6 workgroup_id_x
      ...

``inspect_dict`` gives the same facts as one JSON-ready object (``gcnsim inspect --json``).
Names read from the file (kernels, arguments, types) are printed escaped (outputs.py
printable): a kernel named ``k\x1b[2J`` must not clear the terminal that inspects it.
"""
import dataclasses

from ..outputs import printable


def render_inspect(code_object):
    """The whole report, as one string."""
    co = code_object
    lines = [f"code object v{co.code_object_version}  target {co.target.name} (xnack "
             f"{co.xnack}, sramecc {co.sramecc})  .text {len(co.text)} bytes at "
             f"0x{co.text_address:x}"]
    for kernel in co.kernels.values():
        lines += [""] + render_kernel(kernel, co.target)
    if not co.kernels:
        lines.append("no kernels")
    return "\n".join(lines) + "\n"


def render_kernel(kernel, target):
    """The report lines of one kernel."""
    kd = kernel.descriptor
    md = kernel.metadata
    align = f" (align {md.kernarg_segment_align})" if md else ""
    lines = [f"kernel {printable(kernel.name)}  entry 0x{kernel.entry:x} "
             f"(.text+0x{kernel.text_offset:x})  code {kernel.size} bytes  descriptor "
             f"0x{kernel.descriptor_address:x}",
             f"  segments   kernarg {kd.kernarg_size} bytes{align}  group (LDS) "
             f"{kd.group_segment_fixed_size}  private {kd.private_segment_fixed_size}",
             "  registers  " + _registers(kd, md, target),
             "  initial    " + _initial(kd, target)]
    for name, register in (("rsrc1", kd.rsrc1), ("rsrc2", kd.rsrc2), ("rsrc3", kd.rsrc3),
                           ("properties", kd.properties), ("preload", kd.kernarg_preload)):
        lines.append(f"  {name:<10} " + _fields(register))
    if md is not None:
        lines.append(f"  arguments  ({len(md.args)})")
        lines += ["    " + _argument(arg) for arg in md.args]
    return lines


def _registers(kd, md, target):
    text = (f"VGPRs {kd.vgpr_count(target)} (granulated "
            f"{kd.rsrc1.granulated_workitem_vgpr_count})  SGPRs {kd.sgpr_count(target)} "
            f"(granulated {kd.rsrc1.granulated_wavefront_sgpr_count})")
    accum = kd.accum_offset(target)
    if accum is not None:
        text += f"  accum_offset {accum}"
    if md is not None:
        text += (f"  metadata: {md.vgpr_count} VGPRs, {md.agpr_count} AGPRs, "
                 f"{md.sgpr_count} SGPRs, wave{md.wavefront_size}")
    return text


def _initial(kd, target):
    parts = [f"{_sgprs(first, count)} {name}" for name, first, count in kd.initial_sgprs()]
    for name, vgpr, shift in kd.initial_vgprs(target):
        bits = f"[{shift}:{shift + 9}]" if target.has("packed_tid") else ""
        parts.append(f"v{vgpr}{bits} {name}")
    return "  ".join(parts)


def _sgprs(first, count):
    return f"s{first}" if count == 1 else f"s[{first}:{first + count - 1}]"


def _fields(register):
    shown = [(name, value) for name, value in register.items() if value]
    return " ".join(f"{name}={value}" for name, value in shown) or "(all zero)"


def _argument(arg):
    where = f"[{arg.offset}:{arg.offset + arg.size}]"
    parts = [f"{where:<10}", arg.value_kind]
    if arg.address_space:
        parts.append(arg.address_space)
    if arg.type_name:
        parts.append(arg.type_name)
    if arg.name:
        parts.append(arg.name)
    return " ".join(printable(part) for part in parts)


def inspect_dict(code_object):
    """The report's facts as one JSON-ready object: the code object's, and per kernel its
    descriptor's fields, initial registers and metadata (None without)."""
    co = code_object
    return {"code_object_version": co.code_object_version, "target": co.target.name,
            "xnack": co.xnack, "sramecc": co.sramecc, "text_bytes": len(co.text),
            "text_address": co.text_address,
            "kernels": [_kernel_dict(k, co.target) for k in co.kernels.values()]}


def _kernel_dict(kernel, target):
    kd = kernel.descriptor
    md = kernel.metadata
    metadata = None
    if md is not None:
        metadata = {f.name: getattr(md, f.name) for f in dataclasses.fields(md)
                    if f.name not in ("raw", "args")}
        metadata["args"] = [{f.name: getattr(arg, f.name) for f in dataclasses.fields(arg)
                             if f.name != "raw"} for arg in md.args]
    return {"name": kernel.name, "entry": kernel.entry, "text_offset": kernel.text_offset,
            "code_bytes": kernel.size, "descriptor_address": kernel.descriptor_address,
            "kernarg_bytes": kd.kernarg_size,
            "group_segment_fixed_size": kd.group_segment_fixed_size,
            "private_segment_fixed_size": kd.private_segment_fixed_size,
            "vgprs": kd.vgpr_count(target), "sgprs": kd.sgpr_count(target),
            "accum_offset": kd.accum_offset(target),
            "initial_sgprs": [{"name": name, "first": first, "count": count}
                              for name, first, count in kd.initial_sgprs()],
            "initial_vgprs": [{"name": name, "vgpr": vgpr, "shift": shift}
                              for name, vgpr, shift in kd.initial_vgprs(target)],
            **{name: dict(register.items()) for name, register in (
                ("rsrc1", kd.rsrc1), ("rsrc2", kd.rsrc2), ("rsrc3", kd.rsrc3),
                ("properties", kd.properties), ("preload", kd.kernarg_preload))},
            "metadata": metadata}
