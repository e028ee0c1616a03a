# properties: computed, validated setters, read-only, deleters, on the class itself
class Temp:
    def __init__(self, c):
        self.celsius = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temp(100)
print(t.celsius, t.fahrenheit)
t.celsius = -40
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(type(e).__name__)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(type(e).__name__)
print(type(Temp.celsius).__name__)


class Sub(Temp):
    @property
    def fahrenheit(self):
        return round(super().fahrenheit)


s = Sub(21.3)
print(s.fahrenheit, s.celsius)
