"""The block-style YAML subset LLVM writes for ``.amdgpu_metadata``, as plain Python values.

Mappings (``key: value``) and sequences (``- item``) nest by indentation; flow collections on
one line (``[ 1, 2 ]``, ``{ .offset: 0, .size: 8 }``, nested) and quoted scalars are understood.
Scalars, quoted or not, are typed as LLVM's msgpack::DocNode::fromString types them: integer,
then boolean (yaml::parseBool's words: ``true``, ``yes``, ``on``, ``y``, ``false``, ``no``,
``off``, ``n`` in lower, Capitalised or UPPER case), then float, else string; the ``!str`` tag
makes a block value a string whatever it reads as (no other tag is read). The keys a caller
names as booleans (``parse_yaml(text, booleans=...)``) must have boolean values, as LLVM's
metadata verifier requires: any other value is refused with its line.

    amdhsa.version:            ->  {"amdhsa.version": [1, 2],
      - 1                           "amdhsa.target": "amdgcn-amd-amdhsa--gfx900"}
      - 2
    amdhsa.target: amdgcn-amd-amdhsa--gfx900
"""
from ..errors import CodeObjectError

# The one tag read: LLVM writes it before a string its reader would type otherwise (an
# argument named n, which reads as a boolean: ``.name: !str n``)
STR_TAG = "!str "
# The deepest nesting of blocks read. LLVM's metadata nests four deep (amdhsa.kernels, a kernel,
# .args, an argument); a deeper document is corrupt or hostile, refused before Python's stack is.
MAX_DEPTH = 32
# yaml::parseBool (llvm/lib/Support/YAMLParser.cpp): each word in three cases, no other mix
BOOLEANS = {case(word): value
            for words, value in ((("true", "yes", "on", "y"), True),
                                 (("false", "no", "off", "n"), False))
            for word in words for case in (str.lower, str.capitalize, str.upper)}


def parse_yaml(text, booleans=()):
    """The document of a YAML text (``---`` / ``...`` markers optional); every key in
    ``booleans`` must have a boolean value."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#") or stripped in ("---", "..."):
            continue
        _refuse_unsupported(stripped, number)
        if booleans:
            _check_booleans(stripped, number, booleans)
        _add_line(lines, len(raw) - len(raw.lstrip(" ")), stripped, number)
    if not lines:
        return {}
    value, end = _block(lines, 0, lines[0][0], 0)
    if end != len(lines):
        raise CodeObjectError(f"metadata YAML line {lines[end][2]}: unexpected indentation")
    return value


def _refuse_unsupported(text, number):
    """CodeObjectError for the YAML this reader does not take (anchors, aliases, tags), which it
    would otherwise read as plain strings: a value starting the line, an item or a ``key:`` is
    checked."""
    values = [text, text[1:].lstrip() if text.startswith("- ") else ""]
    pair = _split_key(values[1] or text)
    if pair is not None:
        values.append(pair[1])
    for value in values:
        if value[:1] in ("&", "*", "!") and not value.startswith(STR_TAG):
            raise CodeObjectError(f"metadata YAML line {number}: {value[:1]!r} (an anchor, alias "
                                  "or tag) is not supported here: write the value itself")


def _check_booleans(text, number, booleans):
    """CodeObjectError unless each key of ``booleans`` on this line, a block ``key: value``
    or inside a flow mapping, has a boolean value."""
    item = text[1:].lstrip() if text.startswith("- ") else text
    pair = _split_key(item) if item else None
    found = [] if pair is None or not pair[1] else [(pair[0], _scalar(pair[1], number))]
    if pair is None and item[:1] in ("[", "{"):
        found.append((None, _scalar(item, number)))
    while found:
        key, value = found.pop()
        if key in booleans and not isinstance(value, bool):
            raise CodeObjectError(f"metadata YAML line {number}: {key} is {value!r}, not a "
                                  "boolean (true/false, yes/no, on/off, y/n in lower, "
                                  "Capitalised or UPPER case)")
        if isinstance(value, dict):
            found.extend(value.items())
        elif isinstance(value, list):
            found.extend((None, each) for each in value)


def _add_line(lines, indent, text, number):
    """Append one line; ``- key: value`` becomes ``-`` and ``key: value`` indented under it,
    so a sequence item's mapping parses as any nested block (in one pass: linear time)."""
    rest = text[1:].lstrip() if text.startswith("- ") else ""
    if rest and _split_key(rest) is not None:
        lines.append((indent, "-", number))
        lines.append((indent + len(text) - len(rest), rest, number))
    else:
        lines.append((indent, text, number))


