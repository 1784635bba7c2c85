	.text
	.file	0 "." "gcnsim/kernels/mfma_ops.cl" md5 0x3ad32281cff4df2e3ecc6a5da2cac82a
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	mfma_f32_32x32x2f32     ; -- Begin function mfma_f32_32x32x2f32
	.globl	mfma_f32_32x32x2f32
	.p2align	8
	.type	mfma_f32_32x32x2f32,@function
mfma_f32_32x32x2f32:                    ; @mfma_f32_32x32x2f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 16 14 prologue_end            ; gcnsim/kernels/mfma_ops.cl:16:14
	s_load_dwordx8 s[4:11], s[0:1], 0x0
.Ltmp0:
	;DEBUG_VALUE: mfma_f32_32x32x2f32:lane <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: mfma_f32_32x32x2f32:D <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_32x32x2f32:C <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_32x32x2f32:B <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_32x32x2f32:A <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 17 16                         ; gcnsim/kernels/mfma_ops.cl:17:16
	v_and_b32_e32 v1, 31, v0
.Ltmp1:
	;DEBUG_VALUE: mfma_f32_32x32x2f32:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 17 31 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:17:31
	v_lshrrev_b32_e32 v2, 5, v0
.Ltmp2:
	;DEBUG_VALUE: mfma_f32_32x32x2f32:c <- undef
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_32x32x2f32:h <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 21 12 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:21:12
	v_lshlrev_b32_e32 v3, 2, v1
.Ltmp3:
	.loc	0 22 57                         ; gcnsim/kernels/mfma_ops.cl:22:57
	v_lshlrev_b32_e32 v1, 1, v1
.Ltmp4:
	.loc	0 21 12                         ; gcnsim/kernels/mfma_ops.cl:21:12
	v_lshl_or_b32 v3, v2, 9, v3
.Ltmp5:
	.loc	0 22 53                         ; gcnsim/kernels/mfma_ops.cl:22:53
	v_add_lshl_u32 v1, v1, v2, 2
	.loc	0 22 67 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:22:67
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp6:
	.loc	0 21 12 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:21:12
	v_add_u32_e32 v4, 0x400, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword a0, v3, s[8:9]
.Ltmp7:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a1, v3, s[8:9] offset:128
.Ltmp8:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a2, v3, s[8:9] offset:256
.Ltmp9:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a3, v3, s[8:9] offset:384
.Ltmp10:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	global_load_dword a4, v4, s[8:9]
.Ltmp11:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	global_load_dword a5, v4, s[8:9] offset:128
.Ltmp12:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	global_load_dword a6, v4, s[8:9] offset:256
.Ltmp13:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	global_load_dword a7, v4, s[8:9] offset:384
.Ltmp14:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	v_add_u32_e32 v5, 0x800, v3
	v_add_u32_e32 v6, 0xc00, v3
.Ltmp15:
	.loc	0 22 53                         ; gcnsim/kernels/mfma_ops.cl:22:53
	global_load_dword v2, v1, s[4:5]
.Ltmp16:
	.loc	0 21 12                         ; gcnsim/kernels/mfma_ops.cl:21:12
	global_load_dword a8, v5, s[8:9]
.Ltmp17:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	global_load_dword a9, v5, s[8:9] offset:128
.Ltmp18:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	global_load_dword a10, v5, s[8:9] offset:256
.Ltmp19:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	global_load_dword a11, v5, s[8:9] offset:384
.Ltmp20:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	global_load_dword a12, v6, s[8:9]
.Ltmp21:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	global_load_dword a13, v6, s[8:9] offset:128
.Ltmp22:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	global_load_dword a14, v6, s[8:9] offset:256
.Ltmp23:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	global_load_dword a15, v6, s[8:9] offset:384
.Ltmp24:
	;DEBUG_VALUE: mfma_f32_32x32x2f32:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 22 67                         ; gcnsim/kernels/mfma_ops.cl:22:67
	s_nop 0
	global_load_dword v0, v0, s[6:7]
	.loc	0 22 16 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:22:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2_f32 a[0:15], v2, v0, a[0:15]
.Ltmp25:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_32x32x2f32:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	.loc	0 26 47 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:26:47
	s_nop 7
	s_nop 7
	s_nop 1
	global_store_dword v3, a0, s[10:11]
