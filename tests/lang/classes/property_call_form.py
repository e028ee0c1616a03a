class Box:
    def __init__(self):
        self._v = 1

    def get_v(self):
        return self._v * 10

    def set_v(self, v):
        self._v = v

    v = property(get_v, set_v)


b = Box()
print(b.v)
b.v = 4
print(b.v)
