"""Soft clauses (isa/hazards.py ``*_in_soft_clause``) as LLVM's hazard recognizer sees them: the
run of consecutive memory instructions of one kind just before an instruction, but only as far
back as its look-ahead (5 wait states; 19 in a function that uses a0, calls or tail-calls, each
function its own); the clause must not
write what it reads once a member writes, and no store may join such a clause. Each case is
written twice, as assembly for the checker and as MIR for llc-19's post-RA hazard recognizer
(the oracle, where installed): the instructions the checker asks an s_nop before are those LLVM
puts one before. Without llc-19 the expected instructions written here stand for it."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gcnsim.analysis.cfg import build_cfg
from gcnsim.analysis.hazards import check_hazards
from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object
from gcnsim.emu.hsa import function_starts
from gcnsim.emu.program import CodeImage
from gcnsim.emu.waitcnt import transfer_of

DATA = Path(__file__).resolve().parent.parent / "data" / "soft_clauses"
LLC = shutil.which("llc-19")
CLAUSE_RULES = ("smem_then_smem_in_soft_clause", "vmem_then_vmem_in_soft_clause")


def load(d, a):
    return (f"global_load_dword v{d}, v[{a}:{a + 1}], off",
            f"$vgpr{d} = GLOBAL_LOAD_DWORD $vgpr{a}_vgpr{a + 1}, 0, 0, implicit $exec")


def store(a, d):
    return (f"global_store_dword v[{a}:{a + 1}], v{d}, off",
            f"GLOBAL_STORE_DWORD $vgpr{a}_vgpr{a + 1}, $vgpr{d}, 0, 0, implicit $exec")


def buffer_load(d, a):
    return (f"buffer_load_dword v{d}, v{a}, s[0:3], s4 offen",
            f"$vgpr{d} = BUFFER_LOAD_DWORD_OFFEN $vgpr{a}, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, "
            "0, 0, implicit $exec")


def smem(d, a):
    return (f"s_load_dword s{d}, s[{a}:{a + 1}], 0x0",
            f"$sgpr{d} = S_LOAD_DWORD_IMM $sgpr{a}_sgpr{a + 1}, 0, 0")


VALU = ("v_mov_b32_e32 v50, 0", "$vgpr50 = V_MOV_B32_e32 0, implicit $exec")
SALU = ("s_mov_b32 s50, 0", "$sgpr50 = S_MOV_B32 0")
DS = ("ds_read_b32 v51, v52", "$vgpr51 = DS_READ_B32_gfx9 $vgpr52, 0, 0, implicit $exec")
NOP = ("s_nop 0", "S_NOP 0")
CALL = ("s_swappc_b64 s[30:31], s[4:5]", "$sgpr30_sgpr31 = SI_CALL $sgpr4_sgpr5, 0, csr_amdgpu")
A0 = ("v_accvgpr_write_b32 a0, v30", "$agpr0 = V_ACCVGPR_WRITE_B32_e64 $vgpr30, implicit $exec")
A1 = ("v_accvgpr_write_b32 a1, v30", "$agpr1 = V_ACCVGPR_WRITE_B32_e64 $vgpr30, implicit $exec")
TAIL_CALL = ("s_setpc_b64 s[16:17]", "SI_TCRETURN $sgpr16_sgpr17, 0, 0, csr_amdgpu")
RETURN = ("s_setpc_b64 s[30:31]", "S_SETPC_B64_return $sgpr30_sgpr31")


def conflict_after(k, *tail):
    """A load reading v[0:1], ``k`` unrelated loads, then a load writing v0."""
    return [load(40, 0)] + [load(41 + j, 2 + 2 * j) for j in range(k)] + [load(0, 60)] + list(tail)


# (name, target, xnack, instructions, indices of the instructions that need an s_nop before)
CASES = [(f"reach_{k}_back", "gfx900", None, conflict_after(k), [k + 1] if k < 5 else [])
         for k in (0, 3, 4, 5, 7)]
CASES += [(f"reach_{k}_back_with_a_call", "gfx900", None, conflict_after(k, CALL),
           [k + 1] if k < 19 else []) for k in (5, 17, 18, 19)]
CASES += [(f"reach_{k}_back_using_a0", "gfx90a", None, conflict_after(k, A0),
           [k + 1] if k < 19 else []) for k in (5, 18, 19)]
CASES += [(f"reach_{k}_back_with_a_tail_call", "gfx900", None, conflict_after(k, TAIL_CALL),
           [k + 1] if k < 19 else []) for k in (5, 18, 19)]
CASES += [("reach_5_back_with_a_return", "gfx900", None, conflict_after(5, RETURN), [])]
CASES += [
    ("a1_is_not_a0", "gfx90a", None, conflict_after(5, A1), []),
    ("gfx942_reach_4", "gfx942", None, conflict_after(4), [5]),
    ("gfx942_reach_5", "gfx942", None, conflict_after(5), []),
    ("xnack_off", "gfx900", False, conflict_after(0), []),
    ("xnack_on", "gfx900", True, conflict_after(0), [1]),
    ("valu_breaks", "gfx900", None, [load(0, 2), VALU, load(2, 4)], []),
    ("salu_breaks", "gfx900", None, [load(0, 2), SALU, load(2, 4)], []),
    ("ds_breaks", "gfx900", None, [load(0, 2), DS, load(2, 4)], []),
    ("smem_breaks", "gfx900", None, [load(0, 2), smem(8, 0), load(2, 4)], []),
    ("nop_breaks", "gfx900", None, [load(0, 2), NOP, load(2, 4)], []),
    ("pointer_high_half", "gfx900", None, [load(0, 2), load(3, 4)], [1]),
    ("same_pointer", "gfx900", None, [load(0, 2), load(1, 2)], []),
    ("own_pointer_alone", "gfx900", None, [load(0, 0)], []),
    ("own_pointer_in_a_clause", "gfx900", None, [load(10, 2), load(4, 4)], [1]),
    ("store_writes_nothing", "gfx900", None, [store(2, 0), load(2, 4)], []),
    ("store_joins_a_writing_clause", "gfx900", None, [load(0, 2), store(4, 6)], [1]),
    ("buffer_and_global_in_one_clause", "gfx900", None, [buffer_load(0, 2), load(2, 4)], [1]),
    ("buffer_writes_its_offset", "gfx900", None, [buffer_load(5, 6), buffer_load(6, 7)], [1]),
    ("smem_adjacent", "gfx900", None, [smem(4, 0), smem(0, 2)], [1]),
    ("smem_reach_4", "gfx900", None, [smem(4, 0)] + [smem(10 + j, 20 + 2 * j) for j in range(4)]
     + [smem(0, 2)], [5]),
    ("smem_reach_5", "gfx900", None, [smem(4, 0)] + [smem(10 + j, 20 + 2 * j) for j in range(5)]
     + [smem(0, 2)], []),
    ("vmem_does_not_join_smem", "gfx900", None, [smem(4, 0), load(0, 2), smem(0, 2)], []),
]


def _ours(target, xnack, insts):
    text = "\n".join(asm for asm, _ in insts) + "\ns_endpgm"
    prog = assemble(text, target)
    offsets = [o for o, _ in _decoded(prog)]
    found = check_hazards(build_cfg(prog.text, prog.target, {"k": 0}), xnack=xnack)
    return sorted({offsets.index(f.offset) for f in found if f.rule in CLAUSE_RULES})


def _decoded(prog):
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    return sorted(i for block in cfg.blocks.values() for i in block.instructions)


@pytest.mark.parametrize("name,target,xnack,insts,expected", CASES, ids=[c[0] for c in CASES])
def test_the_checker_asks_an_s_nop_where_llvm_puts_one(name, target, xnack, insts, expected):
    assert _ours(target, xnack, insts) == expected


def _opcode(mir):
    return mir.split(" = ")[-1].split()[0]


def _llvm(cases, target, attr, tmp_path):
    """{case: indices of the instructions llc-19 put an s_nop before}."""
    mir = "".join(f"---\nname: {name}\nbody: |\n  bb.0:\n"
                  + "".join(f"    {m}\n" for _, m in insts) + "    S_ENDPGM 0\n...\n"
                  for name, insts in cases)
    (tmp_path / "t.mir").write_text(mir)
    out = subprocess.run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                          f"-mattr={attr}", "-run-pass=post-RA-hazard-rec",
                          str(tmp_path / "t.mir"), "-o", "-"],
                         capture_output=True, text=True, check=True).stdout
    written = dict(cases)
    before = {}
    for m in re.finditer(r"^name:\s+(\w+)\n.*?^  bb\.0:\n(.*?)^\.\.\.", out, re.M | re.S):
        ops = [_opcode(m) for _, m in written[m.group(1)]]
        index, nops = 0, []
        for line in filter(None, (line.strip() for line in m.group(2).splitlines())):
            if index < len(ops) and _opcode(line) == ops[index]:
                index += 1
            elif _opcode(line) == "S_NOP":
                nops.append(index)
        before[m.group(1)] = nops
    return before


@pytest.mark.skipif(LLC is None, reason="llc-19 (the oracle) is not installed")
def test_the_cases_are_llvms(tmp_path):
    """Every case through llc-19: the expected instructions are where LLVM puts an s_nop."""
    groups = {}
    for name, target, xnack, insts, expected in CASES:
        attr = {None: "", True: "+xnack", False: "-xnack"}[xnack]
        groups.setdefault((target, attr), []).append((name, insts, expected))
    for (target, attr), cases in groups.items():
        llvm = _llvm([(name, insts) for name, insts, _ in cases], target, attr, tmp_path)
        assert {name: llvm[name] for name, _, _ in cases} == \
               {name: expected for name, _, expected in cases}


@pytest.mark.parametrize("name", ["phase_gfx900", "phase_gfx900_xnack_on"])
def test_clangs_eight_loads_in_a_row_are_clean(name):
    """clang-19 -O2 for gfx900 (XNACK any, and on) issues eight global loads back to back, the
    seventh writing v4 that the first read: six instructions back, past LLVM's look-ahead, so
    clang puts no s_nop there and the checker asks for none."""
    co = load_code_object((DATA / f"{name}.hsaco").read_bytes())
    cfg = build_cfg(co.text, co.target, {n: k.entry - co.text_address
                                         for n, k in co.kernels.items()})
    assert co.xnack_enabled is (True if name.endswith("on") else None)
    assert check_hazards(cfg, xnack=co.xnack_enabled) == []


def test_each_function_has_its_own_look_ahead():
    """LLVM sets the look-ahead per function: a kernel that calls nothing keeps 5 even when a
    function of the same code calls (19 there), in the static and the dynamic checker."""
    body = "\n".join(asm for asm, _ in conflict_after(5))
    text = f"k:\n{body}\ns_endpgm\nf:\n{body}\n{CALL[0]}\n{RETURN[0]}\n"
    prog = assemble(text, "gfx900")
    entries = {"k": 0, "f": prog.symbols["f"]}
    found = check_hazards(build_cfg(prog.text, prog.target, entries), functions=["f"])
    clause = [f for f in found if f.rule in CLAUSE_RULES]
    assert [(f.kernel, f.offset) for f in clause] == [("f", prog.symbols["f"] + 6 * 8)]
    code = CodeImage("gfx900", prog.text, base=0x1000, xnack=True, functions=entries.values())
    reach = transfer_of(code).reach
    assert (reach(0x1000 + 6 * 8), reach(0x1000 + prog.symbols["f"] + 6 * 8)) == (5, 19)


def test_a_code_objects_functions_are_its_sized_code_symbols():
    co = load_code_object((DATA.parent / "calls" / "calls_gfx900_O2.hsaco").read_bytes())
    starts = function_starts(co)
    kernels = sorted(k.entry - co.text_address for k in co.kernels.values())
    assert set(kernels) < set(starts) and starts == sorted(starts)
