	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	matmul_tiled            ; -- Begin function matmul_tiled
	.globl	matmul_tiled
	.p2align	8
	.type	matmul_tiled,@function
matmul_tiled:                           ; @matmul_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x12
	s_waitcnt lgkmcnt(0)
	s_load_dword s3, s[4:5], 0x6
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x4
	s_lshl_b32 s1, s7, 4
	s_add_i32 s1, s2, s1
	v_add_i32_e32 v2, vcc, s1, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v2, s3
	s_lshl_b32 s1, s6, 4
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v5, 6, v1
	v_mul_lo_u32 v1, v1, s3
	v_lshlrev_b32_e32 v2, 2, v0
	v_or_b32_e32 v7, 0x400, v2
	s_add_i32 s2, s0, s1
	v_add_i32_e32 v1, vcc, v0, v1
	v_or_b32_e32 v6, v5, v2
	v_or_b32_e32 v8, v7, v5
	v_add_i32_e32 v1, vcc, s2, v1
	s_lshl_b32 s2, s3, 4
	v_add_i32_e32 v9, vcc, v0, v3
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v10, s9
	v_mov_b32_e32 v11, s11
	s_mov_b32 m0, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_i32_e32 v12, vcc, s6, v9
	v_lshl_b64 v[14:15], v[1:2], 2
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_b64 v[12:13], v[12:13], 2
	v_add_i32_e32 v14, vcc, s10, v14
	v_addc_u32_e32 v15, vcc, v11, v15, vcc
	v_add_i32_e32 v12, vcc, s8, v12
	v_addc_u32_e32 v13, vcc, v10, v13, vcc
	flat_load_dword v2, v[14:15]
	flat_load_dword v12, v[12:13]
	s_add_i32 s6, s6, 16
	v_add_i32_e32 v1, vcc, s2, v1
	s_cmp_ge_i32 s6, s3
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[12:13], v7 offset1:16
	ds_read2_b32 v[14:15], v5 offset1:1
	ds_read2_b32 v[16:17], v5 offset0:2 offset1:3
	ds_read2_b32 v[18:19], v5 offset0:4 offset1:5
	ds_read2_b32 v[20:21], v5 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v4, v14, v12
	v_mac_f32_e32 v4, v15, v13
	ds_read2_b32 v[12:13], v7 offset0:32 offset1:48
	ds_read2_b32 v[14:15], v7 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v4, v16, v12
	v_mac_f32_e32 v4, v17, v13
	ds_read2_b32 v[12:13], v7 offset0:96 offset1:112
	ds_read2_b32 v[16:17], v7 offset0:128 offset1:144
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v4, v18, v14
	v_mac_f32_e32 v4, v19, v15
	ds_read2_b32 v[14:15], v5 offset0:8 offset1:9
	ds_read2_b32 v[18:19], v5 offset0:10 offset1:11
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v4, v20, v12
	v_mac_f32_e32 v4, v21, v13
	ds_read2_b32 v[12:13], v5 offset0:12 offset1:13
	ds_read2_b32 v[20:21], v5 offset0:14 offset1:15
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v4, v14, v16
	v_mac_f32_e32 v4, v15, v17
	ds_read2_b32 v[14:15], v7 offset0:160 offset1:176
	ds_read2_b32 v[16:17], v7 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v4, v18, v14
	v_mac_f32_e32 v4, v19, v15
	ds_read2_b32 v[14:15], v7 offset0:224 offset1:240
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v4, v12, v16
	v_mac_f32_e32 v4, v13, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mac_f32_e32 v4, v20, v14
	v_mac_f32_e32 v4, v21, v15
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v4, 0
.LBB0_4:
	s_add_i32 s0, s0, s1
	v_add_i32_e32 v0, vcc, s0, v0
	v_add_i32_e32 v0, vcc, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_tiled
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
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
	.size	matmul_tiled, .Lfunc_end0-matmul_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 14
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
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
      - .offset:         224
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         228
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           matmul_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled.kd
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
