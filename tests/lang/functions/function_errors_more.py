def f(a, b=2, *, c):
    return a + b + c


for call in [lambda: f(), lambda: f(1), lambda: f(1, 2, 3, c=4), lambda: f(1, c=1, d=2), lambda: f(1, a=1, c=2)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(f(1, c=3))
(lambda x: x)()
