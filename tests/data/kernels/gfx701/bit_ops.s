	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	bit_ops                 ; -- Begin function bit_ops
	.globl	bit_ops
	.p2align	8
	.type	bit_ops,@function
bit_ops:                                ; @bit_ops
; %bb.0:
	s_load_dword s2, s[4:5], 0xd
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s9
	v_add_i32_e32 v4, vcc, s8, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v15, v[4:5]
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v16, v[2:3]
	v_lshl_b64 v[1:2], v[0:1], 3
	v_mov_b32_e32 v3, s13
	v_add_i32_e32 v1, vcc, s12, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[7:8], v[1:2]
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b32_e32 v5, 2, v0
	v_lshl_b64 v[2:3], v[1:2], 2
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v4, s15
	v_or_b32_e32 v0, 4, v1
	v_lshl_b64 v[9:10], v[5:6], 3
	v_add_i32_e32 v11, vcc, s14, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_u32_e32 v12, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, s1
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v9, vcc, s0, v9
	v_addc_u32_e32 v10, vcc, v17, v10, vcc
	v_mov_b32_e32 v14, s15
	v_add_i32_e32 v13, vcc, s14, v0
	v_addc_u32_e32 v14, vcc, v14, v1, vcc
	s_waitcnt vmcnt(2)
	v_ffbh_u32_e32 v1, v15
	v_ffbl_b32_e32 v2, v15
	v_bcnt_u32_b32_e64 v0, v15, 0
	v_min_u32_e32 v1, 32, v1
	v_min_u32_e32 v2, 32, v2
	v_ashrrev_i32_e32 v4, 1, v15
	s_waitcnt vmcnt(1)
	v_sub_i32_e32 v18, vcc, 0, v16
	v_alignbit_b32 v3, v15, v15, v18
	flat_store_dwordx4 v[11:12], v[0:3]
	v_ashrrev_i32_e32 v6, 1, v16
	v_and_b32_e32 v0, 15, v16
	v_lshrrev_b32_e32 v1, 28, v16
	v_lshrrev_b32_e32 v0, v0, v15
	v_bfe_u32 v3, v0, 0, v1
	v_mul_hi_u32 v0, v16, v15
	v_mul_hi_i32 v1, v16, v15
	v_sub_i32_e32 v2, vcc, v4, v6
	v_sub_i32_e32 v4, vcc, 0, v2
	v_max_i32_e32 v2, v2, v4
	flat_store_dwordx4 v[13:14], v[0:3]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(2)
	v_ffbh_u32_e32 v0, v7
	v_ffbl_b32_e32 v2, v8
	v_min_u32_e32 v0, 0xffffffdf, v0
	v_or_b32_e32 v11, 2, v5
	v_bcnt_u32_b32_e64 v5, v7, 0
	v_ffbh_u32_e32 v1, v8
	v_min_u32_e32 v2, 0xffffffdf, v2
	v_add_i32_e32 v0, vcc, 32, v0
	v_mov_b32_e32 v6, v4
	v_ffbl_b32_e32 v12, v7
	v_bcnt_u32_b32_e32 v3, v8, v5
	v_add_i32_e32 v2, vcc, 32, v2
	v_min3_u32 v5, v0, v1, 64
	flat_store_dwordx4 v[9:10], v[3:6]
	s_nop 0
	v_min3_u32 v3, v12, v2, 64
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshl_b64 v[0:1], v[11:12], 3
	v_lshl_b64 v[5:6], v[7:8], v16
	v_lshr_b64 v[7:8], v[7:8], v18
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v17, v1, vcc
	v_or_b32_e32 v6, v6, v8
	v_or_b32_e32 v5, v5, v7
	flat_store_dwordx4 v[0:1], v[3:6]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bit_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 19
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
	.size	bit_ops, .Lfunc_end0-bit_ops
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         232
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         236
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bit_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bit_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