.Ltmp26:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v3, a1, s[10:11] offset:128
.Ltmp27:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v3, a2, s[10:11] offset:256
.Ltmp28:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v3, a3, s[10:11] offset:384
.Ltmp29:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	global_store_dword v4, a4, s[10:11]
.Ltmp30:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	global_store_dword v4, a5, s[10:11] offset:128
.Ltmp31:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	global_store_dword v4, a6, s[10:11] offset:256
.Ltmp32:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	global_store_dword v4, a7, s[10:11] offset:384
.Ltmp33:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	global_store_dword v5, a8, s[10:11]
.Ltmp34:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	global_store_dword v5, a9, s[10:11] offset:128
.Ltmp35:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	global_store_dword v5, a10, s[10:11] offset:256
.Ltmp36:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	global_store_dword v5, a11, s[10:11] offset:384
.Ltmp37:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	global_store_dword v6, a12, s[10:11]
.Ltmp38:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	global_store_dword v6, a13, s[10:11] offset:128
.Ltmp39:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	global_store_dword v6, a14, s[10:11] offset:256
.Ltmp40:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	global_store_dword v6, a15, s[10:11] offset:384
.Ltmp41:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 27 1                          ; gcnsim/kernels/mfma_ops.cl:27:1
	s_endpgm
.Ltmp42:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x2f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	mfma_f32_32x32x2f32, .Lfunc_end0-mfma_f32_32x32x2f32
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; NumSgprs: 18
; NumVgprs: 7
; NumAgprs: 16
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x1f32       ; -- Begin function mfma_f32_4x4x1f32
	.globl	mfma_f32_4x4x1f32
	.p2align	8
	.type	mfma_f32_4x4x1f32,@function
mfma_f32_4x4x1f32:                      ; @mfma_f32_4x4x1f32
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 32 14 prologue_end            ; gcnsim/kernels/mfma_ops.cl:32:14
	s_load_dwordx8 s[4:11], s[0:1], 0x0
