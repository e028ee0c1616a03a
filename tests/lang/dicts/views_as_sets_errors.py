# Set operations of views: values() views are no sets; the other operand must be iterable
d = {"a": 1, "b": [2]}
for f in [lambda: d.values() | {1}, lambda: d.keys() | 5, lambda: 5 & d.keys(), lambda: d.keys() + {1},
          lambda: d.items() | set(), lambda: d.keys() <= [1], lambda: d.keys() < 3, lambda: d.values() - set()]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
d.keys() | None
