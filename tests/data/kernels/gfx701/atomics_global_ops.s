	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	atomics_global_ops      ; -- Begin function atomics_global_ops
	.globl	atomics_global_ops
	.p2align	8
	.type	atomics_global_ops,@function
atomics_global_ops:                     ; @atomics_global_ops
; %bb.0:
	s_load_dword s1, s[4:5], 0xf
	s_load_dword s0, s[4:5], 0xa
	s_load_dwordx2 s[2:3], s[4:5], 0x16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s2, v0
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	s_mov_b64 s[6:7], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v3, vcc, s8, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v3, v[3:4]
	s_mov_b32 s8, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s1, s[6:7]
	s_lshl_b64 s[4:5], 1, s1
	s_andn2_b64 s[6:7], s[6:7], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[6:7], 0
	s_waitcnt vmcnt(0)
	v_readlane_b32 s9, v3, s1
	s_add_i32 s8, s8, s9
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_2
; %bb.3:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s8
	flat_atomic_add v[4:5], v6
.LBB0_5:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_add_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
; %bb.7:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.8:
	s_add_u32 s6, s10, 4
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v6, s1
	flat_atomic_sub v[4:5], v6
.LBB0_9:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s1, -2
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_min_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_10
; %bb.11:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.12:
	s_add_u32 s6, s10, 8
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v6, s1
	flat_atomic_smin v[4:5], v6
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_brev_b32 s1, 1
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_max_i32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_14
; %bb.15:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_17
; %bb.16:
	s_add_u32 s6, s10, 12
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v6, s1
	flat_atomic_smax v[4:5], v6
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	s_mov_b32 s6, -1
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v3, s1
	s_min_u32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_18
; %bb.19:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.20:
	s_add_u32 s8, s10, 16
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s6
	flat_atomic_umin v[4:5], v6
.LBB0_21:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v3, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_max_u32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_22
; %bb.23:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_25
; %bb.24:
	s_add_u32 s6, s10, 20
	s_addc_u32 s7, s11, 0
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v6, s1
	flat_atomic_umax v[4:5], v6
.LBB0_25:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	v_or_b32_e32 v4, 0xff00ff0, v3
	s_mov_b32 s6, -1
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v4, s1
	s_and_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_26
; %bb.27:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s1, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_29
; %bb.28:
	s_add_u32 s8, s10, 24
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s6
	flat_atomic_and v[4:5], v6
.LBB0_29:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
	v_and_b32_e32 v4, 0x100100, v3
.LBB0_30:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[4:5]
	v_readlane_b32 s8, v4, s6
	s_lshl_b64 s[6:7], 1, s6
	s_andn2_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_ne_u64_e64 s[6:7], s[4:5], 0
	s_or_b32 s1, s1, s8
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_30
; %bb.31:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_33
; %bb.32:
	s_add_u32 s8, s10, 28
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s1
	flat_atomic_or v[4:5], v6
.LBB0_33:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], exec
.LBB0_34:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s1, s[4:5]
	s_lshl_b64 s[8:9], 1, s1
	s_andn2_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ne_u64_e64 s[8:9], s[4:5], 0
	v_readlane_b32 s7, v3, s1
	s_xor_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_34
; %bb.35:
	v_mbcnt_lo_u32_b32_e64 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.36:
	s_add_u32 s8, s10, 32
	s_addc_u32 s9, s11, 0
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s6
	flat_atomic_xor v[4:5], v6
.LBB0_37:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32_e64 v4, s6, 0
	v_mbcnt_hi_u32_b32_e32 v4, s7, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_39
; %bb.38:
	s_add_u32 s8, s10, 36
	s_addc_u32 s9, s11, 0
	s_bcnt1_i32_b64 s1, s[6:7]
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v7, s1
	flat_atomic_add v5, v[5:6], v7 glc
.LBB0_39:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s1, v5
	v_add_i32_e32 v6, vcc, s1, v4
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v1
	s_add_u32 s0, s14, s0
	v_addc_u32_e32 v5, vcc, v5, v2, vcc
	s_addc_u32 s1, s15, s1
	flat_store_dword v[4:5], v6
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v4, s0
	flat_atomic_swap v4, v[4:5], v0 glc
	v_mov_b32_e32 v5, s15
	v_mbcnt_lo_u32_b32_e64 v6, exec_lo, 0
	v_add_i32_e32 v0, vcc, s14, v1
	v_addc_u32_e32 v1, vcc, v5, v2, vcc
	v_mbcnt_hi_u32_b32_e32 v2, exec_hi, v6
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_41
; %bb.40:
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	flat_load_dword v0, v[0:1] glc
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v0
	v_mov_b32_e32 v0, s2
	v_cvt_f32_ubyte0_e32 v4, v3
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v1, s3
.LBB0_42:                               ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v2, v4, v3
	flat_atomic_cmpswap v2, v[0:1], v[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_42
.LBB0_43:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_global_ops
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
	.size	atomics_global_ops, .Lfunc_end0-atomics_global_ops
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1304
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .name:           atomics_global_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         atomics_global_ops.kd
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
