class P:
    def __init__(self, x, y):
        self.x = x


try:
    P(1)
except TypeError:
    print("TypeError")
P(1, 2, 3)
