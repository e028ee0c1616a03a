def shout(s):
    return s + '!'
