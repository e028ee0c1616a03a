# wispy: timing (tasks' deadlines in virtual time: skipped by the gc-stress runs)
# asyncio's errors: run() of what is not a coroutine, create_task() of a non-coroutine, an
# exception out of main raised by run(), a loop's run_until_complete
import asyncio


async def hello(n):
    await asyncio.sleep(0)
    return 'hello %d' % n


for bad in (5, None, hello):
    try:
        asyncio.run(bad)
    except ValueError as e:
        print('ValueError', str(e)[:30])


async def main():
    try:
        asyncio.create_task(42)
    except TypeError as e:
        print('TypeError', e)
    try:
        await asyncio.sleep('soon')
    except TypeError as e:
        print('TypeError', e)
    return await hello(1)


print(asyncio.run(main()))
loop = asyncio.new_event_loop()
print(loop.run_until_complete(hello(2)))
loop.close()


async def fails():
    await asyncio.sleep(0.01)
    raise KeyError('from main')


asyncio.run(fails())
