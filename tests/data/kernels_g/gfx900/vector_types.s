	.text
	.file	0 "." "gcnsim/kernels/vector_types.cl" md5 0xf731af2b79a2dae833138f3b74147c76
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	vector_types            ; -- Begin function vector_types
	.globl	vector_types
	.p2align	8
	.type	vector_types,@function
vector_types:                           ; @vector_types
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/vector_types.cl:6:11
	s_load_dword s2, s[4:5], 0x3c
	;DEBUG_VALUE: vector_types:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: vector_types:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: vector_types:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: vector_types:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: vector_types:dots <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: vector_types:iout <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x58
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_u32_e32 v0, s6, v0
	.loc	0 7 14                          ; gcnsim/kernels/vector_types.cl:7:14
	v_mov_b32_e32 v1, s9
	.loc	0 6 11                          ; gcnsim/kernels/vector_types.cl:6:11
	v_add_co_u32_e32 v16, vcc, s0, v0
.Ltmp0:
	;DEBUG_VALUE: vector_types:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16
	.loc	0 7 14                          ; gcnsim/kernels/vector_types.cl:7:14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[18:19], 4, v[16:17]
	.loc	0 8 14                          ; gcnsim/kernels/vector_types.cl:8:14
	v_mov_b32_e32 v5, s11
	.loc	0 7 14                          ; gcnsim/kernels/vector_types.cl:7:14
	v_add_co_u32_e32 v0, vcc, s8, v18
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	.loc	0 8 14                          ; gcnsim/kernels/vector_types.cl:8:14
	v_add_co_u32_e32 v4, vcc, s10, v18
	v_addc_co_u32_e32 v5, vcc, v5, v19, vcc
	.loc	0 7 14                          ; gcnsim/kernels/vector_types.cl:7:14
	global_load_dwordx4 v[0:3], v[0:1], off
.Ltmp1:
	;DEBUG_VALUE: vector_types:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1_vgpr2_vgpr3
	.loc	0 9 12                          ; gcnsim/kernels/vector_types.cl:9:12
	v_mov_b32_e32 v8, s13
	.loc	0 8 14                          ; gcnsim/kernels/vector_types.cl:8:14
	global_load_dwordx4 v[4:7], v[4:5], off
.Ltmp2:
	;DEBUG_VALUE: vector_types:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5_vgpr6_vgpr7
	.loc	0 9 12                          ; gcnsim/kernels/vector_types.cl:9:12
	v_add_co_u32_e32 v12, vcc, s12, v18
	v_addc_co_u32_e32 v13, vcc, v8, v19, vcc
	global_load_dwordx4 v[12:15], v[12:13], off
.Ltmp3:
	;DEBUG_VALUE: vector_types:m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13_vgpr14_vgpr15
	.loc	0 0 12 is_stmt 0                ; gcnsim/kernels/vector_types.cl:0:12
	s_mov_b32 s0, 0x40400000
	.loc	0 10 3 is_stmt 1                ; gcnsim/kernels/vector_types.cl:10:3
	v_mov_b32_e32 v9, s15
	v_add_co_u32_e32 v20, vcc, s14, v18
	v_addc_co_u32_e32 v21, vcc, v9, v19, vcc
	.loc	0 10 23 is_stmt 0               ; gcnsim/kernels/vector_types.cl:10:23
	s_waitcnt vmcnt(1)
	v_fma_f32 v10, v1, v6, s0
	.loc	0 6 11 is_stmt 1                ; gcnsim/kernels/vector_types.cl:6:11
	s_load_dwordx4 s[0:3], s[4:5], 0x20
	.loc	0 10 23                         ; gcnsim/kernels/vector_types.cl:10:23
	v_fma_f32 v11, v0, v7, 4.0
	v_fma_f32 v9, v2, v5, 2.0
	v_fma_f32 v8, v3, v4, 1.0
	.loc	0 10 10 is_stmt 0               ; gcnsim/kernels/vector_types.cl:10:10
	global_store_dwordx4 v[20:21], v[8:11], off
	.loc	0 11 13 is_stmt 1               ; gcnsim/kernels/vector_types.cl:11:13
	v_mul_f32_e32 v0, v0, v4
