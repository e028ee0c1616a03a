print(1, 0, -7, 1234567)
print("hello", 'single', "")
print(True, False, None)
print(0x1F, 0o17, 0b1011, 1_000_000)
