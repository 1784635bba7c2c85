"""Writing code objects: .amdhsa_kernel directives -> descriptors as llvm-mc-19 builds them,
and ELF files that gcnsim, llvm-readelf-19 and llvm-objdump-19 read back identically to what
llvm-mc-19 + ld.lld-19 make from the same source (the LLVM checks skip without LLVM)."""
import random
import shutil
import subprocess

import pytest

from gcnsim.asm import assemble
from gcnsim.asm.assembler import KernelBlock
from gcnsim.codeobj import descriptor_from_directives, load_code_object, write_code_object
from gcnsim.codeobj.directives import _FIELDS, _width
from gcnsim.codeobj.elf import read_elf
from gcnsim.codeobj.yaml import parse_yaml
from gcnsim.errors import AsmError
from gcnsim.isa.targets import get_target
from tools.llvm import have_llvm_mc

from .kernel_data import KERNELS, readelf_view

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
HAVE_LLVM = have_llvm_mc() and all(shutil.which(t) for t in
                                    ("ld.lld-19", "llvm-readelf-19", "llvm-objdump-19"))
needs_llvm = pytest.mark.skipif(not HAVE_LLVM, reason="needs llvm-mc-19, ld.lld-19, llvm-*-19")

SOURCE = """\
\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.amdhsa_code_object_version 5
{code}
\t.section\t.rodata,"a",@progbits
{descriptors}
"""
KERNEL_CODE = """\
\t.globl\t{name}
\t.p2align\t8
\t.type\t{name},@function
{name}:
\t.long 0xbe8000ff, 0x{index:08x}
\t.long 0xbf810000
.Lend_{name}:
\t.size\t{name}, .Lend_{name}-{name}
"""


def source(target, kernels):
    """Assembly for {name: {directive: value}}: each kernel's code is a literal and s_endpgm,
    written as data so the test does not depend on the instruction families."""
    code = "".join(KERNEL_CODE.format(name=name, index=i) for i, name in enumerate(kernels))
    descriptors = "".join(
        f"\t.p2align\t6, 0x0\n\t.amdhsa_kernel {name}\n"
        + "".join(f"\t\t{d} {v}\n" for d, v in directives.items())
        + "\t.end_amdhsa_kernel\n" for name, directives in kernels.items())
    return SOURCE.format(target=target, code=code, descriptors=descriptors)


def minimal(target):
    base = {".amdhsa_next_free_vgpr": 1, ".amdhsa_next_free_sgpr": 1}
    if get_target(target).has("unified_vgprs"):
        base[".amdhsa_accum_offset"] = 4
    return base


@pytest.mark.parametrize("target", TARGETS)
def test_written_code_object_loads_back(target):
    kernels = {"first": minimal(target), "second": dict(minimal(target), **{
        ".amdhsa_user_sgpr_kernarg_segment_ptr": 1, ".amdhsa_kernarg_size": 24,
        ".amdhsa_group_segment_fixed_size": 1024, ".amdhsa_next_free_vgpr": 9})}
    prog = assemble(source(target, kernels))
    co = load_code_object(write_code_object(prog))
    assert co.target.name == target and co.code_object_version == 5
    assert co.text == prog.text
    first, second = co.kernels["first"], co.kernels["second"]
    assert (first.text_offset, second.text_offset) == (0, 256)
    assert first.size == second.size == 12
    assert second.descriptor.kernarg_size == second.metadata.kernarg_segment_size == 24
    assert second.descriptor.properties.enable_sgpr_kernarg_segment_ptr == 1
    assert second.metadata.group_segment_fixed_size == 1024
    assert second.metadata.vgpr_count == 9
    for kernel in co.kernels.values():
        block = next(b for b in prog.kernels if b.name == kernel.name)
        kd, _ = descriptor_from_directives(block, co.target)
        assert kernel.descriptor.with_entry(0) == kd.with_entry(0)


def test_yaml_metadata_is_kept():
    text = source("gfx900", {"k": minimal("gfx900")}) + """
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .name:           k
    .symbol:         k.kd
    .sgpr_count:     7
    .vgpr_count:     1
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"""
    co = load_code_object(write_code_object(assemble(text)))
    (arg,) = co.kernels["k"].metadata.args
    assert (arg.offset, arg.size, arg.value_kind, arg.type_name) == (0, 8, "global_buffer",
                                                                      "float*")
    assert co.metadata["amdhsa.version"] == [1, 2]


