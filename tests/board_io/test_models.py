"""The GPIOTE, GPIO SENSE and timed UART receive models on their own, driven through their
registers with a stand-in machine whose clock the test sets, plus the VCD writer's timescale
and the display decoder on a hand-made pin log."""

from __future__ import annotations

from wispy.emulator.display import decode_frames
from wispy.emulator.machine import load_board
from wispy.emulator.peripherals import Gpio, Gpiote, PinChange, Uart
from wispy.emulator.vcd import _timescale, read_vcd, vcd_text

HZ = 16_000_000


class FakeNvic:
    def __init__(self):
        self.lines = {}

    def set_line(self, irq, level):
        self.lines[irq] = level


class FakeMachine:
    clock_hz = HZ

    def __init__(self):
        self.cycle = 0
        self.nvic = FakeNvic()
        self.peripherals = {}
        self.warnings = []

    def now(self):
        return self.cycle

    def reschedule(self):
        pass

    def interrupt_requested(self):
        pass

    def warn(self, message, key=None):
        self.warnings.append(message)

    def console_byte(self, byte):
        pass


def gpio_and_gpiote():
    machine = FakeMachine()
    gpio = Gpio(machine, "GPIO", 0x50000000, -1, {"buttons": {"A": {"gpio": 17}}})
    gpiote = Gpiote(machine, "GPIOTE", 0x40006000, 6)
    gpiote.connect(gpio)
    return machine, gpio, gpiote


def test_in_channel_events_follow_polarity():
    machine, gpio, gpiote = gpio_and_gpiote()
    gpiote.write(0x510, 4, 1 | (3 << 8) | (1 << 16))  # channel 0: event, P0.3, LoToHi
    gpiote.write(0x514, 4, 1 | (4 << 8) | (3 << 16))  # channel 1: event, P0.4, Toggle
    gpiote.write(0x304, 4, 0b11)
    gpio.set_input(3, 1)
    assert gpiote.reg("EVENTS_IN", 0) == 1 and machine.nvic.lines[6]
    gpiote.write(0x100, 4, 0)
    assert not machine.nvic.lines[6]
    gpio.set_input(3, 0)  # falling: not asked for
    assert gpiote.reg("EVENTS_IN", 0) == 0
    gpio.set_input(4, 1)
    gpio.set_input(4, 0)
    assert gpiote.reg("EVENTS_IN", 1) == 1


def test_an_event_channel_takes_its_pin_as_an_input():
    _, gpio, gpiote = gpio_and_gpiote()
    gpio.write(0x514, 4, 1 << 5)  # DIR: P0.5 output, driving 0
    gpio.set_input(5, 1)
    assert gpio.level(5) == 0
    gpiote.write(0x510, 4, 1 | (5 << 8) | (3 << 16))
    assert gpio.level(5) == 1  # now an input, seeing the outside level
    assert gpio.read(0x510, 4) >> 5 & 1


def test_port_event_on_rising_detect_only():
    machine, gpio, gpiote = gpio_and_gpiote()
    gpiote.write(0x304, 4, 1 << 31)
    gpio.write(0x700 + 4 * 17, 4, 3 << 16)  # button A: input, SENSE=Low (idles high)
    assert gpiote.reg("EVENTS_PORT") == 0
    gpio.set_input(17, 0)  # pressed: DETECT rises
    assert gpiote.reg("EVENTS_PORT") == 1 and machine.nvic.lines[6]
    gpiote.write(0x17C, 4, 0)
    gpio.write(0x700 + 4 * 3, 4, (3 << 2) | (3 << 16))  # P0.3 pull-up, SENSE=Low: not met
    gpio.write(0x700 + 4 * 4, 4, 2 << 16)  # P0.4 SENSE=High, reads 0: not met
    gpio.set_input(4, 1)  # DETECT is still high from A: no new event
    assert gpiote.reg("EVENTS_PORT") == 0
    gpio.write(0x700 + 4 * 17, 4, 2 << 16)  # the handler flips A's SENSE to High
    gpio.write(0x700 + 4 * 4, 4, 3 << 16)  # and P0.4's to Low: DETECT falls
    gpio.set_input(17, 1)  # released: DETECT rises again
    assert gpiote.reg("EVENTS_PORT") == 1


def test_sense_ignores_a_disconnected_input():
    _, gpio, gpiote = gpio_and_gpiote()
    gpio.write(0x700 + 4 * 17, 4, 2 | (3 << 16))  # input buffer disconnected
    gpio.set_input(17, 0)
    assert gpiote.reg("EVENTS_PORT") == 0


