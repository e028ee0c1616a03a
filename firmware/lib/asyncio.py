# asyncio.py - asyncio as MicroPython's uasyncio subset, in the frozen library (docs/language.md,
# "asyncio"): tasks are coroutines (generators underneath) stepped by one scheduler, which idles
# in time.sleep_ms (WFI until the next deadline) when no task is ready. Tasks run in the order
# of CPython's event loop: a task made ready runs in the loop's next round, one woken by its
# deadline a round later (CPython's timer callback, then the task's wake-up).
#
# What a task's coroutine yields tells the scheduler what it waits for: None, the next round
# (sleep(0), a bare yield in an __await__); a _Wait with a deadline (ticks_ms), that time; a
# _Wait without one (_PARK), whoever wakes it (an Event, a Lock, a Task it awaits, cancel()).
#
# Flash is scarce: every name here is a qstr, so private attributes and locals reuse names the
# firmware has. A Task's: code (its coroutine), final (done), value (its result), errors (the
# exception it ended with), throw (what to raise in it at its next step), time (its deadline
# while it sleeps), step (in _ready: 1; woken by its deadline, to run a round later: 2; else
# 0), items (the tasks awaiting it).
from time import ticks_ms, ticks_add, ticks_diff, sleep_ms as _idle


class CancelledError(BaseException):
    pass


TimeoutError = TimeoutError
_ready = []  # tasks to step, in order
_timed = []  # tasks waiting for their deadline, the earliest first
_tasks = []  # every task not done
_cur = None  # the task being stepped


class _Wait:
    def __init__(self, time=None):
        self.time = time

    def __await__(self):
        # yields once: a tuple's iterator, no generator's frame (each level of generators
        # the scheduler resumes through costs ~400 B of the C stack)
        return iter((None if self is _SOON else self,))


_PARK = _Wait()  # until woken
_SOON = _Wait()  # the next round


def _drop(items, value):
    # items.remove(value) by identity: == of instances looks __eq__ up, item by item
    for index in range(len(items)):
        if items[index] is value:
            return items.pop(index)


def _unwait(items):
    _drop(items, _cur)


def _queue(self, step=1):
    self.step = step
    _ready.append(self)


def _wake(self):
    # ready again: what it waited for came, or it is cancelled
    if self.time is not None:
        _drop(_timed, self)
        self.time = None
    if not self.final and self is not _cur and not self.step:
        _queue(self)


class Task:
    def __init__(self, code):
        self.code = code
        self.final = False
        self.value = self.errors = self.throw = self.time = None
        self.items = []
        _tasks.append(self)
        _queue(self)

    def done(self):
        return self.final

    def cancelled(self):
        return self.final and isinstance(self.errors, CancelledError)

    def result(self):
        if self.errors is not None:
            raise self.errors
        return self.value

    def cancel(self, msg=None):
        if self.final:
            return False
        self.throw = CancelledError() if msg is None else CancelledError(msg)
        _wake(self)
        return True

    def __await__(self):
        if not self.final:
            self.items.append(_cur)
            try:
                yield _PARK
            finally:
                _unwait(self.items)
        return self.result()


def _step(self):
    global _cur
    _cur = self
    value, self.throw = self.throw, None
    try:
        value = self.code.send(None) if value is None else self.code.throw(value)
    except StopIteration as error:
        self.value = error.value
        self.final = True
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as error:
        self.errors = error
        self.final = True
    finally:
        _cur = None
    if self.final:
        _drop(_tasks, self)
        for value in self.items:
            _wake(value)
    elif value is None or self.throw is not None:  # a bare yield, or cancelled by itself
        _queue(self)
    elif type(value) is not _Wait:
        self.throw = RuntimeError('Task got bad yield: %r' % (value,))
        _queue(self)
    elif value.time is not None:
        self.time = value.time
        index = 0
        while index < len(_timed) and ticks_diff(_timed[index].time, value.time) <= 0:
            index += 1
        _timed.insert(index, self)


async def _nop():
    pass


_nop = _nop()
_CORO = type(_nop)
_nop.close()


def create_task(code):
    if type(code) is not _CORO:
        raise TypeError('a coroutine was expected, got %r' % (code,))
    return Task(code)


def _task(value):
    if isinstance(value, Task):
        return value
    return create_task(_await(value) if type(value) is _Wait else value)


