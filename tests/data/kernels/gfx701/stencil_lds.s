	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	stencil_lds             ; -- Begin function stencil_lds
	.globl	stencil_lds
	.p2align	8
	.type	stencil_lds,@function
stencil_lds:                            ; @stencil_lds
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x4
	v_lshlrev_b32_e32 v2, 4, v1
	v_or_b32_e32 v2, v2, v0
	s_movk_i32 s0, 0x143
	v_cmp_lt_u32_e32 vcc, s0, v2
                                        ; implicit-def: $sgpr13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.1:
	s_lshl_b32 s13, s7, 4
                                        ; implicit-def: $vgpr2
; %bb.2:
	s_or_saveexec_b64 s[10:11], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s12, s6, 4
	v_mov_b32_e32 v3, s13
	s_mov_b32 m0, -1
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_6
; %bb.3:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s14, s8, -1
	s_lshl_b32 s13, s7, 4
	s_add_i32 s15, s9, -1
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, s1
	s_movk_i32 s1, 0x48
	s_movk_i32 s16, 0x43
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v4, 0xffff, v2
	v_mul_u32_u24_e32 v4, 0xe38f, v4
	v_lshrrev_b32_e32 v6, 20, v4
	v_mul_u32_u24_e32 v4, 18, v6
	v_add_i32_e32 v5, vcc, s13, v6
	v_sub_i32_e32 v4, vcc, v2, v4
	v_max_i32_e32 v5, 1, v5
	v_and_b32_e32 v7, 0xffff, v4
	v_add_i32_e32 v4, vcc, -1, v5
	v_min_i32_e32 v4, s15, v4
	v_add_i32_e32 v5, vcc, s12, v7
	v_mul_lo_u32 v4, v4, s8
	v_max_i32_e32 v5, 1, v5
	v_add_i32_e32 v5, vcc, -1, v5
	v_min_i32_e32 v5, s14, v5
	v_add_i32_e32 v4, vcc, v4, v5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[4:5], v[4:5], 2
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v3, v5, vcc
	flat_load_dword v4, v[4:5]
	v_add_i32_e32 v5, vcc, 0x100, v2
	v_cmp_lt_u32_e32 vcc, s16, v2
	v_mov_b32_e32 v2, v5
	v_lshlrev_b32_e32 v5, 2, v7
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mad_u32_u24 v5, v6, s1, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_4
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v3, s13
.LBB0_6:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_load_dwordx4 s[4:7], s[4:5], 0x10
	v_add_i32_e32 v3, vcc, v3, v1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, s12
	v_add_i32_e32 v2, vcc, s0, v0
	v_add_i32_e32 v3, vcc, s6, v3
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s0, 0x48
	v_mad_u32_u24 v4, v1, s0, v0
	ds_read_b32 v6, v4 offset:4
	s_mov_b32 m0, -1
	ds_read2_b32 v[0:1], v4 offset0:20 offset1:37
	ds_read2_b32 v[4:5], v4 offset0:18 offset1:19
	v_mul_lo_u32 v3, v3, s8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v4, 0x3e000000, v0
	v_add_i32_e32 v0, vcc, v3, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s3
	v_add_i32_e32 v0, vcc, s2, v0
	v_mac_f32_e32 v4, 0.5, v5
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v4
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil_lds
		.amdhsa_group_segment_fixed_size 1296
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 17
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
	.size	stencil_lds, .Lfunc_end0-stencil_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; NumSgprs: 19
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
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
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 1296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           stencil_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         stencil_lds.kd
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
