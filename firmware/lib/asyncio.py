# asyncio.py - asyncio as MicroPython's uasyncio subset, in the frozen library (docs/language.md,
# "asyncio"): tasks are coroutines (generators underneath) stepped by one scheduler, which idles
# in time.sleep_ms (WFI until the next deadline) when no task is ready. The order tasks run in
# is CPython's event loop's: a task made ready runs in the loop's next round, and one woken by
# its deadline a round later (CPython's timer callback, then the task's wake-up).
#
# What a task's coroutine yields tells the scheduler what it waits for: None, the next round
# (sleep(0), a bare yield in an __await__); a _Wait with a deadline (ticks_ms), that time; a
# _Wait without one, whoever wakes it (an Event, a Lock, a Task it awaits, a cancel()).
from time import ticks_ms, ticks_add, ticks_diff, sleep_ms as _idle


class CancelledError(BaseException):
    pass


class InvalidStateError(Exception):
    pass


TimeoutError = TimeoutError

_ready = []  # tasks to step, in order; a task with _hop set moves to the end once first
_timed = []  # tasks waiting for their deadline (_when), the earliest first
_tasks = []  # every task not done
_cur = None  # the task being stepped


class _Wait:
    def __init__(self, when=None):
        self._when = when

    def __await__(self):
        yield None if self is _SOON else self


_PARK = _Wait()  # until woken
_SOON = _Wait()  # the next round


def _wake(t):
    # t ready again (it waited for something that came, or is cancelled)
    if t._when is not None:
        _timed.remove(t)
        t._when = None
    if not t._done and t is not _cur and t not in _ready:
        _ready.append(t)


class Task:
    def __init__(self, coro):
        self._coro = coro
        self._done = self._hop = False
        self._value = self._exc = self._throw = self._when = None
        self._waiters = []
        _tasks.append(self)
        _ready.append(self)

    def done(self):
        return self._done

    def cancelled(self):
        return self._done and isinstance(self._exc, CancelledError)

    def result(self):
        if not self._done:
            raise InvalidStateError('Result is not set.')
        if self._exc is not None:
            raise self._exc
        return self._value

    def exception(self):
        if not self._done:
            raise InvalidStateError('Exception is not set.')
        if self.cancelled():
            raise self._exc
        return self._exc

    def cancel(self, msg=None):
        if self._done:
            return False
        self._throw = CancelledError() if msg is None else CancelledError(msg)
        _wake(self)
        return True

    def get_coro(self):
        return self._coro

    def __await__(self):
        if not self._done:
            self._waiters.append(_cur)
            try:
                yield _PARK
            finally:
                if _cur in self._waiters:
                    self._waiters.remove(_cur)
        return self.result()

    def _step(self):
        global _cur
        _cur = self
        exc, self._throw = self._throw, None
        try:
            v = self._coro.send(None) if exc is None else self._coro.throw(exc)
        except StopIteration as e:
            self._finish(e.value, None)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as e:
            self._finish(None, e)
        else:
            if self._throw is not None or v is None:  # cancelled by itself, or a bare yield
                _ready.append(self)
            elif type(v) is not _Wait:
                self._throw = RuntimeError('Task got bad yield: %r' % (v,))
                _ready.append(self)
            elif v._when is not None:
                self._when = v._when
                i = 0
                while i < len(_timed) and ticks_diff(_timed[i]._when, v._when) <= 0:
                    i += 1
                _timed.insert(i, self)
        finally:
            _cur = None

    def _finish(self, value, exc):
        self._done = True
        self._value, self._exc = value, exc
        _tasks.remove(self)
        for t in self._waiters:
            _wake(t)
        self._waiters = []


async def _nop():
    pass


_nop = _nop()
_CORO = type(_nop)
_nop.close()


def iscoroutine(obj):
    return type(obj) is _CORO


def create_task(coro):
    if not iscoroutine(coro):
        raise TypeError('a coroutine was expected, got %r' % (coro,))
    return Task(coro)


def ensure_future(obj):
    if isinstance(obj, Task):
        return obj
    if iscoroutine(obj):
        return Task(obj)
    if hasattr(obj, '__await__'):
        return Task(_await(obj))
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _await(obj):
    return await obj


def current_task():
    return _cur


def all_tasks():
    return set(_tasks)


async def _sleep(ms, result):
    await _Wait(ticks_add(ticks_ms(), ms))
    return result


def _ms(delay):
    # seconds to whole milliseconds, rounded up: never woken early
    ms = int(delay * 1000)
    return ms + (ms < delay * 1000)


