def g():
    try:
        raise ValueError("in gen")
    except ValueError:
        yield 1
        yield 2

it = g()
print(next(it))
try:
    raise
except RuntimeError as e:
    print("RuntimeError", e)

def numbers():
    for i in range(3):
        try:
            if i == 1:
                raise KeyError(i)
            yield i
        except KeyError as e:
            yield "caught " + repr(e)

print(list(numbers()))

def fails():
    yield 1
    raise TypeError("from generator")

try:
    for x in fails():
        print("got", x)
except TypeError as e:
    print("TypeError", e)
