"""The wait-state hazards as data: one named rule a row (``producer_then_consumer``), each with
how many wait states must separate the two, on which targets, on whose word, and where it is
written down.

The hardware does not check these dependencies (AMD's "Vega" 7nm ISA guide, 4.5 "Manually inserted
wait states", Table 8): a program must put independent instructions or ``s_nop N`` (N + 1 wait
states) between the producer and the consumer, or it relies on luck. Two authorities say how many:
the manual's table, and LLVM's GCNHazardRecognizer (what clang's code obeys). A rule carries both
where both speak: ``llvm`` (a shortfall is an error) and ``manual`` (a shortfall the manual alone
asks for is a warning), each a :class:`Wait` of a number of states (or a function of the two
instructions' opcode rows, e.g. an MFMA's pass count) on some targets.

    v_readfirstlane_b32 s4, v0                 producer: a VALU writes s4
    buffer_load_dword v1, off, s[0:3], s4      consumer: a VMEM reads s4
    -> valu_writes_sgpr_then_vmem_reads_it: 0 wait states, 5 needed (LLVM on gfx9: an error;
       Table 8 row 9 alone on gfx701: a warning); fix: s_nop 4 before the buffer_load

``producer`` and ``consumer`` name predicates (gcnsim/analysis/hazard_facts.py): the registers
(or pseudo registers: a hardware register, MODE.vskip, "no register") the producer leaves
behind and the consumer touches; a rule fires where they overlap (``link``: or are the same
set, or overlap without being the same). ``armed_by`` names a third instruction that must
issue between them for the hazard to exist.

MFMA facts from the opcode row (LLVM SISchedule.td pass counts, VOP3PInstructions.td
``is_dgemm``/``is_gfx940_xdl``): :func:`mfma_passes`, :func:`is_dgemm`, :func:`is_xdl`.
Where the manual and LLVM disagree, docs/errata.md says which decides what.
"""
import re
from dataclasses import dataclass

from .targets import get_target

NOP_STATES = 8          # the most states of one s_nop on every target: the fixes' s_nop 7
VEGA_TABLE = frozenset({"gfx701", "gfx900"})    # where the Vega guide's Table 8 is the word
TABLE8 = "Vega ISA 4.5 Table 8"
HAZARD_RECOGNIZER = "LLVM GCNHazardRecognizer"


def nop_states(simm16, target):
    """Wait states of ``s_nop simm16`` on ``target``: its low ``target.nop_bits`` bits + 1
    (1..8 on gfx7, 1..16 on gfx8 and later; docs/errata.md)."""
    return (simm16 & ((1 << target.nop_bits) - 1)) + 1


# -- MFMA facts -----------------------------------------------------------------------------

_SHAPE = re.compile(r"_(\d+)x(\d+)x(\d+)")
_BLOCKS = re.compile(r"^\d+b_")


def is_mfma(row):
    """A matrix multiply (v_mfma_*, v_smfmac_*): not v_accvgpr_read/write/mov."""
    return row.name.startswith(("v_mfma_", "v_smfmac_"))


def _shape(row):
    """(M, N, K, source type): v_mfma_f32_32x32x1_2b_f32 -> (32, 32, 1, 'f32')."""
    match = _SHAPE.search(row.name)
    rest = _BLOCKS.sub("", row.name[match.end():].lstrip("_"))
    return int(match.group(1)), int(match.group(2)), int(match.group(3)), rest


def is_dgemm(row):
    """A double-precision MFMA (LLVM ``is_dgemm``)."""
    return is_mfma(row) and _shape(row)[3] == "f64"


def is_xdl(row, target):
    """An MFMA on the XDL pipe (LLVM ``isXDL``): every non-DGEMM MFMA up to gfx90a; on gfx940+
    not the f32 ones (``is_gfx940_xdl`` is clear on v_mfma_f32_*_f32)."""
    if not is_mfma(row) or is_dgemm(row):
        return False
    return not get_target(target).has("gfx940_insts") or _shape(row)[3] != "f32"


def mfma_passes(row, target):
    """Passes of an MFMA (LLVM SISchedule.td WriteNPassMAI/DGEMM): 4x4 2, 16x16 8, 32x32 16,
    DGEMM 4x4 4 and 16x16 8; on gfx940+ the dense ones (K >= 8, xf32) take half."""
    m, _, k, source = _shape(row)
    if source == "f64":
        return 4 if m == 4 else 8
    if m == 4:
        return 2
    slow = 8 if m == 16 else 16
    if get_target(target).has("gfx940_insts") and (k >= 8 or source == "xf32"):
        return slow // 2
    return slow


