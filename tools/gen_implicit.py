"""Generate the implicit operands of every opcode row (tests/data/implicit/<target>.tsv and
gcnsim/isa/_gen/<target>_implicit.py) from LLVM 19 itself.

What an instruction reads and writes besides the operands it prints (EXEC under vector
instructions, VCC of v_cndmask_b32_e32, SCC of s_cmp_*, M0 of an LDS DMA, MODE of float
arithmetic) is the Uses/Defs list of its LLVM opcode (MCInstrDesc). llvm-mc -show-inst prints
explicit operands only, so:

1. a small C++ program, compiled here against llvm-19's static libraries, prints every AMDGPU
   opcode's implicit uses and defs, mayLoad/mayStore/hasSideEffects, and LLVM's own pseudo ->
   MC opcode table (AMDGPU::getMCOpcode, for each encoding family);
2. llvm-mc-19 -show-inst names the MC opcode of every golden-corpus line
   (tests/data/corpus/<target>_*.txt, one process per target) and gcnsim's decoder its row;
3. LLVM's table maps the MC opcode back to the pseudo, the opcode MIR and codegen use (on gfx9+
   the DS pseudos without M0, ``DS_READ_B32_gfx9``, as LLVM selects them when LDS needs no M0);
   a row's pseudos group into forms ('' plain, sdwa, dpp, lds, gds) with one signature each.

    s_and_saveexec_b64 s[0:1], s[2:3] -> S_AND_SAVEEXEC_B64_vi -> S_AND_SAVEEXEC_B64
      -> uses EXEC, defs EXEC SCC, hasSideEffects

``mir_check`` asks llc-19's MIR parser the same question another way (it names the first
implicit operand an instruction lacks: "missing implicit register operand 'implicit $vcc'");
tests/tools/test_gen_implicit.py cross-checks the committed data with it.

    python -m tools.gen_implicit [--target T] [--check]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import namedtuple
from functools import lru_cache
from pathlib import Path

from gcnsim.asm.disassembler import decode
from gcnsim.errors import GcnsimError
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS, get_target

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"
DATA = ROOT / "tests" / "data" / "implicit"
GEN = ROOT / "gcnsim" / "isa" / "_gen"
CXX = os.environ.get("GCNSIM_CXX", "clang++-19")
LLVM_CONFIG = os.environ.get("GCNSIM_LLVM_CONFIG", "llvm-config-19")
LLVM_MC = os.environ.get("GCNSIM_LLVM_MC", "llvm-mc-19")
LLC = os.environ.get("GCNSIM_LLC", "llc-19")
COMPONENTS = ("amdgpuutils", "amdgpudesc", "amdgpuinfo")
# Debian ships libzstd without its -dev link; the static LLVM Support library needs it.
SYSTEM_LIBS = ("-lz", "-l:libzstd.so.1", "-lrt", "-ldl", "-lm", "-lpthread")
# LLVM register name -> gcnsim's (isa/operands.py special_names).
REG_NAMES = {"EXEC": "exec", "VCC": "vcc", "SCC": "scc", "M0": "m0", "MODE": "mode",
             "FLAT_SCR": "flat_scratch"}
FIELDS = ("enc", "opcode", "mnemonic", "form", "llvm_opcodes", "uses", "defs", "may_load",
          "may_store", "side_effects", "note")

_VMEM = ("MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH")
Desc = namedtuple("Desc", "name pseudo uses defs load store side")
Line = namedtuple("Line", "form opcodes desc note")

# Prints, per AMDGPU opcode: name, isPseudo, implicit uses, implicit defs, mayLoad mayStore
# hasUnmodeledSideEffects (3 digits), and gen:MC-opcode for every encoding family whose
# MC opcode differs from it (AMDGPU::getMCOpcode is in libLLVMAMDGPUUtils, not in any header).
_DUMPER = r"""
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <memory>
#include <string>
extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTargetMC();
namespace llvm { namespace AMDGPU { int getMCOpcode(uint16_t Opcode, unsigned Gen); } }
using namespace llvm;

