"""wispy.messages: the firmware's error messages, compressed when the firmware is built.

The text of the messages the core raises (`raise_msg(T_TypeError, "... must be ...", ...)`)
and writes (`sink_str`) was about 20 KB of the firmware's flash. The build compiles each core source from a copy in
the build directory (`src/<file>.c`, with `#line` pointing back at the original) in which
every string literal that is a direct argument of a message function (MESSAGE_FUNCTIONS:
raise_msg and its kin, image.c's refuse, sink_str, sink_format, MSG) or the value of a message variable
(MESSAGE_VARIABLES: vm.c's verifier's err) has its frequent words replaced by one byte each:
byte 0x80 + k stands for word k of a table (`msg_words.h`, made from the messages of this
build, the words that save most first), k < 126; the pair 0xFE + p, 0x80 + j for word
126 + 128·p + j, p < 2, j < 128 (the less frequent words, which still save with two bytes).
A word that the builtin qstrs' text (qstr_text) holds is a 3-byte reference to it in the table,
and a run of RUN_MIN to RUN_MAX characters that it holds is 3 bytes in the message (RUN_FIRST +
length - RUN_MIN, the offset in two bytes of 7 bits + 0x80).
The one reader of message text,
`sink_text` in obj_str.c (sink_format's literal runs, sink_str, image.c's refusals), writes word k
for such a byte; every other byte is itself (the core's literals are ASCII, which the build
checks). The text a user sees is unchanged. The host build (build_host_vm) compiles the
sources as they are: there are no codes in them and no table, so nothing to expand.

A word is a run of letters, `_` or `'`, with the space before it when it has one; a `%`
and the letter after it (sink_format's directives) are never part of a word.
Measured (4 December 2026): 570 literals, 20.1 KB, become 8.2 KB, plus a 2.0 KB table.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from wispy.firmware import ROOT as FIRMWARE

# Functions whose string-literal arguments are message text read only by sink_text.
MESSAGE_FUNCTIONS = frozenset({
    "raise_msg", "raise_msg_n", "raise_type_msg", "raise_TypeError", "raise_ValueError",
    "raise_ZeroDivisionError", "raise_IndexError", "raise_NotImplementedError",
    "raise_struct_error", "raise_spec", "invalid", "float_zero_div", "one_arg", "refuse", "refuse_hex", "refuse_bounds",
    "sink_str", "sink_format",
    # MSG("...") (runtime.h): message text in a table or a return value; and the functions
    # that only pass their message argument on to the above (protocol.c's fail and
    # put_piece expand it into the FAIL reply with sink_str)
    "MSG", "fail", "put_piece", "arg_text", "byte_value_msg", "check_sep", "refuse_v",
})  # fmt: skip
# Variables whose string-literal values are message text read only by sink_text: vm.c's
# verifier sets `err = "..."`, which image.c writes with sink_str.
MESSAGE_VARIABLES = frozenset({"err"})
CODE_BASE = 0x80
LONG_PREFIXES = 2  # 0xFE + p, 0x80 + j: word SHORT_WORDS + 128·p + j (never a 0 byte or a %)
SHORT_WORDS = 128 - LONG_PREFIXES  # codes 0x80 + k, k < SHORT_WORDS: one byte
LONG_CODE = CODE_BASE + SHORT_WORDS  # the first prefix
MAX_WORDS = SHORT_WORDS + 128 * LONG_PREFIXES
MAX_WORD = 32  # the longest word worth a code
HEADER = "msg_words.h"
WORD_AT_EVERY = 64  # msg_word_at: where every 64th word starts, so that sink_text steps over 63 at most
RUN_FIRST = 0x0B  # message bytes RUN_FIRST.. 0x1F: a run of qstr_text (no message has such a byte; \n is 0x0A)
RUN_MIN, RUN_MAX = 4, 4 + 0x1F - RUN_FIRST  # a run's length
REF_SIZE = 3  # a table entry naming a word's bytes in qstr_text: its length, a u16 offset
REF_MARK_END = 0x20  # a table entry's first byte below this is a reference's length
QSTRS_H = FIRMWARE / "gen" / "qstrs.h"

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
    a message function (at the call's own parenthesis depth, not inside a nested call), or
    the value assigned to a message variable (up to the `;`, outside any parentheses)."""
    toks = [(m.lastgroup, m.start(), m.end()) for m in _TOKEN.finditer(text)]
    out = []
    i = 0
    while i < len(toks):
        kind, a, b = toks[i]
        if kind == "id" and text[a:b] in MESSAGE_VARIABLES:
            j = i + 1
            while j < len(toks) and toks[j][0] == "ws":
                j += 1
            if j + 1 < len(toks) and text[toks[j][1] : toks[j][2]] == "=" and text[toks[j + 1][1] : toks[j + 1][2]] != "=":
                depth = 0
                for k in range(j + 1, len(toks)):
                    kk, x, y = toks[k]
                    if kk == "open":
                        depth += 1
                    elif kk == "close":
                        depth -= 1
                    elif kk == "other" and text[x:y] == ";" or depth < 0:
                        break
                    elif kk == "str" and depth == 0:
                        out.append((x, y))
                i = k
        elif kind == "id" and text[a:b] in MESSAGE_FUNCTIONS:
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


