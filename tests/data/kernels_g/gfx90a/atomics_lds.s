	.text
	.file	0 "." "gcnsim/kernels/atomics_lds.cl" md5 0x19490c50c4686f21a287dd7847edf303
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	atomics_lds             ; -- Begin function atomics_lds
	.globl	atomics_lds
	.p2align	8
	.type	atomics_lds,@function
atomics_lds:                            ; @atomics_lds
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: atomics_lds:lid <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 9 11 prologue_end             ; gcnsim/kernels/atomics_lds.cl:9:11
	v_cmp_lt_u32_e32 vcc, 6, v0
	v_cmp_gt_u32_e64 s[0:1], 7, v0
.Ltmp0:
	;DEBUG_VALUE: atomics_lds:tickets <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: atomics_lds:counters <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: atomics_lds:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 9 7 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:9:7
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
.Ltmp1:
; %bb.1:
	.loc	0 0 7                           ; gcnsim/kernels/atomics_lds.cl:0:7
	v_cmp_lt_i32_e64 s[0:1], 2, v0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $sgpr7
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_5
; %bb.2:
	v_cmp_eq_u32_e64 s[0:1], 3, v0
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $sgpr7
	s_and_saveexec_b64 s[12:13], s[0:1]
; %bb.3:
	s_brev_b32 s7, 1
	s_xor_b64 s[8:9], exec, -1
; %bb.4:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[8:9], s[8:9], exec
.LBB0_5:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v1, s7
	s_xor_b64 exec, exec, s[10:11]
; %bb.6:
	v_cmp_ne_u32_e64 s[0:1], 2, v0
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[0:1], s[0:1], exec
	v_bfrev_b32_e32 v1, -2
	s_or_b64 s[8:9], s[8:9], s[0:1]
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
; %bb.8:
.Ltmp2:
	.loc	0 10 62 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:10:62
	v_cmp_eq_u32_e64 s[0:1], 4, v0
	.loc	0 10 58 is_stmt 0               ; gcnsim/kernels/atomics_lds.cl:10:58
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
; %bb.9:
	.loc	0 0 58                          ; gcnsim/kernels/atomics_lds.cl:0:58
	s_or_b64 exec, exec, s[10:11]
	.loc	0 10 5                          ; gcnsim/kernels/atomics_lds.cl:10:5
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	0 10 14                         ; gcnsim/kernels/atomics_lds.cl:10:14
	ds_write_b32 v2, v1
.Ltmp3:
.LBB0_10:
	.loc	0 0 14                          ; gcnsim/kernels/atomics_lds.cl:0:14
	s_or_b64 exec, exec, s[2:3]
.Ltmp4:
	.loc	0 11 11 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:11:11
	v_cmp_gt_u32_e64 s[0:1], 4, v0
	v_lshlrev_b32_e32 v1, 2, v0
.Ltmp5:
	.loc	0 11 7 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:11:7
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	0 0 7                           ; gcnsim/kernels/atomics_lds.cl:0:7
	v_mov_b32_e32 v3, 0x3e8
	v_cmp_eq_u32_e64 s[0:1], 3, v0
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_cndmask_b32_e64 v3, -1, v3, s[0:1]
.Ltmp6:
	.loc	0 12 15 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:12:15
	ds_write_b32 v2, v3 offset:32
.Ltmp7:
.LBB0_12:
	.loc	0 0 15 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:0:15
	s_or_b64 exec, exec, s[2:3]
	.loc	0 13 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:13:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 14 14                         ; gcnsim/kernels/atomics_lds.cl:14:14
	s_load_dwordx2 s[0:1], s[4:5], 0x40
	.loc	0 8 13                          ; gcnsim/kernels/atomics_lds.cl:8:13
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	.loc	0 14 14                         ; gcnsim/kernels/atomics_lds.cl:14:14
	v_lshl_or_b32 v2, s6, 8, v0
	s_mov_b64 s[12:13], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e64 v2, s[0:1], s0, v2
	v_addc_co_u32_e64 v3, s[0:1], 0, v3, s[0:1]
	.loc	0 14 11 is_stmt 0               ; gcnsim/kernels/atomics_lds.cl:14:11
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e64 v4, s[0:1], s8, v2
	v_addc_co_u32_e64 v5, s[0:1], v5, v3, s[0:1]
	global_load_dword v4, v[4:5], off
