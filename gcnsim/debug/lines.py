"""Where a source-line step stops: at the start of a statement of another line, as gdb's does.

gdb's ``step`` runs until the PC stands where a row of the line table starts that is marked
``is_stmt`` (DWARF 5 section 6.2.2) and belongs to a line other than the one stepped from; a
row that is not a statement (an instruction of one line scheduled among another's) never
stops it, and arriving inside a row of another line (a jump into its middle) makes that line
the one stepped from. Two rules of the GPU come on top: the stop is the statement's first
instruction that neither writes EXEC nor branches on it (a branch's lines open with
s_and_saveexec and s_cbranch_execz, run with the EXEC from before it), and the caller stops
only where the focused lane is active at that first instruction (session.py): a statement the
lane skips is stepped through whole, EXEC restored at its end or not. ``reverse-step`` replays
the launch feeding every event of the wave through the same rules and goes back to the last
stop a step would have made (session.py ``_line_runs``).

    0x1a14 line 11 is_stmt   s_waitcnt lgkmcnt(0)     step from line 10 stops here
    0x1a18                   v_add_u32 v0, v1, v0
    0x1a1c line 10 is_stmt   s_cbranch_scc0 ...       ... and from line 11 here
    0x1a2c line 12           s_lshl_b64 ...           (not a statement: never a stop)
"""


class LineSteps:
    """Fed a wave's instructions in the order it runs them, says where a step would stop."""

    def __init__(self, code, here=None):
        self.code = code
        self.current = _key(here)   # the line stepped from ((file, line), or None)
        self.arrived = None         # the line whose statement row the wave just entered

    def at(self, entry):
        """The SourceLocation a step stops at before ``entry`` (lanes aside), or None."""
        code = self.code
        location = code.source(entry.pc)
        if location is None:
            return None
        key, starts = _key(location), code.statement(entry.pc)
        if starts:
            self.arrived = key if key != self.current else None
        elif starts is None and self.arrived is None and key != self.current:
            self.current = key          # inside another line's row: step on from that line
        if self.arrived == key and not entry.writes_exec and not _exec_branch(entry):
            return location
        return None

    def skipped(self):
        """The focused lane does not run the statement ``at`` named (inactive in EXEC there):
        the rest of its row is stepped through as any other line's (a later instruction of
        the row, after EXEC is restored, is not the statement's start)."""
        self.arrived = None

    def stopped(self, location):
        """A step stopped at ``location``: the next one steps from its line."""
        self.current, self.arrived = _key(location), None


def _key(location):
    return None if location is None else (location.file, location.line)


def _exec_branch(entry):
    return entry.inst.op.name.startswith("s_cbranch_exec")
