	.text
	.file	0 "." "gcnsim/kernels/micro_peak.cl" md5 0xb6bd897a805775551639bf8a67796ece
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	micro_peak_f32          ; -- Begin function micro_peak_f32
	.globl	micro_peak_f32
	.p2align	8
	.type	micro_peak_f32,@function
micro_peak_f32:                         ; @micro_peak_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 18 25 prologue_end            ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	;DEBUG_VALUE: micro_peak_f32:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	0 18 18 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:18:18
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v4, 32, v2
	v_lshlrev_b64 v[2:3], v4, v[0:1]
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_sub_u32_e32 v3, 32, v4
	s_mov_b32 s2, 1.0
	.loc	0 18 25                         ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	.loc	0 18 18                         ; gcnsim/kernels/micro_peak.cl:18:18
	v_ldexp_f32 v6, v2, v3
.Ltmp0:
	;DEBUG_VALUE: micro_peak_f32:x1 <- undef
	;DEBUG_VALUE: micro_peak_f32:x6 <- undef
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 0 18                          ; gcnsim/kernels/micro_peak.cl:0:18
	s_mov_b32 s3, 2.0
	.loc	0 19 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:19:5
	v_pk_add_f32 v[4:5], v[6:7], s[2:3] op_sel_hi:[0,1]
	s_mov_b32 s2, 0x40400000
	s_mov_b32 s3, 4.0
.Ltmp1:
	;DEBUG_VALUE: micro_peak_f32:x3 <- undef
	;DEBUG_VALUE: micro_peak_f32:x2 <- undef
	v_pk_add_f32 v[8:9], v[6:7], s[2:3] op_sel_hi:[0,1]
	s_mov_b32 s2, 0x40a00000
	s_mov_b32 s3, 0x40c00000
.Ltmp2:
	;DEBUG_VALUE: micro_peak_f32:x5 <- undef
	;DEBUG_VALUE: micro_peak_f32:x4 <- undef
	v_pk_add_f32 v[10:11], v[6:7], s[2:3] op_sel_hi:[0,1]
.Ltmp3:
	.loc	0 19 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:19:5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
.Ltmp4:
	;DEBUG_VALUE: micro_peak_f32:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f32:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f32:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_add_f32_e32 v7, 0x40e00000, v6
.Ltmp5:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_cbranch_scc1 .LBB0_3
.Ltmp6:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f32:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_mov_b32 s7, s6
	s_mov_b32 s2, s5
	s_mov_b32 s3, s5
	v_mov_b64_e32 v[2:3], s[6:7]
.Ltmp7:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f32:x0 <- undef
	;DEBUG_VALUE: micro_peak_f32:x6 <- undef
	;DEBUG_VALUE: micro_peak_f32:x1 <- undef
	;DEBUG_VALUE: micro_peak_f32:x2 <- undef
	;DEBUG_VALUE: micro_peak_f32:x3 <- undef
	;DEBUG_VALUE: micro_peak_f32:x4 <- undef
	;DEBUG_VALUE: micro_peak_f32:x5 <- undef
	;DEBUG_VALUE: micro_peak_f32:x7 <- undef
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
.Ltmp8:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
.Ltmp9:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
.Ltmp10:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
.Ltmp11:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
.Ltmp12:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
.Ltmp13:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
.Ltmp14:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
.Ltmp15:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_add_i32 s4, s4, -1
.Ltmp16:
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_pk_fma_f32 v[4:5], v[4:5], s[2:3], v[2:3]
	v_pk_fma_f32 v[8:9], v[8:9], s[2:3], v[2:3]
	v_pk_fma_f32 v[10:11], v[10:11], s[2:3], v[2:3]
