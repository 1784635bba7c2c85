"""Adversarial timing (emu/adversarial.py): code with every s_waitcnt and s_nop it needs
computes the same answer as the functional model (the clang and Triton corpus); code that
relies on luck computes a different one (or faults), while the functional model, like most
simulators, hides it: a deleted wait, a hazard's consumer reached early (it reads the register
as it was before the producer wrote it), a shortened s_nop in clang's MFMA kernel. The CDNA3 ISA's
worked sequence: each wait weakened by one changes the answer, and the static checker names
the exact count."""
import json
from pathlib import Path

import numpy as np
import pytest

import gcnsim
import gcnsim.analysis.hazards
from gcnsim.asm import assemble_line, decode
from gcnsim.cli import main
from gcnsim.codeobj.elf import read_elf
from gcnsim.isa.targets import TARGETS
from tests.kernels import test_triton as triton
from tools.mutants import CASES, KERNELS, _launch, nop_mutants, outcome

SAXPY = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"


def waits(data, target):
    """(file offset, Instruction) of every s_waitcnt in a code object's .text."""
    text = read_elf(data).section(".text")
    code, offset, found = data[text.offset:text.offset + text.size], 0, []
    while offset < len(code):
        inst = decode(code, target, offset)
        if inst.op.name == "s_waitcnt":
            found.append((text.offset + offset, inst))
        offset += inst.size
    return found


def saxpy(data, checker):
    dev = gcnsim.Device("gfx900")
    x = dev.array(np.arange(300, dtype=np.float32))
    y = dev.array(np.ones(300, np.float32))
    try:
        dev.load(data).saxpy(np.float32(2), x, y, 300, grid=300, block=64, checker=checker)
    except gcnsim.GcnsimError as err:
        return type(err).__name__
    return bool(np.array_equal(y.numpy(), 2 * np.arange(300, dtype=np.float32) + 1))


def test_clang_code_is_right_adversarially():
    assert saxpy(SAXPY.read_bytes(), "adversarial") is True


@pytest.mark.parametrize("index", range(3))
def test_a_deleted_wait_shows_only_adversarially(index):
    data = bytearray(SAXPY.read_bytes())
    offset, _ = waits(bytes(data), "gfx900")[index]
    data[offset:offset + 4] = assemble_line("s_nop 0", "gfx900").encode()
    assert saxpy(bytes(data), None) is True                  # the functional model: luck
    assert saxpy(bytes(data), "adversarial") is not True     # a wrong answer or a fault


SEED_002 = """\
  global_load_dwordx4 v[12:15], v[12:13], off nt
  ds_read_b128 v[16:19], v10
  ds_read_b128 v[20:23], v6
  ds_read2_b32 v[28:29], v11 offset1:1
  ds_read_b128 v[24:27], v24
  ds_read2_b32 v[30:31], v11 offset0:2 offset1:3
  s_waitcnt vmcnt(0) lgkmcnt(4)
  v_add_u32_e32 v40, v12, v16
  s_waitcnt lgkmcnt(3)
  v_add_u32_e32 v41, v20, v40
  s_waitcnt lgkmcnt(2)
  v_add_u32_e32 v42, v28, v41
  s_waitcnt lgkmcnt(1)
  v_add_u32_e32 v43, v24, v42
  s_waitcnt lgkmcnt(0)
  v_add_u32_e32 v44, v30, v43
  global_store_dword v[50:51], v44, off
  s_endpgm
"""
WAITS = [("vmcnt(0) lgkmcnt(4)", "vmcnt(1) lgkmcnt(4)", "v12", "vmcnt(0)"),
         ("vmcnt(0) lgkmcnt(4)", "vmcnt(0) lgkmcnt(5)", "v16", "lgkmcnt(4)"),
         ("lgkmcnt(3)", "lgkmcnt(4)", "v20", "lgkmcnt(3)"),
         ("lgkmcnt(2)", "lgkmcnt(3)", "v28", "lgkmcnt(2)"),
         ("lgkmcnt(1)", "lgkmcnt(2)", "v24", "lgkmcnt(1)"),
         ("lgkmcnt(0)", "lgkmcnt(1)", "v30", "lgkmcnt(0)")]


def seed_002(text, checker):
    """The sum the sequence stores, run on gfx942 with LDS and memory holding known words."""
    dev = gcnsim.Device("gfx942")
    data = dev.array(np.arange(1, 5, dtype=np.uint32) * 1000)
    out = dev.empty(1, np.uint32)
    init = "\n".join(f"  v_mov_b32 v{61 + k}, {k + 1}\n  ds_write_b32 v60, v{61 + k} "
                     f"offset:{4 * k}" for k in range(12))
    prog = dev.load(f"  v_mov_b32 v60, 0\n{init}\n  s_waitcnt lgkmcnt(0)\n{text}")
    vgprs = {12: data.address & 0xFFFFFFFF, 13: data.address >> 32, 10: 0, 6: 4, 11: 8, 24: 0,
             50: out.address & 0xFFFFFFFF, 51: out.address >> 32}
    prog.run(64, shared_mem=64, vgprs=vgprs, checker=checker)
    return int(out.numpy()[0])


