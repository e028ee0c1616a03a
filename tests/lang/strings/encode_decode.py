s = "héllo"
b = s.encode()
print(b, len(s), len(b), b.decode(), s.encode("utf-8") == b, b.decode("utf-8"))
print("abc".encode("ascii"), bytes("xyz", "utf-8"), b"raw".decode("utf-8"))
print(list("€".encode()), bytes([226, 130, 172]).decode())