.Ltmp17:
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_cmp_lg_u32 s4, 0
.Ltmp18:
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_pk_fma_f32 v[6:7], v[6:7], s[2:3], v[2:3]
.Ltmp19:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_cbranch_scc1 .LBB0_2
.Ltmp20:
.LBB0_3:
	.loc	0 18 25 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	0 20 46                         ; gcnsim/kernels/micro_peak.cl:20:46
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v10
	.loc	0 20 34 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:20:34
	v_mov_b32_e32 v5, v11
	.loc	0 20 46                         ; gcnsim/kernels/micro_peak.cl:20:46
	v_pk_add_f32 v[2:3], v[8:9], v[2:3]
	.loc	0 20 34                         ; gcnsim/kernels/micro_peak.cl:20:34
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
	.loc	0 20 5                          ; gcnsim/kernels/micro_peak.cl:20:5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	.loc	0 20 40                         ; gcnsim/kernels/micro_peak.cl:20:40
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	.loc	0 20 53                         ; gcnsim/kernels/micro_peak.cl:20:53
	s_nop 0
	v_add_f32_e32 v2, v2, v3
	.loc	0 20 27                         ; gcnsim/kernels/micro_peak.cl:20:27
	global_store_dword v[0:1], v2, off
	.loc	0 21 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:21:1
	s_endpgm
.Ltmp21:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	micro_peak_f32, .Lfunc_end0-micro_peak_f32
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 792
; NumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	micro_peak_f64          ; -- Begin function micro_peak_f64
	.globl	micro_peak_f64
	.p2align	8
	.type	micro_peak_f64,@function
micro_peak_f64:                         ; @micro_peak_f64
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 25 27 prologue_end            ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dword s6, s[0:1], 0x2c
	;DEBUG_VALUE: micro_peak_f64:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f64:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dword s3, s[0:1], 0x8
	;DEBUG_VALUE: micro_peak_f64:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[4:5], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s2, s2, s6
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	0 25 19 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:25:19
	v_cvt_f64_u32_e32 v[2:3], v1
	v_ldexp_f64 v[2:3], v[2:3], 32
	v_cvt_f64_u32_e32 v[4:5], v0
	s_mov_b32 s4, 0
	v_add_f64 v[4:5], v[2:3], v[4:5]
.Ltmp22:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 0 19                          ; gcnsim/kernels/micro_peak.cl:0:19
	s_mov_b32 s5, 0x40080000
	.loc	0 26 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[12:13], v[4:5], s[4:5]
.Ltmp23:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	.loc	0 0 5 is_stmt 0                 ; gcnsim/kernels/micro_peak.cl:0:5
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x40140000
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[14:15], v[4:5], s[4:5]
.Ltmp24:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x40180000
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[16:17], v[4:5], s[4:5]
.Ltmp25:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x401c0000
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[8:9], v[4:5], 1.0
.Ltmp26:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_add_f64 v[6:7], v[4:5], 2.0
.Ltmp27:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_add_f64 v[10:11], v[4:5], 4.0
.Ltmp28:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_cmp_eq_u32 s3, 0
.Ltmp29:
	;DEBUG_VALUE: micro_peak_f64:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[18:19], v[4:5], s[4:5]
.Ltmp30:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_cbranch_scc1 .LBB1_3
.Ltmp31:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 25 27 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[6:7]
.Ltmp32:
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp33:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp34:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp35:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp36:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp37:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp38:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp39:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp40:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp41:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp42:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp43:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp44:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp45:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp46:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp47:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp48:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp49:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp50:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp51:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp52:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp53:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp54:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp55:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp56:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp57:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp58:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp59:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp60:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp61:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp62:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp63:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp64:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp65:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp66:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp67:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp68:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp69:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp70:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp71:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp72:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp73:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp74:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp75:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp76:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp77:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp78:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp79:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp80:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp81:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp82:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp83:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp84:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp85:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp86:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp87:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp88:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp89:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp90:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp91:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp92:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp93:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp94:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp95:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp96:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp97:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp98:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp99:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp100:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp101:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp102:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp103:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp104:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp105:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp106:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp107:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp108:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp109:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp110:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp111:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp112:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp113:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp114:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp115:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp116:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp117:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp118:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp119:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp120:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp121:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp122:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp123:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp124:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp125:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp126:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp127:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp128:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp129:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp130:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp131:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp132:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp133:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp134:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp135:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp136:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp137:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp138:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp139:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp140:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp141:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp142:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp143:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp144:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp145:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp146:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp147:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp148:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp149:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp150:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp151:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp152:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	.loc	0 26 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:26:5
	s_add_i32 s3, s3, -1
