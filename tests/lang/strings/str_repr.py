print(str(123), str(-5), str(True), str(None), str("s"))
print(repr("hi"), repr(42), repr(None), repr('it\'s'), repr("a\nb"))
print(str(2 ** 80))
print(len(str(10 ** 50)))
