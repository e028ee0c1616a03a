"""asyncio on the emulated board running the real firmware: two tasks, one blinking pin0
every 100 ms and one counting injected button presses, interleave in virtual time; the pin
log shows the blinks on time, every press is counted, and between the tasks the CPU idles
in WFI (virtual time advances on few instructions)."""

from __future__ import annotations

from test_microbit_display import run
from test_microbit_pins import PINS

HZ = 16_000_000

BLINK_AND_COUNT = """\
import asyncio
from time import ticks_ms, ticks_add, ticks_diff
from microbit import pin0, button_a, running_time

presses = []

async def blink():
    at = ticks_ms()
    for i in range(20):
        pin0.write_digital(1 - i % 2)
        at = ticks_add(at, 100)
        await asyncio.sleep_ms(ticks_diff(at, ticks_ms()))

async def count():
    while True:
        n = button_a.get_presses()
        if n:
            presses.append((running_time() // 10, n))
        await asyncio.sleep_ms(50)

async def main():
    counter = asyncio.create_task(count())
    await blink()
    counter.cancel()
    print(presses)

asyncio.run(main())
"""


def test_two_tasks_blink_on_time_count_presses_and_idle(firmware):
    times = (0.25, 0.7, 1.1, 1.55)

    def presses(board):
        for t in times:
            board.press("A", at=t, duration=0.05)

    board, result, out, err = run(firmware, BLINK_AND_COUNT, setup=presses)
    assert result.reason == "done" and err == "", err
    # every press counted once, by the poll after it (every 50 ms), while the pin blinks
    seen = eval(out)
    assert sum(n for _, n in seen) == len(times)
    assert all(0 <= at / 100 - t <= 0.06 for (at, _), t in zip(seen, times)), seen
    # the blinks: 20 edges 100 ms apart (give or take a scheduler step)
    edges = [(c.time, c.level) for c in board.pin_log if c.pin == PINS[0]]
    assert [lv for _, lv in edges] == [1, 0] * 10
    late = [t - edges[0][0] - k * 0.100 for k, (t, _) in enumerate(edges)]
    # no drift; late by a scheduler round (~2-3 ms: the counter may step first), once in a
    # while by a garbage collection too (~8 ms)
    assert all(0 <= d <= 0.015 for d in late), late
    assert sum(late) / len(late) <= 0.005, late
    # idle: over 2 s of virtual time the CPU ran a small part of 32 M cycles' instructions
    # (the first `import asyncio` checks the library image once: ~1.8 M of them)
    assert result.virtual_time >= 2.0
    busy = result.instructions / (result.virtual_time * HZ)
    print(f"{result.instructions} instructions in {result.virtual_time:.3f} s: {busy:.1%} of the cycles")
    assert busy < 0.2, busy
