"""wispy.messages: the firmware's error messages, compressed when the firmware is built.

The text of the messages the core raises (`raise_msg(T_TypeError, "... must be ...", ...)`)
is about 13 KB of the firmware's flash. The build compiles each core source from a copy in
the build directory (`src/<file>.c`, with `#line` pointing back at the original) in which
every string literal that is a direct argument of a message function (MESSAGE_FUNCTIONS:
raise_msg and its kin, image.c's refuse) has its frequent words replaced by one byte each:
byte 0x80 + k stands for word k of a table of at most 128 (`msg_words.h`, made from the
messages of this build, the words that save most first). The one reader of message text,
`sink_text` in obj_str.c (sink_format's literal runs, image.c's refusals), writes word k
for such a byte; every other byte is itself (the core's literals are ASCII, which the build
checks). The text a user sees is unchanged. The host build (build_host_vm) compiles the
sources as they are: there are no codes in them and no table, so nothing to expand.

A word is a run of letters, `_` or `'`, with the space before it when it has one; a `%`
and the letter after it (sink_format's directives) are never part of a word.
Measured (3-4 December 2026): 13.5 KB of message literals become ~7.4 KB (+ a 1 KB table).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

# Functions whose string-literal arguments are message text read only by sink_text.
MESSAGE_FUNCTIONS = frozenset({
    "raise_msg", "raise_msg_n", "raise_type_msg", "raise_TypeError", "raise_ValueError",
    "raise_ZeroDivisionError", "raise_IndexError", "raise_NotImplementedError",
    "raise_struct_error", "invalid", "float_zero_div", "refuse", "refuse_hex", "refuse_bounds",
})  # fmt: skip
CODE_BASE = 0x80
MAX_WORDS = 128
HEADER = "msg_words.h"

_TOKEN = re.compile(
    r"""(?P<comment>/\*.*?\*/|//[^\n]*)"""
    r"""|(?P<str>"(?:[^"\\\n]|\\.)*")"""
    r"""|(?P<chr>'(?:[^'\\\n]|\\.)*')"""
    r"""|(?P<id>[A-Za-z_]\w*)"""
    r"""|(?P<pp>^[ \t]*\#[^\n]*(?:\\\n[^\n]*)*)"""
    r"""|(?P<open>[(\[{])|(?P<close>[)\]}])"""
    r"""|(?P<ws>\s+)|(?P<other>.)""",
    re.S | re.M,
)
_WORD = re.compile(r" ?[A-Za-z_']+")


class MessageError(Exception):
    """A message literal the compression cannot take (the build reports it)."""


def message_literals(text: str) -> list[tuple[int, int]]:
    """(start, end) in text of each string literal that is a direct argument of a call of
    a message function (at the call's own parenthesis depth, not inside a nested call)."""
    toks = [(m.lastgroup, m.start(), m.end()) for m in _TOKEN.finditer(text)]
    out = []
    i = 0
    while i < len(toks):
        kind, a, b = toks[i]
        if kind == "id" and text[a:b] in MESSAGE_FUNCTIONS:
            j = i + 1
            while j < len(toks) and toks[j][0] in ("ws", "comment"):
                j += 1
            if j < len(toks) and toks[j][0] == "open" and text[toks[j][1]] == "(":
                depth = 0
                for k in range(j, len(toks)):
                    kk, x, y = toks[k]
                    if kk == "open":
                        depth += 1
                    elif kk == "close":
                        depth -= 1
                        if depth == 0:
                            break
                    elif kk == "str" and depth == 1:
                        out.append((x, y))
                i = k
        i += 1
    return out


_ESCAPE = re.compile(r"""\\(?:([abfnrtv\\'"?])|([0-7]{1,3})|x([0-9A-Fa-f]+))""")
_SIMPLE = dict(zip("abfnrtv\\'\"?", "\a\b\f\n\r\t\v\\'\"?"))


def decode_literal(lit: str) -> str:
    """The characters of a C string literal (with its quotes), its escapes resolved."""
    body = lit[1:-1]
    if not body.isascii():
        raise MessageError(f"a message literal is not ASCII: {lit}")

    def one(m: re.Match) -> str:
        if m[1]:
            return _SIMPLE[m[1]]
        return chr(int(m[2], 8) if m[2] else int(m[3], 16))

    return _ESCAPE.sub(one, body)


