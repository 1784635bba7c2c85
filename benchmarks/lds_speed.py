"""What the LDS cost of a timed launch costs (gcnsim/timing/lds.py: every DS instruction's bank
clocks from its lanes' addresses, read while the functional run records), in wave-instructions
costed per second, per access pattern.

Each pattern is a kernel of 64 identical DS instructions run by 64 waves (4096 work-items in
workgroups of 256) on gfx942. The baseline printed beside each figure is the same kernel's
functional run without timing in the same run (wave-instructions executed per second), so the
ratio says how much the cost slows the recording.

    python benchmarks/lds_speed.py [--repeat 3]
"""
import argparse
import time

from gcnsim.runtime import Device
from gcnsim.timing import record
from gcnsim.timing.record import Recorder

PATTERNS = [  # (name, instruction, lane j's byte address as a multiple of j)
    ("b32 consecutive", "ds_read_b32 v2, v1", 4),
    ("b32 32-way conflict", "ds_read_b32 v2, v1", 128),
    ("b64 consecutive", "ds_read_b64 v[2:3], v1", 8),
    ("b128 read consecutive", "ds_read_b128 v[2:5], v1", 16),
    ("b128 store consecutive", "ds_write_b128 v1, v[2:5]", 16),
    ("read2_b32", "ds_read2_b32 v[2:3], v1 offset1:1", 4),
    ("atomic add, one address", "ds_add_u32 v1, v2", 0),
]
WAVES, COUNT = 64, 64


def measure(device, text, timed):
    """Seconds of one launch of ``text`` (with a Recorder when ``timed``) and the seconds its
    LDS costs took."""
    spent = [0.0]
    cost = record.lds_cost

    def clocked(*args):
        start = time.perf_counter()
        out = cost(*args)
        spent[0] += time.perf_counter() - start
        return out
    record.lds_cost = clocked
    try:
        options = {"timing": Recorder(device.config.lds_banks, device.config.memory)} if timed \
            else {}
        start = time.perf_counter()
        device.load(text).run(64 * WAVES, 256, vgpr_count=16, vgprs={0: "local_id_x"},
                              shared_mem=65536, checker=None, **options)
        return time.perf_counter() - start, spent[0]
    finally:
        record.lds_cost = cost


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    device = Device("gfx942")
    count = WAVES * COUNT
    print(f"{'pattern':26s} {'costed/s':>12s} {'functional/s':>14s}")
    for name, inst, stride in PATTERNS:
        body = "\n".join([inst] * COUNT)
        text = (f"v_mul_u32_u24 v1, {stride}, v0\n{body}\n"
                "s_waitcnt lgkmcnt(0)\ns_endpgm")
        measure(device, text, True)                 # warm: decode, block building
        costed = min(measure(device, text, True)[1] for _ in range(args.repeat))
        plain = min(measure(device, text, False)[0] for _ in range(args.repeat))
        print(f"{name:26s} {count / costed:12,.0f} {count / plain:14,.0f}")


if __name__ == "__main__":
    main()
