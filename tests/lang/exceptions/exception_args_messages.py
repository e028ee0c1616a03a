for exc in [ValueError(), ValueError("one"), ValueError("two", 2), KeyError("k"), IndexError(3), OSError("io")]:
    print(type(exc).__name__, exc.args, repr(str(exc)), repr(exc))
try:
    raise RuntimeError("boom")
except Exception as e:
    print(type(e).__name__, e, e.args)
