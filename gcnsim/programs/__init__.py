"""Assembly programs that ship with gcnsim (listing 8.1 of "Heterogeneous
Computing with OpenCL 2.0", section 8.2), read with ``program_text``."""
from importlib.resources import files


def program_text(name):
    """The text of a shipped program, e.g. ``program_text("listing_8_1.s")``."""
    return files(__name__).joinpath(name).read_text()