def sleep(delay, result=None):
    if delay <= 0:
        return _sleep0(result)
    return _sleep(_ms(delay), result)


async def _sleep0(result):
    await _SOON
    return result


def sleep_ms(t, result=None):
    return _sleep(max(0, t), result)


async def wait_for(aw, timeout):
    t = ensure_future(aw)
    if timeout is None:
        return await t
    if timeout > 0 and not t._done:
        t._waiters.append(_cur)  # woken by t's end or by the deadline
        try:
            await _Wait(ticks_add(ticks_ms(), _ms(timeout)))
        except CancelledError:
            t.cancel()
            raise
        finally:
            if _cur in t._waiters:
                t._waiters.remove(_cur)
    if t._done:
        return t.result()
    t.cancel()
    try:
        return await t
    except CancelledError:
        raise TimeoutError from None


async def gather(*aws, return_exceptions=False):
    ts = [ensure_future(a) for a in aws]
    while True:
        for t in ts:
            if t._done and t._exc is not None and not return_exceptions:
                raise t._exc
        if all(t._done for t in ts):
            return [t._value if t._exc is None else t._exc for t in ts]
        for t in ts:
            if not t._done:
                t._waiters.append(_cur)
        try:
            await _PARK
        except CancelledError:
            for t in ts:
                t.cancel()
            raise
        finally:
            for t in ts:
                if _cur in t._waiters:
                    t._waiters.remove(_cur)


class Event:
    def __init__(self):
        self._flag = False
        self._waiters = []

    def is_set(self):
        return self._flag

    def set(self):
        self._flag = True
        for t in self._waiters:
            _wake(t)
        self._waiters = []

    def clear(self):
        self._flag = False

    async def wait(self):
        if not self._flag:
            self._waiters.append(_cur)
            try:
                await _PARK
            finally:
                if _cur in self._waiters:
                    self._waiters.remove(_cur)
        return True


class Lock:
    def __init__(self):
        self._locked = False
        self._waiters = []  # tasks queued for the lock; the first is woken by release()

    def locked(self):
        return self._locked

    async def acquire(self):
        if self._locked or self._waiters:
            me = _cur
            self._waiters.append(me)
            try:
                while self._locked or self._waiters[0] is not me:
                    await _PARK
            except CancelledError:
                self._waiters.remove(me)
                if self._waiters and not self._locked:
                    _wake(self._waiters[0])
                raise
            self._waiters.remove(me)
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        if self._waiters:
            _wake(self._waiters[0])

    async def __aenter__(self):
        await self.acquire()

    async def __aexit__(self, *args):
        self.release()


def _loop(until):
    # step tasks until until() is true: each round, the tasks whose deadline has come are
    # moved to the ready list (they run a round later, as CPython's), then the tasks ready
    # when the round began are stepped; with none ready, the CPU idles to the next deadline
    while not until():
        while _timed and ticks_diff(_timed[0]._when, ticks_ms()) <= 0:
            t = _timed.pop(0)
            t._when = None
            t._hop = True
            _ready.append(t)
        if _ready:
            for t in _ready[:len(_ready)]:
                _ready.remove(t)
                if t._hop:
                    t._hop = False
                    _ready.append(t)
                else:
                    t._step()
        elif _timed:
            _idle(ticks_diff(_timed[0]._when, ticks_ms()))
        else:
            raise RuntimeError('asyncio: every task waits for another, none can run (a deadlock)')


_running = False


def run_until_complete(aw):
    global _running
    if _running:
        raise RuntimeError('This event loop is already running')
    t = ensure_future(aw)
    _running = True
    try:
        _loop(t.done)
    finally:
        _running = False
    return t.result()


def run(main, *, debug=None):
    if _running:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not iscoroutine(main):
        raise ValueError('a coroutine was expected, got %r' % (main,))
    try:
        return run_until_complete(main)
    finally:
        # as CPython's: the tasks left are cancelled and run until they end
        for t in list(_tasks):
            t.cancel()
        _loop(lambda: not _tasks)


class _Loop:
    def create_task(self, coro):
        return create_task(coro)

    def run_until_complete(self, aw):
        return run_until_complete(aw)

    def run_forever(self):
        global _stop
        _stop = False
        _loop(lambda: _stop)

    def stop(self):
        global _stop
        _stop = True

    def close(self):
        pass

    def time(self):
        return ticks_ms() / 1000


_stop = False
_the_loop = _Loop()


def get_event_loop():
    return _the_loop


def new_event_loop():
    return _the_loop