.Ltmp43:
	;DEBUG_VALUE: mfma_f32_4x4x1f32:b <- [DW_OP_constu 2, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: mfma_f32_4x4x1f32:lane <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: mfma_f32_4x4x1f32:D <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_4x4x1f32:C <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_4x4x1f32:B <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_4x4x1f32:A <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 33 30                         ; gcnsim/kernels/mfma_ops.cl:33:30
	v_and_b32_e32 v2, 3, v0
.Ltmp44:
	;DEBUG_VALUE: mfma_f32_4x4x1f32:c <- undef
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_4x4x1f32:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 37 17                         ; gcnsim/kernels/mfma_ops.cl:37:17
	v_and_b32_e32 v1, 0xfc, v0
	.loc	0 37 12 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:37:12
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshl_or_b32 v1, v1, 4, v3
	.loc	0 37 26                         ; gcnsim/kernels/mfma_ops.cl:37:26
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp45:
	.loc	0 37 12                         ; gcnsim/kernels/mfma_ops.cl:37:12
	s_waitcnt lgkmcnt(0)
	global_load_dword a0, v1, s[8:9]
.Ltmp46:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a1, v1, s[8:9] offset:16
.Ltmp47:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a2, v1, s[8:9] offset:32
.Ltmp48:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	0 38 49 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:38:49
	global_load_dword v3, v0, s[4:5]
.Ltmp49:
	.loc	0 37 30                         ; gcnsim/kernels/mfma_ops.cl:37:30
	v_or_b32_e32 v2, v0, v2
.Ltmp50:
	.loc	0 37 12 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:37:12
	v_lshl_or_b32 v2, v2, 2, 48
	global_load_dword a3, v2, s[8:9]
.Ltmp51:
	;DEBUG_VALUE: mfma_f32_4x4x1f32:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 38 63 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:38:63
	global_load_dword v4, v0, s[6:7]
	.loc	0 38 14 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:38:14
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x1_16b_f32 a[0:3], v3, v4, a[0:3]
.Ltmp52:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_4x4x1f32:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3
	.loc	0 41 28 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:41:28
	s_nop 3
	global_store_dword v1, a0, s[10:11]
.Ltmp53:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a1, s[10:11] offset:16
.Ltmp54:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a2, s[10:11] offset:32
.Ltmp55:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v2, a3, s[10:11]
.Ltmp56:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 42 1                          ; gcnsim/kernels/mfma_ops.cl:42:1
	s_endpgm
.Ltmp57:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	mfma_f32_4x4x1f32, .Lfunc_end1-mfma_f32_4x4x1f32
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; NumSgprs: 18
; NumVgprs: 5
; NumAgprs: 4
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x16f16    ; -- Begin function mfma_f32_16x16x16f16
	.globl	mfma_f32_16x16x16f16
	.p2align	8
	.type	mfma_f32_16x16x16f16,@function
mfma_f32_16x16x16f16:                   ; @mfma_f32_16x16x16f16
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 48 14 prologue_end            ; gcnsim/kernels/mfma_ops.cl:48:14
	s_load_dwordx8 s[4:11], s[0:1], 0x0
.Ltmp58:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:lane <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: mfma_f32_16x16x16f16:D <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_16x16x16f16:C <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_16x16x16f16:B <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f32_16x16x16f16:A <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 49 16                         ; gcnsim/kernels/mfma_ops.cl:49:16
	v_and_b32_e32 v1, 15, v0
.Ltmp59:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 49 31 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:49:31
	v_lshrrev_b32_e32 v0, 4, v0
.Ltmp60:
	;DEBUG_VALUE: e <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_16x16x16f16:g <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 31                          ; gcnsim/kernels/mfma_ops.cl:0:31
	v_lshlrev_b32_e32 v2, 4, v1
	v_lshlrev_b32_e32 v3, 2, v0
.Ltmp61:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:bv <- undef
	;DEBUG_VALUE: mfma_f32_16x16x16f16:a <- undef
	.loc	0 54 12 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:54:12
	v_add_lshl_u32 v2, v2, v3, 1
	.loc	0 55 32                         ; gcnsim/kernels/mfma_ops.cl:55:32
	v_lshl_or_b32 v3, v0, 6, v1
	.loc	0 55 13 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:55:13
	v_lshlrev_b32_e32 v4, 1, v3
	.loc	0 54 12 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:54:12
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v2, s[4:5]
.Ltmp62:
	.loc	0 55 13                         ; gcnsim/kernels/mfma_ops.cl:55:13
	global_load_ushort v5, v4, s[6:7]
.Ltmp63:
	;DEBUG_VALUE: e <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_ushort v6, v4, s[6:7] offset:32
.Ltmp64:
	;DEBUG_VALUE: e <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_ushort v7, v4, s[6:7] offset:64
.Ltmp65:
	;DEBUG_VALUE: e <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_ushort v8, v4, s[6:7] offset:96
.Ltmp66:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:c <- undef
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: e <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 59 12                         ; gcnsim/kernels/mfma_ops.cl:59:12
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_dword a0, v4, s[8:9]
.Ltmp67:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a1, v4, s[8:9] offset:64
.Ltmp68:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a2, v4, s[8:9] offset:128
.Ltmp69:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a3, v4, s[8:9] offset:192
.Ltmp70:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 55 11                         ; gcnsim/kernels/mfma_ops.cl:55:11
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(6)
	v_perm_b32 v2, v6, v5, s0
.Ltmp71:
	;DEBUG_VALUE: mfma_f32_16x16x16f16:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2_vgpr3
	s_waitcnt vmcnt(4)
	v_perm_b32 v3, v8, v7, s0
.Ltmp72:
	.loc	0 60 14                         ; gcnsim/kernels/mfma_ops.cl:60:14
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]
.Ltmp73:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f32_16x16x16f16:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3
	.loc	0 63 29                         ; gcnsim/kernels/mfma_ops.cl:63:29
	s_nop 6
	global_store_dword v4, a0, s[10:11]
.Ltmp74:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v4, a1, s[10:11] offset:64
.Ltmp75:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v4, a2, s[10:11] offset:128
.Ltmp76:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v4, a3, s[10:11] offset:192
.Ltmp77:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 64 1                          ; gcnsim/kernels/mfma_ops.cl:64:1
	s_endpgm