.Ltmp153:
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_fma_f64 v[4:5], s[4:5], v[4:5], v[2:3]
.Ltmp154:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[8:9], s[4:5], v[8:9], v[2:3]
.Ltmp155:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[6:7], s[4:5], v[6:7], v[2:3]
.Ltmp156:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[12:13], s[4:5], v[12:13], v[2:3]
.Ltmp157:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[10:11], s[4:5], v[10:11], v[2:3]
.Ltmp158:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[14:15], s[4:5], v[14:15], v[2:3]
.Ltmp159:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[16:17], s[4:5], v[16:17], v[2:3]
.Ltmp160:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_cmp_lg_u32 s3, 0
.Ltmp161:
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_fma_f64 v[18:19], s[4:5], v[18:19], v[2:3]
.Ltmp162:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_cbranch_scc1 .LBB1_2
.Ltmp163:
.LBB1_3:
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 25 27 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	0 27 34                         ; gcnsim/kernels/micro_peak.cl:27:34
	v_add_f64 v[2:3], v[4:5], v[8:9]
	.loc	0 27 46 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:27:46
	v_add_f64 v[4:5], v[6:7], v[12:13]
.Ltmp164:
	.loc	0 27 40                         ; gcnsim/kernels/micro_peak.cl:27:40
	v_add_f64 v[2:3], v[2:3], v[4:5]
	.loc	0 27 60                         ; gcnsim/kernels/micro_peak.cl:27:60
	v_add_f64 v[4:5], v[10:11], v[14:15]
	.loc	0 27 72                         ; gcnsim/kernels/micro_peak.cl:27:72
	v_add_f64 v[6:7], v[16:17], v[18:19]
.Ltmp165:
	.loc	0 27 66                         ; gcnsim/kernels/micro_peak.cl:27:66
	v_add_f64 v[4:5], v[4:5], v[6:7]
	.loc	0 27 53                         ; gcnsim/kernels/micro_peak.cl:27:53
	v_add_f64 v[2:3], v[2:3], v[4:5]
	.loc	0 27 5                          ; gcnsim/kernels/micro_peak.cl:27:5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	.loc	0 27 27                         ; gcnsim/kernels/micro_peak.cl:27:27
	global_store_dwordx2 v[0:1], v[2:3], off
	.loc	0 28 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:28:1
	s_endpgm
.Ltmp166:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	micro_peak_f64, .Lfunc_end1-micro_peak_f64
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1332
; NumSgprs: 14
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
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
	.protected	micro_peak_f16          ; -- Begin function micro_peak_f16
	.globl	micro_peak_f16
	.p2align	8
	.type	micro_peak_f16,@function
micro_peak_f16:                         ; @micro_peak_f16
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 34 32 prologue_end            ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dword s3, s[0:1], 0x24
	;DEBUG_VALUE: micro_peak_f16:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f16:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	.loc	0 34 26 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:34:26
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v4, 32, v2
	v_lshlrev_b64 v[2:3], v4, v[0:1]
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_sub_u32_e32 v3, 32, v4
	.loc	0 34 32                         ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dword s4, s[0:1], 0x8
	;DEBUG_VALUE: micro_peak_f16:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_movk_i32 s2, 0x4200
	.loc	0 34 26                         ; gcnsim/kernels/micro_peak.cl:34:26
	v_ldexp_f32 v2, v2, v3
	v_cvt_f16_f32_e32 v2, v2
.Ltmp167:
	.loc	0 35 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:35:5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
.Ltmp168:
	;DEBUG_VALUE: micro_peak_f16:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 35 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v7, v2, s2 op_sel_hi:[0,0]
.Ltmp169:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s2, 0x4500
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v8, v2, s2 op_sel_hi:[0,0]
.Ltmp170:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s2, 0x4600
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v9, v2, s2 op_sel_hi:[0,0]
.Ltmp171:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s2, 0x4700
	.loc	0 34 18 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:18
	v_pack_b32_f16 v3, v2, v2
.Ltmp172:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v6, v2, 1.0 op_sel_hi:[0,0]
.Ltmp173:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_add_f16 v5, v2, 2.0 op_sel_hi:[0,0]
.Ltmp174:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_add_f16 v4, v2, 4.0 op_sel_hi:[0,0]
.Ltmp175:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_add_f16 v10, v2, s2 op_sel_hi:[0,0]
.Ltmp176:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:35:5
	s_cbranch_scc1 .LBB2_3