.Ltmp4:
	.loc	0 11 3 is_stmt 0                ; gcnsim/kernels/vector_types.cl:11:3
	v_lshlrev_b64 v[8:9], 2, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	.loc	0 12 13 is_stmt 1               ; gcnsim/kernels/vector_types.cl:12:13
	s_waitcnt vmcnt(1)
	v_max_i32_e32 v10, v14, v16
	.loc	0 11 13                         ; gcnsim/kernels/vector_types.cl:11:13
	v_fma_f32 v0, v1, v5, v0
	.loc	0 12 38                         ; gcnsim/kernels/vector_types.cl:12:38
	v_min_i32_e32 v11, -5, v15
	s_mov_b32 s3, 0xcf000000
	.loc	0 11 13                         ; gcnsim/kernels/vector_types.cl:11:13
	v_fma_f32 v0, v2, v6, v0
	.loc	0 12 13                         ; gcnsim/kernels/vector_types.cl:12:13
	v_max_i32_e32 v1, v15, v16
	.loc	0 12 38 is_stmt 0               ; gcnsim/kernels/vector_types.cl:12:38
	v_min_i32_e32 v14, -5, v14
.Ltmp5:
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_mov_b32_e32 v15, 0x4effffff
	.loc	0 12 36                         ; gcnsim/kernels/vector_types.cl:12:36
	v_sub_u32_e32 v10, v10, v11
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_max_f32_e32 v11, v7, v7
	.loc	0 11 13 is_stmt 1               ; gcnsim/kernels/vector_types.cl:11:13
	v_fma_f32 v0, v3, v7, v0
	.loc	0 12 13                         ; gcnsim/kernels/vector_types.cl:12:13
	v_max_i32_e32 v2, v12, v16
	v_max_i32_e32 v3, v13, v16
	.loc	0 12 38 is_stmt 0               ; gcnsim/kernels/vector_types.cl:12:38
	v_min_i32_e32 v13, -5, v13
	.loc	0 12 36                         ; gcnsim/kernels/vector_types.cl:12:36
	v_sub_u32_e32 v1, v1, v14
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_max_f32_e32 v14, v6, v6
	v_med3_f32 v11, v11, s3, v15
	.loc	0 12 38                         ; gcnsim/kernels/vector_types.cl:12:38
	v_min_i32_e32 v12, -5, v12
	.loc	0 12 36                         ; gcnsim/kernels/vector_types.cl:12:36
	v_sub_u32_e32 v13, v2, v13
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_max_f32_e32 v2, v5, v5
	v_med3_f32 v14, v14, s3, v15
	v_cvt_i32_f32_e32 v11, v11
	.loc	0 12 36                         ; gcnsim/kernels/vector_types.cl:12:36
	v_sub_u32_e32 v12, v3, v12
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_max_f32_e32 v3, v4, v4
	v_med3_f32 v2, v2, s3, v15
	v_cvt_i32_f32_e32 v14, v14
	s_mov_b32 s2, 0x4effffff
	v_med3_f32 v3, v3, s3, v15
	v_cvt_i32_f32_e32 v2, v2
	v_bfrev_b32_e32 v16, -2
.Ltmp6:
	v_cvt_i32_f32_e32 v3, v3
	v_cmp_nlt_f32_e32 vcc, s2, v7
	.loc	0 11 11 is_stmt 1               ; gcnsim/kernels/vector_types.cl:11:11
	global_store_dword v[8:9], v0, off
	.loc	0 12 59                         ; gcnsim/kernels/vector_types.cl:12:59
	v_cndmask_b32_e32 v0, v16, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v6
	v_cndmask_b32_e32 v8, v16, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v2, v16, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v4
	v_bfrev_b32_e32 v17, 1
	v_cndmask_b32_e32 v3, v16, v3, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v4
	v_cndmask_b32_e32 v4, v17, v3, vcc