def encode_literal(data: bytes) -> str:
    """A C string literal of these bytes: printable ASCII as itself, the rest as 3-digit
    octal escapes (which, unlike \\x, never swallow a digit that follows)."""
    out = []
    for c in data:
        ch = chr(c)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 0x20 <= c < 0x7F:
            out.append(ch)
        else:
            out.append(f"\\{c:03o}")
    return '"' + "".join(out) + '"'


def choose_words(messages: list[str]) -> list[str]:
    """The table: the words that save most bytes over all messages (count × (length − 1)
    less the table's length + 1), at most MAX_WORDS, in a fixed order."""
    counts = Counter(w for m in messages for w in _WORD.findall(_without_directives(m)))
    saving = {w: (len(w) - 1) * n - (len(w) + 1) for w, n in counts.items() if len(w) >= 3}
    best = sorted((w for w, v in saving.items() if v > 0), key=lambda w: (-saving[w], w))
    return best[:MAX_WORDS]


def _without_directives(m: str) -> str:
    return re.sub(r"%.", "\0", m)


def compress(message: str, words: list[str]) -> bytes:
    """The message with each word of the table (the longest that matches, left to right)
    replaced by its code byte; `%` directives are kept whole."""
    by_first: dict[str, list[tuple[str, int]]] = {}
    for k, w in enumerate(words):
        by_first.setdefault(w[0], []).append((w, k))
    for v in by_first.values():
        v.sort(key=lambda wk: -len(wk[0]))
    out = bytearray()
    i = 0
    while i < len(message):
        c = message[i]
        if c == "%" and i + 1 < len(message):
            out += message[i : i + 2].encode()
            i += 2
            continue
        for w, k in by_first.get(c, ()):
            if message.startswith(w, i):
                out.append(CODE_BASE + k)
                i += len(w)
                break
        else:
            out += c.encode()
            i += 1
    return bytes(out)


def expand(data: bytes, words: list[str]) -> str:
    """What sink_text writes for these bytes (the inverse of compress)."""
    return "".join(words[b - CODE_BASE] if b >= CODE_BASE else chr(b) for b in data)


def header(words: list[str]) -> str:
    body = "".join(encode_literal(w.encode() + b"\0")[1:-1] for w in words)
    return (
        "/* generated by wispy.messages when the firmware is built: do not edit */\n"
        "/* word k of the message text's code byte 0x80 + k, each ending in a 0 byte */\n"
        f'static const char msg_words[] = "{body}";\n'
    )


def prepare(out: Path, sources: list[Path]) -> dict[Path, Path]:
    """Write the compressed copies of the C sources that have message literals, and the
    word table, into out (files rewritten only when their text changes, so that builds
    stay incremental). Returns {original source: file to compile} for those sources."""
    texts = {s: s.read_text() for s in sources if s.suffix == ".c"}
    sites = {s: message_literals(t) for s, t in texts.items()}
    messages = [decode_literal(t[a:b]) for s, t in texts.items() for a, b in sites[s]]
    for m in messages:
        if len(m) - len(m.rstrip("%")) & 1:  # a directive split across two literals
            raise MessageError(f"a message literal ends in half a % directive: {m!r}")
    words = choose_words(messages)
    src_dir = out / "src"
    src_dir.mkdir(parents=True, exist_ok=True)
    _write_if_changed(out / HEADER, header(words))
    mapping = {}
    for s, t in texts.items():
        if not sites[s]:
            continue
        parts, last = [f'#line 1 "{s}"\n'], 0
        for a, b in sites[s]:
            parts += [t[last:a], encode_literal(compress(decode_literal(t[a:b]), words))]
            last = b
        parts.append(t[last:])
        dest = src_dir / f"{s.parent.name}__{s.name}"
        _write_if_changed(dest, "".join(parts))
        mapping[s] = dest
    return mapping


def _write_if_changed(path: Path, text: str) -> None:
    if not (path.is_file() and path.read_text() == text):
        path.write_text(text)
