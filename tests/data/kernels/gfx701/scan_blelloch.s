	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	scan_blelloch           ; -- Begin function scan_blelloch
	.globl	scan_blelloch
	.p2align	8
	.type	scan_blelloch,@function
scan_blelloch:                          ; @scan_blelloch
; %bb.0:
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	s_lshl_b32 s0, s6, 8
	v_lshlrev_b32_e32 v4, 1, v0
	v_or_b32_e32 v1, s0, v4
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s17
	v_add_i32_e32 v5, vcc, s16, v1
	v_addc_u32_e32 v6, vcc, v3, v2, vcc
	flat_load_dwordx2 v[5:6], v[5:6]
	s_movk_i32 s0, 0x80
	v_lshlrev_b32_e32 v3, 3, v0
	s_mov_b32 m0, -1
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_waitcnt vmcnt(0)
	ds_write2_b32 v3, v5, v6 offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read2_b32 v[5:6], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v5, vcc, v6, v5
	ds_write_b32 v3, v5 offset:4
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v14, 1, v4
	v_add_i32_e32 v15, vcc, 2, v4
	v_cmp_gt_u32_e64 s[2:3], 64, v0
	v_lshlrev_b32_e32 v4, 3, v14
	v_lshlrev_b32_e32 v5, 3, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_i32_e32 v6, vcc, -4, v4
	v_add_i32_e32 v7, vcc, -4, v5
	ds_read_b32 v6, v6
	ds_read_b32 v8, v7
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v6, vcc, v8, v6
	ds_write_b32 v7, v6
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[12:13], 32, v0
	v_lshlrev_b32_e32 v6, 4, v14
	v_lshlrev_b32_e32 v7, 4, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_i32_e32 v8, vcc, -4, v6
	v_add_i32_e32 v9, vcc, -4, v7
	ds_read_b32 v8, v8
	ds_read_b32 v10, v9
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v8, vcc, v10, v8
	ds_write_b32 v9, v8
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 16, v0
	v_lshlrev_b32_e32 v8, 5, v14
	v_lshlrev_b32_e32 v9, 5, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_i32_e32 v10, vcc, -4, v8
	v_add_i32_e32 v11, vcc, -4, v9
	ds_read_b32 v10, v10
	ds_read_b32 v12, v11
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v10, vcc, v12, v10
	ds_write_b32 v11, v10
.LBB0_8:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 8, v0
	v_lshlrev_b32_e32 v10, 6, v14
	v_lshlrev_b32_e32 v11, 6, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_add_i32_e32 v12, vcc, -4, v10
	v_add_i32_e32 v13, vcc, -4, v11
	ds_read_b32 v12, v12
	ds_read_b32 v16, v13
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v12, vcc, v16, v12
	ds_write_b32 v13, v12
.LBB0_10:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_u32_e64 s[14:15], 4, v0
	v_lshlrev_b32_e32 v12, 7, v14
	v_lshlrev_b32_e32 v13, 7, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_add_i32_e32 v16, vcc, -4, v12
	v_add_i32_e32 v17, vcc, -4, v13
	ds_read_b32 v16, v16
	ds_read_b32 v18, v17
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v16, vcc, v18, v16
	ds_write_b32 v17, v16
.LBB0_12:
	s_or_b64 exec, exec, s[16:17]
	s_load_dwordx2 s[20:21], s[4:5], 0x4
	v_cmp_gt_u32_e64 s[4:5], 2, v0
	v_lshlrev_b32_e32 v14, 8, v14
	v_lshlrev_b32_e32 v15, 8, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_add_i32_e32 v16, vcc, -4, v14
	v_add_i32_e32 v17, vcc, -4, v15
	ds_read_b32 v16, v16
	ds_read_b32 v18, v17
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v16, vcc, v18, v16
	ds_write_b32 v17, v16
.LBB0_14:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_eq_u32_e64 s[16:17], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[22:23], s[16:17]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v0, 0
	ds_read2_b32 v[16:17], v0 offset0:127 offset1:255
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v16, vcc, v17, v16
	ds_write_b32 v0, v16 offset:1020
.LBB0_16:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[16:17]
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mov_b32 s7, 0
	v_mov_b32_e32 v0, 0
	ds_read_b32 v18, v0 offset:1020
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s6, s20, s6
	s_addc_u32 s7, s21, s7
	v_mov_b32_e32 v17, s7
	v_mov_b32_e32 v16, s6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[16:17], v18
	ds_write_b32 v0, v0 offset:1020
.LBB0_18:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_mov_b32_e32 v0, 0
	ds_read2_b32 v[16:17], v0 offset0:127 offset1:255
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v16, vcc, v17, v16
	ds_write2_b32 v0, v17, v16 offset0:127 offset1:255
.LBB0_20:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_add_i32_e32 v0, vcc, -4, v15
	v_add_i32_e32 v14, vcc, -4, v14
	ds_read_b32 v15, v0
	ds_read_b32 v16, v14
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v14, v15
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v14, vcc, v15, v16
	ds_write_b32 v0, v14
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_add_i32_e32 v0, vcc, -4, v13
	v_add_i32_e32 v12, vcc, -4, v12
	ds_read_b32 v13, v0
	ds_read_b32 v14, v12
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v12, v13
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v12, vcc, v13, v14
	ds_write_b32 v0, v12
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_add_i32_e32 v0, vcc, -4, v11
	v_add_i32_e32 v10, vcc, -4, v10
	ds_read_b32 v11, v0
	ds_read_b32 v12, v10
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v10, v11
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v10, vcc, v11, v12
	ds_write_b32 v0, v10
.LBB0_26:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_add_i32_e32 v0, vcc, -4, v9
	v_add_i32_e32 v8, vcc, -4, v8
	ds_read_b32 v9, v0
	ds_read_b32 v10, v8
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v8, v9
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v8, vcc, v9, v10
	ds_write_b32 v0, v8
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_add_i32_e32 v0, vcc, -4, v7
	v_add_i32_e32 v6, vcc, -4, v6
	ds_read_b32 v7, v0
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v6, v7
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v6, vcc, v7, v8
	ds_write_b32 v0, v6
.LBB0_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_add_i32_e32 v0, vcc, -4, v5
	v_add_i32_e32 v4, vcc, -4, v4
	ds_read_b32 v5, v0
	ds_read_b32 v6, v4
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v4, v5
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v4, vcc, v5, v6
	ds_write_b32 v0, v4
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:
	ds_read2_b32 v[4:5], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v0, vcc, v5, v4
	ds_write2_b32 v3, v5, v0 offset1:1
.LBB0_34:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[3:4], v3 offset1:1
	v_mov_b32_e32 v5, s19
	v_add_i32_e32 v0, vcc, s18, v1
	v_addc_u32_e32 v1, vcc, v5, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[3:4]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_blelloch
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
	.size	scan_blelloch, .Lfunc_end0-scan_blelloch
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1288
; NumSgprs: 26
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 19
; Occupancy: 8
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
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           scan_blelloch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         scan_blelloch.kd
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
