# a mix of slicing, slice assignment from itself, numeric corner cases and formatting of literals
print([1, 2, 3][-4:10], [1, 2, 3][3:], "abc"[-10:-2])
a = [1, 2, 3, 4, 5]
a[1:4] = a
print(a)
b = [1, 2, 3]
b[::-1] = b
print(b)
c = list(range(5))
c[-2:] = []
print(c)
d = {1: 2}
print(d.get(1, 3), d.pop(1), d)
print(sorted([3, 1, 2]) == [1, 2, 3], list(reversed(sorted("cab"))))
print("a,b,,c".split(",", -5), "x".join([]), " a b ".split(" "))
print(int(" 12 "), float(" 1.5\n"), int("-0"), round(-0.5), round(0.5), round(1.5), round(-1.5))
print(10 % 3, -10 % 3, 10 % -3, -10 % -3, 10.5 % 3, -10.5 % 3, 7 // -2, -7 // 2)
print(2 ** -2, (-2) ** 2, -2 ** 2, 2 ** 3 ** 2, (-8) ** (1 / 3) if False else 0)
print(1e308 * 10, -1e308 * 10, 1e-320, 5e-324 / 2, 2.0 ** 1023 * 2 if False else 0)
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, 1 / 3 * 3 == 1.0, 3 * 0.1, 0.1 * 3)
print(True + 1.5, 1 == True, {True: 1, 1: 2}, [0] * False, "ab" * True)
print(str(1e15), str(1e16), str(1.0e-4), str(1.0e-5), repr(1e-5), 1e100)
print(max(1, 2.0), max(2.0, 2), min(2, 2.0), sum([1, 2.0]), type(sum([1, 2])), 3 / 1, 4 // 2.0)
x = [1, 2]
x.extend(x)
print(x)
y = {"a": 1}
y.update(y)
print(y)
s = {1, 2}
s |= s
print(s)
print([i for i in range(3)][::-1], list(range(10, 0, -3)), list(range(-5)), range(3)[-1])
print("%s" % "%s", "{}".format("{}"), f"{'{}'}", "%%s" % (), "a%sb" % "")
print(divmod(-0.0, 1), -0.0 // 1, 0.0 % -1, -0.0 % 1)
print(int(-2.5), int(2.5), int(-0.9), round(-2.5), round(-3.5), round(2.5001))
