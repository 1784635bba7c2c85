"""HSA metadata: the NT_AMDGPU_METADATA msgpack note <-> plain kernel records, and the
``.amdgpu_metadata`` YAML text clang writes -> the same msgpack document.

A runtime needs each kernel's argument layout (offset, size, value_kind) and its segment sizes;
everything else is kept in ``raw``. LLVM stores maps with sorted keys; so do we, so a document
from our YAML packs to the bytes llvm-mc writes.

    .args:                                   KernelArg(name=None, type_name='float*',
      - .offset: 0                               offset=0, size=8, value_kind='global_buffer',
        .size: 8                      ->         address_space='global', ...)
        .type_name: 'float*'
        .value_kind: global_buffer
        .address_space: global
"""
import functools
from dataclasses import dataclass, field

import msgpack

from ..errors import CodeObjectError

NT_AMDGPU_METADATA = 32


@dataclass(frozen=True)
class KernelArg:
    """One kernel argument as the metadata describes it."""
    offset: int
    size: int
    value_kind: str
    name: str = None
    type_name: str = None
    address_space: str = None
    access: str = None
    is_const: bool = False
    raw: dict = field(default=None, compare=False, hash=False, repr=False)

    @property
    def hidden(self):
        """True for the arguments the dispatcher fills (hidden_global_offset_x, ...)."""
        return self.value_kind.startswith("hidden_")


@dataclass(frozen=True)
class KernelMetadata:
    """One entry of ``amdhsa.kernels``."""
    name: str
    symbol: str
    args: tuple
    kernarg_segment_size: int
    kernarg_segment_align: int
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    wavefront_size: int
    sgpr_count: int
    vgpr_count: int
    agpr_count: int = 0
    sgpr_spill_count: int = 0
    vgpr_spill_count: int = 0
    max_flat_workgroup_size: int = 0
    reqd_workgroup_size: tuple = None   # (x, y, z) the kernel was compiled for
                                        # (OpenCL's reqd_work_group_size), or None
    uses_dynamic_stack: bool = False
    language: str = None
    raw: dict = field(default=None, compare=False, hash=False, repr=False)

    @functools.cached_property
    def explicit_args(self):
        """The arguments a launch gives, in order (read once: each launch packs them)."""
        return tuple(a for a in self.args if not a.hidden)

    @functools.cached_property
    def hidden_args(self):
        """The arguments the dispatcher fills, in order (read once)."""
        return tuple(a for a in self.args if a.hidden)

    def arg(self, value_kind):
        """The first argument of a value kind (``hidden_group_size_x``), or None."""
        return next((a for a in self.args if a.value_kind == value_kind), None)


# Each field read, with the Python type its value must have.
_ARG_KEYS = {"offset": int, "size": int, "value_kind": str, "name": str, "type_name": str,
             "address_space": str, "access": str, "is_const": (bool, int)}
_KERNEL_INTS = ("kernarg_segment_size", "kernarg_segment_align", "group_segment_fixed_size",
                "private_segment_fixed_size", "wavefront_size", "sgpr_count", "vgpr_count")
_KERNEL_OPTIONAL = {"agpr_count": int, "sgpr_spill_count": int, "vgpr_spill_count": int,
                    "max_flat_workgroup_size": int, "uses_dynamic_stack": (bool, int),
                    "language": str}
# The keys LLVM's metadata verifier (AMDGPUMetadataVerifier.cpp) requires to be booleans:
# llvm-mc refuses ``.is_const: 1`` as invalid HSA metadata
BOOLEAN_KEYS = frozenset((".is_const", ".is_restrict", ".is_volatile", ".is_pipe",
                          ".uses_dynamic_stack"))
# The largest kernarg segment gcnsim lays out. Real ones are at most a few KiB (HIP caps kernel
# arguments at 4 KiB); a larger size in a descriptor or metadata is corrupt or hostile.
MAX_KERNARG_BYTES = 1 << 20


