"""What ran natively, in a launch's statistics (executor.RunStats: the wave-instructions compiled
segments ran, the functions compiled and loaded from the disk cache during it), ``gcnsim run``'s
summary and ``--json``: none on the interpreter tier or where every instruction is watched
(--adversarial), and native code under the default dynamic checker (``--tier``'s help)."""
import json

import pytest

from gcnsim.cli import main
from gcnsim.native import cache, jit, tier

# a kernel of this module's own (its literal): its segments are compiled by the first launch of
# a process (segment names are digests of the instructions)
KERNEL = """.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl stats_kernel
.p2align 8
.type stats_kernel,@function
stats_kernel:
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 0x5eed1234
  v_xor_b32 v2, v0, v2
  v_mul_lo_u32 v2, v2, v2
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[0:1]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel stats_kernel
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 2
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: stats_kernel
    .symbol: stats_kernel.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 3
    .max_flat_workgroup_size: 1024
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'uint*'
...
.end_amdgpu_metadata
"""


@pytest.fixture
def eager(monkeypatch, tmp_path):
    """Every block cut and compiled at first sight, with a cache of this test's own."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    monkeypatch.delenv("GCNSIM_TIER", raising=False)
    path = tmp_path / "stats.s"
    path.write_text(KERNEL)
    return path


def _run(capsys, path, *options):
    assert main(["run", str(path), "--grid", "256", "--arg", "u32:256", *options]) == 0
    return capsys.readouterr().out


def test_a_launch_counts_what_ran_natively(eager, capsys):
    native = json.loads(_run(capsys, eager, "--json"))["native"]  # the dynamic checker on
    total = 4 * 8                                                   # 4 waves
    assert native["wave_instructions"] == total - 4                 # s_endpgm interpreted
    assert native["share"] == pytest.approx((total - 4) / total)
    assert native["functions_compiled"] >= 1 and native["functions_loaded"] == 0
    again = json.loads(_run(capsys, eager, "--json"))["native"]     # in this process already
    assert again["functions_compiled"] == again["functions_loaded"] == 0
    assert again["wave_instructions"] == native["wave_instructions"]
    for forced in (["--tier", "interpreter"], ["--adversarial"]):
        assert json.loads(_run(capsys, eager, "--json", *forced))["native"] == {
            "wave_instructions": 0, "share": 0.0, "functions_compiled": 0,
            "functions_loaded": 0}
    table = _run(capsys, eager, "--tier", "interpreter")
    assert "run natively" in table and "0.0 % of the wave-instructions (0 functions" in table


def test_functions_loaded_from_the_disk_cache_are_counted(monkeypatch, tmp_path):
    """A function another process compiled (its object and index entry written here) counts as
    loaded, one compiled here as compiled."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    engine = jit.Jit.get()
    ir = 'define void @"{name}"(ptr %p) {{\n  store i32 3, ptr %p\n  ret void\n}}\n'
    other, own = f"loaded_{tmp_path.name}", f"compiled_{tmp_path.name}"
    key = engine._key(ir.format(name=other), 0)
    cache.write_entry(key, *engine._compile(ir.format(name=other), 0))
    cache.write_file(cache.index_path(other), f"{engine.identity}\n{key}\n{other}".encode())
    before = tier.functions_made()
    for name in (other, own):
        engine.function_named(name, lambda n=name: ir.format(name=n), 0, signature="void (ptr)")
    assert [now - was for now, was in zip(tier.functions_made(), before)] == [1, 1]
