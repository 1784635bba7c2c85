"""L2: HSA code objects: read the ELF files clang builds, write our own from assembly.

    >>> from importlib import resources
    >>> co = load_code_object(resources.files("gcnsim.kernels")
    ...                       .joinpath("saxpy-gfx900.hsaco").read_bytes())   # clang's saxpy
    >>> k = co.kernels["saxpy"]
    >>> co.target.name, k.descriptor.kernarg_size, [a.value_kind for a in k.metadata.args][:2]
    ('gfx900', 288, ['by_value', 'global_buffer'])
    >>> from gcnsim.asm import assemble
    >>> data = write_code_object(assemble(".text\\nk:\\n  s_endpgm\\n.rodata\\n"
    ...     ".amdhsa_kernel k\\n.amdhsa_next_free_vgpr 1\\n.amdhsa_next_free_sgpr 1\\n"
    ...     ".end_amdhsa_kernel\\n", "gfx900"))
    >>> list(load_code_object(data).kernels)
    ['k']
"""
from .descriptor import KernelDescriptor
from .directives import descriptor_from_directives
from .inspect import inspect_dict, render_inspect
from .loader import CodeObject, Kernel, load_code_object
from .metadata import KernelArg, KernelMetadata
from .writer import write_code_object

__all__ = ["CodeObject", "Kernel", "KernelArg", "KernelDescriptor", "KernelMetadata",
           "descriptor_from_directives", "inspect_dict", "load_code_object", "render_inspect",
           "write_code_object"]
