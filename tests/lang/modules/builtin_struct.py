import struct
print(struct.calcsize('<hHiIbB'), struct.calcsize('>q'), struct.calcsize('<2h4s'), struct.calcsize('<?xd'))
p = struct.pack('<hHi', -2, 65535, 123456789)
print(p, struct.unpack('<hHi', p))
print(struct.pack('>I', 1), struct.pack('<I', 1), struct.pack('!h', -1), struct.pack('<q', -2 ** 40))
print(struct.unpack('>I', b'\x00\x00\x01\x00'), struct.unpack('<Q', b'\xff' * 8), struct.unpack('<b', b'\x80'))
print(struct.pack('<f', 1.5), struct.unpack('<f', struct.pack('<f', 0.1)), struct.pack('>d', -2.5), struct.unpack('<d', struct.pack('<d', 3.25)))
print(struct.pack('<3sc?', b'abcd', b'z', True), struct.unpack('<3sc?', b'xyzw\x01'), struct.pack('<2b', 1, -1))
print(struct.calcsize('@bi'), struct.pack('=bi', 1, 2))
