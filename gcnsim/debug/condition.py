"""Conditions of breakpoints: gdb's expression syntax (``&&``, ``||``, ``!``, ``$`` names) over
the names the debugger knows, checked when the condition is set (as gdb refuses an expression
naming an unknown symbol) and compiled to numpy over a group of waves by their lanes.

    v2 == 37 && $_lane > 30     ->  np.logical_and(v2 == 37, lane > 30): a (waves, 64) table
    bogus == 3                  ->  DebugError: No symbol "bogus" in current context ...
    v9 == 1 (a 4-VGPR kernel)   ->  DebugError: $v9: the wave has 4 vector registers
    lane == 200                 ->  DebugError: lane 200: a wave's lanes are 0..63
"""
import ast
import re

from .engine import DebugError
from .waves import SGPRS, no_lane

NAMES = ("wave", "workgroup", "wave_in_group", "lane", "exec")
_REGISTER = re.compile(r"(?P<file>[vs])(?P<n>\d+)")
_NODES = (ast.Expression, ast.BoolOp, ast.boolop, ast.UnaryOp, ast.unaryop, ast.BinOp,
          ast.operator, ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt,
          ast.GtE, ast.Name, ast.Load, ast.Constant)


class _Logical(ast.NodeTransformer):
    """``and``/``or``/``not`` of a condition as numpy's element-wise forms (lanes, waves)."""

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        name = "logical_and" if isinstance(node.op, ast.And) else "logical_or"
        out = node.values[0]
        for value in node.values[1:]:
            out = ast.Call(ast.Attribute(ast.Name("np", ast.Load()), name, ast.Load()),
                           [out, value], [])
        return out

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return ast.Call(ast.Attribute(ast.Name("np", ast.Load()), "logical_not",
                                          ast.Load()), [node.operand], [])
        return node


def compile_condition(text, vgprs=None):
    """A condition (gdb's ``&&``, ``||``, ``!``; ``$`` names) as a code object over the names
    wave, workgroup, wave_in_group, lane, vN, sN, exec, checked (``vgprs``: the VGPRs a wave
    has, None: not known yet): a typed error for what it cannot mean."""
    source = text.replace("&&", " and ").replace("||", " or ").replace("$_", "").replace("$", "")
    source = source.replace("!=", "\0").replace("!", " not ").replace("\0", "!=")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError:
        raise DebugError(f"cannot read the condition '{text}'") from None
    _check(tree, text, vgprs)
    tree = ast.fix_missing_locations(_Logical().visit(tree))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return compile(tree, "<condition>", "eval"), names


def _check(tree, text, vgprs):
    """Refuse a condition naming what the debugger does not know, a register the wave does not
    have, or a lane past 63; or using more than numbers, names and operators."""
    for node in ast.walk(tree):
        if not isinstance(node, _NODES) or (
                isinstance(node, ast.Constant) and not isinstance(node.value, (int, float))):
            raise DebugError(f"cannot read the condition '{text}': it compares registers, "
                             f"{', '.join(NAMES)} and numbers with operators")
        if isinstance(node, ast.Name):
            _check_name(node.id, vgprs)
        if isinstance(node, ast.Compare):
            _check_lane(node)


def _check_name(name, vgprs):
    m = _REGISTER.fullmatch(name)
    if m is None:
        if name not in NAMES:
            raise DebugError(f'No symbol "{name}" in current context (a condition names '
                             f"{', '.join(NAMES)}, $vN and $sN)")
        return
    n = int(m["n"])
    if m["file"] == "s" and n >= SGPRS:
        raise DebugError(f"${name}: SGPRs are s0..s{SGPRS - 1} (vcc, m0, exec by name)")
    if m["file"] == "v" and vgprs is not None and n >= vgprs:
        raise DebugError(f"${name}: the wave has {vgprs} vector registers")


def _check_lane(node):
    """``lane == N`` (or N == lane, !=) with N past a wave's lanes never holds (or always)."""
    sides = [node.left, *node.comparators]
    for (a, b), op in zip(zip(sides, sides[1:]), node.ops):
        if not isinstance(op, (ast.Eq, ast.NotEq)):
            continue
        for name, value in ((a, b), (b, a)):
            if (isinstance(name, ast.Name) and name.id == "lane"
                    and isinstance(value, ast.Constant) and not 0 <= value.value < 64):
                raise DebugError(no_lane(value.value))
