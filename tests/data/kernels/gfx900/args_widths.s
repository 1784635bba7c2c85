	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	widths                  ; -- Begin function widths
	.globl	widths
	.p2align	8
	.type	widths,@function
widths:                                 ; @widths
; %bb.0:
	v_or_b32_e32 v0, s6, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dword s26, s[4:5], 0x30
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x38
	s_load_dwordx4 s[16:19], s[4:5], 0x50
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s12, s12, 16
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s20
	s_bfe_i64 s[24:25], s[6:7], 0x80000
	s_bfe_u32 s6, s6, 0x80008
	v_mov_b32_e32 v0, s24
	v_mov_b32_e32 v1, s25
	v_mov_b32_e32 v2, s6
	s_bfe_i64 s[6:7], s[12:13], 0x100000
	s_and_b32 s12, s13, 0xffff
	global_store_dwordx4 v3, v[0:3], s[8:9]
	v_mov_b32_e32 v5, s21
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s12
	s_ashr_i32 s6, s14, 31
	global_store_dwordx4 v3, v[0:3], s[8:9] offset:16
	v_mov_b32_e32 v6, s22
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v7, s23
	s_ashr_i32 s6, s2, 31
	s_ashr_i32 s7, s3, 31
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v2, s15
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:48
	global_store_dwordx4 v3, v[0:3], s[8:9] offset:32
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s6
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v7, s7
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:64
	s_load_dword s2, s[4:5], 0x64
	s_load_dword s6, s[4:5], 0x60
	v_mov_b32_e32 v5, v3
	v_cvt_f64_f32_e32 v[8:9], s16
	v_cvt_f64_f32_e32 v[10:11], s17
	s_waitcnt lgkmcnt(0)
	s_bfe_i64 s[2:3], s[2:3], 0x80000
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v7, s3
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:80
	v_cvt_f64_f32_e32 v[0:1], s18
	v_cvt_f64_f32_e32 v[4:5], s26
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	global_store_dwordx4 v3, v[4:7], s[10:11]
	global_store_dwordx4 v3, v[8:11], s[10:11] offset:16
	global_store_dwordx2 v3, v[0:1], s[10:11] offset:32
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel widths
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 27
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	widths, .Lfunc_end0-widths
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 332
; NumSgprs: 31
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 12
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
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         17
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         18
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         20
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .type_name:      int2
        .value_kind:     by_value
      - .offset:         80
        .size:           16
        .type_name:      float3
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .type_name:      uchar4
        .value_kind:     by_value
      - .offset:         100
        .size:           1
        .type_name:      char
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           widths
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         widths.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
