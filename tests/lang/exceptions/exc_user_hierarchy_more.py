# user exception classes: hierarchies, __str__ overrides, extra attributes, class and instance raising
class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg, code)
        self.msg, self.code = msg, code

    def __str__(self):
        return f"[{self.code}] {self.msg}"


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(what + " not found", 404)


class Quiet(AppError):
    pass


for exc in [AppError("boom"), NotFound("page"), Quiet("shh", 0)]:
    try:
        raise exc
    except AppError as e:
        print(type(e).__name__, str(e), e.args, repr(e), isinstance(e, NotFound), e.code)
try:
    raise NotFound
except TypeError as e:
    print(type(e).__name__, e)


class Bare(Exception):
    pass


try:
    raise Bare
except Bare as e:
    print(repr(e), e.args, str(e) == "")
print([c.__name__ for c in (NotFound, AppError, Exception, BaseException) if issubclass(NotFound, c)])
