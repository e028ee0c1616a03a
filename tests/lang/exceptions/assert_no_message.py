def f(x):
    assert x == 1
f(1)
print("ok")
f(2)
