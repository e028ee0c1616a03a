for f in (bin, hex, oct):
    try:
        f(1.5)
    except TypeError as e:
        print(f.__name__, "TypeError:", e)
hex("10")
