# a module's __getattr__ (PEP 562): called for a missing name only, also by from-import,
# getattr with a default and hasattr; `import builtins` reads the built-in names
import m
print(m.x, m.dynamic, m.other_dynamic)
from m import dynamic as d2
print(d2)
print(getattr(m, "missing", "default"), hasattr(m, "missing"), hasattr(m, "dynamic"))
try:
    m.missing
except AttributeError as e:
    print("AttributeError", e)
try:
    from m import missing
except ImportError as e:
    print("ImportError", type(e).__name__)
import builtins
print(builtins.abs(-3), builtins.len("abc"), builtins.int is int, builtins.ValueError is ValueError)
print(getattr(builtins, "max")(1, 5), hasattr(builtins, "print"), hasattr(builtins, "no_such_builtin"))
print(builtins.__name__)
try:
    builtins.no_such_builtin
except AttributeError as e:
    print("AttributeError", e)
