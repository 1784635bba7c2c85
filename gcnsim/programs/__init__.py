"""Assembly programs that ship with gcnsim (the seeds' listings), read with ``program_text``."""
from importlib.resources import files


def program_text(name):
    """The text of a shipped program, e.g. ``program_text("listing_8_1.s")``."""
    return files(__name__).joinpath(name).read_text()
