funcs = []
for i in range(3):
    funcs.append(lambda: i)
print(funcs[0](), funcs[1](), funcs[2]())

def make():
    fs = []
    for j in range(3):
        def f():
            return j * 10
        fs.append(f)
    j = 99
    return fs

a, b, c = make()[0], make()[1], make()[2]
print(a(), b(), c())

captured = []
for k in range(3):
    captured.append(lambda k=k: k)
print(captured[0](), captured[1](), captured[2]())
