# str(), repr(), f-strings and %-formatting call __repr__/__str__ once per object, as
# CPython does: a side effect in them happens once.
calls = []


class Tag:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        calls.append(self.name)
        return "<" + self.name + ">"

    def __str__(self):
        calls.append("str " + self.name)
        return self.name.upper()


tags = [Tag("a"), Tag("b"), Tag("c")]
print(repr(tags))
print(str(tags[0]), f"{tags[1]}", "%s %r" % (tags[2], tags[2]))
print(calls)
print(len(calls))
