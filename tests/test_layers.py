"""Imports flow downward only (ARCHITECTURE.md): a module may import its own layer or lower.
r700/ is a stack of its own: it imports only bits and errors, and only the CLI and the package's
composition import it."""
import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "gcnsim"
LAYER = {"bits": 0, "errors": 0, "outputs": 0, "isa": 1, "asm": 2, "codeobj": 2, "semantics": 3,
         "analysis": 3, "emu": 4, "native": 4,
         "lang": 4, "timing": 5, "runtime": 5, "debug": 5, "programs": 0, "kernels": 0, "demo": 6,
         "cli": 6, "__init__": 6, "r700": 1, "sweep": 6}
FORBIDDEN = {"lang": {"emu", "timing", "semantics"}, "analysis": {"semantics"}}
ONLY = {"r700": {"bits", "errors", "r700"}}           # what a stack of its own may import
IMPORTED_BY = {"r700": {"r700", "cli", "__init__"}}    # who may import it


def _part(module):
    return module.split(".")[0]


def _imports(path, pkg=PKG):
    tree = ast.parse(path.read_text())
    rel = path.relative_to(pkg).with_suffix("")
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


def _violations(path, pkg=PKG):
    own = _part(".".join(path.relative_to(pkg).with_suffix("").parts))
    for target in _imports(path, pkg):
        other = _part(target)
        if other not in LAYER:
            continue
        if own in ONLY:
            wrong = other not in ONLY[own]
        else:
            wrong = LAYER[other] > LAYER[own] or other in FORBIDDEN.get(own, ())
        if wrong or own not in IMPORTED_BY.get(other, {own}):
            yield f"{path.relative_to(pkg)} imports {target}"


def test_imports_flow_downward():
    bad = [line for path in PKG.rglob("*.py") for line in _violations(path)]
    assert not bad, bad


def test_r700_is_a_stack_of_its_own(tmp_path):
    fake = tmp_path / "gcnsim"
    (fake / "r700").mkdir(parents=True)
    (fake / "isa").mkdir()
    (fake / "r700" / "bad.py").write_text("from ..isa import targets\nfrom ..bits import mask\n")
    (fake / "r700" / "good.py").write_text("from ..errors import GcnsimError\nfrom . import lds\n")
    (fake / "isa" / "bad.py").write_text("from ..r700 import lds\n")
    found = {str(path.relative_to(fake)): list(_violations(path, fake))
             for path in sorted(fake.rglob("*.py"))}
    assert found == {"isa/bad.py": ["isa/bad.py imports r700"],
                     "r700/bad.py": ["r700/bad.py imports isa"],
                     "r700/good.py": []}
