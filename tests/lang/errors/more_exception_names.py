# The built-in exception names added for issue 13: CPython's hierarchy, raising and catching
# through a base, their text and repr.
names = [SyntaxError, IndentationError, SystemError, UnicodeError, StopAsyncIteration,
         Warning, UserWarning, DeprecationWarning, RuntimeWarning]
for cls in names:
    print(cls.__name__, issubclass(cls, Exception), issubclass(cls, BaseException))
print(issubclass(IndentationError, SyntaxError), issubclass(UnicodeError, ValueError))
print(issubclass(UserWarning, Warning), issubclass(DeprecationWarning, Warning),
      issubclass(RuntimeWarning, Warning), issubclass(Warning, ValueError))
for cls in names:
    try:
        raise cls('what')
    except Exception as e:
        print(type(e).__name__, e, repr(e), e.args, isinstance(e, cls))
for cls in names[2:]:  # (a SyntaxError's second argument is its location in CPython)
    try:
        raise cls('what', 2)
    except Exception as e:
        print(type(e).__name__, e, repr(e), e.args)
try:
    raise IndentationError('unexpected indent')
except SyntaxError as e:
    print('caught as SyntaxError:', repr(e))
try:
    raise UnicodeError
except ValueError as e:
    print('caught as ValueError:', repr(e), str(e) == '')
try:
    raise UserWarning('careful')
except Warning as w:
    print('caught as Warning:', w)


class MyWarning(UserWarning):
    pass


try:
    raise MyWarning('mine')
except Warning as w:
    print(type(w).__name__, w, isinstance(w, UserWarning), MyWarning.__name__)
try:
    raise SyntaxError
except (TypeError, SyntaxError) as e:
    print('tuple:', type(e).__name__)
