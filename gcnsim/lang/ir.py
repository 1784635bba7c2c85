"""The compiler's IR: typed operations on values, nested in structured regions (if, loop),
as the Python source was written (the dataflow that needs a control-flow graph, liveness, runs
on the machine code the regions lower to: regalloc.py).

A Value is a virtual register. Temporaries are assigned once; a Python variable is one Value
assigned wherever the source assigns it (its ``var`` names it), so the IR keeps the source's
structure and every pass after it works on that structure (if/loop regions are what both
divergence lowerings need).

    if i < n:                       %3:bool = lt %1:i32, %2:i32
        y[i] = a * x[i]     ->      if %3 {
                                      %4:f32 = load x, %1 ; %5:f32 = mul %0, %4
                                      store y, %1, %5 }
"""
from dataclasses import dataclass, field


@dataclass(eq=False)
class Value:
    id: int
    type: object
    var: str = None            # the Python variable it holds, or None for a temporary

    def __repr__(self):
        return f"%{self.id}:{self.type}"


@dataclass(frozen=True)
class Const:
    value: object
    type: object

    def __repr__(self):
        return f"{self.value!r}:{self.type}"


@dataclass(frozen=True)
class Symbol:
    """A kernel argument pointer, a shared array or a private array: what a load, store or
    atomic addresses."""
    name: str
    elem: object
    space: str                 # "global", "shared" or "private"
    offset: int                # kernarg offset (global), LDS or private byte offset
    count: int = 0             # elements of a shared or private array
    line: int = None           # where a shared or private array is declared

    def __repr__(self):
        return self.name


@dataclass(eq=False)
class Op:
    op: str
    dst: Value
    args: tuple
    line: int
    attr: object = None        # the symbol, the work-item dimension, the atomic's name ...

    def __repr__(self):
        dst = f"{self.dst} = " if self.dst is not None else ""
        attr = f" [{self.attr}]" if self.attr is not None else ""
        return f"{dst}{self.op}{attr} " + ", ".join(map(repr, self.args))


@dataclass(eq=False)
class If:
    cond: Value
    then: list
    orelse: list
    line: int
    divergent: bool = False


@dataclass(eq=False)
class Loop:
    """``head`` computes ``cond`` before each iteration; ``latch`` runs after the body and
    after ``continue`` (a for loop's increment)."""
    head: list
    cond: Value
    body: list
    latch: list
    line: int
    divergent: bool = False       # lanes may leave at different iterations (masks needed)
    masked_continue: bool = False  # a continue under divergent control


@dataclass(eq=False)
class Jump:
    kind: str                 # "break", "continue" or "return"
    line: int
    masked: bool = False      # taken by some lanes only: lowered with masks


@dataclass
class Function:
    name: str
    file: str
    args: list                # (name, type, Symbol or Value)
    body: list
    lds_bytes: int
    source_lines: dict = field(default_factory=dict)   # line -> source text
    dims: int = 1             # work-item dimensions used
    private_bytes: int = 0    # scratch private arrays take (privates.py)
    private_arrays: tuple = ()    # the private arrays in scratch, by offset (privates.py)
    printf: list = field(default_factory=list)    # print()'s formats (printf.py)


def walk(stmts):
    """Every statement, regions before their contents, in source order."""
    for s in stmts:
        yield s
        if isinstance(s, If):
            yield from walk(s.then)
            yield from walk(s.orelse)
        elif isinstance(s, Loop):
            yield from walk(s.head)
            yield from walk(s.body)
            yield from walk(s.latch)


def dump(fn, divergent=frozenset()):
    """The IR as text (``--emit ir``); values whose ids are in ``divergent`` are marked."""
    lines = [f"kernel {fn.name}(" + ", ".join(f"{n}: {t}" for n, t, _ in fn.args) + ")"]

    def emit(stmts, depth):
        pad = "  " * depth
        for s in stmts:
            if isinstance(s, Op):
                mark = "   ; divergent" if s.dst is not None and s.dst.id in divergent else ""
                lines.append(pad + repr(s) + mark)
            elif isinstance(s, If):
                lines.append(f"{pad}if {s.cond}{' divergent' if s.divergent else ''} {{")
                emit(s.then, depth + 1)
                if s.orelse:
                    lines.append(pad + "} else {")
                    emit(s.orelse, depth + 1)
                lines.append(pad + "}")
            elif isinstance(s, Loop):
                lines.append(f"{pad}loop{' divergent' if s.divergent else ''} {{")
                emit(s.head, depth + 1)
                lines.append(f"{pad}  while {s.cond}")
                emit(s.body, depth + 1)
                if s.latch:
                    lines.append(pad + "  latch:")
                    emit(s.latch, depth + 1)
                lines.append(pad + "}")
            else:
                lines.append(f"{pad}{s.kind}{' masked' if s.masked else ''}")
    emit(fn.body, 1)
    return "\n".join(lines) + "\n"
