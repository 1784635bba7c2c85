	.text
	.file	0 "." "gcnsim/kernels/int_divmod_var.cl" md5 0x76fbbd86c6286232e3e1fc7fe3f09430
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	int_divmod_var          ; -- Begin function int_divmod_var
	.globl	int_divmod_var
	.p2align	8
	.type	int_divmod_var,@function
int_divmod_var:                         ; @int_divmod_var
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/int_divmod_var.cl:6:11
	s_load_dword s3, s[0:1], 0x3c
	;DEBUG_VALUE: int_divmod_var:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: int_divmod_var:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: int_divmod_var:out32 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: int_divmod_var:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: int_divmod_var:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x58
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v10, s2, v0
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[0:1], s[12:13], 0, v[10:11]
.Ltmp0:
	;DEBUG_VALUE: int_divmod_var:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 11                          ; gcnsim/kernels/int_divmod_var.cl:7:11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	.loc	0 8 11                          ; gcnsim/kernels/int_divmod_var.cl:8:11
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	global_load_dword v13, v[2:3], off
.Ltmp1:
	;DEBUG_VALUE: int_divmod_var:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr13
	.loc	0 7 11                          ; gcnsim/kernels/int_divmod_var.cl:7:11
	global_load_dword v10, v[4:5], off
.Ltmp2:
	;DEBUG_VALUE: int_divmod_var:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 13 12                         ; gcnsim/kernels/int_divmod_var.cl:13:12
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	.loc	0 14 12                         ; gcnsim/kernels/int_divmod_var.cl:14:12
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[2:3]
	.loc	0 13 12                         ; gcnsim/kernels/int_divmod_var.cl:13:12
	global_load_dwordx2 v[4:5], v[4:5], off
.Ltmp3:
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 6 11                          ; gcnsim/kernels/int_divmod_var.cl:6:11
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	.loc	0 14 12                         ; gcnsim/kernels/int_divmod_var.cl:14:12
	global_load_dwordx2 v[6:7], v[2:3], off
.Ltmp4:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	.loc	0 9 11                          ; gcnsim/kernels/int_divmod_var.cl:9:11
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	0 9 3 is_stmt 0                 ; gcnsim/kernels/int_divmod_var.cl:9:3
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 15 20 is_stmt 1               ; gcnsim/kernels/int_divmod_var.cl:15:20
	v_mov_b32_e32 v8, v11
	.loc	0 9 3                           ; gcnsim/kernels/int_divmod_var.cl:9:3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[0:1]
	.loc	0 9 20 is_stmt 0                ; gcnsim/kernels/int_divmod_var.cl:9:20
	s_waitcnt vmcnt(3)
	v_sub_u32_e32 v15, 0, v13
	.loc	0 11 36 is_stmt 1               ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_cvt_f32_u32_e32 v16, v13
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_max_i32_e32 v17, v13, v15
	v_cvt_f32_u32_e32 v18, v17
	v_sub_u32_e32 v19, 0, v17
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_rcp_iflag_f32_e32 v16, v16
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	s_waitcnt vmcnt(2)
	v_sub_u32_e32 v14, 0, v10
	v_rcp_iflag_f32_e32 v18, v18
	v_max_i32_e32 v14, v10, v14
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_mul_f32_e32 v16, 0x4f7ffffe, v16
	v_cvt_u32_f32_e32 v16, v16
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_mul_f32_e32 v18, 0x4f7ffffe, v18
	v_cvt_u32_f32_e32 v18, v18
	v_xor_b32_e32 v12, v10, v13
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_mul_lo_u32 v15, v15, v16
	v_mul_hi_u32 v15, v16, v15
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_mul_lo_u32 v19, v19, v18
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_add_u32_e32 v15, v16, v15
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_mul_hi_u32 v16, v18, v19
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_mul_hi_u32 v15, v10, v15
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_add_u32_e32 v16, v18, v16
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_mul_lo_u32 v18, v15, v13
	v_sub_u32_e32 v18, v10, v18
	v_add_u32_e32 v19, 1, v15
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_mul_hi_u32 v16, v14, v16
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_cmp_ge_u32_e32 vcc, v18, v13
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_mul_lo_u32 v20, v16, v17
	v_sub_u32_e32 v20, v14, v20
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_cndmask_b32_e32 v15, v15, v19, vcc
	v_sub_u32_e32 v19, v18, v13
	v_cndmask_b32_e32 v14, v18, v19, vcc
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_add_u32_e32 v21, 1, v16
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_add_u32_e32 v18, 1, v15
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_cmp_ge_u32_e32 vcc, v20, v17
	v_sub_u32_e32 v19, v20, v17
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_cmp_ge_u32_e64 s[0:1], v14, v13
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_cndmask_b32_e32 v16, v16, v21, vcc
	v_ashrrev_i32_e32 v12, 31, v12
	.loc	0 11 36                         ; gcnsim/kernels/int_divmod_var.cl:11:36
	v_cndmask_b32_e64 v14, v15, v18, s[0:1]
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_cndmask_b32_e32 v15, v20, v19, vcc
	v_add_u32_e32 v18, 1, v16
	v_cmp_ge_u32_e32 vcc, v15, v17
	.loc	0 15 20                         ; gcnsim/kernels/int_divmod_var.cl:15:20
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v5, v7
	.loc	0 12 36                         ; gcnsim/kernels/int_divmod_var.cl:12:36
	v_mul_lo_u32 v19, v14, v13
	.loc	0 9 20                          ; gcnsim/kernels/int_divmod_var.cl:9:20
	v_cndmask_b32_e32 v16, v16, v18, vcc
	v_xor_b32_e32 v16, v16, v12
	v_sub_u32_e32 v12, v16, v12
	.loc	0 10 24                         ; gcnsim/kernels/int_divmod_var.cl:10:24
	v_mul_lo_u32 v13, v12, v13