.Ltmp177:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 34 32 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dwordx2 s[2:3], s[0:1], 0xc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
.Ltmp178:
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp179:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp180:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp181:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp182:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp183:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp184:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp185:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp186:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp187:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp188:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp189:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp190:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp191:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp192:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp193:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp194:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp195:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp196:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp197:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp198:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp199:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp200:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp201:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp202:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp203:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp204:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp205:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp206:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp207:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp208:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp209:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp210:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp211:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp212:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp213:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp214:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp215:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp216:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp217:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp218:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp219:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp220:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp221:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp222:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp223:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp224:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp225:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp226:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp227:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp228:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp229:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp230:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp231:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp232:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp233:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp234:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp235:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp236:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp237:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp238:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp239:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp240:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp241:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp242:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp243:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp244:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp245:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp246:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp247:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp248:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp249:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp250:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp251:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp252:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp253:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp254:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp255:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp256:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp257:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp258:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp259:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp260:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp261:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp262:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp263:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp264:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp265:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp266:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp267:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp268:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp269:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp270:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp271:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp272:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp273:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp274:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp275:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp276:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp277:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp278:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp279:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp280:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp281:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp282:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp283:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp284:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp285:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp286:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp287:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp288:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp289:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp290:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp291:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp292:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp293:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp294:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp295:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp296:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp297:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp298:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:35:5
	s_add_i32 s4, s4, -1
.Ltmp299:
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v3, v3, s2, v2
.Ltmp300:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v6, v6, s2, v2
.Ltmp301:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v5, v5, s2, v2
.Ltmp302:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v7, v7, s2, v2
.Ltmp303:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v4, v4, s2, v2
.Ltmp304:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v8, v8, s2, v2
.Ltmp305:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s2, v2
.Ltmp306:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	s_cmp_lg_u32 s4, 0
.Ltmp307:
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v10, v10, s2, v2
.Ltmp308:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	s_cbranch_scc1 .LBB2_2
.Ltmp309:
.LBB2_3:
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 34 32 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	.loc	0 36 34                         ; gcnsim/kernels/micro_peak.cl:36:34
	v_pk_add_f16 v2, v3, v6
	.loc	0 36 46 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:36:46
	v_pk_add_f16 v3, v5, v7
.Ltmp310:
	.loc	0 36 5                          ; gcnsim/kernels/micro_peak.cl:36:5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	.loc	0 36 40                         ; gcnsim/kernels/micro_peak.cl:36:40
	v_pk_add_f16 v2, v2, v3
	.loc	0 36 60                         ; gcnsim/kernels/micro_peak.cl:36:60
	v_pk_add_f16 v3, v4, v8
	.loc	0 36 72                         ; gcnsim/kernels/micro_peak.cl:36:72
	v_pk_add_f16 v4, v9, v10
.Ltmp311:
	.loc	0 36 66                         ; gcnsim/kernels/micro_peak.cl:36:66
	s_nop 0
	v_pk_add_f16 v3, v3, v4
	.loc	0 36 53                         ; gcnsim/kernels/micro_peak.cl:36:53
	s_nop 0
	v_pk_add_f16 v2, v2, v3
	.loc	0 36 27                         ; gcnsim/kernels/micro_peak.cl:36:27
	global_store_dword v[0:1], v2, off
	.loc	0 37 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:37:1
	s_endpgm
.Ltmp312:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	micro_peak_f16, .Lfunc_end2-micro_peak_f16
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1340
; NumSgprs: 12
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	micro_peak_mfma         ; -- Begin function micro_peak_mfma
	.globl	micro_peak_mfma
	.p2align	8
	.type	micro_peak_mfma,@function
micro_peak_mfma:                        ; @micro_peak_mfma
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 43 24 prologue_end            ; gcnsim/kernels/micro_peak.cl:43:24
	s_load_dword s3, s[0:1], 0x8
.Ltmp313:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_mfma:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s3, 0
.Ltmp314:
	;DEBUG_VALUE: micro_peak_mfma:c3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:c2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:c1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:c0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 43 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:43:5
	s_cbranch_scc1 .LBB3_4
