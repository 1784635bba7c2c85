"""Kernel argument packing, the whole matrix: declared type (known integer and float types of
each width, vectors, unknown names of size 1/2/4/8, structs by value) x given value (Python int,
Python float, numpy integer, numpy float, numpy structured scalar, bytes). Every cell either
packs the bits the value means or is a KernelArgumentError; nothing is reinterpreted."""
import struct

import numpy as np
import pytest

from gcnsim.codeobj import KernelArg, KernelMetadata
from gcnsim.runtime import Device, KernelArgumentError
from gcnsim.runtime.args import arg_type, pack_arguments

DEV = Device("gfx900")


def pack(type_name, size, value):
    md = KernelMetadata("k", "k.kd", (KernelArg(0, size, "by_value", type_name=type_name),),
                        size, 8, 0, 0, 64, 8, 8)
    return pack_arguments("k", md, (value,), DEV)[0]


PAIR = np.dtype([("a", "<f4"), ("b", "<i4")])
OK = "ok"

# (type name, size, value, expected bytes or the start of the error message)
MATRIX = [
    # known integer types: integers in range, never floats
    ("int", 4, 7, struct.pack("<i", 7)),
    ("int", 4, -1, struct.pack("<i", -1)),
    ("int", 4, 2**31, "2147483648 is out of range for int32"),
    ("uint", 4, -1, "-1 is out of range for uint32"),
    ("uint", 4, 2**32 - 1, b"\xff" * 4),
    ("char", 1, -128, b"\x80"),
    ("uchar", 1, 256, "256 is out of range for uint8"),
    ("short", 2, np.int64(-2), struct.pack("<h", -2)),
    ("ushort", 2, np.uint16(65535), b"\xff\xff"),
    ("long", 8, -(2**63), struct.pack("<q", -(2**63))),
    ("ulong", 8, 2**64, "18446744073709551616 is out of range for uint64"),
    ("int", 4, np.uint32(2**32 - 1), "4294967295 is out of range for int32"),
    ("int", 4, 2.0, "expects an integer, got float"),
    ("int", 4, np.float32(2.0), "expects an integer, got float32"),
    ("int", 4, True, struct.pack("<i", 1)),
    ("int", 4, b"\0\0\0\0", "expects a number"),
    ("uint32_t", 4, 5, struct.pack("<I", 5)),
    ("int64_t", 8, -5, struct.pack("<q", -5)),
    # known float types: rounded floats, exact integers
    ("float", 4, 1.5, struct.pack("<f", 1.5)),
    ("float", 4, 0.1, np.float32(0.1).tobytes()),
    ("float", 4, np.float64(2.5), struct.pack("<f", 2.5)),
    ("float", 4, np.float16(0.5), struct.pack("<f", 0.5)),
    ("float", 4, 3, struct.pack("<f", 3.0)),
    ("float", 4, np.int32(-4), struct.pack("<f", -4.0)),
    ("float", 4, 2**24 + 1, "the integer 16777217 is not exactly a float32"),
    ("float", 4, 1e40, "1e+40 is out of range for float32"),
    ("float", 4, float("inf"), struct.pack("<f", float("inf"))),
    ("float", 4, float("nan"), np.float32("nan").tobytes()),
    ("double", 8, 0.1, struct.pack("<d", 0.1)),
    ("double", 8, 2**53 + 1, "not exactly a float64"),
    ("double", 8, 10**400, "is out of range for float64"),
    ("float", 4, 2**128, "340282366920938463463374607431768211456 is out of range for float32 "
                         "(largest finite magnitude 3.4028234663852886e+38)"),
    ("float", 4, -(2**128), "is out of range for float32"),
    ("float", 4, 2**128 - 2**104, struct.pack("<f", 2.0**128 - 2.0**104)),
    ("half", 2, 65520, "65520 is out of range for float16"),
    ("half", 2, 1.0, np.float16(1.0).tobytes()),
    ("half", 2, 70000.0, "70000.0 is out of range for float16"),
    ("float", 4, np.zeros((), PAIR)[()], "expects a number"),
    ("float", 4, "2.0", "expects a value, got str"),
    # vectors
    ("float4", 16, (1.0, 2.0, 3.0, 4.0), struct.pack("<4f", 1, 2, 3, 4)),
    ("float3", 16, np.array([1, 2, 3], np.float32), struct.pack("<3f", 1, 2, 3) + bytes(4)),
    ("int2", 8, [1, -1], struct.pack("<2i", 1, -1)),
    ("int2", 8, [1, 2, 3], "takes 2 element(s); got 3"),
    ("uchar4", 4, [1, 2, 3, 300], "300 is out of range for uint8"),
    # unknown names: the value's own bits, of the exact size
    ("DATA_TYPE", 4, np.float32(2.0), struct.pack("<f", 2.0)),
    ("DATA_TYPE", 4, np.float32(1.5), struct.pack("<f", 1.5)),
    ("DATA_TYPE", 4, np.int32(2), struct.pack("<i", 2)),
    ("DATA_TYPE", 4, 2, "type 'DATA_TYPE' of 4 bytes says nothing about how to pack the int 2"),
    ("DATA_TYPE", 4, 2.0, "says nothing about how to pack the float 2.0"),
    ("DATA_TYPE", 4, np.float64(2.0), "takes 4 bytes; the float64 given has 8"),
    ("T1", 1, np.int8(-1), b"\xff"),
    ("T2", 2, np.float16(1.0), np.float16(1.0).tobytes()),
    ("T8", 8, np.float64(0.1), struct.pack("<d", 0.1)),
    ("T8", 8, b"12345678", b"12345678"),
    ("T8", 8, b"1234", "takes 8 bytes; the bytes given has 4"),
    (None, 4, np.uint32(7), struct.pack("<I", 7)),
    (None, 4, 7, "a type the metadata does not name of 4 bytes says nothing"),
    # structs by value
    ("Pair", 8, np.array((1.5, 3), PAIR)[()], struct.pack("<fi", 1.5, 3)),
    ("struct Big", 24, bytes(range(24)), bytes(range(24))),
    ("struct Big", 24, np.zeros((), PAIR)[()], "takes 24 bytes; the void given has 8"),
    ("struct Big", 24, (1, 2), "says nothing about how to pack the tuple (1, 2)"),
    # a byte-swapped numpy value packs its value, little-endian as the device reads it
    ("DATA_TYPE", 4, np.array(1.5, ">f4"), struct.pack("<f", 1.5)),
    ("struct S", 8, np.zeros(1, PAIR.newbyteorder(">"))[0], bytes(8)),
    ("struct S", 8, np.array([(1.5, -2)], PAIR.newbyteorder(">"))[0],
     struct.pack("<fi", 1.5, -2)),
    # a known name whose size disagrees with the metadata is not trusted
    ("int", 8, 5, "type 'int' of 8 bytes says nothing"),
    ("int", 8, np.int64(5), struct.pack("<q", 5)),
]


