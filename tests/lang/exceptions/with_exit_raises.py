class Bad:
    def __enter__(self):
        return "entered"
    def __exit__(self, t, v, tb):
        raise RuntimeError("exit failed")

try:
    with Bad() as b:
        print(b)
except RuntimeError as e:
    print("caught", e)

try:
    with Bad():
        raise ValueError("original")
except RuntimeError as e:
    print("caught", e, "context:", repr(e.__context__))
