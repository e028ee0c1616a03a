# sys.version, version_info, hexversion, implementation, modules and path: what a program
# tests of them (the values are wispy's own: sys_values.py)
import sys
x = "main's"
v = sys.version_info
print(v >= (3, 8), v[:1] == (3,), v.major == v[0] == 3, len(v), v.releaselevel in ("alpha", "beta", "candidate", "final"))
print(isinstance(v.minor, int), isinstance(v.serial, int), tuple(v)[:2] == (v.major, v.minor), v > (2, 7), v < (4,))
print(isinstance(sys.version, str), sys.version.startswith("3."), sys.hexversion >> 24 == 3, (sys.hexversion >> 16) & 255 == v.minor)
print(sys.implementation.name in ("cpython", "wispy"), isinstance(sys.implementation.version, tuple))
print(sys.version_info is sys.version_info, sys.implementation is sys.implementation)
print("__main__" in sys.modules, sys.modules[__name__] is sys.modules["__main__"], sys.modules["__main__"].x)
print(isinstance(sys.modules, dict), "sys" in sys.modules or sys.implementation.name == "wispy")
print(isinstance(sys.path, list), all(isinstance(p, str) for p in sys.path), sys.path is sys.path)
sys.path.append("extra")
print(sys.path[-1], sys.path.pop() == "extra")
sys.modules["__main__"].added = 1
print(added)
try:
    v.major = 4
except AttributeError:
    print("read-only")
try:
    v[0] = 4
except TypeError:
    print("TypeError")
