"""The wave viewer: a recorded window of a launch (record.py) replayed in one self-contained
HTML page (page.py). ``view="out.html"`` on a launch, ``gcnsim run ... --view out.html``."""
from .record import ViewError, ViewRecorder, check_view

__all__ = ["ViewError", "ViewRecorder", "check_view"]
