# `...` is Ellipsis: a value, printed as Ellipsis, of type ellipsis, true, hashable
x = ...
print(x, repr(...), x is Ellipsis, ... is ..., type(...).__name__, bool(...), ... == Ellipsis, ... != None)
print([1, ..., 3], (..., ...), {...: "e"}[Ellipsis], hash(...) == hash(Ellipsis), str(...), f"{...}", "%s" % (...,))

def stub():
    ...

class Later:
    def method(self):
        ...
    attr = ...

print(stub(), Later().method(), Later.attr, Later.attr is ...)

def uses(default=...):
    return "missing" if default is ... else default

print(uses(), uses(5), uses(None))
class Grid:
    def __getitem__(self, key):
        return key
print(Grid()[...], Grid()[1, ...], Grid()[..., 0])
if ...:
    print("truthy")
while ...:
    break
