"""Random instruction words that llvm-mc-19 decodes: the decoder's parity corpus.

Words are drawn per encoding format (the strata: every supported format of gcnsim's tables,
VOP3B under VOP3, MAI apart from VOP3P): an opcode of the format (now and then any value of
the op field), every other field random with a bias to what matters to a decoder (SGPR
numbers odd and even, special registers, inline constants, the literal marker, modifier bits
on operands that take none), junk in bits no field covers, and a spare dword after the
format's dwords that is the literal if the instruction takes one. llvm-mc-19 decodes each
batch in one process; a word it decodes is kept with its text, and that text is assembled
again by llvm-mc for its canonical bytes.

Each line of tests/data/random_words/<target>.txt.gz (gzip text) is

    format<TAB>bytes-hex<TAB>LLVM's text<TAB>canonical bytes ('=' the same, '-' LLVM rejects
    its own text)

    python -m tools.gen_random_words [--target T] [--count 20000] [--seed 1] [--check]
"""
import argparse
import gzip
import random
import sys
from pathlib import Path

from gcnsim.asm import decode
from gcnsim.isa.formats import format_named, formats_for, identify
from gcnsim.isa.opcodes import op_table
from tools.llvm import assemble_lines, disassemble_first

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "random_words"
TARGETS = ("gfx900", "gfx90a", "gfx942")
# Interpolation (VOP3 encodings of VINTRP) is graphics-only: gcnsim declares it unsupported.
GRAPHICS = ("v_interp_",)
# llvm-mc-19 crashes printing a negative integer or float constant (or a literal) in a source
# that takes AGPRs (MFMA's A and B, v_accvgpr_mov's): such words are not drawn. Those strata
# still go to llvm-mc in small runs (a crash, should one come, bisects its run).
LLVM_CRASH_CONSTANTS = frozenset(range(193, 209)) | frozenset(range(240, 249))
CRASHY = ("MAI", "VOP3P", "VOP1")
CRASHY_RUN = 512
MAX_TRIES = 25                 # words sampled per word wanted before a stratum gives up
SENTINEL_WORD = 0xBF800007     # tools.llvm's sentinel (s_nop 7): never inside a blob
_SRC9 = ("src0", "src1", "src2")
_SSRC = ("ssrc0", "ssrc1")
_SGPR7 = ("sdst", "sdata", "soffset", "saddr")
# Literal dwords that print as something other than hex when LLVM reads them (inline
# integers and floats of each width, 1/(2*pi)), with and without junk in the high half.
_LITERALS = (0, 1, 7, 64, 65, 0xFFFFFFFF, 0xFFFFFFF0, 0xFFFFFFEF, 0x3F800000, 0xBF800000,
             0x3F000000, 0x40800000, 0x3E22F983, 0x3C00, 0xBC00, 0x3800, 0x4400, 0x3118,
             0x3FF00000, 0xBFF00000, 0x3FE00000, 0x40100000, 0x3FC45F30, 0x3C003C00)


def strata(target):
    """Stratum name -> (format, the rows whose words it samples) of a target."""
    table = op_table(target)
    out = {}
    for fmt in formats_for(target):
        if not fmt.supported or fmt.name == "VOP3B":
            continue
        rows = [r for r in table.rows if r.enc == fmt.enc and _stratum_of(r, fmt)]
        if rows:
            out[fmt.name] = (fmt, rows)
    return dict(sorted(out.items()))


def _stratum_of(row, fmt):
    if fmt.enc == "VOP3P":
        return (row.fmt == "MAI") == (fmt.name == "MAI")
    if fmt.name.endswith("_SDWA"):
        return "sdwa" in row.flags
    if fmt.name.endswith("_DPP"):
        return "dpp" in row.flags or "dpp64" in row.flags
    return True


def _register(rng, bits):
    """A register-field value: SGPRs (odd as often as even), the special registers around
    them, or anything the field holds."""
    pick = rng.random()
    if pick < 0.5:
        return rng.randrange(min(106, 1 << bits))
    if pick < 0.75 and bits >= 7:
        return rng.randrange(100, 128)
    return rng.randrange(1 << bits)


def _source(rng, bits):
    """A 9-bit (VALU) or 8-bit (SALU) source: registers, constants, specials, the literal."""
    pick = rng.random()
    if pick < 0.3 and bits == 9:
        return 256 + rng.randrange(256)
    if pick < 0.55:
        return _register(rng, 7)
    if pick < 0.75:
        return rng.randrange(128, 249)
    if pick < 0.85:
        return 255
    return rng.randrange(1 << bits)


