	.text
	.file	0 "." "gcnsim/kernels/bitonic_sort_local.cl" md5 0x0d62e9807a77008fe681669db765b4d5
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	bitonic_sort_local      ; -- Begin function bitonic_sort_local
	.globl	bitonic_sort_local
	.p2align	8
	.type	bitonic_sort_local,@function
bitonic_sort_local:                     ; @bitonic_sort_local
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 7 14 prologue_end             ; gcnsim/kernels/bitonic_sort_local.cl:7:14
	s_load_dwordx2 s[0:1], s[0:1], 0x0
.Ltmp0:
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: bitonic_sort_local:data <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 8 32                          ; gcnsim/kernels/bitonic_sort_local.cl:8:32
	s_mov_b32 s3, 0
	.loc	0 8 30 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:8:30
	s_lshl_b64 s[2:3], s[2:3], 10
	.loc	0 9 14 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:9:14
	v_lshlrev_b32_e32 v2, 2, v0
.Ltmp1:
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_add_u32_e32 v6, v2, v2
.Ltmp2:
	;DEBUG_VALUE: a <- undef
	.loc	0 8 30                          ; gcnsim/kernels/bitonic_sort_local.cl:8:30
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
.Ltmp3:
	;DEBUG_VALUE: bitonic_sort_local:block <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 9 14                          ; gcnsim/kernels/bitonic_sort_local.cl:9:14
	global_load_dword v1, v2, s[2:3]
	.loc	0 10 22                         ; gcnsim/kernels/bitonic_sort_local.cl:10:22
	global_load_dword v3, v2, s[2:3] offset:512
.Ltmp4:
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v7, 1, v0
	v_cmp_eq_u32_e64 s[0:1], 1, v7
.Ltmp5:
	.loc	0 9 12                          ; gcnsim/kernels/bitonic_sort_local.cl:9:12
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v2, v1, v3 offset1:2
	.loc	0 11 3                          ; gcnsim/kernels/bitonic_sort_local.cl:11:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp6:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 2, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp7:
	;DEBUG_VALUE: b <- undef
	.loc	0 9 14                          ; gcnsim/kernels/bitonic_sort_local.cl:9:14
	v_mov_b32_e32 v3, 0
.Ltmp8:
	.loc	0 19 14                         ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp9:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_2
.Ltmp10:
; %bb.1:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp11:
.LBB0_2:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 1, v0
	.loc	0 14 27 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v8, v1, v7
