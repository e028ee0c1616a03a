import sys
n = sys.stdout.write('written\n')
print(n, sys.maxsize == 2 ** 31 - 1 or sys.maxsize == 2 ** 63 - 1, sys.byteorder)
print(type(sys.argv), isinstance(sys.implementation.name, str))
try:
    sys.exit(3)
except SystemExit as e:
    print('SystemExit', e)
try:
    sys.exit()
except SystemExit as e:
    print('SystemExit', repr(e))
