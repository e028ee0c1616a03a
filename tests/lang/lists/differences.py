# list and tuple methods wispy does not have yet (docs/language.md): each is tried
tries = [
    lambda: (1, 2, 2).count(2),
    lambda: (1, 2, 3).index(3),
    lambda: [5, 6, 7, 6].index(6, 2),
]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
