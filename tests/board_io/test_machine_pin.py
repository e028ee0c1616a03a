"""machine.Pin and time on the emulated micro:bit, through the real firmware: a blink seen
in the VCD at its virtual timestamps, a button counted by an irq handler, handlers run in
the VM between bytecodes (during sleeps and busy loops), an exception in a handler
reported while the program goes on, handlers kept alive by the collector."""

from __future__ import annotations

from itertools import pairwise

from machine_run import run_script
from wispy.emulator.vcd import read_vcd

HZ = 16_000_000
UNITS_PER_S = 10**10  # the VCD's 100 ps timescale


def edges_of(board, tmp_path, wire: str) -> list[tuple[float, str]]:
    """The level changes of one VCD wire between driven levels, in seconds."""
    path = tmp_path / "trace.vcd"
    board.write_vcd(path)
    wave = read_vcd(path.read_text())[wire]
    levels = [(t, v) for t, v in wave if v in "01"]
    return [(t / UNITS_PER_S, v) for (_, v0), (t, v) in pairwise(levels) if v != v0]


BLINK_STEADY = """
    import machine, time
    led = machine.Pin(3, machine.Pin.OUT)
    t = time.ticks_ms()
    for i in range(20):
        led.value(not led.value())
        t = time.ticks_add(t, 500)
        time.sleep_ms(time.ticks_diff(t, time.ticks_ms()))
    print("blink done")
"""


def test_blink_gives_20_edges_at_500_ms_steps_in_the_vcd(firmware, tmp_path):
    run = run_script(firmware, BLINK_STEADY, timeout=15)
    assert (run.reason, run.status, run.stdout, run.stderr) == ("done", 0, "blink done\n", "")
    print(f"blink: {run.virtual_time:.3f} virtual s in {run.wall_time:.3f} s of wall time")
    edges = edges_of(run.board, tmp_path, "P0_3_pin0")
    assert len(edges) == 20
    assert [v for _, v in edges] == ["1", "0"] * 10
    first = edges[0][0]
    for k, (at, _) in enumerate(edges):
        # the period comes from ticks_ms (whole ms) and the sleep wakes at the first RTC
        # tick past its deadline: every edge is within one 1 ms tick of its step
        assert abs(at - first - 0.5 * k) <= 0.001, (k, at - first)


def test_a_plain_sleep_ms_loop_steps_by_500_ms_plus_the_loop_body(firmware, tmp_path):
    run = run_script(
        firmware,
        """
        import machine, time
        led = machine.Pin(3, machine.Pin.OUT)
        for i in range(20):
            led.value(i % 2 == 0)
            time.sleep_ms(500)
        """,
        timeout=15,
    )
    assert (run.reason, run.status) == ("done", 0)
    edges = edges_of(run.board, tmp_path, "P0_3_pin0")
    assert len(edges) == 20
    for (a, _), (b, _) in pairwise(edges):
        # sleep_ms counts from its call in microseconds (RTC ticks of 30.5 us); the body
        # of the loop adds a few hundred microseconds of bytecodes
        assert 0.5 <= b - a < 0.501, b - a


BUTTON_COUNTER = """
    import machine, time
    count = 0
    seen = []
    def pressed(pin):
        global count
        count += 1
        seen.append(pin)
    a = machine.Pin(17, machine.Pin.IN)
    a.irq(pressed, machine.Pin.IRQ_FALLING)
    time.sleep(3)
    print("count", count, seen[0] if seen else None, seen[0] is a if seen else None)
"""


def test_a_button_counter_counts_exactly_the_presses_injected(firmware):
    times = [0.5, 0.9, 1.3, 2.0, 2.05 + 0.1]

    def presses(board):
        for at in times:
            board.press("A", at=at, duration=0.03)

    run = run_script(firmware, BUTTON_COUNTER, setup=presses)
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == f"count {len(times)} Pin(17) True\n"


