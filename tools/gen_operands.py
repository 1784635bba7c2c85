"""Generate LLVM's explicit operands of sample instructions of every opcode row
(tests/data/operands/<target>.tsv): the oracle for the operand record (gcnsim/isa/record.py).

``llvm-mc-19 -show-inst`` prints each instruction's MCInst: its MC opcode and its explicit
operands in LLVM's order, registers by number (``<MCOperand Reg:488>``). A small C++ program,
compiled here against llvm-19's static libraries, names every register number
(``488 VGPR1``, ``5759 VGPR2_VGPR3``) and tells how many of an opcode's first operands are
defs (MCInstrDesc::getNumDefs); the generator writes registers as gcnsim prints them.

The samples are golden-corpus lines (tests/data/corpus/<target>_*.txt, assembled text first):
for each row, the first line of every distinct record shape (its form and per operand the
role, width, access and class, scalar registers taken as one and constants as one), so the
data stays small and still covers each way a row's fields resolve. All lines of a target go
through one llvm-mc process.

    v_add_f32_e64 v1, -v2, |s3| clamp  -> V_ADD_F32_e64_vi  1  v1 #1 v2 #2 s3 #1 #0

    python -m tools.gen_operands [--target T] [--check]
"""
import argparse
import re
import sys
from functools import lru_cache
from pathlib import Path

from gcnsim.asm.disassembler import decode
from gcnsim.errors import GcnsimError
from gcnsim.isa.implicit import instruction_form
from gcnsim.isa.record import AGPR, INLINE_VALUE, SGPR, SPECIAL, TTMP, VGPR
from gcnsim.isa.targets import TARGETS
from tools.gen_implicit import CORPUS, have_tools, run_dumper, show_inst

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "operands"
FIELDS = ("hex", "text", "mc_opcode", "defs", "operands")

_DUMPER = r"""
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>
extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTargetMC();
using namespace llvm;

int main() {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget("amdgcn-amd-amdhsa", Err);
  if (!T) {
    errs() << Err << "\n";
    return 1;
  }
  std::unique_ptr<MCRegisterInfo> RI(T->createMCRegInfo("amdgcn-amd-amdhsa"));
  std::unique_ptr<MCInstrInfo> II(T->createMCInstrInfo());
  for (unsigned R = 1; R < RI->getNumRegs(); ++R)
    outs() << "R\t" << R << "\t" << RI->getName(R) << "\n";
  for (unsigned Op = 0; Op < II->getNumOpcodes(); ++Op)
    outs() << "I\t" << II->getName(Op) << "\t" << II->get(Op).getNumDefs() << "\n";
  return 0;
}
"""

# LLVM's special registers -> gcnsim's text (isa/operands.py special_names).
_SPECIAL = {"FLAT_SCR": "flat_scratch", "SGPR_NULL": "null", "LDS_DIRECT": "src_lds_direct",
            "SCC": "scc", "MODE": "mode"}
_FILES = {"VGPR": "v", "AGPR": "a", "SGPR": "s", "TTMP": "ttmp"}
_TUPLE = re.compile(r"^(VGPR|AGPR|SGPR|TTMP)(\d+)$")
_SUBTARGET = re.compile(r"_(vi|ci|gfx9plus|gfx10plus|gfxpre11)(?=_|$)")


@lru_cache(maxsize=None)
def llvm_names():
    """(LLVM register number -> gcnsim's text (``v[2:3]``, ``vcc_lo``, ``ttmp[0:1]``), MC
    opcode name -> its number of explicit defs: the first operands of its MCInst)."""
    registers, defs = {}, {}
    for line in run_dumper(_DUMPER).splitlines():
        kind, key, value = line.split("\t")
        if kind == "R":
            registers[int(key)] = gcnsim_name(value)
        else:
            defs[key] = int(value)
    return registers, defs


def gcnsim_name(llvm_name):
    """``VGPR2_VGPR3`` -> ``v[2:3]``, ``TTMP0_gfx9plus`` -> ``ttmp0``, ``VCC_LO`` -> ``vcc_lo``,
    ``FLAT_SCR_HI_vi`` -> ``flat_scratch_hi``."""
    name = _SUBTARGET.sub("", llvm_name)
    parts = name.split("_")
    matches = [_TUPLE.match(p) for p in parts]
    if all(matches):
        file = _FILES[matches[0].group(1)]
        first = int(matches[0].group(2))
        if len(parts) == 1:
            return f"{file}{first}"
        return f"{file}[{first}:{first + len(parts) - 1}]"
    for llvm, ours in _SPECIAL.items():
        if name == llvm or name.startswith(llvm + "_"):
            return ours + name[len(llvm):].lower()
    return name.lower()


