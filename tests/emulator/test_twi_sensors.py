"""The TWI model and the MMA8653/MAG3110 models on their own, driven through the TWI's
registers with a stand-in machine whose virtual clock the test sets: byte timing, the
BB_SUSPEND/BB_STOP read sequence, SCL stretched for TXD, ANACK and OVERRUN, the chips'
registers, sample rates, clipping and the field's geometry."""

from __future__ import annotations

import math

from wispy.emulator.motion import Motion
from wispy.emulator.peripherals.mag3110 import Mag3110
from wispy.emulator.peripherals.mma8653 import Mma8653
from wispy.emulator.peripherals.twi import Twi

HZ = 16_000_000
BYTE = 9 * HZ // 100_000  # cycles per byte at 100 kHz


class FakeNvic:
    def set_line(self, irq, level):
        pass


class FakeMachine:
    clock_hz = HZ

    def __init__(self):
        self.cycle = 0
        self.nvic = FakeNvic()
        self.warnings = []

    def now(self):
        return self.cycle

    @property
    def virtual_time(self):
        return self.cycle / HZ

    def reschedule(self):
        pass

    def warn(self, message, key=None):
        self.warnings.append(message)


def bus():
    m = FakeMachine()
    twi = Twi(m, "TWI0", 0x4000_3000, 3)
    motion = Motion()
    twi.attach(Mma8653(m, motion))
    twi.attach(Mag3110(m, motion))
    twi.write(0x500, 4, 5)  # ENABLE
    twi.write(0x524, 4, 0x0198_0000)  # 100 kHz
    return m, twi, motion


def run(m, twi, cycles):
    m.cycle += cycles
    twi.sync(m.cycle)


def ev(twi, offset):
    value = twi.read(offset, 4)
    twi.write(offset, 4, 0)
    return value


def write_bytes(m, twi, address, data, stop=True):
    twi.write(0x588, 4, address)
    twi.write(0x51C, 4, data[0])
    twi.write(0x008, 4, 1)  # STARTTX
    for byte in data[1:]:
        run(m, twi, 2 * BYTE if byte is data[1] else BYTE)
        assert ev(twi, 0x11C) == 1  # TXDSENT
        twi.write(0x51C, 4, byte)
    run(m, twi, BYTE if len(data) > 1 else 2 * BYTE)
    assert ev(twi, 0x11C) == 1
    if stop:
        twi.write(0x014, 4, 1)
        run(m, twi, BYTE)
        assert ev(twi, 0x104) == 1  # STOPPED


def read_bytes(m, twi, address, n):
    """The manual's read: BB_SUSPEND, RESUME after each RXD, BB_STOP before the last."""
    twi.write(0x588, 4, address)
    twi.write(0x200, 4, 2 if n == 1 else 1)
    twi.write(0x000, 4, 1)  # STARTRX
    run(m, twi, BYTE)  # the address
    out = []
    for i in range(n):
        run(m, twi, BYTE)
        assert ev(twi, 0x108) == 1, i  # RXDREADY
        out.append(twi.read(0x518, 4))
        if i == n - 2:
            twi.write(0x200, 4, 2)
        if i < n - 1:
            twi.write(0x020, 4, 1)  # RESUME
    run(m, twi, BYTE)
    assert ev(twi, 0x104) == 1
    return bytes(out)


def test_a_register_read_takes_nine_scl_periods_a_byte():
    m, twi, _ = bus()
    write_bytes(m, twi, 0x1D, [0x0D], stop=False)  # WHO_AM_I, repeated START next
    twi.write(0x588, 4, 0x1D)
    twi.write(0x200, 4, 2)  # BB_STOP: one byte
    twi.write(0x000, 4, 1)
    run(m, twi, 2 * BYTE - 1)
    assert twi.read(0x108, 4) == 0  # not yet: address and data take 18 bit times
    run(m, twi, 1)
    assert twi.read(0x108, 4) == 1 and twi.read(0x518, 4) == 0x5A
    run(m, twi, BYTE)
    assert twi.read(0x104, 4) == 1
    assert [(d, a, b) for _, d, a, b in twi.log] == [("w", 0x1D, b"\x0d"), ("r", 0x1D, b"\x5a")]


