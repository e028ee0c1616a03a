# async for and async with: every way out of them, their errors, driven by asyncio.run
import asyncio
log = []
class Ticker:
    def __init__(self, n, fail_at=None):
        self.n, self.i, self.fail_at = n, 0, fail_at
    def __aiter__(self):
        return self
    async def __anext__(self):
        await asyncio.sleep(0)
        self.i += 1
        if self.i == self.fail_at:
            raise KeyError(self.i)
        if self.i > self.n:
            raise StopAsyncIteration
        return self.i
class Res:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    async def __aenter__(self):
        log.append("enter " + self.name)
        return self.name.upper()
    async def __aexit__(self, t, v, tb):
        log.append("exit %s %s %r" % (self.name, t.__name__ if t else None, v))
        return self.swallow
async def loops():
    out = []
    async for i in Ticker(3):
        out.append(i)
    else:
        out.append("else")
    async for i in Ticker(5):
        if i == 2:
            continue
        if i == 4:
            break
        out.append(i)
    else:
        out.append("not here")
    for j in range(2):
        async for i in Ticker(2):
            out.append((j, i))
        else:
            break
    async for a, b in PairIter():
        out.append(a + b)
    try:
        async for i in Ticker(5, fail_at=2):
            out.append(i)
    except KeyError as e:
        out.append("KeyError %s" % e)
    return out
class PairIter:
    def __init__(self):
        self.k = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.k += 1
        if self.k > 2:
            raise StopAsyncIteration
        return (self.k, 10 * self.k)
async def withs():
    async with Res("a") as a, Res("b") as b:
        log.append(a + b)
    async with Res("c", swallow=True):
        raise ValueError("swallowed")
    try:
        async with Res("d"):
            raise ValueError("passed on")
    except ValueError as e:
        log.append("caught " + str(e))
    for k in range(3):
        async with Res("loop%d" % k):
            if k == 1:
                break
    return "withs done"
async def early():
    async with Res("e") as e:
        return "returned " + e
async def errors():
    for bad in (5, [1], Ticker):
        try:
            async for x in bad:
                pass
        except TypeError as e:
            print("TypeError", e)
    class NoNext:
        def __aiter__(self):
            return 7
    try:
        async for x in NoNext():
            pass
    except TypeError as e:
        print("TypeError", e)
    for bad in (None, Res, object()):
        try:
            async with bad:
                pass
        except TypeError as e:
            print("TypeError", e)
c = loops()
print(type(c).__name__ in ('coroutine', 'generator'))
print(asyncio.run(c))
print(asyncio.run(withs()))
print(asyncio.run(early()))
print(log)
asyncio.run(errors())
