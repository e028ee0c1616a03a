"""The compression of the firmware's message text (wispy.messages): which literals are
messages, that every message of the core reads back exactly as written, that sink_format's
directives survive, and that the firmware's compiled copies are the sources but for them.
Whether the board writes them right is tests/lang's business (messages against CPython)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from wispy.build import firmware_sources
from wispy.messages import (
    CODE_BASE,
    LONG_CODE,
    LONG_PREFIXES,
    MAX_WORDS,
    QSTRS_H,
    RUN_FIRST,
    RUN_MIN,
    SHORT_WORDS,
    WORD_AT_EVERY,
    MessageError,
    choose_words,
    compress,
    decode_literal,
    encode_literal,
    expand,
    header,
    message_literals,
    prepare,
    qstr_text,
    table_entry,
)


def _core_messages() -> list[str]:
    out = []
    for src in firmware_sources():
        if src.suffix == ".c":
            text = src.read_text()
            out += [decode_literal(text[a:b]) for a, b in message_literals(text)]
    return out


def test_message_literals_are_direct_arguments_of_message_functions():
    text = r'''
    raise_msg(T_TypeError, "%q() takes " "no arguments", qstr_obj(str_new("not me")), 0);
    /* raise_TypeError("in a comment") */ char c = '"'; x = f("not a message");
    raise_ValueError(cond ? "one \"quoted\"" : "two", 0, 0);
    refuse_hex("what", " (found), ", 1, 2);
    err = "a verifier's " "message"; if (err == "not this") x = 1; err = f("nor this");
    '''
    found = [text[a:b] for a, b in message_literals(text)]
    assert found == ['"%q() takes "', '"no arguments"', r'"one \"quoted\""', '"two"', '"what"', '" (found), "',
                     '"a verifier\'s "', '"message"']


def test_every_core_message_reads_back_exactly():
    msgs = _core_messages()
    assert len(msgs) > 300
    shared = qstr_text(QSTRS_H)
    words = choose_words(msgs, shared)
    assert 0 < len(words) <= MAX_WORDS
    assert all("%" not in w and w.strip() for w in words)
    packed = runs = 0
    for m in msgs:
        c = compress(m, words, shared)
        assert expand(c, words, shared) == m
        assert c.count(b"%") == m.count("%")  # every directive whole, none made by a code
        assert b"\0" not in c
        packed += len(c)
        runs += sum(RUN_FIRST <= b < 0x20 for b in c)
    assert packed < 0.6 * sum(len(m) for m in msgs)
    assert runs > 50  # runs of qstr_text too
    assert len(words) > SHORT_WORDS + 128  # two-byte codes of each prefix
    longs = [c for c in (compress(m, words) for m in msgs) if LONG_CODE + LONG_PREFIXES - 1 in c]
    assert longs and all(b"\0" not in c for c in longs)


def test_a_run_of_the_qstrs_text_is_three_bytes():
    shared = b"\x08collections\x05deque"
    c = compress("no collections here", [" here"], shared)
    assert c == b"no " + bytes([RUN_FIRST + len("collections") - RUN_MIN, 0x81, 0x80]) + bytes([CODE_BASE])
    assert expand(c, [" here"], shared) == "no collections here"
    assert compress("a deq", [], shared) == b"a deq"  # a run of 3 saves nothing


def _entry_text(entry: bytes, shared: bytes) -> str:
    """What sink_text (obj_str.c) writes for one msg_words entry."""
    if entry[0] < 0x20:
        at = entry[1] | entry[2] << 8
        return " " * (at >> 15) + shared[at & 0x7FFF : (at & 0x7FFF) + entry[0]].decode()
    assert all(b < 0x80 for b in entry[:-1]) and entry[-1] >= 0x80
    return (entry[:-1] + bytes([entry[-1] & 0x7F])).decode()


def test_words_found_in_the_qstrs_text_are_references_to_it():
    shared = qstr_text(QSTRS_H)
    assert len(shared) > 4000 and b"__init__" in shared
    words = choose_words(_core_messages(), shared)
    entries = [table_entry(w, shared) for w in words]
    assert [_entry_text(e, shared) for e in entries] == words
    refs = [e for e in entries if e[0] < 0x20]
    assert len(refs) > 50 and all(len(e) == 3 for e in refs)
    assert table_entry(" object", shared)[0] == len("object")  # a space first: the flag, not a byte
    assert table_entry("zqzqzq", shared) == b"zqzqz" + bytes([ord("q") | 0x80])
    # msg_word_at: where every WORD_AT_EVERY-th entry starts
    starts = re.search(r"msg_word_at\[\] = \{(.*)\};", header(words, shared))[1].split(", ")
    assert [int(x) for x in starts] == [len(b"".join(entries[:k])) for k in range(0, len(entries), WORD_AT_EVERY)]


def test_directives_are_never_part_of_a_word():
    words = [" takes", "qualname", "s"]
    c = compress("%q() takes %squalname", words)
    assert c.startswith(b"%q() ") or c.startswith(b"%q()" + bytes([CODE_BASE]))
    assert b"%s" in c and expand(c, words) == "%q() takes %squalname"


def test_literals_round_trip_with_octal_escapes():
    for data in (b'plain', b'q"uote\\back?', bytes([0x81, 0x37, 0x0A, 0xFF, 0x30])):
        lit = encode_literal(data)
        assert lit.isascii() and "\\x" not in lit
        assert decode_literal(lit).encode("latin-1") == data
    assert encode_literal(bytes([0x81]) + b"7") == r'"\2017"'  # the digit stays a digit


def test_a_non_ascii_message_is_refused():
    with pytest.raises(MessageError, match="not ASCII"):
        decode_literal('"caf\u00e9"')


def test_compiled_copies_differ_from_the_sources_only_in_message_literals(tmp_path):
    sources = [s for s in firmware_sources() if s.suffix == ".c"]
    mapping = prepare(tmp_path, sources)
    assert (tmp_path / "msg_words.h").read_text().startswith("/* generated by wispy.messages")
    assert Path(sources[0]).parent.name == "core" and len(mapping) > 20
    for src, copy in mapping.items():
        text, out = src.read_text(), copy.read_text()
        assert out.startswith(f'#line 1 "{src}"\n')
        out = out.split("\n", 1)[1]
        sites = message_literals(text)
        # outside the message literals, byte for byte the same
        pieces, last = [], 0
        for a, b in sites:
            pieces.append(text[last:a])
            last = b
        pieces.append(text[last:])
        for piece in pieces:
            assert piece in out
        assert out.count("\n") == text.count("\n")  # same lines, so #line keeps them right
