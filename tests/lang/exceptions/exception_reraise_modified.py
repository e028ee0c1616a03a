# re-raising: bare raise keeps the exception, raise e the same object, wrapping with extra context
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise ValueError(f"bad number {s!r}") from e


for s in ["12", "x1"]:
    try:
        print(parse(s))
    except ValueError as e:
        print(e, "| cause:", e.__cause__)


def again():
    try:
        {}["missing"]
    except KeyError as e:
        saved = e
        try:
            raise
        except KeyError as inner:
            print(inner is saved, inner.args)
        raise saved


try:
    again()
except KeyError as e:
    print(type(e).__name__, e)
errors = []
for f in [lambda: 1 / 0, lambda: [][1], lambda: int("z")]:
    try:
        f()
    except Exception as e:
        errors.append(e)
print([type(e).__name__ for e in errors], [str(e) for e in errors])
try:
    raise errors[0]
except ZeroDivisionError as e:
    print(e is errors[0])
