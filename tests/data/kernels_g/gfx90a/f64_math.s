	.text
	.file	0 "." "gcnsim/kernels/f64_math.cl" md5 0x0dc2c0c1586e5aeebbd5f4254529439b
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	f64_math                ; -- Begin function f64_math
	.globl	f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 5 11 prologue_end             ; gcnsim/kernels/f64_math.cl:5:11
	s_load_dword s2, s[4:5], 0x2c
	;DEBUG_VALUE: f64_math:ints <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f64_math:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f64_math:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f64_math:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_u32_e32 v0, s6, v0
	.loc	0 8 3                           ; gcnsim/kernels/f64_math.cl:8:3
	v_mov_b32_e32 v6, s13
	.loc	0 5 11                          ; gcnsim/kernels/f64_math.cl:5:11
	v_add_co_u32_e32 v0, vcc, s0, v0
.Ltmp0:
	;DEBUG_VALUE: f64_math:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 6 14                          ; gcnsim/kernels/f64_math.cl:6:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v4, vcc, s8, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	.loc	0 7 14                          ; gcnsim/kernels/f64_math.cl:7:14
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dwordx2 v[8:9], v[2:3], off
.Ltmp1:
	;DEBUG_VALUE: f64_math:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	.loc	0 6 14                          ; gcnsim/kernels/f64_math.cl:6:14
	global_load_dwordx2 v[12:13], v[4:5], off
.Ltmp2:
	;DEBUG_VALUE: f64_math:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	.loc	0 13 59                         ; gcnsim/kernels/f64_math.cl:13:59
	v_mov_b32_e32 v2, 0xfffffed4
	v_mov_b32_e32 v3, -1
	.loc	0 8 9                           ; gcnsim/kernels/f64_math.cl:8:9
	v_mul_lo_u32 v4, v0, 6
	.loc	0 13 59                         ; gcnsim/kernels/f64_math.cl:13:59
	v_mad_u64_u32 v[2:3], s[4:5], v0, 7, v[2:3]
	.loc	0 8 3                           ; gcnsim/kernels/f64_math.cl:8:3
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	0 14 10                         ; gcnsim/kernels/f64_math.cl:14:10
	v_lshlrev_b32_e32 v0, 1, v0
