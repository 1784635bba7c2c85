	.text
	.file	0 "." "gcnsim/kernels/conversions.cl" md5 0x42a9b86ee1bbaf571038beafb7d7a86e
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	conversions             ; -- Begin function conversions
	.globl	conversions
	.p2align	8
	.type	conversions,@function
conversions:                            ; @conversions
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/conversions.cl:6:11
	s_load_dword s2, s[4:5], 0xf
	;DEBUG_VALUE: conversions:ints <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: conversions:h <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: conversions:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: conversions:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: conversions:halves <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: conversions:floats <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s0, v0
.Ltmp0:
	;DEBUG_VALUE: conversions:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 7 13                          ; gcnsim/kernels/conversions.cl:7:13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s9
	v_add_i32_e32 v4, vcc, s8, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v9, v[4:5]
.Ltmp1:
	;DEBUG_VALUE: conversions:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 8 11                          ; gcnsim/kernels/conversions.cl:8:11
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v10, v[2:3]
.Ltmp2:
	;DEBUG_VALUE: conversions:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 15 23                         ; gcnsim/kernels/conversions.cl:15:23
	v_lshl_b64 v[1:2], v[0:1], 1
	v_mov_b32_e32 v4, s13
	v_add_i32_e32 v3, vcc, s12, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_ushort v11, v[3:4]
	.loc	0 6 11                          ; gcnsim/kernels/conversions.cl:6:11
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	.loc	0 9 10                          ; gcnsim/kernels/conversions.cl:9:10
	v_lshlrev_b32_e32 v5, 2, v0
	.loc	0 13 3                          ; gcnsim/kernels/conversions.cl:13:3
	v_mul_lo_u32 v4, v0, 3
	.loc	0 9 3                           ; gcnsim/kernels/conversions.cl:9:3
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 2
	.loc	0 16 3                          ; gcnsim/kernels/conversions.cl:16:3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s3
	v_add_i32_e32 v7, vcc, s2, v1
	.loc	0 12 26                         ; gcnsim/kernels/conversions.cl:12:26
	v_mov_b32_e32 v3, 0
	.loc	0 16 3                          ; gcnsim/kernels/conversions.cl:16:3
	v_addc_u32_e32 v8, vcc, v8, v2, vcc
	.loc	0 9 3                           ; gcnsim/kernels/conversions.cl:9:3
	v_mov_b32_e32 v16, s15
	v_add_i32_e32 v5, vcc, s14, v5
	.loc	0 13 3                          ; gcnsim/kernels/conversions.cl:13:3
	v_ashr_i64 v[0:1], v[3:4], 30
.Ltmp3:
	.loc	0 9 3                           ; gcnsim/kernels/conversions.cl:9:3
	v_addc_u32_e32 v6, vcc, v16, v6, vcc
	.loc	0 13 3                          ; gcnsim/kernels/conversions.cl:13:3
	v_mov_b32_e32 v17, s1
	v_add_i32_e32 v3, vcc, s0, v0
	s_mov_b32 s5, 0xcf000000
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_mov_b32_e32 v12, 0x4effffff
	.loc	0 13 3                          ; gcnsim/kernels/conversions.cl:13:3
	v_addc_u32_e32 v4, vcc, v17, v1, vcc
	.loc	0 12 26                         ; gcnsim/kernels/conversions.cl:12:26
	v_mov_b32_e32 v15, 0x4f7fffff
	s_mov_b32 s4, 0x4effffff
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_bfrev_b32_e32 v13, -2
	s_mov_b32 s6, 0x4f7fffff
	v_bfrev_b32_e32 v14, 1
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v16, 1.0, v9
	.loc	0 10 21                         ; gcnsim/kernels/conversions.cl:10:21
	v_rndne_f32_e32 v17, v9
	.loc	0 11 39                         ; gcnsim/kernels/conversions.cl:11:39
	v_mul_f32_e32 v18, 0x447a0000, v9
	.loc	0 12 26                         ; gcnsim/kernels/conversions.cl:12:26
	v_med3_f32 v15, v18, 0, v15
	v_cvt_u32_f32_e32 v15, v15
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_cmp_lt_f32_e32 vcc, s4, v9
	.loc	0 13 19                         ; gcnsim/kernels/conversions.cl:13:19
	s_waitcnt vmcnt(1)
	v_cvt_f32_i32_e32 v0, v10
	.loc	0 14 23                         ; gcnsim/kernels/conversions.cl:14:23
	v_cvt_f32_u32_e32 v1, v10
	.loc	0 16 3                          ; gcnsim/kernels/conversions.cl:16:3
	v_cvt_f16_f32_e32 v10, v9