def test_seed_002_sequence_adversarially():
    right = seed_002(SEED_002, None)
    assert seed_002(SEED_002, "adversarial") == right
    for wait, weaker, _, _ in WAITS:
        assert seed_002(SEED_002.replace(f"s_waitcnt {wait}\n", f"s_waitcnt {weaker}\n", 1),
                        "adversarial") != right, weaker


@pytest.mark.parametrize("wait,weaker,register,needed", WAITS)
def test_seed_002_each_wait_weakened_by_one_is_reported_with_its_count(wait, weaker,
                                                                       register, needed):
    assert gcnsim.check(SEED_002, "gfx942") == []
    (finding,) = gcnsim.check(SEED_002.replace(f"s_waitcnt {wait}\n", f"s_waitcnt {weaker}\n",
                                               1), "gfx942")
    assert finding.register == register and finding.rule == "waitcnt-read"
    assert finding.fix == f"s_waitcnt {needed} before this instruction"


def test_gcnsim_run_adversarial(tmp_path, capsys):
    data = bytearray(SAXPY.read_bytes())
    offset, _ = waits(bytes(data), "gfx900")[2]
    data[offset:offset + 4] = assemble_line("s_nop 0", "gfx900").encode()
    path = tmp_path / "mutant.hsaco"
    path.write_bytes(bytes(data))
    argv = ["run", str(path), "--grid", "64", "--arg", "f32=2", "--arg", "f32:64:range",
            "--arg", "f32:64:ones", "--arg", "i32=64", "--show", "3", "--waitcnt", "off"]
    assert main(argv) == 0
    assert "[1., 3., 5.]" in capsys.readouterr().out
    assert main(argv + ["--adversarial"]) == 0
    out = capsys.readouterr().out
    assert "adversarial" in out and "[1., 3., 5.]" not in out
    assert "adversarial reports" in out                     # what it did, and where
    assert main(argv + ["--adversarial", "--json"]) == 0
    told = json.loads(capsys.readouterr().out)["adversarial"]
    assert told and all(r.endswith("adversarial timing: the result was held back: the "
                                   "register read POISON (0x7fbadbad)") for r in told)


def test_stores_count_as_newer_operations():
    """vmcnt counts stores: a load followed by two stores is complete at vmcnt(2) (clang's
    private_array relies on it with 40 scratch stores); adversarial timing must agree."""
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.array([7, 0, 0], np.uint32))
    prog = dev.load("""\
  v_mov_b32 v0, 0
  global_load_dword v1, v0, s[2:3]
  global_store_dword v0, v0, s[2:3] offset:4
  global_store_dword v0, v0, s[2:3] offset:8
  s_waitcnt vmcnt(2)
  global_store_dword v0, v1, s[2:3] offset:4
  s_endpgm
""")
    prog.run(64, sgprs={2: (data.address & 0xFFFFFFFF, data.address >> 32)},
             checker="adversarial")
    assert data.numpy().tolist() == [7, 7, 0]


LANE_SELECT = """\
  v_mbcnt_lo_u32_b32 v1, -1, 0
  v_mbcnt_hi_u32_b32 v1, -1, v1
  v_mov_b32 v0, 5
  v_readfirstlane_b32 s4, v0
{nops}  v_readlane_b32 s5, v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, 0
  global_store_dword v3, v2, s[2:3]
  s_endpgm
"""


@pytest.mark.parametrize("states", range(6))
def test_a_hazard_consumer_reached_early_reads_the_stale_value(states):
    """v_readlane's lane select 4 wait states after a VALU wrote it (Table 8 row 6): earlier,
    it reads s4 as it was before (0), so lane 0 instead of lane 5."""
    nops = "".join(f"  {nop}\n" for nop in
                   gcnsim.analysis.hazards.nop_text(states).split(", ") if nop)
    dev = gcnsim.Device("gfx900")
    out = dev.empty(1, np.uint32)
    prog = dev.load(LANE_SELECT.format(nops=nops))
    run = {"sgprs": {2: (out.address & 0xFFFFFFFF, out.address >> 32)}}
    prog.run(64, checker=None, **run)
    assert out.numpy()[0] == 5                               # the functional model: luck
    prog.run(64, checker="adversarial", **run)
    assert out.numpy()[0] == (5 if states >= 4 else 0)


