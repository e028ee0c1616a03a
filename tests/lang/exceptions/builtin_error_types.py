def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: 1 / 0)
attempt(lambda: [][0])
attempt(lambda: {}["x"])
attempt(lambda: int("x"))
attempt(lambda: undefined_thing)
attempt(lambda: None.attr)
attempt(lambda: "a" + 1)
attempt(lambda: len(1))
attempt(lambda: next(iter([])))
attempt(lambda: (1).bit_length() if False else 2 ** 10000.0)
attempt(lambda: [1].index(2))
attempt(lambda: float("inf") // 0)
