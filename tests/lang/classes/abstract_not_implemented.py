class Animal:
    def speak(self):
        raise NotImplementedError("subclasses must speak")

    def intro(self):
        return f"I say {self.speak()}"


class Cat(Animal):
    def speak(self):
        return "meow"


print(Cat().intro())
try:
    Animal().intro()
except NotImplementedError as e:
    print("NotImplementedError:", e)
Animal().speak()
