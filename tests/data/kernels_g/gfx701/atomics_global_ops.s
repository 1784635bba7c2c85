	.text
	.file	0 "." "gcnsim/kernels/atomics_global_ops.cl" md5 0x6201be5aec88628d788178b85a18d761
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	atomics_global_ops      ; -- Begin function atomics_global_ops
	.globl	atomics_global_ops
	.p2align	8
	.type	atomics_global_ops,@function
atomics_global_ops:                     ; @atomics_global_ops
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/atomics_global_ops.cl:6:11
	s_load_dword s1, s[4:5], 0xf
	;DEBUG_VALUE: atomics_global_ops:fsum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: atomics_global_ops:cells <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dword s0, s[4:5], 0xa
	;DEBUG_VALUE: atomics_global_ops:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[2:3], s[4:5], 0x16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s2, v0
.Ltmp0:
	;DEBUG_VALUE: atomics_global_ops:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 9                           ; gcnsim/kernels/atomics_global_ops.cl:7:9
	v_cmp_gt_i32_e32 vcc, s0, v0
.Ltmp1:
	;DEBUG_VALUE: atomics_global_ops:swaps <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: atomics_global_ops:tickets <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: atomics_global_ops:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 7 is_stmt 0                 ; gcnsim/kernels/atomics_global_ops.cl:7:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
.Ltmp2:
; %bb.1:
	.loc	0 6 11 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:6:11
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	.loc	0 9 11                          ; gcnsim/kernels/atomics_global_ops.cl:9:11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	.loc	0 6 11                          ; gcnsim/kernels/atomics_global_ops.cl:6:11
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	s_mov_b64 s[6:7], exec
	.loc	0 9 11                          ; gcnsim/kernels/atomics_global_ops.cl:9:11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v3, vcc, s8, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v3, v[3:4]
.Ltmp3:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 11 is_stmt 0                ; gcnsim/kernels/atomics_global_ops.cl:0:11
	s_mov_b32 s8, 0
.Ltmp4:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 10 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:10:3
	s_ff1_i32_b64 s1, s[6:7]
	s_lshl_b64 s[4:5], 1, s1
	s_andn2_b64 s[6:7], s[6:7], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[6:7], 0
	s_waitcnt vmcnt(0)
	v_readlane_b32 s9, v3, s1
	s_add_i32 s8, s8, s9
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_2
.Ltmp5:
; %bb.3:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_5
.Ltmp6:
; %bb.4:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s8
	flat_atomic_add v[4:5], v6
.Ltmp7:
.LBB0_5:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.Ltmp8:
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 11 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:11:3
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_add_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
.Ltmp9:
; %bb.7:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
.Ltmp10:
; %bb.8:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 11 15 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:11:15
	s_add_u32 s6, s10, 4
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	.loc	0 11 3                          ; gcnsim/kernels/atomics_global_ops.cl:11:3
	v_mov_b32_e32 v6, s1
	flat_atomic_sub v[4:5], v6
.Ltmp11:
.LBB0_9:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s1, -2
.Ltmp12:
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 12 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:12:3
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_min_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_10
.Ltmp13:
; %bb.11:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_13
.Ltmp14:
; %bb.12:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 12 15 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:12:15
	s_add_u32 s6, s10, 8
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	.loc	0 12 3                          ; gcnsim/kernels/atomics_global_ops.cl:12:3
	v_mov_b32_e32 v6, s1
	flat_atomic_smin v[4:5], v6
.Ltmp15:
.LBB0_13:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s1, 1
.Ltmp16:
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 13 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:13:3
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_max_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_14
.Ltmp17:
; %bb.15:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_17
.Ltmp18:
; %bb.16:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 13 15 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:13:15
	s_add_u32 s6, s10, 12
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	.loc	0 13 3                          ; gcnsim/kernels/atomics_global_ops.cl:13:3
	v_mov_b32_e32 v6, s1
	flat_atomic_smax v[4:5], v6
.Ltmp19:
.LBB0_17:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_mov_b32 s6, -1
.Ltmp20:
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 14 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:14:3
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v3, s1
	s_min_u32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_18
.Ltmp21:
; %bb.19:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_21
.Ltmp22:
; %bb.20:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 14 32 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:14:32
	s_add_u32 s8, s10, 16
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	.loc	0 14 3                          ; gcnsim/kernels/atomics_global_ops.cl:14:3
	v_mov_b32_e32 v6, s6
	flat_atomic_umin v[4:5], v6
.Ltmp23:
.LBB0_21:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.Ltmp24:
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 15 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:15:3
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_max_u32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_22
.Ltmp25:
; %bb.23:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_25
.Ltmp26:
; %bb.24:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 15 32 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:15:32
	s_add_u32 s6, s10, 20
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	.loc	0 15 3                          ; gcnsim/kernels/atomics_global_ops.cl:15:3
	v_mov_b32_e32 v6, s1
	flat_atomic_umax v[4:5], v6
