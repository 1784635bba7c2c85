	.text
	.file	0 "." "gcnsim/kernels/scan_blelloch.cl" md5 0xaae142c1089326ae8755752f5d20712c
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	scan_blelloch           ; -- Begin function scan_blelloch
	.globl	scan_blelloch
	.p2align	8
	.type	scan_blelloch,@function
scan_blelloch:                          ; @scan_blelloch
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 8 13 prologue_end             ; gcnsim/kernels/scan_blelloch.cl:8:13
	s_load_dwordx4 s[16:19], s[4:5], 0x0
.Ltmp0:
	;DEBUG_VALUE: scan_blelloch:base <- undef
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: scan_blelloch:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 10 28                         ; gcnsim/kernels/scan_blelloch.cl:10:28
	v_lshlrev_b32_e32 v4, 1, v0
	.loc	0 10 24 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:10:24
	v_lshl_or_b32 v2, s6, 8, v4
	.loc	0 10 16                         ; gcnsim/kernels/scan_blelloch.cl:10:16
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e32 v6, vcc, s16, v2
	v_addc_co_u32_e32 v7, vcc, v1, v3, vcc
	global_load_dwordx2 v[6:7], v[6:7], off
	s_movk_i32 s0, 0x80
	.loc	0 10 3                          ; gcnsim/kernels/scan_blelloch.cl:10:3
	v_lshlrev_b32_e32 v1, 3, v0
.Ltmp1:
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e32 vcc, s0, v0
.Ltmp2:
	;DEBUG_VALUE: scan_blelloch:totals <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: scan_blelloch:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 10 14                         ; gcnsim/kernels/scan_blelloch.cl:10:14
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v6, v7 offset1:1
.Ltmp3:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read2_b32 v[6:7], v1 offset1:1
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v7, v6
	ds_write_b32 v1, v5 offset:4
.Ltmp5:
.LBB0_2:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[0:1]
.Ltmp6:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 11 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:11:13
	v_or_b32_e32 v14, 1, v4
	v_add_u32_e32 v15, 2, v4
.Ltmp7:
	.loc	0 15 13                         ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[0:1], 64, v0
	v_lshl_add_u32 v5, v14, 3, -4
	v_lshl_add_u32 v4, v15, 3, -4
.Ltmp8:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
.Ltmp9:
; %bb.3:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v6, v5
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v7, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v4, v6
.Ltmp10:
.LBB0_4:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[2:3]
.Ltmp11:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[2:3], 32, v0
	v_lshl_add_u32 v7, v14, 4, -4
	v_lshl_add_u32 v6, v15, 4, -4
.Ltmp12:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_6
.Ltmp13:
; %bb.5:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v8, v7
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v9, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, v9, v8
	ds_write_b32 v6, v8
.Ltmp14:
.LBB0_6:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[8:9]
.Ltmp15:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[10:11], 16, v0
	v_lshl_add_u32 v9, v14, 5, -4
	v_lshl_add_u32 v8, v15, 5, -4
.Ltmp16:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_8
.Ltmp17:
; %bb.7:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v10, v9
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v11, v8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v10, v11, v10
	ds_write_b32 v8, v10
.Ltmp18:
.LBB0_8:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[8:9]
.Ltmp19:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[8:9], 8, v0
	v_lshl_add_u32 v11, v14, 6, -4
	v_lshl_add_u32 v10, v15, 6, -4
.Ltmp20:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_10
.Ltmp21:
; %bb.9:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v12, v11
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v13, v10
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v13, v12
	ds_write_b32 v10, v12
.Ltmp22:
.LBB0_10:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[12:13]
.Ltmp23:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[12:13], 4, v0
	v_lshl_add_u32 v13, v14, 7, -4
	v_lshl_add_u32 v12, v15, 7, -4
.Ltmp24:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_12
.Ltmp25:
; %bb.11:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v16, v13
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v17, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v16, v17, v16
	ds_write_b32 v12, v16
.Ltmp26:
.LBB0_12:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[14:15]
	s_load_dwordx2 s[16:17], s[4:5], 0x10
.Ltmp27:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_gt_u32_e64 s[4:5], 2, v0
	v_lshl_add_u32 v16, v14, 8, -4
	v_lshl_add_u32 v14, v15, 8, -4
