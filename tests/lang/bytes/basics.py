b = b'hello'
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], b[:0], b == b'hello', b != b'x', b < b'hellp')
print(b'a' + b'bc', b'ab' * 3, 3 * b'-', b'ell' in b, 104 in b, 120 in b, bytes(3), bytes([65, 66, 67]))
print(list(b'abc'), bytes(b'xy'), bytes('héllo', 'utf-8'), 'héllo'.encode(), b'h\xc3\xa9'.decode())
print(b'', b"it's", b'say "hi"', b'both \' and "', b'\x00\x7f\x80\xff\t\n\r\\')
print(bool(b''), bool(b'x'), b'abc'.hex(), hash(b'ab') == hash(b'a' + b'b'), {b'k': 1}[b'k'])
for x in b'AZ':
    print(x)
