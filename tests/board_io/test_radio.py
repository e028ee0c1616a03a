"""The radio module on emulated boards joined by a Medium, all running the real firmware:
messages exchanged in both directions with none lost on a lossless medium, filtered by
channel, group, address and data rate as on the chip; a lossy medium that loses the same
packets for the same seed; receive_full's RSSI and time; config()'s checks and the other
errors, as MicroPython's micro:bit raises them."""

from __future__ import annotations

from wispy.compiler import compile_source
from wispy.emulator.machine import Board
from wispy.emulator.medium import Medium

PING = """
import radio
from microbit import sleep, running_time
radio.config(group=$GROUP, channel=$CHANNEL)
radio.on()
sleep(50)                                # the others' radios are on by now
replies = 0
for i in range($N):
    radio.send('ping %d' % i)
    deadline = running_time() + 100
    while running_time() < deadline:
        message = radio.receive()
        if message is not None:
            assert message == 'pong %d' % i, message
            replies += 1
            break
print('replies', replies)
"""

PONG = """
import radio
from microbit import running_time
radio.config(group=$GROUP, channel=$CHANNEL)
radio.on()
pings = 0
while pings < $N and running_time() < $LIMIT:
    message = radio.receive()
    if message is not None:
        assert message == 'ping %d' % pings, message
        radio.send('pong %d' % pings)
        pings += 1
print('pings', pings)
"""

LISTEN = """
import radio
from microbit import sleep
radio.config($CONFIG)
radio.on()
sleep($LIMIT)
heard = []
while True:
    packet = radio.receive_bytes()
    if packet is None:
        break
    heard.append(packet)
print('heard', len(heard), heard[:3])
"""


def script(text: str, **values) -> bytes:
    for name, value in values.items():
        text = text.replace("$" + name, str(value))
    return compile_source(text, "radio_test.py")


def run_boards(firmware, medium: Medium, images: list[bytes], timeout: float = 10.0):
    boards = [medium.attach(Board(firmware)) for _ in images]
    for board, image in zip(boards, images):
        board.load_image(image)
    outputs = [(bytearray(), bytearray()) for _ in boards]
    reasons = medium.run(timeout=timeout, outputs=outputs)
    return boards, reasons, [(out.decode(), err.decode()) for out, err in outputs]


def test_two_boards_exchange_100_messages_and_others_hear_none(firmware):
    """50 pings and 50 pongs, each answered: none lost. A third board on another group
    and a fourth on another channel hear none of them (the address and FREQUENCY filters
    of the receiver); a fifth on the same channel and group hears every one."""
    medium = Medium()
    images = [
        script(PING, GROUP=0, CHANNEL=7, N=50),
        script(PONG, GROUP=0, CHANNEL=7, N=50, LIMIT=8000),
        script(LISTEN, CONFIG="group=1, queue=10", LIMIT=3000),
        script(LISTEN, CONFIG="channel=9, queue=10", LIMIT=3000),
        script(LISTEN, CONFIG="queue=110, length=10", LIMIT=3000),
    ]
    boards, reasons, outputs = run_boards(firmware, medium, images)
    assert reasons == ["done"] * 5, (reasons, outputs)
    assert [err for _, err in outputs] == [""] * 5
    assert outputs[0][0].strip() == "replies 50"
    assert outputs[1][0].strip() == "pings 50"
    assert outputs[2][0].strip() == "heard 0 []"
    assert outputs[3][0].strip() == "heard 0 []"
    assert outputs[4][0].strip().startswith("heard 100 [b'\\x01\\x00\\x01ping 0', b'\\x01\\x00\\x01pong 0'")
    # what was on the air: 100 packets, all on channel 7, none lost
    assert len(medium.log) == 100
    assert {d.frequency for d in medium.log} == {7} and all(not d.lost_for for d in medium.log)
    assert [d.payload[3:].decode() for d in medium.log[:4]] == ["ping 0", "pong 0", "ping 1", "pong 1"]
    # at the register level: the receivers on group 1 and channel 9 locked on no packet
    assert boards[2].peripherals["RADIO"].received == []
    assert boards[3].peripherals["RADIO"].received == []
    assert all(good for _, _, good in boards[4].peripherals["RADIO"].received)


SEND_20 = """
import radio
from microbit import sleep
radio.on()
sleep(50)
for i in range(20):
    radio.send_bytes(bytes([i]))
    sleep(5)
"""

COUNT = """
import radio
from microbit import sleep
radio.config(queue=30)
radio.on()
sleep(400)
got = []
while True:
    packet = radio.receive_bytes()
    if packet is None:
        break
    got.append(packet[0])
print(got)
"""