.Ltmp27:
.LBB0_25:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	.loc	0 16 27 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:16:27
	v_or_b32_e32 v4, 0xff00ff0, v3
	s_mov_b32 s6, -1
.Ltmp28:
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 16 3 is_stmt 0                ; gcnsim/kernels/atomics_global_ops.cl:16:3
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v4, s1
	s_and_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_26
.Ltmp29:
; %bb.27:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_29
.Ltmp30:
; %bb.28:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 16 15                         ; gcnsim/kernels/atomics_global_ops.cl:16:15
	s_add_u32 s8, s10, 24
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	.loc	0 16 3                          ; gcnsim/kernels/atomics_global_ops.cl:16:3
	v_mov_b32_e32 v6, s6
	flat_atomic_and v[4:5], v6
.Ltmp31:
.LBB0_29:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	.loc	0 17 26 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:17:26
	v_and_b32_e32 v4, 0x100100, v3
.Ltmp32:
.LBB0_30:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 17 3 is_stmt 0                ; gcnsim/kernels/atomics_global_ops.cl:17:3
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v4, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_or_b32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_30
.Ltmp33:
; %bb.31:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_33
.Ltmp34:
; %bb.32:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 17 14                         ; gcnsim/kernels/atomics_global_ops.cl:17:14
	s_add_u32 s8, s10, 28
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	.loc	0 17 3                          ; gcnsim/kernels/atomics_global_ops.cl:17:3
	v_mov_b32_e32 v6, s1
	flat_atomic_or v[4:5], v6
.Ltmp35:
.LBB0_33:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.Ltmp36:
.LBB0_34:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 18 3 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:18:3
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v3, s1
	s_xor_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_34
.Ltmp37:
; %bb.35:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_37
.Ltmp38:
; %bb.36:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 18 15 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:18:15
	s_add_u32 s8, s10, 32
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	.loc	0 18 3                          ; gcnsim/kernels/atomics_global_ops.cl:18:3
	v_mov_b32_e32 v6, s6
	flat_atomic_xor v[4:5], v6
.Ltmp39:
.LBB0_37:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 3                           ; gcnsim/kernels/atomics_global_ops.cl:0:3
	s_or_b64 exec, exec, s[4:5]
	.loc	0 19 16 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:19:16
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32_e64 v4, s6, 0
	v_mbcnt_hi_u32_b32_e32 v4, s7, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_39
.Ltmp40:
; %bb.38:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 19 45 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:19:45
	s_add_u32 s8, s10, 36
	s_addc_u32 s9, s11, 0
	.loc	0 19 16                         ; gcnsim/kernels/atomics_global_ops.cl:19:16
	s_bcnt1_i32_b64 s1, s[6:7]
	.loc	0 19 45                         ; gcnsim/kernels/atomics_global_ops.cl:19:45
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	.loc	0 19 16                         ; gcnsim/kernels/atomics_global_ops.cl:19:16
	v_mov_b32_e32 v7, s1
	flat_atomic_add v5, v[5:6], v7 glc
.Ltmp41:
.LBB0_39:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 16                          ; gcnsim/kernels/atomics_global_ops.cl:0:16
	s_or_b64 exec, exec, s[4:5]
	.loc	0 19 16                         ; gcnsim/kernels/atomics_global_ops.cl:19:16
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s1, v5
	v_add_i32_e32 v6, vcc, s1, v4
	.loc	0 20 27 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:20:27
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	0 19 3                          ; gcnsim/kernels/atomics_global_ops.cl:19:3
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v1
	.loc	0 20 27                         ; gcnsim/kernels/atomics_global_ops.cl:20:27
	s_add_u32 s0, s14, s0
	.loc	0 19 3                          ; gcnsim/kernels/atomics_global_ops.cl:19:3
	v_addc_u32_e32 v5, vcc, v5, v2, vcc
	.loc	0 20 27                         ; gcnsim/kernels/atomics_global_ops.cl:20:27
	s_addc_u32 s1, s15, s1
	.loc	0 19 14                         ; gcnsim/kernels/atomics_global_ops.cl:19:14
	flat_store_dword v[4:5], v6
	.loc	0 20 27                         ; gcnsim/kernels/atomics_global_ops.cl:20:27
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v4, s0
	.loc	0 20 14 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:20:14
	flat_atomic_swap v4, v[4:5], v0 glc
	.loc	0 20 3                          ; gcnsim/kernels/atomics_global_ops.cl:20:3
	v_mov_b32_e32 v5, s15
	.loc	0 22 14 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:22:14
	v_mbcnt_lo_u32_b32_e64 v6, exec_lo, 0
	.loc	0 20 3                          ; gcnsim/kernels/atomics_global_ops.cl:20:3
	v_add_i32_e32 v0, vcc, s14, v1
	v_addc_u32_e32 v1, vcc, v5, v2, vcc
	.loc	0 22 14                         ; gcnsim/kernels/atomics_global_ops.cl:22:14
	v_mbcnt_hi_u32_b32_e32 v2, exec_hi, v6
	v_cmp_eq_u32_e32 vcc, 0, v2
	.loc	0 20 12                         ; gcnsim/kernels/atomics_global_ops.cl:20:12
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
.Ltmp42:
	;DEBUG_VALUE: atomics_global_ops:add <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
                                        ; implicit-def: $vgpr0
	.loc	0 22 14                         ; gcnsim/kernels/atomics_global_ops.cl:22:14
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_41
.Ltmp43:
; %bb.40:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_dword v0, v[0:1] glc
.Ltmp44:
.LBB0_41:
	;DEBUG_VALUE: atomics_global_ops:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 14 is_stmt 0                ; gcnsim/kernels/atomics_global_ops.cl:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	0 22 14                         ; gcnsim/kernels/atomics_global_ops.cl:22:14
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v0
.Ltmp45:
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 14                          ; gcnsim/kernels/atomics_global_ops.cl:0:14
	v_mov_b32_e32 v0, s2
	.loc	0 21 15 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:21:15
	v_cvt_f32_ubyte0_e32 v4, v3
	s_mov_b64 s[0:1], 0
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/atomics_global_ops.cl:0:0
	v_mov_b32_e32 v3, s4
.Ltmp46:
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_mov_b32_e32 v1, s3
.Ltmp47:
.LBB0_42:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: old <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 25 54 is_stmt 1               ; gcnsim/kernels/atomics_global_ops.cl:25:54
	v_add_f32_e32 v2, v4, v3
	.loc	0 25 12 is_stmt 0               ; gcnsim/kernels/atomics_global_ops.cl:25:12
	flat_atomic_cmpswap v2, v[0:1], v[2:3] glc
.Ltmp48:
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v3, v2
.Ltmp49:
	;DEBUG_VALUE: atomics_global_ops:seen <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 12                          ; gcnsim/kernels/atomics_global_ops.cl:0:12
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_42
.Ltmp50:
.LBB0_43:
	.loc	0 29 1 is_stmt 1                ; gcnsim/kernels/atomics_global_ops.cl:29:1
	s_endpgm
.Ltmp51:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_global_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
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
	.size	atomics_global_ops, .Lfunc_end0-atomics_global_ops
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1304
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
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

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
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
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xb6 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x5 DW_TAG_pointer_type
	.long	44                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x2c:0x8 DW_TAG_typedef
	.long	52                              ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x34:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x38:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x3c:0x5 DW_TAG_pointer_type
	.long	65                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x41:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x45:0x6d DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	6                               ; Abbrev [6] 0x4f:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	178                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x57:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	60                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x5f:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x67:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	60                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6f:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	188                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x77:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	65                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x7f:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	65                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x88:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	65                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x91:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	65                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x99:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xa1:0x10 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp50-.Ltmp47                 ; DW_AT_high_pc
	.byte	7                               ; Abbrev [7] 0xa7:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	65                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xb2:0x5 DW_TAG_pointer_type
	.long	183                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb7:0x5 DW_TAG_const_type
	.long	65                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0xbc:0x5 DW_TAG_pointer_type
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	80                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/atomics_global_ops.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=77
.Linfo_string3:
	.asciz	"unsigned int"                  ; string offset=79
.Linfo_string4:
	.asciz	"uint"                          ; string offset=92
.Linfo_string5:
	.asciz	"float"                         ; string offset=97
.Linfo_string6:
	.asciz	"int"                           ; string offset=103
.Linfo_string7:
	.asciz	"atomics_global_ops"            ; string offset=107
.Linfo_string8:
	.asciz	"v"                             ; string offset=126
.Linfo_string9:
	.asciz	"seen"                          ; string offset=128
.Linfo_string10:
	.asciz	"old"                           ; string offset=133
.Linfo_string11:
	.asciz	"in"                            ; string offset=137
.Linfo_string12:
	.asciz	"cells"                         ; string offset=140
.Linfo_string13:
	.asciz	"tickets"                       ; string offset=146
.Linfo_string14:
	.asciz	"swaps"                         ; string offset=154
.Linfo_string15:
	.asciz	"fsum"                          ; string offset=160
.Linfo_string16:
	.asciz	"n"                             ; string offset=165
.Linfo_string17:
	.asciz	"i"                             ; string offset=167
.Linfo_string18:
	.asciz	"add"                           ; string offset=169
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
	.quad	.Lfunc_begin0
	.quad	.Ltmp47
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         240
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         244
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics_global_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomics_global_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
