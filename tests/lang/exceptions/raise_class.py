try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args, str(e) == "")

try:
    raise KeyError
except LookupError as e:
    print(type(e).__name__)

raise RuntimeError
