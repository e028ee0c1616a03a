# the string module: its constants and capwords, as CPython's
import string

print(string.ascii_lowercase)
print(string.ascii_uppercase)
print(string.ascii_letters)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), len(string.punctuation))
print(repr(string.whitespace))
print(repr(string.printable), len(string.printable))
print(all(c.isspace() for c in string.whitespace))
print(sorted(set(string.printable)) == sorted(string.printable))
print(string.capwords('hello   big   world'))
print(string.capwords('  leading and trailing  '))
print(string.capwords('a-b--c', '-'))
print(string.capwords('ALREADY lower'))
print(string.capwords(''))
print([c for c in 'a1!B ' if c in string.ascii_letters + string.digits])
from string import digits, hexdigits
print(int(hexdigits[-1], 16), digits[3])
try:
    string.capwords(5)
except AttributeError as e:
    print('AttributeError', e)
