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

    def post(self, kind, waves, pc, value):
        """Deliver one HostEvent per wave (``waves``: batch indices) from a step."""
        self.events.extend(HostEvent(kind, int(wave), pc, value) for wave in waves)
