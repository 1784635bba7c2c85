"""A rig for memory-instruction tables: device memory, LDS, a few waves, one line stepped.

    rig = Rig("gfx900", waves=2)
    a = rig.alloc(np.arange(64, dtype=np.uint32))
    rig.set_vpair(2, a + 4 * np.arange(64))
    rig.step("global_load_dword v1, v[2:3], off")
    rig.st.v[:, 1]  -> the dwords, in the lanes EXEC enabled
"""
import numpy as np

from gcnsim.asm import assemble, assemble_line
from gcnsim.emu.env import Env
from gcnsim.emu.executor import Executor
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics.registry import build

U32 = np.uint32
U64 = np.uint64
ALL = 0xFFFFFFFFFFFFFFFF


class Rig:
    """Waves with registers, device memory and per-workgroup LDS."""

    def __init__(self, target, waves=1, lds_bytes=0, groups=1, nv=512, seed=0):
        self.target = get_target(target)
        self.memory = DeviceMemory()
        lds = np.zeros((groups, lds_bytes), np.uint8) if lds_bytes else None
        self.env = Env(self.target, self.memory, lds)
        self.st = WaveState(waves, nv)
        self.rng = np.random.default_rng(seed)
        self.st.v[:] = self.rng.integers(0, 1 << 32, self.st.v.shape, dtype=np.uint64)
        self.st.set_exec(np.full(waves, ALL, U64))

    def alloc(self, data):
        data = np.ascontiguousarray(data)
        return self.memory.alloc(data.nbytes, data.tobytes())

    def dwords(self, address, count):
        return np.frombuffer(self.memory.read(address, 4 * count), U32)

    def set_vpair(self, reg, addrs):
        addrs = np.broadcast_to(np.asarray(addrs, U64), (self.st.n, 64))
        self.st.v[:, reg] = (addrs & U64(0xFFFFFFFF)).astype(U32)
        self.st.v[:, reg + 1] = (addrs >> U64(32)).astype(U32)

    def set_spair(self, enc, value):
        self.st.s[:, enc] = value & 0xFFFFFFFF
        self.st.s[:, enc + 1] = value >> 32

    def set_exec(self, masks):
        self.st.set_exec(np.asarray(masks, U64))

    def lanes(self):
        return self.st.lanes(slice(None))

    def step(self, line, w=slice(None)):
        step = build(assemble_line(line, self.target), self.target, 0)
        return step(self.st, w, self.env)

    def execute(self, text):
        """Run a program through CodeImage and Executor (from its first instruction)."""
        code = CodeImage(self.target, assemble(text, self.target).text, base=0x1000)
        return Executor(self.st, code, self.env).run(0x1000)


def random_exec(rng, waves):
    masks = rng.integers(0, 1 << 63, waves, dtype=np.uint64) | U64(1)
    return masks


def buffer_resource(base, num_records, stride=0, swizzle=False, add_tid=False, dfmt=4, nfmt=7,
                    index_stride=3, element_size=1):
    """The four dwords of a V# (Sea Islands / Vega layout)."""
    w1 = (base >> 32) & 0xFFFF | stride << 16 | int(swizzle) << 31
    w3 = (4 | 5 << 3 | 6 << 6 | 7 << 9 | nfmt << 12 | dfmt << 15 | element_size << 19
          | index_stride << 21 | int(add_tid) << 23)
    return [base & 0xFFFFFFFF, w1, num_records, w3]
