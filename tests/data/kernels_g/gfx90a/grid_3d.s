	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	grid_3d                 ; -- Begin function grid_3d
	.globl	grid_3d
	.p2align	8
	.type	grid_3d,@function
grid_3d:                                ; @grid_3d
.Lfunc_begin0:
	.file	0 "." "gcnsim/kernels/grid_3d.cl" md5 0x880fd4ebb14ea85612d42434c897b830
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 5 11 prologue_end             ; gcnsim/kernels/grid_3d.cl:5:11
	s_load_dwordx2 s[0:1], s[4:5], 0x3c
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dwordx4 s[12:15], s[4:5], 0x58
	;DEBUG_VALUE: grid_3d:nx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: grid_3d:ny <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: grid_3d:nz <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dword s10, s[4:5], 0x68
	s_add_u32 s2, s4, 48
	s_addc_u32 s3, s5, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s6, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_add_i32 s0, s12, s0
	s_and_b32 s1, s1, 0xffff
	v_add_u32_e32 v2, s0, v1
.Ltmp0:
	;DEBUG_VALUE: grid_3d:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 6 11                          ; gcnsim/kernels/grid_3d.cl:6:11
	s_mul_i32 s0, s7, s9
	v_bfe_u32 v3, v0, 10, 10
.Ltmp1:
	;DEBUG_VALUE: grid_3d:y <- undef
	s_mul_i32 s1, s8, s1
	s_add_i32 s0, s14, s0
	v_bfe_u32 v4, v0, 20, 10
	s_add_i32 s10, s10, s1
	v_add_u32_e32 v0, s0, v3
.Ltmp2:
	;DEBUG_VALUE: grid_3d:z <- undef
	v_add_u32_e32 v5, s10, v4
.Ltmp3:
	.loc	0 8 9                           ; gcnsim/kernels/grid_3d.cl:8:9
	v_cmp_gt_i32_e32 vcc, s20, v2
	v_cmp_gt_i32_e64 s[0:1], s21, v0
	.loc	0 8 15 is_stmt 0                ; gcnsim/kernels/grid_3d.cl:8:15
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_i32_e32 vcc, s22, v5
	s_and_b64 s[0:1], s[0:1], vcc
	;DEBUG_VALUE: grid_3d:sizes <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: grid_3d:groups <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: grid_3d:locals <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: grid_3d:coords <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_2
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: grid_3d:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 5 11 is_stmt 1                ; gcnsim/kernels/grid_3d.cl:5:11
	s_load_dwordx8 s[12:19], s[4:5], 0x0
	.loc	0 10 19                         ; gcnsim/kernels/grid_3d.cl:10:19
	v_mad_u64_u32 v[6:7], s[0:1], v5, s21, v[0:1]
	.loc	0 10 29 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:10:29
	v_mad_u64_u32 v[6:7], s[0:1], v6, s20, v[2:3]
.Ltmp5:
	;DEBUG_VALUE: grid_3d:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 11 3 is_stmt 1                ; gcnsim/kernels/grid_3d.cl:11:3
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	0 11 22 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:11:22
	v_lshlrev_b32_e32 v5, 20, v5
	v_lshlrev_b32_e32 v0, 10, v0
	.loc	0 11 3                          ; gcnsim/kernels/grid_3d.cl:11:3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	.loc	0 11 29                         ; gcnsim/kernels/grid_3d.cl:11:29
	v_or3_b32 v0, v0, v5, v2
	.loc	0 11 3                          ; gcnsim/kernels/grid_3d.cl:11:3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s13
