# wispy: timing (tasks' deadlines in virtual time: skipped by the gc-stress runs)
# cancelling tasks: CancelledError raised at the await, caught or not; cancelled(); run()
# cancels what is left when main returns
import asyncio


async def sleeper(name, d):
    try:
        await asyncio.sleep(d)
        print(name, 'woke')
    except asyncio.CancelledError:
        print(name, 'cancelled')
        raise
    finally:
        print(name, 'cleanup')


async def stubborn():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        print('stubborn ignores it')
    return 'kept going'


async def forever():
    try:
        while True:
            await asyncio.sleep(0.01)
    finally:
        print('forever ends')


async def main():
    t = asyncio.create_task(sleeper('s1', 1))
    await asyncio.sleep(0.01)
    print(t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print('awaiting it raised CancelledError')
    print(t.done(), t.cancelled(), t.cancel())
    s = asyncio.create_task(stubborn())
    await asyncio.sleep(0.01)
    s.cancel()
    print(await s, s.cancelled())
    u = asyncio.create_task(sleeper('s2', 0.01))
    await asyncio.sleep(0.03)
    print(u.cancelled())
    early = asyncio.create_task(sleeper('never', 0.01))
    early.cancel()
    await asyncio.sleep(0)
    print(early.cancelled())
    print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))
    asyncio.create_task(forever())
    await asyncio.sleep(0.025)
    print('main returns')


asyncio.run(main())
print('after run')
