// Streaming kernels of the open validation set (benchmarks/validation.py, docs/validation.md),
// written here after what two public suites measure (their code not copied):
// - gpu-benches' gpu-stream (te42kyfo/gpu-benches): a grid just large enough for the occupancy
//   asked, every work-item striding over the arrays by the grid's size, doubles: ``read`` sums
//   a, ``scale`` writes b = s * a, ``triad`` writes a = b + s * c (bytes read and written
//   counted);
// - BabelStream (UoB-HPC): one work-item an element of arrays of doubles: copy c = a,
//   mul b = s * c, add c = a + b, triad a = b + s * c, and dot (the products summed in each
//   workgroup, one sum a workgroup written, as BabelStream's dot writes only partial sums: its
//   bytes are the two arrays read); add4 c = a + b + d + e is GPU-STREAM 1.0's HIP add (the
//   ROCm HIP-Examples' add4: five arrays moved).
__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void stream_read(global const double *a, uint n, global double *out) {
    uint gid = (uint)get_global_id(0);
    uint stride = (uint)get_global_size(0);
    double sum = 0.0;
    for (uint k = gid; k < n; k += stride)
        sum += a[k];
    out[gid] = sum;
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void stream_scale(global const double *a, global double *b, double s, uint n) {
    uint stride = (uint)get_global_size(0);
    for (uint k = (uint)get_global_id(0); k < n; k += stride)
        b[k] = s * a[k];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void stream_triad(global double *a, global const double *b, global const double *c,
                         double s, uint n) {
    uint stride = (uint)get_global_size(0);
    for (uint k = (uint)get_global_id(0); k < n; k += stride)
        a[k] = b[k] + s * c[k];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_copy(global const double *a, global double *c) {
    size_t i = get_global_id(0);
    c[i] = a[i];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_mul(global double *b, global const double *c, double s) {
    size_t i = get_global_id(0);
    b[i] = s * c[i];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_add(global const double *a, global const double *b, global double *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_add4(global const double *a, global const double *b, global const double *d,
                       global const double *e, global double *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i] + d[i] + e[i];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_triad(global double *a, global const double *b, global const double *c,
                        double s) {
    size_t i = get_global_id(0);
    a[i] = b[i] + s * c[i];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void babel_dot(global const double *a, global const double *b, global double *sums) {
    local double partial[1024];
    size_t i = get_global_id(0);
    uint l = (uint)get_local_id(0);
    partial[l] = a[i] * b[i];
    for (uint step = (uint)get_local_size(0) / 2; step > 0; step /= 2) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (l < step)
            partial[l] += partial[l + step];
    }
    if (l == 0)
        sums[get_group_id(0)] = partial[0];
}

// gpu-benches' gpu-stream in its own shape (its main.cu; what it measures was read, its code
// not copied): one work-item an element, which it writes (``init``) or reads (``read``) and
// retires, each workgroup holding the dynamic LDS ``spoiler`` (touched only when ``never`` is
// set, which it never is) so that a CU keeps the workgroups the run asks for: a workgroup's
// turn on its CU's slot is its dispatch, its one memory round trip and its retirement.
__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void suite_init(global double *a, global const double *b, local double *spoiler,
                       uint never) {
    uint gid = (uint)get_global_id(0);
    uint l = (uint)get_local_id(0);
    if (never)
        spoiler[l] = b[l];
    a[gid] = 0.23;
    if (never)
        a[gid] = spoiler[l];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void suite_read(global double *a, global const double *b, local double *spoiler,
                       uint never) {
    uint gid = (uint)get_global_id(0);
    uint l = (uint)get_local_id(0);
    if (never)
        spoiler[l] = b[l];
    double value = b[gid];
    if (never || value == 123.0)
        a[gid] = value + spoiler[l];
}
