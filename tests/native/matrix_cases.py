"""MFMA programs run by the native tier and by the interpreter, compared bit for bit (used by
test_matrix.py, and by benchmarks/native_speed.py for the full sweep).

Registers hold finite elements of the inputs' type (random bits of every exponent, denormals,
+-0, the largest finite values, the semantics tests' edges) in every A, B and C, as the
native tier computes those itself; one state of each program also gets a NaN or an infinity,
for which the function must hand the instruction to the interpreter (translate.STOPPED) with
the registers untouched. EXEC varies per wave (an MFMA ignores it).
"""
import numpy as np

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.program import CodeImage
from gcnsim.isa.opcodes import op_table
from gcnsim.native.coverage import coverage
from gcnsim.native.jit import Jit
from gcnsim.native.matrix import covers
from gcnsim.native.frames import NO_CONTEXT, SIGNATURE, STOPPED
from gcnsim.native.lower import lowering
from gcnsim.native.translate import translate
from gcnsim.semantics.mfma import Shape

from .differential import EXECS, F32_EDGES, _copy, _differences, random_state

COLUMNS = 512               # VGPRs and AGPRs (st.v[:, 256:])
F16_EDGES = (0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x7BFF, 0xFBFF, 0x3C00, 0xBC00,
             0x3BFF, 0x1400)
BF16_EDGES = (0x0000, 0x8000, 0x0001, 0x007F, 0x0080, 0x7F7F, 0xFF7F, 0x3F80, 0xBF80)
# byte pairs of fp8/bf8 edges (no NaN byte, 0x80): zero, the least and largest denormals and
# normals of either format, the largest finite values, +-1 and -2 (as a high half, none makes
# a word an f32 infinity or NaN: C stays finite)
FP8_EDGES = (0x0000, 0x0001, 0x0100, 0x0708, 0x0304, 0x7F7F, 0xFF7F, 0x8101, 0x3840, 0xB8C0,
             0x8788, 0x3C44, 0xBCC8, 0x7BFB)
F32_FINITE = tuple(x for x in F32_EDGES if (x & 0x7F800000) != 0x7F800000)
# of those, the ones whose halves are finite f16 and bf16 too (C's edges beside 16-bit A, B)
F32_HALVES = tuple(x for x in F32_FINITE if all((h & m) != m for h in (x & 0xFFFF, x >> 16)
                                                 for m in (0x7C00, 0x7F80)))
# input types of a program (the matrix names' A types) -> (edges, of halves or of words)
EDGES = {("f16",): (F16_EDGES, True), ("bf16",): (BF16_EDGES, True),
         ("f32", "xf32"): (F32_FINITE, False), ("i8",): (F16_EDGES + F32_FINITE, False),
         ("fp8", "bf8"): (FP8_EDGES, True)}
SOURCES = 32                # v0..v31, a0..a31 hold A and B; results go to v32.., a32..