def decode_note(desc):
    """The msgpack document of an NT_AMDGPU_METADATA note (a dict), or CodeObjectError."""
    desc = bytes(desc)
    try:
        doc = msgpack.unpackb(desc, raw=False, strict_map_key=False)
    except Exception as err:  # noqa: BLE001 - msgpack raises many types: each said in words
        raise CodeObjectError(f"bad AMDGPU metadata note: its {len(desc)} msgpack bytes are "
                              f"not valid: {_unpack_failure(err, desc)}") from None
    if not isinstance(doc, dict):
        raise CodeObjectError("bad AMDGPU metadata note: its document is not a map")
    return doc


def _unpack_failure(err, desc):
    """What is wrong with the msgpack bytes ``desc`` that msgpack.unpackb raised ``err`` on."""
    if isinstance(err, UnicodeDecodeError):
        at = desc.find(err.object)
        where = f" at byte {at + err.start}" if at >= 0 else ""
        return (f"a string is not UTF-8 (byte 0x{err.object[err.start]:02x}{where} "
                "of the note)")
    if isinstance(err, msgpack.exceptions.ExtraData):
        return "bytes follow the end of the document"
    if isinstance(err, msgpack.exceptions.StackError):
        return "its maps and arrays nest too deeply"
    if isinstance(err, msgpack.exceptions.FormatError):
        return "a reserved type byte (0xc1) or a malformed value"
    if isinstance(err, TypeError):
        return "a map's key is a map or an array"
    if "incomplete" in str(err) or isinstance(err, msgpack.exceptions.OutOfData):
        return "the document ends before its last value (the note is cut short)"
    return f"msgpack refuses them ({err})"


def encode_note(doc):
    """Pack a metadata document as LLVM does (maps with sorted keys)."""
    try:
        return msgpack.packb(_sorted(doc), use_bin_type=True)
    except (OverflowError, ValueError) as err:   # an integer msgpack cannot hold
        raise CodeObjectError(f"AMDGPU metadata cannot be packed: {err}") from None


def _sorted(node):
    if isinstance(node, dict):
        return {k: _sorted(node[k]) for k in sorted(node, key=lambda k: str(k).encode())}
    if isinstance(node, list):
        return [_sorted(n) for n in node]
    return node


def kernel_records(doc):
    """{name: KernelMetadata} of a metadata document."""
    kernels = doc.get("amdhsa.kernels", [])
    if not isinstance(kernels, list):
        raise CodeObjectError("bad AMDGPU metadata: amdhsa.kernels is not a list")
    out = {}
    for entry in kernels:
        record = _kernel(entry)
        if record.name in out:
            raise CodeObjectError(f"bad AMDGPU metadata: two kernels named {record.name}")
        out[record.name] = record
    return out


def _kernel(entry):
    if not isinstance(entry, dict):
        raise CodeObjectError("bad AMDGPU metadata: a kernel entry is not a map")
    name = _get(entry, "name", str)
    args = entry.get(".args", [])
    if not isinstance(args, list):
        raise CodeObjectError(f"bad AMDGPU metadata: .args of {name} is not a list")
    values = {key: _get(entry, key, int, name) for key in _KERNEL_INTS}
    for key, kind in _KERNEL_OPTIONAL.items():
        if "." + key in entry:
            values[key] = _get(entry, key, kind, name)
    for key, value in values.items():
        limit = MAX_KERNARG_BYTES if key == "kernarg_segment_size" else 1 << 32
        if _KERNEL_OPTIONAL.get(key, int) is int and not 0 <= value <= limit:
            raise CodeObjectError(f"bad AMDGPU metadata: .{key} of kernel {name} is {value} "
                                  f"(0..{limit})")
    if ".reqd_workgroup_size" in entry:
        values["reqd_workgroup_size"] = _workgroup_size(entry[".reqd_workgroup_size"], name)
    args = tuple(_arg(a, name) for a in args)
    _check_segment(name, args, values["kernarg_segment_size"])
    return KernelMetadata(name=name, symbol=_get(entry, "symbol", str, name), args=args,
                          raw=entry, **values)


