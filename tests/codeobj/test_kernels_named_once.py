"""A code object names each kernel once (in its metadata and in its descriptor symbols), and a
kernel's arguments, hidden ones too, lie inside the kernarg segment it declares: anything else
was loaded with the last entry winning, or laid out past the segment."""
import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.errors import CodeObjectError

TWO_KERNELS = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
ka:
  s_endpgm
.p2align 8
kb:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel ka
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdhsa_kernel kb
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: ka
    .symbol: ka.kd
    .kernarg_segment_size: SIZE
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 1
    .args:
      - .name: p
        .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .offset: 8
        .size: 8
        .value_kind: hidden_global_offset_x
  - .name: SECOND
    .symbol: kb.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 1
...
.end_amdgpu_metadata
"""


def code_object(second="kb", size=16):
    text = TWO_KERNELS.replace("SECOND", second).replace("SIZE", str(size))
    return write_code_object(assemble(text, "gfx900"))


def test_two_kernels_load():
    co = load_code_object(code_object())
    assert sorted(co.kernels) == ["ka", "kb"]
    assert [a.name for a in co.kernels["ka"].metadata.args] == ["p", None]


def test_two_metadata_entries_of_one_name_are_refused():
    with pytest.raises(CodeObjectError, match="^bad AMDGPU metadata: two kernels named ka$"):
        load_code_object(code_object(second="ka"))


def test_two_descriptor_symbols_of_one_name_are_refused():
    data = code_object().replace(b"kb.kd\0", b"ka.kd\0")       # the symbol table's name
    with pytest.raises(CodeObjectError, match="^two kernel descriptors named ka.kd$"):
        load_code_object(data)


@pytest.mark.parametrize("size,what", [(8, "argument 1 \\(hidden_global_offset_x\\)"),
                                       (4, "argument 0 \\(p\\)")])
def test_an_argument_past_the_kernarg_segment_is_refused(size, what):
    with pytest.raises(CodeObjectError, match=f"^bad AMDGPU metadata: {what} of ka at offset "
                                              f"\\d of 8 bytes ends past its "
                                              f".kernarg_segment_size {size}$"):
        load_code_object(code_object(size=size))


def test_arguments_that_overlap_are_refused():
    text = TWO_KERNELS.replace("SIZE", "16").replace("SECOND", "kb").replace(
        ".offset: 8\n", ".offset: 4\n")
    with pytest.raises(CodeObjectError, match=r"^bad AMDGPU metadata: argument 0 \(p\) and "
                                              r"argument 1 \(hidden_global_offset_x\) of ka "
                                              r"overlap at offset 4$"):
        load_code_object(write_code_object(assemble(text, "gfx900")))
