# set.remove and set.pop raise KeyError with the element itself (or CPython's message)
s = {1, 2}
for x in [3, "a", (1, 2), None, 2.5]:
    try:
        s.remove(x)
    except KeyError as e:
        print(repr(e), e.args, str(e))
try:
    set().pop()
except KeyError as e:
    print(repr(e), e.args, str(e))
fs = frozenset([1])
print(1 in fs, 2 in fs)
s.remove(9)
