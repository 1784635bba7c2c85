"""Malformed descriptors and metadata, found by an outside probe: each is one
CodeObjectError naming the field, at load, before a launch, occupancy or the API reads it; the
YAML reader is bounded in depth and linear in the document's length."""
import struct

import pytest

import gcnsim
from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.codeobj.metadata import BOOLEAN_KEYS, decode_note
from gcnsim.codeobj.yaml import MAX_DEPTH, parse_yaml
from gcnsim.errors import CodeObjectError

from ..runtime.test_launch import LOCAL

PRELOAD = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.p2align 8
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_kernarg_preload_length 2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
"""
KERNARG_PRELOAD_AT = 58       # byte offset of kernarg_preload in the 64-byte descriptor


def _with_preload_length(length):
    data = bytearray(write_code_object(assemble(PRELOAD, "gfx90a")))
    at = data.index(struct.pack("<H", 2), load_code_object(bytes(data)).kernels["k"]
                    .descriptor_address + KERNARG_PRELOAD_AT)
    data[at:at + 2] = struct.pack("<H", length)
    return bytes(data)


def test_a_preload_past_llvms_sixteen_sgprs_is_refused_at_load():
    """Length 127 (the field's largest) wrote SGPRs past the register file: IndexError."""
    assert load_code_object(_with_preload_length(16)).kernels["k"].descriptor \
        .kernarg_preload.length == 16
    with pytest.raises(CodeObjectError, match="kernel k: its descriptor preloads 127 SGPRs of "
                                              r"kernel arguments \(kernarg_preload length; at "
                                              r"most 16\)"):
        load_code_object(_with_preload_length(127))


def _metadata(old, new):
    return LOCAL.replace(old, new, 1)


MAX_FLAT = ".max_flat_workgroup_size: 1024"


@pytest.mark.parametrize("source, message", [
    (_metadata(MAX_FLAT, '.max_flat_workgroup_size: "abc"'),
     r"\.max_flat_workgroup_size of kernel k is 'abc'"),
    (_metadata(MAX_FLAT, ".max_flat_workgroup_size: -1"),
     r"\.max_flat_workgroup_size of kernel k is -1 \(0\.\.4294967296\)"),
    (_metadata(MAX_FLAT, MAX_FLAT + "\n    .agpr_count: [ 1, 2 ]"),
     r"\.agpr_count of kernel k is \[1, 2\]"),
    (_metadata(MAX_FLAT, MAX_FLAT + "\n    .uses_dynamic_stack: maybe"),
     r"metadata YAML line 14: \.uses_dynamic_stack is 'maybe', not a boolean"),
    (_metadata(MAX_FLAT, MAX_FLAT + "\n    .language: 5"), r"\.language of kernel k is 5"),
    (_metadata(".offset: 0", ".offset: true"), r"\.offset of kernel k is True"),
    (_metadata(".offset: 0", ".offset: '" + "9" * 80 + "'"),
     r"\.offset of kernel k is 1e\+80$"),          # quoted or not, a double as in LLVM
    (_metadata(".size: 4", '.size: 4\n        .name: "a\\xZZ"'),
     r"metadata YAML line 17: bad escape in a double-quoted string \(truncated \\xXX escape\)"),
    (_metadata(".sgpr_count: 2", ".sgpr_count: " + "9" * 30),   # past int64: a double
     r"\.sgpr_count of kernel k is 1e\+30"),
    (_metadata("amdhsa.version: [ 1, 2 ]", "amdhsa.version: [ 1, , 2 ]"),
     "metadata YAML line 2: an empty item in a flow sequence"),
    (_metadata("amdhsa.version: [ 1, 2 ]", "amdhsa.version: 5"),
     r"unsupported amdhsa.version 5 \(1\.0 to 1\.3\)"),
    (_metadata("amdhsa.version: [ 1, 2 ]", "amdhsa.version:\n  - a: 1\n  - b: 2"),
     r"unsupported amdhsa.version \[\{'a': 1\}, \{'b': 2\}\]"),
], ids=lambda value: "" if value.startswith(".amdgcn") else value[:50])
def test_a_malformed_metadata_value_is_one_error_naming_it(source, message):
    """Before, a string max_flat_workgroup_size was a TypeError in run, occupancy and the API,
    a bad escape a UnicodeDecodeError, a huge integer an OverflowError, a version of maps a
    TypeError (unhashable)."""
    dev = gcnsim.Device("gfx900")
    with pytest.raises(CodeObjectError, match=message) as caught:
        dev.load(source)
    assert "\n" not in str(caught.value)


def test_deep_yaml_is_refused_before_pythons_stack_is():
    """3,000 levels raised RecursionError."""
    for item in ("- ", "k: "):
        text = "".join("  " * depth + item.rstrip() + "\n" for depth in range(3000))
        with pytest.raises(CodeObjectError, match=f"nested more than {MAX_DEPTH} deep"):
            parse_yaml(text + "  " * 3000 + "x: 1\n")
    shallow = "".join("  " * depth + f"k{depth}:\n" for depth in range(MAX_DEPTH))
    value = parse_yaml(shallow + "  " * MAX_DEPTH + "x: 1\n")
    for depth in range(MAX_DEPTH):
        value = value[f"k{depth}"]
    assert value == {"x": 1}


def test_thirty_thousand_arguments_load_in_one_pass():
    """The reader copied its line list for every ``- key: value`` item: 30k arguments took 33 s
    (quadratic); now each line is visited once."""
    count = 30000
    args = "".join(f"      - .offset: {4 + 4 * i}\n        .size: 4\n"
                   "        .value_kind: by_value\n" for i in range(count))
    source = _metadata("        .address_space: local\n",
                       "        .address_space: local\n" + args)
    source = source.replace(".kernarg_segment_size: 4", f".kernarg_segment_size: {4 * count + 4}")
    co = load_code_object(write_code_object(assemble(source, "gfx900")))
    metadata = co.kernels["k"].metadata
    assert len(metadata.args) == count + 1
    assert [a.offset for a in metadata.args[-2:]] == [4 * count - 4, 4 * count]


FLOW_ARGS = ("      - { .offset: 0, .size: 4, .value_kind: dynamic_shared_pointer,\n"
             "          .address_space: local }")


def test_flow_style_metadata_reads_as_its_block_style():
    """``- { .offset: 0, ... }`` (which llvm-mc-19 accepts and packs as the block form) was
    refused; a flow mapping spanning lines is a named error (not read by this reader)."""
    block = _metadata("", "")
    one_line = block.replace("""      - .offset: 0
        .size: 4
        .value_kind: dynamic_shared_pointer
        .address_space: local""", FLOW_ARGS.replace(",\n         ", ","))
    assert one_line != block
    packed = [load_code_object(write_code_object(assemble(text, "gfx900"))).kernels["k"]
              .metadata for text in (block, one_line)]
    assert packed[0] == packed[1]
    assert parse_yaml("a: [ { k: [1, 'x, y'] }, {} ]\n") == {"a": [{"k": [1, "x, y"]}, {}]}
    with pytest.raises(CodeObjectError, match="line 1: unterminated flow collection"):
        parse_yaml("a: { .offset: 0,\n  .size: 4 }\n")


def test_the_str_tag_reads_a_string():
    """LLVM writes ``!str`` before a string its reader would type otherwise (an argument named
    n, a boolean to it); other tags stay refused."""
    assert parse_yaml("a:\n  - .name: !str n\n  - .name: !str 'on'\n") == \
        {"a": [{".name": "n"}, {".name": "on"}]}
    with pytest.raises(CodeObjectError, match="line 1: '!' .an anchor, alias or tag"):
        parse_yaml("a: !!int 3\n")


@pytest.mark.parametrize("text", [
    "a: &x [1]\nb: *x\n",                              # an anchor and its alias
    "zz: " + "[" * 100_000 + "]" * 100_000 + "\n",     # was a RecursionError
])
def test_yaml_it_does_not_read_is_refused_with_its_line(text):
    with pytest.raises(CodeObjectError, match="line [12]: "):
        parse_yaml(text)


@pytest.mark.parametrize("note, message", [
    (b"\x81\xa2\xff\xfe\x01", "a string is not UTF-8 (byte 0xff at byte 2 of the note)"),
    (b"\x81\xa1a", "the document ends before its last value (the note is cut short)"),
    (b"\x81\xa1a\x01\x02", "bytes follow the end of the document"),
    (b"\xc1", "a reserved type byte (0xc1) or a malformed value"),
    (b"\x91" * 2000 + b"\x01", "its maps and arrays nest too deeply"),
    (b"\x81\x80\x01", "a map's key is a map or an array")])
def test_a_corrupt_metadata_note_says_what_is_wrong_in_words(note, message):
    with pytest.raises(CodeObjectError) as err:
        decode_note(note)
    assert str(err.value) == (f"bad AMDGPU metadata note: its {len(note)} msgpack bytes are "
                              f"not valid: {message}")
    assert "Error" not in str(err.value)


def test_yaml_booleans_are_llvms_words():
    """yaml::parseBool's words in lower, Capitalised and UPPER case (llvm-mc packs ``.x: Off``
    as false), quoted or not; other mixes are strings; numbers come first. Before, only
    true/false were booleans."""
    words = {"true": True, "yes": True, "on": True, "y": True,
             "false": False, "no": False, "off": False, "n": False}
    for word, value in words.items():
        for text in (word, word.capitalize(), word.upper(), f"'{word}'"):
            assert parse_yaml(f"a: {text}\n") == {"a": value}, text
    for text in ("yEs", "oN", "tRUE", "fAlse", "nO ", "Ye", "ok", "!str n"):
        assert parse_yaml(f"a: {text}\n") == {"a": text.strip().removeprefix("!str ")}
    assert parse_yaml("a: [ 1, '2', Y ]\n") == {"a": [1, 2, True]}


BOOLEAN_FIELDS = """\
amdhsa.kernels:
  - .name: k
    .uses_dynamic_stack: {0}
    .args:
      - .offset: 0
        .is_const: {1}
"""


@pytest.mark.parametrize("text, line", [
    (BOOLEAN_FIELDS.format("3", "No"), 3),
    (BOOLEAN_FIELDS.format("off", "yEs"), 6),
    (BOOLEAN_FIELDS.format("n", "Y").replace("      - .offset: 0\n        .is_const: Y",
                                              "      - { .offset: 0, .is_const: 1 }"), 5)])
def test_a_boolean_field_that_is_not_a_boolean_is_refused_with_its_line(text, line):
    """llvm-mc refuses ``.is_const: 1`` or ``yEs`` as invalid HSA metadata (its verifier wants a
    boolean); gcnsim wrote the number or the string into the note."""
    with pytest.raises(CodeObjectError, match=rf"metadata YAML line {line}: \.\w+ is .*, not a "
                                              "boolean"):
        parse_yaml(text, booleans=BOOLEAN_KEYS)
    assert parse_yaml(BOOLEAN_FIELDS.format("Off", "YES"), booleans=BOOLEAN_KEYS) == {
        "amdhsa.kernels": [{".name": "k", ".uses_dynamic_stack": False,
                            ".args": [{".offset": 0, ".is_const": True}]}]}