@pytest.mark.parametrize("type_name,size,value,expected", MATRIX)
def test_argument_matrix(type_name, size, value, expected):
    if isinstance(expected, bytes):
        assert pack(type_name, size, value) == expected
    else:
        with pytest.raises(KernelArgumentError) as err:
            pack(type_name, size, value)
        assert expected in str(err.value)
        assert "k: argument 0" in str(err.value)


@pytest.mark.parametrize("name,size,known", [
    ("float", 4, ("f", 4, 1)), ("unsigned int", 4, ("u", 4, 1)), ("size_t", 8, ("u", 8, 1)),
    ("double2", 16, ("f", 8, 2)), ("char16", 16, ("i", 1, 16)), ("short3", 8, ("i", 2, 3)),
    ("DATA_TYPE", 4, None), ("struct S", 12, None), ("float", 8, None), ("float5", 20, None),
    ("enum E", 4, None), ("", 4, None)])
def test_arg_type_from_names(name, size, known):
    typ = arg_type(KernelArg(0, size, "by_value", type_name=name))
    assert (typ.kind, typ.width, typ.count) == known if known else not typ.known


def pack_pointer(type_name, buffer):
    md = KernelMetadata("k", "k.kd", (KernelArg(0, 8, "global_buffer", type_name=type_name),),
                        8, 8, 0, 0, 64, 8, 8)
    return pack_arguments("k", md, (buffer,), DEV)[0]


