	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	scan_blelloch           ; -- Begin function scan_blelloch
	.globl	scan_blelloch
	.p2align	8
	.type	scan_blelloch,@function
scan_blelloch:                          ; @scan_blelloch
; %bb.0:
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 1, v0
	v_lshl_or_b32 v2, s2, 8, v4
	v_ashrrev_i32_e32 v3, 31, v2
	s_movk_i32 s3, 0x80
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_lshl_add_u64 v[6:7], v[2:3], 2, v[6:7]
	global_load_dwordx2 v[6:7], v[6:7], off
	v_lshlrev_b32_e32 v1, 3, v0
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v6, v7 offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read2_b32 v[6:7], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v7, v6
	ds_write_b32 v1, v5 offset:4
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 1, v4
	v_add_u32_e32 v15, 2, v4
	v_cmp_gt_u32_e64 s[10:11], 64, v0
	v_lshl_add_u32 v5, v14, 3, -4
	v_lshl_add_u32 v4, v15, 3, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read_b32 v6, v5
	ds_read_b32 v7, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v4, v6
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 32, v0
	v_lshl_add_u32 v7, v14, 4, -4
	v_lshl_add_u32 v6, v15, 4, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_read_b32 v8, v7
	ds_read_b32 v9, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, v9, v8
	ds_write_b32 v6, v8
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 16, v0
	v_lshl_add_u32 v9, v14, 5, -4
	v_lshl_add_u32 v8, v15, 5, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read_b32 v10, v9
	ds_read_b32 v11, v8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v10, v11, v10
	ds_write_b32 v8, v10
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 8, v0
	v_lshl_add_u32 v11, v14, 6, -4
	v_lshl_add_u32 v10, v15, 6, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read_b32 v12, v11
	ds_read_b32 v13, v10
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v13, v12
	ds_write_b32 v10, v12
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 4, v0
	v_lshl_add_u32 v13, v14, 7, -4
	v_lshl_add_u32 v12, v15, 7, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read_b32 v16, v13
	ds_read_b32 v17, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v16, v17, v16
	ds_write_b32 v12, v16
.LBB0_12:
	s_or_b64 exec, exec, s[14:15]
	s_load_dwordx2 s[16:17], s[0:1], 0x10
	v_cmp_gt_u32_e64 s[0:1], 2, v0
	v_lshl_add_u32 v16, v14, 8, -4
	v_lshl_add_u32 v14, v15, 8, -4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read_b32 v15, v16
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v17, v15
	ds_write_b32 v14, v15
.LBB0_14:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_eq_u32_e64 s[14:15], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v0, 0
	ds_read2_b32 v[18:19], v0 offset0:127 offset1:255
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v19, v18
	ds_write_b32 v0, v15 offset:1020
.LBB0_16:
	s_or_b64 exec, exec, s[20:21]
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v15, v0 offset:1020
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s16, s2
	s_addc_u32 s3, s17, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v15, s[2:3]
	ds_write_b32 v0, v0 offset:1020
.LBB0_18:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_mov_b32_e32 v0, 0
	ds_read2_b32 v[18:19], v0 offset0:127 offset1:255
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v19, v18
	ds_write2_b32 v0, v19, v15 offset0:127 offset1:255
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:
	ds_read_b32 v0, v14
	ds_read_b32 v15, v16
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v16, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v15
	ds_write_b32 v14, v0
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_24
; %bb.23:
	ds_read_b32 v0, v12
	ds_read_b32 v14, v13
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v13, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v14
	ds_write_b32 v12, v0
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_26
; %bb.25:
	ds_read_b32 v0, v10
	ds_read_b32 v12, v11
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v11, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v12
	ds_write_b32 v10, v0
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_read_b32 v0, v8
	ds_read_b32 v10, v9
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v9, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v10
	ds_write_b32 v8, v0
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:
	ds_read_b32 v0, v6
	ds_read_b32 v8, v7
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v7, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v8
	ds_write_b32 v6, v0
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_32
; %bb.31:
	ds_read_b32 v0, v4
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v5, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, v0, v6
	ds_write_b32 v4, v0
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_34
; %bb.33:
	ds_read2_b32 v[4:5], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write2_b32 v1, v5, v4 offset1:1
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v1 offset1:1
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_blelloch
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 22
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
	.size	scan_blelloch, .Lfunc_end0-scan_blelloch
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1232
; NumSgprs: 28
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         scan_blelloch.kd
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