def _workgroup_size(value, kernel):
    """``.reqd_workgroup_size``: three whole numbers from 1 to 1024 (AMDGPUUsage)."""
    if (not isinstance(value, list) or len(value) != 3
            or not all(type(v) is int and 1 <= v <= 1024 for v in value)):
        raise CodeObjectError(f"bad AMDGPU metadata: .reqd_workgroup_size of kernel {kernel} is "
                              f"{value!r} (three whole numbers, 1..1024)")
    return tuple(value)


def _check_segment(kernel, args, size):
    """CodeObjectError unless every argument, hidden ones too, lies inside the kernarg segment
    the kernel declares (the runtime lays out and allocates that many bytes), and no two
    overlap (one's bytes would overwrite the other's)."""
    def what(index):
        return f"argument {index} ({args[index].name or args[index].value_kind})"
    for index, arg in enumerate(args):
        if arg.offset + arg.size > size:
            raise CodeObjectError(f"bad AMDGPU metadata: {what(index)} of {kernel} at offset "
                                  f"{arg.offset} of {arg.size} bytes ends past its "
                                  f".kernarg_segment_size {size}")
    order = sorted((arg.offset, arg.size, index) for index, arg in enumerate(args) if arg.size)
    for (offset, width, first), (later, _, second) in zip(order, order[1:]):
        if later < offset + width:
            raise CodeObjectError(f"bad AMDGPU metadata: {what(first)} and {what(second)} of "
                                  f"{kernel} overlap at offset {later}")


def _arg(entry, kernel):
    if not isinstance(entry, dict):
        raise CodeObjectError(f"bad AMDGPU metadata: an argument of {kernel} is not a map")
    values = {}
    for key, kind in _ARG_KEYS.items():
        if "." + key in entry or key in ("offset", "size", "value_kind"):
            values[key] = _get(entry, key, kind, kernel)
    offset, size = values["offset"], values["size"]
    if not (0 <= offset and 0 <= size and offset + size <= MAX_KERNARG_BYTES):
        raise CodeObjectError(f"bad AMDGPU metadata: an argument of {kernel} at offset {offset} "
                              f"of {size} bytes lies outside the {MAX_KERNARG_BYTES}-byte "
                              "kernarg segment gcnsim lays out")
    return KernelArg(raw=entry, **values)


def _get(entry, key, kind, kernel=None):
    value = entry.get("." + key)
    if isinstance(value, kind) and (kind is not int or not isinstance(value, bool)):
        return value
    where = f" of kernel {kernel}" if kernel else ""
    shown = "missing" if value is None else shown_value(value)
    raise CodeObjectError(f"bad AMDGPU metadata: .{key}{where} is {shown}")


def shown_value(value, limit=60):
    """A value's repr for a one-line error, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def minimal_document(target_id, kernels, version=(1, 2)):
    """The metadata llvm-mc needs no YAML for: one entry per kernel from its descriptor.

    ``kernels`` holds (name, KernelDescriptor, sgpr_count, vgpr_count) tuples."""
    entries = []
    for name, kd, sgprs, vgprs in kernels:
        entries.append({
            ".name": name, ".symbol": name + ".kd", ".args": [],
            ".kernarg_segment_size": kd.kernarg_size, ".kernarg_segment_align": 8,
            ".group_segment_fixed_size": kd.group_segment_fixed_size,
            ".private_segment_fixed_size": kd.private_segment_fixed_size,
            ".wavefront_size": 32 if kd.properties.enable_wavefront_size32 else 64,
            ".sgpr_count": sgprs, ".vgpr_count": vgprs, ".max_flat_workgroup_size": 1024,
        })
    return {"amdhsa.version": list(version), "amdhsa.target": target_id,
            "amdhsa.kernels": entries}
