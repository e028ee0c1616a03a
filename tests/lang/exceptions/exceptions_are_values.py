errors = [ValueError("a"), TypeError("b"), KeyError("c")]
for e in errors:
    try:
        raise e
    except (ValueError, TypeError) as got:
        print("vt", got is e, got)
    except KeyError as got:
        print("k", got is e, repr(got))
kinds = (ValueError, IndexError)
try:
    raise IndexError("i")
except kinds as e:
    print("tuple in a variable", repr(e))