.Ltmp7:
	v_cmp_ngt_f32_e32 vcc, s3, v5
	v_cndmask_b32_e32 v5, v17, v2, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v6
	v_cndmask_b32_e32 v2, v17, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v7
	v_cndmask_b32_e32 v0, v17, v0, vcc
	.loc	0 12 57 is_stmt 0               ; gcnsim/kernels/vector_types.cl:12:57
	v_add_u32_e32 v3, v10, v0
	v_add_u32_e32 v2, v1, v2
	v_add_u32_e32 v1, v13, v5
	v_add_u32_e32 v0, v12, v4
	.loc	0 12 3                          ; gcnsim/kernels/vector_types.cl:12:3
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v18
	v_addc_co_u32_e32 v5, vcc, v5, v19, vcc
	.loc	0 12 11                         ; gcnsim/kernels/vector_types.cl:12:11
	global_store_dwordx4 v[4:5], v[0:3], off
	.loc	0 13 1 is_stmt 1                ; gcnsim/kernels/vector_types.cl:13:1
	s_endpgm
.Ltmp8:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vector_types
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
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
	.size	vector_types, .Lfunc_end0-vector_types
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 504
; NumSgprs: 20
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 22
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
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	144                             ; 2576
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
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xcf DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x27:0x8 DW_TAG_typedef
	.long	47                              ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	189                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x2f:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	59                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x34:0x6 DW_TAG_subrange_type
	.long	63                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x3b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x3f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x43:0x5c DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	183                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x55:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	183                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x5d:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	193                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x65:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	203                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x6d:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	208                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x75:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	213                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x7d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	59                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x86:0x8 DW_TAG_variable
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	159                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x8e:0x8 DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	159                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x96:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x9f:0x8 DW_TAG_typedef
	.long	167                             ; DW_AT_type
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	209                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0xa7:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	179                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xac:0x6 DW_TAG_subrange_type
	.long	63                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xb3:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xb7:0x5 DW_TAG_pointer_type
	.long	188                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xbc:0x5 DW_TAG_const_type
	.long	159                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xc1:0x5 DW_TAG_pointer_type
	.long	198                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xc6:0x5 DW_TAG_const_type
	.long	39                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xcb:0x5 DW_TAG_pointer_type
	.long	159                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd0:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd5:0x5 DW_TAG_pointer_type
	.long	179                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	80                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/vector_types.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=71
.Linfo_string3:
	.asciz	"int"                           ; string offset=73
.Linfo_string4:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=77
.Linfo_string5:
	.asciz	"int4"                          ; string offset=97
.Linfo_string6:
	.asciz	"vector_types"                  ; string offset=102
.Linfo_string7:
	.asciz	"i"                             ; string offset=115
.Linfo_string8:
	.asciz	"x"                             ; string offset=117
.Linfo_string9:
	.asciz	"float"                         ; string offset=119
.Linfo_string10:
	.asciz	"float4"                        ; string offset=125
.Linfo_string11:
	.asciz	"y"                             ; string offset=132
.Linfo_string12:
	.asciz	"m"                             ; string offset=134
.Linfo_string13:
	.asciz	"a"                             ; string offset=136
.Linfo_string14:
	.asciz	"b"                             ; string offset=138
.Linfo_string15:
	.asciz	"k"                             ; string offset=140
.Linfo_string16:
	.asciz	"out"                           ; string offset=142
.Linfo_string17:
	.asciz	"iout"                          ; string offset=146
.Linfo_string18:
	.asciz	"dots"                          ; string offset=151
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
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
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
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           vector_types
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         vector_types.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
