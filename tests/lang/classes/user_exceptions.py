class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, key):
        super().__init__("missing: " + key)
        self.key = key


try:
    raise NotFound("k1")
except AppError as e:
    print(type(e).__name__, e, e.key, e.args)
try:
    raise AppError("plain", 2)
except Exception as e:
    print(type(e).__name__, e.args)
print(isinstance(NotFound("x"), Exception), issubclass(NotFound, LookupError))


class Deep(NotFound):
    pass


try:
    raise Deep("z")
except NotFound as e:
    print("caught", e.key)
raise NotFound("final")
