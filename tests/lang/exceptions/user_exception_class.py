class AppError(Exception):
    pass

class NotFound(AppError):
    def __init__(self, key):
        super().__init__("missing: " + str(key))
        self.key = key

try:
    raise AppError("generic", 1)
except Exception as e:
    print(type(e).__name__, e, e.args, repr(e))

def lookup(k):
    raise NotFound(k)

try:
    lookup("x")
except AppError as e:
    print(e.key, e, e.args, isinstance(e, NotFound), isinstance(e, LookupError))

try:
    raise NotFound
except TypeError as e:
    print("TypeError:", e)