.Ltmp5:
	.loc	0 12 36                         ; gcnsim/kernels/int_divmod_var.cl:12:36
	v_sub_u32_e32 v15, v10, v19
	.loc	0 10 24                         ; gcnsim/kernels/int_divmod_var.cl:10:24
	v_sub_u32_e32 v13, v10, v13
	.loc	0 15 20                         ; gcnsim/kernels/int_divmod_var.cl:15:20
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	;DEBUG_VALUE: int_divmod_var:out64 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 12 20                         ; gcnsim/kernels/int_divmod_var.cl:12:20
	global_store_dwordx4 v[0:1], v[12:15], off
                                        ; implicit-def: $vgpr0_vgpr1
	.loc	0 15 20                         ; gcnsim/kernels/int_divmod_var.cl:15:20
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_2
.Ltmp6:
; %bb.1:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: int_divmod_var:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_ashrrev_i32_e32 v0, 31, v7
	v_mov_b32_e32 v1, v0
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[0:1]
	v_xor_b32_e32 v1, v13, v0
	v_xor_b32_e32 v8, v12, v0
	v_cvt_f32_u32_e32 v10, v8
.Ltmp7:
	v_cvt_f32_u32_e32 v12, v1
	v_sub_co_u32_e32 v19, vcc, 0, v8
	v_fmamk_f32 v10, v12, 0x4f800000, v10
	v_rcp_f32_e32 v10, v10
	v_subb_co_u32_e32 v20, vcc, 0, v1, vcc
	v_mul_f32_e32 v10, 0x5f7ffffc, v10
	v_mul_f32_e32 v12, 0x2f800000, v10
	v_trunc_f32_e32 v12, v12
	v_fmamk_f32 v10, v12, 0xcf800000, v10
	v_cvt_u32_f32_e32 v18, v10
	v_cvt_u32_f32_e32 v21, v12
	v_mul_lo_u32 v10, v20, v18
	v_mad_u64_u32 v[12:13], s[0:1], v19, v18, 0
	v_mul_lo_u32 v14, v19, v21
	v_add3_u32 v13, v13, v14, v10
	v_mad_u64_u32 v[14:15], s[0:1], v18, v13, 0
	v_mul_hi_u32 v10, v18, v12
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v21, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v21, v12, 0
	v_add_co_u32_e32 v10, vcc, v14, v12
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v15, v13, vcc
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[16:17]
	v_add_co_u32_e32 v22, vcc, v18, v12
	v_mul_lo_u32 v14, v20, v22
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, v21, v13, vcc
	v_mul_lo_u32 v10, v19, v21
	v_mad_u64_u32 v[12:13], s[0:1], v19, v22, 0
	v_add3_u32 v10, v13, v10, v14
	v_mad_u64_u32 v[14:15], s[0:1], v21, v10, 0
	v_mad_u64_u32 v[18:19], s[0:1], v22, v10, 0
	v_mul_hi_u32 v10, v22, v12
	v_mad_u64_u32 v[16:17], s[0:1], v21, v12, 0
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[18:19]
	v_add_co_u32_e32 v10, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v13, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[14:15]
	v_add_co_u32_e32 v18, vcc, v22, v12
	v_ashrrev_i32_e32 v12, 31, v5
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v21, v13, vcc
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[14:15], v[4:5], 0, v[12:13]
	v_xor_b32_e32 v20, v14, v12
	v_xor_b32_e32 v13, v15, v12
	v_mad_u64_u32 v[14:15], s[0:1], v20, v16, 0
	v_mul_hi_u32 v10, v20, v18
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[14:15]
	v_mad_u64_u32 v[18:19], s[0:1], v13, v18, 0
	v_add_co_u32_e32 v10, vcc, v14, v18
	v_mad_u64_u32 v[16:17], s[0:1], v13, v16, 0
	s_nop 0
	v_addc_co_u32_e32 v10, vcc, v15, v19, vcc
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[16:17]
	v_mul_lo_u32 v16, v1, v10
	v_mul_lo_u32 v17, v8, v11
	v_mad_u64_u32 v[14:15], s[0:1], v8, v10, 0
	v_add3_u32 v18, v15, v17, v16
	v_sub_u32_e32 v15, v13, v18
	v_sub_co_u32_e32 v19, vcc, v20, v14
	s_nop 1
	v_subb_co_u32_e64 v14, s[0:1], v15, v1, vcc
	v_sub_co_u32_e64 v15, s[0:1], v19, v8
	v_subb_co_u32_e32 v13, vcc, v13, v18, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v14, s[0:1], 0, v14, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v14, v1
	v_cmp_ge_u32_e32 vcc, v13, v1
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v8
	s_nop 1
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v1
	s_nop 1
	v_cndmask_b32_e64 v20, v16, v15, s[0:1]
	v_lshl_add_u64 v[14:15], v[10:11], 0, 2
	v_lshl_add_u64 v[16:17], v[10:11], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	s_nop 1
	v_cndmask_b32_e64 v15, v17, v15, s[0:1]
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v19, v8
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v13, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v8, v16, v14, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v8, v10, v8, vcc
	v_xor_b32_e32 v10, v12, v0
	v_cndmask_b32_e32 v1, v11, v15, vcc
	v_xor_b32_e32 v0, v8, v10
	v_xor_b32_e32 v1, v1, v10
	v_sub_co_u32_e32 v0, vcc, v0, v10
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v10, vcc
.Ltmp8:
.LBB0_2:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	s_or_saveexec_b64 s[0:1], s[4:5]
	v_cvt_f32_u32_e32 v12, v6
	v_sub_u32_e32 v13, 0, v6
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
.Ltmp9:
; %bb.3:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_rcp_iflag_f32_e32 v0, v12
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v13, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v6
	v_sub_u32_e32 v1, v4, v1
	v_add_u32_e32 v8, 1, v0
	v_sub_u32_e32 v10, v1, v6
	v_cmp_ge_u32_e32 vcc, v1, v6
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_add_u32_e32 v8, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v8, vcc
.Ltmp10:
.LBB0_4:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 0 20 is_stmt 0                ; gcnsim/kernels/int_divmod_var.cl:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	0 6 11 is_stmt 1                ; gcnsim/kernels/int_divmod_var.cl:6:11
	v_mov_b32_e32 v10, s2
	v_mov_b32_e32 v11, s3
	.loc	0 15 3                          ; gcnsim/kernels/int_divmod_var.cl:15:3
	v_lshl_add_u64 v[10:11], v[2:3], 3, v[10:11]
	.loc	0 16 24                         ; gcnsim/kernels/int_divmod_var.cl:16:24
	v_mul_lo_u32 v8, v1, v6
	v_mul_lo_u32 v14, v0, v7
	v_mad_u64_u32 v[2:3], s[0:1], v0, v6, 0
	v_add3_u32 v3, v3, v14, v8
	v_sub_co_u32_e32 v2, vcc, v4, v2
	.loc	0 17 38                         ; gcnsim/kernels/int_divmod_var.cl:17:38
	v_mov_b32_e32 v8, 0
	.loc	0 16 24                         ; gcnsim/kernels/int_divmod_var.cl:16:24
	s_nop 0
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	.loc	0 17 38                         ; gcnsim/kernels/int_divmod_var.cl:17:38
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	.loc	0 16 20                         ; gcnsim/kernels/int_divmod_var.cl:16:20
	global_store_dwordx4 v[10:11], v[0:3], off
                                        ; implicit-def: $vgpr0_vgpr1
	.loc	0 17 38                         ; gcnsim/kernels/int_divmod_var.cl:17:38
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_6
.Ltmp11:
; %bb.5:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_cvt_f32_u32_e32 v0, v6
	v_cvt_f32_u32_e32 v1, v7
	v_sub_co_u32_e32 v15, vcc, 0, v6
	v_mov_b32_e32 v13, v8
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_subb_co_u32_e32 v16, vcc, 0, v7, vcc
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v9, v1
	v_cvt_u32_f32_e32 v14, v0
	v_mul_lo_u32 v2, v15, v9
	v_mul_lo_u32 v3, v16, v14
	v_mad_u64_u32 v[0:1], s[0:1], v15, v14, 0
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], v14, v1, 0
	v_mul_hi_u32 v12, v14, v0
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[2:3]
	v_mad_u64_u32 v[12:13], s[0:1], v9, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v9, v0, 0
	v_add_co_u32_e32 v0, vcc, v2, v0
	s_nop 1
	v_addc_co_u32_e32 v0, vcc, v3, v1, vcc
	v_mov_b32_e32 v1, v8
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_add_co_u32_e32 v17, vcc, v14, v0
	v_mul_lo_u32 v3, v16, v17
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	v_mul_lo_u32 v2, v15, v9
	v_mad_u64_u32 v[0:1], s[0:1], v15, v17, 0
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], v9, v1, 0
	v_mad_u64_u32 v[12:13], s[0:1], v9, v0, 0
	v_mad_u64_u32 v[14:15], s[0:1], v17, v1, 0
	v_mul_hi_u32 v0, v17, v0
	v_mov_b32_e32 v1, v8
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	v_add_co_u32_e32 v0, vcc, v0, v12
	s_nop 1
	v_addc_co_u32_e32 v0, vcc, v1, v13, vcc
	v_mov_b32_e32 v1, v8
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_add_co_u32_e32 v12, vcc, v17, v0
	v_mul_hi_u32 v2, v4, v12
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v4, v9, 0
	v_mov_b32_e32 v3, v8
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	v_mad_u64_u32 v[12:13], s[0:1], v5, v12, 0
	v_add_co_u32_e32 v0, vcc, v0, v12
	v_mad_u64_u32 v[2:3], s[0:1], v5, v9, 0
	s_nop 0
	v_addc_co_u32_e32 v0, vcc, v1, v13, vcc
	v_mov_b32_e32 v1, v8
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_mul_lo_u32 v8, v7, v0
	v_mul_lo_u32 v9, v6, v1
	v_mad_u64_u32 v[2:3], s[0:1], v6, v0, 0
	v_add3_u32 v12, v3, v9, v8
	v_sub_u32_e32 v3, v5, v12
	v_sub_co_u32_e32 v13, vcc, v4, v2
	s_nop 1
	v_subb_co_u32_e64 v2, s[0:1], v3, v7, vcc
	v_sub_co_u32_e64 v3, s[0:1], v13, v6
	s_nop 1
	v_subbrev_co_u32_e64 v2, s[0:1], 0, v2, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v2, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v3, v6
	s_nop 1
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v2, v7
	s_nop 1
	v_cndmask_b32_e64 v14, v8, v3, s[0:1]
	v_lshl_add_u64 v[2:3], v[0:1], 0, 2
	v_lshl_add_u64 v[8:9], v[0:1], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	s_nop 1
	v_cndmask_b32_e64 v3, v9, v3, s[0:1]
	v_subb_co_u32_e32 v9, vcc, v5, v12, vcc
	v_cmp_ge_u32_e32 vcc, v9, v7
	v_cndmask_b32_e64 v2, v8, v2, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v13, v6
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v9, v7
	s_nop 1
	v_cndmask_b32_e32 v9, v12, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
