"""L2: HSA code objects: read the ELF files clang builds, write our own from assembly.

    >>> co = load_code_object("vector_add.hsaco")                     # doctest: +SKIP
    >>> k = co.kernels["vector_add"]
    >>> co.target.name, k.descriptor.kernarg_size, [a.value_kind for a in k.metadata.args][:2]
    ('gfx900', 288, ['global_buffer', 'global_buffer'])
    >>> data = write_code_object(assemble(source, "gfx900"))          # doctest: +SKIP
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
