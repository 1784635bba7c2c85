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
from gcnsim.native.coverage import coverage
from gcnsim.native.jit import Jit
from gcnsim.native.memory import covers
from gcnsim.native.ops import NO_OPS, SALU, VALU
from gcnsim.native.tier import NO_CONTEXT, SIGNATURE
from gcnsim.native.translate import lowering, translate
from gcnsim.semantics.fpmode import MODE

SOURCES = 32                # v0..v31 and s0..s31 are sources; results go above them
VGPRS = 256
SALU_FIRST, SALU_LAST = 40, 101
F32_EDGES = (0x0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000,
             0x7F800001, 0xFFC00001, 0xFFBFFFFF, 0x00000001, 0x807FFFFF, 0x00800000, 0x80800000,
             0x7F7FFFFF, 0xFF7FFFFF, 0x3F7FFFFF, 0x33800000, 0x4B800000)
INT_EDGES = (1, 2, 31, 32, 33, 0x7FFFFFFF, 0xFFFFFFFF, 0xFFFFFF, 0x1000000, 0x80000001)
EXECS = (0xFFFFFFFFFFFFFFFF, 0, 0x5555555555555555, 0x8000000000000001, 1 << 37)
# MODE float fields: f32 denormals kept (clang), flushed, kept on input only, on output only
MODES = (0x3F0, 0x3C0, 0x3D0, 0x3E0)
VOP3_ONLY = ("v_fma_f32", "v_mul_lo_u32")


def valu_lines(name, rng):
    """Forms of a VALU mnemonic (destination ``{d}``), sources drawn by ``rng``."""
    def v():
        return f"v{rng.integers(SOURCES)}"

    def s():
        return f"s{rng.integers(SOURCES)}"
    gen = VALU[name]
    lit = f"0x{int(rng.choice(F32_EDGES + INT_EDGES)):x}"
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
    if gen.typ == "f32":
        lines += [f"{name}_e32 {{d}}, -2.0, {v()}", f"{name}_e64 {{d}}, -{v()}, |{s()}|",
                  f"{name}_e64 {{d}}, -|{v()}|, -{v()}"]
    return lines


def salu_lines(name, rng):
    """Forms of a SALU mnemonic: ``{d}`` its destination (absent for s_cmp)."""
    def s():
        return f"s{rng.integers(SOURCES)}"
    lit = f"0x{int(rng.choice(F32_EDGES + INT_EDGES)):x}"
    if SALU[name][0] == 1:
        return [f"{name} {{d}}, {s()}", f"{name} {{d}}, {lit}", f"{name} {{d}}, -16"]
    dst = "" if name.startswith("s_cmp_") else "{d}, "
    return [f"{name} {dst}{s()}, {s()}", f"{name} {dst}{s()}, {lit}", f"{name} {dst}-1, {s()}",
            f"{name} {dst}{s()}, 31"]


def programs(target, rng):
    """(valu program, [salu programs]) lines covering every mnemonic native covers on target."""
    covered = [n for n in coverage(target)[0] if not covers(n)]     # memory: memory_cases.py
    valu = []
    for k, line in enumerate(x for n in covered if n in VALU for x in valu_lines(n, rng)):
        valu.append(line.format(d=f"v{SOURCES + k}"))
    valu.insert(len(valu) // 2, "s_nop 0")
    salu, chunk, free = [], [], SALU_FIRST
    for line in (x for n in covered if n in SALU for x in salu_lines(n, rng)):
        if free + 2 > SALU_LAST:
            salu.append(chunk)
            chunk, free = [], SALU_FIRST
        chunk.append(line.format(d=f"s{free}"))
        chunk.append(f"s_cselect_b32 s{free + 1}, -1, 0")
        free += 2
    salu.append(chunk)
    used = {line.split()[0].removesuffix("_e32").removesuffix("_e64")
            for line in valu + sum(salu, [])}
    assert set(covered) - set(NO_OPS) <= used, set(covered) - set(NO_OPS) - used
    return valu, salu


def random_state(rng, waves, mode):
    st = WaveState(waves, VGPRS)
    pool = np.array(F32_EDGES + INT_EDGES, np.uint32)
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


def compare(target, lines, mode, seed):
    """Run ``lines`` both ways from one random state; the list of differences (empty: equal)
    and the number of instructions run."""
    rng = np.random.default_rng(seed)
    code = CodeImage(target, assemble("\n".join(lines), target).text)
    entries = code.block(0, len(code.data)).entries
    lowered = [lowering(e.inst, code.target) for e in entries]
    missing = [e.text(code.target) for e, x in zip(entries, lowered) if x is None]
    assert not missing, f"not translated: {missing}"
    st = random_state(rng, 6, mode)
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