.Ltmp12:
.LBB0_6:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_8
.Ltmp13:
; %bb.7:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_rcp_iflag_f32_e32 v0, v12
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v13, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v6
	v_sub_u32_e32 v1, v4, v1
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v3, v1, v6
	v_cmp_ge_u32_e32 vcc, v1, v6
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_u32_e32 v2, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v2, vcc
.Ltmp14:
.LBB0_8:
	;DEBUG_VALUE: int_divmod_var:q <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: int_divmod_var:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 0 38 is_stmt 0                ; gcnsim/kernels/int_divmod_var.cl:0:38
	s_or_b64 exec, exec, s[0:1]
	.loc	0 18 38 is_stmt 1               ; gcnsim/kernels/int_divmod_var.cl:18:38
	v_mul_lo_u32 v8, v1, v6
	v_mul_lo_u32 v7, v0, v7
.Ltmp15:
	v_mad_u64_u32 v[2:3], s[0:1], v0, v6, 0
	v_add3_u32 v3, v3, v7, v8
	v_sub_co_u32_e32 v2, vcc, v4, v2
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	.loc	0 18 20 is_stmt 0               ; gcnsim/kernels/int_divmod_var.cl:18:20
	global_store_dwordx4 v[10:11], v[0:3], off offset:16
	.loc	0 19 1 is_stmt 1                ; gcnsim/kernels/int_divmod_var.cl:19:1
	s_endpgm
