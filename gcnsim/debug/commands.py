"""gdb's command line over a Session: one command a line, ROCgdb's names and short aliases.

    break LOCATION [if COND]   LOCATION: *0x1010 (PC), kernel+0x40 or +0x40 (kernel offset),
                               a label, FILE:LINE or LINE (source line); COND over wave,
                               workgroup, wave_in_group, lane, vN, sN, exec (gdb's && || !)
    tbreak, delete [N], condition N [COND], enable/disable [N...], info breakpoints
    watch / rwatch / awatch ADDR   ADDR: 0x100001000, *(int *) 0x..., $s[4:5]+16 (device
                               memory, also global#0x...), local#0x40 (LDS, every workgroup's)
    continue, stepi [N], step, next, finish, advance/until LOCATION, reverse-stepi [N],
    reverse-step, reverse-next, reverse-finish, reverse-continue (c si s n rsi rs rn rc);
    start, starti, run (the launch again from its start; a breakpoint at the kernel's first
    instruction stops run, and continue from start); Ctrl-C stops a continue
    info threads (info waves), thread N (wave N), info lanes, lane N
    print[/x|d|u|f|t|o|z|c] REG    $v7, v[2:3], $s[4:5], $v7[3], exec, ... (a vector: a lane
                               table; print/f v[2:3]: the pair as f64)
    x/NFU ADDR (x/Ni ADDR: N instructions), info counters, info registers [REG...], where
    disassemble [/r] [LOCATION | START,END | START,+LENGTH], list [LINE | FILE:LINE], quit
    Not evaluated: expressions (print $v0 + 1), source variables (registers only),
    conditions on watchpoints, negative x counts.
"""
import re

import numpy as np

from ..errors import MemoryViolation
from .engine import DebugError
from .show import (FORMATS, UNITS, check_format, examine, instruction_text, lane_table, table,
                   value_text)
from .source import SourceCommands
from .watch import Watchpoint
from .waves import places, register, waiting_on

_FMT = re.compile(r"^(?P<cmd>[a-z-]+)(?:/(?P<fmt>\w+))?\s*(?P<rest>.*)$")
ALIASES = {"b": "break", "br": "break", "c": "continue", "cont": "continue", "si": "stepi",
           "r": "run", "u": "until", "l": "list", "dis": "disable", "en": "enable",
           "ni": "stepi", "nexti": "stepi", "s": "step", "n": "next", "rsi": "reverse-stepi",
           "rni": "reverse-stepi", "reverse-nexti": "reverse-stepi", "rc": "reverse-continue",
           "rs": "reverse-step", "rn": "reverse-next",
           "p": "print", "d": "delete", "disas": "disassemble", "q": "quit", "wave": "thread",
           "bt": "where", "backtrace": "where", "frame": "where", "i": "info"}
_CASTS = re.compile(r"^\*\s*\(\s*(?P<type>[a-z0-9_ ]+?)\s*\*\s*\)\s*(?P<addr>.+)$")
_TYPES = {"char": 1, "short": 2, "int": 4, "unsigned": 4, "unsigned int": 4, "float": 4,
          "long": 8, "double": 8, "uint32_t": 4, "uint64_t": 8, "int64_t": 8}


