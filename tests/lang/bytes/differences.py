# bytes methods wispy does not have yet (docs/language.md): each is tried
b = b"Hello, World"
tries = [
    lambda: b.find(b"World"),
    lambda: b.split(b", "),
    lambda: b.replace(b"l", b"L"),
    lambda: b.startswith(b"Hell"),
    lambda: bytes.fromhex("4142"),
]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