.Ltmp315:
; %bb.1:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 43 24                         ; gcnsim/kernels/micro_peak.cl:43:24
	s_load_dwordx4 s[4:7], s[0:1], 0x10
.Ltmp316:
	.loc	0 44 14 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:44:14
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a36, 0
	v_accvgpr_write_b32 a35, 0
	v_accvgpr_write_b32 a34, 0
	v_accvgpr_write_b32 a33, 0
	v_accvgpr_write_b32 a32, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a31, 0
	v_accvgpr_write_b32 a30, 0
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a28, 0
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a26, 0
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a23, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a16, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
.Ltmp317:
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_mfma:c0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31
	;DEBUG_VALUE: micro_peak_mfma:c1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr32_agpr33_agpr34_agpr35_agpr36_agpr37_agpr38_agpr39_agpr40_agpr41_agpr42_agpr43_agpr44_agpr45_agpr46_agpr47
	;DEBUG_VALUE: micro_peak_mfma:c2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr48_agpr49_agpr50_agpr51_agpr52_agpr53_agpr54_agpr55_agpr56_agpr57_agpr58_agpr59_agpr60_agpr61_agpr62_agpr63
	;DEBUG_VALUE: micro_peak_mfma:c3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[16:31], v[2:3], v[4:5], a[16:31]
.Ltmp318:
	;DEBUG_VALUE: micro_peak_mfma:c0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31
	.loc	0 43 24                         ; gcnsim/kernels/micro_peak.cl:43:24
	s_add_i32 s3, s3, -1
	s_cmp_eq_u32 s3, 0
.Ltmp319:
	.loc	0 45 14                         ; gcnsim/kernels/micro_peak.cl:45:14
	v_mfma_f32_32x32x8_f16 a[32:47], v[2:3], v[4:5], a[32:47]
.Ltmp320:
	;DEBUG_VALUE: micro_peak_mfma:c1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr32_agpr33_agpr34_agpr35_agpr36_agpr37_agpr38_agpr39_agpr40_agpr41_agpr42_agpr43_agpr44_agpr45_agpr46_agpr47
	.loc	0 46 14                         ; gcnsim/kernels/micro_peak.cl:46:14
	v_mfma_f32_32x32x8_f16 a[48:63], v[2:3], v[4:5], a[48:63]
.Ltmp321:
	;DEBUG_VALUE: micro_peak_mfma:c2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr48_agpr49_agpr50_agpr51_agpr52_agpr53_agpr54_agpr55_agpr56_agpr57_agpr58_agpr59_agpr60_agpr61_agpr62_agpr63
	.loc	0 47 14                         ; gcnsim/kernels/micro_peak.cl:47:14
	v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], a[0:15]
.Ltmp322:
	;DEBUG_VALUE: micro_peak_mfma:c3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	.loc	0 43 5                          ; gcnsim/kernels/micro_peak.cl:43:5
	s_cbranch_scc0 .LBB3_2
.Ltmp323:
; %bb.3:
	;DEBUG_VALUE: micro_peak_mfma:c3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	;DEBUG_VALUE: micro_peak_mfma:c2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr48_agpr49_agpr50_agpr51_agpr52_agpr53_agpr54_agpr55_agpr56_agpr57_agpr58_agpr59_agpr60_agpr61_agpr62_agpr63
	;DEBUG_VALUE: micro_peak_mfma:c1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr32_agpr33_agpr34_agpr35_agpr36_agpr37_agpr38_agpr39_agpr40_agpr41_agpr42_agpr43_agpr44_agpr45_agpr46_agpr47
	;DEBUG_VALUE: micro_peak_mfma:c0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31
	.loc	0 47 14                         ; gcnsim/kernels/micro_peak.cl:47:14
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v17, a15
	.loc	0 46 14                         ; gcnsim/kernels/micro_peak.cl:46:14
	v_accvgpr_read_b32 v18, a48
	.loc	0 45 14                         ; gcnsim/kernels/micro_peak.cl:45:14
	v_accvgpr_read_b32 v49, a47
	.loc	0 44 14                         ; gcnsim/kernels/micro_peak.cl:44:14
	v_accvgpr_read_b32 v65, a31
	.loc	0 47 14                         ; gcnsim/kernels/micro_peak.cl:47:14
	v_accvgpr_read_b32 v16, a14
	v_accvgpr_read_b32 v9, a7
	v_accvgpr_read_b32 v8, a6
	v_accvgpr_read_b32 v7, a5
	v_accvgpr_read_b32 v6, a4
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	v_accvgpr_read_b32 v3, a1
	v_accvgpr_read_b32 v2, a0
	.loc	0 46 14                         ; gcnsim/kernels/micro_peak.cl:46:14
	v_accvgpr_read_b32 v19, a49
	v_accvgpr_read_b32 v32, a62
	v_accvgpr_read_b32 v33, a63
	.loc	0 45 14                         ; gcnsim/kernels/micro_peak.cl:45:14
	v_accvgpr_read_b32 v48, a46
	v_accvgpr_read_b32 v35, a33
	v_accvgpr_read_b32 v34, a32
	.loc	0 44 14                         ; gcnsim/kernels/micro_peak.cl:44:14
	v_accvgpr_read_b32 v64, a30
	v_accvgpr_read_b32 v51, a17
	v_accvgpr_read_b32 v50, a16
