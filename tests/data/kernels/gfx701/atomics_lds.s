	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	atomics_lds             ; -- Begin function atomics_lds
	.globl	atomics_lds
	.p2align	8
	.type	atomics_lds,@function
atomics_lds:                            ; @atomics_lds
; %bb.0:
	v_cmp_lt_u32_e64 s[0:1], 6, v0
	v_cmp_gt_u32_e32 vcc, 7, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
; %bb.1:
	v_cmp_lt_i32_e32 vcc, 2, v0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $sgpr7
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_5
; %bb.2:
	v_cmp_eq_u32_e32 vcc, 3, v0
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $sgpr7
	s_and_saveexec_b64 s[12:13], vcc
; %bb.3:
	s_brev_b32 s7, 1
	s_xor_b64 s[8:9], exec, -1
; %bb.4:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[8:9], s[8:9], exec
.LBB0_5:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v1, s7
	s_xor_b64 exec, exec, s[10:11]
; %bb.6:
	v_cmp_ne_u32_e32 vcc, 2, v0
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], vcc, exec
	v_bfrev_b32_e32 v1, -2
	s_or_b64 s[8:9], s[8:9], s[12:13]
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
; %bb.8:
	v_cmp_eq_u32_e32 vcc, 4, v0
	v_cndmask_b32_e64 v1, 0, -1, vcc
; %bb.9:
	s_or_b64 exec, exec, s[10:11]
	v_lshlrev_b32_e32 v2, 2, v0
	ds_write_b32 v2, v1
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 4, v0
	v_lshlrev_b32_e32 v3, 2, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v2, 0x3e8
	v_cmp_eq_u32_e32 vcc, 3, v0
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_ne_u32_e32 vcc, 1, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_cndmask_b32_e32 v2, -1, v2, vcc
	ds_write_b32 v1, v2 offset:32
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_lshl_b32 s7, s6, 8
	v_or_b32_e32 v1, s7, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_lshl_b64 v[1:2], v[1:2], 2
	s_barrier
	v_add_i32_e32 v4, vcc, s8, v1
	v_addc_u32_e32 v5, vcc, v5, v2, vcc
	flat_load_dword v4, v[4:5]
	s_mov_b64 s[12:13], exec
	s_mov_b32 s8, 0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s7, v4, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[12:13], s[12:13], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[12:13], 0
	s_add_i32 s8, s8, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_13
; %bb.14:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s8
	ds_add_u32 v5, v6
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s8, s[4:5]
	v_readlane_b32 s12, v4, s8
	s_lshl_b64 s[8:9], 1, s8
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	s_add_i32 s7, s7, s12
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_17
; %bb.18:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s7
	ds_sub_u32 v5, v6 offset:4
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s7, -2
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s8, s[4:5]
	v_readlane_b32 s12, v4, s8
	s_lshl_b64 s[8:9], 1, s8
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	s_min_i32 s7, s7, s12
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_21
; %bb.22:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s7
	ds_min_i32 v5, v6 offset:8
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s7, 1
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s8, s[4:5]
	v_readlane_b32 s12, v4, s8
	s_lshl_b64 s[8:9], 1, s8
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	s_max_i32 s7, s7, s12
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_25
; %bb.26:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s7
	ds_max_i32 v5, v6 offset:12
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	v_or_b32_e32 v5, 0x7fff7fff, v4
	s_mov_b32 s8, -1
.LBB0_29:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s7, s[4:5]
	s_lshl_b64 s[12:13], 1, s7
	s_andn2_b64 s[4:5], s[4:5], s[12:13]
	v_cmp_ne_u64_e64 s[12:13], s[4:5], 0
	v_readlane_b32 s9, v5, s7
	s_and_b32 s8, s8, s9
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_29
; %bb.30:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s8
	ds_and_b32 v5, v6 offset:16
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	v_and_b32_e32 v5, 0x1010101, v4
.LBB0_33:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s8, s[4:5]
	v_readlane_b32 s12, v5, s8
	s_lshl_b64 s[8:9], 1, s8
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	s_or_b32 s7, s7, s12
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_33
; %bb.34:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	s_mov_b32 s8, 0
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s7
	ds_or_b32 v5, v6 offset:20
.LBB0_36:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.LBB0_37:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s7, s[4:5]
	s_lshl_b64 s[12:13], 1, s7
	s_andn2_b64 s[4:5], s[4:5], s[12:13]
	v_cmp_ne_u64_e64 s[12:13], s[4:5], 0
	v_readlane_b32 s9, v4, s7
	s_xor_b32 s8, s8, s9
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_37
; %bb.38:
	v_mbcnt_lo_u32_b32_e64 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.39:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s8
	ds_xor_b32 v5, v6 offset:24
.LBB0_40:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32_e64 v5, s8, 0
	v_mbcnt_hi_u32_b32_e32 v5, s9, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_42
; %bb.41:
	s_bcnt1_i32_b64 s7, s[8:9]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s7
	ds_add_rtn_u32 v6, v6, v7 offset:32
.LBB0_42:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s7, v6
	v_add_i32_e32 v5, vcc, s7, v5
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v1, vcc, s2, v1
	s_mov_b64 s[4:5], exec
	v_addc_u32_e32 v2, vcc, v6, v2, vcc
	s_mov_b32 s7, -1
	flat_store_dword v[1:2], v5
.LBB0_43:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[4:5]
	v_readlane_b32 s8, v4, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[4:5], s[4:5], s[2:3]
	v_cmp_ne_u64_e64 s[2:3], s[4:5], 0
	s_min_u32 s7, s7, s8
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_43
; %bb.44:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s7
	ds_min_u32 v1, v2 offset:36
.LBB0_46:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[8:9], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[2:3], 0
	v_readlane_b32 s7, v4, s5
	s_max_u32 s4, s4, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_47
; %bb.48:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	ds_max_u32 v1, v2 offset:40
.LBB0_50:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[4:5], exec
	v_mbcnt_lo_u32_b32_e64 v1, s4, 0
	v_mbcnt_hi_u32_b32_e32 v1, s5, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_52
; %bb.51:
	s_bcnt1_i32_b64 s4, s[4:5]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	ds_sub_u32 v1, v2 offset:44
.LBB0_52:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.53:
	v_cmp_gt_u32_e32 vcc, 11, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.54:
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[2:3], exec
	v_add_i32_e32 v1, vcc, 4, v0
; %bb.55:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[2:3], exec
.LBB0_56:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.57:
	s_or_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v1, v3
; %bb.58:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_mad_u64_u32 v[4:5], s[0:1], s6, 44, v[4:5]
	ds_read_b32 v2, v1
	v_add_i32_e32 v0, vcc, v4, v3
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
.LBB0_60:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_lds
		.amdhsa_group_segment_fixed_size 48
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
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
	.size	atomics_lds, .Lfunc_end0-atomics_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1408
; NumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 48 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 48
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         atomics_lds.kd
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
