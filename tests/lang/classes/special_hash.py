class K:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return self.k * 7

    def __eq__(self, o):
        return self.k == o.k


class E:
    def __eq__(self, o):
        return True


print(hash(K(3)), hash(K(3)) == hash(K(3)))
try:
    hash(E())
except TypeError as e:
    print("TypeError:", e)