class Commands(SourceCommands):
    """Reads command lines for a Session and gives the text each prints."""

    def __init__(self, session):
        self.session = session
        self.done = False
        self.rich = False           # tables drawn by rich (a terminal), else plain columns

    def execute(self, line):
        """The output of one command line ('' for a blank one)."""
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        m = _FMT.match(line)
        if m is None:
            raise DebugError(f'Undefined command: "{line}".  Try "help".')
        cmd = ALIASES.get(m["cmd"], m["cmd"])
        handler = getattr(self, "do_" + cmd.replace("-", "_"), None)
        if handler is None:
            raise DebugError(f'Undefined command: "{m["cmd"]}".  Try "help".')
        return handler(m["rest"].strip(), m["fmt"])

    # ---- motion ------------------------------------------------------------------------------
    def do_continue(self, rest, fmt):
        return self.session.cont()

    def do_stepi(self, rest, fmt):
        return self.session.stepi(_count(rest))

    def do_step(self, rest, fmt):
        return self.session.step()

    def do_next(self, rest, fmt):
        return self.session.step(over_calls=True)

    def do_finish(self, rest, fmt):
        return self.session.finish()

    def do_reverse_stepi(self, rest, fmt):
        return self.session.reverse_stepi(_count(rest))

    def do_reverse_continue(self, rest, fmt):
        return self.session.reverse_continue()

    def do_reverse_step(self, rest, fmt):
        return self.session.reverse_step()

    def do_reverse_next(self, rest, fmt):
        return self.session.reverse_step(over_calls=True)

    def do_reverse_finish(self, rest, fmt):
        return self.session.reverse_finish()

    def do_advance(self, rest, fmt):
        """gdb's advance/until LOCATION: run on until a wave reaches it (breakpoints and
        watchpoints stop it too)."""
        if not rest:
            raise DebugError("Argument required (a location: advance LINE, label, *ADDR; "
                             "until without one is next here)")
        return self.session.advance(self._location(rest))

    def do_until(self, rest, fmt):
        return self.do_advance(rest, fmt) if rest else self.session.step(over_calls=True)

    def do_start(self, rest, fmt):
        """gdb's start and starti: the launch again from its start, stopped before its first
        instruction (run: and continued to a breakpoint, one at the entry too)."""
        return self.session.restart()

    def do_starti(self, rest, fmt):
        return self.session.restart()

    def do_run(self, rest, fmt):
        self.session.restart()
        return self.session.cont()

    def do_where(self, rest, fmt):
        return self.session.where()

    def do_quit(self, rest, fmt):
        self.done = True
        return ""

    def do_help(self, rest, fmt):
        from . import commands
        return commands.__doc__.split("\n", 2)[2].rstrip()

    # ---- breakpoints and watchpoints ---------------------------------------------------------
    def do_break(self, rest, fmt, temporary=False):
        where, _, condition = rest.partition(" if ")
        pcs = self._location(where.strip())
        bp = self.session.add_break(pcs, where.strip(), condition.strip() or None, temporary)
        kind = "Temporary breakpoint" if temporary else "Breakpoint"
        more = f" ({len(pcs)} locations)" if len(pcs) > 1 else ""
        return f"{kind} {bp.number} at 0x{pcs[0]:x}: {self._line_of(pcs[0])}.{more}"

    def do_tbreak(self, rest, fmt):
        return self.do_break(rest, fmt, temporary=True)

    def do_condition(self, rest, fmt):
        """condition N [COND]: set breakpoint N's condition, or remove it (no COND)."""
        number, _, condition = rest.partition(" ")
        bp = self._breakpoint(number)
        self.session.set_condition(bp, condition.strip() or None)
        return "" if condition.strip() else f"Breakpoint {bp.number} now unconditional."

    def do_enable(self, rest, fmt, enabled=True):
        for bp in ([self._breakpoint(n) for n in rest.split()] or
                   list(self.session.breakpoints.values())):
            bp.enabled = enabled
        return ""

    def do_disable(self, rest, fmt):
        return self.do_enable(rest, fmt, enabled=False)

    def _breakpoint(self, text):
        bp = self.session.breakpoints.get(_number(text) if text else None)
        if bp is None:
            raise DebugError(f"No breakpoint number {text or '(none given)'}.")
        return bp

    def do_delete(self, rest, fmt):
        numbers = [int(n) for n in rest.split()] or list(self.session.breakpoints)
        for number in numbers:
            self.session.delete(number)
        if not rest:
            self.session.replay.watches.points.clear()
        return ""

    def _watch(self, rest, kind):
        if " if " in f" {rest} ":
            raise DebugError(f"{kind}: conditions on watchpoints are not supported (a "
                             "watchpoint stops at every change; break LOCATION if COND has "
                             "conditions)")
        space, address, size = self._address(rest)
        session = self.session
        if space == "local":
            lds = session.executor.env.lds
            room = 0 if lds is None else lds.shape[1]
            if address + size > room:
                raise DebugError(f"local#0x{address:x}: beyond the {room}-byte LDS of the "
                                 "kernel's workgroups")
        else:
            try:
                session.replay.memory.read(address, size)
            except MemoryViolation:
                raise DebugError(f"Cannot access memory at address 0x{address:x} (no "
                                 "allocation holds it)") from None
        session.numbers += 1
        point = Watchpoint(session.numbers, kind, space, address, size)
        session.replay.watches.add(point)
        return str(point)

    def do_watch(self, rest, fmt):
        return self._watch(rest, "watch")

    def do_rwatch(self, rest, fmt):
        return self._watch(rest, "rwatch")

    def do_awatch(self, rest, fmt):
        return self._watch(rest, "awatch")

    def _location(self, text):
        """The PCs a breakpoint location names: instructions of the kernel's code."""
        pcs = self._pcs(text)
        listing = self.session.listing
        for pc in pcs:
            if pc not in listing.starts:
                raise DebugError(f"Cannot insert breakpoint at 0x{pc:x}: not the start of an "
                                 f"instruction of the code (0x{listing.pcs[0]:x}.."
                                 f"0x{listing.pcs[-1]:x})")
        return pcs

    def _pcs(self, text):
        session, code = self.session, self.session.code
        if not text:
            return [session.pc_of(session.focus)]
        if text.startswith("*"):
            return [_number(self._expr(text[1:]))]
        name, plus, offset = text.partition("+")
        if plus and (name in ("", session.kernel) or name in session.labels):
            base = session.entry if name in ("", session.kernel) else session.labels[name]
            return [base + _number(offset)]
        if text in session.labels or text == session.kernel:
            return [session.labels.get(text, session.entry)]
        file, _, line = text.rpartition(":")
        if line.isdigit():
            pcs = [pc for pc in session.listing.pcs
                   if (loc := code.source(pc)) is not None and loc.line == int(line)
                   and (not file or loc.file.endswith(file))]
            firsts = [pc for k, pc in enumerate(pcs)
                      if k == 0 or session.listing.pcs.index(pc) - 1 !=
                      session.listing.pcs.index(pcs[k - 1])]
            if firsts:
                return firsts
            raise DebugError(f"No line {text} in the kernel's line table.")
        if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", text):
            return [int(text, 0)]
        raise DebugError(f'Function "{text}" not defined (labels: '
                         f'{", ".join(dict.fromkeys([session.kernel, *session.labels]))}).')

    def _line_of(self, pc):
        location = self.session.code.source(pc)
        return f"{location}" if location is not None else f"<{self.session.name_of(pc)}>"

    def do_info(self, rest, fmt):
        what, _, args = rest.partition(" ")
        table = {"threads": self.info_threads, "waves": self.info_threads,
                 "breakpoints": self.info_breakpoints, "break": self.info_breakpoints,
                 "b": self.info_breakpoints, "watchpoints": self.info_watchpoints,
                 "lanes": self.info_lanes, "counters": self.info_counters,
                 "registers": self.info_registers, "r": self.info_registers}
        if what not in table:
            raise DebugError(f'Undefined info command: "{rest}".  Try "help".')
        return table[what](args.strip())

    def info_watchpoints(self, args):
        return self.info_breakpoints(args, watches_only=True)

    def info_breakpoints(self, args, watches_only=False):
        """gdb's table of breakpoints and watchpoints (``watches_only``: the watchpoints)."""
        rows = ["Num     Type           Disp Enb Address            What"]
        for bp in [] if watches_only else self.session.breakpoints.values():
            lead = f"{bp.number:<7} {'breakpoint':<14} {'del' if bp.temporary else 'keep':<4} " \
                   f"{'y' if bp.enabled else 'n':<3}"
            for pc in bp.pcs:
                rows.append(f"{lead} 0x{pc:016x} {self._line_of(pc)}")
            if bp.condition:
                rows.append(f"\tstop only if {bp.condition}")
            if bp.hits:
                rows.append(f"\tbreakpoint already hit {bp.hits} time{'s' * (bp.hits > 1)}")
        kinds = {"watch": "hw watchpoint", "rwatch": "read watchpoint",
                 "awatch": "acc watchpoint"}
        for point in self.session.replay.watches.points:
            rows.append(f"{point.number:<7} {kinds[point.kind]:<14} keep y   {'':18} "
                        f"{point.where}")
        if len(rows) > 1:
            return "\n".join(rows)
        return "No watchpoints." if watches_only else "No breakpoints or watchpoints."

    # ---- waves and lanes ---------------------------------------------------------------------
    def info_threads(self, args):
        session = self.session
        executor = session.executor
        where = places(executor, session.stop)
        rows = []
        for b in range(executor.st.n):
            pc, state = where.get(b, (None, "ended"))
            if state != "ended":
                wait = waiting_on(executor, pc, lambda c, b=b: self._counts(b)[c][0])
                state = f"waiting on {wait}" if wait else state
            frame = "" if pc is None else instruction_text(session.code.at(pc),
                                                          session.code.target, session.name_of)
            rows.append(("*" if b == session.focus else "", str(session.wave_id(b) + 1),
                         session.target_id(b), "" if pc is None else hex(pc), state, frame))
        rows = [table(("", "Id", "Target Id", "PC", "State", "Frame"), rows, self.rich)]
        ids = executor.wave_ids
        before, after = int(ids[0]), self.session.total_waves - int(ids[-1]) - 1
        if before:
            rows.append(f"(waves 0..{before - 1}: ended, in earlier batches)")
        if after:
            rows.append(f"({after} waves of later batches not started)")
        return "\n".join(rows)

    def do_thread(self, rest, fmt):
        session = self.session
        if not rest:
            return (f"[Current thread is {session.wave_id(session.focus) + 1} "
                    f"({session.target_id(session.focus)})]")
        number = _number(rest)
        if not 1 <= number <= session.total_waves:
            raise DebugError(f"Invalid thread ID: {rest} (threads are 1..{session.total_waves}"
                             ", thread N is wave N-1)")
        session.focus = session.batch_index(number - 1)
        return (f"[Switching to thread {rest} ({session.target_id(session.focus)})]\n"
                + session.where())

    def info_lanes(self, args):
        session = self.session
        session.need_waves()
        st, b = session.executor.st, session.focus
        active = st.lanes([b])[0]
        (x, y, z), n = session.workgroup(session.wave_id(b))
        rows = [f"  {'Id':<5}{'State':<10}{'Target Id'}"]
        for lane in range(64):
            mark = "*" if lane == (session.lane or 0) else " "
            state = "A" if active[lane] else "I"
            rows.append(f"{mark} {lane:<5}{state:<10}AMDGPU Lane {session.wave_id(b)}/{lane}"
                        f" ({x},{y},{z})[{n * 64 + lane}]")
        rows.append(f"({int(active.sum())} of 64 lanes active in EXEC)")
        return "\n".join(rows)

    def do_lane(self, rest, fmt):
        """lane N: focus lane N of the focused wave; lane: which lane is focused (gdb's
        thread and ROCgdb's lane without an argument)."""
        session = self.session
        session.need_waves()
        if not rest:
            lane, b = session.lane or 0, session.focus
            (x, y, z), n = session.workgroup(session.wave_id(b))
            active = bool(session.active(b)[lane])
            return (f"[Current lane is {lane} (AMDGPU Lane {session.wave_id(b)}/{lane} "
                    f"({x},{y},{z})[{n * 64 + lane}]) ({'active' if active else 'inactive'})]")
        lane = _number(rest)
        if not 0 <= lane < 64:
            raise DebugError(f"Invalid lane {rest}: lanes are 0..63")
        session.lane = lane
        active = bool(session.executor.st.lanes([session.focus])[0][lane])
        return (f"[Switching to thread {session.wave_id(session.focus) + 1}, lane {lane} "
                f"({'active' if active else 'inactive'})]")

    # ---- registers and memory ----------------------------------------------------------------
    def do_print(self, rest, fmt):
        session = self.session
        session.need_waves()
        st, b = session.executor.st, session.focus
        if re.search(r"[-+*/%()<>=&|^~]", rest):
            raise DebugError(f"print {rest}: one register ($v0, v[2:3], s4, exec, ...); "
                             "expressions are not evaluated")
        try:
            value = register(st, b, rest, session.pc_of(b), session.lane)
        except DebugError:
            name = rest.strip()
            if re.fullmatch(r"\$?[A-Za-z_]\w*", name) and not re.fullmatch(
                    r"\$?([vsa]\d+|exec\w*|vcc\w*|m0|scc|pc|_lane)", name):
                raise DebugError(f"No symbol \"{name}\": source variables are not "
                                 "tracked, only registers ($v7, $s4, exec, ...; disassemble "
                                 "shows a line's instructions and their registers)") from None
            raise
        check_format(fmt)
        fmt = fmt or ("x" if value.name.startswith(("$exec", "$vcc", "$pc")) else "d")
        if value.lanes is None:
            return f"{value.name} = {value_text(value.value, fmt, value.size)}"
        return lane_table(value.name, value.lanes, st.lanes([b])[0], fmt, value.size)

    def do_x(self, rest, fmt):
        if (fmt or "").startswith("-") or rest.startswith("/-"):
            given = rest.split()[0] if fmt is None else "/" + fmt
            raise DebugError(f"x{given}: a negative count (reading backwards) is not supported")
        m = re.fullmatch(rf"(\d*)([{FORMATS}i]?)([bhwg]?)", fmt or "")
        if m is None:
            raise DebugError(f"x/{fmt}: expected x/NFU (N count, F one of {FORMATS} or i, U b "
                             "h w g)")
        count = int(m[1] or 1)
        if m[2] == "i":
            return self._instructions(_number(self._expr(rest)) if rest else None, count)
        size = UNITS[m[3] or "w"]
        space, address, _ = self._address(rest)
        if space == "local":
            session = self.session
            row = session.executor.env.lds[session.executor.st.workgroup[session.focus]]

            def read(a, n):
                if a + n > row.size:
                    raise DebugError(f"local#0x{a:x}: beyond the {row.size}-byte LDS")
                return row[a:a + n].tobytes()
            return examine(read, address, count, m[2] or "x", size, lambda a: f"local#0x{a:x}")
        memory = self.session.replay.memory
        return examine(memory.read, address, count, m[2] or "x", size, lambda a: f"0x{a:x}")

    def info_counters(self, args):
        session = self.session
        counts = self._counts(session.focus)
        rows = [f"wave {session.wave_id(session.focus)}: outstanding operations "
                "(vmcnt: vector memory, lgkmcnt: LDS, GDS, constant, message; expcnt: "
                "export, GDS data)"]
        for counter, (count, ops) in counts.items():
            rows.append(f"  {counter:<8}{count}")
            rows += [f"      {op}" for op in ops]
        return "\n".join(rows)

    def _counts(self, b):
        """{counter: (count, instruction texts oldest first)} of batch wave ``b`` at the
        stop: the checker's state at its block's start, moved through the entries the block
        has run so far (emu/waitcnt.py keeps whole blocks), then put back."""
        session, hook = self.session, self.session.replay.hook
        checker, executor, stop = hook.counters, hook.executor, session.stop
        batch = checker._batch_of(executor)
        saved = (batch.sid.copy(), len(checker.reports), checker._execs, checker._flats)
        try:
            if stop.block is not None and stop.k and (np.atleast_1d(stop.idx) == b).any():
                one = np.array([b])
                for entry in stop.block.entries[:stop.k]:
                    checker.issue(executor, entry, one, one)
            return {c: (int(checker.outstanding(c)[b]), checker.pending(b, c))
                    for c in ("vmcnt", "lgkmcnt", "expcnt")}
        finally:
            batch.sid[:] = saved[0]
            del checker.reports[saved[1]:]
            checker._execs, checker._flats = saved[2], saved[3]

    def info_registers(self, args):
        """gdb's columns: name, hexadecimal, natural (a vector register: its lane table)."""
        session = self.session
        session.need_waves()
        st, b = session.executor.st, session.focus
        names = args.split() or ["pc", "exec", "vcc", "m0", "scc"] + [
            f"s{k}" for k in range(16)]
        rows = []
        for name in names:
            value = register(st, b, name, session.pc_of(b), session.lane)
            if value.lanes is not None:
                rows.append(lane_table(value.name, value.lanes, st.lanes([b])[0], "x",
                                       value.size))
                continue
            natural = value_text(value.value, "x" if value.name in ("$exec", "$vcc")
                                 else "d", value.size)
            if value.name == "$pc":
                natural = f"0x{value.value:x} <{session.name_of(value.value)}>"
            rows.append(f"{value.name[1:]:<15}{value.value:<#19x}{natural}")
        return "\n".join(rows)

    def _address(self, text):
        """(space, address, size) of a watch or x operand."""
        text = text.strip()
        size = 4
        m = _CASTS.match(text)
        if m is not None:
            if m["type"] not in _TYPES:
                raise DebugError(f"unknown type '{m['type']}' ({', '.join(_TYPES)})")
            size, text = _TYPES[m["type"]], m["addr"]
        space, _, rest = text.rpartition("#")     # ROCgdb's address space qualifiers
        if space not in ("", "global", "local"):
            raise DebugError(f"{text}: the address spaces are global# (device memory, the "
                             "default) and local# (LDS)")
        space = space or "global"
        address = _number(self._expr(rest))
        if address < 0:
            raise DebugError(f"{text}: a negative address")
        return space, address, size

    def _expr(self, text):
        """An address: numbers and registers ($s[4:5], a lane of $v[2:3]) joined by + and -."""
        total, sign = 0, 1
        for part in re.split(r"(\+|-)", text.replace(" ", "")):
            if part in ("+", "-"):
                sign = 1 if part == "+" else -1
                continue
            if not part:
                continue
            if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", part):
                total += sign * int(part, 0)
                continue
            session = self.session
            if part == session.kernel or part in session.labels:
                total += sign * session.labels.get(part, session.entry)
                continue
            value = register(session.executor.st, session.focus, part,
                             session.pc_of(session.focus), session.lane)
            if value.lanes is not None:
                value.value = int(value.lanes[session.lane or 0])
            total += sign * value.value
        return total


def _count(text):
    count = _number(text) if text else 1
    if count < 1:
        raise DebugError(f"expected a count of at least 1, got {count}")
    return count


def _number(value):
    if isinstance(value, (int, np.integer)):
        return int(value)
    try:
        return int(str(value).strip(), 0)
    except ValueError:
        raise DebugError(f"expected a number, got '{value}'") from None