.Ltmp8:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 11                          ; gcnsim/kernels/atomics_lds.cl:0:11
	s_mov_b32 s5, 0
.Ltmp9:
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 15 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:15:3
	s_ff1_i32_b64 s0, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, s0
	s_lshl_b64 s[0:1], 1, s0
	s_add_i32 s5, s5, s4
	s_andn2_b64 s[12:13], s[12:13], s[0:1]
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_13
.Ltmp10:
; %bb.14:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_16
.Ltmp11:
; %bb.15:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 15 3                          ; gcnsim/kernels/atomics_lds.cl:15:3
	v_mov_b32_e32 v6, s5
	ds_add_u32 v5, v6
.Ltmp12:
.LBB0_16:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.Ltmp13:
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 16 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:16:3
	s_ff1_i32_b64 s5, s[0:1]
	v_readlane_b32 s7, v4, s5
	s_lshl_b64 s[8:9], 1, s5
	s_add_i32 s4, s4, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_17
.Ltmp14:
; %bb.18:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_20
.Ltmp15:
; %bb.19:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 16 3                          ; gcnsim/kernels/atomics_lds.cl:16:3
	v_mov_b32_e32 v6, s4
	ds_sub_u32 v5, v6 offset:4
.Ltmp16:
.LBB0_20:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s4, -2
.Ltmp17:
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 17 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:17:3
	s_ff1_i32_b64 s5, s[0:1]
	v_readlane_b32 s7, v4, s5
	s_lshl_b64 s[8:9], 1, s5
	s_min_i32 s4, s4, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_21
.Ltmp18:
; %bb.22:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_24
.Ltmp19:
; %bb.23:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 17 3                          ; gcnsim/kernels/atomics_lds.cl:17:3
	v_mov_b32_e32 v6, s4
	ds_min_i32 v5, v6 offset:8
.Ltmp20:
.LBB0_24:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s4, 1
.Ltmp21:
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 18 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:18:3
	s_ff1_i32_b64 s5, s[0:1]
	v_readlane_b32 s7, v4, s5
	s_lshl_b64 s[8:9], 1, s5
	s_max_i32 s4, s4, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_25
.Ltmp22:
; %bb.26:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_28
.Ltmp23:
; %bb.27:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 18 3                          ; gcnsim/kernels/atomics_lds.cl:18:3
	v_mov_b32_e32 v6, s4
	ds_max_i32 v5, v6 offset:12
.Ltmp24:
.LBB0_28:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	.loc	0 19 25 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:19:25
	v_or_b32_e32 v5, 0x7fff7fff, v4
	s_mov_b32 s5, -1
.Ltmp25:
.LBB0_29:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 19 3 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:19:3
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s7, v5, s4
	s_lshl_b64 s[8:9], 1, s4
	s_and_b32 s5, s5, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_29
.Ltmp26:
; %bb.30:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_32
.Ltmp27:
; %bb.31:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 19 3                          ; gcnsim/kernels/atomics_lds.cl:19:3
	v_mov_b32_e32 v6, s5
	ds_and_b32 v5, v6 offset:16
.Ltmp28:
.LBB0_32:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	.loc	0 20 24 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:20:24
	v_and_b32_e32 v5, 0x1010101, v4
.Ltmp29:
.LBB0_33:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 20 3 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:20:3
	s_ff1_i32_b64 s5, s[0:1]
	v_readlane_b32 s7, v5, s5
	s_lshl_b64 s[8:9], 1, s5
	s_or_b32 s4, s4, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_33
