"""The registers of a batch of waves, one numpy array per register file with a wave axis.

Scalar registers are indexed by their operand encoding (0..127: SGPRs, flat_scratch, vcc, ttmp,
m0, exec), so a semantic reads ``s[w, enc]`` whatever the register; EXEC is ``s[w, 126:128]``.
Vector registers are (waves, registers, 64 lanes): one register of one wave is a contiguous row
of 64 lanes. AGPRs follow the VGPRs at index 256 where the target has them.

    >>> st = WaveState(2, 8)
    >>> st.set_exec(np.array([0xF, 0xFFFFFFFFFFFFFFFF], np.uint64))
    >>> st.lanes(slice(None)).sum(axis=1).tolist()
    [4, 64]
"""
import numpy as np

from ..bits import mask_to_lanes
from ..isa.operands import EXEC as EXEC_LO
from .memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE

SGPR_FILE = 128


class WaveState:
    """Registers and per-wave control state of ``n`` waves with ``nv`` vector registers each."""

    def __init__(self, n, nv):
        self.n = n
        self.s = np.zeros((n, SGPR_FILE), np.uint32)
        # the same registers as aligned 64-bit pairs (little-endian: s64[:, k] = s[:, 2k+1:2k])
        self.s64 = self.s.view(np.uint64)
        self.v = np.zeros((n, nv, 64), np.uint32)
        self.scc = np.zeros(n, np.uint32)
        self.hwreg = np.zeros((n, 32), np.uint32)     # MODE, STATUS, TRAPSTS, ... by hwreg id
        self.csp = np.zeros(n, np.uint32)             # fork/join control stack pointer
        self.vskip = np.zeros(n, bool)                # s_setvskip: vector instructions skipped
        self.vskip_any = False                        # any vskip set: the executor checks it
        self.prio = np.zeros(n, np.uint32)
        self.workgroup = np.zeros(n, np.int64)        # index of the wave's workgroup
        self.wave_in_group = np.zeros(n, np.int64)
        self.apertures = (SHARED_APERTURE, PRIVATE_APERTURE)   # the dispatcher sets memory's

    def pair(self, w, enc):
        """A 64-bit scalar register pair as uint64 (n,) (a copy, never a view)."""
        if not enc & 1:
            return self.s64[w, enc >> 1].copy()
        lo = self.s[w, enc].astype(np.uint64)
        return lo | (self.s[w, enc + 1].astype(np.uint64) << np.uint64(32))

    def set_pair(self, w, enc, value):
        if not enc & 1:
            self.s64[w, enc >> 1] = value
            return
        value = np.asarray(value, np.uint64)
        self.s[w, enc] = (value & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        self.s[w, enc + 1] = (value >> np.uint64(32)).astype(np.uint32)

    def exec_mask(self, w):
        """EXEC as uint64 (n,)."""
        return self.pair(w, EXEC_LO)

    def set_exec(self, value, w=slice(None)):
        self.set_pair(w, EXEC_LO, value)

    def aperture(self, enc, width=1):
        """An aperture operand of every wave (235..238: src_shared_base, src_shared_limit,
        src_private_base, src_private_limit; 239 reads 0): uint64 (n,) read as 64 bits, else the
        low dword, which is 0 for the bases (LLVM reads src_shared_base as 64 bits)."""
        shared, private = self.apertures
        value = {235: shared, 236: shared + APERTURE_SIZE - 1, 237: private,
                 238: private + APERTURE_SIZE - 1}.get(enc, 0)
        if width == 2:
            return np.full(self.n, value, np.uint64)
        return np.full(self.n, value & 0xFFFFFFFF, np.uint32)

    def lanes(self, w):
        """Active lanes: bool (n, 64) from EXEC."""
        return mask_to_lanes(self.exec_mask(w))
