"""machine.UART(0) on the emulated micro:bit, through the real firmware: an echo loses no
byte at 115200 baud with the wire's timing modelled both ways (bursts up to what the
128-byte receive ring absorbs, lines for as long as they come; a loss beyond that is counted),
readline waits for its line, and the UART is the console (what the script writes is the
program's output)."""

from __future__ import annotations

from machine_run import run_script

ECHO = """
    import machine, time
    u = machine.UART(0, baudrate=115200, tx=24, rx=25)
    start = time.ticks_ms()
    while time.ticks_diff(time.ticks_ms(), start) < {ms}:
        data = u.read()
        if data:
            u.write(data)
"""


def dropped(board) -> int:
    """Bytes the port's 128-byte receive ring had no room for (port_uart_rx_dropped)."""
    return int.from_bytes(board.uc.mem_read(board.symbol("port_uart_rx_dropped"), 4), "little")


def echo(firmware, chunks, ms: int):
    """Send chunks [(at, bytes)] at 115200 baud, the replies taking their byte time too."""

    def send(board):
        for at, chunk in chunks:
            board.uart_input(chunk, at=at)

    run = run_script(firmware, ECHO.format(ms=ms), setup=send, modelled_tx=True)
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.board.uart.rx_overruns == 0  # the chip's 6-byte FIFO never overflows
    return run


def text(n: int, seed: int = 0) -> bytes:
    return bytes(32 + (i * 7 + seed) % 95 for i in range(n))  # printable, never Ctrl-C


def test_uart_echo_returns_every_byte_of_a_1000_byte_burst_at_115200_baud(firmware):
    # back to back: 1389 cycles a byte, 87 ms in all; each round of the loop falls behind
    # by its own time (~5 byte times), which the receive ring absorbs
    data = text(1000)
    run = echo(firmware, [(0.05, data)], ms=600)
    assert run.stdout.encode("latin-1") == data
    assert dropped(run.board) == 0


def test_uart_echo_keeps_up_with_lines_for_as_long_as_they_come(firmware):
    # 60 lines of 80 bytes (6.9 ms on the wire), one every 15 ms: 4,800 bytes in 0.9 s
    lines = [text(79, k) + b"\n" for k in range(60)]
    run = echo(firmware, [(0.05 + 0.015 * k, line) for k, line in enumerate(lines)], ms=1200)
    assert run.stdout.encode("latin-1") == b"".join(lines)
    assert dropped(run.board) == 0


def test_a_burst_longer_than_the_ring_absorbs_loses_bytes_that_are_counted(firmware):
    # 3,000 bytes back to back outrun an echo loop whose rounds take ~5 byte times: the
    # bytes lost are the ones the port counted, nothing else goes missing
    data = text(3000)
    run = echo(firmware, [(0.05, data)], ms=800)
    echoed = run.stdout.encode("latin-1")
    assert dropped(run.board) > 0
    assert len(echoed) + dropped(run.board) == len(data)


def test_readline_waits_for_the_newline_and_read_never_waits(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        u = machine.UART(0)
        print(u.read(), u.any())
        print(u.readline())
        time.sleep_ms(300)
        print(u.any(), u.read(3), u.read())
        print(u.write(b"raw\\n"), u.write("text\\n"))
        """,
        setup=lambda b: (b.uart_input(b"first line\n", at=0.3), b.uart_input(b"abcdef", at=0.5)),
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == "None 0\nb'first line\\n'\n6 b'abc' b'def'\nraw\ntext\n4 5\n"


def test_the_uart_is_the_console_at_the_rate_set(firmware):
    run = run_script(
        firmware,
        """
        import machine
        print(machine.UART(0))
        u = machine.UART(0, 9600)
        print(u)
        """,
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout == "UART(0, baudrate=115200)\nUART(0, baudrate=9600)\n"
    assert run.board.uart.reg("BAUDRATE") == 0x00275000  # the manual's value for 9600


def test_readline_takes_a_long_line_whole(firmware):
    line = text(150) + b"\n"  # longer than readline's 32-byte chunks
    run = run_script(
        firmware,
        """
        import machine
        u = machine.UART(0)
        got = u.readline()
        print(len(got), got == bytes(32 + (i * 7) % 95 for i in range(150)) + b"\\n")
        """,
        setup=lambda b: b.uart_input(line, at=0.2),
    )
    assert (run.reason, run.status, run.stderr, run.stdout) == ("done", 0, "", "151 True\n")
