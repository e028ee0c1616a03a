def show_reraise():
    try:
        raise
    except RuntimeError as e:
        return "nothing active: " + str(e)

try:
    raise KeyError("outer")
except KeyError:
    try:
        raise ValueError("inner")
    except ValueError:
        pass
    try:
        raise
    except KeyError as e:
        print("bare raise after nested handler re-raises", repr(e))
print(show_reraise())