.Ltmp28:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[14:15], s[4:5]
	s_cbranch_execz .LBB0_14
.Ltmp29:
; %bb.13:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 16 40                         ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read_b32 v15, v16
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v17, v15
	ds_write_b32 v14, v15
.Ltmp30:
.LBB0_14:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[14:15]
.Ltmp31:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 15 13 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:15:13
	v_cmp_eq_u32_e64 s[14:15], 0, v0
.Ltmp32:
	.loc	0 14 5                          ; gcnsim/kernels/scan_blelloch.cl:14:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 15 9                          ; gcnsim/kernels/scan_blelloch.cl:15:9
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_16
.Ltmp33:
; %bb.15:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: scan_blelloch:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 9 is_stmt 0                 ; gcnsim/kernels/scan_blelloch.cl:0:9
	v_mov_b32_e32 v0, 0
.Ltmp34:
	.loc	0 16 40 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:16:40
	ds_read2_b32 v[18:19], v0 offset0:127 offset1:255
	.loc	0 16 37 is_stmt 0               ; gcnsim/kernels/scan_blelloch.cl:16:37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v19, v18
	ds_write_b32 v0, v15 offset:1020
.Ltmp35:
.LBB0_16:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 0 37                          ; gcnsim/kernels/scan_blelloch.cl:0:37
	s_or_b64 exec, exec, s[20:21]
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
.Ltmp36:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	.loc	0 19 7 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:19:7
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_18
.Ltmp37:
; %bb.17:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	.loc	0 0 7 is_stmt 0                 ; gcnsim/kernels/scan_blelloch.cl:0:7
	v_mov_b32_e32 v0, 0
.Ltmp38:
	.loc	0 20 31 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:20:31
	ds_read_b32 v15, v0 offset:1020
.Ltmp39:
	.loc	0 9 14                          ; gcnsim/kernels/scan_blelloch.cl:9:14
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s6, s16, s6
	s_addc_u32 s7, s17, s7
.Ltmp40:
	.loc	0 20 29                         ; gcnsim/kernels/scan_blelloch.cl:20:29
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v15, s[6:7]
	.loc	0 21 14                         ; gcnsim/kernels/scan_blelloch.cl:21:14
	ds_write_b32 v0, v0 offset:1020
.Ltmp41:
.LBB0_18:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	.loc	0 0 14 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:14
	s_or_b64 exec, exec, s[20:21]
.Ltmp42:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_20
.Ltmp43:
; %bb.19:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: ai <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 127
	;DEBUG_VALUE: bi <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 255
	.loc	0 0 9 is_stmt 0                 ; gcnsim/kernels/scan_blelloch.cl:0:9
	v_mov_b32_e32 v0, 0
.Ltmp44:
	.loc	0 29 16 is_stmt 1               ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read2_b32 v[18:19], v0 offset0:127 offset1:255
.Ltmp45:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v19, v18
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	ds_write2_b32 v0, v19, v15 offset0:127 offset1:255
.Ltmp46:
.LBB0_20:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[6:7]
.Ltmp47:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
.Ltmp48:
; %bb.21:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v14
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v15, v16
.Ltmp49:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr15
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v16, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v15
	ds_write_b32 v14, v0
.Ltmp50:
.LBB0_22:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[6:7]
.Ltmp51:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_24
.Ltmp52:
; %bb.23:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v12
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v14, v13
.Ltmp53:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v13, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v14
	ds_write_b32 v12, v0
.Ltmp54:
.LBB0_24:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[4:5]
.Ltmp55:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_26
.Ltmp56:
; %bb.25:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v10
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v12, v11
.Ltmp57:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v11, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v12
	ds_write_b32 v10, v0
.Ltmp58:
.LBB0_26:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[4:5]
.Ltmp59:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_28
.Ltmp60:
; %bb.27:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v8
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v10, v9
.Ltmp61:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v9, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v10
	ds_write_b32 v8, v0
.Ltmp62:
.LBB0_28:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[4:5]
.Ltmp63:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_30
.Ltmp64:
; %bb.29:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v6
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v8, v7
.Ltmp65:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v7, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v8
	ds_write_b32 v6, v0
