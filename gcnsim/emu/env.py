"""What steps may reach besides registers: memory, LDS, host events, debug bits, trap base.

The executor passes one Env to every step of a dispatch chunk. Semantics (L3) use it by its
attributes only; it is built by the dispatcher (emu/dispatch.py).
"""
from dataclasses import dataclass, field

import numpy as np


@dataclass
class HostEvent:
    """Something a wave told the host: s_sendmsg, s_trap without a handler, ..."""
    kind: str          # "sendmsg", "trap", ...
    wave: int
    pc: int
    value: int


@dataclass
class Env:
    target: object
    memory: object                      # emu.memory.DeviceMemory
    lds: np.ndarray = None              # uint8 (workgroups, LDS bytes), row = st.workgroup
    events: list = field(default_factory=list)
    cdbg_sys: bool = False              # COND_DBG_SYS / COND_DBG_USER status bits
    cdbg_user: bool = False
    tba: int = 0                        # trap handler base address (0: no handler)
    tma: int = 0
    checker: object = None              # emu waitcnt checker, or None
    clock: int = 0                      # s_memtime's counter (advanced per read; the timing
                                        # model may set it to the cycle)
    # Scratch (private memory): this batch's backing allocation (on gfx7 also the hidden private
    # base FLAT_SCRATCH is relative to) and the bytes each wave owns in it; wave i of the batch
    # owns [scratch_base + i * scratch_wave_bytes, ... + scratch_wave_bytes). Inside a wave's
    # region the layout is the hardware's swizzle (AMDGPUUsage "Private Segment"): private byte
    # p of lane l is at (p // 4) * 256 + l * 4 + p % 4, as the private segment buffer V#
    # (swizzled, add_tid, index stride 64, element size 4) and scratch_* both give.
    scratch_base: int = 0
    scratch_wave_bytes: int = 0

    def post(self, kind, waves, pc, value):
        """Deliver one HostEvent per wave (``waves``: batch indices) from a step."""
        self.events.extend(HostEvent(kind, int(wave), pc, value) for wave in waves)