def test_tx_waits_for_txd_and_an_unanswered_address_is_anack():
    m, twi, _ = bus()
    twi.write(0x588, 4, 0x1D)
    twi.write(0x51C, 4, 0x2A)
    twi.write(0x008, 4, 1)
    run(m, twi, 2 * BYTE)
    assert ev(twi, 0x11C) == 1
    run(m, twi, 10 * BYTE)  # SCL held: nothing more until TXD is written
    assert twi.read(0x11C, 4) == 0
    twi.write(0x51C, 4, 0x01)
    run(m, twi, BYTE)
    assert ev(twi, 0x11C) == 1
    twi.write(0x588, 4, 0x42)  # nobody there
    twi.write(0x000, 4, 1)
    run(m, twi, BYTE)
    assert twi.read(0x124, 4) == 1 and twi.read(0x4C4, 4) == 2  # ERROR, ANACK
    twi.write(0x4C4, 4, 2)  # write 1 to clear
    assert twi.read(0x4C4, 4) == 0


def test_a_byte_left_in_rxd_is_an_overrun():
    m, twi, _ = bus()
    write_bytes(m, twi, 0x1D, [0x0D], stop=False)
    twi.write(0x588, 4, 0x1D)
    twi.write(0x200, 4, 0)  # no shorts: the TWI reads on
    twi.write(0x000, 4, 1)
    run(m, twi, 3 * BYTE)
    assert twi.read(0x124, 4) == 1 and twi.read(0x4C4, 4) & 1


def test_mma8653_samples_at_its_rate_and_clips_at_its_range():
    m, twi, motion = bus()
    write_bytes(m, twi, 0x1D, [0x2A, 0x21])  # 50 Hz, active
    motion.set_pose(250, -500, 3000)
    data = read_bytes(m, twi, 0x1D, 7)  # before the first sample: nothing new
    assert data[0] & 8 == 0
    m.cycle += HZ // 50
    write_bytes(m, twi, 0x1D, [0x00], stop=False)
    data = read_bytes(m, twi, 0x1D, 7)
    assert data[0] & 8
    counts = [int.from_bytes(data[k : k + 2], "big", signed=True) >> 6 for k in (1, 3, 5)]
    assert counts == [64, -128, 511]  # 3.9 mg a count at 2 g; 3 g clips at 511
    write_bytes(m, twi, 0x1D, [0x00], stop=False)
    assert read_bytes(m, twi, 0x1D, 1)[0] & 8 == 0  # read: no new sample until the next


def test_mag3110_field_turns_with_the_heading():
    m, twi, motion = bus()
    write_bytes(m, twi, 0x0E, [0x10, 0x01])  # 80 Hz, active
    motion.hard_iron = (0.0, 0.0, 0.0)
    for heading in (0, 90, 200):
        motion.heading_deg = heading
        m.cycle += HZ // 40
        write_bytes(m, twi, 0x0E, [0x00], stop=False)
        data = read_bytes(m, twi, 0x0E, 7)
        x, y, z = (int.from_bytes(data[k : k + 2], "big", signed=True) * 100 for k in (1, 3, 5))
        # face up, top edge at `heading`: north is `heading` anticlockwise of +y (x is left)
        h = 50_000 * math.cos(math.radians(65))
        assert abs(y - h * math.cos(math.radians(heading))) < 150
        assert abs(x - h * math.sin(math.radians(heading))) < 150
        assert abs(z - 50_000 * math.sin(math.radians(65))) < 150  # down is +z face up
    write_bytes(m, twi, 0x0E, [0x07], stop=False)
    assert read_bytes(m, twi, 0x0E, 1) == b"\xc4"
