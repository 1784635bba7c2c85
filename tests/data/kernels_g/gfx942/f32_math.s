	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	f32_math                ; -- Begin function f32_math
	.globl	f32_math
	.p2align	8
	.type	f32_math,@function
f32_math:                               ; @f32_math
.Lfunc_begin0:
	.file	0 "." "gcnsim/kernels/f32_math.cl" md5 0x0e089b408914b31a1c158c193b30f091
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 5 11 prologue_end             ; gcnsim/kernels/f32_math.cl:5:11
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s6, s[0:1], 0x18
	;DEBUG_VALUE: f32_math:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[4:5], s[0:1], 0x48
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
.Ltmp0:
	;DEBUG_VALUE: f32_math:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 6 9                           ; gcnsim/kernels/f32_math.cl:6:9
	v_cmp_gt_i32_e32 vcc, s6, v0
.Ltmp1:
	;DEBUG_VALUE: f32_math:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f32_math:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f32_math:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 6 7 is_stmt 0                 ; gcnsim/kernels/f32_math.cl:6:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	.loc	0 5 11 is_stmt 1                ; gcnsim/kernels/f32_math.cl:5:11
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	.loc	0 8 13                          ; gcnsim/kernels/f32_math.cl:8:13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	.loc	0 10 9                          ; gcnsim/kernels/f32_math.cl:10:9
	v_lshlrev_b32_e32 v0, 3, v0
	.loc	0 9 13                          ; gcnsim/kernels/f32_math.cl:9:13
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	.loc	0 8 13                          ; gcnsim/kernels/f32_math.cl:8:13
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	.loc	0 9 13                          ; gcnsim/kernels/f32_math.cl:9:13
	global_load_dword v8, v[4:5], off
.Ltmp3:
	;DEBUG_VALUE: f32_math:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 8 13                          ; gcnsim/kernels/f32_math.cl:8:13
	global_load_dword v9, v[2:3], off
.Ltmp4:
	;DEBUG_VALUE: f32_math:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/f32_math.cl:0:13
	s_mov_b32 s5, 0xc2fc0000
	.loc	0 17 20 is_stmt 1               ; gcnsim/kernels/f32_math.cl:17:20
	v_mov_b32_e32 v4, 0x90
	.loc	0 10 3                          ; gcnsim/kernels/f32_math.cl:10:3
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 5 11                          ; gcnsim/kernels/f32_math.cl:5:11
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_mov_b32 s4, 0x800000
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_mov_b32_e32 v11, 0x42800000
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_mov_b32_e32 v12, 0x4f800000
	.loc	0 10 3                          ; gcnsim/kernels/f32_math.cl:10:3
	v_lshl_add_u64 v[6:7], v[0:1], 2, v[2:3]
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_mov_b32_e32 v10, 0x1f800000
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_mov_b32_e32 v13, 0x42000000
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	s_waitcnt vmcnt(1)
	v_frexp_exp_i32_f32_e32 v2, v8
	s_waitcnt vmcnt(0)
	v_frexp_exp_i32_f32_e32 v5, v9
	.loc	0 12 20                         ; gcnsim/kernels/f32_math.cl:12:20
	v_max_f32_e32 v16, v8, v8
	v_max_f32_e32 v17, v9, v9
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_cmp_gt_f32_e32 vcc, s5, v8
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_cmp_class_f32_e64 s[0:1], v9, v4
	.loc	0 11 25                         ; gcnsim/kernels/f32_math.cl:11:25
	v_cmp_lt_f32_e64 s[2:3], |v9|, s4
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_sub_u32_e32 v2, v5, v2
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_cndmask_b32_e64 v19, 1.0, v12, s[0:1]
	.loc	0 12 20                         ; gcnsim/kernels/f32_math.cl:12:20
	v_min_f32_e32 v4, v17, v16
	.loc	0 13 20                         ; gcnsim/kernels/f32_math.cl:13:20
	v_max_f32_e32 v5, v17, v16
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_cndmask_b32_e32 v16, 0, v11, vcc
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_frexp_mant_f32_e32 v3, v8
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	.loc	0 15 20                         ; gcnsim/kernels/f32_math.cl:15:20
	v_ceil_f32_e32 v1, v8
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_mul_f32_e64 v17, |v9|, v19
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_add_f32_e32 v8, v8, v16
.Ltmp5:
	v_cndmask_b32_e32 v18, 1.0, v10, vcc
	.loc	0 11 20                         ; gcnsim/kernels/f32_math.cl:11:20
	v_lshlrev_b32_e32 v15, 5, v15
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_cndmask_b32_e64 v19, 0, v13, s[0:1]
	v_cmp_gt_f32_e32 vcc, s4, v17
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_cmp_gt_f32_e64 s[0:1], s5, v8
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_frexp_mant_f32_e32 v14, v9
	.loc	0 14 20                         ; gcnsim/kernels/f32_math.cl:14:20
	v_floor_f32_e32 v0, v9
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_rcp_f32_e32 v3, v3
	.loc	0 11 20                         ; gcnsim/kernels/f32_math.cl:11:20
	v_ldexp_f32 v9, |v9|, v15
