def cleanup():
    raise RuntimeError("cleanup failed")

try:
    [1, 2, 3][10]
except IndexError:
    cleanup()
