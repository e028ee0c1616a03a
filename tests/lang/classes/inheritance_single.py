class Animal:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return self.name + " makes a sound"

    def describe(self):
        return "I am " + self.name + ": " + self.speak()


class Dog(Animal):
    def speak(self):
        return self.name + " barks"


class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age

    def speak(self):
        return super().speak() + " softly (" + str(self.age) + ")"


for a in [Animal("generic"), Dog("Rex"), Puppy("Bit", 1)]:
    print(a.describe())
print(isinstance(Puppy("a", 2), Animal), issubclass(Puppy, Dog), issubclass(Dog, Puppy))