static void printRegs(const MCRegisterInfo &RI, ArrayRef<MCPhysReg> Regs) {
  const char *Sep = "";
  for (MCPhysReg R : Regs) {
    outs() << Sep << RI.getName(R);
    Sep = ",";
  }
  outs() << "\t";
}

int main() {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget("amdgcn-amd-amdhsa", Err);
  if (!T) {
    errs() << Err << "\n";
    return 1;
  }
  std::unique_ptr<MCInstrInfo> II(T->createMCInstrInfo());
  std::unique_ptr<MCRegisterInfo> RI(T->createMCRegInfo("amdgcn-amd-amdhsa"));
  unsigned N = II->getNumOpcodes();
  for (unsigned Op = 0; Op < N; ++Op) {
    const MCInstrDesc &D = II->get(Op);
    outs() << II->getName(Op) << "\t" << D.isPseudo() << "\t";
    printRegs(*RI, D.implicit_uses());
    printRegs(*RI, D.implicit_defs());
    outs() << D.mayLoad() << D.mayStore() << D.hasUnmodeledSideEffects() << "\t";
    const char *Sep = "";
    for (unsigned Gen = 0; Gen < 32; ++Gen) {
      int MC = AMDGPU::getMCOpcode(Op, Gen);
      if (MC < 0 || (unsigned)MC >= N || (unsigned)MC == Op)
        continue;
      outs() << Sep << Gen << ":" << II->getName(MC);
      Sep = ",";
    }
    outs() << "\n";
  }
  return 0;
}
"""


def have_tools():
    """Whether this machine can run the generator: a C++ compiler, llvm-19's static
    libraries (llvm-19-dev) and llvm-mc-19."""
    if not all(shutil.which(tool) for tool in (CXX, LLVM_CONFIG, LLVM_MC)):
        return False
    libdir = _run([LLVM_CONFIG, "--libdir"]).strip()
    return Path(libdir, "libLLVMAMDGPUUtils.a").exists()


def have_llc():
    return shutil.which(LLC) is not None


def _run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, check=True, **kwargs).stdout


def run_dumper(source):
    """The output of a C++ program against LLVM's AMDGPU MC libraries (compiled with
    clang++-19 and llvm-config-19 and run in a temporary directory)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp, "dump.cpp")
        exe = Path(tmp, "dump")
        src.write_text(source)
        cflags = _run([LLVM_CONFIG, "--cxxflags"]).split()
        libs = _run([LLVM_CONFIG, "--link-static", "--ldflags", "--libs", *COMPONENTS]).split()
        _run([CXX, *cflags, str(src), "-o", str(exe), *libs, *SYSTEM_LIBS])
        return _run([str(exe)])


def _regs(text):
    return tuple(text.split(",")) if text else ()


@lru_cache(maxsize=None)
def llvm_tables():
    """(name -> Desc for every AMDGPU opcode, MC opcode name -> the pseudos LLVM maps to it)."""
    descs = {}
    pseudos = {}
    for row in run_dumper(_DUMPER).splitlines():
        name, pseudo, uses, defs, bits, mcs = row.split("\t")
        load, store, side = (c == "1" for c in bits)
        descs[name] = Desc(name, pseudo == "1", _regs(uses), _regs(defs), load, store, side)
        for item in filter(None, mcs.split(",")):
            pseudos.setdefault(item.split(":")[1], set()).add(name)
    return descs, {mc: tuple(sorted(names)) for mc, names in pseudos.items()}


