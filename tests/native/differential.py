"""The native tier against the interpreter: programs of every covered opcode in several forms,
run both ways over random and edge registers, several EXEC patterns and MODE values, compared
bit for bit (used by test_ops.py, and by benchmarks/native_speed.py for the full sweep).

Each instruction writes a register no other instruction reads or writes (SALU results and the
SCC each one leaves, captured by s_cselect_b32, likewise), so a difference names its
instruction.
"""
import numpy as np

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.native.coverage import INNER, coverage
from gcnsim.native import matrix
from gcnsim.native.jit import Jit
from gcnsim.native.memory import covers
from gcnsim.native.ops import LANE_READS, LANE_WRITES, NO_OPS, SALU, SOPK, VALU
from gcnsim.native.scalar import SAVEEXEC
from gcnsim.native.frames import NO_CONTEXT, SIGNATURE
from gcnsim.native.lower import lowering
from gcnsim.native.translate import translate
from gcnsim.semantics.fpmode import MODE
from tests.native.lane_cases import lane_lines, packed_lines, result_lines

SOURCES = 32                # v0..v31 and s0..s31 are sources; results go above them
VGPRS = 256
SALU_FIRST, SALU_LAST = 40, 101
F32_EDGES = (0x0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000,
             0x7F800001, 0xFFC00001, 0xFFBFFFFF, 0x00000001, 0x807FFFFF, 0x00800000, 0x80800000,
             0x7F7FFFFF, 0xFF7FFFFF, 0x3F7FFFFF, 0x33800000, 0x4B800000)
F16_EDGES = (0x0, 0x8000, 0x3C00, 0x7C00, 0xFC00, 0x7C01, 0x7E00, 0x7FFF, 0x0001, 0x83FF,
             0x0400, 0x7BFF)
INT_EDGES = (1, 2, 31, 32, 33, 0x7FFFFFFF, 0xFFFFFFFF, 0xFFFFFF, 0x1000000, 0x80000001)
EXECS = (0xFFFFFFFFFFFFFFFF, 0, 0x5555555555555555, 0x8000000000000001, 1 << 37)
# MODE float fields: f32 denormals kept (clang), flushed, kept on input only, on output only;
# f16/f64 denormals flushed, kept on input only, on output only; IEEE clear; DX10_CLAMP clear
MODES = (0x3F0, 0x3C0, 0x3D0, 0x3E0, 0x330, 0x370, 0x3B0, 0x1F0, 0x2F0)
VOP3_ONLY = ("v_fma_f32", "v_mad_f32", "v_mul_lo_u32", "v_mul_hi_u32", "v_mbcnt_lo_u32_b32",
             "v_mbcnt_hi_u32_b32", "v_bcnt_u32_b32", "v_ldexp_f32")
VALU_CHUNK = 150            # VGPRs of results per VALU program (v32 up)
MASK_PAIRS = range(40, 100, 2)      # SGPR pairs VALU programs write lane masks to