BAD = [
    ("gfx900", {".amdhsa_next_free_sgpr": 1}),                              # no VGPR count
    ("gfx90a", {".amdhsa_next_free_vgpr": 1, ".amdhsa_next_free_sgpr": 1}),  # no accum_offset
    ("gfx900", {".amdhsa_accum_offset": 4}),
    ("gfx90a", {".amdhsa_accum_offset": 6}),
    ("gfx90a", {".amdhsa_accum_offset": 8}),                                # > 1 VGPR
    ("gfx900", {".amdhsa_next_free_vgpr": 257}),
    ("gfx900", {".amdhsa_next_free_sgpr": 103}),
    ("gfx701", {".amdhsa_next_free_sgpr": 101}),
    ("gfx900", {".amdhsa_reserve_xnack_mask": 0}),
    ("gfx701", {".amdhsa_fp16_overflow": 1}),
    ("gfx900", {".amdhsa_tg_split": 1}),
    ("gfx900", {".amdhsa_enable_private_segment": 1}),
    ("gfx942", {".amdhsa_user_sgpr_private_segment_buffer": 1}),
    ("gfx942", {".amdhsa_reserve_flat_scratch": 0}),
    ("gfx900", {".amdhsa_user_sgpr_count": 1, ".amdhsa_user_sgpr_dispatch_ptr": 1}),
    ("gfx900", {".amdhsa_float_round_mode_32": 4}),
    ("gfx900", {".amdhsa_wavefront_size32": 1}),
    ("gfx900", {".amdhsa_bogus": 1}),
    ("gfx90a", {".amdhsa_user_sgpr_kernarg_preload_length": 17}),
    ("gfx900", {".amdhsa_user_sgpr_kernarg_preload_length": 1}),
]


def bad_kernel(target, directives):
    """The minimal directives with the bad ones added (a required one dropped for the first
    two cases)."""
    kernel = {**minimal(target), **directives}
    if list(directives) == [".amdhsa_next_free_sgpr"]:
        del kernel[".amdhsa_next_free_vgpr"]
    if target == "gfx90a" and ".amdhsa_accum_offset" not in directives:
        del kernel[".amdhsa_accum_offset"]
    return kernel


@pytest.mark.parametrize("target,directives", BAD, ids=[f"{t}{list(d)}" for t, d in BAD])
def test_bad_directives_raise_asm_errors(target, directives):
    block = KernelBlock("k", 3, {k: str(v) for k, v in bad_kernel(target, directives).items()})
    with pytest.raises(AsmError):
        descriptor_from_directives(block, get_target(target))


