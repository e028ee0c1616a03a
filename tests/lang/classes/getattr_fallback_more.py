# __getattr__ runs only for missing attributes; it can raise AttributeError for hasattr
class Proxy:
    def __init__(self, target):
        self.target = target

    def __getattr__(self, name):
        if name.startswith("secret"):
            raise AttributeError(name)
        return getattr(self.target, name)


p = Proxy([3, 1, 2])
p.append(0)
print(p.target, p.count(1), hasattr(p, "secret_x"), hasattr(p, "sort"), p.target is p.__getattr__("target") if False else True)
try:
    p.secret_key
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p.missing
except AttributeError as e:
    print(type(e).__name__, e)


class Defaults:
    a = 1

    def __getattr__(self, name):
        return name * 2


d = Defaults()
print(d.a, d.bc, getattr(d, "xy"), getattr(d, "a"))
