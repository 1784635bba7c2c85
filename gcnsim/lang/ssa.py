"""The structured IR (ir.py) -> SSA form on a control-flow graph of basic blocks.

Blocks follow the regions: an If ends its block with a two-way branch and meets again in a
join block; a Loop is a header (its ``head`` and the exit test), a body, a latch (``continue``
lands there) and an exit block (``break`` lands there); ``return`` goes to the kernel's exit
block. Every block keeps the Loops around it; a loop's header and exit know their Loop.

Named variables are renamed into single assignments by Braun et al.'s construction ("Simple
and Efficient Construction of Static Single Assignment Form", CC 2013): definitions are looked
up backwards through the predecessors, a block whose predecessors are not all known yet (a
loop header) gets an incomplete phi that is completed when the block is sealed, and phis whose
operands are one value are removed. A loop's exit block always gets a phi for a value defined
inside the loop and read after it (loop-closed SSA), because each lane leaves with the value
of its own last iteration (temporal divergence: divergence.py).

    s = 0                              b0: %5:i32 = mov 0:i32 ; %6:i32 = mov 0:i32 ; br b1
    k = 0                              b1: %7:i32 = phi [%6, b0], [%11, b3]         (header)
    while k < n:                           %9:i32 = phi [%5, b0], [%10, b3]
        s = s + k              ->          %3:bool = lt %7, %4 ; br %3, b2, b4
        k += 1                         b2: %10:i32 = add %9, %7 ; %11:i32 = add %7, 1 ; br b3
    out[0] = s                         b3: br b1                                     (latch)
                                       b4: %12:i32 = phi [%9, b1]                    (exit)
                                           store [out] 0:i32, %12
"""
from dataclasses import dataclass, field

from .errors import CompileError
from .ir import If, Jump, Loop, Op, Value, walk


class Undef:
    """The value of a variable on a path that never assigned it."""

    def __repr__(self):
        return "undef"


UNDEF = Undef()


@dataclass(eq=False)
class Phi:
    dst: Value
    incoming: list                  # [value, predecessor block id]
    exit_of: Loop = None            # a loop-closing phi of this loop's exit

    def __repr__(self):
        return f"{self.dst} = phi " + ", ".join(f"[{v!r}, b{b}]" for v, b in self.incoming)


@dataclass(eq=False)
class Block:
    id: int
    loops: tuple                    # the Loops around the block, outermost first
    phis: list = field(default_factory=list)
    ops: list = field(default_factory=list)
    successors: list = field(default_factory=list)
    predecessors: list = field(default_factory=list)
    cond: object = None             # the branch condition when there are two successors
    floor: object = None            # the join past which the lanes its branch split are
    #                                 together again (None when an arm breaks or continues)
    header_of: Loop = None          # the Loop this block is the header of
    exit_of: Loop = None            # the Loop this block is the exit of


@dataclass
class Graph:
    """A kernel in SSA form. ``blocks`` and ``entries`` are what analysis/worklist.py reads;
    ``origin`` maps an SSA value's id to the IR value it is a version of."""
    name: str
    blocks: dict
    origin: dict
    headers: dict                   # Loop -> its header block's id
    exits: dict                     # Loop -> its exit block's id
    entries: dict = field(default_factory=lambda: {"entry": 0})


def build_ssa(fn):
    """The SSA Graph of a kernel's structured IR; CompileError where a variable is read on a
    path that never assigned it (Python raises UnboundLocalError only when that path runs;
    the kernel language asks every path to assign it first, as Java's definite assignment
    does)."""
    builder = _Builder(fn)
    end = builder.statements(fn.body, builder.entry)
    if end is not None:
        builder.edge(end, builder.exit)
    builder.seal(builder.exit)
    builder.blocks.append(builder.exit)
    builder.finish()
    builder.check_assigned(fn)
    blocks = {b.id: b for b in builder.blocks}
    return Graph(fn.name, blocks, builder.origin,
                 {b.header_of: b.id for b in blocks.values() if b.header_of is not None},
                 {b.exit_of: b.id for b in blocks.values() if b.exit_of is not None})