.Ltmp78:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x16f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
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
	.size	mfma_f32_16x16x16f16, .Lfunc_end2-mfma_f32_16x16x16f16
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 18
; NumVgprs: 9
; NumAgprs: 4
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
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
	.protected	mfma_i32_16x16x4i8      ; -- Begin function mfma_i32_16x16x4i8
	.globl	mfma_i32_16x16x4i8
	.p2align	8
	.type	mfma_i32_16x16x4i8,@function
mfma_i32_16x16x4i8:                     ; @mfma_i32_16x16x4i8
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 70 14 prologue_end            ; gcnsim/kernels/mfma_ops.cl:70:14
	s_load_dwordx8 s[4:11], s[0:1], 0x0
.Ltmp79:
	;DEBUG_VALUE: mfma_i32_16x16x4i8:b <- undef
	;DEBUG_VALUE: mfma_i32_16x16x4i8:lane <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:D <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_i32_16x16x4i8:C <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_i32_16x16x4i8:B <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_i32_16x16x4i8:A <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 71 31                         ; gcnsim/kernels/mfma_ops.cl:71:31
	v_and_b32_e32 v1, 15, v0
.Ltmp80:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 31 is_stmt 0                ; gcnsim/kernels/mfma_ops.cl:0:31
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp81:
	s_movk_i32 s0, 0x3c0
.Ltmp82:
	.loc	0 76 43 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:76:43
	v_and_or_b32 v1, v0, s0, v1
.Ltmp83:
	.loc	0 76 24 is_stmt 0               ; gcnsim/kernels/mfma_ops.cl:76:24
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v2, v1, s[6:7]
.Ltmp84:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_ubyte v3, v1, s[6:7] offset:16
.Ltmp85:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_ubyte v4, v1, s[6:7] offset:32
.Ltmp86:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	0 76 11                         ; gcnsim/kernels/mfma_ops.cl:76:11
	global_load_ubyte v5, v1, s[6:7] offset:48
.Ltmp87:
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:c <- undef
	.loc	0 83 24 is_stmt 1               ; gcnsim/kernels/mfma_ops.cl:83:24
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp88:
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	global_load_dword a0, v1, s[8:9]
.Ltmp89:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a1, v1, s[8:9] offset:64
.Ltmp90:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a2, v1, s[8:9] offset:128
.Ltmp91:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a3, v1, s[8:9] offset:192
	global_load_dword a4, v1, s[8:9] offset:1024
.Ltmp92:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a5, v1, s[8:9] offset:1088
.Ltmp93:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a6, v1, s[8:9] offset:1152
.Ltmp94:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a7, v1, s[8:9] offset:1216
.Ltmp95:
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 75 7                          ; gcnsim/kernels/mfma_ops.cl:75:7
	global_load_dword v6, v0, s[4:5]
.Ltmp96:
	;DEBUG_VALUE: mfma_i32_16x16x4i8:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 83 24                         ; gcnsim/kernels/mfma_ops.cl:83:24
	global_load_dword a8, v1, s[8:9] offset:2048
.Ltmp97:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a9, v1, s[8:9] offset:2112
.Ltmp98:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a10, v1, s[8:9] offset:2176
.Ltmp99:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a11, v1, s[8:9] offset:2240
.Ltmp100:
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	global_load_dword a12, v1, s[8:9] offset:3072
.Ltmp101:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_load_dword a13, v1, s[8:9] offset:3136
                                        ; kill: killed $vgpr0
                                        ; kill: killed $sgpr4_sgpr5
.Ltmp102:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_load_dword a14, v1, s[8:9] offset:3200
.Ltmp103:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword a15, v1, s[8:9] offset:3264
.Ltmp104:
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: mfma_i32_16x16x4i8:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	;DEBUG_VALUE: mfma_i32_16x16x4i8:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: mfma_i32_16x16x4i8:a <- undef
	.loc	0 76 8                          ; gcnsim/kernels/mfma_ops.cl:76:8
	s_waitcnt vmcnt(19)
	v_lshl_or_b32 v0, v3, 8, v2
.Ltmp105:
	;DEBUG_VALUE: mfma_i32_16x16x4i8:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v0, v4, 16, v0
.Ltmp106:
	;DEBUG_VALUE: mfma_i32_16x16x4i8:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_waitcnt vmcnt(17)
	v_lshl_or_b32 v0, v5, 24, v0
