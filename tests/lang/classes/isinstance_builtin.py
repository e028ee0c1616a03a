class A:
    pass


class B(A):
    pass


print(isinstance(1, int), isinstance(True, int), isinstance("s", str), isinstance(1, str))
print(isinstance(1, (str, int)), isinstance(B(), (int, A)), isinstance(A(), B))
print(issubclass(bool, int), issubclass(B, (int, A)), issubclass(int, object), issubclass(B, object))
print(isinstance(A, type), isinstance(B(), object), type(B()) is B, type(1) is int)
print(type(A).__name__, A.__name__, type(type(1)).__name__)
try:
    isinstance(1, 2)
except TypeError as e:
    print("TypeError:", e)
