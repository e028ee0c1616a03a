# module features wispy does not have yet (docs/language.md): each is tried
import struct


tries = [lambda: str(b"raw", "utf-8")]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