.Ltmp107:
	;DEBUG_VALUE: mfma_i32_16x16x4i8:bv <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 84 14                         ; gcnsim/kernels/mfma_ops.cl:84:14
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_i32_16x16x4_4b_i8 a[0:15], v6, v0, a[0:15]
.Ltmp108:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_i32_16x16x4i8:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15
	.loc	0 89 42                         ; gcnsim/kernels/mfma_ops.cl:89:42
	s_nop 7
	s_nop 2
	global_store_dword v1, a0, s[10:11]
.Ltmp109:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a1, s[10:11] offset:64
.Ltmp110:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a2, s[10:11] offset:128
.Ltmp111:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v1, a3, s[10:11] offset:192
.Ltmp112:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a4, s[10:11] offset:1024
.Ltmp113:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a5, s[10:11] offset:1088
.Ltmp114:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a6, s[10:11] offset:1152
.Ltmp115:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v1, a7, s[10:11] offset:1216
.Ltmp116:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a8, s[10:11] offset:2048
.Ltmp117:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a9, s[10:11] offset:2112
.Ltmp118:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a10, s[10:11] offset:2176
.Ltmp119:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v1, a11, s[10:11] offset:2240
.Ltmp120:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v1, a12, s[10:11] offset:3072
.Ltmp121:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dword v1, a13, s[10:11] offset:3136
.Ltmp122:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dword v1, a14, s[10:11] offset:3200
.Ltmp123:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dword v1, a15, s[10:11] offset:3264
.Ltmp124:
	;DEBUG_VALUE: r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 90 1                          ; gcnsim/kernels/mfma_ops.cl:90:1
	s_endpgm
.Ltmp125:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	mfma_i32_16x16x4i8, .Lfunc_end3-mfma_i32_16x16x4i8
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 18
; NumVgprs: 7
; NumAgprs: 16
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_16x16x4f64     ; -- Begin function mfma_f64_16x16x4f64
	.globl	mfma_f64_16x16x4f64
	.p2align	8
	.type	mfma_f64_16x16x4f64,@function
mfma_f64_16x16x4f64:                    ; @mfma_f64_16x16x4f64
.Lfunc_begin4:
	.cfi_startproc
; %bb.0:
	.loc	0 96 14 prologue_end            ; gcnsim/kernels/mfma_ops.cl:96:14
	s_load_dwordx8 s[4:11], s[0:1], 0x0
.Ltmp126:
	;DEBUG_VALUE: mfma_f64_16x16x4f64:lane <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: mfma_f64_16x16x4f64:D <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f64_16x16x4f64:C <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f64_16x16x4f64:B <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: mfma_f64_16x16x4f64:A <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 97 16                         ; gcnsim/kernels/mfma_ops.cl:97:16
	v_and_b32_e32 v1, 15, v0
.Ltmp127:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: mfma_f64_16x16x4f64:c <- undef
	;DEBUG_VALUE: mfma_f64_16x16x4f64:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 101 12                        ; gcnsim/kernels/mfma_ops.cl:101:12
	v_lshlrev_b32_e32 v4, 3, v0
.Ltmp128:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 97 31                         ; gcnsim/kernels/mfma_ops.cl:97:31
	v_lshrrev_b32_e32 v0, 4, v0
.Ltmp129:
	;DEBUG_VALUE: mfma_f64_16x16x4f64:g <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 102 56                        ; gcnsim/kernels/mfma_ops.cl:102:56
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp130:
	.loc	0 102 52 is_stmt 0              ; gcnsim/kernels/mfma_ops.cl:102:52
	v_add_lshl_u32 v5, v1, v0, 3
.Ltmp131:
	.loc	0 101 12 is_stmt 1              ; gcnsim/kernels/mfma_ops.cl:101:12
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 a[0:1], v4, s[8:9]
.Ltmp132:
	.loc	0 102 52                        ; gcnsim/kernels/mfma_ops.cl:102:52
	global_load_dwordx2 v[0:1], v5, s[4:5]
.Ltmp133:
	.loc	0 101 12                        ; gcnsim/kernels/mfma_ops.cl:101:12
	global_load_dwordx2 a[4:5], v4, s[8:9] offset:1024