# -- rules ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Waits:
    """Wait states as a function ``fn(target, producer_row, consumer_row)``; ``most`` bounds it."""
    fn: object
    most: int


@dataclass(frozen=True)
class Wait:
    """``states`` (an int or a Waits) needed on ``targets`` (names, or a test of the Target)."""
    states: object
    targets: object

    def applies(self, target):
        if callable(self.targets):
            return bool(self.targets(target))
        return target.name in self.targets

    def count(self, target, producer, consumer):
        if isinstance(self.states, Waits):
            return self.states.fn(target, producer, consumer)
        return self.states

    @property
    def most(self):
        return self.states.most if isinstance(self.states, Waits) else self.states


@dataclass(frozen=True)
class Rule:
    """One hazard: ``producer`` then ``consumer`` (predicate names) need the wait states of
    each authority that speaks on the target; ``source`` cites the manual row and LLVM code."""
    name: str
    producer: str               # predicate names (analysis/hazard_facts.py PREDICATES)
    consumer: str
    llvm: Wait = None           # LLVM's condition: a shortfall is an error
    manual: Wait = None         # the manual's: a shortfall only it asks for is a warning
    source: str = ""
    link: str = "overlap"       # "overlap", "exact" (same set), "partial" (overlap, not same),
                                # "clause" (the members since the clause began, together)
    armed_by: str = None        # predicate of an instruction that must issue in between

    def waits(self, target):
        """[(severity, Wait)] of the authorities that speak on ``target``."""
        pairs = (("error", self.llvm), ("warning", self.manual))
        return [(sev, w) for sev, w in pairs if w is not None and w.applies(target)]

    def applies(self, target):
        return bool(self.waits(target))

    def most(self, target):
        """The most wait states this rule can ask for on ``target``."""
        return max((w.most for _, w in self.waits(target)), default=0)


# -- where a rule applies: tests of the Target --------------------------------------------

def _gen(low, high=99):
    return lambda target: low <= target.generation <= high


def _has(feature):
    return lambda target: target.has(feature)


def _vega_with(feature):
    """The Vega guide's Table 8 on the targets that have ``feature``'s instructions."""
    return lambda target: target.name in VEGA_TABLE and target.has(feature)


def _gfx90a_only(target):
    return target.has("mfma") and not target.has("gfx940_insts")


_ALL = _gen(0)
_VI_PLUS = _gen(8)          # LLVM: Volcanic Islands (gfx8) and later
_GFX9 = _gen(9, 9)
_MFMA = _has("mfma")
_GFX940 = _has("gfx940_insts")
_DPP = _has("dpp")
_XNACK = _has("xnack")      # the code object's XNACK mode may turn it off: see the checker


def _setreg_states(target, producer, consumer):
    """LLVM getSetRegWaitStates: 1 up to Sea Islands, 2 after."""
    return 1 if target.generation <= 7 else 2


def _store_states(target, producer, consumer):
    """LLVM checkVALUHazardsHelper: 2 on gfx940+, else 1."""
    return 2 if _GFX940(target) else 1


# -- MFMA wait states (LLVM checkMAIHazards90A and checkMAIVALUHazards, by pass count) --------

def _dgemm_feeds_smfma(target, producer, consumer):
    """Before gfx940 a DGEMM result feeds a non-DGEMM's srcC with no wait."""
    return is_dgemm(producer) and not is_dgemm(consumer) and not _GFX940(target)


def _srcc_exactly(target, producer, consumer):
    """MFMA result read as srcC in full: back to back, but for two DGEMM 4x4 and, on gfx940,
    after a 2-pass MFMA."""
    if _dgemm_feeds_smfma(target, producer, consumer):
        return 0
    if is_dgemm(producer) and is_dgemm(consumer) and mfma_passes(producer, target) == 4 \
            and mfma_passes(consumer, target) == 4:
        return 4
    return 2 if _GFX940(target) and mfma_passes(producer, target) == 2 else 0