.Ltmp324:
	.loc	0 49 21                         ; gcnsim/kernels/micro_peak.cl:49:21
	v_pk_add_f32 v[4:5], v[34:35], v[50:51]
	v_pk_add_f32 v[6:7], v[48:49], v[64:65]
	v_pk_add_f32 v[8:9], v[18:19], v[2:3]
	v_pk_add_f32 v[2:3], v[32:33], v[16:17]
.Ltmp325:
	.loc	0 47 14                         ; gcnsim/kernels/micro_peak.cl:47:14
	v_accvgpr_read_b32 v15, a13
	v_accvgpr_read_b32 v14, a12
	v_accvgpr_read_b32 v13, a11
	v_accvgpr_read_b32 v12, a10
	v_accvgpr_read_b32 v11, a9
	v_accvgpr_read_b32 v10, a8
	.loc	0 46 14                         ; gcnsim/kernels/micro_peak.cl:46:14
	v_accvgpr_read_b32 v20, a50
	v_accvgpr_read_b32 v21, a51
	v_accvgpr_read_b32 v22, a52
	v_accvgpr_read_b32 v23, a53
	v_accvgpr_read_b32 v24, a54
	v_accvgpr_read_b32 v25, a55
	v_accvgpr_read_b32 v26, a56
	v_accvgpr_read_b32 v27, a57
	v_accvgpr_read_b32 v28, a58
	v_accvgpr_read_b32 v29, a59
	v_accvgpr_read_b32 v30, a60
	v_accvgpr_read_b32 v31, a61
	.loc	0 45 14                         ; gcnsim/kernels/micro_peak.cl:45:14
	v_accvgpr_read_b32 v47, a45
	v_accvgpr_read_b32 v46, a44
	v_accvgpr_read_b32 v45, a43
	v_accvgpr_read_b32 v44, a42
	v_accvgpr_read_b32 v43, a41
	v_accvgpr_read_b32 v42, a40
	v_accvgpr_read_b32 v41, a39
	v_accvgpr_read_b32 v40, a38
	v_accvgpr_read_b32 v39, a37
	v_accvgpr_read_b32 v38, a36
	v_accvgpr_read_b32 v37, a35
	v_accvgpr_read_b32 v36, a34
	.loc	0 44 14                         ; gcnsim/kernels/micro_peak.cl:44:14
	v_accvgpr_read_b32 v63, a29
	v_accvgpr_read_b32 v62, a28
	v_accvgpr_read_b32 v61, a27
	v_accvgpr_read_b32 v60, a26
	v_accvgpr_read_b32 v59, a25
	v_accvgpr_read_b32 v58, a24
	v_accvgpr_read_b32 v57, a23
	v_accvgpr_read_b32 v56, a22
	v_accvgpr_read_b32 v55, a21
	v_accvgpr_read_b32 v54, a20
	v_accvgpr_read_b32 v53, a19
	v_accvgpr_read_b32 v52, a18
