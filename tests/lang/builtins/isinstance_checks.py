print(isinstance(1, int), isinstance(True, int), isinstance(1, bool), isinstance(1.0, int))
print(isinstance("s", str), isinstance(b"s", bytes), isinstance([], list), isinstance((), tuple))
print(isinstance({}, dict), isinstance(set(), set), isinstance(frozenset(), frozenset))
print(isinstance(1, (str, int)), isinstance(1.5, (str, int)), isinstance(None, type(None)))
print(isinstance(3, object), isinstance(int, object), isinstance(int, type))


class Animal:
    pass


class Dog(Animal):
    pass


d = Dog()
print(isinstance(d, Dog), isinstance(d, Animal), isinstance(d, object), isinstance(Animal(), Dog))
print(isinstance(d, (int, (str, Animal))))
print(isinstance(ValueError("x"), Exception), isinstance(KeyError(), LookupError))