def samples(target):
    """(hex, text) of the corpus lines that sample every row's record shapes, in file order."""
    seen = set()
    out = []
    for path in sorted(CORPUS.glob(f"{target}_*.txt")):
        for line in path.read_text().splitlines():
            text, hexed, _ = line.split("\t")
            try:
                inst = decode(bytes.fromhex(hexed), target)
            except GcnsimError:
                continue
            key = (inst.op.enc, inst.op.opcode, inst.fmt.name, shape(inst, target))
            if key not in seen:
                seen.add(key)
                out.append((inst.encode().hex(), text))
    return out


def shape(inst, target):
    """What distinguishes one record from another of the same row: its form and, per operand,
    role, class, width and access."""
    record = inst.record(target)
    return instruction_form(inst), tuple((o.role, _GROUPS.get(o.cls, "value"), o.width, o.read,
                                          o.written) for o in record.operands)


# Classes a sample need not repeat for: any scalar register stands for the others, any
# constant, literal or immediate for the rest.
_GROUPS = {SGPR: "scalar", TTMP: "scalar", SPECIAL: "scalar", VGPR: VGPR, AGPR: AGPR,
           INLINE_VALUE: INLINE_VALUE}


_MCINST = re.compile(r"<MCInst #\d+ ([^\s>]+)((?:\s*;?\s*<MCOperand [^>]*>)*)>", re.S)
_OPERAND = re.compile(r"<MCOperand (Reg|Imm|Expr|DFPImm):?([^>]*)>")


def operands(target, texts):
    """(MC opcode, its explicit defs, [operand text]) of each line as llvm-mc-19 builds it
    (None if rejected); registers in gcnsim's text, immediates as ``#value``."""
    text, failed = show_inst(target, texts)
    names, defs = llvm_names()
    found = iter(_MCINST.findall(text))
    out = []
    for n in range(1, len(texts) + 1):
        if n in failed:
            out.append(None)
            continue
        opcode, body = next(found)
        ops = []
        for kind, value in _OPERAND.findall(body):
            ops.append(names[int(value)] if kind == "Reg" else "#" + value.strip())
        out.append((opcode, defs[opcode], ops))
    return out


def render(target):
    """The text of tests/data/operands/<target>.tsv."""
    lines = samples(target)
    shown = operands(target, [text for _, text in lines])
    out = [f"# Explicit operands LLVM 19 gives sample instructions of {target}.",
           "# GENERATED by tools/gen_operands.py from llvm-mc-19 -show-inst (registers named",
           f"# by llvm-19's MCRegisterInfo) on tests/data/corpus/{target}_*.txt; do not edit.",
           "# defs: how many of the MCInst's first operands the instruction writes (MCInstrDesc);",
           "# operands: in MCInst order; registers as gcnsim prints them, immediates as #value.",
           "\t".join(FIELDS)]
    for (hexed, text), got in zip(lines, shown):
        if got is None:
            continue
        opcode, defs, ops = got
        out.append("\t".join((hexed, text, opcode, str(defs), " ".join(ops) or "-")))
    return "\n".join(out) + "\n"


def read_data(target):
    """The committed tests/data/operands/<target>.tsv as dicts keyed by FIELDS (operands as a
    tuple)."""
    out = []
    for line in (DATA / f"{target}.tsv").read_text().splitlines():
        if line.startswith("#") or line.startswith("hex\t"):
            continue
        rec = dict(zip(FIELDS, line.split("\t")))
        rec["operands"] = () if rec["operands"] == "-" else tuple(rec["operands"].split(" "))
        rec["defs"] = int(rec["defs"])
        out.append(rec)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    if not have_tools():
        print("needs clang++-19, llvm-19-dev and llvm-mc-19")
        return 2
    differ = []
    for target in args.target or list(TARGETS):
        path = DATA / f"{target}.tsv"
        text = render(target)
        if args.check:
            if not path.exists() or path.read_text() != text:
                differ.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print(f"{target}: {text.count(chr(10)) - 6} lines -> {path.relative_to(ROOT)}")
    if differ:
        print("differs from the generator's output: " + ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
