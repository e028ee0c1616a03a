print('before')
try:
    import no_such_module_here
except ImportError as e:
    print(type(e).__name__, e)
try:
    import another_missing_module
except ModuleNotFoundError as e:
    print('ModuleNotFoundError', e)
try:
    from missing_pkg import thing
except ModuleNotFoundError as e:
    print('ModuleNotFoundError', e)
print(issubclass(ModuleNotFoundError, ImportError), ModuleNotFoundError.__name__)
print(isinstance(ModuleNotFoundError('m'), Exception), ModuleNotFoundError('m').args)
try:
    from math import nothing_here
except ImportError as e:
    # CPython adds where it found the module, e.g. "(/usr/lib/…/math.so)": compare the rest.
    print('ImportError', str(e).split(' (')[0])