def random_kernel(target, rng):
    """A random directive set llvm-mc accepts on the target."""
    t = get_target(target)
    directives = {}
    for directive, (part, name, need, forbid) in _FIELDS.items():
        if rng.random() < 0.5:
            continue
        block = KernelBlock("k", 1, {**minimal(target), directive: "0"})
        try:
            descriptor_from_directives(block, t)
        except AsmError:
            continue                                  # not on this target
        width = min(_width(part, name), 20)
        directives[directive] = rng.randrange(1 << width)
    vgprs = rng.randrange(1, 257 if not t.has("unified_vgprs") else 513)
    directives[".amdhsa_next_free_vgpr"] = vgprs
    directives[".amdhsa_next_free_sgpr"] = rng.randrange(0, t.addressable_sgprs - 8)
    if t.has("unified_vgprs"):
        directives[".amdhsa_accum_offset"] = 4 * rng.randrange(1, min(64, -(-vgprs // 4)) + 1)
    for flag in (".amdhsa_reserve_vcc", ".amdhsa_reserve_flat_scratch"):
        if rng.random() < 0.5 and not (flag.endswith("scratch")
                                       and t.has("architected_flat_scratch")):
            directives[flag] = rng.randrange(2)
    block = KernelBlock("k", 1, {d: str(v) for d, v in directives.items()})
    try:
        descriptor_from_directives(block, t)
    except AsmError:
        return random_kernel(target, rng)             # e.g. too many user SGPRs: draw again
    if rng.random() < 0.3:
        kd, _ = descriptor_from_directives(block, t)
        directives[".amdhsa_user_sgpr_count"] = min(31, kd.rsrc2.user_sgpr_count
                                                    + rng.randrange(3))
    return directives


def llvm_build(text, target, tmp_path, name="llvm", mattr=()):
    src = tmp_path / f"{name}.s"
    src.write_text(text)
    obj = tmp_path / f"{name}.o"
    out = tmp_path / f"{name}.hsaco"
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    *([f"-mattr={','.join(mattr)}"] if mattr else []),
                    "-filetype=obj", str(src), "-o", str(obj)], check=True, capture_output=True)
    subprocess.run(["ld.lld-19", "-shared", str(obj), "-o", str(out)], check=True,
                   capture_output=True)
    return out


@needs_llvm
@pytest.mark.parametrize("target", TARGETS)
def test_random_descriptors_match_llvm_mc(target, tmp_path):
    rng = random.Random(f"kd-{target}")
    kernels = {f"k{i}": random_kernel(target, rng) for i in range(40)}
    text = source(target, kernels)
    theirs = load_code_object(llvm_build(text, target, tmp_path))
    ours = load_code_object(write_code_object(assemble(text)))
    for name in kernels:
        assert ours.kernels[name].descriptor.with_entry(0) == \
            theirs.kernels[name].descriptor.with_entry(0), (name, kernels[name])


@needs_llvm
@pytest.mark.parametrize("target,directives", BAD, ids=[f"{t}{list(d)}" for t, d in BAD])
def test_llvm_mc_rejects_what_we_reject(target, directives, tmp_path):
    kernel = bad_kernel(target, directives)
    with pytest.raises(subprocess.CalledProcessError):
        llvm_build(source(target, {"k": kernel}), target, tmp_path)


def _tool(*cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "warning" not in proc.stderr and "error" not in proc.stderr, proc.stderr
    return proc.stdout


def _listing(text):
    """Tool output without addresses and file names: what must agree between the two files."""
    lines = []
    for line in text.splitlines()[2:]:
        line = line.split("//")[0].rstrip()
        if line and not line[0].isdigit():
            lines.append(line)
    return lines


@needs_llvm
@pytest.mark.parametrize("target", TARGETS)
def test_llvm_tools_read_our_code_object_like_theirs(target, tmp_path):
    kernels = {"alpha": minimal(target), "beta": dict(minimal(target), **{
        ".amdhsa_user_sgpr_dispatch_ptr": 1, ".amdhsa_system_vgpr_workitem_id": 1})}
    text = source(target, kernels)
    theirs = llvm_build(text, target, tmp_path)
    ours = tmp_path / "ours.hsaco"
    write_code_object(assemble(text), ours)
    readelf = _tool("llvm-readelf-19", "-h", "-S", "-s", "--notes", str(ours))
    assert "NT_AMDGPU_METADATA" in readelf and "alpha.kd" in readelf
    assert read_elf(ours.read_bytes()).section(".text").data == \
        read_elf(theirs.read_bytes()).section(".text").data
    if target != "gfx701":          # LLVM cannot disassemble gfx7
        for args in (("-d",), ("-D", "-j", ".rodata")):
            assert _listing(_tool("llvm-objdump-19", *args, str(ours))) == \
                _listing(_tool("llvm-objdump-19", *args, str(theirs)))


CLANG_SAMPLES = ["gfx900/vector_add", "gfx90a/matmul_tiled", "gfx942/multi_kernel",
                 "gfx900/reduce_lds"]


@needs_llvm
@pytest.mark.parametrize("name", CLANG_SAMPLES)
def test_llvm_tools_read_code_objects_written_from_clang_assembly(name, tmp_path):
    """Our code object from clang -S output: llvm-objdump-19 prints clang's instructions and
    llvm-readelf-19 the same metadata as for clang's own code object."""
    path = KERNELS / f"{name}.hsaco"
    ours = tmp_path / "ours.hsaco"
    write_code_object(assemble(path.with_suffix(".s").read_text()), ours)
    assert _listing(_tool("llvm-objdump-19", "-d", str(ours))) == \
        _listing(path.with_suffix(".dis").read_text())
    notes = _tool("llvm-readelf-19", "--notes", str(ours))
    assert parse_yaml(notes.split("AMDGPU Metadata:", 1)[1]) == readelf_view(path)[3]


# Target ids with feature settings and the e_flags llvm-mc-19 + ld.lld-19 write for them
# (with -mattr giving the same settings, which llvm-mc requires): XNACK in bits 8-9, SRAMECC in
# bits 10-11 (0 unsupported, 1 any, 2 off, 3 on).
TARGET_IDS = [("gfx900", "", 0x12C), ("gfx900:xnack-", "-xnack", 0x22C),
              ("gfx900:xnack+", "+xnack", 0x32C),
              ("gfx90a:sramecc+:xnack-", "+sramecc,-xnack", 0xE3F),
              ("gfx942:sramecc-", "-sramecc", 0x94C), ("gfx701", "", 0x23)]


def with_target_id(target_id):
    target = target_id.split(":")[0]
    return source(target, {"k": minimal(target)}).replace(
        f"amdgcn-amd-amdhsa--{target}\"", f"amdgcn-amd-amdhsa--{target_id}\"")


@pytest.mark.parametrize("target_id, mattr, flags", TARGET_IDS)
def test_target_id_settings_reach_the_code_object(target_id, mattr, flags):
    data = write_code_object(assemble(with_target_id(target_id)))
    co = load_code_object(data)
    assert read_elf(data).header["e_flags"] == flags
    assert co.metadata["amdhsa.target"] == f"amdgcn-amd-amdhsa--{target_id}"


@needs_llvm
@pytest.mark.parametrize("target_id, mattr, flags", TARGET_IDS)
def test_target_id_flags_are_llvms(target_id, mattr, flags, tmp_path):
    target = target_id.split(":")[0]
    theirs = llvm_build(with_target_id(target_id), target, tmp_path,
                        mattr=[mattr] if mattr else ())
    assert read_elf(theirs.read_bytes()).header["e_flags"] == flags


@pytest.mark.parametrize("target_id, message", [
    ("gfx701:xnack+", "gfx701 has no xnack"), ("gfx900:sramecc+", "gfx900 has no sramecc"),
    ("gfx90a:xnack-:sramecc+", "in the order sramecc, xnack"),
    ("gfx900:xnack", "'xnack' is not a feature setting")])
def test_bad_target_ids_are_refused(target_id, message):
    with pytest.raises(AsmError, match=message):
        assemble(with_target_id(target_id))
