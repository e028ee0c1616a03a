import lib
print(sorted(k for k in ['x', 'f']), lib.x, lib.f(), lib.g(2))
try:
    lib.missing
except AttributeError as e:
    print('AttributeError', e)
try:
    from lib import nothing
except ImportError:
    print('ImportError')
try:
    import not_a_module_anywhere
except ImportError as e:
    print('ImportError', e)