.Ltmp326:
	.loc	0 49 21                         ; gcnsim/kernels/micro_peak.cl:49:21
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	s_branch .LBB3_5
.Ltmp327:
.LBB3_4:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 0 21 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:0:21
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
.LBB3_5:
.Ltmp328:
	;DEBUG_VALUE: micro_peak_mfma:s <- undef
	.loc	0 50 9 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:50:9
	s_load_dword s3, s[0:1], 0x2c
.Ltmp329:
	.loc	0 43 24                         ; gcnsim/kernels/micro_peak.cl:43:24
	s_load_dwordx2 s[4:5], s[0:1], 0x0
.Ltmp330:
	.loc	0 50 9                          ; gcnsim/kernels/micro_peak.cl:50:9
	v_mov_b32_e32 v1, 0
	s_load_dwordx2 s[0:1], s[0:1], 0x48
	.loc	0 50 34 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:50:34
	v_add_f32_e32 v2, v4, v3
	.loc	0 50 9                          ; gcnsim/kernels/micro_peak.cl:50:9
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	.loc	0 50 5                          ; gcnsim/kernels/micro_peak.cl:50:5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	.loc	0 50 27                         ; gcnsim/kernels/micro_peak.cl:50:27
	global_store_dword v[0:1], v2, off
	.loc	0 51 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:51:1
	s_endpgm
.Ltmp331:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_mfma
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 132
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	micro_peak_mfma, .Lfunc_end3-micro_peak_mfma
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1264
; NumSgprs: 14
; NumVgprs: 66
; NumAgprs: 64
; TotalNumVgprs: 132
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 132
; AccumOffset: 68
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
	.long	19                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
	.long	.Ldebug_loc10-.Lloclists_table_base0
	.long	.Ldebug_loc11-.Lloclists_table_base0
	.long	.Ldebug_loc12-.Lloclists_table_base0
	.long	.Ldebug_loc13-.Lloclists_table_base0
	.long	.Ldebug_loc14-.Lloclists_table_base0
	.long	.Ldebug_loc15-.Lloclists_table_base0
	.long	.Ldebug_loc16-.Lloclists_table_base0
	.long	.Ldebug_loc17-.Lloclists_table_base0
	.long	.Ldebug_loc18-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 2567
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 2567
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 2569
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp310-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc13:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc14:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp311-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc15:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc16:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc17:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp186-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp186-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp194-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp194-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp202-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp202-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp210-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp210-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp218-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp218-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp226-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp226-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp234-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp234-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp242-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp242-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp250-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp250-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp258-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp258-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp266-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp266-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp274-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp274-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp282-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp282-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp290-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp290-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp298-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp298-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp308-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp308-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp309-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc18:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp313-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp317-.Lfunc_begin0         ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x297 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x8 DW_TAG_typedef
	.long	59                              ; DW_AT_type
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	214                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x3b:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	71                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x40:0x6 DW_TAG_subrange_type
	.long	75                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x47:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x4b:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	3                               ; Abbrev [3] 0x4f:0x8 DW_TAG_typedef
	.long	87                              ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	211                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x57:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	43                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5c:0x6 DW_TAG_subrange_type
	.long	75                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x63:0x8e DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x6d:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	639                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x75:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x7d:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x85:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x8d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x96:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x9f:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa8:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb0:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb8:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc0:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc8:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xd0:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd8:0x18 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0xda:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xe3:0xc DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0xe5:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	635                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xf1:0x8b DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xfb:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	644                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x103:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x10b:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x113:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x11b:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x123:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x12b:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x133:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x13b:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x143:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x14b:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x153:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x15b:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x163:0x18 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x165:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x16e:0xc DW_TAG_lexical_block
	.byte	3                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x170:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	635                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x17c:0x94 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x186:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	649                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x18e:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x196:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x19e:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1a6:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1af:0x9 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1b8:0x9 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1c1:0x9 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1ca:0x9 DW_TAG_variable
	.byte	11                              ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1d3:0x9 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1dc:0x9 DW_TAG_variable
	.byte	13                              ; DW_AT_location
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1e5:0x9 DW_TAG_variable
	.byte	14                              ; DW_AT_location
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1ee:0x9 DW_TAG_variable
	.byte	16                              ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x1f7:0x18 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x1f9:0x9 DW_TAG_variable
	.byte	15                              ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x202:0xc DW_TAG_lexical_block
	.byte	5                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x204:0x9 DW_TAG_variable
	.byte	17                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	635                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x210:0x5f DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x21a:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	639                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x222:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x22a:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	654                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x232:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	654                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x23a:0x8 DW_TAG_variable
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	79                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x242:0x8 DW_TAG_variable
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	79                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x24a:0x8 DW_TAG_variable
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	79                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x252:0x8 DW_TAG_variable
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	79                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x25a:0x8 DW_TAG_variable
	.byte	36                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	79                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x262:0xc DW_TAG_lexical_block
	.byte	6                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x264:0x9 DW_TAG_variable
	.byte	18                              ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	623                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x26f:0x8 DW_TAG_typedef
	.long	631                             ; DW_AT_type
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x277:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x27b:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0x27f:0x5 DW_TAG_pointer_type
	.long	43                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x284:0x5 DW_TAG_pointer_type
	.long	47                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x289:0x5 DW_TAG_pointer_type
	.long	51                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x28e:0x8 DW_TAG_typedef
	.long	662                             ; DW_AT_type
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x296:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	71                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x29b:0x6 DW_TAG_subrange_type
	.long	75                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
	.long	.Ldebug_ranges5-.Lrnglists_table_base0
	.long	.Ldebug_ranges6-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp161-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp309-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp298-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp299-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp306-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp307-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp308-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp324-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp325-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp326-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp329-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp330-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	152                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/micro_peak.cl"  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=69