def test_task_mode_drives_the_pin_from_outinit_then_tasks_out():
    machine, gpio, gpiote = gpio_and_gpiote()
    gpiote.write(0x510, 4, 3 | (3 << 8) | (3 << 16) | (1 << 20))  # task, P0.3, toggle, high
    gpiote.write(0x514, 4, 3 | (4 << 8) | (2 << 16))  # task, P0.4, HiToLo, low
    assert gpio.level(3) == 1 and gpio.level(4) == 0  # OUTINIT, whatever DIR says
    gpiote.write(0x000, 4, 1)  # TASKS_OUT[0]: toggle
    assert gpio.level(3) == 0
    gpiote.write(0x000, 4, 1)
    assert gpio.level(3) == 1
    gpiote.write(0x510, 4, 0)  # disabled: the pin is the GPIO's again (an input: floats low)
    assert gpio.level(3) == 0
    assert [(c.pin, c.level) for c in gpio.log] == [(3, 1), (4, 0), (3, 0), (3, 1), (3, None)]
    assert machine.warnings == []


def started_uart():
    machine = FakeMachine()
    uart = Uart(machine, "UART0", 0x40002000, 2)
    uart.write(0x524, 4, 0x01D7E000)  # 115200
    uart.write(0x500, 4, 4)
    uart.write(0x000, 4, 1)  # STARTRX
    return machine, uart


def test_uart_bytes_arrive_one_per_ten_bit_times():
    machine, uart = started_uart()
    assert uart.byte_cycles == 1389
    uart.feed_timed(b"ab", at=1000)
    assert uart.next_event(0) == 1000 + 1389
    machine.cycle = 1000 + 1388
    uart.sync(machine.cycle)
    assert uart.reg("EVENTS_RXDRDY") == 0
    machine.cycle = 1000 + 1389
    uart.sync(machine.cycle)
    assert uart.reg("EVENTS_RXDRDY") == 1 and uart.read(0x518, 4) == ord("a")
    assert uart.next_event(machine.cycle) == 1000 + 2 * 1389


def test_uart_fifo_overrun():
    machine, uart = started_uart()
    uart.feed_timed(bytes(range(8)), at=0)
    machine.cycle = 8 * 1389
    uart.sync(machine.cycle)
    assert uart.rx_overruns == 2 and uart.reg("ERRORSRC") == 1
    assert uart.reg("EVENTS_ERROR") == 1
    assert [uart.read(0x518, 4) for _ in range(6)] == [0, 1, 2, 3, 4, 5]
    uart.write(0x480, 4, 1)  # write 1 to clear
    assert uart.reg("ERRORSRC") == 0


def test_uart_holds_bytes_while_the_receiver_is_off():
    machine = FakeMachine()
    uart = Uart(machine, "UART0", 0x40002000, 2)
    uart.feed_timed(b"x", at=0)
    assert uart.next_event(5000) is None
    uart.write(0x524, 4, 0x00275000)  # 9600
    uart.write(0x500, 4, 4)
    machine.cycle = 5000
    uart.write(0x000, 4, 1)
    assert uart.next_event(5000) == 5000 + uart.byte_cycles
    assert abs(uart.byte_cycles - 16_000_000 * 10 / 9600) < 20


def test_vcd_timescales_are_exact():
    assert _timescale(16_000_000) == ("100 ps", 625, 1)
    assert _timescale(1_000_000) == ("1 us", 1, 1)
    assert _timescale(64_000_000)[0] == "1 ps"
    text = vcd_text([PinChange(0.5, 8_000_000, 3, 1)], [], HZ, names={3: "pin0"})
    assert read_vcd(text) == {"P0_3_pin0": [(0, "z"), (5_000_000_000, "1")]}


def test_decoder_on_a_hand_made_matrix_scan():
    config = load_board("microbit-v1")
    rows, cols = config["display"]["rows"], config["display"]["cols"]
    log, cycle = [], 1000
    period = 3 * 32000  # 2 ms slots at 16 MHz
    for pin in cols:
        log.append(PinChange(0, cycle, pin, 1))
    for refresh in range(4):
        for r, row in enumerate(rows):
            t = cycle + refresh * period + r * 32000
            log.append(PinChange(0, t, rows[r - 1], 0))
            log.append(PinChange(0, t, row, 1))
            if r == 0:  # the LED at [1,1] (x=0, y=0) at full slot, [1,2] (x=2) at 5
                log.append(PinChange(0, t, cols[0], 0))
                log.append(PinChange(0, t, cols[1], 0))
                log.append(PinChange(0, t + 17778, cols[1], 1))  # 5/9 of the slot
                log.append(PinChange(0, t + 32000, cols[0], 1))
    end = cycle + 4 * period
    log.append(PinChange(0, end, rows[2], 0))
    frames = decode_frames(sorted(log, key=lambda c: c.cycle), config, HZ, end + 10 * period)
    assert [f.pixels[0] for f in frames] == [(0, 0, 0, 0, 0), (9, 0, 5, 0, 0), (0, 0, 0, 0, 0)]
    assert frames[1].cycle == cycle and frames[2].cycle == cycle + 4 * period
