class NoInit:
    pass


class Bad:
    def __init__(self):
        return 5


print(type(NoInit()).__name__)
try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)
Bad()
