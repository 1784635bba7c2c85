import sys, numpy as np, gcnsim
from gcnsim.runtime import LocalMemory
tgt = sys.argv[1] if len(sys.argv) > 1 else "gfx900"
dev = gcnsim.Device(tgt)
p = dev.load("k3.cl")
def go(name, args, grid, block, **kw):
    try:
        L = getattr(p, name)(*args, grid=grid, block=block, races="warn", **kw)
        r = L.extra.get("races", []); u = L.extra.get("init", [])
        print(f"== {name}: {len(r)} races, {len(u)} init")
        for x in r[:3]: print("   R", x)
        for x in u[:3]: print("   I", x)
        return L
    except Exception as e:
        print(f"== {name}: EXC {type(e).__name__}: {e}")
i32 = lambda n, v=None: dev.array(np.arange(n, dtype=np.int32) if v is None else np.full(n, v, np.int32))
go("lanes", [i32(4,0)], 64, 64)
go("ldslanes", [i32(64,0), LocalMemory(4)], 64, 64)
go("wavehand", [i32(256,0), LocalMemory(1024)], 256, 256)
go("loopbreak", [i32(256,0), LocalMemory(1024), np.int32(3)], 256, 256)
go("red_ws", [i32(256), i32(1,0), LocalMemory(1024)], 256, 256)
go("readshare", [i32(256,0), LocalMemory(4)], 256, 256)
go("atomread", [i32(1,0), i32(256,0)], 256, 256)
go("atomread_bad", [i32(1,0), i32(256,0)], 256, 256)
