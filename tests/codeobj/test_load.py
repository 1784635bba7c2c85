"""Every code object of the clang-19 corpus loads, and what gcnsim reads agrees with what
llvm-readelf-19 and llvm-objdump-19 printed about it at build time (no LLVM needed)."""
import pytest

from gcnsim.codeobj import load_code_object, render_inspect
from gcnsim.codeobj.descriptor import KernelDescriptor
from gcnsim.codeobj.directives import _FIELDS, descriptor_from_directives
from gcnsim.codeobj.loader import target_from_flags
from gcnsim.codeobj.metadata import encode_note
from gcnsim.codeobj.yaml import parse_yaml

from .kernel_data import HSACO, IDS, objdump_descriptors, readelf_view, source_kernel_blocks


def test_corpus_is_there():
    targets = {p.parent.name for p in HSACO}
    assert {"gfx900", "gfx90a", "gfx942", "gfx701"} <= targets
    assert len({p.stem for p in HSACO}) >= 12


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_target_symbols_and_metadata_agree_with_readelf(path):
    co = load_code_object(path)
    flags, name, symbols, metadata = readelf_view(path)
    assert co.target.name == path.parent.name == name
    assert (co.target, co.xnack, co.sramecc) == target_from_flags(flags, 5)
    assert co.code_object_version == 5
    kernel_symbols = {s[:-3] for s, (_, _, kind) in symbols.items()
                      if s.endswith(".kd") and kind == "OBJECT"}
    assert set(co.kernels) == kernel_symbols
    for kernel in co.kernels.values():
        assert kernel.descriptor_address == symbols[kernel.name + ".kd"][0]
        assert (kernel.entry, kernel.size) == symbols[kernel.name][:2]
        assert co.text_address <= kernel.entry < co.text_address + len(co.text)
    assert co.metadata == metadata
    for kernel in co.kernels.values():
        md = kernel.metadata
        assert md.symbol == kernel.name + ".kd"
        assert md.kernarg_segment_size == kernel.descriptor.kernarg_size
        assert md.group_segment_fixed_size == kernel.descriptor.group_segment_fixed_size
        assert all(a.offset + a.size <= md.kernarg_segment_size for a in md.args)


@pytest.mark.parametrize("path", [p for p in HSACO if p.with_suffix(".kd").exists()],
                         ids=[i for p, i in zip(HSACO, IDS) if p.with_suffix(".kd").exists()])
def test_descriptor_fields_agree_with_objdump(path):
    co = load_code_object(path)
    printed = objdump_descriptors(path)
    assert set(printed) == set(co.kernels)
    for name, directives in printed.items():
        kd = co.kernels[name].descriptor
        for directive, value in directives.items():
            assert _decoded(kd, directive, co.target) in (value, None), directive


def _decoded(kd, directive, target):
    """Our value for a directive llvm-objdump prints (None: it prints a placeholder)."""
    if directive in _FIELDS:
        part, name, _, _ = _FIELDS[directive]
        return getattr(getattr(kd, part) if part else kd, name)
    if directive == ".amdhsa_next_free_vgpr":
        return kd.vgpr_count(target)
    if directive == ".amdhsa_next_free_sgpr":
        return kd.sgpr_count(target)
    if directive == ".amdhsa_accum_offset":
        return kd.accum_offset(target)
    if directive == ".amdhsa_user_sgpr_count":
        return kd.rsrc2.user_sgpr_count
    assert directive.startswith(".amdhsa_reserve_"), directive
    return None


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_descriptor_round_trip(path):
    co = load_code_object(path)
    data = path.read_bytes()
    for kernel in co.kernels.values():
        kd = kernel.descriptor
        assert KernelDescriptor.from_bytes(kd.to_bytes()) == kd
        assert kd.to_bytes() in data


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_source_directives_give_clangs_descriptor(path):
    """The .amdhsa_kernel block of clang -S output builds the descriptor clang linked."""
    co = load_code_object(path)
    blocks, _ = source_kernel_blocks(path)
    assert {b.name for b in blocks} == set(co.kernels)
    for block in blocks:
        ours, _ = descriptor_from_directives(block, co.target)
        theirs = co.kernels[block.name].descriptor
        assert ours.with_entry(theirs.kernel_code_entry_byte_offset) == theirs


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_source_metadata_packs_like_llvm_mc(path):
    """Our YAML -> msgpack of the .s metadata equals the note llvm-mc-19 wrote from it."""
    _, yaml = source_kernel_blocks(path)
    expected = bytes.fromhex(path.with_suffix(".mcnote").read_text().strip())
    assert encode_note(parse_yaml(yaml)) == expected


@pytest.mark.parametrize("path", HSACO, ids=IDS)
def test_inspect_report_names_every_kernel_and_argument(path):
    co = load_code_object(path)
    report = render_inspect(co)
    assert co.target.name in report
    for kernel in co.kernels.values():
        assert f"kernel {kernel.name} " in report
        for arg in kernel.metadata.args:
            assert arg.value_kind in report
