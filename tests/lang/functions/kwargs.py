def opts(**kw):
    for k in kw:
        print(k, "=", kw[k])
    return len(kw)

print(opts())
print(opts(a=1, b="two", c=[3]))

def mixed(a, b=2, **extra):
    return a, b, extra

print(mixed(1))
print(mixed(1, 3, x=9))
print(mixed(b=5, a=4, y=0))
