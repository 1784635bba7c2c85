"""gdb's commands that show code: ``disassemble``, ``x/Ni`` and ``list`` (commands.py mixes
them in).

``disassemble`` takes gdb's forms: nothing (the instructions around the focused wave's PC),
a location (``pairsum``, a label, an address: the whole kernel, gdb's "function surrounding
this value"), ``START,END`` or ``START,+LENGTH``; ``/r`` adds each instruction's bytes, ``/s``
and ``/m`` are accepted (the source lines are always shown). ``list`` prints source lines:
around the focused wave's line, or around ``LINE`` / ``FILE:LINE``, ten at a time as gdb does.

    disassemble /r 0x100001400,+16
    list 5
"""
import re

from .engine import DebugError

LIST_LINES = 10         # gdb's listsize


class SourceCommands:
    """The code-showing commands of Commands (needs ``self.session`` and ``self._expr``)."""

    def _instructions(self, pc, count):
        """x/Ni: ``count`` instructions from ``pc`` (default the focused wave's)."""
        session = self.session
        listing = session.listing
        pc = session.pc_of(session.focus) if pc is None else pc
        if pc not in listing.starts:
            raise DebugError(f"x/i 0x{pc:x}: not the start of an instruction of the code "
                             f"(0x{listing.pcs[0]:x}..0x{listing.pcs[-1]:x})")
        i = listing.pcs.index(pc)
        return listing.disassemble(listing.pcs[i:i + count], session.pc_of(session.focus),
                                   session.name_of)

    def do_disassemble(self, rest, fmt):
        modifiers = set(fmt or "")
        while rest.startswith("/"):
            word, _, rest = rest.partition(" ")
            modifiers |= set(word[1:])
            rest = rest.strip()
        if modifiers - set("rsm"):
            raise DebugError(f"Invalid disassembly modifier: /{''.join(sorted(modifiers))} "
                             "(the debugger reads /r, /s and /m)")
        session = self.session
        listing, pc = session.listing, session.pc_of(session.focus)
        if not rest:
            pcs = listing.around(pc if pc is not None else session.entry)
            title = "around the pc"
        elif "," in rest:
            start_text, _, end_text = rest.partition(",")
            start = self._number_at(start_text)
            end_text = end_text.strip()
            end = (start + self._expr(end_text[1:]) if end_text.startswith("+")
                   else self._number_at(end_text))
            pcs = [p for p in listing.pcs if start <= p < end]
            title = f"from 0x{start:x} to 0x{end:x}"
        else:
            self._number_at(rest)               # a location the kernel's code holds
            pcs = listing.pcs
            title = f"for function {session.kernel}"
        if not pcs:
            raise DebugError(f"disassemble {rest}: no instruction of the code there "
                             f"(0x{listing.pcs[0]:x}..0x{listing.pcs[-1]:x})")
        return (f"Dump of assembler code {title}:\n"
                + listing.disassemble(pcs, pc, session.name_of, raw="r" in modifiers)
                + "\nEnd of assembler dump.")

    def _number_at(self, text):
        value = self._expr(text.strip())
        listing = self.session.listing
        if not listing.pcs[0] <= value <= listing.pcs[-1] + 12:
            raise DebugError(f"No function contains specified address 0x{value:x} (the "
                             f"kernel's code is 0x{listing.pcs[0]:x}..0x{listing.pcs[-1]:x})")
        return value

    def do_list(self, rest, fmt):
        """Ten source lines around the focused wave's line, or around LINE / FILE:LINE."""
        session, code = self.session, self.session.code
        files = {code.source(pc).file: code.source(pc) for pc in session.listing.pcs
                 if code.source(pc) is not None}
        if not files:
            raise DebugError("No line number information for the kernel's code (assemble "
                             "it with .loc lines or compile it with -g)")
        m = re.fullmatch(r"(?:(?P<file>.+):)?(?P<line>\d+)", rest.strip())
        if rest and m is None:
            raise DebugError(f"list {rest}: expected LINE or FILE:LINE")
        if m is not None:
            name = next((f for f in files if m["file"] is None or f.endswith(m["file"])), None)
            if name is None:
                raise DebugError(f'No source file named {m["file"]} (the kernel\'s: '
                                 f'{", ".join(files)})')
            location, line = files[name], int(m["line"])
        else:
            pc = session.pc_of(session.focus)
            location = code.source(pc) if pc is not None else None
            location = location or next(iter(files.values()))
            line = location.line
        lines = session.listing.lines_of(location.file)
        if not 0 < line <= len(lines):
            raise DebugError(f'Line number {line} out of range; "{location.file}" has '
                             f"{len(lines)} lines (read from the working directory)")
        first = max(1, line - LIST_LINES // 2)
        out = [f"{number}\t{lines[number - 1]}"
               for number in range(first, min(len(lines), first + LIST_LINES - 1) + 1)]
        return "\n".join(out)