def _block(lines, i, indent, depth):
    if depth > MAX_DEPTH:
        raise CodeObjectError(f"metadata YAML line {lines[i][2]}: nested more than {MAX_DEPTH} "
                              "deep")
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        return _sequence(lines, i, indent, depth)
    return _mapping(lines, i, indent, depth)


def _sequence(lines, i, indent, depth):
    out = []
    while i < len(lines) and lines[i][0] == indent and (lines[i][1].startswith("- ")
                                                         or lines[i][1] == "-"):
        rest = lines[i][1][1:].lstrip()
        if not rest:
            value, i = _nested(lines, i + 1, indent, depth)
        else:
            value, i = _scalar(rest, lines[i][2]), i + 1
        out.append(value)
    return out, i


def _mapping(lines, i, indent, depth):
    out = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("- "):
        pair = _split_key(lines[i][1])
        if pair is None:
            raise CodeObjectError(f"metadata YAML line {lines[i][2]}: expected 'key: value'")
        key, rest = pair
        if rest:
            out[key], i = _scalar(rest, lines[i][2]), i + 1
        else:
            out[key], i = _nested(lines, i + 1, indent, depth)
    return out, i


def _nested(lines, i, indent, depth):
    """The block under a ``key:`` or ``-`` line: deeper, or a sequence at the same depth."""
    if i < len(lines) and (lines[i][0] > indent or lines[i][0] == indent
                           and lines[i][1].startswith("- ")):
        return _block(lines, i, lines[i][0], depth + 1)
    return None, i


def _split_key(text):
    if text[0] in "'\"":
        close = text.find(text[0], 1)
        if close > 0 and text[close + 1:close + 2] == ":":
            return text[1:close], text[close + 2:].strip()
        return None
    head, sep, rest = text.partition(":")
    if sep and (not rest or rest[0] == " ") and head and head[0] not in "[{":
        return head.strip(), rest.strip()
    return None


def _scalar(text, number):
    if not text:
        raise CodeObjectError(f"metadata YAML line {number}: an empty item in a flow sequence")
    if text.startswith(STR_TAG):
        rest = text[len(STR_TAG):].strip()
        return _unquoted(rest, number) if rest[:1] in ("'", '"') else rest
    if text[0] in "'\"":
        # LLVM types a quoted scalar as a plain one: llvm-mc packs ``"12"`` as 12, ``'no'`` as
        # false (only ``!str`` keeps a string)
        return _typed(_unquoted(text, number))
    if text[0] in "[{":
        value, end = _flow(text, 0, number, 0)
        if text[end:].strip():
            raise CodeObjectError(f"metadata YAML line {number}: {text[end:].strip()!r} after "
                                  "a flow collection")
        return value
    return _typed(text)


def _unquoted(text, number):
    """The string inside a single- or double-quoted scalar."""
    if len(text) < 2 or text[-1] != text[0]:
        raise CodeObjectError(f"metadata YAML line {number}: unterminated string")
    body = text[1:-1]
    return body.replace("''", "'") if text[0] == "'" else _unescape(body, number)


_CLOSE = {"[": "]", "{": "}"}


