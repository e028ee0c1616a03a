# wispy: timing (tasks' deadlines in virtual time: skipped by the gc-stress runs)
# asyncio.Event and asyncio.Lock: waiters woken by set(), a lock taken in turn (FIFO)
import asyncio


async def waiter(ev, name):
    print(name, 'waits')
    await ev.wait()
    print(name, 'sees it set')
    return name


async def locked(lock, name, d):
    await lock.acquire()
    try:
        print(name, 'has the lock', lock.locked())
        await asyncio.sleep(d)
    finally:
        lock.release()
        print(name, 'released')


async def main():
    ev = asyncio.Event()
    print(ev.is_set())
    ts = [asyncio.create_task(waiter(ev, n)) for n in ('w1', 'w2')]
    await asyncio.sleep(0.01)
    print('setting')
    ev.set()
    print(await asyncio.gather(*ts))
    print(await ev.wait(), ev.is_set())
    ev.clear()
    print(ev.is_set())
    lock = asyncio.Lock()
    print(lock.locked())
    await asyncio.gather(locked(lock, 'x', 0.02), locked(lock, 'y', 0.01), locked(lock, 'z', 0))
    print(lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print('RuntimeError', e)
    await lock.acquire()
    t = asyncio.create_task(locked(lock, 'late', 0))
    await asyncio.sleep(0.01)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('cancelled while queued')
    lock.release()
    print(lock.locked())


asyncio.run(main())
