"""memoryview on the 16 KB board: a view of a large bytearray, and a slice of that view,
cost one small object each, never a copy of the bytes; a view keeps its base alive and reads
it afresh after the base has grown (and moved)."""

NO_COPY = """
import gc
buf = bytearray(5000)
gc.collect()
before = gc.mem_free()
v = memoryview(buf)
s = v[1000:4000]
s[0] = 7
print(before - gc.mem_free(), buf[1000], len(s))
copy = s.tobytes()
print(before - gc.mem_free() >= 3000)
"""


def test_a_view_and_its_slice_of_a_large_bytearray_copy_nothing(run_on_board):
    r = run_on_board(NO_COPY)
    assert r.status == 0, r.stderr
    first, second = r.stdout.splitlines()
    used, byte, n = map(int, first.split())
    assert used <= 96 and (byte, n) == (7, 3000)  # two views of 16 B; the copy below is real
    assert second == "True"


KEEPS_BASE = """
import gc
v = memoryview(bytearray(b'xyz' * 100))[3:6]
for i in range(200):
    garbage = [i] * 20
gc.collect()
print(bytes(v))
b = bytearray(b'ab')
w = memoryview(b)
for i in range(300):
    b.append(i & 255)
gc.collect()
junk = bytearray(b'Q' * 900)
print(w[0], w[1], len(w), bytes(w[1:]))
"""


def test_a_view_keeps_its_base_and_follows_it_when_it_grows(run_on_board):
    r = run_on_board(KEEPS_BASE)
    assert (r.stdout, r.status) == ("b'xyz'\n97 98 2 b'b'\n", 0), r.stderr
