# async for, await and async with on objects with __aiter__/__anext__, __await__ and
# __aenter__/__aexit__, the coroutine driven by hand with send()
class AIter:
    def __init__(self): self.i = 0
    def __aiter__(self): print("aiter"); return self
    async def __anext__(self):
        self.i += 1
        if self.i > 3: raise StopAsyncIteration
        return self.i
class Awaitable:
    def __await__(self):
        print("await start")
        x = yield "yielded"
        print("got", x)
        return 42
class ACM:
    async def __aenter__(self): print("aenter"); return "cm"
    async def __aexit__(self, a, b, c): print("aexit", a.__name__ if a else None); return True
async def f():
    async for x in AIter():
        print("x", x)
    r = await Awaitable()
    print("r", r)
    async with ACM() as v:
        print("in", v)
        raise ValueError
    async with ACM() as v:
        return "ret"
c = f()
print(type(c).__name__ in ("coroutine", "generator"))
try:
    print(c.send(None))
    print(c.send("sent"))
except StopIteration as e:
    print("stop", e.value)
async def g(): return 5
co = g()
try: co.send(None)
except StopIteration as e: print("g", e.value)
async def h():
    for i in range(2):
        async with ACM():
            break
    return i
try: h().send(None)
except StopIteration as e: print("h", e.value)
