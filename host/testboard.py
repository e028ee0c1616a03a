"""The `board` a test drives (docs/testing.md): one API over two kinds of board. An
`EmulatedBoard` runs the firmware ELF on wispy.emulator in virtual time, which only passes
while the test waits (expect, advance, press, wait_exit), so a test gives the same result
every run; a `PortBoard` is a real micro:bit (or `wispy emulate`) on a serial port, driven
over the serial protocol (host/protocol.py), where timeouts are wall-clock seconds.

A failure is raised as pytest's failure with what the board printed so far and, when the
script died, its traceback with the source lines (as `wispy run` shows it)."""

from __future__ import annotations

import queue
import re
import threading
import time
from pathlib import Path

import pytest

from wispy.watch import TRACEBACK, Console

DEFAULT_TIMEOUT = 10.0  # seconds: virtual on the emulator, wall-clock on a port
SHOWN_LINES = 60  # the output a failure shows: its last lines


def _compile(paths) -> tuple[bytes, dict[str, list[str]]]:
    """Compile script.py and its modules (or read one .wpy); the sources by file name, for
    tracebacks. A compile error fails the test with the compiler's located message and the
    line under it, as `wispy compile` prints it."""
    __tracebackhide__ = True
    from wispy.cli import CliError, _sources_to_image
    from wispy.compiler import CompileError

    paths = [str(p) for p in paths]
    if not paths:
        raise TypeError("run() and flash() need at least one file: the script, then its modules")
    try:
        return _sources_to_image(paths)
    except CliError as error:
        raise FileNotFoundError(str(error)) from None
    except CompileError as error:
        pytest.fail(f"the script does not compile:\n{error.render()}")


def _pattern(pattern) -> re.Pattern:
    if isinstance(pattern, re.Pattern):
        return pattern
    if isinstance(pattern, str):
        return re.compile(pattern)
    raise TypeError(f"expect() takes a regular expression (str or re.Pattern), not {type(pattern).__name__}")