def choose_words(messages: list[str], shared: bytes = b"") -> list[str]:
    """The table: the SHORT_WORDS words that save most bytes over all messages with a
    one-byte code (count × (length − 1) less the word's cost in the table: its length, or
    REF_SIZE if shared, the builtin qstrs' text, holds it), then up to 128 · LONG_PREFIXES
    more that still save with a two-byte code, in a fixed order."""
    counts = Counter(w for m in messages for w in _WORD.findall(_without_directives(m)))

    def best(cost: int, exclude: set) -> list[str]:
        saving = {w: (len(w) - cost) * n - min(len(w), REF_SIZE if shared_at(w, shared) >= 0 else len(w))
                  for w, n in counts.items() if 3 <= len(w) <= MAX_WORD and w not in exclude}
        return sorted((w for w, v in saving.items() if v > 0), key=lambda w: (-saving[w], w))

    short = best(1, set())[:SHORT_WORDS]
    return short + best(2, set(short))[: MAX_WORDS - len(short)]


def _without_directives(m: str) -> str:
    return re.sub(r"%.", "\0", m)


def compress(message: str, words: list[str], shared: bytes = b"") -> bytes:
    """The message in the fewest bytes: each character itself, a word of the table its code,
    or a run of RUN_MIN to RUN_MAX characters that shared (qstr_text) holds a run reference
    (RUN_FIRST + length - RUN_MIN, then its offset there in two bytes of 7 bits + 0x80, low
    first); `%` directives are kept whole."""
    by_first: dict[str, list[tuple[str, int]]] = {}
    for k, w in enumerate(words):
        by_first.setdefault(w[0], []).append((w, k))
    n = len(message)
    best: list[tuple[int, int, bytes]] = [(0, n, b"")] * (n + 1)  # from i: (bytes in all, next i, this piece)
    for i in range(n - 1, -1, -1):
        c = message[i]
        if c == "%" and i + 1 < n:
            best[i] = (2 + best[i + 2][0], i + 2, message[i : i + 2].encode())
            continue
        options = [(1 + best[i + 1][0], i + 1, c.encode())]
        for w, k in by_first.get(c, ()):
            if message.startswith(w, i):
                j = k - SHORT_WORDS
                code = bytes([CODE_BASE + k]) if j < 0 else bytes([LONG_CODE + j // 128, CODE_BASE + j % 128])
                options.append((len(code) + best[i + len(w)][0], i + len(w), code))
        for m in range(RUN_MIN, min(RUN_MAX, n - i) + 1):
            at = shared.find(message[i : i + m].encode()) if shared and "%" not in message[i : i + m] else -1
            if not 0 <= at < 1 << 14:
                break
            ref = bytes([RUN_FIRST + m - RUN_MIN, 0x80 | at & 0x7F, 0x80 | at >> 7])
            options.append((len(ref) + best[i + m][0], i + m, ref))
        best[i] = min(options, key=lambda o: o[0])
    out, i = bytearray(), 0
    while i < n:
        out += best[i][2]
        i = best[i][1]
    return bytes(out)


def expand(data: bytes, words: list[str], shared: bytes = b"") -> str:
    """What sink_text writes for these bytes (the inverse of compress)."""
    out, i = [], 0
    while i < len(data):
        b = data[i]
        if RUN_FIRST <= b < RUN_FIRST + RUN_MAX - RUN_MIN + 1:
            at = (data[i + 1] & 0x7F) | (data[i + 2] & 0x7F) << 7
            out.append(shared[at : at + b - RUN_FIRST + RUN_MIN].decode())
            i += 3
            continue
        if b >= LONG_CODE:
            out.append(words[SHORT_WORDS + 128 * (b - LONG_CODE) + data[i + 1] - CODE_BASE])
            i += 2
            continue
        out.append(words[b - CODE_BASE] if b >= CODE_BASE else chr(b))
        i += 1
    return "".join(out)


def shared_at(word: str, shared: bytes) -> int:
    """Where word (its leading space aside) is in shared, if a reference can name it there
    and is shorter than the word; else -1."""
    core = word.removeprefix(" ")
    if not (0 < len(core) < REF_MARK_END and len(word) > REF_SIZE):
        return -1
    at = shared.find(core.encode())
    return at if 0 <= at < 0x8000 else -1


def table_entry(word: str, shared: bytes) -> bytes:
    """Word's bytes in msg_words: its text, its last byte + 0x80; or a reference to where
    shared (qstr_text) has it: its length (< REF_MARK_END), the offset's low byte, its high
    byte + 0x80 if a space comes first."""
    at = shared_at(word, shared)
    if at < 0:
        return word[:-1].encode() + bytes([ord(word[-1]) | 0x80])
    core = word.removeprefix(" ")
    return bytes([len(core), at & 0xFF, at >> 8 | (0x80 if core != word else 0)])


def qstr_text(qstrs_h: Path) -> bytes:
    """The bytes of qstr_text in the generated qstrs.h (the builtin qstrs' text)."""
    m = re.search(r"qstr_text\[\d*\] =\s*((?:\"(?:[^\"\\\n]|\\.)*\"\s*)+);", qstrs_h.read_text())
    if m is None:
        raise MessageError(f"no qstr_text in {qstrs_h}")
    return b"".join(decode_literal(lit).encode("latin-1") for lit in re.findall(r'"(?:[^"\\\n]|\\.)*"', m[1]))


def header(words: list[str], shared: bytes = b"") -> str:
    entries = [table_entry(w, shared) for w in words]
    body = "".join(encode_literal(e)[1:-1] for e in entries)
    starts = [sum(map(len, entries[:k])) for k in range(0, len(entries), WORD_AT_EVERY)]
    return (
        "/* generated by wispy.messages when the firmware is built: do not edit */\n"
        "/* word k of the message text's code byte 0x80 + k: its text, its last byte + 0x80; or, from a\n"
        " * first byte n < 0x20, n bytes of qstr_text at the next two bytes (little-endian) less\n"
        " * 0x8000, a space before them if that bit is set */\n"
        f"#define MSG_SHORT_WORDS {SHORT_WORDS} /* one-byte codes; 0x80 + this and on: a two-byte code's first */\n"
        f"#define MSG_RUN_FIRST {RUN_FIRST} /* this to 0x1F: a run of this + length - MSG_RUN_MIN bytes of qstr_text */\n"
        f"#define MSG_RUN_MIN {RUN_MIN}\n"
        f'static const char msg_words[] = "{body}";\n'
        f"/* where word k * MSG_WORD_AT_EVERY starts in msg_words */\n#define MSG_WORD_AT_EVERY {WORD_AT_EVERY}\n"
        f"static const uint16_t msg_word_at[] = {{{', '.join(map(str, starts))}}};\n"
    )


def prepare(out: Path, sources: list[Path]) -> dict[Path, Path]:
    """Write the compressed copies of the C sources that have message literals, and the
    word table, into out (files rewritten only when their text changes, so that builds
    stay incremental). Returns {original source: file to compile} for those sources."""
    texts = {s: s.read_text() for s in sources if s.suffix == ".c"}
    sites = {s: message_literals(t) for s, t in texts.items()}
    messages = [decode_literal(t[a:b]) for s, t in texts.items() for a, b in sites[s]]
    for m in messages:
        if any(RUN_FIRST <= ord(c) < 0x20 for c in m):
            raise MessageError(f"a message has a byte that stands for a run of qstr_text: {m!r}")
        if len(m) - len(m.rstrip("%")) & 1:  # a directive split across two literals
            raise MessageError(f"a message literal ends in half a % directive: {m!r}")
    shared = qstr_text(QSTRS_H)
    words = choose_words(messages, shared)
    src_dir = out / "src"
    src_dir.mkdir(parents=True, exist_ok=True)
    _write_if_changed(out / HEADER, header(words, shared))
    mapping = {}
    for s, t in texts.items():
        if not sites[s]:
            continue
        parts, last = [f'#line 1 "{s}"\n'], 0
        for a, b in sites[s]:
            parts += [t[last:a], encode_literal(compress(decode_literal(t[a:b]), words, shared))]
            last = b
        parts.append(t[last:])
        dest = src_dir / f"{s.parent.name}__{s.name}"
        _write_if_changed(dest, "".join(parts))
        mapping[s] = dest
    return mapping


def _write_if_changed(path: Path, text: str) -> None:
    if not (path.is_file() and path.read_text() == text):
        path.write_text(text)