.Ltmp12:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v7, 2, v8
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp13:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp14:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v9, 4, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[0:1], s[0:1], vcc
.Ltmp15:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_4
.Ltmp16:
; %bb.3:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp17:
.LBB0_4:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp18:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 4, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp19:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v9, 2, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp20:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_6
.Ltmp21:
; %bb.5:
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: ascending <- [DW_OP_constu 4, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp22:
.LBB0_6:
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: ascending <- [DW_OP_constu 4, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 34 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:34
	v_and_b32_e32 v4, 3, v0
	.loc	0 14 27 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v10, v1, v4
.Ltmp23:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v9, 2, v10
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp24:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v9 offset1:4
.Ltmp25:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v11, 8, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp26:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
.Ltmp27:
; %bb.7:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v5, v4 offset1:4
.Ltmp28:
.LBB0_8:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp29:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp30:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v11, 8, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp31:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_10
.Ltmp32:
; %bb.9:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp33:
.LBB0_10:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp34:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 8, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp35:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v11, 4, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp36:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_12
.Ltmp37:
; %bb.11:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 8, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp38:
.LBB0_12:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 8, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 34 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:34
	v_and_b32_e32 v4, 7, v0
	.loc	0 14 27 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v12, v1, v4
.Ltmp39:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 17 15 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v11, 2, v12
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp40:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v11 offset1:8
.Ltmp41:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v13, 16, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp42:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_14
.Ltmp43:
; %bb.13:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v11, v5, v4 offset1:8
.Ltmp44:
.LBB0_14:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp45:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v9 offset1:4
.Ltmp46:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v13, 16, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp47:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_16
.Ltmp48:
; %bb.15:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v5, v4 offset1:4
.Ltmp49:
.LBB0_16:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp50:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp51:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v13, 16, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp52:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_18
.Ltmp53:
; %bb.17:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp54:
.LBB0_18:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp55:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 16, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp56:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v13, 8, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v13
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp57:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_20
.Ltmp58:
; %bb.19:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 16, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp59:
.LBB0_20:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 16, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 34 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:34
	v_and_b32_e32 v4, 15, v0
	.loc	0 14 27 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v14, v1, v4
.Ltmp60:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	.loc	0 17 15 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v13, 2, v14
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp61:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v13 offset1:16
.Ltmp62:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v15, 32, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp63:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_22
.Ltmp64:
; %bb.21:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v13, v5, v4 offset1:16
.Ltmp65:
.LBB0_22:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp66:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v11 offset1:8
.Ltmp67:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v15, 32, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp68:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_24
.Ltmp69:
; %bb.23:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v11, v5, v4 offset1:8
.Ltmp70:
.LBB0_24:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp71:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v9 offset1:4
.Ltmp72:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v15, 32, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp73:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_26
.Ltmp74:
; %bb.25:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v5, v4 offset1:4
.Ltmp75:
.LBB0_26:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp76:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp77:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v15, 32, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp78:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_28
.Ltmp79:
; %bb.27:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp80:
.LBB0_28:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp81:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 32, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp82:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v15, 16, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp83:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_30
.Ltmp84:
; %bb.29:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 32, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp85:
.LBB0_30:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 32, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 34 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:34
	v_and_b32_e32 v4, 31, v0
	.loc	0 14 27 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v16, v1, v4
.Ltmp86:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	.loc	0 17 15 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v15, 2, v16
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp87:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v15 offset1:32
.Ltmp88:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 64, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp89:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_32
.Ltmp90:
; %bb.31:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v15, v5, v4 offset1:32
.Ltmp91:
.LBB0_32:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp92:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v13 offset1:16
.Ltmp93:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 64, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp94:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_34
.Ltmp95:
; %bb.33:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v13, v5, v4 offset1:16
.Ltmp96:
.LBB0_34:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp97:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v11 offset1:8
.Ltmp98:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 64, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp99:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_36
.Ltmp100:
; %bb.35:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v11, v5, v4 offset1:8
.Ltmp101:
.LBB0_36:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp102:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v9 offset1:4
.Ltmp103:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 64, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp104:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_38
.Ltmp105:
; %bb.37:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v5, v4 offset1:4
.Ltmp106:
.LBB0_38:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp107:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp108:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 64, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp109:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_40
.Ltmp110:
; %bb.39:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp111:
.LBB0_40:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp112:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 64, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp113:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v17, 32, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp114:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_42
.Ltmp115:
; %bb.41:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 64, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp116:
.LBB0_42:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 64, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 34 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:34
	v_and_b32_e32 v4, 63, v0
	.loc	0 14 27 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v18, v1, v4
.Ltmp117:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	.loc	0 17 15 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v17, 2, v18
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp118:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2st64_b32 v[4:5], v17 offset1:1
.Ltmp119:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp120:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_44
.Ltmp121:
; %bb.43:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2st64_b32 v17, v5, v4 offset1:1
.Ltmp122:
.LBB0_44:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp123:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v15 offset1:32
.Ltmp124:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp125:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_46
.Ltmp126:
; %bb.45:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v15, v5, v4 offset1:32
.Ltmp127:
.LBB0_46:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp128:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v13 offset1:16
.Ltmp129:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp130:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_48
.Ltmp131:
; %bb.47:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v13, v5, v4 offset1:16
.Ltmp132:
.LBB0_48:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp133:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v11 offset1:8
.Ltmp134:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp135:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_50
.Ltmp136:
; %bb.49:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v11, v5, v4 offset1:8
.Ltmp137:
.LBB0_50:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp138:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v9 offset1:4
.Ltmp139:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp140:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_52
.Ltmp141:
; %bb.51:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v5, v4 offset1:4
.Ltmp142:
.LBB0_52:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp143:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v7 offset1:2
.Ltmp144:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 0x80, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp145:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_54
.Ltmp146:
; %bb.53:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v5, v4 offset1:2
.Ltmp147:
.LBB0_54:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp148:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 128, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp149:
	;DEBUG_VALUE: b <- undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v19, 64, v0
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp150:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_56
.Ltmp151:
; %bb.55:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 128, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp152:
.LBB0_56:
	;DEBUG_VALUE: ascending <- [DW_OP_constu 128, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: bitonic_sort_local:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 14 27 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:14:27
	v_sub_u32_e32 v5, v1, v0
.Ltmp153:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 128, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	v_lshlrev_b32_e32 v4, 2, v5
	.loc	0 23 7                          ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp154:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2st64_b32 v[0:1], v4 offset1:2
.Ltmp155:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v5, 0x100, v5
.Ltmp156:
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp157:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_58
.Ltmp158:
; %bb.57:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2st64_b32 v4, v1, v0 offset1:2
.Ltmp159:
.LBB0_58:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp160:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 128
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2st64_b32 v[0:1], v17 offset1:1
.Ltmp161:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp162:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_60
.Ltmp163:
; %bb.59:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 128
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2st64_b32 v17, v1, v0 offset1:1
.Ltmp164:
.LBB0_60:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 128
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 64, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr18
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp165:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[0:1], v15 offset1:32
.Ltmp166:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp167:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_62
.Ltmp168:
; %bb.61:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v15, v1, v0 offset1:32
.Ltmp169:
.LBB0_62:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 64
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 32, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr16
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp170:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[0:1], v13 offset1:16
.Ltmp171:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp172:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_64
.Ltmp173:
; %bb.63:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v13, v1, v0 offset1:16
.Ltmp174:
.LBB0_64:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 32
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr14
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp175:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[0:1], v11 offset1:8
.Ltmp176:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v12
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp177:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_66
.Ltmp178:
; %bb.65:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v11, v1, v0 offset1:8
.Ltmp179:
.LBB0_66:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 16
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr12
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp180:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[0:1], v9 offset1:4
.Ltmp181:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp182:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_68
.Ltmp183:
; %bb.67:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v9, v1, v0 offset1:4
.Ltmp184:
.LBB0_68:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr10
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp185:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[0:1], v7 offset1:2
.Ltmp186:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	v_and_b32_e32 v4, 0x100, v8
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v1
	.loc	0 19 19                         ; gcnsim/kernels/bitonic_sort_local.cl:19:19
	s_xor_b64 s[4:5], s[0:1], vcc
.Ltmp187:
	.loc	0 19 11                         ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_70
.Ltmp188:
; %bb.69:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	ds_write2_b32 v7, v1, v0 offset1:2
.Ltmp189:
.LBB0_70:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 4
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: right <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr8
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp190:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	;DEBUG_VALUE: ascending <- [DW_OP_constu 256, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: right <- [DW_OP_constu 1, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: left <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: a <- undef
	.loc	0 17 15                         ; gcnsim/kernels/bitonic_sort_local.cl:17:15
	ds_read2_b32 v[4:5], v6 offset1:1
.Ltmp191:
	;DEBUG_VALUE: b <- undef
	.loc	0 0 15 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:15
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
.Ltmp192:
	.loc	0 19 14 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:19:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v4, v5
.Ltmp193:
	.loc	0 19 11 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:19:11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_72
.Ltmp194:
; %bb.71:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	.loc	0 20 19 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:20:19
	v_mov_b32_e32 v3, v4
	ds_write2_b32 v6, v5, v4 offset1:1
.Ltmp195:
.LBB0_72:
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 256
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 2
	.loc	0 0 19 is_stmt 0                ; gcnsim/kernels/bitonic_sort_local.cl:0:19
	s_or_b64 exec, exec, s[0:1]
	.loc	0 23 7 is_stmt 1                ; gcnsim/kernels/bitonic_sort_local.cl:23:7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp196:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 1
	;DEBUG_VALUE: size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 512
	.loc	0 26 16                         ; gcnsim/kernels/bitonic_sort_local.cl:26:16
	ds_read2st64_b32 v[2:3], v2 offset1:2
	.loc	0 26 14 is_stmt 0               ; gcnsim/kernels/bitonic_sort_local.cl:26:14
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 27 22 is_stmt 1               ; gcnsim/kernels/bitonic_sort_local.cl:27:22
	global_store_dword v[0:1], v3, off offset:512
	.loc	0 28 1                          ; gcnsim/kernels/bitonic_sort_local.cl:28:1
	s_endpgm
.Ltmp197:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_sort_local
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
	.size	bitonic_sort_local, .Lfunc_end0-bitonic_sort_local
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2548
; NumSgprs: 12
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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

	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	6                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp155-.Lfunc_begin0         ;   ending offset
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
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	22                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	52                              ; DW_OP_lit4
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	22                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	56                              ; DW_OP_lit8
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	22                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	64                              ; DW_OP_lit16
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	23                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	32                              ; 32
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	23                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	64                              ; 64
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	24                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	26                              ; DW_OP_and
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	20                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	9                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	9                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	9                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	146                             ; 2578
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	142                             ; 2574
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	140                             ; 2572
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	64                              ; 64
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	128                             ; 512
	.byte	4                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	64                              ; 64
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	9                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	64                              ; 64
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	8                               ; Loc expr size
	.byte	16                              ; DW_OP_constu
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp190-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
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
	.byte	1                               ; Abbrev [1] 0xc:0xca DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x78 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x3d:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	171                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	5                               ; Abbrev [5] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	208                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x53:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x5c:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	208                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x64:0x46 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x66:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x6f:0x3a DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x71:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x7a:0x2e DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x7c:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x85:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x8e:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x97:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	184                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x9f:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	184                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xab:0xd DW_TAG_array_type
	.long	184                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb0:0x7 DW_TAG_subrange_type
	.long	188                             ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xb8:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xbc:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	12                              ; Abbrev [12] 0xc0:0x8 DW_TAG_typedef
	.long	200                             ; DW_AT_type
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xc8:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xcc:0x4 DW_TAG_base_type
	.byte	13                              ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0xd0:0x5 DW_TAG_pointer_type
	.long	184                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp196-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	92                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/bitonic_sort_local.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=77
.Linfo_string3:
	.asciz	"buf"                           ; string offset=79
.Linfo_string4:
	.asciz	"int"                           ; string offset=83
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=87
.Linfo_string6:
	.asciz	"DW_ATE_unsigned_8"             ; string offset=107
.Linfo_string7:
	.asciz	"DW_ATE_unsigned_1"             ; string offset=125
.Linfo_string8:
	.asciz	"bitonic_sort_local"            ; string offset=143
.Linfo_string9:
	.asciz	"lid"                           ; string offset=162
.Linfo_string10:
	.asciz	"unsigned int"                  ; string offset=166
.Linfo_string11:
	.asciz	"uint"                          ; string offset=179
.Linfo_string12:
	.asciz	"ascending"                     ; string offset=184
.Linfo_string13:
	.asciz	"bool"                          ; string offset=194
.Linfo_string14:
	.asciz	"right"                         ; string offset=199
.Linfo_string15:
	.asciz	"left"                          ; string offset=205
.Linfo_string16:
	.asciz	"size"                          ; string offset=210
.Linfo_string17:
	.asciz	"stride"                        ; string offset=215
.Linfo_string18:
	.asciz	"data"                          ; string offset=222
.Linfo_string19:
	.asciz	"block"                         ; string offset=227
.Linfo_string20:
	.asciz	"a"                             ; string offset=233
.Linfo_string21:
	.asciz	"b"                             ; string offset=235
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
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	bitonic_sort_local.buf
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bitonic_sort_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