class TestBoard:
    """What both kinds of board do; see docs/testing.md for each method."""

    __test__ = False  # not a test class, whatever pytest's naming rules say
    emulated = False
    unit = "s"  # what a timeout counts

    def __init__(self, timeout: float = DEFAULT_TIMEOUT):
        self.timeout = timeout
        self.console = Console()
        self.sources: dict[str, list[str]] = {}
        self.exit_status: int | None = None  # the script's status once it ended
        self.ended = False
        self.exit_seen = False  # the test waited for the end (wait_exit): it handles it
        self.reported = False  # a failure of the test already shows the board's output

    # ---- output
    @property
    def output(self) -> str:
        """Everything the board printed (both streams, as they came)."""
        return self.console.text

    @property
    def traceback(self) -> str | None:
        """The last traceback the script printed, with its source lines, or None."""
        text = self.console.text
        at = text.rfind(TRACEBACK)
        return None if at < 0 else self._enrich(text[at:])

    def _enrich(self, text: str) -> str:
        from wispy.cli import enrich_traceback

        return enrich_traceback(text, self.sources)

    def report(self) -> str:
        """The output so far, the traceback with source lines, for a failure message."""
        text = self._enrich(self.console.text)
        lines = text.splitlines()
        if len(lines) > SHOWN_LINES:
            text = f"[{len(lines) - SHOWN_LINES} earlier lines not shown]\n" + "\n".join(lines[-SHOWN_LINES:])
        parts = ["---- the board's output so far ----", text.rstrip("\n") or "(nothing)"]
        return "\n".join(parts)

    def _fail(self, message: str):
        __tracebackhide__ = True
        self.reported = True  # the failure holds the output: the report adds no section
        pytest.fail(f"{message}\n{self.report()}", pytrace=True)

    def uncaught(self) -> str | None:
        """A failure message when the script raised and the test did not deal with it: it
        neither waited for the end (wait_exit) nor expected text at or past the traceback."""
        text = self.console.text
        at = text.rfind(TRACEBACK)
        if at < 0 or self.exit_seen or at < self.console.pos:
            return None
        return "the script raised an exception:\n" + self._enrich(text[at:]).rstrip("\n")

    # ---- expect
    def expect(self, pattern, timeout: float | None = None) -> re.Match:
        """Wait until the output (from where the last expect matched) matches `pattern`,
        a regular expression; the match. Fails the test after `timeout` seconds."""
        __tracebackhide__ = True
        regex = _pattern(pattern)
        timeout = self.timeout if timeout is None else timeout
        match = self.console.search(regex)
        if match is None:
            match = self._wait_for(regex, timeout)
        return match

    def expect_exact(self, text: str, timeout: float | None = None) -> re.Match:
        """expect() for a plain text."""
        __tracebackhide__ = True
        if not isinstance(text, str):
            raise TypeError(f"expect_exact() takes a str, not {type(text).__name__}")
        return self.expect(re.compile(re.escape(text)), timeout)

    def _not_found(self, regex: re.Pattern, timeout: float, why: str):
        __tracebackhide__ = True
        self._fail(f"expect({regex.pattern!r}): {why}")

    def wait_exit(self, timeout: float | None = None) -> int | None:
        """Wait until the script ends; its exit status (an uncaught exception gives 1). The
        test has then seen how the script ended, so an exception does not fail it."""
        __tracebackhide__ = True
        self._wait_end(self.timeout if timeout is None else timeout)
        self.exit_seen = True
        return self.exit_status

    # ---- emulator-only by default
    def _emulator_only(self, what: str):
        __tracebackhide__ = True
        pytest.skip(f"board.{what} needs the emulated board (the board on a port is a real one)")

    def press(self, button: str, duration: float = 0.1):
        self._emulator_only("press()")

    def set_pin(self, pin, level):
        self._emulator_only("set_pin()")

    def radio_send(self, message, **settings):
        self._emulator_only("radio_send()")

    @property
    def radio_sent(self) -> list[bytes]:
        self._emulator_only("radio_sent")

    def pin_edges(self, pin):
        self._emulator_only("pin_edges()")

    def notes(self, pin="pin0"):
        self._emulator_only("notes()")

    def set_temperature(self, celsius):
        self._emulator_only("set_temperature()")

    def display_frames(self):
        self._emulator_only("display_frames()")

    def set_accel(self, x, y, z):
        self._emulator_only("set_accel()")

    def gesture(self, name, duration=None):
        self._emulator_only("gesture()")

    def set_heading(self, degrees, duration=0.0):
        self._emulator_only("set_heading()")

    @property
    def display(self) -> str:
        self._emulator_only("display")

    def close(self) -> None:
        pass

    def save_traces(self, folder: Path) -> list[Path]:
        return []


# --------------------------------------------------------------------------- emulated


class DisplayFrame(tuple):
    """(time, text): when the display began to look like this, and how, as five lines of
    five brightness digits ("09090\\n99999\\n...")."""

    __slots__ = ()

    def __new__(cls, time_: float, text: str):
        return super().__new__(cls, (time_, text))

    time = property(lambda self: self[0])
    text = property(lambda self: self[1])


