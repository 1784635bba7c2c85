"""The corpora's own DPP, SDWA, packed FP32 and SOPK lines (Triton's wave reductions, clang's
SDWA multiplies, v_pk_fma_f32 with op_sel) and s_bfe's field edges, native against the
interpreter bit for bit under several MODE values (test_ops.py runs the random forms)."""
import pytest

from tests.native.differential import compare

# tests/data/triton/gfx942/*.amdgcn: a reduction's DPP steps, each reading its own destination
TRITON_DPP = ["v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf "
              "bound_ctrl:1",
              "v_add_f32_dpp v3, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1",
              "v_add_f32_dpp v3, v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1",
              "v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1",
              "v_mov_b32_dpp v7, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1",
              "v_mov_b32_dpp v8, v3 row_shr:1 row_mask:0xf bank_mask:0xf",
              "v_add_f32 v9, v7, v5",
              "s_cmpk_lt_i32 s3, 0x8001",
              "s_cselect_b32 s40, -1, 0"]
# tests/data/kernels/gfx90a/*.s
CLANG = ["v_min_u32_sdwa v40, v6, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD "
         "src1_sel:DWORD",
         "v_mul_u32_u24_sdwa v41, v0, s16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 "
         "src1_sel:DWORD",
         "v_pk_fma_f32 v[42:43], v[22:23], v[4:5], s[6:7]",
         "v_pk_fma_f32 v[44:45], v[0:1], v[6:7], s[4:5] op_sel:[1,0,0] op_sel_hi:[0,1,1]",
         "v_pk_mov_b32 v[46:47], s[20:21], s[20:21] op_sel:[0,1]",
         "v_mac_f32 v48, v1, v2",
         "s_movk_i32 s41, 0x8000"]
BFE = [f"s_bfe_{t}32 s{40 + 2 * k}, s{k}, {field}"
       for k, (t, field) in enumerate((("u", "0x1f0004"), ("i", "0x100010"), ("i", "0x200000"),
                                       ("i", "0x1001f"), ("u", "0x7f0003"), ("i", "0x10000"),
                                       ("u", "0x200000"), ("i", "s7")))]
MODES = (0x3F0, 0x3C0, 0x1F0, 0x330)


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", ("gfx90a", "gfx942"))
def test_corpus_lane_forms_match_interpreter(target):
    lines = TRITON_DPP + [line for line in CLANG if target == "gfx90a" or "mac" not in line]
    for k, mode in enumerate(MODES):
        diffs, runs = compare(target, lines, mode, seed=k)
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5


def test_bfe_fields_match_interpreter():
    lines = [x for line in BFE for x in (line, f"s_cselect_b32 s{int(line.split()[1][1:-1]) + 1}"
                                               ", -1, 0")]
    for seed in range(3):
        diffs, runs = compare("gfx900", lines, 0x3F0, seed)
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5
