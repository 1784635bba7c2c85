"""The typing of the bit and wave builtins (builtins.py: BITS, WAVE): each becomes one IR
operation that selection lowers (bitops.py, waveops.py), or a few (``shuffle_up`` is a shuffle
and a select, as HIP's __shfl_up keeps a lane's own value where the source is below lane 0).

    bitcast(x, u32)            %5:u32 = bitcast %4:f32        the same bits
    popcount(x) clz(x) ctz(x)  %6:i32 = popcount %2           i32 counts (clz(0) = ctz(0) = 32)
    bit_extract(x, o, w)       %7:u32 = bit_extract %2, o, w  bits o..o+w-1 of x (v_bfe_*)
    bit_insert(b, x, o, w)     %8:u32 = bit_insert ...        x's low w bits into b at bit o
    lane_id()  wave_size()     %9:i32 = lane_id               0..63 ; the literal 64
    ballot(c)  activemask()    %10:i64 = ballot %3            the wave's lanes where c (active)
    wave_any(c) wave_all(c)    %11:bool = wave_any %3         over the active lanes
    readfirstlane(x)           %12 = readfirstlane %2         the first active lane's x
    shuffle(x, k)              %13 = shuffle %2, %k           lane k & 63's x (0 if inactive)
    shuffle_xor(x, m)          shuffle(x, lane_id() ^ m)
    shuffle_up(x, d)           lane - d's x, x where lane - d < 0
    shuffle_down(x, d)         lane + d's x, x where lane + d > 63
    wave_sum/min/max(x)        %14 = wave_reduce [add] %2     over the active lanes, uniform
    wave_prefix_sum(x)         %15 = wave_prefix_sum %2       the active lanes 0..lane's sum

Inactive lanes (divergence) take no part: a shuffle reading one gets 0 (as ds_bpermute_b32
does), a reduction leaves them out, a ballot has their bits clear.
"""
import ast

from .ir import Const
from .literals import Lit
from .types import SCALARS, Scalar, boolean, i32, i64

WAVE_SIZE = 64
SHUFFLES = ("shuffle", "shuffle_xor", "shuffle_up", "shuffle_down")
REDUCTIONS = {"wave_sum": "add", "wave_min": "min", "wave_max": "max"}
COUNTS = ("popcount", "clz", "ctz")


class IntrinsicsMixin:
    """Builder methods for BITS and WAVE (frontend.py supplies error, emit_op, settle, expr)."""

    def intrinsic(self, name, node):
        args = node.args
        if name == "bitcast":
            return self.bitcast(node)
        if name in ("lane_id", "activemask"):
            return self.emit_op(name, i32 if name == "lane_id" else i64, (), node)
        if name == "wave_size":
            return Const(WAVE_SIZE, i32)
        if name in ("ballot", "wave_any", "wave_all"):
            cond = self.settle(self.expr(args[0]), boolean, node)
            return self.emit_op(name, i64 if name == "ballot" else boolean, (cond,), node)
        if name in SHUFFLES:
            return self.shuffle(name, node)
        x = self.value32(args[0], node, name, floats=name not in COUNTS + ("bit_extract",
                                                                             "bit_insert"))
        if name in COUNTS:
            return self.emit_op(name, i32, (x,), node)
        if name == "readfirstlane":
            return self.emit_op(name, x.type, (x,), node)
        if name in REDUCTIONS:
            return self.emit_op("wave_reduce", x.type, (x,), node, attr=REDUCTIONS[name])
        if name == "wave_prefix_sum":
            return self.emit_op(name, x.type, (x,), node)
        rest = []
        for k, arg in enumerate(args[1:]):
            v = self.expr(arg)
            want = x.type if name == "bit_insert" and k == 0 else None
            rest.append(self.settle(v, want or (i32 if isinstance(v, Lit) else None), node))
        if any(not r.type.is_int or r.type.bits != 32 for r in rest):
            self.error(node, f"{name}() takes 32-bit integers")
        return self.emit_op(name, x.type, (x, *rest), node)

    def value32(self, arg, node, name, floats=True):
        v = self.settle(self.expr(arg), None, node)
        ok = v.type.bits == 32 and (v.type.is_int or floats and v.type.is_float)
        if not ok:
            kinds = "i32, u32 or f32" if floats else "i32 or u32"
            self.error(node, f"{name}() of {v.type}: it takes {kinds}")
        return v

    def bitcast(self, node):
        t = self.lookup(node.args[1]) if isinstance(node.args[1], (ast.Name,
                                                                   ast.Attribute)) else None
        if not isinstance(t, Scalar) or t not in SCALARS:
            self.error(node, "bitcast(x, T): T is one of " + " ".join(map(str, SCALARS)))
        x = self.settle(self.expr(node.args[0]), None, node)
        if x.type.bits != t.bits:
            self.error(node, f"bitcast of {x.type} ({x.type.bits} bits) to {t} ({t.bits} bits)")
        if x.type == t:
            return x
        if isinstance(x, Const):
            x = self.emit_op("mov", x.type, (x,), node)
        return self.emit_op("bitcast", t, (x,), node)

    def shuffle(self, name, node):
        x = self.value32(node.args[0], node, name)
        k = self.expr(node.args[1])
        k = self.settle(k, i32 if isinstance(k, Lit) else None, node)
        if not k.type.is_int or k.type.bits != 32:
            self.error(node, f"{name}()'s lane argument is an i32, not {k.type}")
        if name == "shuffle":
            return self.emit_op("shuffle", x.type, (x, k), node)
        if k.type is not i32:
            k = self.emit_op("cvt", i32, (k,), node)
        lane = self.emit_op("lane_id", i32, (), node)
        op = {"shuffle_xor": "xor", "shuffle_up": "sub", "shuffle_down": "add"}[name]
        source = self.emit_op(op, i32, (lane, k), node)
        moved = self.emit_op("shuffle", x.type, (x, source), node)
        if name == "shuffle_xor":
            return moved
        inside = (self.emit_op("ge", boolean, (source, Const(0, i32)), node) if op == "sub"
                  else self.emit_op("lt", boolean, (source, Const(WAVE_SIZE, i32)), node))
        return self.emit_op("select", x.type, (inside, moved, x), node)