.Ltmp6:
	v_add_co_u32_e32 v8, vcc, s12, v6
	v_addc_co_u32_e32 v9, vcc, v2, v7, vcc
	.loc	0 11 13                         ; gcnsim/kernels/grid_3d.cl:11:13
	global_store_dword v[8:9], v0, off
	.loc	0 12 50 is_stmt 1               ; gcnsim/kernels/grid_3d.cl:12:50
	v_lshlrev_b32_e32 v0, 10, v3
	.loc	0 12 76 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:12:76
	v_lshlrev_b32_e32 v2, 20, v4
	.loc	0 12 57                         ; gcnsim/kernels/grid_3d.cl:12:57
	v_or3_b32 v2, v0, v2, v1
	.loc	0 12 3                          ; gcnsim/kernels/grid_3d.cl:12:3
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v0, vcc, s14, v6
	.loc	0 13 50 is_stmt 1               ; gcnsim/kernels/grid_3d.cl:13:50
	s_lshl_b32 s0, s7, 10
	.loc	0 13 76 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:13:76
	s_lshl_b32 s1, s8, 20
	.loc	0 12 3 is_stmt 1                ; gcnsim/kernels/grid_3d.cl:12:3
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	.loc	0 13 57                         ; gcnsim/kernels/grid_3d.cl:13:57
	s_or_b32 s0, s1, s0
	.loc	0 12 13                         ; gcnsim/kernels/grid_3d.cl:12:13
	global_store_dword v[0:1], v2, off
	.loc	0 13 57                         ; gcnsim/kernels/grid_3d.cl:13:57
	s_or_b32 s0, s0, s6
	.loc	0 13 3 is_stmt 0                ; gcnsim/kernels/grid_3d.cl:13:3
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e32 v0, vcc, s16, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	.loc	0 13 57                         ; gcnsim/kernels/grid_3d.cl:13:57
	v_mov_b32_e32 v2, s0
	.loc	0 13 13                         ; gcnsim/kernels/grid_3d.cl:13:13
	global_store_dword v[0:1], v2, off
	.loc	0 14 14 is_stmt 1               ; gcnsim/kernels/grid_3d.cl:14:14
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_load_dword s4, s[2:3], 0x8
	.loc	0 15 17                         ; gcnsim/kernels/grid_3d.cl:15:17
	s_load_dword s5, s[2:3], 0x40
	.loc	0 14 14                         ; gcnsim/kernels/grid_3d.cl:14:14
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s7, s1
	s_cselect_b32 s1, 14, 20
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	.loc	0 14 63 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:14:63
	s_cmp_lt_u32 s8, s4
	.loc	0 14 14                         ; gcnsim/kernels/grid_3d.cl:14:14
	v_mov_b32_e32 v0, s0
	.loc	0 14 63                         ; gcnsim/kernels/grid_3d.cl:14:63
	s_cselect_b32 s0, 16, 22
	.loc	0 14 14                         ; gcnsim/kernels/grid_3d.cl:14:14
	v_mov_b32_e32 v1, s1
	global_load_ushort v2, v0, s[2:3]
	.loc	0 14 35                         ; gcnsim/kernels/grid_3d.cl:14:35
	global_load_ushort v3, v1, s[2:3]
	.loc	0 14 63                         ; gcnsim/kernels/grid_3d.cl:14:63
	v_mov_b32_e32 v0, s0
	global_load_ushort v0, v0, s[2:3]
	.loc	0 15 32 is_stmt 1               ; gcnsim/kernels/grid_3d.cl:15:32
	s_lshl_b32 s0, s5, 30
	.loc	0 14 3                          ; gcnsim/kernels/grid_3d.cl:14:3
	v_mov_b32_e32 v1, s19
	.loc	0 14 53 is_stmt 0               ; gcnsim/kernels/grid_3d.cl:14:53
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v3, 10, v3
	.loc	0 14 32                         ; gcnsim/kernels/grid_3d.cl:14:32
	v_or_b32_e32 v2, v3, v2
	.loc	0 14 81                         ; gcnsim/kernels/grid_3d.cl:14:81
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 20, v0
	.loc	0 14 60                         ; gcnsim/kernels/grid_3d.cl:14:60
	v_or_b32_e32 v0, v2, v0
	.loc	0 14 14                         ; gcnsim/kernels/grid_3d.cl:14:14
	v_or_b32_e32 v2, s0, v0
	.loc	0 14 3                          ; gcnsim/kernels/grid_3d.cl:14:3
	v_add_co_u32_e32 v0, vcc, s18, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	.loc	0 14 12                         ; gcnsim/kernels/grid_3d.cl:14:12
	global_store_dword v[0:1], v2, off
.Ltmp7:
.LBB0_2:
	.loc	0 16 1 is_stmt 1                ; gcnsim/kernels/grid_3d.cl:16:1
	s_endpgm
.Ltmp8:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel grid_3d
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
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
	.size	grid_3d, .Lfunc_end0-grid_3d
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 28
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x89 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x27:0x64 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	143                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x39:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	143                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x41:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	143                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x49:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	143                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x51:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x59:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x61:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x69:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x72:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x7a:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x82:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x8b:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x8f:0x5 DW_TAG_pointer_type
	.long	139                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	68                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/grid_3d.cl"     ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=66
.Linfo_string3:
	.asciz	"grid_3d"                       ; string offset=68
.Linfo_string4:
	.asciz	"x"                             ; string offset=76
.Linfo_string5:
	.asciz	"int"                           ; string offset=78
.Linfo_string6:
	.asciz	"coords"                        ; string offset=82
.Linfo_string7:
	.asciz	"locals"                        ; string offset=89
.Linfo_string8:
	.asciz	"groups"                        ; string offset=96
.Linfo_string9:
	.asciz	"sizes"                         ; string offset=103
.Linfo_string10:
	.asciz	"nx"                            ; string offset=109
.Linfo_string11:
	.asciz	"ny"                            ; string offset=112
.Linfo_string12:
	.asciz	"nz"                            ; string offset=115
.Linfo_string13:
	.asciz	"y"                             ; string offset=118
.Linfo_string14:
	.asciz	"z"                             ; string offset=120
.Linfo_string15:
	.asciz	"i"                             ; string offset=122
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
      - .offset:         128
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         144
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         152
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         160
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         248
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           grid_3d
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         grid_3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