def test_a_real_kernel_with_a_shortened_nop_computes_another_result():
    """clang's MFMA kernel pads the MFMA before v_accvgpr_read with s_nops; each one shortened
    changes what it stores under adversarial timing, not in the functional model."""
    case = next(c for c in CASES if c.name == "mfma_ops/mfma_f32_32x32x2f32")
    data = (KERNELS / "gfx90a" / f"{case.source}.hsaco").read_bytes()
    right = outcome(case, "gfx90a", data)
    mutants = nop_mutants(data, "gfx90a", case.kernel)
    assert len(mutants) >= 4
    for what, mutant in mutants:
        assert _launch(case, "gfx90a", mutant, None)[0] == right, what
        assert outcome(case, "gfx90a", mutant) != right, what


@pytest.mark.parametrize("path, preload", triton.RUNS, ids=[
    f"{p.stem}-{p.parent.name}" + ("" if preload else "-prologue") for p, preload in triton.RUNS])
def test_triton_code_is_right_adversarially(path, preload):
    """Triton's code waits for every result and pads every hazard: the same answer when each
    result lands late and each early consumer would read a stale register."""
    manifest = triton.manifest_of(path)
    host, want, buffers = triton.run(manifest, path.with_suffix(".hsaco").read_bytes(),
                                     np.random.default_rng(triton.SEED),
                                     kernarg_preload=preload, checker="adversarial")
    assert triton.check(manifest, host, want, buffers) == []


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
@pytest.mark.parametrize("name", ["stencil_lds/padded", "reduce_lds/four_groups",
                                  "histogram_lds/partial"])
def test_a_store_incomplete_at_a_barrier_is_not_seen_by_the_other_waves(name, target):
    """Each s_waitcnt in front of an s_barrier deleted: without the back-off barrier the LDS
    stores it completed hide from the waves the barrier releases, so the answer differs (it did
    not before: the waves of a batch ran in step and the store acted at issue). The
    histogram's zeroing stores differ only because LDS starts as garbage, as on the hardware
    (the functional model zeroes it). With the back-off barrier an LDS store issued before it
    is seen after it (LDS operations of all waves in one total order), so the answer stays
    right unless the wait also covered a load whose result is used after it (waitcnt-read)."""
    case = next(c for c in CASES if c.name == name)
    data = (KERNELS / target / f"{case.source}.hsaco").read_bytes()
    text = read_elf(data).section(".text")
    found = waits(data, target)
    nop = assemble_line("s_nop 0", target).encode()
    right = outcome(case, target, data)
    back_off = TARGETS[target].has("back_off_barrier")
    deleted = 0
    for offset, inst in found:
        then = decode(data[text.offset:text.offset + text.size], target,
                      offset - text.offset + inst.size)
        if then.op.name != "s_barrier":
            continue
        mutant = bytearray(data)
        mutant[offset:offset + len(nop)] = nop
        same = outcome(case, target, bytes(mutant)) == right
        used = any(f.rule == "waitcnt-read" for f in gcnsim.check(bytes(mutant)))
        assert same == (back_off and not used), f"0x{offset - text.offset:x}"
        deleted += 1
    assert deleted


@pytest.mark.parametrize("states", [0, 4])
def test_what_adversarial_timing_did_at_each_finding_is_told(states):
    """Each finding of the dynamic checker it runs along comes with what it did there."""
    nops = "".join(f"  {nop}\n" for nop in
                   gcnsim.analysis.hazards.nop_text(states).split(", ") if nop)
    dev = gcnsim.Device("gfx900")
    out = dev.empty(1, np.uint32)
    launch = dev.load(LANE_SELECT.format(nops=nops)).run(
        64, checker="adversarial", sgprs={2: (out.address & 0xFFFFFFFF, out.address >> 32)})
    reports = launch.extra["adversarial"]
    if states:
        assert reports == []
        return
    assert [r.report.rule for r in reports] == ["valu_writes_sgpr_then_lane_select_reads_it"]
    assert reports[0].perturbed == "read s4 as before the producer wrote them"
    assert str(reports[0]).endswith("; adversarial timing: read s4 as before the producer "
                                    "wrote them")


STORE_DATA = """\
  v_mov_b32 v2, 5
  v_mov_b32 v3, 6
  v_mov_b32 v4, 7
  v_mov_b32 v5, 8
  v_mov_b32 v6, 0
  global_store_dwordx4 v6, v[2:5], s[2:3]
  v_mov_b32 v2, 9
  s_endpgm
"""
SAME_VCC = """\
  v_mov_b32 v3, 1.0
  v_div_scale_f32 v4, vcc, v3, v3, 1.0
  v_div_fmas_f32 v5, v4, v4, v4
  s_endpgm
"""