def _srcc_partly(target, producer, consumer):
    """MFMA result read in part as srcC: about the producer's passes."""
    passes = mfma_passes(producer, target)
    if _dgemm_feeds_smfma(target, producer, consumer):
        return 0
    if is_dgemm(producer):
        return 0 if is_xdl(consumer, target) else (4 if passes == 4 else 9)
    if _GFX940(target):
        if is_xdl(consumer, target) and not is_xdl(producer, target):
            return 0
        return passes + 1 if is_xdl(producer, target) else passes
    return passes + 1 if is_dgemm(consumer) else passes


def _after_mfma(dgemm4, dgemm16):
    """Waits after an MFMA writes what the consumer uses: DGEMM by its own table, else
    passes + 3 (gfx940: passes + 2 for the non-XDL ones)."""
    def fn(target, producer, consumer):
        passes = mfma_passes(producer, target)
        if is_dgemm(producer):
            return dgemm4 if passes == 4 else dgemm16
        return passes + (3 if is_xdl(producer, target) else 2)
    return Waits(fn, 19)


def _srcc_read_then_write(target, producer, consumer):
    """An SMFMA reads srcC over its passes: a write needs passes - 1 states."""
    return mfma_passes(producer, target) - 1


def _dot_other(target, producer, consumer):
    return 0 if producer is consumer else 3


def _dot_same(target, producer, consumer):
    return 3 if producer is consumer else 0


SRCC_EXACTLY = Waits(_srcc_exactly, 4)
SRCC_PARTLY = Waits(_srcc_partly, 17)
AFTER_MFMA = _after_mfma(6, 11)            # srcA/B of an MFMA, a VALU read, any write
AFTER_MFMA_MEMORY = _after_mfma(9, 18)     # a memory instruction or export reads it
WRITE_AFTER_SRCC = Waits(_srcc_read_then_write, 15)
DOT_OTHER = Waits(_dot_other, 3)
DOT_SAME = Waits(_dot_same, 3)

def _row(n):
    return f"{TABLE8} row {n}"