def _corpus(target):
    """(row key, text) of every golden-corpus line gcnsim decodes, in file order: the text the
    line was assembled from (LLVM's canonical text of VOP3 bytes may assemble to VOP1)."""
    out = []
    for path in sorted(CORPUS.glob(f"{target}_*.txt")):
        for line in path.read_text().splitlines():
            text, hexed, _ = line.split("\t")
            try:
                inst = decode(bytes.fromhex(hexed), target)
            except GcnsimError:
                continue
            out.append(((inst.op.enc, inst.op.opcode), text))
    return out


_GDS = re.compile(r"\sgds(\s|$)")
_MCINST = re.compile(r"<MCInst #\d+ ([^\s>]+)")
_ERROR = re.compile(r"^[^:]*:(\d+):\d+: error: ")


def show_inst(target, texts):
    """(llvm-mc-19 -show-inst's output for the lines, in one call; the numbers (from 1) of the
    lines it rejects)."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(texts) + "\n")
    try:
        proc = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                               "-show-inst", f.name], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    return proc.stdout, {int(m.group(1)) for m in map(_ERROR.match, proc.stderr.splitlines())
                         if m}


def mc_opcodes(target, texts):
    """LLVM's MC opcode name of each assembly line (None where llvm-mc rejects it)."""
    out, failed = show_inst(target, texts)
    names = iter(_MCINST.findall(out))
    return [None if n in failed else next(names) for n in range(1, len(texts) + 1)]


def _signature(desc):
    return desc.uses, desc.defs, desc.load, desc.store, desc.side


def choose_pseudo(mc, target, tables, gds=False):
    """(the LLVM opcode codegen and MIR use for this MC opcode on the target, a note).

    LLVM maps several pseudos to one MC opcode where only codegen tells them apart: on gfx9+
    it selects the DS pseudos without M0 (``DS_READ_B32_gfx9``, LDS needs no M0 there; the MC
    record ``DS_READ_B32_vi`` is shared with gfx8 and keeps it), but for GDS (``gds``, the
    region address space) the ones with M0; ``S_MOV_B32_sideeffects`` and
    ``S_SETREG_B32_mode`` are codegen's variants of the plain opcode.
    """
    descs, pseudos = tables
    cands = pseudos.get(mc)
    if not cands:
        return mc, "no pseudo: the MC opcode's own record"
    shortest = min(cands, key=lambda c: (len(c), c))
    if len({_signature(descs[c]) for c in cands}) == 1:
        return shortest, ""
    choice = shortest
    if get_target(target).generation >= 9 and shortest + "_gfx9" in cands and not gds:
        choice = shortest + "_gfx9"
    others = [c for c in cands if c != choice]
    return choice, "not " + " ".join(f"{c} ({_describe(descs[c])})" for c in others)


def _describe(desc):
    uses = ",".join(desc.uses) or "-"
    defs = ",".join(desc.defs) or "-"
    return f"uses {uses} defs {defs} side {int(desc.side)}"


def form_of(row, llvm_opcode, gds=False):
    """The instruction form an LLVM opcode stands for within its row ('' for the plain one;
    'lds' for the LDS-DMA bit of a memory row whose mnemonic does not say lds itself; 'gds'
    for a DS instruction with the gds bit)."""
    if gds:
        return "gds"
    if "_sdwa" in llvm_opcode:
        return "sdwa"
    if "_dpp" in llvm_opcode:
        return "dpp"
    if row.enc in _VMEM and "LDS" in llvm_opcode and "lds" not in row.name:
        return "lds"
    return ""


def row_lines(row, mcs, target, tables):
    """The Lines of one row: one per (form, signature) of the LLVM opcodes of its MC opcodes
    (``mcs``: (MC opcode, whether the line set the gds bit))."""
    descs = tables[0]
    groups = {}
    for mc, gds in sorted(set(mcs)):
        name, note = choose_pseudo(mc, target, tables, gds)
        desc = descs[name]
        key = (form_of(row, name, gds), _signature(desc))
        opcodes, notes, _ = groups.setdefault(key, (set(), set(), desc))
        opcodes.add(name)
        if note:
            notes.add(f"{name}: {note}")
    # A row whose every line is gds (ds_gws_*, ds_ordered_count) has it in the mnemonic.
    inherent = {form for form, _ in groups} == {"gds"}
    lines = [Line("" if inherent else form, tuple(sorted(ops)), desc, "; ".join(sorted(notes)))
             for (form, _), (ops, notes, desc) in groups.items()]
    return sorted(lines, key=lambda line: (line.form, line.opcodes))