.Ltmp4:
	.loc	0 15 23                         ; gcnsim/kernels/conversions.cl:15:23
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v11
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_med3_f32 v11, v16, s5, v12
	.loc	0 10 21                         ; gcnsim/kernels/conversions.cl:10:21
	v_med3_f32 v16, v17, s5, v12
	.loc	0 11 21                         ; gcnsim/kernels/conversions.cl:11:21
	v_med3_f32 v12, v18, s5, v12
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_cvt_i32_f32_e32 v11, v11
	.loc	0 10 21                         ; gcnsim/kernels/conversions.cl:10:21
	v_cvt_i32_f32_e32 v16, v16
	.loc	0 11 21                         ; gcnsim/kernels/conversions.cl:11:21
	v_cvt_i32_f32_e32 v12, v12
	.loc	0 15 21                         ; gcnsim/kernels/conversions.cl:15:21
	flat_store_dwordx3 v[3:4], v[0:2]
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	s_nop 0
	v_cndmask_b32_e32 v0, v11, v13, vcc
	.loc	0 10 21                         ; gcnsim/kernels/conversions.cl:10:21
	v_cndmask_b32_e32 v1, v16, v13, vcc
	.loc	0 11 21                         ; gcnsim/kernels/conversions.cl:11:21
	v_cmp_nlt_f32_e32 vcc, s4, v18
	v_cndmask_b32_e32 v2, v13, v12, vcc
	.loc	0 12 26                         ; gcnsim/kernels/conversions.cl:12:26
	v_cmp_nlt_f32_e32 vcc, s6, v18
	v_cndmask_b32_e32 v3, -1, v15, vcc
	.loc	0 9 17                          ; gcnsim/kernels/conversions.cl:9:17
	v_cmp_gt_f32_e32 vcc, s5, v9
	v_cndmask_b32_e32 v0, v0, v14, vcc
	.loc	0 10 21                         ; gcnsim/kernels/conversions.cl:10:21
	v_cndmask_b32_e32 v1, v1, v14, vcc
	.loc	0 11 21                         ; gcnsim/kernels/conversions.cl:11:21
	v_cmp_ngt_f32_e32 vcc, s5, v18
	v_cndmask_b32_e32 v2, v14, v2, vcc
	.loc	0 12 26                         ; gcnsim/kernels/conversions.cl:12:26
	v_cmp_ngt_f32_e32 vcc, 0, v18
	v_cndmask_b32_e32 v3, 0, v3, vcc
	.loc	0 12 19 is_stmt 0               ; gcnsim/kernels/conversions.cl:12:19
	flat_store_dwordx4 v[5:6], v[0:3]
	.loc	0 16 3 is_stmt 1                ; gcnsim/kernels/conversions.cl:16:3
	flat_store_short v[7:8], v10
	.loc	0 17 1                          ; gcnsim/kernels/conversions.cl:17:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conversions
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
		.amdhsa_next_free_vgpr 19
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
	.size	conversions, .Lfunc_end0-conversions
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
	.long	3                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
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
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 2569
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xb7 DW_TAG_compile_unit
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
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x2f:0x8 DW_TAG_typedef
	.long	55                              ; DW_AT_type
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x37:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x3b:0x56 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x45:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	145                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	155                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x55:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	165                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5d:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	179                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x65:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	184                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6d:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	189                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x75:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7e:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x87:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x91:0x5 DW_TAG_pointer_type
	.long	150                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x96:0x5 DW_TAG_const_type
	.long	43                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x9b:0x5 DW_TAG_pointer_type
	.long	160                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa0:0x5 DW_TAG_const_type
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa5:0x5 DW_TAG_pointer_type
	.long	170                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xaa:0x5 DW_TAG_const_type
	.long	175                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0xaf:0x4 DW_TAG_base_type
	.byte	14                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0xb3:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xb8:0x5 DW_TAG_pointer_type
	.long	43                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xbd:0x5 DW_TAG_pointer_type
	.long	175                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	76                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/conversions.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=70
.Linfo_string3:
	.asciz	"int"                           ; string offset=72
.Linfo_string4:
	.asciz	"float"                         ; string offset=76
.Linfo_string5:
	.asciz	"unsigned int"                  ; string offset=82
.Linfo_string6:
	.asciz	"uint"                          ; string offset=95
.Linfo_string7:
	.asciz	"conversions"                   ; string offset=100
.Linfo_string8:
	.asciz	"i"                             ; string offset=112
.Linfo_string9:
	.asciz	"x"                             ; string offset=114
.Linfo_string10:
	.asciz	"n"                             ; string offset=116
.Linfo_string11:
	.asciz	"f"                             ; string offset=118
.Linfo_string12:
	.asciz	"k"                             ; string offset=120
.Linfo_string13:
	.asciz	"h"                             ; string offset=122
.Linfo_string14:
	.asciz	"half"                          ; string offset=124
.Linfo_string15:
	.asciz	"ints"                          ; string offset=129
.Linfo_string16:
	.asciz	"floats"                        ; string offset=134
.Linfo_string17:
	.asciz	"halves"                        ; string offset=141
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half*'
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'half*'
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
    .name:           conversions
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         conversions.kd
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
	.section	.debug_line,"",@progbits
.Lline_table_start0:
