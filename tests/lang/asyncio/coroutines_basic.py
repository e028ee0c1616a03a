# async def / await without asyncio: coroutines driven by send(), as a scheduler drives them
async def add(a, b):
    return a + b


async def chain(n):
    total = 0
    for i in range(n):
        total += await add(i, 1)
    return total


def drive(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


print(drive(chain(4)))


class Ticket:
    def __init__(self, label):
        self.label = label

    def __await__(self):
        got = yield self.label
        return got * 2


async def uses_ticket():
    a = await Ticket('first')
    b = await Ticket('second')
    return a, b


c = uses_ticket()
print(c.send(None))
print(c.send(5))
try:
    c.send(7)
except StopIteration as e:
    print('returned', e.value)


async def nothing():
    pass


print(drive(nothing()))


async def raiser():
    raise ValueError('inside')


async def catcher():
    try:
        await raiser()
    except ValueError as e:
        return 'caught ' + str(e)
    finally:
        print('finally runs')


print(drive(catcher()))


async def with_default(x=3, *, y=4):
    return x * y


print(drive(with_default()), drive(with_default(2, y=5)))


class K:
    async def method(self, v):
        return v + 1

    @staticmethod
    async def static(v):
        return -v


print(drive(K().method(1)), drive(K.static(2)))
f = lambda: add(2, 3)
print(drive(f()))