def build(target):
    """[(row, [Line])] for every row of the target's opcode table, in table order."""
    tables = llvm_tables()
    corpus = _corpus(target)
    names = mc_opcodes(target, [text for _, text in corpus])
    mcs = {}
    for (key, text), name in zip(corpus, names):
        if name is not None:
            gds = key[0] == "DS" and _GDS.search(text) is not None
            mcs.setdefault(key, []).append((name, gds))
    table = op_table(target)
    rows = sorted(table.rows, key=lambda r: (r.enc, r.opcode))
    return [(row, row_lines(row, mcs.get((row.enc, row.opcode), ()), target, tables))
            for row in rows]


def _cell(values):
    return ",".join(values) or "-"


def render_tsv(target, built):
    """The text of tests/data/implicit/<target>.tsv."""
    out = [f"# Implicit operands of every opcode row of {target}, from LLVM 19.",
           "# GENERATED by tools/gen_implicit.py from llvm-19 (MCInstrInfo, AMDGPU::getMCOpcode)",
           f"# and llvm-mc-19 -show-inst on tests/data/corpus/{target}_*.txt; do not edit.",
           "# form: '' plain, sdwa, dpp, lds (LDS DMA), gds (DS gds bit); uses/defs: LLVM names;",
           "# one line per (row, form, signature); a row LLVM gives nothing for has a note.",
           "\t".join(FIELDS)]
    for row, lines in built:
        head = [row.enc, str(row.opcode), row.name]
        if not lines:
            out.append("\t".join(head + ["", "-", "-", "-", "-", "-", "-",
                                         "no corpus line LLVM assembles for this row"]))
        for line in lines:
            d = line.desc
            out.append("\t".join(head + [line.form, _cell(line.opcodes), _cell(d.uses),
                                         _cell(d.defs), str(int(d.load)), str(int(d.store)),
                                         str(int(d.side)), line.note or "-"]))
    return "\n".join(out) + "\n"


def _ours(regs):
    """LLVM register names -> gcnsim's (an unknown name stops the generator: map it first)."""
    return tuple(REG_NAMES[r] for r in regs)


def _plain(lines):
    """The Line the row's plain instruction stands for (None if the row has none)."""
    plain = [line for line in lines if line.form == ""]
    return plain[0] if len(plain) == 1 else None


def render_module(target, built):
    """The text of gcnsim/isa/_gen/<target>_implicit.py."""
    implicit, forms, missing = [], [], []
    for row, lines in built:
        key = (row.enc, row.opcode)
        plain = _plain(lines)
        if plain is None:
            reason = "no corpus line" if not lines else "no single plain LLVM opcode"
            missing.append(f"    {key!r}: {reason!r},  # {row.name}")
            continue
        value = (_ours(plain.desc.uses), _ours(plain.desc.defs))
        implicit.append(f"    {key!r}: {value!r},  # {row.name}")
        if len({line.form for line in lines}) != len(lines):
            raise ValueError(f"{target} {row.name}: one form, several LLVM signatures")
        for line in lines:
            other = (_ours(line.desc.uses), _ours(line.desc.defs))
            if line.form and other != value:
                forms.append(f"    {key + (line.form,)!r}: {other!r},  # {row.name}")
    head = [f'"""Implicit operands: every opcode row of {target} -> (uses, defs).',
            "",
            "GENERATED by tools/gen_implicit.py from llvm-19 (MCInstrInfo, AMDGPU::getMCOpcode)",
            f"and llvm-mc-19 -show-inst on tests/data/corpus/{target}_*.txt; do not edit by hand.",
            "FORMS holds the forms (sdwa, dpp, lds, gds) whose operands differ from the plain one;",
            'MISSING the rows LLVM gives nothing for, with the reason."""']
    return "\n".join(head + ["IMPLICIT = {", *implicit, "}", "FORMS = {", *forms, "}",
                             "MISSING = {", *missing, "}"]) + "\n"