def test_handlers_run_between_bytecodes_of_a_busy_loop_soon_after_the_edge(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        when = []
        def falling(pin):
            when.append(time.ticks_us())
        machine.Pin(17, machine.Pin.IN).irq(falling, machine.Pin.IRQ_FALLING)
        start = time.ticks_ms()
        n = 0
        while time.ticks_diff(time.ticks_ms(), start) < 1500:
            n += 1
        print(len(when), n > 1000)
        for t in when:
            print(t)
        """,
        setup=lambda b: (b.press("A", at=0.4, duration=0.05), b.press("A", at=1.1, duration=0.05)),
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    lines = run.stdout.split("\n")
    assert lines[0] == "2 True"
    # ticks_us counts from the RTC's start, just after power-on; each handler runs within
    # a millisecond of its edge (the interrupt, the bytecode under way, the call)
    first, second = int(lines[1]), int(lines[2])
    assert 400_000 <= first < 401_000, first
    assert 1_100_000 <= second < 1_101_000, second


def test_both_edges_and_irq_none_turns_the_handler_off(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        edges = []
        p = machine.Pin(17, machine.Pin.IN)
        p.irq(lambda pin: edges.append(pin.value()))
        time.sleep_ms(1000)
        p.irq(None)
        time.sleep_ms(1000)
        print(edges)
        """,
        setup=lambda b: (b.press("A", at=0.3, duration=0.2), b.press("A", at=1.5, duration=0.2)),
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == "[0, 1]\n"  # the press's falling and rising edges, nothing after irq(None)


def test_an_exception_in_a_handler_is_reported_and_the_program_goes_on(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        calls = 0
        def handler(pin):
            global calls
            calls += 1
            if calls == 1:
                raise ValueError("bad press")
        machine.Pin(17, machine.Pin.IN).irq(handler, machine.Pin.IRQ_FALLING)
        time.sleep(2)
        print("still running", calls)
        """,
        setup=lambda b: (b.press("A", at=0.5, duration=0.1), b.press("A", at=1.0, duration=0.1)),
    )
    assert (run.reason, run.status) == ("done", 0)
    assert run.stdout == "still running 2\n"
    # the traceback names where the program was (the sleep) and the handler's line
    assert run.stderr == (
        "Traceback (most recent call last):\n"
        '  File "t.py", line 10, in <module>\n'
        '  File "t.py", line 8, in handler\n'
        "ValueError: bad press\n"
    )


def test_a_handler_only_the_pin_holds_survives_garbage_collection(firmware):
    run = run_script(
        firmware,
        """
        import gc, machine, time
        hits = []
        def install():
            tag = "closure " + str(len(hits))   # made at run time: on the heap
            machine.Pin(17, machine.Pin.IN).irq(lambda pin: hits.append(tag), machine.Pin.IRQ_FALLING)
        install()
        for i in range(200):            # garbage, and collections
            x = [i] * 20
        gc.collect()
        time.sleep(1)
        print(hits)
        """,
        setup=lambda b: b.press("A", at=0.6, duration=0.1),
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == "['closure 0']\n"


def test_handlers_end_with_their_program(firmware):
    # After the script, the firmware serves the serial protocol, which makes the heap
    # afresh for the next program: the pins' interrupts go off with it
    run = run_script(
        firmware,
        """
        import machine
        machine.Pin(17, machine.Pin.IN).irq(lambda pin: print("old handler"))
        machine.Pin(26, machine.Pin.IN).irq(lambda pin: print("old handler"))
        """,
    )
    assert (run.reason, run.status, run.stdout, run.stderr) == ("done", 0, "", "")
    gpiote = run.board.gpiote
    assert gpiote.inten != 0  # armed while the program ran
    pressed_at = run.board.virtual_time + 0.1
    run.board.press("A", at=pressed_at, duration=0.05)
    after = run.board.run(timeout=0.5, on_stdout=lambda d: None, on_stderr=lambda d: None)
    # the press came (time ran on past it), no handler printed, and the board went back to
    # waiting for the host ("input": its request loop, with nothing more to come)
    assert after.virtual_time >= pressed_at + 0.049  # (the release, within float rounding)
    assert after.reason in ("timeout", "idle", "input") and after.stdout == b""
    assert gpiote.inten == 1 << 31  # the IN channels' off; PORT counts button presses from boot
    pending = run.board.symbol("port_pin_irq_pending")
    assert int.from_bytes(run.board.uc.mem_read(pending, 4), "little") == 0


def test_wispy_run_drives_a_machine_script(firmware, tmp_path):
    # the command line end to end: the real firmware, a button press, a pin driven from
    # outside, UART input, and the VCD of what the script drove
    import subprocess
    import sys

    script = tmp_path / "s.py"
    script.write_text(
        "import machine, time\n"
        "led = machine.Pin(3, machine.Pin.OUT)\n"
        "machine.Pin(17, machine.Pin.IN).irq(lambda p: led.value(1 - led.value()), machine.Pin.IRQ_FALLING)\n"
        "time.sleep(1)\n"
        "print(machine.Pin(4, machine.Pin.IN).value(), machine.UART(0).readline())\n"
    )
    vcd = tmp_path / "out.vcd"
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(script), "--firmware", str(firmware),
         "--press", "A@0.3:0.1", "--press", "A@0.6:0.1", "--pin", "P0.4=1@0.1",
         "--uart-input", "line\\n", "--trace-pins", str(vcd)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert r.stdout.replace("\r\n", "\n").endswith("1 b'line\\n'\n")
    wave = read_vcd(vcd.read_text())["P0_3_pin0"]
    assert [v for _, v in wave] == ["z", "0", "1", "0"]  # toggled by each press's handler
    assert 0.3 < wave[2][0] / UNITS_PER_S < 0.301 and 0.6 < wave[3][0] / UNITS_PER_S < 0.601


def test_handlers_hold_up_with_a_collection_at_every_allocation(firmware):
    source = """
        import machine, time
        log = []
        def install(pin, name):
            def handler(p):
                log.append(name + str(p))  # allocates, in the handler
                if len(log) == 2:
                    raise RuntimeError("second")
            machine.Pin(pin, machine.Pin.IN).irq(handler, machine.Pin.IRQ_FALLING)
        install(17, "A")
        install(26, "B")
        junk = [str(i) for i in range(30)]
        time.sleep(1.5)
        print(log)
    """
    presses = [("A", 0.2), ("B", 0.4), ("A", 0.6), ("B", 0.8), ("B", 1.0)]

    def setup(board):
        for button, at in presses:
            board.press(button, at=at, duration=0.05)

    normal = run_script(firmware, source, setup=setup)
    stressed = run_script(firmware, source, setup=setup, gc_stress=True)
    assert normal.stdout == "['APin(17)', 'BPin(26)', 'APin(17)', 'BPin(26)', 'BPin(26)']\n"
    assert normal.stderr.endswith("RuntimeError: second\n")
    assert (stressed.reason, stressed.stdout, stressed.stderr) == (
        normal.reason,
        normal.stdout,
        normal.stderr,
    )
    # the knob took effect: many more collections
    assert (
        stressed.board.heap_stats()["collections"]
        > 10 * normal.board.heap_stats()["collections"] + 10
    )


def test_a_fifth_pin_shares_the_port_event_and_is_still_heard(firmware):
    # four GPIOTE IN channels, then the PORT event (SENSE) for the pins after them
    run = run_script(
        firmware,
        """
        import machine, time
        seen = []
        for n in (0, 1, 2, 4, 5):
            machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_DOWN).irq(lambda p: seen.append(str(p)))
        time.sleep(1)
        print(seen)
        """,
        setup=lambda b: (b.set_pin(5, 1, at=0.2), b.set_pin(5, 0, at=0.4), b.set_pin(1, 1, at=0.6)),
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == "['Pin(5)', 'Pin(5)', 'Pin(1)']\n"
