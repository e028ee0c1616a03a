print('before')
try:
    import no_such_module_here
except ImportError as e:  # CPython: its subclass ModuleNotFoundError
    print('ImportError', e)
from math import nothing_here
