// Vector types: float4 and int4 loads and stores, swizzles, component-wise arithmetic,
// a dot product and int4 min/max.
__kernel void vector_types(__global const float4 *a, __global const float4 *b,
                           __global const int4 *k, __global float4 *out, __global int4 *iout,
                           __global float *dots) {
  int i = get_global_id(0);
  float4 x = a[i];
  float4 y = b[i];
  int4 m = k[i];
  out[i] = x.wzyx * y + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  dots[i] = dot(x, y);
  iout[i] = max(m.yxwz, (int4)(i)) - min(m, (int4)(-5)) + convert_int4(y);
}