.Ltmp134:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dwordx2 a[6:7], v4, s[8:9] offset:1536
.Ltmp135:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: mfma_f64_16x16x4f64:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7
	global_load_dwordx2 a[2:3], v4, s[8:9] offset:512
.Ltmp136:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: mfma_f64_16x16x4f64:c <- undef
	.loc	0 102 66                        ; gcnsim/kernels/mfma_ops.cl:102:66
	global_load_dwordx2 v[2:3], v4, s[6:7]
	.loc	0 102 15 is_stmt 0              ; gcnsim/kernels/mfma_ops.cl:102:15
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7]
.Ltmp137:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: mfma_f64_16x16x4f64:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7
	.loc	0 105 29 is_stmt 1              ; gcnsim/kernels/mfma_ops.cl:105:29
	s_nop 7
	s_nop 7
	s_nop 1
	global_store_dwordx2 v4, a[0:1], s[10:11]
.Ltmp138:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	global_store_dwordx2 v4, a[2:3], s[10:11] offset:512
.Ltmp139:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	global_store_dwordx2 v4, a[4:5], s[10:11] offset:1024
.Ltmp140:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_store_dwordx2 v4, a[6:7], s[10:11] offset:1536
.Ltmp141:
	;DEBUG_VALUE: p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 106 1                         ; gcnsim/kernels/mfma_ops.cl:106:1
	s_endpgm