def _field(rng, fmt, name, width):
    if name.endswith("_sel") and fmt.name.endswith("_SDWA"):
        return rng.randrange(7)      # llvm-mc-19 crashes printing the undefined select 7
    if name in _SRC9 and width == 9 or name == "src0" and fmt.name.endswith(("_SDWA", "_DPP")):
        return _source(rng, width)
    if name in _SSRC:
        return _source(rng, width)
    if name == "saddr" and rng.random() < 0.5:
        return rng.choice((0, 0x7F))      # FLAT's must be 0, off is 0x7f
    if name in _SGPR7 or name in ("srsrc", "sbase"):
        return _register(rng, width) >> (2 if name == "srsrc" else 0)
    if rng.random() < 0.5:
        return 0
    return rng.randrange(1 << width)


def sample_word(rng, fmt, rows, layouts, avoid):
    """The dwords (as bytes) of one random word of a format, plus a spare dword (``avoid``:
    (enc, opcode) -> the fields where a LLVM_CRASH_CONSTANTS value crashes llvm-mc)."""
    fields = {}
    layout = fmt
    row = None
    if rows and rng.random() < 0.9:
        row = rng.choice(rows)
        fields["op"] = row.opcode
        layout = layouts.get(row.fmt, fmt)
    for name, _, width in layout.fields:
        if name != "op":
            fields[name] = _field(rng, layout, name, width)
    if row is not None and rng.random() < 0.8:
        for name in _unused_fields(row, layout):
            fields[name] = 0
    if "op" not in fields:
        op_width = next(w for n, _, w in fmt.fields if n == "op")
        fields["op"] = rng.randrange(1 << op_width)
    value = _avoid_crashes(rng, layout.pack(fields), avoid)
    if rng.random() < 0.3:
        value |= rng.getrandbits(32 * fmt.words) & fmt.free_bits
    spare = rng.choice(_LITERALS) if rng.random() < 0.4 else rng.getrandbits(32)
    if rng.random() < 0.2:
        spare |= rng.getrandbits(16) << 16
    data = value.to_bytes(fmt.size, "little") + spare.to_bytes(4, "little")
    dwords = [int.from_bytes(data[k:k + 4], "little") for k in range(0, len(data), 4)]
    return None if SENTINEL_WORD in dwords else data


# Fields that hold operands: LLVM rejects most words with junk in those a row has no operand
# for, so most draws leave them clear (the rest keep the junk).
_OPERAND_FIELDS = frozenset({"src0", "src1", "src2", "vsrc1", "vdst", "sdst", "data0", "data1",
                             "addr", "vaddr", "vdata", "data", "sdata", "ssrc0", "ssrc1"})
_SRC1_FIELDS = ("s1", "src1_sel", "src1_sext", "src1_neg", "src1_abs")


def _unused_fields(row, layout):
    """The operand fields of ``layout`` that ``row`` gives no operand."""
    used = {spec.field for spec in row.operands}
    out = [name for name, _, _ in layout.fields if name in _OPERAND_FIELDS and name not in used]
    if "vsrc1" not in used and layout.name.endswith(("_SDWA", "_DPP")):
        out += [name for name, _, _ in layout.fields if name in _SRC1_FIELDS]
    return out


def crash_fields(target):
    """(target, (enc, opcode) -> the (lo, width) of the source fields where llvm-mc-19 crashes
    on LLVM_CRASH_CONSTANTS or a literal: MFMA's A and B, v_accvgpr_mov_b32's source)."""
    out = {}
    for row in op_table(target).rows:
        if row.fmt == "MAI" or row.name == "v_accvgpr_mov_b32":
            names = ("src0", "src1") if row.fmt == "MAI" else ("src0",)
            fmt = format_named(target, row.fmt or row.enc)
            out[row.enc, row.opcode] = tuple((lo, w) for n, lo, w in fmt.fields if n in names)
    return target, out


def _avoid_crashes(rng, value, avoid):
    """``value`` with a positive inline integer where its format and opcode (as the decoder
    sees them, whatever stratum drew it) would crash llvm-mc."""
    target, fields = avoid
    fmt = identify(target, value & 0xFFFFFFFF)
    if fmt is None:
        return value
    op = fmt.unpack(value & ((1 << (32 * fmt.words)) - 1))["op"]
    for lo, width in fields.get((fmt.enc, op), ()):
        if (value >> lo) & ((1 << width) - 1) in LLVM_CRASH_CONSTANTS | {255}:
            value = value & ~(((1 << width) - 1) << lo) | rng.randrange(128, 193) << lo
    return value


def _layouts(target):
    return {f.name: f for f in formats_for(target)}


