"""Imports flow downward only (ARCHITECTURE.md): a module may import its own layer or lower."""
import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "gcnsim"
LAYER = {"bits": 0, "errors": 0, "outputs": 0, "isa": 1, "asm": 2, "codeobj": 2, "semantics": 3,
         "analysis": 3, "emu": 4, "native": 4,
         "lang": 4, "timing": 5, "runtime": 5, "programs": 0, "kernels": 0, "demo": 6,
         "cli": 6, "__init__": 6}
FORBIDDEN = {"lang": {"emu", "timing", "semantics"}, "analysis": {"semantics"}}


def _part(module):
    return module.split(".")[0]


def _imports(path):
    tree = ast.parse(path.read_text())
    rel = path.relative_to(PKG).with_suffix("")
    package = list(rel.parts[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
                if target:
                    yield target
                else:
                    for alias in node.names:
                        yield alias.name
            elif node.module and node.module.startswith("gcnsim."):
                yield node.module[len("gcnsim."):]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("gcnsim."):
                    yield alias.name[len("gcnsim."):]


def test_imports_flow_downward():
    bad = []
    for path in PKG.rglob("*.py"):
        own = _part(".".join(path.relative_to(PKG).with_suffix("").parts))
        for target in _imports(path):
            other = _part(target)
            if other not in LAYER:
                continue
            if LAYER[other] > LAYER[own] or other in FORBIDDEN.get(own, ()):
                bad.append(f"{path.relative_to(PKG)} imports {target}")
    assert not bad, bad