class EmulatedBoard(TestBoard):
    """A fresh emulated board: the firmware ELF on wispy.emulator, in virtual time."""

    emulated = True
    unit = "virtual s"

    def __init__(self, elf, board="microbit-v1", timeout: float = DEFAULT_TIMEOUT):
        from wispy.emulator import Board

        super().__init__(timeout)
        self.machine = Board(elf, board=board)
        self.loaded = False
        self.ran = False  # the CPU has run: a new image needs a reset to start

    @property
    def time(self) -> float:
        """Virtual seconds since power-on."""
        return self.machine.virtual_time

    def _load(self, paths) -> None:
        __tracebackhide__ = True
        image, self.sources = _compile(paths)
        self.machine.load_image(image)
        if self.ran:
            self.machine.request_reset()  # the firmware boots again and runs the new image
        self.loaded = True
        self.ended, self.exit_status, self.exit_seen = False, None, False

    def run(self, *paths) -> None:
        """Compile the script (more files: its modules) and start it; returns at once."""
        __tracebackhide__ = True
        self._load(paths)

    def flash(self, *paths) -> None:
        """The same on the emulator: the image goes into the script region and the board
        resets, so it stays there across machine.reset()."""
        __tracebackhide__ = True
        self._load(paths)

    def _run(self, seconds: float, until=None):
        """Let `seconds` of virtual time pass (less if the script ends or `until()`)."""
        __tracebackhide__ = True
        from wispy.emulator import FirmwareFault

        if not self.loaded:
            raise RuntimeError("board.run(path) first: there is no script on the board")
        self.ran = True
        try:
            result = self.machine.run(
                timeout=max(0.0, seconds),
                on_stdout=lambda data: self.console.feed(0, data),
                on_stderr=lambda data: self.console.feed(1, data),
                until=until,
            )
        except FirmwareFault as fault:
            self._fail(f"the firmware crashed:\n{fault}")
        if result.reason == "done":
            self.ended, self.exit_status = True, result.status
        elif result.reason == "no-program":
            self.ended = True
        return result

    def _wait_for(self, regex: re.Pattern, timeout: float) -> re.Match:
        __tracebackhide__ = True
        start = self.time
        deadline = start + timeout
        if not self.ended:
            result = self._run(
                deadline - start,
                until=lambda: regex.search(self.console.text, self.console.pos) is not None,
            )
            match = self.console.search(regex)
            if match is not None:
                return match
            why = {
                "timeout": f"not seen within {timeout:g} virtual seconds (the board's clock "
                f"went from {start:.3f} s to {self.time:.3f} s)",
                "idle": "the board sleeps with nothing left that could wake it "
                f"(at {self.time:.3f} s)",
            }.get(result.reason)
            if why is not None:
                self._not_found(regex, timeout, why)
        self._not_found(regex, timeout, self._ending())

    def _ending(self) -> str:
        if self.exit_status is None:
            return "there is no runnable script on the board (it reported no program)"
        raised = " by an uncaught exception" if self.uncaught() or self.traceback else ""
        return f"the script ended{raised} (exit status {self.exit_status}) before it appeared"

    def _wait_end(self, timeout: float) -> None:
        __tracebackhide__ = True
        if self.ended:
            return
        start = self.time
        result = self._run(timeout)
        if not self.ended:
            why = ("the board sleeps with nothing left that could wake it"
                   if result.reason == "idle" else f"it ran {self.time - start:g} virtual seconds")
            self._fail(f"wait_exit(): the script did not end ({why})")

    def advance(self, seconds: float) -> None:
        """Let `seconds` of virtual time pass (the script runs; stops early if it ends)."""
        if seconds < 0:
            raise ValueError(f"advance() takes a time to come, not {seconds} s")
        if not self.ended:
            self._run(seconds)

    def write(self, text) -> None:
        """Send text (or bytes) to the board's UART, at the modelled baud rate from now."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        self.machine.uart_input(data)

    def _control(self, op: str, **args):
        """An input from outside (wispy.emulator.control, which `wispy emulate` applies for a
        board on a port too), then the virtual time it asks to wait (the script runs)."""
        from wispy.emulator.control import apply

        result, wait = apply(self.machine, op, args)
        if wait:
            self.advance(wait)
        return result

    def press(self, button: str, duration: float = 0.1) -> None:
        """Press a button now, hold it `duration` seconds, release it, and keep off it
        PRESS_PAUSE seconds: the test waits that long (the script runs meanwhile)."""
        self._control("press", button=button, duration=duration)

    def radio_send(self, message, **settings) -> None:
        """A radio packet from another micro:bit, now, as MicroPython's radio sends it: a
        str with send()'s prefix, bytes as they are; settings as radio.config() names them
        (channel=7, group=0, address, data_rate, power, length)."""
        from wispy.emulator import EmulatorError
        from wispy.emulator.medium import Medium

        if getattr(self, "_medium", None) is None:
            self._medium = Medium()
            self._medium.attach(self.machine)
        try:
            self._medium.inject(message, **settings)
        except (EmulatorError, IndexError) as error:
            raise ValueError(f"radio_send(): {error}") from None

    @property
    def radio_sent(self) -> list[bytes]:
        """The payloads of the packets the board's radio has sent (str ones with their
        01 00 01 prefix), in order."""
        return [packet.payload for packet in self.machine.peripherals["RADIO"].sent]

    def set_pin(self, pin, level) -> None:
        """Drive a pin from outside, now: pin 3, "P0.3" or "pin0"; level 0, 1 or None
        (let it float)."""
        self._control("set_pin", pin=pin, level=level)

    def set_temperature(self, celsius: float) -> None:
        """The die temperature (°C, -40 to 85) microbit.temperature() measures from now."""
        self._control("set_temperature", celsius=celsius)

    def pin_edges(self, pin) -> list[tuple[float, int | None]]:
        """(virtual time, level) of every change of a pin, by the chip or from outside."""
        return [tuple(edge) for edge in self._control("pin_edges", pin=pin)]

    def notes(self, pin="pin0") -> list:
        """music: what a pin played, decoded from its toggles (wispy.emulator.audio.Note:
        start, duration in s, frequency in Hz, 0 for a rest)."""
        from wispy.emulator.audio import decode_notes

        return decode_notes(self.machine.pin_edges(self._gpio(pin)))

    # ---- the accelerometer and compass (wispy.emulator.sensors), from now
    def set_accel(self, x: float, y: float, z: float) -> None:
        """The acceleration the board feels from now on, in mg (lying face up: 0, 0, -1000)."""
        self._control("set_accel", x=x, y=y, z=z)

    def gesture(self, name: str, duration: float | None = None) -> None:
        """Make a gesture now: 'shake' (0.6 s), '3g', '6g', '8g' (0.1 s), or a pose that
        stays ('face up', 'left', 'freefall', ...; with `duration`, one that ends)."""
        self._control("gesture", name=name, duration=duration)

    def set_heading(self, degrees: float, duration: float = 0.0) -> None:
        """Point the board's top edge `degrees` from magnetic north now, or turn there
        steadily over `duration` seconds (the test waits that long)."""
        self._control("set_heading", degrees=degrees, duration=duration)

    def display_frames(self) -> list[DisplayFrame]:
        """Every picture the 5x5 display showed, with when: [(time, "09090\\n...")]."""
        return [DisplayFrame(f.time, f.text) for f in self.machine.display_frames()]

    @property
    def display(self) -> str:
        """What the display shows now, as five lines of five brightness digits."""
        return self._control("display")

    @property
    def heap(self) -> dict:
        """The heap's figures now (bytes): heap_bytes, used_bytes, free, high_water,
        collections, free_after_boot, largest_free."""
        stats = dict(self.machine.heap_stats() or {})
        if stats:
            stats["free"] = stats["heap_bytes"] - stats["used_bytes"]
        return stats

    def save_traces(self, folder: Path) -> list[Path]:
        """The pins as pins.vcd and the display as display.png in `folder`."""
        from wispy.emulator.png import frames_png

        folder.mkdir(parents=True, exist_ok=True)
        vcd, png = folder / "pins.vcd", folder / "display.png"
        self.machine.write_vcd(vcd)
        written = [vcd]
        if "display" in self.machine.config:
            frames_png(self.machine.display_frames(), png)
            written.append(png)
        return written


# --------------------------------------------------------------------------- on a port


class PortLink:
    """One serial port for a whole test session (a worker of pytest-xdist has its own):
    opened and handshaken at first use, and again by each test (HELLO interrupts whatever
    the board runs)."""

    def __init__(self, url: str):
        self.url = url
        self.link = None
        self._control = None  # wispy emulate's control connection (emulator/control.py)
        self._control_tried = False

    def control(self):
        """The emulator's control connection when the port is `wispy emulate`'s TCP one
        (buttons, pins, sensors and the display from the test), else None: a real board."""
        if not self._control_tried:
            from wispy.emulator.control import RemoteControl

            self._control_tried = True
            self._control = RemoteControl.connect(self.url)
        return self._control

    def fresh(self):
        from wispy import protocol as P
        from wispy import remote

        try:
            if self.link is None:
                self.link, info = remote.open_link(self.url)
            else:
                info = self.link.hello()
        except (P.ProtocolError, remote.RemoteError) as error:
            self.close()
            pytest.fail(f"--wispy-port {self.url}: {error}", pytrace=False)
        return self.link, info

    def close(self) -> None:
        if self.link is not None:
            try:
                self.link.port.close()
            except OSError:
                pass
            self.link = None
        if self._control is not None:
            self._control.close()
        self._control, self._control_tried = None, False


class PortBoard(TestBoard):
    """A board on a serial port. `run` sends the image into the board's RAM and runs it
    (RUN_BEGIN/RUN_GO): a thread keeps the protocol going and queues output, and input()
    on the board reads the lines `write` gives. `flash` writes flash and resets: the script
    then runs with no host attached and its output is plain text on the port."""

    unit = "s"

    def __init__(self, port: PortLink, timeout: float = DEFAULT_TIMEOUT):
        super().__init__(timeout)
        self.port = port
        self.link, self.info = port.fresh()
        self.cond = threading.Condition()
        self.lines: queue.Queue = queue.Queue()  # for input() on the board: bytes or None (EOF)
        self.partial = b""
        self.thread: threading.Thread | None = None
        self.stop = threading.Event()
        self.error: BaseException | None = None
        self.raw = False  # flashed: plain text, no frames

    # ---- inputs and the display: on `wispy emulate`'s TCP port, through its control
    # connection; on a real board the test is skipped, saying why
    def _control(self, op: str, what: str, **args):
        __tracebackhide__ = True
        control = self.port.control()
        if control is None:
            self._emulator_only(what)
        return control.call(op, args)

    def press(self, button: str, duration: float = 0.1) -> None:
        self._control("press", "press()", button=button, duration=duration)

    def set_pin(self, pin, level) -> None:
        self._control("set_pin", "set_pin()", pin=pin, level=level)

    def set_temperature(self, celsius: float) -> None:
        self._control("set_temperature", "set_temperature()", celsius=celsius)

    def pin_edges(self, pin) -> list[tuple[float, int | None]]:
        return [tuple(edge) for edge in self._control("pin_edges", "pin_edges()", pin=pin)]

    def set_accel(self, x: float, y: float, z: float) -> None:
        self._control("set_accel", "set_accel()", x=x, y=y, z=z)

    def gesture(self, name: str, duration: float | None = None) -> None:
        self._control("gesture", "gesture()", name=name, duration=duration)

    def set_heading(self, degrees: float, duration: float = 0.0) -> None:
        self._control("set_heading", "set_heading()", degrees=degrees, duration=duration)

    @property
    def display(self) -> str:
        return self._control("display", "display")

    def _output(self, stream: int, data: bytes) -> None:
        with self.cond:
            self.console.feed(stream, data)
            self.cond.notify_all()

    def _input(self, seconds_left) -> bytes | None:
        return self.lines.get()  # blocks until write() gives a line, or close() gives EOF

    def _start(self, work) -> None:
        self._halt()
        self.ended, self.exit_status, self.exit_seen, self.error = False, None, False, None
        self.stop.clear()

        def body():
            try:
                status = work()
            except BaseException as error:  # noqa: BLE001 - reported by the test's thread
                status, self.error = None, error
            with self.cond:
                self.ended, self.exit_status = True, status
                self.cond.notify_all()

        self.thread = threading.Thread(target=body, name=f"wispy board on {self.port.url}", daemon=True)
        self.thread.start()

    def run(self, *paths) -> None:
        """Send the script (more files: its modules) into the board's RAM and start it."""
        __tracebackhide__ = True
        image, self.sources = _compile(paths)
        self.raw = False
        self._start(lambda: self.link.run(image, self._output, on_input=self._input)[0])

    def flash(self, *paths) -> None:
        """Write the script into the board's flash and reset it; the board runs it."""
        __tracebackhide__ = True
        from wispy import protocol as P

        image, self.sources = _compile(paths)
        self._halt()
        try:
            self.link.flash(image)
            self.link.request(P.RESET)
        except P.ProtocolError as error:
            pytest.fail(f"flashing {self.port.url}: {error}", pytrace=False)
        self.raw = True

        def listen():
            while not self.stop.is_set():
                data = self.link.read_text(0.05)
                if data:
                    self._output(0, data)
            return None

        self._start(listen)

    def _wait(self, ready, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        with self.cond:
            while not ready():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self.cond.wait(left)
        return True

    def _check_error(self):
        __tracebackhide__ = True
        if self.error is not None:
            self._fail(f"the link to {self.port.url} failed: {self.error}")

    def _wait_for(self, regex: re.Pattern, timeout: float) -> re.Match:
        __tracebackhide__ = True
        if self.thread is None:
            raise RuntimeError("board.run(path) first: there is no script on the board")
        found = []

        def ready():
            match = self.console.search(regex)
            if match is not None:
                found.append(match)
            return bool(found) or self.ended

        self._wait(ready, timeout)
        if found:
            return found[0]
        self._check_error()
        if self.ended:
            raised = " by an uncaught exception" if self.traceback else ""
            self._not_found(regex, timeout, f"the script ended{raised} (exit status "
                                            f"{self.exit_status}) before it appeared")
        self._not_found(regex, timeout, f"not seen within {timeout:g} s")

    def _wait_end(self, timeout: float) -> None:
        __tracebackhide__ = True
        if self.raw:
            self._fail("wait_exit(): a flashed script's end is not reported (it runs with no "
                       "host attached); use run() to see its exit status")
        if not self._wait(lambda: self.ended, timeout):
            self._fail(f"wait_exit(): the script did not end within {timeout:g} s")
        self._check_error()

    def advance(self, seconds: float) -> None:
        """Wait `seconds` (wall-clock) while the script runs."""
        if seconds < 0:
            raise ValueError(f"advance() takes a time to come, not {seconds} s")
        self._wait(lambda: self.ended and not self.raw, seconds)

    def write(self, text) -> None:
        """Lines for input() on the board (a run), or bytes on the UART (a flashed script)."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        if self.raw:
            self.link.write(data)
            return
        self.partial += data
        *lines, self.partial = self.partial.split(b"\n")
        for line in lines:
            self.lines.put(line.rstrip(b"\r"))

    @property
    def heap(self) -> dict:
        """The heap's figures (bytes) between programs: heap_bytes, free, free_after_boot."""
        __tracebackhide__ = True
        if self.thread is not None and not self.ended:
            self._fail("board.heap on a port is read between programs: wait_exit() first")
        self._check_error()
        info = self.link.info()
        return {"heap_bytes": info.heap_bytes, "free": info.heap_free,
                "free_after_boot": info.free_after_boot}

    def _halt(self) -> None:
        """Stop what runs: EOF to a waiting input(), Ctrl-C to the program, end the listener."""
        thread = self.thread
        if thread is None or not thread.is_alive():
            return
        self.stop.set()
        self.lines.put(None)
        deadline = time.monotonic() + 10
        while thread.is_alive() and time.monotonic() < deadline:
            if not self.raw:
                self.link.interrupt()
            thread.join(0.3)
        if thread.is_alive():  # the board stopped answering: a fresh link next time
            self.port.close()

    def close(self) -> None:
        self._halt()
