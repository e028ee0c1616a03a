class Guard:
    def __enter__(self):
        return "guarded"

    def __exit__(self, t, v, tb):
        print("exit saw", t.__name__ if t else None, v)
        return False


def run(fail):
    with Guard() as g:
        print("inside", g)
        if fail:
            raise IndexError("deep")
    return "ok"


print(run(False))
try:
    run(True)
except IndexError as e:
    print("outer caught", e)