def programs(target, rng):
    """[(input type, lines)]: programs with every matrix mnemonic native covers on ``target``,
    one input type each (its registers get that type's edges): C in place, in other
    registers (some overlapping D's) or an inline constant, D in VGPRs or AGPRs, A and B
    from VGPRs (and AGPRs), CBSZ/ABID/BLGP drawn where a mnemonic has several blocks."""
    table = op_table(target)
    shapes = {name: Shape(table.named(name)[0]) for name in sorted(covered(target))}
    out = []
    for typ in EDGES:
        lines, free = [], [SOURCES, 256 + SOURCES]
        mine = [(name, shape) for name, shape in shapes.items() if shape.a_type in typ]
        if not mine:                    # (gfx90a has no 8-bit float MFMA)
            continue
        for k, (name, shape) in enumerate(mine):
            acc = k % 3 == 0
            regs = shape.regs_d
            if free[acc] + 2 * regs > (256 if not acc else COLUMNS):
                out.append((typ, lines))
                lines, free = [], [SOURCES, 256 + SOURCES]
            d = free[acc]
            free[acc] += 2 * regs
            lines.append(_line(rng, name, shape, k, _regs(acc, d, regs),
                               _regs(acc, d + (regs // 2 if k % 8 == 1 else regs), regs)))
        out.append((typ, lines))
    return out


def _line(rng, name, shape, k, d, other):
    c = [d, other, "0" if shape.out == "i32" else "1.0",
         "-4" if shape.out == "i32" else "-2.0"][k % 4]
    modifiers = ""
    if shape.blocks > 1:
        cbsz = int(rng.integers(0, shape.blocks.bit_length()))
        modifiers = (f" cbsz:{cbsz} abid:{int(rng.integers(0, 1 << cbsz))}"
                     f" blgp:{int(rng.integers(0, 8))}")
    a, b = (_source(rng, shape.regs_a, k % 5 == 4), _source(rng, shape.regs_b, False))
    return f"{name} {d}, {a}, {b}, {c}{modifiers}"


def _regs(acc, column, count):
    prefix, first = ("a", column - 256) if acc else ("v", column)
    return f"{prefix}{first}" if count == 1 else f"{prefix}[{first}:{first + count - 1}]"


def _source(rng, count, agpr):
    first = 2 * int(rng.integers(0, (SOURCES - count) // 2))
    return _regs(False, first, count).replace("v", "a") if agpr else _regs(False, first, count)


def finite_state(rng, typ, waves=6):
    """A random WaveState whose 16-bit halves and words are finite in every type (exponent
    fields never all ones; for 8-bit floats no byte 0x80, their NaN), ``typ``'s edge values
    (EDGES) among them."""
    st = random_state(rng, waves, 0x3F0)
    grown = type(st)(waves, COLUMNS)
    for name in ("s", "scc", "hwreg"):
        getattr(grown, name)[:] = getattr(st, name)
    grown.set_exec(np.array([EXECS[i % len(EXECS)] for i in range(waves)], np.uint64))
    halves = rng.integers(0, 1 << 16, (waves, COLUMNS, 64, 2), dtype=np.uint32)
    special = ((halves & 0x7C00) == 0x7C00) | ((halves & 0x7F80) == 0x7F80)
    halves[special] &= np.uint32(0xBFFF)        # bit 14 clear: no f16 or bf16 exponent all ones
    edges, of_halves = EDGES[typ]
    if of_halves:
        edge = rng.random(halves.shape) < 0.3
        halves[edge] = rng.choice(np.array(edges, np.uint32), int(edge.sum()))
    words = halves[..., 0] | (halves[..., 1] << np.uint32(16))
    edge = rng.random(words.shape) < (0.1 if of_halves else 0.3)
    words[edge] = rng.choice(np.array(edges if not of_halves else F32_HALVES, np.uint32),
                             int(edge.sum()))
    if typ == ("fp8", "bf8"):
        codes = words.view(np.uint8)
        codes[codes == 0x80] = 0
    grown.v[:] = words
    return grown


def compare(target, typ, lines, seed, special=False, shared=False):
    """Run ``lines`` (MFMAs) both ways; (differences, MFMAs compared). ``special``: a NaN or an
    infinity in one wave's A (or (operand, word): that word in a lane of the first line's
    'a', 'b' or 'c' register): the function must stop at the first line, registers untouched.
    ``shared``: waves 1 and 2 hold wave 0's registers, wave 3 too but for a bit of the last
    line's B (matrix.Last: a wave may take the last one's result only where every operand bit
    is the same)."""
    rng = np.random.default_rng(seed)
    code = CodeImage(target, assemble("\n".join(lines), target).text)
    entries = code.block(0, len(code.data)).entries
    lowered = [lowering(e.inst, code.target) for e in entries]
    missing = [e.text(code.target) for e, x in zip(entries, lowered) if x is None]
    assert not missing, f"not translated: {missing}"
    st = finite_state(rng, typ)
    if shared:
        st.v[1:4] = st.v[0]
        last = lowered[-1]                          # (the exponents' bit 14 stays clear)
        st.v[3, last.b:last.b + last.shape.regs_b] ^= np.uint32(1 << 4)
    if special:         # (i8 has no such values: its programs are not run so)
        operand, word = special if special is not True else (
            "a", 0x7F800000 if typ == ("f32", "xf32") else 0xFF807C01)
        st.v[3, getattr(lowered[0], operand), 17] = word
    idx = np.array([0, 1, 2, 3, 5])       # wave 4 is not in the batch: it must stay as it was
    want = _copy(st)
    env = Env(code.target, None)
    if not special:
        with np.errstate(all="ignore"):
            for entry in entries:
                entry.step(want, idx, env)
    name = f"mfma_{target}_{seed}_{special}_{len(lines)}"
    address = Jit.get().function(translate(lowered, 0x3F0, name), name)
    waves = idx.astype(np.int64)
    out = SIGNATURE(address)(st.v.ctypes.data, st.s.ctypes.data, st.scc.ctypes.data, COLUMNS,
                             waves.ctypes.data, waves.size, 0, NO_CONTEXT.ctypes.data)
    found = _differences(entries, code.target, want, st)
    if out != (STOPPED if special else 0):
        found.append(f"returned {out:#x}")
    return found, len(entries) * idx.size


def covered(target):
    """The matrix mnemonics native covers on ``target``."""
    return {n for n in coverage(target)[0] if covers(n)}