.Ltmp3:
	.loc	0 13 39                         ; gcnsim/kernels/f64_math.cl:13:39
	v_cvt_f64_i32_e32 v[14:15], v2
	.loc	0 8 3                           ; gcnsim/kernels/f64_math.cl:8:3
	v_lshlrev_b64 v[2:3], 3, v[4:5]
	s_mov_b32 s0, 0
	.loc	0 14 3                          ; gcnsim/kernels/f64_math.cl:14:3
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 8 3                           ; gcnsim/kernels/f64_math.cl:8:3
	v_add_co_u32_e32 v16, vcc, s12, v2
	s_brev_b32 s1, 8
	.loc	0 14 3                          ; gcnsim/kernels/f64_math.cl:14:3
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	.loc	0 8 3                           ; gcnsim/kernels/f64_math.cl:8:3
	v_addc_co_u32_e32 v17, vcc, v6, v3, vcc
	s_mov_b32 s2, 0
	.loc	0 14 3                          ; gcnsim/kernels/f64_math.cl:14:3
	v_mov_b32_e32 v10, s15
	v_add_co_u32_e32 v18, vcc, s14, v0
	s_mov_b32 s3, 0x412e8480
	v_addc_co_u32_e32 v19, vcc, v10, v1, vcc
	.loc	0 14 17 is_stmt 0               ; gcnsim/kernels/f64_math.cl:14:17
	s_movk_i32 s6, 0xffe0
	.loc	0 10 20 is_stmt 1               ; gcnsim/kernels/f64_math.cl:10:20
	v_mov_b32_e32 v7, 0xffffff80
	v_mov_b32_e32 v32, 0x260
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 s[0:1], |v[8:9]|, s[0:1]
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[20:21], s[4:5], v[8:9], v[8:9], v[12:13]
	.loc	0 11 20                         ; gcnsim/kernels/f64_math.cl:11:20
	v_floor_f64_e32 v[2:3], v[12:13]
	.loc	0 11 31 is_stmt 0               ; gcnsim/kernels/f64_math.cl:11:31
	v_ceil_f64_e32 v[4:5], v[8:9]
	.loc	0 12 20 is_stmt 1               ; gcnsim/kernels/f64_math.cl:12:20
	v_max_f64 v[24:25], v[8:9], v[8:9]
	v_max_f64 v[26:27], v[12:13], v[12:13]
	.loc	0 13 28                         ; gcnsim/kernels/f64_math.cl:13:28
	v_cvt_f32_f64_e32 v33, v[12:13]
	.loc	0 14 26                         ; gcnsim/kernels/f64_math.cl:14:26
	v_mul_f64 v[28:29], v[12:13], s[2:3]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_rcp_f64_e32 v[30:31], v[20:21]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_lshlrev_b32_e32 v34, 8, v10
	.loc	0 11 29                         ; gcnsim/kernels/f64_math.cl:11:29
	v_add_f64 v[10:11], v[2:3], -v[4:5]
	.loc	0 12 20                         ; gcnsim/kernels/f64_math.cl:12:20
	v_min_f64 v[4:5], v[26:27], v[24:25]
	.loc	0 12 39 is_stmt 0               ; gcnsim/kernels/f64_math.cl:12:39
	v_max_f64 v[2:3], v[26:27], v[24:25]
	.loc	0 13 20 is_stmt 1               ; gcnsim/kernels/f64_math.cl:13:20
	v_cvt_f64_f32_e32 v[24:25], v33
	.loc	0 14 17                         ; gcnsim/kernels/f64_math.cl:14:17
	v_trunc_f64_e32 v[26:27], v[28:29]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_ldexp_f64 v[28:29], |v[8:9]|, v34
	.loc	0 12 37                         ; gcnsim/kernels/f64_math.cl:12:37
	v_fmac_f64_e32 v[2:3], 0.5, v[4:5]
	.loc	0 13 37                         ; gcnsim/kernels/f64_math.cl:13:37
	v_add_f64 v[4:5], v[24:25], v[14:15]
	.loc	0 14 17                         ; gcnsim/kernels/f64_math.cl:14:17
	v_ldexp_f64 v[14:15], v[26:27], s6
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_rsq_f64_e32 v[24:25], v[28:29]
	.loc	0 13 18                         ; gcnsim/kernels/f64_math.cl:13:18
	global_store_dwordx4 v[16:17], v[2:5], off offset:32
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_div_scale_f64 v[22:23], vcc, v[12:13], v[8:9], v[12:13]
	.loc	0 14 17                         ; gcnsim/kernels/f64_math.cl:14:17
	v_floor_f64_e32 v[2:3], v[14:15]
	v_fmac_f64_e32 v[26:27], 0xc1f00000, v[2:3]
	v_cvt_i32_f64_e32 v5, v[2:3]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_fma_f64 v[2:3], -v[20:21], v[30:31], 1.0
	v_fmac_f64_e32 v[30:31], v[30:31], v[2:3]
	v_fma_f64 v[2:3], -v[20:21], v[30:31], 1.0
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_mul_f64 v[14:15], v[28:29], v[24:25]
	v_mul_f64 v[24:25], v[24:25], 0.5
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_fmac_f64_e32 v[30:31], v[30:31], v[2:3]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_fma_f64 v[2:3], -v[24:25], v[14:15], 0.5
	.loc	0 14 17                         ; gcnsim/kernels/f64_math.cl:14:17
	v_cvt_u32_f64_e32 v4, v[26:27]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_mul_f64 v[26:27], v[22:23], v[30:31]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_fmac_f64_e32 v[14:15], v[14:15], v[2:3]
	v_fmac_f64_e32 v[24:25], v[24:25], v[2:3]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_fma_f64 v[2:3], -v[20:21], v[26:27], v[22:23]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_fma_f64 v[20:21], -v[14:15], v[14:15], v[28:29]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_div_fmas_f64 v[2:3], v[2:3], v[30:31], v[26:27]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_fmac_f64_e32 v[14:15], v[20:21], v[24:25]
	.loc	0 8 16                          ; gcnsim/kernels/f64_math.cl:8:16
	v_fma_f64 v[0:1], v[12:13], v[8:9], -v[12:13]
	.loc	0 15 27                         ; gcnsim/kernels/f64_math.cl:15:27
	v_cvt_i32_f64_e32 v6, v[8:9]
	.loc	0 9 22                          ; gcnsim/kernels/f64_math.cl:9:22
	v_div_fixup_f64 v[2:3], v[2:3], v[8:9], v[12:13]
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_fma_f64 v[8:9], -v[14:15], v[14:15], v[28:29]
.Ltmp4:
	v_cndmask_b32_e64 v35, 0, v7, s[0:1]
	v_fmac_f64_e32 v[14:15], v[8:9], v[24:25]
	.loc	0 9 18                          ; gcnsim/kernels/f64_math.cl:9:18
	global_store_dwordx4 v[16:17], v[0:3], off
	.loc	0 10 20                         ; gcnsim/kernels/f64_math.cl:10:20
	v_cmp_class_f64_e32 vcc, v[28:29], v32
	v_ldexp_f64 v[0:1], v[14:15], v35
	v_cndmask_b32_e32 v9, v1, v29, vcc
	v_cndmask_b32_e32 v8, v0, v28, vcc
	.loc	0 15 21                         ; gcnsim/kernels/f64_math.cl:15:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	0 11 18                         ; gcnsim/kernels/f64_math.cl:11:18
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	.loc	0 15 19                         ; gcnsim/kernels/f64_math.cl:15:19
	global_store_dwordx4 v[18:19], v[4:7], off
	.loc	0 16 1                          ; gcnsim/kernels/f64_math.cl:16:1
	s_endpgm
.Ltmp5:
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 36
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
	.size	f64_math, .Lfunc_end0-f64_math
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 584
; NumSgprs: 20
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x84 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x33:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x37:0x44 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x41:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x49:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x51:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	133                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x59:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	138                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x61:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6a:0x8 DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x72:0x8 DW_TAG_variable
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x7b:0x5 DW_TAG_pointer_type
	.long	128                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x80:0x5 DW_TAG_const_type
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x85:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x8a:0x5 DW_TAG_pointer_type
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	64                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/f64_math.cl"    ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=67
.Linfo_string3:
	.asciz	"double"                        ; string offset=69
.Linfo_string4:
	.asciz	"float"                         ; string offset=76
.Linfo_string5:
	.asciz	"int"                           ; string offset=82
.Linfo_string6:
	.asciz	"long"                          ; string offset=86
.Linfo_string7:
	.asciz	"f64_math"                      ; string offset=91
.Linfo_string8:
	.asciz	"i"                             ; string offset=100
.Linfo_string9:
	.asciz	"y"                             ; string offset=102
.Linfo_string10:
	.asciz	"x"                             ; string offset=104
.Linfo_string11:
	.asciz	"a"                             ; string offset=106
.Linfo_string12:
	.asciz	"b"                             ; string offset=108
.Linfo_string13:
	.asciz	"out"                           ; string offset=110
.Linfo_string14:
	.asciz	"ints"                          ; string offset=114
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