.Linfo_string3:
	.asciz	"float"                         ; string offset=71
.Linfo_string4:
	.asciz	"double"                        ; string offset=77
.Linfo_string5:
	.asciz	"half"                          ; string offset=84
.Linfo_string6:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=89
.Linfo_string7:
	.asciz	"half2"                         ; string offset=109
.Linfo_string8:
	.asciz	"float16"                       ; string offset=115
.Linfo_string9:
	.asciz	"micro_peak_f32"                ; string offset=123
.Linfo_string10:
	.asciz	"micro_peak_f64"                ; string offset=138
.Linfo_string11:
	.asciz	"micro_peak_f16"                ; string offset=153
.Linfo_string12:
	.asciz	"micro_peak_mfma"               ; string offset=168
.Linfo_string13:
	.asciz	"x0"                            ; string offset=184
.Linfo_string14:
	.asciz	"seed"                          ; string offset=187
.Linfo_string15:
	.asciz	"i"                             ; string offset=192
.Linfo_string16:
	.asciz	"unsigned int"                  ; string offset=194
.Linfo_string17:
	.asciz	"uint"                          ; string offset=207
.Linfo_string18:
	.asciz	"x7"                            ; string offset=212
.Linfo_string19:
	.asciz	"k"                             ; string offset=215
.Linfo_string20:
	.asciz	"int"                           ; string offset=217
.Linfo_string21:
	.asciz	"out"                           ; string offset=221
.Linfo_string22:
	.asciz	"n"                             ; string offset=225
.Linfo_string23:
	.asciz	"a"                             ; string offset=227
.Linfo_string24:
	.asciz	"b"                             ; string offset=229
.Linfo_string25:
	.asciz	"x1"                            ; string offset=231
.Linfo_string26:
	.asciz	"x2"                            ; string offset=234
.Linfo_string27:
	.asciz	"x3"                            ; string offset=237
.Linfo_string28:
	.asciz	"x4"                            ; string offset=240
.Linfo_string29:
	.asciz	"x5"                            ; string offset=243
.Linfo_string30:
	.asciz	"x6"                            ; string offset=246
.Linfo_string31:
	.asciz	"c3"                            ; string offset=249
.Linfo_string32:
	.asciz	"c2"                            ; string offset=252
.Linfo_string33:
	.asciz	"c1"                            ; string offset=255
.Linfo_string34:
	.asciz	"c0"                            ; string offset=258
.Linfo_string35:
	.asciz	"half4"                         ; string offset=261
.Linfo_string36:
	.asciz	"s"                             ; string offset=267
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
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      half2
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      half2
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     64
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      half4
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      half4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_mfma
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         micro_peak_mfma.kd
    .uses_dynamic_stack: false
    .vgpr_count:     132
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
