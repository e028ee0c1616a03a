# bytearray slice assignment and deletion, in place (CPython's bytearray_ass_subscript): growing,
# shrinking, extended slices, the value's kinds and the errors
b = bytearray(range(10))
for sl, v in [(slice(0, 3), b"ab"), (slice(2, 2), b"xyz"), (slice(8, 2), b"Q"), (slice(-2, None), []),
              (slice(None, None, 3), None), (slice(None, None, -2), None), (slice(1, 9, 2), (7, 8, 9, 10))]:
    c = bytearray(b)
    try:
        if v is None:
            del c[sl]
        else:
            c[sl] = v
        print(c)
    except Exception as e:
        print(type(e).__name__, e)
c = bytearray(b"abcdef")
c[::2] = b"XYZ"; print(c)
c[::-1] = c; print(c)
c[:] = c + c; print(c)
for bad in [5, "ab", [256], [1.5], b"ab"]:
    try:
        d = bytearray(b"hello"); d[1:3] = bad; print(d)
    except Exception as e: print(type(e).__name__, e)
try: c[::2] = b"a"
except ValueError as e: print(e)
d = bytearray(b"hello"); del d[0]; del d[-1]; print(d)
try: del d[10]
except IndexError as e: print(e)
try: del d["x"]
except TypeError as e: print(e)
try: d["x"] = 1
except TypeError as e: print(e)
try: del b"abc"[0]
except TypeError as e: print(e)
try: b"abc"[0:1] = b"x"
except TypeError as e: print(e)
e = bytearray(b"abc"); e[5:] = b"zz"; print(e); e[-100:1] = b""; print(e)
