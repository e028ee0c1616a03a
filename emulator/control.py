"""What a test does to an emulated board from outside (press a button, drive a pin, tilt it,
read its display), defined once for both places a test meets one: the pytest plugin's
in-process board applies these to its machine, and `wispy emulate` applies them for a
client on its control connection, so that the same test presses buttons through
`--wispy-port socket://...` as on an in-process board.

The control connection is a second TCP connection to `wispy emulate`'s serial port (which
holds one serial client): its first bytes are CONTROL_HELLO, the emulator answers
CONTROL_READY, and from then on each request is one JSON line, {"op": "press", "args":
{"button": "A", "duration": 0.1}}, answered by one JSON line, {"ok": result} or {"error":
"a sentence"}, once the op's wait (virtual seconds: a press's hold and pause) has passed on
the board. A real board has no such connection: the test is skipped, saying why."""

from __future__ import annotations

from wispy.emulator.errors import EmulatorError

CONTROL_HELLO = b"wispy-control\n"
CONTROL_READY = b"wispy-control ready\n"
PRESS_PAUSE = 0.05  # seconds a press leaves the button up afterwards (the firmware counts a
#                     press only after 10 ms up: contact bounce), so presses in a row count


class ControlError(ValueError):
    """A control request the board cannot do (no such button, pin, op), as a sentence."""


def _finite(**values) -> None:
    import math

    for name, value in values.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ControlError(f"{name} is a finite number, not {value!r}")


def _gpio(machine, pin) -> int:
    from wispy.board_options import resolve_pin

    if isinstance(pin, bool) or not isinstance(pin, (int, str)):
        raise ControlError(f"a pin is a number or a name ('P0.3', 'pin0'), not {pin!r}")
    return pin if isinstance(pin, int) else resolve_pin(pin, machine.config)


def press(machine, button: str, duration: float = 0.1):
    """Press a button now, hold it `duration` seconds, release it: the caller waits that
    long and PRESS_PAUSE more (the script runs meanwhile)."""
    _finite(duration=duration)
    if duration <= 0:
        raise ControlError(f"a press lasts more than 0 s (got {duration!r})")
    machine.press(str(button).upper(), duration=duration)
    return None, duration + PRESS_PAUSE


def set_pin(machine, pin, level):
    """Drive a pin from outside, now: 3, "P0.3" or "pin0"; level 0, 1 or None (floating)."""
    if level not in (0, 1, None, True, False):
        raise ControlError(f"a pin's level is 0, 1 or None (floating), not {level!r}")
    machine.set_pin(_gpio(machine, pin), None if level is None else int(level))
    return None, 0.0


def set_temperature(machine, celsius: float):
    """The die temperature (°C, -40 to 85) microbit.temperature() measures from now."""
    _finite(celsius=celsius)
    machine.set_temperature(celsius)
    return None, 0.0


def set_accel(machine, x: float, y: float, z: float):
    """The acceleration the board feels from now on, in mg (face up: 0, 0, -1000)."""
    _finite(x=x, y=y, z=z)
    machine.set_accel(x, y, z)
    return None, 0.0


def gesture(machine, name: str, duration: float | None = None):
    """A gesture now: 'shake', '3g'... (a while), or a pose that stays ('face up', 'left')."""
    if duration is not None:
        _finite(duration=duration)
    machine.gesture(name, duration=duration)
    return None, 0.0


def set_heading(machine, degrees: float, duration: float = 0.0):
    """Point the top edge `degrees` from magnetic north now, or turn there over `duration`
    seconds (the caller waits that long)."""
    _finite(degrees=degrees, duration=duration)
    machine.set_heading(degrees, duration=duration)
    return None, duration


def display(machine):
    """What the 5x5 display shows now, as five lines of five brightness digits."""
    frames = machine.display_frames()
    return (frames[-1].text if frames else "\n".join(["00000"] * 5)), 0.0


def pin_edges(machine, pin):
    """[virtual time, level] of every change of a pin, by the chip or from outside."""
    return [[c.time, c.level] for c in machine.pin_edges(_gpio(machine, pin))], 0.0


def virtual_time(machine):
    """Virtual seconds since power-on."""
    return machine.virtual_time, 0.0


OPS = {f.__name__: f for f in (press, set_pin, set_temperature, set_accel, gesture, set_heading,
                               display, pin_edges, virtual_time)}


def apply(machine, op: str, args: dict):
    """Do `op` with keyword `args` on the machine: (its result, virtual seconds the caller
    waits before going on). ControlError with a sentence for anything the board refuses."""
    if op not in OPS:
        raise ControlError(f"there is no control op {op!r} (the ops: {', '.join(OPS)})")
    if not isinstance(args, dict):
        raise ControlError(f"a control op's arguments are an object of names, not {args!r}")
    try:
        return OPS[op](machine, **args)
    except TypeError as error:  # a missing or unknown argument name, a wrong type
        raise ControlError(f"{op}(): {error}") from None
    except (EmulatorError, ValueError, ArithmeticError) as error:
        raise ControlError(str(error)) from None


class RemoteControl:
    """The client's end of a control connection to `wispy emulate` (the pytest plugin's board
    on `--wispy-port socket://...`): connect() gives None where no emulator answers so (a
    real board, a pty, an older emulator)."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    @classmethod
    def connect(cls, url: str, timeout: float = 5.0) -> RemoteControl | None:
        import re
        import socket
        import time

        m = re.fullmatch(r"socket://([^:/]+):(\d+)/?", url)
        if not m:
            return None
        try:
            sock = socket.create_connection((m.group(1), int(m.group(2))), timeout=timeout)
            sock.sendall(CONTROL_HELLO)
            received, ends = b"", time.monotonic() + timeout
            while CONTROL_READY not in received and time.monotonic() < ends:
                sock.settimeout(max(0.01, ends - time.monotonic()))
                chunk = sock.recv(4096)  # (a busy board's text comes first: skipped)
                if not chunk:
                    break
                received += chunk
        except OSError:
            return None
        if CONTROL_READY not in received:
            sock.close()
            return None
        control = cls(sock)
        control.buffer = received.split(CONTROL_READY, 1)[1]
        return control

    def call(self, op: str, args: dict, timeout: float = 30.0):
        """Do `op` on the board and wait for its answer (after the op's own wait): the result,
        or ControlError with the emulator's sentence."""
        import json
        import time

        self.sock.sendall(json.dumps({"op": op, "args": args}).encode() + b"\n")
        ends = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = ends - time.monotonic()
            if left <= 0:
                raise ControlError(f"{op}(): the emulator did not answer within {timeout:g} s")
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(4096)
            except OSError as error:
                raise ControlError(f"{op}(): the emulator's control connection failed: {error}") from None
            if not chunk:
                raise ControlError(f"{op}(): the emulator closed its control connection")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        answer = json.loads(line)
        if "error" in answer:
            raise ControlError(answer["error"])
        return answer["ok"]

    def close(self) -> None:
        self.sock.close()
