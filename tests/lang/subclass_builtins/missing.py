# dict subclasses with __missing__
class Zero(dict):
    def __missing__(self, key):
        return 0


z = Zero(a=1)
print(z["a"], z["b"], "b" in z, len(z), z.get("c"), z)


class Auto(dict):
    def __missing__(self, key):
        v = self[key] = Auto()
        return v


a = Auto()
a["x"]["y"]["z"] = 1
print(a, a["x"]["y"])


class Counter(dict):
    def __missing__(self, key):
        return 0


c = Counter()
for w in "the cat the hat the end".split():
    c[w] += 1
print(sorted(c.items()))


class Loud(dict):
    def __missing__(self, key):
        raise KeyError("no " + key)


try:
    Loud()["x"]
except KeyError as e:
    print(type(e).__name__, e)
