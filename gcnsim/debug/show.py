"""What the debugger prints: lane tables, memory as ``x`` shows it, disassembly with source.

Values keep gdb's forms: ``print/x`` hexadecimal, ``/d`` signed, ``/u`` unsigned, ``/f`` float
(a register pair as f64), ``x/NFU`` N units of size U (b, h, w, g) in format F. A vector
register prints as a table of its 64 lanes, eight a row, an inactive lane's value in
parentheses.

    print $v1      ->  $v1 (lanes 0..63; (x): lane inactive in EXEC)
                         [0]        0        1        2  ...
"""
import numpy as np

from ..bits import sext
from ..codeobj.lines import source_lines, source_text
from ..isa.flow import static_targets
from .engine import DebugError

UNITS = {"b": 1, "h": 2, "w": 4, "g": 8}
_INTS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SIGNED = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
_FLOATS = {2: np.float16, 4: np.float32, 8: np.float64}


FORMATS = "xduftozc"     # gdb's print/x x/F letters the debugger reads (x/i: instructions)


def value_text(raw, fmt, size):
    """One value of ``size`` bytes (an unsigned integer ``raw``) in gdb format ``fmt``: x hex,
    z hex zero-padded (x pads too: a register's width), d signed, u unsigned, f float (the
    shortest decimal that reads back to it: 0.30000000000000004, 0.3 for f32's nearest), t
    binary, o octal, c a character."""
    raw = int(raw)
    if fmt in ("x", "z"):
        return f"0x{raw:0{2 * size}x}"
    if fmt == "d":
        return str(_signed(raw, size))
    if fmt == "f":
        if size not in _FLOATS:
            raise DebugError(f"/f needs 2, 4 or 8 bytes, not {size}")
        return _float_text(np.array(raw, _INTS[size]).view(_FLOATS[size])[()])
    if fmt == "t":
        return f"{raw:b}"
    if fmt == "o":
        return f"0{raw:o}" if raw else "0"
    if fmt == "c":
        low = _signed(raw & 0xFF, 1)
        return f"{low} {chr(low & 0xFF)!r}"
    check_format(fmt)
    return str(raw)


def _float_text(value):
    """The shortest decimal that reads back to the same ``value`` in its own width (numpy's
    and Python's repr: at most 17 significant digits for an f64, 9 for an f32), so two
    different values never print the same; a whole number without ``.0``, as gdb prints 1."""
    text = str(value)
    return text[:-2] if text.endswith(".0") else text


def check_format(fmt):
    """gdb's error for a format letter the debugger does not read (None: the default)."""
    if fmt is not None and (len(fmt) != 1 or fmt not in FORMATS):
        raise DebugError(f"Undefined output format \"{fmt}\" (the debugger reads /"
                         f"{' /'.join(FORMATS)})")


def _signed(raw, size):
    return int(np.array(raw, _INTS[size]).view(_SIGNED[size]))


def instruction_text(entry, target, name_of):
    """An instruction as the debugger prints it: LLVM's text, a relative branch's offset
    signed and its target named as gdb annotates an address (``s_branch -3 # 0x1008
    <k+8>``; LLVM's printer gives the raw simm16, 65533)."""
    text = entry.text(target)
    inst = entry.inst
    raw = inst.fields.get("simm16")
    if raw is None or inst.fmt.enc not in ("SOPP", "SOPK") or not text.endswith(f" {raw}"):
        return text
    targets, _ = static_targets(inst, entry.pc)
    if not targets:
        return text
    return f"{text[:-len(str(raw))]}{sext(raw, 16)} # 0x{targets[0]:x} <{name_of(targets[0])}>"


def lane_table(name, values, active, fmt, size):
    """A vector register's 64 lanes, eight a row, inactive lanes in parentheses."""
    texts = [value_text(v, fmt, size) for v in values]
    texts = [t if on else f"({t})" for t, on in zip(texts, active)]
    wide = max(len(t) for t in texts)
    lines = [f"{name} (lanes 0..63; (x): lane inactive in EXEC)"]
    for row in range(0, 64, 8):
        cells = " ".join(t.rjust(wide) for t in texts[row:row + 8])
        lines.append(f"  [{row:2d}] {cells}")
    return "\n".join(lines)


def table(headers, rows, rich=False):
    """Rows under headers: columns aligned as gdb's ``info threads`` (a plain pipe, scripts),
    or a rich table (a terminal)."""
    if rich:
        import io

        from rich.console import Console
        from rich.table import Table
        out = Table(*headers, box=None, header_style="bold")
        for row in rows:
            out.add_row(*row)
        buffer = io.StringIO()
        Console(file=buffer, force_terminal=True, emoji=False, markup=False,
                highlight=False, width=200).print(out)
        return buffer.getvalue().rstrip("\n")
    widths = [max(len(str(r[k])) for r in [headers, *rows]) for k in range(len(headers))]
    return "\n".join("  ".join(str(cell).ljust(w) for cell, w in zip(row, widths)).rstrip()
                     for row in [headers, *rows])


def examine(read, address, count, fmt, size, label):
    """``x/{count}{fmt}{unit}`` at ``address``: rows of values, each row led by its address.
    ``read(address, nbytes)`` gives the bytes (device memory or LDS)."""
    data = np.frombuffer(read(address, count * size), _INTS[size])
    per_row = max(1, 16 // size)
    lines = []
    for first in range(0, count, per_row):
        cells = "\t".join(value_text(v, fmt, size) for v in data[first:first + per_row])
        lines.append(f"{label(address + first * size)}:\t{cells}")
    return "\n".join(lines)


class Listing:
    """The instructions of a code image by a linear sweep from its start (a word that does not
    decode is skipped), with their source lines."""

    def __init__(self, code):
        self.code = code
        self.pcs = []
        pc, end = code.base, code.base + len(code.data)
        while pc < end:
            try:
                entry = code.at(pc)
            except Exception:       # noqa: BLE001 - data or padding between kernels
                pc += 4
                continue
            self.pcs.append(pc)
            pc += entry.size
        self.starts = set(self.pcs)
        self._files = {}

    def around(self, pc, before=6, after=8):
        """The PCs from ``before`` instructions before ``pc`` to ``after`` after it."""
        i = int(np.searchsorted(self.pcs, pc))
        return self.pcs[max(0, i - before):i + after + 1]

    def source_line(self, location):
        """The text of a source line (read relative to the working directory), or ''."""
        return source_text(location, self._files)

    def lines_of(self, file):
        """A source file's lines (read relative to the working directory; [] if it cannot
        be)."""
        return source_lines(file, self._files)

    def disassemble(self, pcs, current, name_of, raw=False):
        """gdb's ``disassemble /s``: the instructions, each source line before its code, the
        one at ``current`` marked ``=>`` (``raw``: and their bytes, as ``/r``)."""
        out, last = [], None
        for pc in pcs:
            location = self.code.source(pc)
            if location is not None and location != last:
                text = self.source_line(location)
                out.append(f"{location}\t{text}".rstrip())
            last = location
            mark = "=> " if pc == current else "   "
            entry = self.code.at(pc)
            text = instruction_text(entry, self.code.target, name_of)
            if raw:
                at = pc - self.code.base
                text = self.code.data[at:at + entry.size].hex(" ") + "\t" + text
            out.append(f"{mark}0x{pc:x} <{name_of(pc)}>:\t{text}")
        return "\n".join(out)
