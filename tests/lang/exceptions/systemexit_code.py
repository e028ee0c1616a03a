# SystemExit.code: the one argument, None without one, the tuple of several; sys.exit's argument
import sys

for args in [(), (0,), (3,), ("bye",), (1, 2), (None,)]:
    e = SystemExit(*args)
    print(args, e.code, e.args)
for arg in [None, 2, "message"]:
    try:
        sys.exit(arg) if arg is not None else sys.exit()
    except SystemExit as e:
        print(type(e).__name__, repr(e.code), e.args)
print(hasattr(ValueError(1), "code"))
