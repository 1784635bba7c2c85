	.text
	.file	0 "." "gcnsim/kernels/args_widths.cl" md5 0x3815a47c3467b7724c9b416d528d9383
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	widths                  ; -- Begin function widths
	.globl	widths
	.p2align	8
	.type	widths,@function
widths:                                 ; @widths
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 7 45 prologue_end             ; gcnsim/kernels/args_widths.cl:7:45
	v_or_b32_e32 v0, s6, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	;DEBUG_VALUE: widths:tail <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: widths:u4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:i2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:ul <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:l <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:ui <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:us <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 16 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: widths:s <- [DW_OP_constu 16, DW_OP_shr, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 16 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: widths:uc <- [DW_OP_constu 8, DW_OP_shr, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: widths:c <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: widths:floats <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: widths:ints <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp0:
; %bb.1:
	.loc	0 7 7 is_stmt 0                 ; gcnsim/kernels/args_widths.cl:7:7
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
.Ltmp1:
	.loc	0 8 15 is_stmt 1                ; gcnsim/kernels/args_widths.cl:8:15
	s_bfe_i64 s[24:25], s[6:7], 0x80000
	.loc	0 9 15                          ; gcnsim/kernels/args_widths.cl:9:15
	s_bfe_u32 s6, s6, 0x80008
	.loc	0 9 13 is_stmt 0                ; gcnsim/kernels/args_widths.cl:9:13
	v_mov_b32_e32 v0, s24
	v_mov_b32_e32 v1, s25
	v_mov_b32_e32 v2, s6
	.loc	0 10 15 is_stmt 1               ; gcnsim/kernels/args_widths.cl:10:15
	s_bfe_i64 s[6:7], s[12:13], 0x100000
	.loc	0 11 15                         ; gcnsim/kernels/args_widths.cl:11:15
	s_and_b32 s12, s13, 0xffff
	.loc	0 9 13                          ; gcnsim/kernels/args_widths.cl:9:13
	global_store_dwordx4 v3, v[0:3], s[8:9]
.Ltmp2:
	.loc	0 7 7                           ; gcnsim/kernels/args_widths.cl:7:7
	v_mov_b32_e32 v5, s21
.Ltmp3:
	.loc	0 11 13                         ; gcnsim/kernels/args_widths.cl:11:13
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s12
	.loc	0 12 15                         ; gcnsim/kernels/args_widths.cl:12:15
	s_ashr_i32 s6, s14, 31
	.loc	0 11 13                         ; gcnsim/kernels/args_widths.cl:11:13
	global_store_dwordx4 v3, v[0:3], s[8:9] offset:16
.Ltmp4:
	.loc	0 7 7                           ; gcnsim/kernels/args_widths.cl:7:7
	v_mov_b32_e32 v6, s22
.Ltmp5:
	.loc	0 13 13                         ; gcnsim/kernels/args_widths.cl:13:13
	v_mov_b32_e32 v1, s6
.Ltmp6:
	.loc	0 7 7                           ; gcnsim/kernels/args_widths.cl:7:7
	v_mov_b32_e32 v7, s23
.Ltmp7:
	.loc	0 16 15                         ; gcnsim/kernels/args_widths.cl:16:15
	s_ashr_i32 s6, s2, 31
	.loc	0 17 15                         ; gcnsim/kernels/args_widths.cl:17:15
	s_ashr_i32 s7, s3, 31
	.loc	0 13 13                         ; gcnsim/kernels/args_widths.cl:13:13
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v2, s15
	.loc	0 15 13                         ; gcnsim/kernels/args_widths.cl:15:13
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:48
	.loc	0 13 13                         ; gcnsim/kernels/args_widths.cl:13:13
	global_store_dwordx4 v3, v[0:3], s[8:9] offset:32
	.loc	0 17 13                         ; gcnsim/kernels/args_widths.cl:17:13
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s6
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v7, s7
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:64
.Ltmp8:
	.loc	0 7 7                           ; gcnsim/kernels/args_widths.cl:7:7
	s_load_dword s2, s[4:5], 0x64
.Ltmp9:
	.loc	0 18 46                         ; gcnsim/kernels/args_widths.cl:18:46
	s_load_dword s6, s[4:5], 0x60
	.loc	0 19 14                         ; gcnsim/kernels/args_widths.cl:19:14
	v_mov_b32_e32 v5, v3
	.loc	0 22 17                         ; gcnsim/kernels/args_widths.cl:22:17
	v_cvt_f64_f32_e32 v[8:9], s16
	.loc	0 23 17                         ; gcnsim/kernels/args_widths.cl:23:17
	v_cvt_f64_f32_e32 v[10:11], s17
	.loc	0 19 16                         ; gcnsim/kernels/args_widths.cl:19:16
	s_waitcnt lgkmcnt(0)
	s_bfe_i64 s[2:3], s[2:3], 0x80000
	.loc	0 19 14 is_stmt 0               ; gcnsim/kernels/args_widths.cl:19:14
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v7, s3
	global_store_dwordx4 v3, v[4:7], s[8:9] offset:80
	.loc	0 24 17 is_stmt 1               ; gcnsim/kernels/args_widths.cl:24:17
	v_cvt_f64_f32_e32 v[0:1], s18
	.loc	0 20 17                         ; gcnsim/kernels/args_widths.cl:20:17
	v_cvt_f64_f32_e32 v[4:5], s26
	.loc	0 21 15                         ; gcnsim/kernels/args_widths.cl:21:15
	v_mov_b32_e32 v6, s0
	v_mov_b32_e32 v7, s1
	global_store_dwordx4 v3, v[4:7], s[10:11]
	.loc	0 23 15                         ; gcnsim/kernels/args_widths.cl:23:15
	global_store_dwordx4 v3, v[8:11], s[10:11] offset:16
	.loc	0 24 15                         ; gcnsim/kernels/args_widths.cl:24:15
	global_store_dwordx2 v3, v[0:1], s[10:11] offset:32
.Ltmp10:
.LBB0_2:
	.loc	0 26 1                          ; gcnsim/kernels/args_widths.cl:26:1
	s_endpgm
.Ltmp11:
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
	.cfi_endproc
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

	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
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
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xc:0x137 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x27:0x8b DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x31:0x8 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	178                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x39:0x8 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	183                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x41:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x49:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	196                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x51:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	208                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x59:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	212                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x61:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	224                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x69:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	228                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x71:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x79:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	240                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x81:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	252                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x89:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	188                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x91:0x8 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	256                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x99:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	280                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xa1:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	301                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xa9:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	192                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xb2:0x5 DW_TAG_pointer_type
	.long	35                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xb7:0x5 DW_TAG_pointer_type
	.long	188                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0xbc:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xc0:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0xc4:0x8 DW_TAG_typedef
	.long	204                             ; DW_AT_type
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xcc:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xd0:0x4 DW_TAG_base_type
	.byte	14                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0xd4:0x8 DW_TAG_typedef
	.long	220                             ; DW_AT_type
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	124                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xdc:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xe0:0x4 DW_TAG_base_type
	.byte	19                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0xe4:0x8 DW_TAG_typedef
	.long	236                             ; DW_AT_type
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xec:0x4 DW_TAG_base_type
	.byte	21                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0xf0:0x8 DW_TAG_typedef
	.long	248                             ; DW_AT_type
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	134                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xf8:0x4 DW_TAG_base_type
	.byte	25                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xfc:0x4 DW_TAG_base_type
	.byte	28                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x100:0x8 DW_TAG_typedef
	.long	264                             ; DW_AT_type
	.byte	32                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	187                             ; DW_AT_decl_line
	.byte	7                               ; Abbrev [7] 0x108:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	224                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x10d:0x6 DW_TAG_subrange_type
	.long	276                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x114:0x4 DW_TAG_base_type
	.byte	31                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	6                               ; Abbrev [6] 0x118:0x8 DW_TAG_typedef
	.long	288                             ; DW_AT_type
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	208                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x120:0xd DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.byte	16                              ; DW_AT_byte_size
	.long	252                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x126:0x6 DW_TAG_subrange_type
	.long	276                             ; DW_AT_type
	.byte	3                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x12d:0x8 DW_TAG_typedef
	.long	309                             ; DW_AT_type
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	174                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x135:0xd DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.byte	4                               ; DW_AT_byte_size
	.long	196                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x13b:0x6 DW_TAG_subrange_type
	.long	276                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	156                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/args_widths.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=70
.Linfo_string3:
	.asciz	"long"                          ; string offset=72
.Linfo_string4:
	.asciz	"widths"                        ; string offset=77
.Linfo_string5:
	.asciz	"ints"                          ; string offset=84
.Linfo_string6:
	.asciz	"floats"                        ; string offset=89
.Linfo_string7:
	.asciz	"double"                        ; string offset=96
.Linfo_string8:
	.asciz	"c"                             ; string offset=103
.Linfo_string9:
	.asciz	"char"                          ; string offset=105
.Linfo_string10:
	.asciz	"uc"                            ; string offset=110
.Linfo_string11:
	.asciz	"unsigned char"                 ; string offset=113
.Linfo_string12:
	.asciz	"uchar"                         ; string offset=127
.Linfo_string13:
	.asciz	"s"                             ; string offset=133
.Linfo_string14:
	.asciz	"short"                         ; string offset=135
.Linfo_string15:
	.asciz	"us"                            ; string offset=141
.Linfo_string16:
	.asciz	"unsigned short"                ; string offset=144
.Linfo_string17:
	.asciz	"ushort"                        ; string offset=159
.Linfo_string18:
	.asciz	"i"                             ; string offset=166
.Linfo_string19:
	.asciz	"int"                           ; string offset=168
.Linfo_string20:
	.asciz	"ui"                            ; string offset=172
.Linfo_string21:
	.asciz	"unsigned int"                  ; string offset=175
.Linfo_string22:
	.asciz	"uint"                          ; string offset=188
.Linfo_string23:
	.asciz	"l"                             ; string offset=193
.Linfo_string24:
	.asciz	"ul"                            ; string offset=195
.Linfo_string25:
	.asciz	"unsigned long"                 ; string offset=198
.Linfo_string26:
	.asciz	"ulong"                         ; string offset=212
.Linfo_string27:
	.asciz	"f"                             ; string offset=218
.Linfo_string28:
	.asciz	"float"                         ; string offset=220
.Linfo_string29:
	.asciz	"d"                             ; string offset=226
.Linfo_string30:
	.asciz	"i2"                            ; string offset=228
.Linfo_string31:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=231
.Linfo_string32:
	.asciz	"int2"                          ; string offset=251
.Linfo_string33:
	.asciz	"f3"                            ; string offset=256
.Linfo_string34:
	.asciz	"float3"                        ; string offset=259
.Linfo_string35:
	.asciz	"u4"                            ; string offset=266
.Linfo_string36:
	.asciz	"uchar4"                        ; string offset=269
.Linfo_string37:
	.asciz	"tail"                          ; string offset=276
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
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
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
	.section	.debug_line,"",@progbits
.Lline_table_start0:
