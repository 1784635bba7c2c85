	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	bitonic_sort_local      ; -- Begin function bitonic_sort_local
	.globl	bitonic_sort_local
	.p2align	8
	.type	bitonic_sort_local,@function
bitonic_sort_local:                     ; @bitonic_sort_local
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b32 s7, 0
	s_lshl_b64 s[2:3], s[6:7], 10
	v_lshlrev_b32_e32 v7, 2, v0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v1, vcc, s0, v7
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_movk_i32 s0, 0x200
	v_add_i32_e32 v3, vcc, s0, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	flat_load_dword v5, v[1:2]
	flat_load_dword v6, v[3:4]
	v_add_i32_e32 v8, vcc, v7, v7
	v_and_b32_e32 v9, 1, v0
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v7, v5, v6 offset1:2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v13, 1, v0
	v_sub_i32_e32 v10, vcc, v13, v9
	v_lshlrev_b32_e32 v9, 2, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v11, 4, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v11, 2, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 3, v0
	v_sub_i32_e32 v12, vcc, v13, v5
	v_lshlrev_b32_e32 v11, 2, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v14, 8, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v14, 8, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v14, 4, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_12:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 7, v0
	v_sub_i32_e32 v15, vcc, v13, v5
	v_lshlrev_b32_e32 v14, 2, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v14 offset1:8
	v_and_b32_e32 v16, 16, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_write2_b32 v14, v6, v5 offset1:8
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v16, 16, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v16, 16, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v16, 8, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_20
; %bb.19:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 15, v0
	v_sub_i32_e32 v17, vcc, v13, v5
	v_lshlrev_b32_e32 v16, 2, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v16 offset1:16
	v_and_b32_e32 v18, 32, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_22
; %bb.21:
	ds_write2_b32 v16, v6, v5 offset1:16
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v14 offset1:8
	v_and_b32_e32 v18, 32, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_24
; %bb.23:
	ds_write2_b32 v14, v6, v5 offset1:8
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v18, 32, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_26
; %bb.25:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v18, 32, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v18, 16, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_30
; %bb.29:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 31, v0
	v_sub_i32_e32 v19, vcc, v13, v5
	v_lshlrev_b32_e32 v18, 2, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v18 offset1:32
	v_and_b32_e32 v20, 64, v19
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_32
; %bb.31:
	ds_write2_b32 v18, v6, v5 offset1:32
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v16 offset1:16
	v_and_b32_e32 v20, 64, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_34
; %bb.33:
	ds_write2_b32 v16, v6, v5 offset1:16
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v14 offset1:8
	v_and_b32_e32 v20, 64, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_36
; %bb.35:
	ds_write2_b32 v14, v6, v5 offset1:8
.LBB0_36:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v20, 64, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_38
; %bb.37:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_38:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v20, 64, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_40
; %bb.39:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_40:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v20, 32, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_42
; %bb.41:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_42:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v5, 63, v0
	v_sub_i32_e32 v21, vcc, v13, v5
	v_lshlrev_b32_e32 v20, 2, v21
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[5:6], v20 offset1:1
	v_and_b32_e32 v22, 0x80, v21
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_44
; %bb.43:
	ds_write2st64_b32 v20, v6, v5 offset1:1
.LBB0_44:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v18 offset1:32
	v_and_b32_e32 v22, 0x80, v19
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_46
; %bb.45:
	ds_write2_b32 v18, v6, v5 offset1:32
.LBB0_46:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v16 offset1:16
	v_and_b32_e32 v22, 0x80, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_48
; %bb.47:
	ds_write2_b32 v16, v6, v5 offset1:16
.LBB0_48:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v14 offset1:8
	v_and_b32_e32 v22, 0x80, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_50
; %bb.49:
	ds_write2_b32 v14, v6, v5 offset1:8
.LBB0_50:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v22, 0x80, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_52
; %bb.51:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_52:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v22, 0x80, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_54
; %bb.53:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_54:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	v_and_b32_e32 v22, 64, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_56
; %bb.55:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	v_sub_i32_e32 v13, vcc, v13, v0
	v_lshlrev_b32_e32 v0, 2, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[5:6], v0 offset1:2
	v_and_b32_e32 v13, 0x100, v13
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_58
; %bb.57:
	ds_write2st64_b32 v0, v6, v5 offset1:2
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[5:6], v20 offset1:1
	v_and_b32_e32 v0, 0x100, v21
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_60
; %bb.59:
	ds_write2st64_b32 v20, v6, v5 offset1:1
.LBB0_60:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v18 offset1:32
	v_and_b32_e32 v0, 0x100, v19
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_62
; %bb.61:
	ds_write2_b32 v18, v6, v5 offset1:32
.LBB0_62:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v16 offset1:16
	v_and_b32_e32 v0, 0x100, v17
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_64
; %bb.63:
	ds_write2_b32 v16, v6, v5 offset1:16
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v14 offset1:8
	v_and_b32_e32 v0, 0x100, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
; %bb.65:
	ds_write2_b32 v14, v6, v5 offset1:8
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v11 offset1:4
	v_and_b32_e32 v0, 0x100, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_68
; %bb.67:
	ds_write2_b32 v11, v6, v5 offset1:4
.LBB0_68:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v9 offset1:2
	v_and_b32_e32 v0, 0x100, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_xor_b64 s[2:3], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_70
; %bb.69:
	ds_write2_b32 v9, v6, v5 offset1:2
.LBB0_70:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[5:6], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v5, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_72
; %bb.71:
	ds_write2_b32 v8, v6, v5 offset1:1
.LBB0_72:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[5:6], v7 offset1:2
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	flat_store_dword v[3:4], v6
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_sort_local
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	bitonic_sort_local, .Lfunc_end0-bitonic_sort_local
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2408
; NumSgprs: 10
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 23
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           bitonic_sort_local
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         bitonic_sort_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
