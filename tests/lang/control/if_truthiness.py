values = [0, 1, -1, 0.0, 0.5, "", "0", [], [0], {}, {"k": 0}, None, (), (None,), set(), range(0), range(1)]
for v in values:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
x = 7
if x < 0:
    print("neg")
elif x == 0:
    print("zero")
elif x < 5:
    print("small")
else:
    print("big")