.Ltmp16:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_divmod_var
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 24
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
	.size	int_divmod_var, .Lfunc_end0-int_divmod_var
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2136
; NumSgprs: 20
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.long	2                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	141                             ; 2573
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xbf DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x27:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x2b:0x8 DW_TAG_typedef
	.long	51                              ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x33:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x37:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x3b:0x8 DW_TAG_typedef
	.long	67                              ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	134                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x43:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x47:0x65 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x51:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	172                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x59:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	172                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x61:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	182                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x69:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	182                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x71:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x79:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	197                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x81:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x8a:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x93:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	55                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x9b:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	55                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa3:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xac:0x5 DW_TAG_pointer_type
	.long	177                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb1:0x5 DW_TAG_const_type
	.long	39                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xb6:0x5 DW_TAG_pointer_type
	.long	187                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xbb:0x5 DW_TAG_const_type
	.long	55                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xc0:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xc5:0x5 DW_TAG_pointer_type
	.long	55                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	88                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/int_divmod_var.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=73
.Linfo_string3:
	.asciz	"int"                           ; string offset=75
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=79
.Linfo_string5:
	.asciz	"uint"                          ; string offset=92
.Linfo_string6:
	.asciz	"long"                          ; string offset=97
.Linfo_string7:
	.asciz	"unsigned long"                 ; string offset=102
.Linfo_string8:
	.asciz	"ulong"                         ; string offset=116
.Linfo_string9:
	.asciz	"int_divmod_var"                ; string offset=122
.Linfo_string10:
	.asciz	"y"                             ; string offset=137
.Linfo_string11:
	.asciz	"x"                             ; string offset=139
.Linfo_string12:
	.asciz	"p"                             ; string offset=141
.Linfo_string13:
	.asciz	"q"                             ; string offset=143
.Linfo_string14:
	.asciz	"a"                             ; string offset=145
.Linfo_string15:
	.asciz	"b"                             ; string offset=147
.Linfo_string16:
	.asciz	"c"                             ; string offset=149
.Linfo_string17:
	.asciz	"d"                             ; string offset=151
.Linfo_string18:
	.asciz	"out32"                         ; string offset=153
.Linfo_string19:
	.asciz	"out64"                         ; string offset=159
.Linfo_string20:
	.asciz	"i"                             ; string offset=165
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int_divmod_var
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         int_divmod_var.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
