"""The one-worker rule of workgroups that may communicate looks at the launched kernel's code
(emu/workers.py): its own instructions and its callees', not the other kernels of its code
object."""
import struct

import numpy as np

from gcnsim.asm import assemble
from gcnsim.codeobj import write_code_object
from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.workers import communication
from gcnsim.runtime import Device

from .test_threads import MULTIK

# plain stores its workgroup id at out[group]; counts and calls add 1 to out[0], calls in a
# function (LLVM's call: the callee's address by s_getpc_b64 and a rel32 pair)
KERNEL = """\
\t.globl {name}
\t.p2align 8
\t.type {name},@function
{name}:
{code}
.L{name}_end:
\t.size {name}, .L{name}_end-{name}
"""
DESCRIPTOR = """\
\t.amdhsa_kernel {name}
\t\t.amdhsa_next_free_vgpr 3
\t\t.amdhsa_next_free_sgpr 40
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.end_amdhsa_kernel
"""
LOAD = "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)\n"
ADD_ONE = "  v_mov_b32 v1, 1\n  v_mov_b32 v2, 0\n  global_atomic_add v2, v1, s[4:5]\n"
CODE = {
    "plain": LOAD + "  s_lshl_b32 s3, s2, 2\n  v_mov_b32 v1, s2\n  v_mov_b32 v2, s3\n"
                    "  global_store_dword v2, v1, s[4:5]\n  s_endpgm",
    "counts": LOAD + ADD_ONE + "  s_endpgm",
    "calls": LOAD + "  s_getpc_b64 s[6:7]\n  s_add_u32 s6, s6, add_one@rel32@lo+4\n"
                    "  s_addc_u32 s7, s7, add_one@rel32@hi+12\n"
                    "  s_swappc_b64 s[30:31], s[6:7]\n  s_endpgm",
    "add_one": ADD_ONE + "  s_waitcnt vmcnt(0)\n  s_setpc_b64 s[30:31]",
    "nothing": "  s_setpc_b64 s[30:31]",
}
# -O0's calls: the callee's address built once, kept in a VGPR's lanes, read back to call
STASHED = ("  s_getpc_b64 s[6:7]\n  s_add_u32 s6, s6, {callee}@rel32@lo+4\n"
           "  s_addc_u32 s7, s7, {callee}@rel32@hi+12\n"
           "  v_writelane_b32 v0, s6, 0\n  v_writelane_b32 v0, s7, 1\n  s_mov_b64 s[6:7], 0\n"
           "  v_readlane_b32 s8, v0, 0\n  v_readlane_b32 s9, v0, 1\n"
           "  s_swappc_b64 s[30:31], s[8:9]\n")
CODE["stashed"] = LOAD + STASHED.format(callee="add_one") + "  s_endpgm"
CODE["stashed_plain"] = CODE["plain"].replace("  s_endpgm", STASHED.format(callee="nothing")
                                              + "  s_endpgm")
LAUNCHED = ("plain", "counts", "calls", "stashed", "stashed_plain")
SOURCE = ('\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n'
          "\t.amdhsa_code_object_version 5\n"
          + "".join(KERNEL.format(name=name, code=code) for name, code in CODE.items())
          + '\t.section .rodata,"a",@progbits\n\t.p2align 6, 0x0\n'
          + "".join(DESCRIPTOR.format(name=name) for name in LAUNCHED))


def launched(name, groups=8):
    """(the DispatchResult, the first ``groups`` words of out) of kernel ``name`` of SOURCE,
    ``groups`` workgroups of 64, one a batch, on two workers if the rule allows."""
    mem = DeviceMemory()
    _, kernels = load_image(mem, write_code_object(assemble(SOURCE, "gfx900")))
    out = mem.alloc(4 * groups)
    options = LaunchOptions(64 * groups, 64, max_waves=1, workers=2)
    result = launch_kernel(mem, kernels[name], options, struct.pack("<Q", out))
    return result, np.frombuffer(mem.read(out, 4 * groups), np.uint32).tolist()


def test_a_kernel_without_atomics_runs_on_workers_beside_one_with():
    result, words = launched("plain")
    assert (result.workers, result.worker_rule) == (2, "2 workers")
    assert words == list(range(8))


def test_atomics_in_the_kernel_or_a_function_it_calls_decide_one_worker():
    for name in ("counts", "calls"):
        result, words = launched(name)
        assert (result.workers, result.worker_rule) == (
            1, "workgroups may communicate (global_atomic_add): one worker"), name
        assert words == [8 * 64] + [0] * 7


def test_kernels_of_a_clang_code_object_each_by_its_own_code():
    """An outside trial's: nine OpenCL kernels in one code object, only hist with atomics."""
    kernels = {name: kernel.loaded for name, kernel in
               Device("gfx900").load(MULTIK).kernels.items()}
    found = {name: communication(kernel.code, kernel.entry)
             for name, kernel in kernels.items()}
    assert found == {name: "global_atomic_add" if name == "hist" else None
                     for name in kernels}
    assert communication(kernels["mix"].code) == "global_atomic_add"    # the whole code


def test_calls_through_addresses_kept_in_registers_follow_the_addresses_built():
    """-O0 code: a callee's address kept in a VGPR lane and read back to call; the kernel
    reaches the code addresses its code builds, not the other kernels' atomics."""
    assert launched("stashed_plain")[0].worker_rule == "2 workers"
    result, words = launched("stashed")
    assert result.worker_rule == "workgroups may communicate (global_atomic_add): one worker"
    assert words == [8 * 64] + [0] * 7


def test_a_call_through_an_address_that_relocations_may_give_is_said_unknown():
    mem = DeviceMemory()
    _, kernels = load_image(mem, write_code_object(assemble(SOURCE, "gfx900")))
    kernel = kernels["stashed_plain"]
    kernel.code.relocated = True
    found = communication(kernel.code, kernel.entry)
    assert found.startswith("global_atomic_add in the code object: the callee of the call at "
                            "pc 0x") and "cannot be known" in found
