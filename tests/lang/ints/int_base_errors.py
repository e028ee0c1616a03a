# int(x, base): the bases CPython takes, prefixes, underscores, and its errors
print(int('777', 8), int('z', 36), int('0x1f', 0), int('0b11', 0), int(' -0o17 ', 0), int('1_0', 10))
print(int('Ff', 16), int('10', 2), int('0', 0), int('00', 0), int('+5'))
cases = [('12', 1), ('12', 37), ('9', 8), ('08', 0), ('0x', 16), ('_1', 10), ('1__0', 10), ('', 10), ('1.5', 10)]
for text, base in cases:
    try:
        print(int(text, base))
    except ValueError as e:
        print(type(e).__name__, e)
for bad in ((5, 10), (1.5, 2), ('5', '10')):
    try:
        print(int(*bad))
    except TypeError as e:
        print(type(e).__name__, e)
