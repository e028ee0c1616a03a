def f():
    raise

try:
    f()
except RuntimeError as e:
    print(e)
raise