RULES = (
    # The Vega guide's Table 8, row by row (the manual's word on gfx701/gfx900), with LLVM's.
    Rule("setreg_then_getreg", "hwreg_setreg_writes", "hwreg_getreg_reads",
         Wait(2, _ALL), Wait(2, VEGA_TABLE),
         f"{_row(1)}; {HAZARD_RECOGNIZER}::checkGetRegHazards"),
    Rule("setreg_then_setreg", "hwreg_setreg_writes", "hwreg_setreg_writes",
         Wait(Waits(_setreg_states, 2), _ALL), Wait(2, VEGA_TABLE),
         f"{_row(2)}; {HAZARD_RECOGNIZER}::checkSetRegHazards (getSetRegWaitStates)"),
    Rule("setvskip_then_getreg_mode", "mode_setvskip_writes", "hwreg_getreg_reads",
         None, Wait(2, VEGA_TABLE), _row(3)),
    Rule("setreg_vskip_then_vector_instruction", "vskip_setreg_writes", "vector_instruction",
         None, Wait(2, VEGA_TABLE), _row(4)),
    Rule("valu_writes_vcc_or_exec_then_valu_reads_vccz_or_execz", "vcc_or_exec_valu_writes",
         "vccz_or_execz_valu_reads", None, Wait(5, VEGA_TABLE), _row(5)),
    Rule("valu_writes_sgpr_then_lane_select_reads_it", "sgprs_valu_writes",
         "lane_select_reads", Wait(4, _ALL), Wait(4, VEGA_TABLE),
         f"{_row(6)}; {HAZARD_RECOGNIZER}::checkRWLaneHazards"),
    Rule("valu_writes_vcc_then_div_fmas", "vcc_valu_writes", "vcc_div_fmas_reads",
         Wait(4, _ALL), Wait(4, VEGA_TABLE),
         f"{_row(7)}; {HAZARD_RECOGNIZER}::checkDivFMasHazards"),
    Rule("vmem_store_over_64_bits_then_valu_writes_its_data", "store_data_over_64_bits",
         "vgprs_valu_writes", Wait(Waits(_store_states, 2), _ALL), Wait(1, VEGA_TABLE),
         f"{_row(8)}; {HAZARD_RECOGNIZER}::createsVALUHazard, checkVALUHazardsHelper"),
    Rule("valu_writes_sgpr_then_vmem_reads_it", "sgprs_valu_writes", "scalars_vmem_reads",
         Wait(5, _VI_PLUS), Wait(5, VEGA_TABLE),
         f"{_row(9)}; {HAZARD_RECOGNIZER}::checkVMEMHazards"),
    Rule("salu_writes_m0_then_gds_or_message", "m0_salu_writes", "m0_gds_or_message_reads",
         Wait(1, _VI_PLUS), Wait(1, VEGA_TABLE),
         f"{_row(10)}; {HAZARD_RECOGNIZER}::checkReadM0Hazards (hasReadM0SendMsgHazard)"),
    Rule("vgpr_write_then_dpp_reads_it", "vgprs_any_writes", "vgprs_dpp_reads",
         Wait(2, _DPP), Wait(2, _vega_with("dpp")),
         f"{_row(11)}; {HAZARD_RECOGNIZER}::checkDPPHazards"),
    Rule("valu_writes_exec_then_dpp", "exec_valu_writes", "exec_dpp_reads",
         Wait(5, _DPP), Wait(5, _vega_with("dpp")),
         f"{_row(12)}; {HAZARD_RECOGNIZER}::checkDPPHazards"),
    Rule("valu_writes_vcc_then_valu_reads_vcc_as_constant", "vcc_valu_writes",
         "vcc_valu_reads_as_constant", None, Wait(1, VEGA_TABLE), _row(13)),
    Rule("setreg_trapsts_then_rfe", "hwreg_setreg_writes", "trapsts_rfe_reads",
         Wait(1, _VI_PLUS), Wait(1, VEGA_TABLE),
         f"{_row(14)}; {HAZARD_RECOGNIZER}::checkRFEHazards"),
    Rule("setreg_trapsts_then_rfe_restore", "hwreg_setreg_writes", "trapsts_rfe_restore_reads",
         None, Wait(1, VEGA_TABLE), _row(14)),
    Rule("salu_writes_m0_then_lds_reads_m0", "m0_salu_writes", "m0_lds_reads",
         Wait(1, _GFX9), Wait(1, VEGA_TABLE),
         f"{_row(15)}; {HAZARD_RECOGNIZER}::checkReadM0Hazards (hasReadM0MovRelInterpHazard, "
         "hasReadM0LdsDmaHazard, hasReadM0LdsDirectHazard)"),
    Rule("salu_writes_m0_then_s_movrel", "m0_salu_writes", "m0_s_movrel_reads",
         Wait(1, _GFX9), Wait(1, VEGA_TABLE),
         f"{_row(16)}; {HAZARD_RECOGNIZER}::checkReadM0Hazards (hasReadM0MovRelInterpHazard)"),
    # gfx940+ (CDNA3): no interlocks around SGPRs, transcendentals and partial writes.
    Rule("valu_writes_sgpr_then_valu_reads_it", "sgprs_valu_writes", "sgprs_valu_reads",
         Wait(2, _GFX940), None, f"{HAZARD_RECOGNIZER}::checkVALUHazards (hasVDecCoExecHazard)"),
    Rule("valu_writes_vgpr_then_readlane_reads_it", "vgprs_valu_writes", "vgpr_readlane_reads",
         Wait(1, _GFX940), None, f"{HAZARD_RECOGNIZER}::checkVALUHazards (hasVDecCoExecHazard)"),
    Rule("valu_writes_exec_then_lane_access", "exec_valu_writes", "exec_lane_access_reads",
         Wait(4, _GFX940), None, f"{HAZARD_RECOGNIZER}::checkVALUHazards (hasVDecCoExecHazard)"),
    Rule("trans_writes_vgpr_then_valu_reads_it", "vgprs_trans_writes", "vgprs_non_trans_reads",
         Wait(1, _GFX940), None,
         f"{HAZARD_RECOGNIZER}::checkVALUHazards (hasTransForwardingHazard)"),
    Rule("valu_writes_vgpr_part_then_valu_reads_it", "vgprs_valu_writes_part",
         "vgprs_valu_reads", Wait(1, _GFX940), None,
         f"{HAZARD_RECOGNIZER}::checkVALUHazards (hasDstSelForwardingHazard)"),
    # MFMA (gfx90a, gfx942): distances by the producer's passes.
    Rule("valu_writes_exec_then_mfma", "exec_legacy_valu_writes", "exec_mfma_reads",
         Wait(4, _MFMA), None, f"{HAZARD_RECOGNIZER}::checkMAIHazards90A"),
    Rule("valu_writes_vgpr_then_mfma_reads_it", "vgprs_legacy_valu_writes", "vgprs_mfma_reads",
         Wait(2, _MFMA), None, f"{HAZARD_RECOGNIZER}::checkMAIHazards90A"),
    Rule("mfma_writes_vgpr_then_mfma_reads_srcc_exactly", "vgprs_mfma_writes",
         "srcc_mfma_reads", Wait(SRCC_EXACTLY, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIHazards90A (full srcC)", link="exact"),
    Rule("mfma_writes_vgpr_then_mfma_reads_srcc_partly", "vgprs_mfma_writes",
         "srcc_mfma_reads", Wait(SRCC_PARTLY, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIHazards90A (overlapped srcC)", link="partial"),
    Rule("mfma_writes_vgpr_then_mfma_reads_srcab", "vgprs_mfma_writes", "srcab_mfma_reads",
         Wait(AFTER_MFMA, _MFMA), None, f"{HAZARD_RECOGNIZER}::checkMAIHazards90A (srcA/B)"),
    Rule("mfma_writes_vgpr_then_valu_reads_it", "vgprs_mfma_writes", "vgprs_legacy_valu_reads",
         Wait(AFTER_MFMA, _MFMA), None, f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards"),
    Rule("mfma_writes_vgpr_then_memory_reads_it", "vgprs_mfma_writes", "vgprs_memory_reads",
         Wait(AFTER_MFMA_MEMORY, _MFMA), None, f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards"),
    Rule("mfma_writes_vgpr_then_valu_or_memory_writes_it", "vgprs_mfma_writes",
         "vgprs_valu_or_memory_writes", Wait(AFTER_MFMA, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (WAW)"),
    Rule("mfma_reads_srcc_then_valu_or_memory_writes_it", "srcc_smfma_reads",
         "vgprs_valu_or_memory_writes", Wait(WRITE_AFTER_SRCC, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (WAR)"),
    Rule("dgemm_then_fma_f64", "dgemm", "fma_f64", Wait(2, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (DMFMAToFMA64WaitStates)"),
    Rule("valu_writes_vgpr_then_dgemm_then_memory_reads_it", "vgprs_valu_writes",
         "vgprs_memory_reads", Wait(2, _gfx90a_only), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (DMFMABetweenVALUWriteVMEMRead)",
         armed_by="dgemm"),
    Rule("dot_writes_vgpr_then_other_reads_it", "vgprs_dot_writes",
         "vgprs_valu_or_memory_reads", Wait(DOT_OTHER, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (DotWriteDifferentVALURead)"),
    Rule("dot_writes_vgpr_then_same_dot_reads_srcab", "vgprs_dot_writes", "srcab_dot_reads",
         Wait(DOT_SAME, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (DotWriteSameDotReadSrcAB)"),
    Rule("dot_writes_vgpr_then_other_writes_it", "vgprs_dot_writes",
         "vgprs_valu_or_memory_writes", Wait(DOT_OTHER, _MFMA), None,
         f"{HAZARD_RECOGNIZER}::checkMAIVALUHazards (DotWriteDifferentVALUWrite)"),
    # XNACK replays a soft clause (consecutive SMEM, or consecutive VMEM/FLAT): no member may
    # write what the clause reads, and no store may join a clause that writes (an s_nop breaks
    # it). LLVM looks for the clause only as far back as its look-ahead: analysis/hazards.py.
    Rule("smem_then_smem_in_soft_clause", "smem_clause_member", "smem_clause_member",
         Wait(1, _XNACK), None, f"{HAZARD_RECOGNIZER}::checkSoftClauseHazards", link="clause"),
    Rule("vmem_then_vmem_in_soft_clause", "vmem_clause_member", "vmem_clause_member",
         Wait(1, _XNACK), None,
         f"{HAZARD_RECOGNIZER}::checkSoftClauseHazards (from checkVMEMHazards)", link="clause"),
)

BY_NAME = {rule.name: rule for rule in RULES}


def rules_for(target):
    """The rules that apply on ``target`` (a name or a Target), in table order."""
    target = get_target(target)
    return tuple(rule for rule in RULES if rule.applies(target))