.Ltmp30:
; %bb.34:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	s_mov_b32 s5, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_36
.Ltmp31:
; %bb.35:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 20 3                          ; gcnsim/kernels/atomics_lds.cl:20:3
	v_mov_b32_e32 v6, s4
	ds_or_b32 v5, v6 offset:20
.Ltmp32:
.LBB0_36:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.Ltmp33:
.LBB0_37:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 21 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:21:3
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s7, v4, s4
	s_lshl_b64 s[8:9], 1, s4
	s_xor_b32 s5, s5, s7
	s_andn2_b64 s[0:1], s[0:1], s[8:9]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_37
.Ltmp34:
; %bb.38:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_40
.Ltmp35:
; %bb.39:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v5, 0
	.loc	0 21 3                          ; gcnsim/kernels/atomics_lds.cl:21:3
	v_mov_b32_e32 v6, s5
	ds_xor_b32 v5, v6 offset:24
.Ltmp36:
.LBB0_40:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	.loc	0 22 31 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:22:31
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v5, s8, 0
	v_mbcnt_hi_u32_b32 v5, s9, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v5
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_42
.Ltmp37:
; %bb.41:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	s_bcnt1_i32_b64 s0, s[8:9]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s0
	ds_add_rtn_u32 v6, v6, v7 offset:32
.Ltmp38:
.LBB0_42:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 31 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:0:31
	s_or_b64 exec, exec, s[4:5]
	.loc	0 22 31                         ; gcnsim/kernels/atomics_lds.cl:22:31
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s0, v6
	v_add_u32_e32 v5, s0, v5
	.loc	0 22 3                          ; gcnsim/kernels/atomics_lds.cl:22:3
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e64 v2, s[0:1], s2, v2
	s_mov_b64 s[4:5], exec
	v_addc_co_u32_e64 v3, s[0:1], v6, v3, s[0:1]
	s_mov_b32 s3, -1
	.loc	0 22 29                         ; gcnsim/kernels/atomics_lds.cl:22:29
	global_store_dword v[2:3], v5, off
.Ltmp39:
.LBB0_43:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 23 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:23:3
	s_ff1_i32_b64 s0, s[4:5]
	s_nop 0
	v_readlane_b32 s2, v4, s0
	s_lshl_b64 s[0:1], 1, s0
	s_min_u32 s3, s3, s2
	s_andn2_b64 s[4:5], s[4:5], s[0:1]
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB0_43
.Ltmp40:
; %bb.44:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_46
.Ltmp41:
; %bb.45:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v2, 0
	.loc	0 23 3                          ; gcnsim/kernels/atomics_lds.cl:23:3
	v_mov_b32_e32 v3, s3
	ds_min_u32 v2, v3 offset:36
.Ltmp42:
.LBB0_46:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.Ltmp43:
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 24 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:24:3
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s7, v4, s3
	s_lshl_b64 s[4:5], 1, s3
	s_max_u32 s2, s2, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_47
.Ltmp44:
; %bb.48:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_50
.Ltmp45:
; %bb.49:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	v_mov_b32_e32 v2, 0
	.loc	0 24 3                          ; gcnsim/kernels/atomics_lds.cl:24:3
	v_mov_b32_e32 v3, s2
	ds_max_u32 v2, v3 offset:40
.Ltmp46:
.LBB0_50:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3                           ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	.loc	0 25 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:25:3
	s_mov_b64 s[4:5], exec
	v_mbcnt_lo_u32_b32 v2, s4, 0
	v_mbcnt_hi_u32_b32 v2, s5, v2
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_52
.Ltmp47:
; %bb.51:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	s_bcnt1_i32_b64 s0, s[4:5]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s0
	ds_sub_u32 v2, v3 offset:44
.Ltmp48:
.LBB0_52:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:3
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[0:1], 0
	.loc	0 26 3 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:26:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr2
	.loc	0 27 7                          ; gcnsim/kernels/atomics_lds.cl:27:7
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_56
.Ltmp49:
; %bb.53:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 29 16                         ; gcnsim/kernels/atomics_lds.cl:29:16
	v_cmp_gt_u32_e32 vcc, 11, v0