class _Builder:
    def __init__(self, fn):
        self.blocks = []                 # in listing order
        self.count = 0
        self.loops = []                  # enclosing (Loop, latch, exit)
        self.defs = {}                   # (block id, IR value id) -> SSA value
        self.defined_in = {}             # SSA value id -> Block
        self.incomplete = {}             # block id -> {IR value id: (Phi, IR value)}
        self.sealed = set()
        self.forward = {}                # removed phi's value id -> its replacement
        self.origin = {}
        self.next_id = 1 + max((s.dst.id for s in walk(fn.body)
                                if isinstance(s, Op) and s.dst is not None), default=0)
        self.entry = self.new_block(seal=True)
        self.exit = self.new_block(place=False)
        self.reads = []                  # (IR Op, its operands as read), for check_assigned

    def new_block(self, seal=False, place=True):
        """A block; ``place``: it comes next in the listing (a loop's exit is placed after
        the loop)."""
        block = Block(self.count, tuple(loop for loop, _, _ in self.loops))
        self.count += 1
        if place:
            self.blocks.append(block)
        if seal:
            self.sealed.add(block.id)
        return block

    def edge(self, source, target):
        source.successors.append(target.id)
        target.predecessors.append(source)

    def version(self, value):
        v = Value(self.next_id, value.type, value.var)
        self.next_id += 1
        self.origin[v.id] = value
        return v

    # -- statements ---------------------------------------------------------------------------

    def statements(self, stmts, block):
        """Adds the statements from ``block`` on; returns the block control leaves them in,
        or None after a jump (what follows a jump in the same list is never run)."""
        for s in stmts:
            if block is None:
                return None
            if isinstance(s, Op):
                self.op(s, block)
            elif isinstance(s, If):
                block = self.branch(s, block)
            elif isinstance(s, Loop):
                block = self.loop(s, block)
            else:
                self.jump(s, block)
                block = None
        return block

    def op(self, s, block):
        args = tuple(self.read(a, block) if isinstance(a, Value) else a for a in s.args)
        self.reads.append((s, args))
        dst = s.dst
        if dst is not None:
            dst = self.version(dst) if dst.var is not None else dst
            self.defs[block.id, s.dst.id] = dst
            self.defined_in[dst.id] = block
            self.origin.setdefault(dst.id, s.dst)
        block.ops.append(Op(s.op, dst, args, s.line, s.attr))

    def branch(self, s, block):
        block.cond = self.read(s.cond, block) if isinstance(s.cond, Value) else s.cond
        join = self.new_block(place=False)
        for arm in (s.then, s.orelse):
            start = self.new_block(seal=True)
            self.edge(block, start)
            end = self.statements(arm, start)
            if end is not None:
                self.edge(end, join)
        self.seal(join)
        self.blocks.append(join)
        if join.predecessors and not any(isinstance(j, Jump) and j.kind != "return"
                                         for j in walk(s.then + s.orelse)):
            block.floor = join
        return join if join.predecessors else None

    def loop(self, s, block):
        exit_ = self.new_block(place=False)      # outside the loop: made before entering it
        exit_.exit_of = s
        self.loops.append((s, None, exit_))
        header, latch = self.new_block(), self.new_block(place=False)
        header.header_of = s
        self.loops[-1] = (s, latch, exit_)
        self.edge(block, header)
        test = self.statements(s.head, header)
        test.cond = self.read(s.cond, test) if isinstance(s.cond, Value) else s.cond
        body = self.new_block(seal=True)
        self.edge(test, body)
        self.edge(test, exit_)
        end = self.statements(s.body, body)
        if end is not None:
            self.edge(end, latch)
        self.seal(latch)
        self.blocks.append(latch)
        end = self.statements(s.latch, latch)
        if end is not None:
            self.edge(end, header)
        self.loops.pop()
        self.seal(header)
        self.seal(exit_)
        self.blocks.append(exit_)
        return exit_

    def jump(self, s, block):
        if s.kind == "return":
            self.edge(block, self.exit)
            return
        _, latch, exit_ = self.loops[-1]
        target = exit_ if s.kind == "break" else latch
        self.edge(block, target)

    # -- Braun et al.'s variable lookup -------------------------------------------------------

    def read(self, value, block):
        found = self.defs.get((block.id, value.id))
        if found is None:
            found = self.read_recursive(value, block)
            self.defs[block.id, value.id] = found
        return self.resolve(found)

    def read_recursive(self, value, block):
        if block.exit_of is None and len(block.predecessors) == 1 and block.id in self.sealed:
            return self.read(value, block.predecessors[0])
        if block.exit_of is None and not block.predecessors and block.id in self.sealed:
            return UNDEF
        phi = Phi(self.version(value), [], block.exit_of)
        block.phis.append(phi)
        self.defined_in[phi.dst.id] = block
        self.defs[block.id, value.id] = phi.dst
        if block.id in self.sealed:
            self.complete(phi, value, block)
        else:
            self.incomplete.setdefault(block.id, {})[value.id] = (phi, value)
        return self.resolve(phi.dst)

    def complete(self, phi, value, block):
        phi.incoming = [[self.read(value, p), p.id] for p in block.predecessors]
        self.try_remove(phi)

    def seal(self, block):
        self.sealed.add(block.id)
        for phi, value in self.incomplete.pop(block.id, {}).values():
            self.complete(phi, value, block)

    def resolve(self, value):
        while isinstance(value, Value) and value.id in self.forward:
            value = self.forward[value.id]
        return value

    def try_remove(self, phi):
        """Replaces a phi whose operands are one value (besides itself) by that value; a loop's
        exit phi stays when the value is defined inside the loop. Returns whether it went."""
        if phi.dst.id in self.forward:
            return False
        same = None
        for v, _ in phi.incoming:
            v = self.resolve(v)
            if v is phi.dst or v is same:
                continue
            if same is not None:
                return False
            same = v
        same = UNDEF if same is None else same
        home = self.defined_in.get(same.id) if isinstance(same, Value) else None
        if phi.exit_of is not None and home is not None and phi.exit_of in home.loops:
            return False
        self.forward[phi.dst.id] = same
        return True

    def check_assigned(self, fn):
        """CompileError at the first read of a variable some path into it did not assign
        (its SSA value is undef, or a phi with an undef operand somewhere behind it)."""
        phis = {phi.dst.id: phi for block in self.blocks for phi in block.phis}

        def maybe_undef(v, seen):
            v = self.resolve(v)
            if v is UNDEF:
                return True
            phi = phis.get(v.id) if isinstance(v, Value) else None
            if phi is None or v.id in seen:
                return False
            seen.add(v.id)
            return any(maybe_undef(inc, seen) for inc, _ in phi.incoming)

        for s, args in self.reads:
            for original, read in zip(s.args, args):
                if isinstance(original, Value) and original.var and maybe_undef(read, set()):
                    raise CompileError(f"'{original.var}' is read here, but some path to this "
                                       f"line does not assign it (assign it before the branch "
                                       f"or loop)", file=fn.file, line=s.line,
                                       construct=original.var)

    def finish(self):
        """Removes the phis made trivial by later removals, and rewrites every operand."""
        changed = True
        while changed:
            changed = False
            for block in self.blocks:
                for phi in block.phis:
                    changed |= self.try_remove(phi)
        for block in self.blocks:
            block.phis = [p for p in block.phis if p.dst.id not in self.forward]
            for phi in block.phis:
                phi.incoming = [[self.resolve(v), b] for v, b in phi.incoming]
            for op in block.ops:
                op.args = tuple(self.resolve(a) for a in op.args)
            block.cond = self.resolve(block.cond)
        self.renumber()

    def renumber(self):
        """Block ids in listing order (a loop's exit after its body)."""
        new = {block.id: k for k, block in enumerate(self.blocks)}
        for block in self.blocks:
            block.id = new[block.id]
            block.successors = [new[s] for s in block.successors]
            for phi in block.phis:
                phi.incoming = [[v, new[b]] for v, b in phi.incoming]


def dump(graph, divergent=frozenset()):
    """The SSA form as text; values (and branches on values) in ``divergent`` are marked."""
    def mark(v):
        return "   ; divergent" if isinstance(v, Value) and v.id in divergent else ""
    lines = [f"kernel {graph.name}"]
    for block in graph.blocks.values():
        if block.id and not block.predecessors:
            continue
        preds = ", ".join(f"b{p.id}" for p in block.predecessors)
        lines.append(f"b{block.id}:" + (f"   ; preds {preds}" if preds else ""))
        for s in block.phis + block.ops:
            lines.append(f"  {s!r}".rstrip() + mark(s.dst))
        targets = ", ".join(f"b{t}" for t in block.successors)
        if block.cond is not None:
            lines.append(f"  br {block.cond!r}, {targets}{mark(block.cond)}")
        elif block.successors:
            lines.append(f"  br {targets}")
        else:
            lines.append("  ret")
    return "\n".join(lines) + "\n"
