b = b"Hello, World"
print(b[0], b[-1], b[:5], list(b[:3]), bytes(3), bytes([65, 66]), b"ab" + b"cd", b"x" * 3, b"W" in b)
print(b.hex(), b.decode().lower(), b.decode("utf-8") == "Hello, World", len(b))
