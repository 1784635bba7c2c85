"""The block-style YAML subset LLVM writes for ``.amdgpu_metadata``, as plain Python values.

Mappings (``key: value``) and sequences (``- item``) nest by indentation; flow sequences
(``[ 1, 2 ]``) and quoted scalars are understood. Unquoted scalars are typed as LLVM's
msgpack::DocNode::fromString types them: integer, then boolean, then float, else string.

    amdhsa.version:            ->  {"amdhsa.version": [1, 2],
      - 1                           "amdhsa.target": "amdgcn-amd-amdhsa--gfx900"}
      - 2
    amdhsa.target: amdgcn-amd-amdhsa--gfx900
"""
from ..errors import CodeObjectError


def parse_yaml(text):
    """The document of a YAML text (``---`` / ``...`` markers optional)."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#") or stripped in ("---", "..."):
            continue
        lines.append((len(raw) - len(raw.lstrip(" ")), stripped, number))
    if not lines:
        return {}
    value, end = _block(lines, 0, lines[0][0])
    if end != len(lines):
        raise CodeObjectError(f"metadata YAML line {lines[end][2]}: unexpected indentation")
    return value


def _block(lines, i, indent):
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        return _sequence(lines, i, indent)
    return _mapping(lines, i, indent)


def _sequence(lines, i, indent):
    out = []
    while i < len(lines) and lines[i][0] == indent and (lines[i][1].startswith("- ")
                                                         or lines[i][1] == "-"):
        rest = lines[i][1][1:].lstrip()
        if not rest:
            value, i = _nested(lines, i + 1, indent)
        elif _split_key(rest) is not None:
            inner = indent + len(lines[i][1]) - len(rest)
            lines = lines[:i] + [(inner, rest, lines[i][2])] + lines[i + 1:]
            value, i = _mapping(lines, i, inner)
        else:
            value, i = _scalar(rest, lines[i][2]), i + 1
        out.append(value)
    return out, i


def _mapping(lines, i, indent):
    out = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("- "):
        pair = _split_key(lines[i][1])
        if pair is None:
            raise CodeObjectError(f"metadata YAML line {lines[i][2]}: expected 'key: value'")
        key, rest = pair
        if rest:
            out[key], i = _scalar(rest, lines[i][2]), i + 1
        else:
            out[key], i = _nested(lines, i + 1, indent)
    return out, i


def _nested(lines, i, indent):
    """The block under a ``key:`` or ``-`` line: deeper, or a sequence at the same depth."""
    if i < len(lines) and (lines[i][0] > indent or lines[i][0] == indent
                           and lines[i][1].startswith("- ")):
        return _block(lines, i, lines[i][0])
    return None, i


def _split_key(text):
    if text[0] in "'\"":
        close = text.find(text[0], 1)
        if close > 0 and text[close + 1:close + 2] == ":":
            return text[1:close], text[close + 2:].strip()
        return None
    head, sep, rest = text.partition(":")
    if sep and (not rest or rest[0] == " ") and head and "[" not in head:
        return head.strip(), rest.strip()
    return None


def _scalar(text, number):
    if text[0] in "'\"":
        if len(text) < 2 or text[-1] != text[0]:
            raise CodeObjectError(f"metadata YAML line {number}: unterminated string")
        body = text[1:-1]
        return body.replace("''", "'") if text[0] == "'" else _unescape(body)
    if text[0] == "[" and text[-1] == "]":
        inner = text[1:-1].strip()
        return [_scalar(part.strip(), number) for part in inner.split(",")] if inner else []
    return _typed(text)


def _typed(text):
    for base_text, base in ((text, 10), (text[2:], 16) if text[:2] in ("0x", "0X") else
                            (None, 0)):
        if base_text and base_text.lstrip("-").isalnum():
            try:
                return int(base_text, base)
            except ValueError:
                pass
    if text in ("true", "false"):
        return text == "true"
    try:
        return float(text)
    except ValueError:
        return text


def _unescape(body):
    return body.encode("latin-1", "backslashreplace").decode("unicode_escape")