def test_a_lossy_medium_loses_the_same_packets_for_the_same_seed(firmware):
    runs = []
    for seed in (1, 1, 2):
        medium = Medium(loss=0.3, seed=seed)
        _, reasons, outputs = run_boards(firmware, medium, [compile_source(SEND_20, "s.py"), compile_source(COUNT, "c.py")])
        assert reasons == ["done", "done"] and outputs[1][1] == ""
        got = eval(outputs[1][0])
        lost = [i for i, d in enumerate(medium.log) if d.lost_for]
        assert got == [i for i in range(20) if i not in lost]  # lost exactly those the log says
        runs.append(got)
    assert runs[0] == runs[1]  # the same seed, the same losses
    assert runs[0] != runs[2]
    assert 8 <= len(runs[0]) < 20


FULL = """
import radio, time
from microbit import sleep
radio.config(power=$POWER, data_rate=$RATE, address=0xDEADBEEF, queue=5)
radio.on()
sleep(30)
if $SENDS:
    radio.send_bytes(b'x' * 40)          # cut to length (32)
    radio.send('')                       # the prefix alone
    radio.send_bytes(b'no prefix')
    radio.send('h\\u00e9llo')
    sleep(10)
else:
    sleep(100)
    full = radio.receive_full()
    print(len(full[0]), full[1], 0 < time.ticks_diff(time.ticks_us(), full[2]) < 200000)
    print(repr(radio.receive()))
    try:
        radio.receive()
    except ValueError as e:
        print('ValueError', e)
    buf = bytearray(3)
    print(radio.receive_bytes_into(buf), buf, radio.receive_bytes_into(buf))
"""


def test_receive_full_rssi_time_and_the_str_prefix(firmware):
    images = [
        script(FULL, POWER=7, RATE="radio.RATE_2MBIT", SENDS=True),
        script(FULL, POWER=0, RATE="radio.RATE_2MBIT", SENDS=False),
    ]
    _, reasons, outputs = run_boards(firmware, Medium(path_loss_db=60), images)
    assert reasons == ["done", "done"] and outputs[1][1] == "", outputs
    assert outputs[1][0].splitlines() == [
        "32 -56 True",  # power 7 = +4 dBm, 60 dB of path loss
        "''",
        "ValueError received packet is not a string",
        "9 bytearray(b'\\x01\\x00\\x01') None",
    ]


def test_a_receiver_at_another_data_rate_or_address_hears_nothing(firmware):
    for config in ("data_rate=radio.RATE_1MBIT", "address=0x75626975"):
        images = [
            script(FULL, POWER=6, RATE="radio.RATE_2MBIT", SENDS=True),
            script(LISTEN, CONFIG=config, LIMIT=300),
        ]
        _, reasons, outputs = run_boards(firmware, Medium(), images)
        assert outputs[1][0].strip() == "heard 0 []", (config, outputs)


ERRORS = """
import radio
def check(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print('no error')
    except Exception as e:
        print(type(e).__name__, e)
check(radio.send, 'x')
check(radio.receive)
check(radio.config, channel=84)
check(radio.config, length=0)
check(radio.config, queue=255)
check(radio.config, power=-1)
check(radio.config, group=256)
check(radio.config, data_rate=3)
check(radio.config, address=-1)
check(radio.config, speed=1)
check(radio.config, 7)
check(radio.config, channel='7')
check(radio.config, channel=83, group=255, length=251, queue=1, power=0, address=0xFFFFFFFF,
      data_rate=radio.RATE_250KBIT)
radio.reset()
radio.on()
check(radio.send, b'x')
check(radio.send_bytes, 'x')
check(radio.receive_bytes_into, b'xx')
print(radio.receive(), radio.receive_bytes(), radio.receive_full())
radio.config(channel=12)          # while on: applied at once
radio.off()
check(radio.receive_bytes)
print(radio.RATE_1MBIT, radio.RATE_2MBIT, radio.RATE_250KBIT)
"""


def test_errors_as_micropython_raises_them(run_on_board):
    run = run_on_board(ERRORS)
    assert run.stderr == ""
    assert run.stdout.splitlines() == [
        "ValueError radio is not enabled",
        "ValueError radio is not enabled",
        "ValueError value out of range for argument 'channel'",
        "ValueError value out of range for argument 'length'",
        "ValueError value out of range for argument 'queue'",
        "ValueError value out of range for argument 'power'",
        "ValueError value out of range for argument 'group'",
        "ValueError value out of range for argument 'data_rate'",
        "ValueError value out of range for argument 'address'",
        "ValueError unknown argument 'speed'",
        "TypeError arguments must be keywords",
        "TypeError 'str' object cannot be interpreted as an integer",
        "no error",
        "TypeError can't send bytes",
        "TypeError can't send str",
        "TypeError can't receive into bytes",
        "None None None",
        "ValueError radio is not enabled",
        "0 1 2",
    ]
