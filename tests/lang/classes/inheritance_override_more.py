# method overriding, calling the base explicitly, attributes set by base __init__, isinstance chains
class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"


class Dog(Animal):
    sound = "woof"


class Puppy(Dog):
    def __init__(self, name, age):
        Dog.__init__(self, name)
        self.age = age

    def speak(self):
        return Animal.speak(self) + "!" * self.age


pets = [Animal("x"), Dog("rex"), Puppy("bit", 3)]
for p in pets:
    print(repr(p), p.speak(), isinstance(p, Dog), type(p) is Dog, type(p).__name__)
print(Puppy.sound, Puppy.__name__, issubclass(Puppy, (int, Animal)))
print(Dog.speak is Animal.speak, Puppy.speak is Animal.speak)
try:
    Puppy("x")
except TypeError as e:
    print(type(e).__name__, e)
