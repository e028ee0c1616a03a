# __format__ of a user class: format(), f-strings and str.format call it with the spec
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        text = "%d.%02d" % divmod(self.cents, 100)
        return format(text, spec) if spec else "$" + text
    def __str__(self):
        return "Money(%d)" % self.cents

m = Money(1234)
print(format(m), format(m, ">10"), f"{m}", f"{m:<9}|", "{}|{:^11}".format(m, m))
print(f"{m!s}", f"{m!r:.6}", "{0!s:>12}".format(m))
print(str(m), "%s" % m)

class Plain:
    def __str__(self):
        return "plain"
print(format(Plain()), f"{Plain()}", "{}".format(Plain()))

class Bad:
    def __format__(self, spec):
        return 42
try:
    f"{Bad()}"
except TypeError as e:
    print("TypeError", e)

class Inherit(Money):
    pass
print(f"{Inherit(5):>8}")

# without __format__, a spec is refused (object.__format__), for built-in types too
for v in (Plain(), None, [1], (2,), {3: 4}):
    try:
        print(format(v, ">8"))
    except TypeError as e:
        print("TypeError", e)
print(format(None, ""), f"{[1]}", "{}".format((2,)))
