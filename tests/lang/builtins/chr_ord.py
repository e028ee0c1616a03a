print(ord("A"), ord("a"), ord("0"), ord(" "), ord("\n"))
print(chr(65), chr(97), chr(48), repr(chr(10)))
print(ord("é"), chr(233), ord("€"), chr(8364))
word = "Hello"
print([ord(c) for c in word])
print("".join(chr(ord(c) + 1) for c in "HAL"))
print(chr(0x1F600) == "\U0001F600", len(chr(0x1F600)))
