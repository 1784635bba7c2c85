"""What steps may reach besides registers: memory, LDS, host events, debug bits, trap base.

The executor passes one Env to every step of a dispatch chunk. Semantics (L3) use it by its
attributes only; it is built by the dispatcher (emu/dispatch.py).
"""
import functools
from dataclasses import dataclass, field

import numpy as np


@dataclass
class HostEvent:
    """Something a wave told the host: s_sendmsg, s_trap without a handler, ..."""
    kind: str          # "sendmsg", "trap", ...
    wave: int
    pc: int
    value: int


GDS_BYTES = 65536           # global data share per device (Vega and CDNA ISA: 64 KiB)
GWS_RESOURCES = 64          # global wave sync resources (LLVM: resource ids are modulo 64)


class GlobalDataShare:
    """What every wave of one dispatch shares beyond memory: the GDS bytes, the GWS resources
    (a counter, a barrier flag and the waves queued on each) and the ordered-count state. The
    dispatcher gives all batches of a dispatch the same one; semantics/ds_gds.py acts on it.
    Its arrays are made when first read (most dispatches use none: 64 KiB of zeros each)."""

    def __init__(self):
        self.queued = {}        # (batch id, wave) -> (resource, kind, flag)

    @functools.cached_property
    def data(self):
        return np.zeros(GDS_BYTES, np.uint8)

    @functools.cached_property
    def counter(self):
        return np.zeros(GWS_RESOURCES, np.int64)

    @functools.cached_property
    def flag(self):
        return np.zeros(GWS_RESOURCES, bool)


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
    checker: object = None              # the dynamic checker (emu/waitcnt.py), adversarial
                                        # timing (emu/adversarial.py) or None
    defer: object = None                # adversarial timing (emu/adversarial.py), or None
    synccheck: bool = True              # barriers that do not meet are a BarrierError
                                        # (emu/synccheck.py); off with checker=None
    clock: int = 0                      # s_memtime's counter (advanced per read) unless
    timer: object = None                # timer(waves, realtime) gives the value each wave of
                                        # ``waves`` (batch indices) reads: the timing model's
                                        # clock (timing/record.py), uint64 per wave
    # Scratch (private memory): this batch's backing allocation (on gfx7 also the hidden private
    # base FLAT_SCRATCH is relative to) and the bytes each wave owns in it; wave i of the batch
    # owns [scratch_base + i * scratch_wave_bytes, ... + scratch_wave_bytes). Inside a wave's
    # region the layout is the hardware's swizzle (AMDGPUUsage "Private Segment"): private byte
    # p of lane l is at (p // 4) * 256 + l * 4 + p % 4, as the private segment buffer V#
    # (swizzled, add_tid, index stride 64, element size 4) and scratch_* both give.
    scratch_base: int = 0
    scratch_wave_bytes: int = 0
    scratch_bytes: int = 0              # the batch's whole scratch allocation
    scratch_origin: str = ""            # where the slice's size comes from (ScratchOverflow)
    gds: GlobalDataShare = field(default_factory=GlobalDataShare)   # one per dispatch
    native: object = None               # the code's native.tier.NativeTier, or None: every
                                        # block interpreted (tier="interpreter")

    def post(self, kind, waves, pc, value):
        """Deliver one HostEvent per wave (``waves``: batch indices) from a step."""
        self.events.extend(HostEvent(kind, int(wave), pc, value) for wave in waves)
