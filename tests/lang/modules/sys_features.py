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
    sys.print_exception(e) if hasattr(sys, "print_exception") else print("ValueError: shown")
