"""`wispy run --radio TEXT@S[:SETTINGS]` and `--radio-log`: radio messages from other
micro:bits injected at virtual times from the command line, filtered by the board's group
and channel, and the packets it sent listed; bad values refused in one line."""

from __future__ import annotations

import subprocess
import sys

ECHO = """\
import radio
from microbit import sleep
radio.config(group=3)
radio.on()
for i in range(30):
    message = radio.receive()
    if message:
        print('got', message)
        radio.send(message.upper())
    sleep(10)
"""


def wispy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wispy", *args], capture_output=True, text=True,
                          timeout=300, check=False)


def test_radio_messages_from_the_command_line(tmp_path, firmware):
    script = tmp_path / "echo.py"
    script.write_text(ECHO)
    r = wispy("run", str(script), "--firmware", str(firmware), "--radio-log",
              "--radio", "hello@0.1:group=3", "--radio", "other group@0.15",
              "--radio", "other channel@0.2:group=3,channel=8", "--radio", "tab\\tend@0.25:group=3")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["got hello", "got tab\tend"]
    sent = [line for line in r.stderr.splitlines() if line.startswith("radio: ")]
    assert len(sent) == 2 and sent[0].endswith("channel 7: b'\\x01\\x00\\x01HELLO'"), r.stderr
    assert 0.1 < float(sent[0].split()[1]) < 0.13


def test_bad_radio_options_are_refused(tmp_path, firmware):
    script = tmp_path / "echo.py"
    script.write_text(ECHO)
    for value, expect in [("hello", "is not TEXT@SECONDS"), ("hi@1:speed=3", "'speed' is no radio setting"),
                          ("hi@1:group=300", "group is 0 to 255, not 300"), ("hi@x", "is not TEXT@SECONDS"),
                          ("hi@1:channel=z", "channel='z' is not an integer")]:
        r = wispy("run", str(script), "--firmware", str(firmware), "--radio", value)
        assert r.returncode == 2 and expect in r.stderr and "Traceback" not in r.stderr, (value, r.stderr)