def draw(target, count, rng, rounds=40):
    """(records, figures) of about ``count`` words LLVM decodes, spread evenly over the
    strata: records are (stratum, bytes, LLVM's text); figures per stratum are
    [sampled, decoded, accepted by gcnsim although LLVM rejects, graphics-only]."""
    groups = strata(target)
    layouts = _layouts(target)
    avoid = crash_fields(target)
    quota = -(-count // len(groups))
    records = []
    figures = {name: [0, 0, 0, 0] for name in groups}
    for _ in range(rounds):
        batch = []
        for name, (fmt, rows) in groups.items():
            need = quota - figures[name][1]
            if need <= 0 or figures[name][0] >= MAX_TRIES * quota:
                continue
            rate = (figures[name][1] + 1) / (figures[name][0] + 2)
            for _ in range(min(int(need / rate * 1.2) + 8, 20 * quota)):
                data = sample_word(rng, fmt, rows, layouts, avoid)
                if data is not None:
                    batch.append((name, data, fmt.size))
        if not batch:
            break
        for (name, data, size), answer in zip(batch, _decode_batch(target, batch)):
            _count(target, figures[name], records, name, data, size, answer, quota)
    return records, figures


def _decode_batch(target, batch):
    """disassemble_first of a batch's words in batch order: one llvm-mc run for most, small
    runs for the strata whose words crash llvm-mc now and then (a crash costs a bisection of
    its run)."""
    answers = {}
    plain = [k for k, (name, _, _) in enumerate(batch) if name not in CRASHY]
    risky = [k for k, (name, _, _) in enumerate(batch) if name in CRASHY]
    runs = [plain] + [risky[i:i + CRASHY_RUN] for i in range(0, len(risky), CRASHY_RUN)]
    for run in runs:
        for k, answer in zip(run, disassemble_first(target, [batch[k][1] for k in run])):
            answers[k] = answer
    return [answers[k] for k in range(len(batch))]


def _count(target, figure, records, name, data, size, answer, quota):
    if figure[1] >= quota:
        return
    figure[0] += 1
    if answer is None:
        figure[2] += _gcnsim_accepts(target, data[:size])
        return
    text, whole, length = answer
    if text.startswith(GRAPHICS):
        figure[3] += 1
        return
    figure[1] += 1
    # not the whole blob: the format's dwords, or fewer where LLVM reads fewer (v_nop's SDWA
    # or DPP marker is an ignored src0 of its 32-bit form)
    records.append((name, data if whole else data[:min(size, length)], text))


def _gcnsim_accepts(target, data):
    try:
        decode(data + bytes(4), target)
    except Exception:  # noqa: BLE001 - a crash is no acceptance (the parity test reports it)
        return 0
    return 1


def canonical(target, records):
    """Per record: '=' if llvm-mc assembles its text to its bytes, '-' if it rejects the
    text, else the bytes it assembles the text to, in hex."""
    answers = assemble_lines(target, [text for _, _, text in records])
    out = []
    for (_, data, _), answer in zip(records, answers):
        if answer is None:
            out.append("-")
        else:
            out.append("=" if answer[1] == data else answer[1].hex())
    return out


def build(target, count, seed):
    """The lines of a target's file: header, figures, records."""
    rng = random.Random(f"{seed}/{target}")
    records, figures = draw(target, count, rng)
    canon = canonical(target, records)
    lines = [f"# GENERATED by tools/gen_random_words.py --target {target} --count {count} "
             f"--seed {seed} from llvm-mc-19; do not edit by hand.",
             "# format: sampled, decoded by LLVM, decoded by gcnsim but not by LLVM, "
             "graphics-only (left out)"]
    for name, counts in figures.items():
        lines.append(f"# {name}: " + " ".join(map(str, counts)))
    for (name, data, text), canonical_bytes in zip(records, canon):
        lines.append(f"{name}\t{data.hex()}\t{text}\t{canonical_bytes}")
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--count", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if a committed file differs from what this run makes")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    status = 0
    for target in args.target or TARGETS:
        lines = build(target, args.count, args.seed)
        path = OUT / f"{target}.txt.gz"
        data = gzip.compress(("\n".join(lines) + "\n").encode(), compresslevel=9, mtime=0)
        words = sum(not line.startswith("#") for line in lines)
        if args.check:
            same = path.exists() and path.read_bytes() == data
            status |= not same
            print(f"{path.name}: {'same' if same else 'DIFFERS'} ({words} words)")
            continue
        path.write_bytes(data)
        print(f"{path.name}: {words} words")
    return status


if __name__ == "__main__":
    sys.exit(main())