def _flow(text, i, number, depth):
    """A flow collection (``[ a, b ]`` or ``{ k: v, ... }``, nested) starting at text[i]:
    (value, the index after it). Items are flow collections or scalars as block values are."""
    if depth > MAX_DEPTH:
        raise CodeObjectError(f"metadata YAML line {number}: nested more than {MAX_DEPTH} deep")
    opening, items, i = text[i], [], i + 1
    while True:
        i = _skip_spaces(text, i)
        if i < len(text) and text[i] == _CLOSE[opening] and not items:
            return ({} if opening == "{" else []), i + 1
        if opening == "{":
            key, i = _flow_item(text, i, number, depth, ":")
            if i >= len(text) or text[i] != ":":
                raise CodeObjectError(f"metadata YAML line {number}: expected 'key: value' in "
                                      "a flow mapping")
            value, i = _flow_item(text, i + 1, number, depth, ",}")
            items.append((key, value))
        else:
            value, i = _flow_item(text, i, number, depth, ",]")
            items.append(value)
        if i < len(text) and text[i] == _CLOSE[opening]:
            return (dict(items) if opening == "{" else items), i + 1
        if i >= len(text) or text[i] != ",":
            raise CodeObjectError(f"metadata YAML line {number}: unterminated flow collection "
                                  f"(a '{_CLOSE[opening]}' is missing)")
        i += 1


def _flow_item(text, i, number, depth, stops):
    """One item of a flow collection at text[i]: (value, the index of the stop after it)."""
    i = _skip_spaces(text, i)
    if i >= len(text):
        raise CodeObjectError(f"metadata YAML line {number}: unterminated flow collection (one "
                              "spanning lines is not read here: write it on one line)")
    if text[i] in "[{":
        value, i = _flow(text, i, number, depth + 1)
        return value, _skip_spaces(text, i)
    if text[i] in "'\"":
        end = _quote_end(text, i, number)
        return _scalar(text[i:end], number), _skip_spaces(text, end)
    end = i
    while end < len(text) and text[end] not in "[]{}" and not (
            text[end] in stops and (text[end] != ":" or text[end + 1:end + 2] in ("", " ", ",",
                                                                                  "}"))):
        end += 1
    item = text[i:end].strip()
    if not item:
        raise CodeObjectError(f"metadata YAML line {number}: an empty item in a flow "
                              f"{'mapping' if stops == ':' or '}' in stops else 'sequence'}")
    return _typed(item), end


def _quote_end(text, i, number):
    """The index after the quoted scalar starting at text[i] ('' inside single quotes, a
    backslash escape inside double quotes)."""
    quote, j = text[i], i + 1
    while j < len(text):
        if quote == '"' and text[j] == "\\":
            j += 2
        elif text[j] == quote and text[j + 1:j + 2] == quote == "'":
            j += 2
        elif text[j] == quote:
            return j + 1
        else:
            j += 1
    raise CodeObjectError(f"metadata YAML line {number}: unterminated string")


def _skip_spaces(text, i):
    while i < len(text) and text[i] == " ":
        i += 1
    return i


def _typed(text):
    """An unquoted or quoted scalar typed as DocNode::fromString types it: an integer that
    uint64_t or int64_t holds, a boolean, a double, else the string."""
    for base_text, base in ((text, 10), (text[2:], 16) if text[:2] in ("0x", "0X") else
                            (None, 0)):
        if base_text and base_text.lstrip("-").isalnum():
            try:
                value = int(base_text, base)
            except ValueError:
                continue
            if -(1 << 63) <= value < 1 << 64:
                return value
    if text in BOOLEANS:
        return BOOLEANS[text]
    try:
        return float(text)
    except ValueError:
        return text


def _unescape(body, number):
    try:
        return body.encode("latin-1", "backslashreplace").decode("unicode_escape")
    except UnicodeDecodeError as err:
        raise CodeObjectError(f"metadata YAML line {number}: bad escape in a double-quoted "
                              f"string ({err.reason})") from None
