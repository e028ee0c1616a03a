# wispy: timing (tasks' deadlines in virtual time: skipped by the gc-stress runs)
# asyncio.wait_for: the result in time, TimeoutError (the built-in one) after it, the inner
# task cancelled; exceptions of the awaited coroutine pass through
import asyncio


async def slow(d, value):
    try:
        await asyncio.sleep(d)
    except asyncio.CancelledError:
        print('slow', value, 'cancelled')
        raise
    return value


async def broken():
    await asyncio.sleep(0.01)
    raise ValueError('broken')


async def main():
    print(await asyncio.wait_for(slow(0.01, 'fast enough'), 0.1))
    try:
        await asyncio.wait_for(slow(0.2, 'too slow'), 0.02)
    except asyncio.TimeoutError as e:
        print('timeout', type(e).__name__, asyncio.TimeoutError is TimeoutError)
    try:
        await asyncio.wait_for(broken(), 1)
    except ValueError as e:
        print('ValueError', e)
    print(await asyncio.wait_for(slow(0.01, 'no limit'), None))
    try:
        await asyncio.wait_for(slow(0.01, 'zero'), 0)
    except TimeoutError:
        print('timeout at once')
    print(issubclass(TimeoutError, OSError))


asyncio.run(main())