RECORD = np.dtype([("x", "<f4"), ("y", "<f4")])
NESTED = np.dtype([("p", RECORD), ("w", "<f4", (2,))])

# (pointer type name, buffer dtype, None when it is taken, else the start of the error)
POINTERS = [
    ("float*", np.float32, None), ("float*", ">f4", None),   # byte-swapped: converted on the way
    ("float*", np.float64, "points to 4-byte floats; the Buffer holds float64: make its "
                           "elements float32, or pass buf.view(np.float32) to reinterpret "
                           "its bytes"),
    ("float*", np.int32, "the Buffer holds int32"), ("double*", np.float32, "8-byte floats"),
    ("half*", np.float16, None), ("half*", np.int16, "2-byte floats"),
    ("int*", np.int32, None), ("int*", np.uint32, None),      # signedness: the same bits
    ("uint*", np.int64, "points to 4-byte integers; the Buffer holds int64"),
    ("int*", np.float32, "points to 4-byte integers; the Buffer holds float32"),
    ("long*", np.int64, None), ("ulong*", np.uint64, None), ("char*", np.uint8, None),
    ("uchar*", np.bool_, None), ("short*", np.int8, "2-byte integers"),
    ("float4*", np.float32, None), ("int4*", np.float32, "4-byte integers"),
    ("float*", RECORD, None), ("float2*", NESTED, None),      # records made of floats
    ("int*", RECORD, "the Buffer holds [('x', '<f4'), ('y', '<f4')]"),
    ("float*", np.complex64, "complex64"),
    # names that say nothing: any buffer
    ("DATA_TYPE*", np.float64, None), ("struct Window*", np.uint8, None), (None, np.int8, None),
    ("float", np.float64, None),                              # not a pointer's type name
]


@pytest.mark.parametrize("type_name,dtype,error", POINTERS)
def test_a_pointer_takes_buffers_of_its_elements(type_name, dtype, error):
    buf = DEV.empty(4, dtype)
    if error is None:
        assert pack_pointer(type_name, buf) == buf.address.to_bytes(8, "little")
    else:
        with pytest.raises(KernelArgumentError) as err:
            pack_pointer(type_name, buf)
        assert str(err.value).startswith(f"k: argument 0 ({type_name}) points to ")
        assert error in str(err.value)


def test_a_view_says_to_reinterpret_the_bytes():
    buf = DEV.array(np.arange(4, dtype=np.float64))
    view = buf.view(np.float32)
    assert view.shape == (8,) and view.address == buf.address
    assert pack_pointer("float*", view) == buf.address.to_bytes(8, "little")
    np.testing.assert_array_equal(view.get(), np.arange(4, dtype=np.float64).view(np.float32))


def test_a_wrong_count_lists_the_arguments_as_their_source_writes_them():
    """A ``local float*`` takes LocalMemory: listed as ``float*`` it read as a Buffer's."""
    md = KernelMetadata("k", "k.kd", (
        KernelArg(0, 4, "dynamic_shared_pointer", "tile", "float*", "local"),
        KernelArg(8, 8, "global_buffer", "out", "float*", "global"),
        KernelArg(16, 4, "by_value", "n", "int"), KernelArg(20, 4, "by_value")),
        24, 8, 0, 0, 64, 8, 8)
    with pytest.raises(KernelArgumentError) as err:
        pack_arguments("k", md, (1,), DEV)
    assert str(err.value) == ("k takes 4 arguments (local float* tile, float* out, int n, "
                              "by_value), got 1")
    with pytest.raises(KernelArgumentError, match=r"argument 0 'tile' \(local float\*\) "
                                                  "expects LocalMemory"):
        pack_arguments("k", md, (1, None, 2, np.int32(3)), DEV)
