# int() refusals and their messages
cases = [("",), (" ",), ("1.5",), ("1__0",), ("_1",), ("1_",), ("0x",), ("12", 2), ("08", 0),
         ("0x1", 10), ("1", 1), ("1", 37), ("1", -1), ("+-1",), ("--1",), ("1 2",), ("0b2", 0), ("abc",),
         (1.5, 10), (None,), ([],), ("5", "10")]
for a in cases:
    try:
        print(repr(a), int(*a))
    except (ValueError, TypeError) as e:
        print(repr(a), type(e).__name__, e)
for v in [float("inf"), float("-inf"), float("nan")]:
    try:
        int(v)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
