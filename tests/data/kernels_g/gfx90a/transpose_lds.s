	.text
	.file	0 "." "gcnsim/kernels/transpose_lds.cl" md5 0x42ddccd19bcee1bd764bc48be60b1437
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	transpose_lds           ; -- Begin function transpose_lds
	.globl	transpose_lds
	.p2align	8
	.type	transpose_lds,@function
transpose_lds:                          ; @transpose_lds
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 7 12 prologue_end             ; gcnsim/kernels/transpose_lds.cl:7:12
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	;DEBUG_VALUE: transpose_lds:cols <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_and_b32_e32 v1, 0x3ff, v0
.Ltmp0:
	;DEBUG_VALUE: transpose_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: transpose_lds:rows <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 12 is_stmt 0                ; gcnsim/kernels/transpose_lds.cl:0:12
	v_bfe_u32 v2, v0, 10, 10
.Ltmp1:
	;DEBUG_VALUE: transpose_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 9 12 is_stmt 1                ; gcnsim/kernels/transpose_lds.cl:9:12
	s_lshl_b32 s5, s6, 4
.Ltmp2:
	;DEBUG_VALUE: transpose_lds:bx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 10 12                         ; gcnsim/kernels/transpose_lds.cl:10:12
	s_lshl_b32 s4, s7, 4
.Ltmp3:
	;DEBUG_VALUE: transpose_lds:by <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 11 10                         ; gcnsim/kernels/transpose_lds.cl:11:10
	v_or_b32_e32 v3, s4, v2
	v_or_b32_e32 v0, s5, v1
	.loc	0 11 15 is_stmt 0               ; gcnsim/kernels/transpose_lds.cl:11:15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s2, v3
	v_cmp_gt_i32_e64 s[0:1], s3, v0
	.loc	0 11 22                         ; gcnsim/kernels/transpose_lds.cl:11:22
	s_and_b64 s[6:7], vcc, s[0:1]
	;DEBUG_VALUE: transpose_lds:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: transpose_lds:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_2
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: transpose_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: transpose_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 12 45 is_stmt 1               ; gcnsim/kernels/transpose_lds.cl:12:45
	v_mad_u64_u32 v[4:5], s[6:7], v3, s3, v[0:1]
	.loc	0 12 20 is_stmt 0               ; gcnsim/kernels/transpose_lds.cl:12:20
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v0, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v0, v5, vcc
	global_load_dword v0, v[4:5], off
	.loc	0 12 5                          ; gcnsim/kernels/transpose_lds.cl:12:5
	v_lshlrev_b32_e32 v3, 2, v1
	s_movk_i32 s6, 0x44
	v_mad_u32_u24 v3, v2, s6, v3
	.loc	0 12 18                         ; gcnsim/kernels/transpose_lds.cl:12:18
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v0
.Ltmp5:
.LBB0_2:
	;DEBUG_VALUE: transpose_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: transpose_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 18                          ; gcnsim/kernels/transpose_lds.cl:0:18
	s_or_b64 exec, exec, s[0:1]
.Ltmp6:
	.loc	0 14 10 is_stmt 1               ; gcnsim/kernels/transpose_lds.cl:14:10
	v_add_u32_e32 v3, s5, v2
	v_add_u32_e32 v0, s4, v1
	.loc	0 14 15 is_stmt 0               ; gcnsim/kernels/transpose_lds.cl:14:15
	v_cmp_gt_i32_e32 vcc, s3, v3
	v_cmp_gt_i32_e64 s[0:1], s2, v0
	.loc	0 14 22                         ; gcnsim/kernels/transpose_lds.cl:14:22
	s_and_b64 s[0:1], vcc, s[0:1]
.Ltmp7:
	.loc	0 13 3 is_stmt 1                ; gcnsim/kernels/transpose_lds.cl:13:3
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp8:
	.loc	0 14 22                         ; gcnsim/kernels/transpose_lds.cl:14:22
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_4
.Ltmp9:
; %bb.3:
	;DEBUG_VALUE: transpose_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: transpose_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 15 39                         ; gcnsim/kernels/transpose_lds.cl:15:39
	v_lshlrev_b32_e32 v2, 2, v2
.Ltmp10:
	.loc	0 0 39 is_stmt 0                ; gcnsim/kernels/transpose_lds.cl:0:39
	s_movk_i32 s0, 0x44
	.loc	0 15 39                         ; gcnsim/kernels/transpose_lds.cl:15:39
	v_mad_u32_u24 v1, v1, s0, v2
.Ltmp11:
	ds_read_b32 v2, v1
	.loc	0 15 31                         ; gcnsim/kernels/transpose_lds.cl:15:31
	v_mad_u64_u32 v[0:1], s[0:1], v3, s2, v[0:1]
	.loc	0 15 5                          ; gcnsim/kernels/transpose_lds.cl:15:5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 15 37                         ; gcnsim/kernels/transpose_lds.cl:15:37
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.Ltmp12:
.LBB0_4:
	.loc	0 16 1 is_stmt 1                ; gcnsim/kernels/transpose_lds.cl:16:1
	s_endpgm
.Ltmp13:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_lds
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	transpose_lds, .Lfunc_end0-transpose_lds
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; NumSgprs: 16
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
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
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xa0 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x5b DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	130                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x3f:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x47:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	166                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4f:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x57:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5f:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x68:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x71:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x79:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x82:0x12 DW_TAG_array_type
	.long	148                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x87:0x6 DW_TAG_subrange_type
	.long	152                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	8                               ; Abbrev [8] 0x8d:0x6 DW_TAG_subrange_type
	.long	152                             ; DW_AT_type
	.byte	17                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x94:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0x98:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	11                              ; Abbrev [11] 0x9c:0x5 DW_TAG_pointer_type
	.long	161                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xa1:0x5 DW_TAG_const_type
	.long	148                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xa6:0x5 DW_TAG_pointer_type
	.long	148                             ; DW_AT_type
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
	.asciz	"gcnsim/kernels/transpose_lds.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=72
.Linfo_string3:
	.asciz	"tile"                          ; string offset=74
.Linfo_string4:
	.asciz	"int"                           ; string offset=79
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=83
.Linfo_string6:
	.asciz	"transpose_lds"                 ; string offset=103
.Linfo_string7:
	.asciz	"lx"                            ; string offset=117
.Linfo_string8:
	.asciz	"ly"                            ; string offset=120
.Linfo_string9:
	.asciz	"in"                            ; string offset=123
.Linfo_string10:
	.asciz	"out"                           ; string offset=126
.Linfo_string11:
	.asciz	"rows"                          ; string offset=130
.Linfo_string12:
	.asciz	"cols"                          ; string offset=135
.Linfo_string13:
	.asciz	"bx"                            ; string offset=140
.Linfo_string14:
	.asciz	"by"                            ; string offset=143
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
	.quad	transpose_lds.tile
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transpose_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