.Ltmp50:
                                        ; implicit-def: $vgpr2
	.loc	0 29 12 is_stmt 0               ; gcnsim/kernels/atomics_lds.cl:29:12
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
.Ltmp51:
; %bb.54:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 12                          ; gcnsim/kernels/atomics_lds.cl:0:12
	s_mov_b64 s[0:1], exec
.Ltmp52:
	.loc	0 30 49 is_stmt 1               ; gcnsim/kernels/atomics_lds.cl:30:49
	v_lshl_add_u32 v2, v0, 2, 4
.Ltmp53:
; %bb.55:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 49 is_stmt 0                ; gcnsim/kernels/atomics_lds.cl:0:49
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp54:
.LBB0_56:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 27 7 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:27:7
	s_andn2_saveexec_b64 s[2:3], s[2:3]
.Ltmp55:
; %bb.57:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 7 is_stmt 0                 ; gcnsim/kernels/atomics_lds.cl:0:7
	s_or_b64 s[0:1], s[0:1], exec
	v_mov_b32_e32 v2, v1
.Ltmp56:
; %bb.58:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	s_or_b64 exec, exec, s[2:3]
	.loc	0 27 7                          ; gcnsim/kernels/atomics_lds.cl:27:7
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_60
.Ltmp57:
; %bb.59:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 0 0                           ; gcnsim/kernels/atomics_lds.cl:0:0
	ds_read_b32 v0, v2
	s_mul_hi_u32 s1, s6, 44
	s_mul_i32 s6, s6, 44
	s_add_u32 s0, s10, s6
	s_addc_u32 s1, s11, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
.Ltmp58:
.LBB0_60:
	;DEBUG_VALUE: atomics_lds:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 31 1 is_stmt 1                ; gcnsim/kernels/atomics_lds.cl:31:1
	s_endpgm
.Ltmp59:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_lds
		.amdhsa_group_segment_fixed_size 48
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
	.size	atomics_lds, .Lfunc_end0-atomics_lds
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1504
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 48 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.long	1                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xac DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x50 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	119                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x3f:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	139                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	163                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x55:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	173                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5d:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	178                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x65:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	131                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6e:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	131                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x77:0xc DW_TAG_array_type
	.long	131                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x7c:0x6 DW_TAG_subrange_type
	.long	135                             ; DW_AT_type
	.byte	7                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x83:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0x87:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x8b:0xc DW_TAG_array_type
	.long	151                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x90:0x6 DW_TAG_subrange_type
	.long	135                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x97:0x8 DW_TAG_typedef
	.long	159                             ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	9                               ; Abbrev [9] 0x9f:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0xa3:0x5 DW_TAG_pointer_type
	.long	168                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xa8:0x5 DW_TAG_const_type
	.long	131                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xad:0x5 DW_TAG_pointer_type
	.long	131                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xb2:0x5 DW_TAG_pointer_type
	.long	151                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	64                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/atomics_lds.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=70
.Linfo_string3:
	.asciz	"acc"                           ; string offset=72
.Linfo_string4:
	.asciz	"int"                           ; string offset=76
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=80
.Linfo_string6:
	.asciz	"uacc"                          ; string offset=100
.Linfo_string7:
	.asciz	"unsigned int"                  ; string offset=105
.Linfo_string8:
	.asciz	"uint"                          ; string offset=118
.Linfo_string9:
	.asciz	"atomics_lds"                   ; string offset=123
.Linfo_string10:
	.asciz	"v"                             ; string offset=135
.Linfo_string11:
	.asciz	"in"                            ; string offset=137
.Linfo_string12:
	.asciz	"counters"                      ; string offset=140
.Linfo_string13:
	.asciz	"tickets"                       ; string offset=149
.Linfo_string14:
	.asciz	"lid"                           ; string offset=157
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	atomics_lds.acc
	.quad	atomics_lds.uacc
	.quad	.Lfunc_begin0
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
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 48
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomics_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
