# A relative import that cannot be resolved compiles, and raises ImportError when it runs,
# as in CPython: in __main__ (no parent package) and past a package's top.
try:
    from . import sibling
except ImportError as e:
    print(type(e).__name__, e)
try:
    from .sibling import name
except ImportError as e:
    print(type(e).__name__, e)
import pkg.inner
print(pkg.inner.seen)
