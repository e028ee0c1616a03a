# bytes methods wispy does not have yet (docs/language.md): each is tried
b = b"Hello, World"
tries = [
    lambda: bytes.fromhex("4142"),
    lambda: b.rsplit(b", "),
    lambda: b.partition(b", "),
]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
