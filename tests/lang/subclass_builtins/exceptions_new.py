# Exception classes with __new__, and subclasses of built-ins raised as values
class MyError(Exception):
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls, *args)

    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code


try:
    raise MyError("boom", 3)
except MyError as e:
    print(type(e).__name__, e, e.code, e.args)


class Tagged(ValueError):
    def __new__(cls, tag):
        self = super().__new__(cls, "tag " + tag)
        self.tag = tag
        return self


try:
    raise Tagged("t1")
except ValueError as e:
    print(type(e).__name__, e.tag, isinstance(e, Tagged))


class Path(list):
    pass


try:
    raise KeyError(Path(["a", "b"]))
except KeyError as e:
    print(type(e).__name__, e.args[0], type(e.args[0]).__name__)