@pytest.mark.parametrize("text, rule, perturbed", [
    (STORE_DATA, "vmem_store_over_64_bits_then_valu_writes_its_data", "not perturbed: its "
     "consumer writes rather than reads, or no register links it to its producer"),
    (SAME_VCC, "valu_writes_vcc_then_div_fmas", "not perturbed: vcc_lo, vcc_hi held the same "
     "value before the producer wrote them")])
def test_a_hazard_it_cannot_perturb_is_still_reported(text, rule, perturbed):
    """A right answer after such a report is luck: the report says so."""
    dev = gcnsim.Device("gfx900")
    out = dev.empty(4, np.uint32)
    launch = dev.load(text).run(64, checker="adversarial",
                                sgprs={2: (out.address & 0xFFFFFFFF, out.address >> 32)})
    assert [(r.report.rule, r.perturbed) for r in launch.extra["adversarial"]] == [
        (rule, perturbed)]


BARRIER = """\
  v_lshlrev_b32 v1, 2, v0
  ds_write_b32 v1, v0
{wait}  s_barrier
  v_xor_b32 v2, 0x100, v1
  ds_read_b32 v3, v2
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[2:3]
  s_endpgm
"""


@pytest.mark.parametrize("wait", ["", "  s_waitcnt lgkmcnt(0)\n"])
def test_an_lds_store_outstanding_at_a_barrier_is_reported(wait):
    """gfx900: the dynamic checker stops at barrier-release, the static checker's rule, and
    adversarial timing says it hid the store from the other wave, which read LDS's garbage."""
    dev = gcnsim.Device("gfx900")
    out = dev.empty(128, np.uint32)
    prog = dev.load(BARRIER.format(wait=wait))
    run = {"sgprs": {2: (out.address & 0xFFFFFFFF, out.address >> 32)},
           "vgprs": {0: "local_id_x"}, "shared_mem": 1024}
    launch = prog.run(128, 128, checker="adversarial", **run)
    right = np.arange(128) ^ 64
    assert np.array_equal(out.numpy(), right) == bool(wait)
    assert [(r.report.wave, r.report.rule, r.perturbed) for r in launch.extra["adversarial"]] \
        == ([] if wait else [(w, "barrier-release", "the LDS stores still outstanding were "
                              "hidden from the waves past it") for w in (0, 1)])
    if wait:
        prog.run(128, 128, **run)
        return
    with pytest.raises(gcnsim.GcnsimError, match=r"'s_barrier' \[barrier-release\] reached "
                                                 r"before 'ds_write_b32 v1, v0'"):
        prog.run(128, 128, **run)


def test_a_fault_at_a_poison_address_carries_the_findings_that_explain_it(tmp_path, capsys):
    """A pointer read before its s_load is waited for holds POISON, and the load through it
    faults: the error carries (API) and prints (CLI) what adversarial timing found before it."""
    data = bytearray(SAXPY.read_bytes())
    offset, _ = waits(bytes(data), "gfx900")[1]
    data[offset:offset + 4] = assemble_line("s_nop 0", "gfx900").encode()
    dev = gcnsim.Device("gfx900")
    x = dev.array(np.arange(300, dtype=np.float32))
    y = dev.array(np.ones(300, np.float32))
    held = r"reads s[01] before 's_load_dwordx4 .*adversarial timing: the result was held back"
    with pytest.raises(gcnsim.MemoryViolation, match=r"at 0x7fbadbad7fbadbad .*; adversarial "
                       r"timing made 10 findings before it .*POISON.*; the first: wave 0 pc .*"
                       + held) as info:
        dev.load(bytes(data)).saxpy(np.float32(2), x, y, 300, grid=300, block=64,
                                    checker="adversarial")
    found = info.value.adversarial
    assert len(found) == 10 and all(isinstance(r, gcnsim.emu.adversarial.AdversarialReport)
                                    for r in found)
    assert gcnsim.MemoryViolation(0, 4).adversarial == ()    # (another launch's: none)
    path = tmp_path / "mutant.hsaco"
    path.write_bytes(bytes(data))
    argv = ["run", str(path), "--grid", "300", "--block", "64", "--arg", "f32=2", "--arg",
            "f32:300:range", "--arg", "f32:300:ones", "--arg", "i32=300", "--adversarial"]
    assert main(argv) == 1
    err = capsys.readouterr().err.splitlines()
    assert "adversarial timing made 10 findings" in err[0]
    assert len(err) == 10 and all(line.startswith(f"gcnsim:   adversarial {k}: wave ")
                                  for k, line in enumerate(err[1:], 1))
