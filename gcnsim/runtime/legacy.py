"""The AMD OpenCL ABI of the R9 290X era (before HSA), as listing 8.1 uses it
("Heterogeneous Computing with OpenCL 2.0", section 8.2 "AMD Radeon R9 290X GPU").

The kernel gets three things in SGPRs: s[2:3] the address of a table of buffer resources
(V#s), s[4:7] a V# over constant buffer 0 (dispatch values, one 16-byte row each: row 1 the
local size, row 6 the global offset), s[8:11] a V# over constant buffer 1 (the kernel
arguments, one 16-byte row each); s12 holds the workgroup id and v0 the local id. Each buffer
argument is its own UAV here: its row in constant buffer 1 holds offset 0 and its V# sits in
the table at the dword offset the code loads it from (gfx7 SMRD offsets count dwords).

    listing 8.1: s_load_dwordx4 s[8:11], s[2:3], 0x50 -> table dwords 0x50..0x53 = V#(in)
                 s_buffer_load_dword s0, s[4:7], 0x04 -> constant buffer 0, dword 4 = local size
"""
import numpy as np

from ..programs import program_text
from .device import Buffer

CB0_LOCAL_SIZE = 4          # dword of constant buffer 0: row 1 (local size x, y, z)
CB0_GLOBAL_OFFSET = 24      # row 6 (global offset x, y, z)
CB0_ROWS = 8
LISTING_8_1_TABLE = (0x50, 0x58)     # where listing 8.1 loads the V#s of its in and out


def legacy_state(device, args, table, block, global_offset=(0, 0, 0)):
    """(sgprs, vgprs) for RawProgram.run: ``args`` the kernel arguments in order (Buffers or
    integers), ``table`` maps a table dword offset to the Buffer whose V# goes there. The
    table and the constant buffers are allocated on ``device``."""
    block = tuple(block) + (1,) * (3 - len(tuple(block)))
    cb0 = np.zeros(4 * CB0_ROWS, np.uint32)
    cb0[CB0_LOCAL_SIZE:CB0_LOCAL_SIZE + 3] = block
    cb0[CB0_GLOBAL_OFFSET:CB0_GLOBAL_OFFSET + 3] = global_offset
    cb1 = np.zeros(4 * max(1, len(args)), np.uint32)
    for row, arg in enumerate(args):
        cb1[4 * row] = 0 if isinstance(arg, Buffer) else int(arg) & 0xFFFFFFFF
    words = np.zeros(max(table) + 4, np.uint32)
    for dword, buf in table.items():
        words[dword:dword + 4] = buf.resource()
    cb0_buf, cb1_buf, table_buf = (device.array(cb0), device.array(cb1), device.array(words))
    sgprs = {2: (table_buf.address & 0xFFFFFFFF, table_buf.address >> 32),
             4: cb0_buf.resource(), 8: cb1_buf.resource(), 12: "workgroup_id_x"}
    return sgprs, {0: "local_id_x"}


def run_listing_8_1(device, inp, out, grid=256, block=64):
    """Run the R9 290X chapter's listing 8.1 (gcnsim/programs/listing_8_1.s) over ``inp`` and
    ``out`` (int32 Buffers of ``grid`` elements): out[0] = in[0], the rest 0. Returns the
    Launch."""
    program = device.load(program_text("listing_8_1.s"), name="listing_8_1.s")
    sgprs, vgprs = legacy_state(device, [inp, out], dict(zip(LISTING_8_1_TABLE, (inp, out))),
                                (block,))
    return program.run(grid, block, sgprs=sgprs, vgprs=vgprs, vgpr_count=4)
