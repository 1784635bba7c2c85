"""``.amdhsa_code_object_version`` decides the code object's EI_ABIVERSION, as llvm-mc writes it:
v6 keeps v5's amdhsa.version 1.2 in the metadata, so the metadata alone cannot tell them apart
(clang-19 -mcode-object-version=6 wrote v6 objects that gcnsim asm labelled v5)."""
import shutil

import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj import write_code_object
from gcnsim.errors import AsmError, CodeObjectError

from .test_write import llvm_build, minimal, source

EI_ABIVERSION = 8


def stated(version, target="gfx90a"):
    return source(target, {"k": minimal(target)}).replace(
        ".amdhsa_code_object_version 5", f".amdhsa_code_object_version {version}")


@pytest.mark.parametrize("version, abi", [(4, 2), (5, 3), (6, 4)])
def test_the_stated_version_is_the_abi_version(version, abi):
    assert write_code_object(assemble(stated(version)))[EI_ABIVERSION] == abi


@pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed")
@pytest.mark.parametrize("version", [4, 5, 6])
def test_abi_version_is_llvm_mcs(version, tmp_path):
    theirs = llvm_build(stated(version), "gfx90a", tmp_path).read_bytes()
    assert write_code_object(assemble(stated(version)))[EI_ABIVERSION] == theirs[EI_ABIVERSION]


def test_versions_gcnsim_does_not_write_are_refused():
    with pytest.raises(CodeObjectError, match="gcnsim writes code object v4, v5 and v6, not v3"):
        write_code_object(assemble(stated(3)))
    with pytest.raises(AsmError, match=r"^<asm>:3:\d+: error: bad code object version at 'six'"):
        assemble(stated("six"))