.Ltmp142:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_16x16x4f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
.Lfunc_end4:
	.size	mfma_f64_16x16x4f64, .Lfunc_end4-mfma_f64_16x16x4f64
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 18
; NumVgprs: 6
; NumAgprs: 8
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	.long	30                              ; Offset entry count
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
	.long	.Ldebug_loc19-.Lloclists_table_base0
	.long	.Ldebug_loc20-.Lloclists_table_base0
	.long	.Ldebug_loc21-.Lloclists_table_base0
	.long	.Ldebug_loc22-.Lloclists_table_base0
	.long	.Ldebug_loc23-.Lloclists_table_base0
	.long	.Ldebug_loc24-.Lloclists_table_base0
	.long	.Ldebug_loc25-.Lloclists_table_base0
	.long	.Ldebug_loc26-.Lloclists_table_base0
	.long	.Ldebug_loc27-.Lloclists_table_base0
	.long	.Ldebug_loc28-.Lloclists_table_base0
	.long	.Ldebug_loc29-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
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
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
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
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	50                              ; DW_OP_lit2
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
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
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc13:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc14:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc15:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc16:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc17:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc18:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc19:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc20:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc21:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc22:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc23:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc24:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc25:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc26:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end4-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc27:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc28:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc29:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end4-.Lfunc_begin0      ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
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
	.byte	3                               ; Abbreviation Code
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x388 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x8 DW_TAG_typedef
	.long	51                              ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x33:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x37:0x8 DW_TAG_typedef
	.long	63                              ; DW_AT_type
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x3f:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x43:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x47:0x72 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x51:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x59:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x61:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x69:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	768                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x71:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7a:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x83:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x8b:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x94:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x9c:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x9e:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xa8:0x10 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp41-.Ltmp25                 ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0xae:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xb9:0x72 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0xc3:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xcb:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xd3:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xdb:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	768                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xe3:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xec:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xf5:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	773                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xfd:0x9 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x106:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	773                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x10e:0xc DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x110:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x11a:0x10 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp56-.Ltmp52                 ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x120:0x9 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x12b:0x92 DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	46                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x135:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	46                              ; DW_AT_decl_line
	.long	817                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x13d:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	46                              ; DW_AT_decl_line
	.long	817                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x145:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	758                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x14d:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	768                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x155:0x9 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	48                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x15e:0x9 DW_TAG_variable
	.byte	11                              ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x167:0x9 DW_TAG_variable
	.byte	13                              ; DW_AT_location
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x170:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	793                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x178:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	51                              ; DW_AT_decl_line
	.long	773                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x180:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	60                              ; DW_AT_decl_line
	.long	773                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x188:0x8 DW_TAG_variable
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	793                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x190:0xc DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x192:0x9 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	53                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x19c:0x10 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp70-.Ltmp66                 ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x1a2:0x9 DW_TAG_variable
	.byte	14                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1ac:0x10 DW_TAG_lexical_block
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp77-.Ltmp73                 ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x1b2:0x9 DW_TAG_variable
	.byte	15                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	62                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x1bd:0xab DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	68                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x1c7:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	68                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1cf:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	68                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1d7:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	69                              ; DW_AT_decl_line
	.long	861                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1df:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	69                              ; DW_AT_decl_line
	.long	871                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1e7:0x9 DW_TAG_variable
	.byte	16                              ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	70                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1f0:0x9 DW_TAG_variable
	.byte	18                              ; DW_AT_location
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	72                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1f9:0x9 DW_TAG_variable
	.byte	19                              ; DW_AT_location
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	72                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x202:0x9 DW_TAG_variable
	.byte	20                              ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	71                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x20b:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	78                              ; DW_AT_decl_line
	.long	827                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x213:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	827                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x21b:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	71                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x223:0xc DW_TAG_lexical_block
	.byte	3                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x225:0x9 DW_TAG_variable
	.byte	17                              ; DW_AT_location
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	74                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x22f:0x18 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x231:0x9 DW_TAG_variable
	.byte	21                              ; DW_AT_location
	.byte	35                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x23a:0xc DW_TAG_lexical_block
	.byte	5                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x23c:0x9 DW_TAG_variable
	.byte	22                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	82                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x247:0x20 DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp124-.Ltmp108               ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x24d:0x9 DW_TAG_variable
	.byte	24                              ; DW_AT_location
	.byte	35                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	86                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x256:0x10 DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp124-.Ltmp108               ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x25c:0x9 DW_TAG_variable
	.byte	23                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	88                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x268:0x72 DW_TAG_subprogram
	.byte	9                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	94                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x272:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	94                              ; DW_AT_decl_line
	.long	900                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x27a:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	94                              ; DW_AT_decl_line
	.long	900                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x282:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	95                              ; DW_AT_decl_line
	.long	900                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x28a:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	95                              ; DW_AT_decl_line
	.long	910                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x292:0x9 DW_TAG_variable
	.byte	25                              ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	96                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x29b:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.long	876                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2a3:0x9 DW_TAG_variable
	.byte	27                              ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	97                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2ac:0x9 DW_TAG_variable
	.byte	28                              ; DW_AT_location
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	97                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x2b5:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
	.long	876                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x2bd:0xc DW_TAG_lexical_block
	.byte	6                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x2bf:0x9 DW_TAG_variable
	.byte	26                              ; DW_AT_location
	.byte	38                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	100                             ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x2c9:0x10 DW_TAG_lexical_block
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp141-.Ltmp137               ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x2cf:0x9 DW_TAG_variable
	.byte	29                              ; DW_AT_location
	.byte	38                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x2da:0x8 DW_TAG_typedef
	.long	738                             ; DW_AT_type
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x2e2:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	750                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x2e7:0x6 DW_TAG_subrange_type
	.long	754                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x2ee:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0x2f2:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	13                              ; Abbrev [13] 0x2f6:0x5 DW_TAG_pointer_type
	.long	763                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x2fb:0x5 DW_TAG_const_type
	.long	750                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x300:0x5 DW_TAG_pointer_type
	.long	750                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x305:0x8 DW_TAG_typedef
	.long	781                             ; DW_AT_type
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	209                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x30d:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	750                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x312:0x6 DW_TAG_subrange_type
	.long	754                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x319:0x8 DW_TAG_typedef
	.long	801                             ; DW_AT_type
	.byte	32                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x321:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	813                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x326:0x6 DW_TAG_subrange_type
	.long	754                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x32d:0x4 DW_TAG_base_type
	.byte	31                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x331:0x5 DW_TAG_pointer_type
	.long	822                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x336:0x5 DW_TAG_const_type
	.long	813                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x33b:0x8 DW_TAG_typedef
	.long	835                             ; DW_AT_type
	.byte	36                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x343:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	67                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x348:0x6 DW_TAG_subrange_type
	.long	754                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x34f:0x5 DW_TAG_pointer_type
	.long	852                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x354:0x5 DW_TAG_const_type
	.long	857                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x359:0x4 DW_TAG_base_type
	.byte	37                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x35d:0x5 DW_TAG_pointer_type
	.long	866                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x362:0x5 DW_TAG_const_type
	.long	67                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x367:0x5 DW_TAG_pointer_type
	.long	67                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x36c:0x8 DW_TAG_typedef
	.long	884                             ; DW_AT_type
	.byte	40                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	226                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x374:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	896                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x379:0x6 DW_TAG_subrange_type
	.long	754                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x380:0x4 DW_TAG_base_type
	.byte	39                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x384:0x5 DW_TAG_pointer_type
	.long	905                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x389:0x5 DW_TAG_const_type
	.long	896                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x38e:0x5 DW_TAG_pointer_type
	.long	896                             ; DW_AT_type
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
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	168                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/mfma_ops.cl"    ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=67
.Linfo_string3:
	.asciz	"unsigned int"                  ; string offset=69
