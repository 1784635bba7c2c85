"""While loops whose counter the compiler knows (frontend.py writes them out once per value):
the body ends by stepping the counter by a literal and the test compares it with a literal,
both read here from the Python ``ast`` as functions of the counter's value.

    while k > 0:            ->   counter_update: ("k", k >> 1, 1)
        ...                      compare_with_literal: (k > 0, 0)
        k = k >> 1
"""
import ast

UPDATES = {ast.Add: lambda k, c, bits: k + c, ast.Sub: lambda k, c, bits: k - c,
           ast.Mult: lambda k, c, bits: k * c, ast.LShift: lambda k, c, bits: k << c % bits,
           ast.RShift: lambda k, c, bits: k >> c % bits}
TESTS = {ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
         ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b,
         ast.NotEq: lambda a, b: a != b}


def _int_literal(node):
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _int_literal(node.operand)
        return None if inner is None else -inner
    ok = isinstance(node, ast.Constant) and type(node.value) is int
    return node.value if ok else None


def counter_update(node):
    """(name, step function, c) when a while loop's body ends by ``k = k op c`` or ``k op= c``
    (c an integer literal), else None."""
    last = node.body[-1]
    if isinstance(last, ast.AugAssign) and isinstance(last.target, ast.Name):
        name, op, c = last.target.id, type(last.op), _int_literal(last.value)
    elif (isinstance(last, ast.Assign) and len(last.targets) == 1
          and isinstance(last.targets[0], ast.Name) and isinstance(last.value, ast.BinOp)
          and isinstance(last.value.left, ast.Name)
          and last.value.left.id == last.targets[0].id):
        name, op, c = last.targets[0].id, type(last.value.op), _int_literal(last.value.right)
    else:
        return None
    if op not in UPDATES or c is None:
        return None
    return name, lambda k, bits: UPDATES[op](k, c, bits), c


def compare_with_literal(test, name):
    """(the loop test ``name <op> c`` or ``c <op> name`` as a function of the counter, c)."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in TESTS):
        return None
    left, right, op = test.left, test.comparators[0], TESTS[type(test.ops[0])]
    if isinstance(left, ast.Name) and left.id == name and _int_literal(right) is not None:
        c = _int_literal(right)
        return (lambda k: op(k, c)), c
    if isinstance(right, ast.Name) and right.id == name and _int_literal(left) is not None:
        c = _int_literal(left)
        return (lambda k: op(c, k)), c
    return None
