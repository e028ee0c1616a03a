# await of what is not awaitable: CPython's TypeErrors and RuntimeErrors
def drive(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


async def awaits(x):
    return await x


for bad in (5, 'text', [1], None):
    try:
        drive(awaits(bad))
    except TypeError as e:
        print(e)


def plain_generator():
    yield 1


try:
    drive(awaits(plain_generator()))
except TypeError as e:
    print(e)


class BadAwait:
    def __await__(self):
        return [1, 2]


try:
    drive(awaits(BadAwait()))
except TypeError as e:
    print(e)


async def value():
    return 1


c = value()
drive(awaits(c))
try:
    drive(awaits(c))
except RuntimeError as e:
    print(e)


async def deep(n):
    if n == 0:
        raise KeyError('bottom')
    return await deep(n - 1)


try:
    drive(deep(3))
except KeyError as e:
    print('KeyError', e)


async def thrown():
    try:
        await Pause()
    except ZeroDivisionError:
        return 'handled'


class Pause:
    def __await__(self):
        yield 'paused'


c = thrown()
print(c.send(None))
try:
    c.throw(ZeroDivisionError)
except StopIteration as e:
    print(e.value)
drive(awaits(3.5))
