	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	f64_math                ; -- Begin function f64_math
	.globl	f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
; %bb.0:
	s_load_dword s2, s[4:5], 0xb
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x12
	v_mov_b32_e32 v20, 0xffffff80
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v4, vcc, s0, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[0:1], v[4:5], 3
	v_mov_b32_e32 v3, s9
	v_add_i32_e32 v2, vcc, s8, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s11
	v_add_i32_e32 v0, vcc, s10, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dwordx2 v[8:9], v[0:1]
	flat_load_dwordx2 v[10:11], v[2:3]
	v_mul_lo_u32 v2, v4, 7
	s_movk_i32 s2, 0xfed4
	v_mul_lo_u32 v0, v4, 6
	v_mov_b32_e32 v7, s13
	v_add_i32_e32 v12, vcc, s2, v2
	v_cvt_f64_i32_e32 v[12:13], v12
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[18:19], v[0:1], 3
	s_mov_b32 s0, 0
	s_brev_b32 s1, 8
	v_mov_b32_e32 v21, s15
	s_movk_i32 s6, 0xffe0
	s_mov_b32 s5, 0xc1f00000
	s_waitcnt vmcnt(1)
	v_max_f64 v[2:3], v[8:9], v[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f64_e32 v16, v[10:11]
	v_max_f64 v[5:6], v[10:11], v[10:11]
	v_cmp_lt_f64_e64 s[0:1], |v[8:9]|, s[0:1]
	v_min_f64 v[14:15], v[5:6], v[2:3]
	v_max_f64 v[2:3], v[5:6], v[2:3]
	v_cvt_f64_f32_e32 v[5:6], v16
	v_div_scale_f64 v[16:17], s[2:3], v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[0:1], v[14:15], 0.5, v[2:3]
	v_add_f64 v[2:3], v[5:6], v[12:13]
	v_rcp_f64_e32 v[5:6], v[16:17]
	v_add_i32_e32 v12, vcc, s12, v18
	v_addc_u32_e32 v13, vcc, v7, v19, vcc
	v_fma_f64 v[18:19], -v[16:17], v[5:6], 1.0
	v_lshlrev_b32_e32 v14, 1, v4
	v_fma_f64 v[4:5], v[5:6], v[18:19], v[5:6]
	v_add_i32_e32 v6, vcc, 32, v12
	v_addc_u32_e32 v7, vcc, 0, v13, vcc
	flat_store_dwordx4 v[6:7], v[0:3]
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_div_scale_f64 v[0:1], vcc, v[10:11], v[8:9], v[10:11]
	v_fma_f64 v[2:3], -v[16:17], v[4:5], 1.0
	v_lshlrev_b32_e32 v6, 8, v6
	v_fma_f64 v[2:3], v[4:5], v[2:3], v[4:5]
	v_ldexp_f64 v[6:7], |v[8:9]|, v6
	v_mul_f64 v[4:5], v[0:1], v[2:3]
	v_ashrrev_i32_e32 v15, 31, v14
	v_fma_f64 v[0:1], -v[16:17], v[4:5], v[0:1]
	v_rsq_f64_e32 v[16:17], v[6:7]
	v_div_fmas_f64 v[4:5], v[0:1], v[2:3], v[4:5]
	v_lshl_b64 v[14:15], v[14:15], 3
	s_mov_b32 s2, 0
	v_mul_f64 v[0:1], v[6:7], v[16:17]
	v_mul_f64 v[2:3], v[16:17], 0.5
	v_add_i32_e32 v14, vcc, s14, v14
	v_fma_f64 v[16:17], -v[2:3], v[0:1], 0.5
	v_addc_u32_e32 v15, vcc, v21, v15, vcc
	v_fma_f64 v[0:1], v[0:1], v[16:17], v[0:1]
	v_fma_f64 v[2:3], v[2:3], v[16:17], v[2:3]
	v_fma_f64 v[16:17], -v[0:1], v[0:1], v[6:7]
	v_mov_b32_e32 v18, 0x260
	v_fma_f64 v[0:1], v[16:17], v[2:3], v[0:1]
	s_mov_b32 s3, 0x412e8480
	v_fma_f64 v[16:17], -v[0:1], v[0:1], v[6:7]
	v_cndmask_b32_e64 v19, 0, v20, s[0:1]
	v_fma_f64 v[0:1], v[16:17], v[2:3], v[0:1]
	v_floor_f64_e32 v[2:3], v[10:11]
	v_ceil_f64_e32 v[16:17], v[8:9]
	v_ldexp_f64 v[0:1], v[0:1], v19
	v_cmp_class_f64_e32 vcc, v[6:7], v18
	v_mul_f64 v[18:19], v[10:11], s[2:3]
	v_add_f64 v[2:3], v[2:3], -v[16:17]
	v_trunc_f64_e32 v[16:17], v[18:19]
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_ldexp_f64 v[18:19], v[16:17], s6
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_floor_f64_e32 v[18:19], v[18:19]
	v_div_fixup_f64 v[6:7], v[4:5], v[8:9], v[10:11]
	v_fma_f64 v[4:5], v[10:11], v[8:9], -v[10:11]
	v_cvt_i32_f64_e32 v10, v[8:9]
	v_fma_f64 v[16:17], v[18:19], s[4:5], v[16:17]
	v_cvt_i32_f64_e32 v9, v[18:19]
	v_add_i32_e32 v18, vcc, 16, v12
	v_cvt_u32_f64_e32 v8, v[16:17]
	v_addc_u32_e32 v19, vcc, 0, v13, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	flat_store_dwordx4 v[18:19], v[0:3]
	flat_store_dwordx4 v[12:13], v[4:7]
	flat_store_dwordx4 v[14:15], v[8:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 22
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
	.size	f64_math, .Lfunc_end0-f64_math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 624
; NumSgprs: 18
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
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
      - .offset:         224
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         228
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