.Linfo_string4:
	.asciz	"uint"                          ; string offset=82
.Linfo_string5:
	.asciz	"unsigned char"                 ; string offset=87
.Linfo_string6:
	.asciz	"uchar"                         ; string offset=101
.Linfo_string7:
	.asciz	"int"                           ; string offset=107
.Linfo_string8:
	.asciz	"mfma_f32_32x32x2f32"           ; string offset=111
.Linfo_string9:
	.asciz	"mfma_f32_4x4x1f32"             ; string offset=131
.Linfo_string10:
	.asciz	"mfma_f32_16x16x16f16"          ; string offset=149
.Linfo_string11:
	.asciz	"mfma_i32_16x16x4i8"            ; string offset=170
.Linfo_string12:
	.asciz	"mfma_f64_16x16x4f64"           ; string offset=189
.Linfo_string13:
	.asciz	"lane"                          ; string offset=209
.Linfo_string14:
	.asciz	"j"                             ; string offset=214
.Linfo_string15:
	.asciz	"c"                             ; string offset=216
.Linfo_string16:
	.asciz	"float"                         ; string offset=218
.Linfo_string17:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=224
.Linfo_string18:
	.asciz	"floatx16"                      ; string offset=244
.Linfo_string19:
	.asciz	"r"                             ; string offset=253
.Linfo_string20:
	.asciz	"h"                             ; string offset=255
.Linfo_string21:
	.asciz	"d"                             ; string offset=257
.Linfo_string22:
	.asciz	"A"                             ; string offset=259
.Linfo_string23:
	.asciz	"B"                             ; string offset=261
.Linfo_string24:
	.asciz	"C"                             ; string offset=263
.Linfo_string25:
	.asciz	"D"                             ; string offset=265
.Linfo_string26:
	.asciz	"b"                             ; string offset=267
.Linfo_string27:
	.asciz	"float4"                        ; string offset=269
.Linfo_string28:
	.asciz	"e"                             ; string offset=276
.Linfo_string29:
	.asciz	"g"                             ; string offset=278
.Linfo_string30:
	.asciz	"bv"                            ; string offset=280
.Linfo_string31:
	.asciz	"half"                          ; string offset=283
.Linfo_string32:
	.asciz	"half4"                         ; string offset=288
.Linfo_string33:
	.asciz	"a"                             ; string offset=294
.Linfo_string34:
	.asciz	"k"                             ; string offset=296
.Linfo_string35:
	.asciz	"blk"                           ; string offset=298
.Linfo_string36:
	.asciz	"intx16"                        ; string offset=302
.Linfo_string37:
	.asciz	"char"                          ; string offset=309
.Linfo_string38:
	.asciz	"p"                             ; string offset=314
.Linfo_string39:
	.asciz	"double"                        ; string offset=316
.Linfo_string40:
	.asciz	"double4"                       ; string offset=323
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
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp25
	.quad	.Lfunc_begin1
	.quad	.Ltmp52
	.quad	.Lfunc_begin2
	.quad	.Ltmp66
	.quad	.Ltmp73
	.quad	.Lfunc_begin3
	.quad	.Ltmp108
	.quad	.Lfunc_begin4
	.quad	.Ltmp137
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_32x32x2f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x2f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_4x4x1f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x1f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_16x16x16f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x16f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_i32_16x16x4i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x4i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     8
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f64_16x16x4f64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_16x16x4f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
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
