# module features wispy does not have yet (docs/language.md): each is tried
import struct


def struct_error():
    try:
        struct.pack("<B", 256)
    except struct.error:
        return "struct.error"


tries = [struct_error, lambda: str(b"raw", "utf-8")]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