def valu_lines(name, rng):
    """Forms of a VALU mnemonic (destination ``{d}``), sources drawn by ``rng``."""
    def v():
        return f"v{rng.integers(SOURCES)}"

    def s():
        return f"s{rng.integers(SOURCES)}"
    gen = VALU[name]
    halves = gen.consts == "f16" or name.endswith("16")
    lit = f"0x{int(rng.choice(F16_EDGES if halves else F32_EDGES + INT_EDGES)):x}"
    if name in ("v_fmamk_f32", "v_fmaak_f32", "v_madmk_f32", "v_madak_f32"):  # literal K
        order = (lambda k, y: f"{k}, {y}") if name.endswith("mk_f32") else (
            lambda k, y: f"{y}, {k}")
        return [f"{name} {{d}}, {v()}, {order(lit, v())}", f"{name} {{d}}, -2.0, "
                f"{order(lit, v())}", f"{name} {{d}}, {v()}, {order('0x80000001', v())}"]
    if gen.mask_out or gen.widths or gen.vout != 1 or (gen.arity == 3 and not gen.mask
                                                       and name not in VOP3_ONLY):
        return wide_lines(name, rng)
    if gen.mask:
        pair = 2 * rng.integers(SOURCES // 2)
        return [f"{name}_e32 {{d}}, {v()}, {v()}, vcc", f"{name}_e32 {{d}}, -1, {v()}, vcc",
                f"{name}_e64 {{d}}, {v()}, {v()}, s[{pair}:{pair + 1}]"]
    if gen.arity == 1:
        return [f"{name}_e32 {{d}}, {v()}", f"{name}_e32 {{d}}, {s()}",
                f"{name}_e32 {{d}}, {lit}", f"{name}_e32 {{d}}, -4"]
    if name in VOP3_ONLY:
        extra = [f", {v()}", f", {v()}", ", 0.5", f", -|{v()}|"] if gen.arity == 3 else [""] * 4
        if gen.typ != "f32":
            extra[2:] = ["", ""]
        return [f"{name} {{d}}, {v()}, {v()}{extra[0]}", f"{name} {{d}}, {s()}, {v()}{extra[1]}",
                f"{name} {{d}}, {v()}, -7{extra[2]}", f"{name} {{d}}, {v()}, {v()}{extra[3]}"]
    lines = [f"{name}_e32 {{d}}, {v()}, {v()}", f"{name}_e32 {{d}}, {s()}, {v()}",
             f"{name}_e32 {{d}}, {lit}, {v()}", f"{name}_e32 {{d}}, 64, {v()}",
             f"{name}_e64 {{d}}, {v()}, {s()}"]
    if gen.typ in ("f32", "f16"):
        lines += [f"{name}_e32 {{d}}, -2.0, {v()}", f"{name}_e64 {{d}}, -{v()}, |{s()}|",
                  f"{name}_e64 {{d}}, -|{v()}|, -{v()}"]
    return lines


def wide_lines(name, rng):
    """Forms of a VALU mnemonic with a lane mask result or 64-bit operands (vector.py):
    ``{d}`` its VGPR destination, ``{m}`` its SGPR pair's; a mask result is also captured by a
    v_cndmask_b32 into ``{c}`` (which reads it as the lane's bit, in the same lane loop)."""
    gen = VALU[name]
    widths = gen.widths or (1,) * gen.arity

    def v(width):
        k = rng.integers(SOURCES // width) * width      # pairs even (gfx90a needs it)
        return f"v{k}" if width == 1 else f"v[{k}:{k + 1}]"

    def s(width):
        k = 2 * rng.integers(SOURCES // 2)
        return f"s{k}" if width == 1 else f"s[{k}:{k + 1}]"

    def k(width):
        return str(rng.choice((-1, 0, 5, 64, -16) if width == 2 else (-7, 3, 64, 0)))
    dst = {0: "", 1: "{d}, ", 2: "{d}, "}[gen.vout]
    sdst = "{m}, " if gen.mask_out else ""
    carry_in = gen.mask
    count = gen.arity - carry_in
    e64 = [[v(w) for w in widths[:count]], [s(widths[0])] + [v(w) for w in widths[1:count]],
           [v(widths[0])] + [k(w) for w in widths[1:count]]]
    if carry_in or gen.vcc_in:  # one SGPR (the carry, VCC) on the constant bus
        e64[1] = [k(widths[0])] + [v(w) for w in widths[1:count]]
    if gen.typ in ("f32", "f64"):
        bars = "" if gen.mask_out and gen.vout else "|"     # VOP3b (v_div_scale): neg only
        e64 += [[f"-{v(w)}" if i == 0 else f"{bars}{v(w)}{bars}"
                 for i, w in enumerate(widths[:count])],
                [f"-{bars}{v(w)}{bars}" if i == 0 else "-2.0"
                 for i, w in enumerate(widths[:count])]]
    lines = []
    suffix = "" if gen.vout == 2 or count == 3 else "_e64"
    for srcs in e64:
        tail = ", s[{n}:{n1}]" if carry_in else ""
        lines.append(f"{name}{suffix} {dst}{sdst}{', '.join(srcs)}{tail}")
    if suffix and count == 2 and widths[1] == 1 or (suffix and widths == (2, 2)):
        vcc = "vcc, " if gen.mask_out else ""
        lines.append(f"{name}_e32 {dst}{vcc}{v(widths[0])}, {v(widths[1])}"
                     + (", vcc" if carry_in else ""))
        lines.append(f"{name}_e32 {dst}{vcc}{k(widths[0])}, {v(widths[1])}"
                     + (", vcc" if carry_in else ""))
    return lines


def valu_programs(target, rng):
    """VALU programs (lists of lines) covering every VALU mnemonic native covers on target,
    each writing its results to registers no other line reads."""
    covered, _ = coverage(target)
    programs, lines, free, pairs = [], [], SOURCES, iter(())
    for name in sorted((n for n in covered if n in VALU), key=lambda n: VALU[n].typ != "f32"):
        forms = packed_lines(name, rng) if VALU[name].packed else (
            valu_lines(name, rng) + lane_lines(name, target, rng, VOP3_ONLY)
            + result_lines(name, target, rng))
        for line in forms:
            if free + 4 > SOURCES + VALU_CHUNK:
                programs.append(lines)
                lines, free = [], SOURCES
            pair = next(pairs, None)
            if pair is None:
                pairs = iter(MASK_PAIRS)
                pair = next(pairs)
            carry = 2 * rng.integers(SOURCES // 2)
            free += free % 2
            dst = f"v[{free}:{free + 1}]" if VALU[name].vout == 2 else f"v{free}"
            mask = "vcc" if "_e32" in line else f"s[{pair}:{pair + 1}]"
            lines.append(line.format(d=dst, m=mask, n=carry, n1=carry + 1))
            free += 2
            if VALU[name].mask_out:
                lines.append(f"v_cndmask_b32_e64 v{free}, 0, -1, {mask}")
                free += 1
    programs.append(lines)
    programs[0].insert(len(programs[0]) // 2, "s_nop 0")
    return programs


def salu_lines(name, rng):
    """Forms of a SALU mnemonic: ``{d}`` its destination (absent for s_cmp)."""
    def s():
        return f"s{rng.integers(SOURCES)}"
    lit = f"0x{int(rng.choice(F32_EDGES + INT_EDGES)):x}"
    if name in LANE_READS:
        lanes = ["", ""] if LANE_READS.index(name) == 0 else [f", {s()}", ", 64"]
        return [f"{name} {{d}}, v{rng.integers(SOURCES)}{lane}" for lane in lanes + [lanes[0]]]
    if name in SOPK:
        ks = [f"0x{int(k):x}" for k in (0x8000, 0x7FFF, 0xFFFF, rng.integers(1 << 16))]
        return [f"{name} {'{d}' if name == 's_movk_i32' else s()}, {k}" for k in ks]
    if name.endswith(("_b64", "_i64", "_u64")):
        return salu64_lines(name, rng)
    if SALU[name][0] == 1:
        return [f"{name} {{d}}, {s()}", f"{name} {{d}}, {lit}", f"{name} {{d}}, -16"]
    dst = "" if name.startswith(("s_cmp_", "s_bitcmp")) else "{d}, "
    return [f"{name} {dst}{s()}, {s()}", f"{name} {dst}{s()}, {lit}", f"{name} {dst}-1, {s()}",
            f"{name} {dst}{s()}, 31"]


def modes(lines):
    """The MODE values a program runs under: all of MODES when it has float arithmetic."""
    names = {_mnemonic(line) for line in lines}
    floats = any(VALU[n].typ in ("f32", "f64", "f16") for n in names if n in VALU)
    return MODES if floats else MODES[:1]


def salu64_lines(name, rng):
    """Forms of a 64-bit SALU mnemonic (scalar.py): ``{d}`` the pair or SGPR it writes."""
    def pair():
        k = 2 * rng.integers(SOURCES // 2)
        return f"s[{k}:{k + 1}]"
    if name in SAVEEXEC:
        return [f"{name} {{d}}, {pair()}", f"{name} {{d}}, vcc", f"{name} {{d}}, -1"]
    if name.startswith("s_cmp_"):
        return [f"{name} {pair()}, {pair()}", f"{name} {pair()}, 0", f"{name} exec, 0"]
    if SALU[name][0] == 1:
        return [f"{name} {{d}}, {pair()}", f"{name} {{d}}, 0", f"{name} {{d}}, exec"]
    if name.endswith(("shl_b64", "shr_b64", "shr_i64")):
        return [f"{name} {{d}}, {pair()}, s{rng.integers(SOURCES)}", f"{name} {{d}}, -1, 63",
                f"{name} {{d}}, {pair()}, 33"]
    lines = [f"{name} {{d}}, {pair()}, {pair()}", f"{name} {{d}}, -1, {pair()}",
             f"{name} {{d}}, {pair()}, 0"]
    if name in ("s_and_b64", "s_or_b64", "s_andn2_b64", "s_xor_b64"):
        lines.append(f"{name} exec, exec, {pair()}")
    return lines


# v_writelane_b32 (EXEC ignored): an SGPR or a constant into the lane an SGPR (its low 6 bits)
# or a constant names; a VALU run on either side writes and reads the lane's VGPR
LANE_WRITE_LINES = ["v_xor_b32 v40, v1, v2", *(f"{LANE_WRITES[0]} {x}" for x in (
    "v40, s3, 5", "v41, 0.5, 63", "v42, -1, s6", "v43, s7, 0")), "v_xor_b32 v44, v40, v42"]


def programs(target, rng):
    """([valu programs], [salu programs]) lines covering every mnemonic native covers on target
    (memory instructions: memory_cases.py; MFMA: matrix_cases.py)."""
    covered = [n for n in coverage(target)[0]       # (INNER: tests/native/test_inner.py)
               if not covers(n) and not matrix.covers(n) and n not in INNER]
    valu = valu_programs(target, rng)
    salu, chunk, free = [], [], SALU_FIRST
    scalar = [n for n in covered if n in SALU or n in LANE_READS]
    for line in (x for n in scalar for x in salu_lines(n, rng)):
        if free + 3 > SALU_LAST:
            salu.append(chunk)
            chunk, free = [], SALU_FIRST
        wide = line.split()[0].endswith(("_b64", "_i64", "_u64")) and \
            not line.startswith(("s_ff1_i32", "s_bcnt"))
        chunk.append(line.format(d=f"s[{free}:{free + 1}]" if wide else f"s{free}"))
        chunk.append(f"s_cselect_b32 s{free + 2}, -1, 0")
        free += 4
    salu.append(chunk)
    valu.append(LANE_WRITE_LINES)
    used = {_mnemonic(line) for line in sum(valu + salu, [])}
    assert set(covered) - set(NO_OPS) <= used, set(covered) - set(NO_OPS) - used
    return valu, salu


def _mnemonic(line):
    name = line.split()[0]
    for suffix in ("_e32", "_e64", "_dpp", "_sdwa"):
        name = name.removesuffix(suffix)
    return name


def random_state(rng, waves, mode):
    st = WaveState(waves, VGPRS)
    pool = np.array(F32_EDGES + INT_EDGES + F16_EDGES, np.uint32)
    st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint32)
    edge = rng.random(st.v.shape) < 0.5
    st.v[edge] = rng.choice(pool, int(edge.sum()))
    st.s[:, :102] = rng.integers(0, 1 << 32, (waves, 102), dtype=np.uint32)
    st.s[:, :SOURCES:3] = rng.choice(pool, (waves, len(range(0, SOURCES, 3))))
    st.s[:, 106:108] = rng.integers(0, 1 << 32, (waves, 2), dtype=np.uint32)
    st.set_exec(np.array([EXECS[i % len(EXECS)] for i in range(waves)], np.uint64))
    st.scc[:] = rng.integers(0, 2, waves)
    st.hwreg[:, MODE] = mode
    return st


def compare(target, lines, mode, seed, prepare=None):
    """Run ``lines`` both ways from one random state (``prepare(st)`` may set registers of
    it); the list of differences (empty: equal) and the number of instructions run."""
    rng = np.random.default_rng(seed)
    code = CodeImage(target, assemble("\n".join(lines), target).text)
    entries = code.block(0, len(code.data)).entries
    lowered = [lowering(e.inst, code.target) for e in entries]
    missing = [e.text(code.target) for e, x in zip(entries, lowered) if x is None]
    assert not missing, f"not translated: {missing}"
    st = random_state(rng, 6, mode)
    if prepare is not None:
        prepare(st)
    idx = np.array([0, 1, 2, 3, 5])       # wave 4 is not in the batch: it must stay as it was
    want = _copy(st)
    env = Env(code.target, None)
    with np.errstate(all="ignore"):
        for entry in entries:
            entry.step(want, idx, env)
    name = f"test_{target}_{mode:x}_{seed}_{len(lines)}"
    address = Jit.get().function(translate(lowered, mode, name), name)
    waves = idx.astype(np.int64)
    SIGNATURE(address)(st.v.ctypes.data, st.s.ctypes.data, st.scc.ctypes.data, VGPRS,
                       waves.ctypes.data, waves.size, 0, NO_CONTEXT.ctypes.data)
    return _differences(entries, code.target, want, st), len(entries) * idx.size


def _copy(st):
    other = WaveState(st.n, st.v.shape[1])
    for name in ("s", "v", "scc", "hwreg"):
        getattr(other, name)[:] = getattr(st, name)
    return other


def _differences(entries, target, want, got):
    found = []
    for what in ("v", "s", "scc"):
        for where in zip(*np.nonzero(getattr(want, what) != getattr(got, what))):
            found.append(f"{what}{list(map(int, where))}: interpreter "
                         f"0x{int(getattr(want, what)[where]):x}, native "
                         f"0x{int(getattr(got, what)[where]):x}")
    if found:
        found.insert(0, "program: " + "; ".join(e.text(target) for e in entries[:3]) + " ...")
    return found
