# d | e makes a new dict (e's values win); d |= e updates d in place, from any mapping or pairs
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
c = a | b
print(c, a, b, c is a)
print(b | a, {} | {}, a | {}, {} | a)
a |= b
print(a)
a |= [("p", 0), ("x", -1)]
print(a)
a |= {"q": 9}.items()
print(a)
alias = a
a |= {"r": 7}
print(alias is a, alias["r"])
for f in [lambda: a | [("k", 1)], lambda: a | None, lambda: [("k", 1)] | a, lambda: a | {1, 2}]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
try:
    a |= 5
except TypeError as e:
    print("TypeError", e)
try:
    a |= [1, 2]
except TypeError as e:
    print("TypeError", e)
try:
    a |= ["abc"]
except ValueError as e:
    print("ValueError", e)
print(a)
