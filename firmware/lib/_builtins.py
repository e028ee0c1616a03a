# _builtins.py - the rare forms of built-in functions, in Python because they run rarely
# (docs/architecture.md, "The frozen library"): the C built-in hands them over.


def iter(function, sentinel):
    # iter(callable, sentinel): CPython's callable_iterator, here a generator (its type's
    # name is 'generator'); builtin_iter (mod_iter.c) calls this with two arguments
    if not callable(function):
        raise TypeError('iter(v, w): v must be callable')
    return _calls(function, sentinel)


def _calls(function, sentinel):
    while True:
        value = function()
        if value == sentinel:
            return
        yield value
