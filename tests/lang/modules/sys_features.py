import sys
print(sys.implementation.name in ("cpython", "wispy", "micropython"), isinstance(sys.argv, list))
sys.stdout.write("written\n")
n = sys.stdout.write("abc\n")
print(sys.maxsize >= 2 ** 31 - 1, sys.byteorder)
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.args)
try:
    raise ValueError("shown")
except ValueError as e:
    print(type(e).__name__ + ":", e)
# sys.print_exception is MicroPython's (wispy has it, CPython not): hasattr agrees with dir
print(hasattr(sys, "print_exception") == ("print_exception" in dir(sys)))