.Ltmp6:
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_cndmask_b32_e32 v12, 1.0, v12, vcc
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	.loc	0 11 20                         ; gcnsim/kernels/f32_math.cl:11:20
	v_sqrt_f32_e32 v9, v9
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_mul_f32_e32 v12, v17, v12
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_add_f32_e32 v8, v8, v11
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_log_f32_e32 v11, v12
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_exp_f32_e32 v8, v8
	.loc	0 11 20                         ; gcnsim/kernels/f32_math.cl:11:20
	v_cndmask_b32_e64 v20, 0, -16, s[2:3]
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_mul_f32_e32 v3, v14, v3
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_cndmask_b32_e32 v13, 0, v13, vcc
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_cndmask_b32_e64 v10, 1.0, v10, s[0:1]
	.loc	0 10 18                         ; gcnsim/kernels/f32_math.cl:10:18
	v_ldexp_f32 v2, v3, v2
	.loc	0 11 20                         ; gcnsim/kernels/f32_math.cl:11:20
	v_ldexp_f32 v3, v9, v20
	.loc	0 13 18                         ; gcnsim/kernels/f32_math.cl:13:18
	global_store_dwordx4 v[6:7], v[2:5], off
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	s_nop 1
	v_sub_f32_e32 v3, v11, v13
	.loc	0 16 20                         ; gcnsim/kernels/f32_math.cl:16:20
	v_mul_f32_e32 v2, v8, v10
	v_mul_f32_e32 v2, v18, v2
	.loc	0 17 20                         ; gcnsim/kernels/f32_math.cl:17:20
	v_sub_f32_e32 v3, v3, v19
	.loc	0 17 18 is_stmt 0               ; gcnsim/kernels/f32_math.cl:17:18
	global_store_dwordx4 v[6:7], v[0:3], off offset:16
.LBB0_2:
	.loc	0 18 1 is_stmt 1                ; gcnsim/kernels/f32_math.cl:18:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
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
	.size	f32_math, .Lfunc_end0-f32_math
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; NumSgprs: 14
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.long	2                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 2569
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x78 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x27:0x45 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	112                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x39:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	112                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x41:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	122                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x49:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x51:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	108                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5a:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	108                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x6c:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x70:0x5 DW_TAG_pointer_type
	.long	117                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x75:0x5 DW_TAG_const_type
	.long	108                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x7a:0x5 DW_TAG_pointer_type
	.long	108                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7f:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	56                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/f32_math.cl"    ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=67
.Linfo_string3:
	.asciz	"f32_math"                      ; string offset=69
.Linfo_string4:
	.asciz	"y"                             ; string offset=78
.Linfo_string5:
	.asciz	"float"                         ; string offset=80
.Linfo_string6:
	.asciz	"x"                             ; string offset=86
.Linfo_string7:
	.asciz	"a"                             ; string offset=88
.Linfo_string8:
	.asciz	"b"                             ; string offset=90
.Linfo_string9:
	.asciz	"out"                           ; string offset=92
.Linfo_string10:
	.asciz	"n"                             ; string offset=96
.Linfo_string11:
	.asciz	"int"                           ; string offset=98
.Linfo_string12:
	.asciz	"i"                             ; string offset=102
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f32_math
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         f32_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
