# wispy: timing (tasks' deadlines in virtual time: skipped by the gc-stress runs)
# asyncio tasks: creation order, gather's results in order, exceptions, return_exceptions
import asyncio

log = []


async def worker(name, delays):
    for d in delays:
        log.append(name)
        await asyncio.sleep(d)
    return name.upper()


async def fails(d, exc):
    await asyncio.sleep(d)
    raise exc


async def main():
    a = asyncio.create_task(worker('a', [0.01, 0.03]))
    b = asyncio.create_task(worker('b', [0.02]))
    print(a.done(), b.done())
    print(await asyncio.gather(a, b, worker('c', [0])))
    print(log)
    print(a.done(), a.result(), b.result())
    print(await asyncio.gather())
    try:
        await asyncio.gather(worker('d', [0.05]), fails(0.01, ValueError('early')))
    except ValueError as e:
        print('gather raised', e)
    r = await asyncio.gather(fails(0.01, KeyError('k')), worker('e', [0.01]), return_exceptions=True)
    print([type(x).__name__ for x in r], r[1])
    t = asyncio.create_task(fails(0, IndexError('lost')))
    await asyncio.sleep(0.02)
    print(t.done())
    try:
        t.result()
    except IndexError as e:
        print('result raised', e)
    return 'main done'


print(asyncio.run(main()))
