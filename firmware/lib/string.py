# string.py - the string module's constants and capwords, in the frozen library
# (docs/language.md, "string, errno"); each text once, the others made from it at import.
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdefABCDEF'
octdigits = digits[:8]
punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
whitespace = ' \t\n\r' + chr(11) + chr(12)  # (\x0b in a qstr: not a C literal's escape)
printable = digits + ascii_letters + punctuation + whitespace


def capwords(string, sep=None):
    # (chr(32): a one-character string in the library would be a qstr that programs' ' ' share)
    return (sep or chr(32)).join(map(str.capitalize, string.split(sep)))
