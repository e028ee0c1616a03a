"""The REPL's session image on the host (host/repl.py Session), without a board: after every
input it is an image the reader accepts, records never move, the string texts and the
constant table grow into the free bytes, a released input's code bytes go to the next
input, a full session says so and stays as it was, and session lines map back to inputs."""

from __future__ import annotations

import pytest

from wispy.image import HEADER, CodeObject, pack_code, read_image
from wispy.repl import FILE, Session, SessionFull

INPUTS = [
    "def f{i}(x): return x + {i}\n",
    "s{i} = 'text number {i}' * 2\n",
    "v{i} = ({i} + 0.5, 10 ** 30 + {i})\n",
    "class C{i}:\n    def m(self):\n        return {i}\n",
    "g{i} = lambda y: y * {i}\n",
]


def add(s: Session, source: str, release: bool = True):
    strings, consts, main = s.compile(source)
    pieces = s.extend(strings, consts, main)
    if release:
        s.release_code()
    return pieces


def test_every_input_leaves_an_image_the_reader_accepts_and_no_record_moves():
    s = Session(16384)
    seen: dict[int, bytes] = {}  # constant index -> its record's offset and bytes
    for i in range(60):
        add(s, INPUTS[i % len(INPUTS)].format(i=i), release=i % 3 != 0)
        image = read_image(bytes(s.buf))
        assert image.strings[len(image.strings) - len(s.strings) - 1:-1] == s.strings  # pad .. filler
        assert len(image.consts) == len(s.consts)
        assert isinstance(image.consts[0], CodeObject) and image.qstr(image.consts[0].file) == FILE
        for index in range(1, len(s.consts)):
            at = s.offsets[index]
            record = bytes(s.buf[at:at + 8])
            assert seen.setdefault(index, (at, record)) == (at, record), f"constant {index} moved"
        assert s.const_off + 2 * len(s.consts) <= min(s.offsets)  # the two ends never meet


def test_long_strings_grow_the_texts_and_move_the_constant_table_not_the_records():
    s = Session(8192)
    first_const_off, first_text_cap = s.const_off, s.text_cap
    add(s, "def keep(): return 1\n")
    keep_at = s.offsets[1]
    for i in range(12):
        add(s, f"t{i} = '{chr(65 + i) * 60}'\n")
    assert s.text_cap > first_text_cap and s.const_off > first_const_off
    assert s.offsets[1] == keep_at
    image = read_image(bytes(s.buf))
    assert "L" * 60 in image.strings and image.qstr(image.consts[1].name) == "keep"


def test_the_next_input_goes_over_the_last_ones_code_only_once_it_is_released():
    s = Session(8192)
    add(s, "def a(): return 1\n", release=False)  # a traceback holds its code, say
    held = s.offsets[0]
    add(s, "b = 2\n")
    b = s.offsets[0]
    assert b + len(pack_code(s.consts[0])) <= held  # below the held code, not over it
    add(s, "c = 3\n")  # b's code was released: c's goes where it was
    assert s.offsets[0] == b


def test_a_full_session_says_so_and_keeps_its_bytes():
    s = Session(4096)
    with pytest.raises(SessionFull, match=r"the REPL session is full \(4,096 bytes\); Ctrl-D starts afresh"):
        for i in range(1000):
            add(s, f"def f{i}(x): return x + {i}\n")
    before = bytes(s.buf), list(s.strings), list(s.offsets)
    with pytest.raises(SessionFull):
        add(s, "def one_more(x): return x\n")
    assert (bytes(s.buf), s.strings, s.offsets) == (before[0], before[1], before[2])
    assert len(read_image(bytes(s.buf)).consts) == i + 1  # the last that fitted, constant 0 included


def test_too_many_names_is_reported_with_the_limit():
    s = Session(4096)
    with pytest.raises(SessionFull, match=r"no room for more names \(203\)"):
        for i in range(300):
            add(s, f"n{i} = 0\n")


def test_session_lines_map_back_to_each_input_and_its_line():
    s = Session(8192)
    add(s, "a = 1\n")
    add(s, "def f():\n    x = 1\n    return x / 0\n")
    add(s, "f()\n")
    assert [s.where(n) for n in (1, 2, 3, 4, 5)] == [
        ("<stdin-1>", 1), ("<stdin-2>", 1), ("<stdin-2>", 2), ("<stdin-2>", 3), ("<stdin-3>", 1)]
    f = next(c for c in s.consts if isinstance(c, CodeObject) and c.n_locals == 1)
    assert f.first_line == 2  # the session's numbering is what the board prints


@pytest.mark.parametrize("first", [True, False])
def test_a_probe_taken_back_leaves_header_and_tables_as_they_were(first):
    s = Session(8192)
    if not first:  # (a TAB may come before the first input)
        add(s, "x = [1, 2]\n")
    saved, before = s.state(), bytes(s.buf)
    strings, consts, main = s.compile("print(*[n for n in ('append', 'pop') if hasattr(x, n)])\n",
                                      interactive=False, filename="<tab>")
    s.extend(strings, consts, main, probe=True)
    assert bytes(s.buf) != before
    s.restore(saved)
    end = s.const_off + (0 if first else 2 * len(s.consts))  # (no input: no constant 0 yet)
    after = bytes(s.buf)
    assert after[HEADER.size:end] == before[HEADER.size:end]  # the tables
    assert after[:4] == before[:4] and after[8:HEADER.size] == before[8:HEADER.size]  # all but the CRC
    if not first:
        read_image(after)  # the probe's records in the free bytes: covered by the CRC, unreferred to
    add(s, "y = 1\n")
    assert s.names == ["<stdin-1>"] if first else ["<stdin-1>", "<stdin-2>"]
    assert min(s.offsets) > s.const_off
