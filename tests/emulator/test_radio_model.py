"""The RADIO model at register level, driven as a driver would drive it (no firmware runs):
two boards' radios on a Medium, one sending what it reads from RAM at PACKETPTR, the other
receiving into RAM; the state machine and its timing; and a receiver whose whitening IV,
CRC or address differs from the sender's gets a CRC error or nothing, as on the chip."""

from __future__ import annotations

import pytest

from wispy.emulator.machine import Board
from wispy.emulator.medium import Medium

RAM = 0x2000_3000  # a part of RAM the tests use as the radios' buffers
US = 16  # cycles per microsecond


def configure(radio, **changes):
    values = {
        "FREQUENCY": 7, "MODE": 0, "TXPOWER": 0, "BASE0": 0x75626974, "PREFIX0": 0, "TXADDRESS": 0,
        "RXADDRESSES": 1, "PCNF0": 8, "PCNF1": 0x0204_0020, "CRCCNF": 2, "CRCINIT": 0xFFFF,
        "CRCPOLY": 0x11021, "DATAWHITEIV": 0x18, "PACKETPTR": RAM,
    }
    values.update(changes)
    for name, value in values.items():
        radio.write(radio._offsets[name], 4, value)


def advance(boards, us: int) -> None:
    """Let `us` microseconds pass on every board (asleep), the sender's events first."""
    target = boards[0].now() + us * US
    for board in boards:
        board.idle_cycles += target - board.now()
        board.peripherals["RADIO"].sync(board.now())


def task(radio, name: str) -> None:
    radio.write(radio._offsets["TASKS_" + name], 4, 1)


@pytest.fixture
def pair(firmware):
    medium = Medium()
    a, b = medium.attach(Board(firmware)), medium.attach(Board(firmware))
    return medium, a, b


def send_and_receive(a, b, payload: bytes, **receiver):
    ra, rb = a.peripherals["RADIO"], b.peripherals["RADIO"]
    configure(ra)
    configure(rb, **receiver)
    a.uc.mem_write(RAM, bytes([len(payload)]) + payload)
    b.uc.mem_write(RAM, bytes(64))
    rb.write(rb._offsets["SHORTS"], 4, 1)  # READY_START
    task(rb, "RXEN")
    advance([a, b], 150)
    assert rb.read_STATE(0) == 3  # RX
    ra.write(ra._offsets["SHORTS"], 4, 1 | 2)  # READY_START, END_DISABLE
    task(ra, "TXEN")
    assert ra.read_STATE(0) == 9  # TXRU
    advance([a, b], 139)
    assert ra.read_STATE(0) == 9  # 140 us of ramp-up
    advance([a, b], 1)
    assert ra.read_STATE(0) == 11 and ra.reg("EVENTS_READY") == 1  # TX at once (READY_START)
    advance([a, b], 8 * (1 + 5 + 1 + len(payload) + 2) + 6)  # preamble, address, LENGTH, payload, CRC; DISABLE
    assert ra.read_STATE(0) == 0 and ra.reg("EVENTS_END") == ra.reg("EVENTS_DISABLED") == 1
    return rb, bytes(b.uc.mem_read(RAM, 1 + len(payload)))


def test_a_packet_goes_from_ram_to_ram(pair):
    _, a, b = pair
    rb, got = send_and_receive(a, b, b"\x01\x00\x01hello")
    assert got == b"\x08\x01\x00\x01hello"
    assert rb.reg("CRCSTATUS") == 1 and rb.reg("EVENTS_END") == rb.reg("EVENTS_ADDRESS") == 1
    assert rb.read_STATE(0) == 2  # back to RXIDLE after END
    assert rb.reg("RXMATCH") == 0 and rb.reg("RSSISAMPLE") == 0  # no ADDRESS_RSSISTART short
    assert rb.received == [(rb.received[0][0], b"\x01\x00\x01hello", True)]


@pytest.mark.parametrize("change", [{"DATAWHITEIV": 0x19}, {"CRCINIT": 0x1234}, {"PCNF1": 0x0004_0020}])
def test_a_receiver_configured_otherwise_gets_a_crc_error(pair, change):
    _, a, b = pair
    rb, _ = send_and_receive(a, b, b"abc", **change)
    assert rb.reg("EVENTS_END") == 1 and rb.reg("CRCSTATUS") == 0


@pytest.mark.parametrize("change", [{"BASE0": 0x75626975}, {"PREFIX0": 1}, {"FREQUENCY": 8}, {"MODE": 1}])
def test_a_receiver_elsewhere_hears_nothing(pair, change):
    _, a, b = pair
    rb, got = send_and_receive(a, b, b"abc", **change)
    assert rb.reg("EVENTS_ADDRESS") == rb.reg("EVENTS_END") == 0 and rb.received == []
    assert got == bytes(4)


def test_the_medium_lookahead_follows_the_radio_state(pair):
    _, a, _ = pair
    ra = a.peripherals["RADIO"]
    now = a.now()
    assert ra.horizon(now) == now + 140 * US + 256  # DISABLED: TXEN's ramp-up first
    configure(ra)
    task(ra, "TXEN")
    assert ra.horizon(now) == now + 140 * US + 256
    advance([a], 140)
    assert ra.read_STATE(0) == 10 and ra.horizon(a.now()) == a.now() + 256  # TXIDLE: START any time


def test_an_injected_packet_reaches_a_board_running_the_radio_module(firmware):
    """Medium.inject: a packet as a MicroPython board would send it, heard by the firmware's
    radio module (its str prefix, group and channel filters)."""
    from wispy.compiler import compile_source

    medium = Medium()
    board = medium.attach(Board(firmware))
    board.load_image(compile_source(
        "import radio\nfrom microbit import sleep\nradio.config(group=5)\nradio.on()\nsleep(300)\n"
        "print(radio.receive(), radio.receive_bytes(), radio.receive())\n", "t.py"))
    medium.inject("hello", at=0.1, group=5)
    medium.inject("not for us", at=0.12, group=6)
    medium.inject(b"\x07\x08", at=0.14, group=5)
    medium.inject("other channel", at=0.16, group=5, channel=8)
    out = bytearray()
    assert medium.run(timeout=2, outputs=[(out, out)]) == ["done"]
    assert out.decode().strip() == "hello b'\\x07\\x08' None"
    assert [d.sender for d in medium.log] == [-1] * 4