.Ltmp66:
.LBB0_30:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[4:5]
.Ltmp67:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_32
.Ltmp68:
; %bb.31:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: ai <- undef
	;DEBUG_VALUE: bi <- undef
	.loc	0 30 15                         ; gcnsim/kernels/scan_blelloch.cl:30:15
	ds_read_b32 v0, v4
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read_b32 v6, v5
.Ltmp69:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 30 13                         ; gcnsim/kernels/scan_blelloch.cl:30:13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v5, v0
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v6
	ds_write_b32 v4, v0
.Ltmp70:
.LBB0_32:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[2:3]
.Ltmp71:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 25 5 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:25:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 26 9                          ; gcnsim/kernels/scan_blelloch.cl:26:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_34
.Ltmp72:
; %bb.33:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: ai <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: bi <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 29 16                         ; gcnsim/kernels/scan_blelloch.cl:29:16
	ds_read2_b32 v[4:5], v1 offset1:1
.Ltmp73:
	;DEBUG_VALUE: x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 31 13                         ; gcnsim/kernels/scan_blelloch.cl:31:13
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write2_b32 v1, v5, v4 offset1:1
.Ltmp74:
.LBB0_34:
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:0:13
	s_or_b64 exec, exec, s[0:1]
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: scan_blelloch:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 34 3 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:34:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 35 25                         ; gcnsim/kernels/scan_blelloch.cl:35:25
	ds_read2_b32 v[0:1], v1 offset1:1
	.loc	0 35 3 is_stmt 0                ; gcnsim/kernels/scan_blelloch.cl:35:3
	v_mov_b32_e32 v4, s19
	v_add_co_u32_e32 v2, vcc, s18, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	.loc	0 35 23                         ; gcnsim/kernels/scan_blelloch.cl:35:23
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[2:3], v[0:1], off
	.loc	0 37 1 is_stmt 1                ; gcnsim/kernels/scan_blelloch.cl:37:1
	s_endpgm
.Ltmp75:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_blelloch
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	scan_blelloch, .Lfunc_end0-scan_blelloch
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1232
; NumSgprs: 26
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 127
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 255
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	143                             ; 2575
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0xd5 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x85 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	176                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	209                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5b:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x64:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6d:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x75:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x77:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x81:0x2e DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp74-.Ltmp42                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x87:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x90:0x1e DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x92:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x9b:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	205                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xa4:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	189                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xb0:0xd DW_TAG_array_type
	.long	189                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb5:0x7 DW_TAG_subrange_type
	.long	201                             ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xbd:0x8 DW_TAG_typedef
	.long	197                             ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	12                              ; Abbrev [12] 0xc5:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0xc9:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	12                              ; Abbrev [12] 0xcd:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0xd1:0x5 DW_TAG_pointer_type
	.long	214                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xd6:0x5 DW_TAG_const_type
	.long	189                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0xdb:0x5 DW_TAG_pointer_type
	.long	189                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	80                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/scan_blelloch.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=72
.Linfo_string3:
	.asciz	"t"                             ; string offset=74
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=76
.Linfo_string5:
	.asciz	"uint"                          ; string offset=89
.Linfo_string6:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=94
.Linfo_string7:
	.asciz	"scan_blelloch"                 ; string offset=114
.Linfo_string8:
	.asciz	"lid"                           ; string offset=128
.Linfo_string9:
	.asciz	"int"                           ; string offset=132
.Linfo_string10:
	.asciz	"d"                             ; string offset=136
.Linfo_string11:
	.asciz	"offset"                        ; string offset=138
.Linfo_string12:
	.asciz	"ai"                            ; string offset=145
.Linfo_string13:
	.asciz	"bi"                            ; string offset=148
.Linfo_string14:
	.asciz	"x"                             ; string offset=151
.Linfo_string15:
	.asciz	"in"                            ; string offset=153
.Linfo_string16:
	.asciz	"out"                           ; string offset=156
.Linfo_string17:
	.asciz	"totals"                        ; string offset=160
.Linfo_string18:
	.asciz	"base"                          ; string offset=167
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	scan_blelloch.t
	.quad	.Lfunc_begin0
	.quad	.Ltmp42
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           scan_blelloch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         scan_blelloch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
