	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	grid_3d                 ; -- Begin function grid_3d
	.globl	grid_3d
	.p2align	8
	.type	grid_3d,@function
grid_3d:                                ; @grid_3d
; %bb.0:
	s_load_dwordx4 s[20:23], s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0xf
	s_load_dwordx4 s[12:15], s[4:5], 0x16
	s_load_dword s9, s[4:5], 0x1a
	s_add_u32 s2, s4, 48
	s_addc_u32 s3, s5, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s10, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s6, s0
	s_add_i32 s0, s12, s0
	v_add_i32_e32 v3, vcc, s0, v0
	s_mul_i32 s0, s7, s10
	s_and_b32 s1, s1, 0xffff
	s_add_i32 s0, s14, s0
	v_add_i32_e32 v4, vcc, s0, v1
	s_mul_i32 s0, s8, s1
	s_add_i32 s9, s9, s0
	v_add_i32_e32 v5, vcc, s9, v2
	v_cmp_gt_i32_e32 vcc, s20, v3
	v_cmp_gt_i32_e64 s[0:1], s21, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_i32_e32 vcc, s22, v5
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mul_lo_u32 v6, v5, s21
	v_lshlrev_b32_e32 v7, 10, v4
	s_load_dwordx8 s[12:19], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 20, v5
	v_add_i32_e32 v4, vcc, v6, v4
	v_mul_lo_u32 v4, v4, s20
	v_or_b32_e32 v5, v7, v5
	v_or_b32_e32 v7, v5, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s13
	v_add_i32_e32 v4, vcc, v4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[3:4], v[4:5], 2
	v_lshlrev_b32_e32 v1, 10, v1
	v_add_i32_e32 v5, vcc, s12, v3
	v_lshlrev_b32_e32 v2, 20, v2
	v_addc_u32_e32 v6, vcc, v6, v4, vcc
	v_or_b32_e32 v1, v1, v2
	v_or_b32_e32 v2, v1, v0
	v_mov_b32_e32 v1, s15
	v_add_i32_e32 v0, vcc, s14, v3
	s_lshl_b32 s0, s7, 10
	s_lshl_b32 s1, s8, 20
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	s_or_b32 s0, s1, s0
	flat_store_dword v[5:6], v7
	flat_store_dword v[0:1], v2
	s_or_b32 s0, s0, s6
	v_mov_b32_e32 v1, s17
	v_add_i32_e32 v0, vcc, s16, v3
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	v_mov_b32_e32 v2, s0
	flat_store_dword v[0:1], v2
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_load_dword s9, s[2:3], 0x2
	s_load_dword s10, s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, s3, 0
	s_cmp_lt_u32 s7, s1
	s_cselect_b32 s0, 14, 20
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, 0
	v_mov_b32_e32 v6, s1
	s_cmp_lt_u32 s8, s9
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v5, s0
	s_cselect_b32 s0, 16, 22
	v_mov_b32_e32 v1, s5
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, 0
	flat_load_ushort v2, v[0:1]
	flat_load_ushort v5, v[5:6]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_ushort v0, v[0:1]
	s_lshl_b32 s0, s10, 30
	v_mov_b32_e32 v1, s19
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v5, 10, v5
	v_or_b32_e32 v2, v5, v2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 20, v0
	v_or_b32_e32 v0, v2, v0
	v_or_b32_e32 v2, s0, v0
	v_add_i32_e32 v0, vcc, s18, v3
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v2
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel grid_3d
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 24
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
	.size	grid_3d, .Lfunc_end0-grid_3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 26
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           grid_3d
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         grid_3d.kd
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
