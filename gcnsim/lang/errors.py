"""The kernel language's one error: Python source the compiler does not take.

A CompileError names the Python file, the line and the construct, so it reads like a
compiler message:

    saxpy.py:7: error: '/' on integers (i32): convert explicitly, e.g. f32(x) / f32(y)
"""
from .. import errors

# Python's constructs as a user writes them, not as the ast module names them (``spoken``)
SPOKEN = {
    "NamedExpr": "the walrus operator :=",
    "JoinedStr": "an f-string (print takes the values themselves: print(\"i =\", i))",
    "FormattedValue": "an f-string", "ListComp": "a list comprehension",
    "SetComp": "a set comprehension", "DictComp": "a dict comprehension",
    "GeneratorExp": "a generator expression", "Lambda": "a lambda", "List": "a list",
    "Tuple": "a tuple", "Dict": "a dict", "Set": "a set", "Starred": "a starred *expression",
    "Yield": "yield", "YieldFrom": "yield from", "Await": "await", "Slice": "a slice",
    "Attribute": "an attribute",
    "Call": "a call", "Subscript": "an index", "Constant": "a constant",
    "FunctionDef": "a nested function (def inside a kernel: define it at module level with "
    "@func)", "AsyncFunctionDef": "async def", "ClassDef": "a class", "Delete": "del",
    "With": "a with block", "AsyncWith": "async with", "AsyncFor": "async for",
    "Raise": "raise", "Try": "try", "TryStar": "try", "Import": "import",
    "ImportFrom": "import", "Global": "global", "Nonlocal": "nonlocal", "Match": "match",
    "TypeAlias": "a type alias", "Assert": "assert",
    "Add": "+", "Sub": "-", "Mult": "*", "Div": "/", "FloorDiv": "//", "Mod": "%",
    "Pow": "**", "LShift": "<<", "RShift": ">>", "BitOr": "|", "BitXor": "^", "BitAnd": "&",
    "MatMult": "@", "Eq": "==", "NotEq": "!=", "Lt": "<", "LtE": "<=", "Gt": ">", "GtE": ">=",
    "Is": "is", "IsNot": "is not", "In": "in", "NotIn": "not in", "Not": "not", "Invert": "~",
    "USub": "-", "UAdd": "+"}


def spoken(node):
    """An ast node's (or node class's) construct in the words a user writes it in."""
    name = (node if isinstance(node, type) else type(node)).__name__
    return SPOKEN.get(name, name)


class CompileError(errors.CompileError):
    """Source outside the kernel language, or a type error in it."""

    def __init__(self, message, *, file="<kernel>", line=None, construct=None):
        self.message = message
        self.file = file
        self.line = line
        self.construct = construct
        where = f"{file}:{line}" if line is not None else file
        what = f" [{construct}]" if construct else ""
        super().__init__(f"{where}: error: {message}{what}")
