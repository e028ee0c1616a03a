print('before')
try:
    import no_such_module_here
except ImportError as e:  # CPython: its subclass ModuleNotFoundError
    print('ImportError', e)
try:
    from math import nothing_here
except ImportError as e:
    # CPython adds where it found the module, e.g. "(/usr/lib/…/math.so)": compare the rest.
    print('ImportError', str(e).split(' (')[0])
