# dict method errors and their messages
d = {"a": 1}
for f in [lambda: d.pop("x"), lambda: d["x"], lambda: {}.popitem(), lambda: d.get(),
          lambda: d.pop(), lambda: d.setdefault(), lambda: d.update(1), lambda: d.update([1]),
          lambda: d.fromkeys(), lambda: d.keys(1), lambda: d + d, lambda: d < d, lambda: d | [1]]:
    try:
        print(f())
    except (KeyError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(dict.fromkeys("ab"), dict.fromkeys([1, 2], []), {}.fromkeys(range(2), 0))
