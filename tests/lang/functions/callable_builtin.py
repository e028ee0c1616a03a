def f():
    pass
print(callable(f), callable(lambda: 0), callable(print), callable(len))
print(callable(int), callable(ValueError), callable(1), callable("s"), callable(None))
print(callable([]), callable(callable))