def coverage(built):
    """(rows with LLVM data for their plain form, rows without, reasons -> count)."""
    done = sum(1 for _, lines in built if _plain(lines) is not None)
    reasons = {}
    for row, lines in built:
        if _plain(lines) is None:
            why = "no corpus line" if not lines else "forms " + "/".join(l.form for l in lines)
            reasons[why] = reasons.get(why, 0) + 1
    return done, len(built) - done, reasons


def read_data(target):
    """The committed tests/data/implicit/<target>.tsv as dicts keyed by FIELDS (the register
    and opcode lists as tuples, the flags as bools)."""
    out = []
    for line in (DATA / f"{target}.tsv").read_text().splitlines():
        if line.startswith("#") or line.startswith("enc\t"):
            continue
        rec = dict(zip(FIELDS, line.split("\t")))
        rec["opcode"] = int(rec["opcode"])
        for key in ("llvm_opcodes", "uses", "defs"):
            rec[key] = () if rec[key] == "-" else tuple(rec[key].split(","))
        for key in ("may_load", "may_store", "side_effects"):
            rec[key] = rec[key] == "1"
        out.append(rec)
    return out


_MIR_HEAD = "---\nname: f\nfailedISel: true\nbody: |\n  bb.0:\n"
_MIR_FIRST_LINE = 6
_MIR_ERROR = re.compile(r"^error: [^:]*:(\d+):\d+: (.*)$", re.M)
_MISSING = re.compile(r"missing implicit register operand '(.*)'")


def _mir_instruction(opcode, uses, defs):
    ops = [f"implicit-def ${r.lower()}" for r in defs] + [f"implicit ${r.lower()}" for r in uses]
    return f"    {opcode} {', '.join(ops)}".rstrip()


def mir_missing(target, items):
    """What llc-19's MIR parser says of instructions [(LLVM opcode, uses, defs)] written with
    just these implicit operands (and no explicit ones: failedISel skips the verifier): None if
    it accepts them all, else (index of the first it rejects, the operand it names, e.g.
    'implicit $vcc'). It stops at its first error, so one process answers one question."""
    body = "\n".join(_mir_instruction(*item) for item in items)
    with tempfile.NamedTemporaryFile("w", suffix=".mir", delete=False) as f:
        f.write(_MIR_HEAD + body + "\n...\n")
    try:
        proc = subprocess.run([LLC, "-march=amdgcn", f"-mcpu={target}", "-run-pass=none",
                               "-o", os.devnull, f.name], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    error = _MIR_ERROR.search(proc.stderr)
    if error is None and proc.returncode == 0:
        return None
    missing = _MISSING.match(error.group(2)) if error else None
    if missing is None:
        raise RuntimeError(f"llc-19 failed: {proc.stderr.strip()[:500]}")
    return int(error.group(1)) - _MIR_FIRST_LINE, missing.group(1)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    differ = []
    for target in args.target or list(TARGETS):
        built = build(target)
        outputs = {DATA / f"{target}.tsv": render_tsv(target, built),
                   GEN / f"{target}_implicit.py": render_module(target, built)}
        for path, text in outputs.items():
            if args.check:
                if not path.exists() or path.read_text() != text:
                    differ.append(path.name)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
        done, left, reasons = coverage(built)
        print(f"{target}: {done} rows with LLVM data, {left} without {reasons or ''}")
    if differ:
        print("differs from LLVM: " + ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