async def _await(value):
    # sleep() is a _Wait, not a coroutine (as MicroPython's): made one for a task
    return await value


def current_task():
    return _cur


def sleep(delay):
    # seconds to whole milliseconds, rounded up: never woken early
    return _SOON if delay <= 0 else _Wait(ticks_add(ticks_ms(), -int(-delay * 1000 // 1)))


def sleep_ms(time):
    return _Wait(ticks_add(ticks_ms(), max(0, time)))


async def wait_for(aw, timeout):
    self = _task(aw)
    if timeout is None:
        return await self
    if timeout > 0 and not self.final:
        self.items.append(_cur)  # woken by its end or by the deadline
        try:
            await _Wait(ticks_add(ticks_ms(), -int(-timeout * 1000 // 1)))
        except CancelledError:
            self.cancel()
            raise
        finally:
            _unwait(self.items)
    if self.final:
        return self.result()
    self.cancel()
    try:
        return await self
    except CancelledError:
        raise TimeoutError from None


async def gather(*aws, return_exceptions=False):
    args = [_task(value) for value in aws]
    while True:
        for self in args:
            if self.errors is not None and not return_exceptions:
                raise self.errors
        if all(self.final for self in args):
            return [self.value if self.errors is None else self.errors for self in args]
        for self in args:
            self.items.append(_cur)
        try:
            await _PARK
        except CancelledError:
            for self in args:
                self.cancel()
            raise
        finally:
            for self in args:
                _unwait(self.items)


class Event:
    def __init__(self):
        self.value = False
        self.items = []  # the tasks waiting

    def is_set(self):
        return self.value

    def set(self):
        self.value = True
        for value in self.items:
            _wake(value)

    def clear(self):
        self.value = False

    async def wait(self):
        if not self.value:
            self.items.append(_cur)
            try:
                await _PARK
            finally:
                _unwait(self.items)
        return True


class Lock:
    def __init__(self):
        self.value = False  # locked
        self.items = []  # the tasks queued for it; the first is woken by release()

    def locked(self):
        return self.value

    async def acquire(self):
        if self.value or self.items:
            value = _cur
            self.items.append(value)
            try:
                while self.value or self.items[0] is not value:
                    await _PARK
            except CancelledError:
                _unwait(self.items)
                if self.items and not self.value:
                    _wake(self.items[0])
                raise
            _unwait(self.items)
        self.value = True
        return True

    def release(self):
        if not self.value:
            raise RuntimeError('Lock is not acquired.')
        self.value = False
        if self.items:
            _wake(self.items[0])


def _loop(stop):
    global _ready
    # step tasks until stop(): each round, the tasks whose deadline has come are moved to the
    # ready ones (to run a round later, as CPython's), then the tasks ready when the round
    # began are stepped; with none ready, the CPU idles until the next deadline
    while not stop():
        while _timed and ticks_diff(_timed[0].time, ticks_ms()) <= 0:
            self = _timed.pop(0)
            self.time = None
            _queue(self, 2)
        if _ready:
            values, _ready = _ready, []
            for self in values:
                if self.step == 2:
                    _queue(self)
                else:
                    self.step = 0
                    _step(self)
        elif _timed:
            _idle(ticks_diff(_timed[0].time, ticks_ms()))
        else:
            raise RuntimeError('asyncio: every task waits for another (a deadlock)')


_running = False


def run_until_complete(aw):
    global _running
    if _running:
        raise RuntimeError('This event loop is already running')
    self = _task(aw)
    _running = True
    try:
        _loop(self.done)
    finally:
        _running = False
    return self.result()


def run(main):
    if type(main) is not _CORO:
        raise ValueError('a coroutine was expected, got %r' % (main,))
    try:
        return run_until_complete(main)
    finally:
        # as CPython's: the tasks left are cancelled and run until they end
        for self in list(_tasks):
            self.cancel()
        _loop(lambda: not _tasks)


def run_forever():
    global _running
    _running = True
    try:
        _loop(lambda: not _running)
    finally:
        _running = False


def stop():
    global _running
    _running = False


def close():
    pass


def get_event_loop():
    # this module is the loop: run_until_complete, run_forever, stop, close, create_task
    from sys import modules
    return modules['asyncio']


new_event_loop = get_event_loop
