// Listing 8.1 of "Heterogeneous Computing with OpenCL 2.0" (Kaeli et al.), section 8.2
// "AMD Radeon R9 290X GPU" (GCN2, gfx701): the code an OpenCL compiler
// of its day emitted for
//     if (get_global_id(0) == 0) out[get_global_id(0)] = in[0]; else out[...] = 0;
// under the AMD OpenCL ABI of that time: s[2:3] points at a table of buffer resources,
// s[4:7] and s[8:11] are constant buffers, s12 is the workgroup id, v0 the local id.
// Syntax fixes llvm-mc needs: each tbuffer line's format modifier (printed on the next line in
// the book) joined onto it before `offen`, and the stray comma before `offen` dropped.
  s_buffer_load_dword s0, s[4:7], 0x04
  s_buffer_load_dword s1, s[4:7], 0x18
  s_waitcnt lgkmcnt(0)
  s_min_u32 s0, s0, 0x0000ffff
  v_mov_b32 v1, s0
  v_mul_i32_i24 v1, s12, v1
  v_add_i32 v0, vcc, v0, v1
  v_add_i32 v0, vcc, s1, v0
  s_buffer_load_dword s0, s[8:11], 0x00
  s_buffer_load_dword s1, s[8:11], 0x04
  v_cmp_eq_i32 s[4:5], v0, 0
  s_and_saveexec_b64 s[4:5], s[4:5]
  v_lshlrev_b32 v1, 2, v0
  s_cbranch_execz label_0016
  s_waitcnt lgkmcnt(0)
  v_add_i32 v1, vcc, s0, v1
  s_load_dwordx4 s[8:11], s[2:3], 0x50
  s_waitcnt lgkmcnt(0)
  tbuffer_load_format_x v1, v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT] offen
label_0016:
  s_andn2_b64 exec, s[4:5], exec
  v_mov_b32 v1, 0
  s_mov_b64 exec, s[4:5]
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  v_add_i32 v0, vcc, s1, v0
  s_load_dwordx4 s[0:3], s[2:3], 0x58
  s_waitcnt vmcnt(0) & lgkmcnt(0)
  tbuffer_store_format_x v1, v0, s[0:3], 0 format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT] offen
  s_endpgm
