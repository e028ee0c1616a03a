class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, name, code=404):
        super().__init__(f"{name} not found")
        self.name = name
        self.code = code


try:
    raise NotFound("page")
except AppError as e:
    print(type(e).__name__, e, e.args, e.name, e.code, isinstance(e, Exception))
try:
    raise AppError
except AppError as e:
    print(repr(e), e.args)
raise NotFound("file", 410)
