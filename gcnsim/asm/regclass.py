"""LLVM's register classes, as its disassembler checks the registers it decodes.

LLVM decodes an operand field whatever register it names and then prints, after a register
outside the operand's register class, the comment ``/*Invalid register, operand has 'CLASS'
register class*/``; a constant in an operand that takes registers only prints with
``/*Invalid immediate*/``. The hardware reads the register the field names, so gcnsim prints
the same text and executes what it names.

A class is named as LLVM names it and holds register files: ``s`` (SGPRs), ``ttmp``, ``v``,
``a`` (AGPRs) and the special registers by their text (``exec``, ``m0``, ``vcc_lo``, ...).
``null`` and the ``src_*`` values are inline values: LLVM never comments on them.

    >>> class_comment("SReg_64_XEXEC", "exec")
    "/*Invalid register, operand has 'SReg_64_XEXEC' register class*/"
    >>> class_comment("SReg_32", "s5"), class_comment("AV_32", "src_scc")
    ('', '')
"""
from functools import lru_cache

from ..isa.operands import NULL, VGPR_BASE, special_names
from ..isa.record import CONSTANT, LITERAL_VALUE, SGPR, TTMP
from ..isa.record import scalar_class as encoding_class
from ..isa.targets import get_target

INVALID_IMMEDIATE = "/*Invalid immediate*/"
INLINE_VALUES = frozenset({"null", "src_shared_base", "src_shared_limit", "src_private_base",
                           "src_private_limit", "src_pops_exiting_wave_id", "src_vccz",
                           "src_execz", "src_scc"})
_SGPR_FILES = frozenset({"s", "ttmp"})
_FILES = {SGPR: "s", TTMP: "ttmp"}
# The special registers each scalar class leaves out (the rest of a width's specials are in).
_EXCLUDED = {"SReg_32": {"src_lds_direct"},
             "SReg_32_XM0_XEXEC": {"src_lds_direct", "m0", "exec_lo", "exec_hi"},
             "SReg_64": set(), "SReg_64_XEXEC": {"exec"}, "SReg_1_XEXEC": {"exec"}}


def class_comment(cls, file):
    """LLVM's comment after a register of ``file`` printed for an operand of class ``cls``
    ('' when the register is in the class or is an inline value)."""
    if file in INLINE_VALUES or in_class(cls, file):
        return ""
    return f"/*Invalid register, operand has '{cls}' register class*/"


@lru_cache(maxsize=1024)
def in_class(cls, file):
    """Whether class ``cls`` holds a register of ``file`` (None: a constant, in no class)."""
    if cls in _EXCLUDED:
        return file in _SGPR_FILES or file not in ("v", "a") and file not in _EXCLUDED[cls]
    if cls.startswith("SReg_"):
        return file in _SGPR_FILES
    if cls.startswith("AV_"):
        return file in ("v", "a")
    if cls.startswith(("VGPR_", "VReg_")):
        return file == "v"
    if cls.startswith(("AGPR_", "AReg_")):
        return file == "a"
    if cls == "VRegOrLds_32":
        return file in ("v", "src_lds_direct")
    raise ValueError(f"unknown register class {cls}")


def vector_class(files, width):
    """The class of a ``width``-dword vector operand holding ``files`` ('v', 'a' or 'av')."""
    if width == 1:
        return {"v": "VGPR_32", "a": "AGPR_32", "av": "AV_32"}[files]
    return {"v": "VReg_", "a": "AReg_", "av": "AV_"}[files] + str(32 * width)


def scalar_class(width, exclude=""):
    """``SReg_32``, ``SReg_64_XEXEC`` ...: the class of a ``width``-dword scalar operand."""
    return f"SReg_{32 * width}{exclude}"


@lru_cache(maxsize=4096)
def register_file(target, value, width):
    """What a scalar-space encoding (below 256, or a VGPR at 256 + n) names at ``width``
    dwords: 's', 'ttmp', 'v', a special register's text, or None for a constant (ValueError
    for an encoding that names nothing)."""
    t = get_target(target)
    if value >= VGPR_BASE:
        return "v"
    cls = encoding_class(t.name, value)[0]
    if cls in (SGPR, TTMP):
        return _FILES[cls]
    if cls in (CONSTANT, LITERAL_VALUE):
        return None
    if value == NULL and t.generation >= 9:
        return "null"
    name = special_names(t.name).get(value)
    if name is None:
        pair = special_names(t.name).get(value - 1)
        if pair is None or pair[1] != 2:
            raise ValueError(f"no operand for encoding {value} on {t.name}")
        return pair[0] + "_hi"
    if width == 1 and name[1] == 2:
        return name[0] + "_lo"
    return name[0]
