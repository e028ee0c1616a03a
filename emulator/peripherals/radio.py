"""The nRF51's RADIO (Reference Manual v3.0, chapter 17) at register level: the state machine
(DISABLED, RXRU, RXIDLE, RX, TXRU, TXIDLE, TX and the DISABLE states) with its tasks, events,
SHORTS and interrupt; packets built from RAM at PACKETPTR by PCNF0/PCNF1 (S0, LENGTH, S1,
payload cut to MAXLEN, STATLEN), the address from BASEn/PREFIXn by TXADDRESS, whitening
(x^7 + x^4 + 1 from DATAWHITEIV), the CRC (CRCCNF, CRCPOLY, CRCINIT, with or without the
address) and their reverse on receiving, written back to RAM by EasyDMA.

Packets go through a `Medium` (emulator/medium.py) that several boards attach to; without
one, a packet sent reaches no one. On the air a packet is its bits after the address, the
sender's frequency, mode and address: a receiver hears it if it was in RX, on the same
FREQUENCY and MODE, from before the preamble began, and one of its RXADDRESSES matches the
address when the address has been heard (the ADDRESS event); it then de-whitens and parses
the bits with its own configuration, so a receiver configured differently gets what the chip
would: garbage and a CRC error. Two packets that overlap on one frequency corrupt the one a
receiver locked on (CRCSTATUS 0).

Timing (the chip's typical figures): TXEN/RXEN to READY 140 us; DISABLE from TX 6 us, from RX
at once; a preamble byte, then the address, fields and CRC at 1 Mbit/s (MODE 0 and 3), 2 Mbit/s
(1) or 250 kbit/s (2). RSSISAMPLE is the medium's path loss minus the sender's TXPOWER."""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from typing import ClassVar

from .base import Peripheral, Register

DISABLED, RXRU, RXIDLE, RX, RXDISABLE = 0, 1, 2, 3, 4
TXRU, TXIDLE, TX, TXDISABLE = 9, 10, 11, 12
RAMP_US = 140
TX_DISABLE_US = 6
BIT_CYCLES = {0: 16, 1: 8, 2: 64, 3: 16}  # 16 MHz cycles per bit by MODE
MIN_ADDRESS_CYCLES = (8 + 24) * 8  # preamble + the shortest address (BALEN 2) at 2 Mbit/s
RSSI_CYCLES = 4 * 16  # RSSISTART to RSSIEND, ~0.25 us on the chip; a little longer here

SHORT_READY_START, SHORT_END_DISABLE, SHORT_DISABLED_TXEN, SHORT_DISABLED_RXEN = 1, 2, 4, 8
SHORT_ADDRESS_RSSISTART, SHORT_END_START = 16, 32
SHORT_DISABLED_RSSISTOP = 256


@dataclass(eq=False)
class AirPacket:
    """A packet on the air: when it was sent, by whom, where, and its bits after the
    address (whitened, CRC included) as the receiver's demodulator gets them."""

    sender: object
    start: int  # cycle the preamble begins (TX START)
    address_at: int  # cycle the address has been sent (the ADDRESS event)
    end: int  # cycle the last CRC bit has been sent (the END event)
    frequency: int
    mode: int
    address: tuple[int, int, int]  # (BALEN, base bytes as an int, prefix byte)
    bits: list[int]
    rssi: int = 0  # -dBm at the receivers (the medium sets it)
    payload: bytes = b""  # the payload as sent, for logs
    corrupted_for: set = field(default_factory=set)


def _bits_of(value: int, count: int, msb_first: bool) -> list[int]:
    order = range(count - 1, -1, -1) if msb_first else range(count)
    return [(value >> i) & 1 for i in order]


def _value_of(bits: list[int], msb_first: bool) -> int:
    value = 0
    for i, bit in enumerate(bits):
        value |= bit << (len(bits) - 1 - i if msb_first else i)
    return value


def whiten(bits: list[int], iv: int) -> list[int]:
    """XOR with the whitening sequence of x^7 + x^4 + 1, position 0 set and positions 1-6
    from DATAWHITEIV bits 5-0 (the Reference Manual's figure)."""
    lfsr = [1] + [(iv >> (5 - i)) & 1 for i in range(6)]  # positions 0..6
    out = []
    for bit in bits:
        out.append(bit ^ lfsr[6])
        feedback = lfsr[6]
        lfsr = [feedback] + lfsr[:6]
        lfsr[4] ^= feedback
    return out


def crc(bits: list[int], length: int, poly: int, init: int) -> list[int]:
    """The CRC of `length` bytes (CRCCNF.LEN) by the polynomial CRCPOLY from CRCINIT, as a
    bit-serial LFSR; its bits most significant first, as they are sent."""
    width = 8 * length
    mask = (1 << width) - 1
    value = init & mask
    for bit in bits:
        feedback = ((value >> (width - 1)) & 1) ^ bit
        value = (value << 1) & mask
        if feedback:
            value ^= poly & mask
    return _bits_of(value, width, True)


ENCODING_REGISTERS = ("PCNF0", "PCNF1", "CRCCNF", "CRCPOLY", "CRCINIT", "DATAWHITEIV", "MODE", "FREQUENCY", "TXPOWER")


def address_bits(address: tuple[int, int, int]) -> list[int]:
    """The address as it goes into the CRC: the prefix byte, then the base bytes."""
    balen, base, prefix = address
    return _bits_of(prefix, 8, False) + _bits_of(base, 8 * balen, False)


def encode(sender, at: int, ram: bytes, regs: dict, address: tuple[int, int, int]) -> tuple[AirPacket, int]:
    """The packet a radio configured by `regs` (ENCODING_REGISTERS) sends from the RAM bytes
    `ram` (S0, LENGTH, S1, payload, as at PACKETPTR) to `address`, its START at cycle `at`;
    and the cycle its payload ends (the PAYLOAD event)."""
    pcnf0, pcnf1 = regs["PCNF0"], regs["PCNF1"]
    lflen, s0len, s1len = pcnf0 & 0xF, (pcnf0 >> 8) & 1, (pcnf0 >> 16) & 0xF
    maxlen, statlen, big = pcnf1 & 0xFF, (pcnf1 >> 8) & 0xFF, bool((pcnf1 >> 24) & 1)
    i = 0
    fields: list[int] = []
    if s0len:
        fields += _bits_of(ram[i], 8, big)
        i += 1
    length = 0
    if lflen:
        length = ram[i] & ((1 << lflen) - 1)
        fields += _bits_of(length, lflen, big)
        i += 1
    if s1len:
        fields += _bits_of(ram[i], s1len, big)
        i += 1
    payload = bytes(ram[i : i + min(length, maxlen) + statlen])
    for byte in payload:
        fields += _bits_of(byte, 8, big)
    crccnf = regs["CRCCNF"]
    crclen = crccnf & 3
    covered = fields if crccnf & 0x100 else address_bits(address) + fields
    crc_bits = crc(covered, crclen, regs["CRCPOLY"] & 0xFFFFFF, regs["CRCINIT"] & 0xFFFFFF) if crclen else []
    bits = fields + crc_bits
    if (pcnf1 >> 25) & 1:
        bits = whiten(bits, regs["DATAWHITEIV"])
    per_bit = BIT_CYCLES[regs["MODE"] & 3]
    address_at = at + per_bit * (8 + 8 * (1 + address[0]))
    payload_at = address_at + per_bit * len(fields)
    power = regs["TXPOWER"] & 0xFF
    packet = AirPacket(
        sender, at, address_at, payload_at + per_bit * len(crc_bits), regs["FREQUENCY"] & 0x7F, regs["MODE"] & 3,
        address, bits, payload=payload, rssi=-(power - 256 if power & 0x80 else power),
    )
    return packet, payload_at


class Radio(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_TXEN", "task"),
        Register(0x004, "TASKS_RXEN", "task"),
        Register(0x008, "TASKS_START", "task"),
        Register(0x00C, "TASKS_STOP", "task"),
        Register(0x010, "TASKS_DISABLE", "task"),
        Register(0x014, "TASKS_RSSISTART", "task"),
        Register(0x018, "TASKS_RSSISTOP", "task"),
        Register(0x01C, "TASKS_BCSTART", "task"),
        Register(0x020, "TASKS_BCSTOP", "task"),
        Register(0x100, "EVENTS_READY", "event"),
        Register(0x104, "EVENTS_ADDRESS", "event"),
        Register(0x108, "EVENTS_PAYLOAD", "event"),
        Register(0x10C, "EVENTS_END", "event"),
        Register(0x110, "EVENTS_DISABLED", "event"),
        Register(0x114, "EVENTS_DEVMATCH", "event"),
        Register(0x118, "EVENTS_DEVMISS", "event"),
        Register(0x11C, "EVENTS_RSSIEND", "event"),
        Register(0x128, "EVENTS_BCMATCH", "event"),
        Register(0x200, "SHORTS"),
        Register(0x304, "INTENSET"),
        Register(0x308, "INTENCLR"),
        Register(0x400, "CRCSTATUS", "r"),
        Register(0x408, "RXMATCH", "r"),
        Register(0x40C, "RXCRC", "r"),
        Register(0x410, "DAI", "r"),
        Register(0x504, "PACKETPTR"),
        Register(0x508, "FREQUENCY", reset=2),
        Register(0x50C, "TXPOWER"),
        Register(0x510, "MODE"),
        Register(0x514, "PCNF0"),
        Register(0x518, "PCNF1"),
        Register(0x51C, "BASE0"),
        Register(0x520, "BASE1"),
        Register(0x524, "PREFIX0"),
        Register(0x528, "PREFIX1"),
        Register(0x52C, "TXADDRESS"),
        Register(0x530, "RXADDRESSES"),
        Register(0x534, "CRCCNF"),
        Register(0x538, "CRCPOLY"),
        Register(0x53C, "CRCINIT"),
        Register(0x544, "TIFS"),
        Register(0x548, "RSSISAMPLE", "r"),
        Register(0x550, "STATE", "r"),
        Register(0x554, "DATAWHITEIV", reset=0x40),
        Register(0x560, "BCC"),
        Register(0x600, "DAB", count=8),
        Register(0x620, "DAP", count=8),
        Register(0x640, "DACNF"),
        Register(0xFFC, "POWER", reset=1),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {
        0x540: "TEST",
        **{0x724 + 4 * i: f"OVERRIDE{i}" for i in range(5)},
    }
    timed = True
    NOISE_RSSI = 110  # -dBm that RSSISAMPLE reads with nothing on the air

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.medium = None  # set by Medium.attach
        self.sent: list[AirPacket] = []  # every packet this radio sent (for tests and logs)
        self.received: list[tuple[int, bytes, bool]] = []  # (cycle, payload, crc ok) at END
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        super().reset()
        self.state = DISABLED
        self._events: list[tuple[int, int, str, object]] = []  # (cycle, seq, kind, data)
        self._seq = 0
        self.rx_since: int | None = None  # cycle RX began (None: not in RX)
        self.locked: AirPacket | None = None  # the packet being received
        self.tx_packet: AirPacket | None = None
        self.ready_at: int | None = None
        self.rx_pointer = 0

    # ---- scheduling ----

    def _at(self, cycle: int, kind: str, data=None) -> None:
        heapq.heappush(self._events, (cycle, self._seq, kind, data))
        self._seq += 1
        self.machine.reschedule()

    def next_event(self, now: int) -> int | None:
        return self._events[0][0] if self._events else None

    def sync(self, now: int) -> None:
        while self._events and self._events[0][0] <= now:
            cycle, _, kind, data = heapq.heappop(self._events)
            getattr(self, "_on_" + kind)(cycle, data)

    def horizon(self, now: int) -> int:
        """The earliest cycle at which a packet this radio has not yet sent could have its
        address on the air: what a receiver elsewhere must not run past before this radio has
        run up to `now` (the medium's lookahead)."""
        if self.state == TXIDLE:
            return now + MIN_ADDRESS_CYCLES
        if self.state == TXRU and self.ready_at is not None:
            return self.ready_at + MIN_ADDRESS_CYCLES
        if self.state == TX and self.tx_packet is not None:
            return max(now, self.tx_packet.end) + MIN_ADDRESS_CYCLES
        return now + self._us(RAMP_US) + MIN_ADDRESS_CYCLES

    def _us(self, us: int) -> int:
        return us * self.machine.clock_hz // 1_000_000

    # ---- tasks ----

    def task_TXEN(self, index: int) -> None:
        self._enable(TXRU, self.machine.now())

    def task_RXEN(self, index: int) -> None:
        self._enable(RXRU, self.machine.now())

    def _enable(self, state: int, at: int) -> None:
        if self.state != DISABLED:
            self.warn(f"{'TXEN' if state == TXRU else 'RXEN'} in state {self.state} is ignored "
                      "(the radio takes it only when DISABLED)")
            return
        self.state = state
        self.ready_at = at + self._us(RAMP_US)
        self._at(self.ready_at, "ready")

    def task_START(self, index: int) -> None:
        self._start(self.machine.now())

    def _start(self, at: int) -> None:
        if self.state == TXIDLE:
            self._transmit(at)
        elif self.state == RXIDLE:
            self.state = RX
            self.rx_since = at
            self.rx_pointer = self.reg("PACKETPTR")
        else:
            self.warn(f"START in state {self.state} is ignored (the radio takes it in TXIDLE or RXIDLE)")

    def task_STOP(self, index: int) -> None:
        if self.state == TX:
            self.state, self.tx_packet = TXIDLE, None
            self._drop("tx")
        elif self.state == RX:
            self.state, self.locked, self.rx_since = RXIDLE, None, None

    def task_DISABLE(self, index: int) -> None:
        self._disable(self.machine.now())

    def _disable(self, at: int) -> None:
        tx = self.state in (TXRU, TXIDLE, TX, TXDISABLE)
        self._drop("ready", "tx", "disabled")
        self.tx_packet = self.locked = self.rx_since = self.ready_at = None
        if self.state == DISABLED:
            self._at(at, "disabled")  # the chip says DISABLED again (MicroPython waits for it)
            return
        self.state = TXDISABLE if tx else RXDISABLE
        self._at(at + (self._us(TX_DISABLE_US) if tx else 0), "disabled")

    def task_RSSISTART(self, index: int) -> None:
        self._rssi(self.machine.now())

    def _rssi(self, at: int) -> None:
        self.set_reg("RSSISAMPLE", self.locked.rssi if self.locked else self.NOISE_RSSI)
        self._at(at + RSSI_CYCLES, "rssiend")

    def task_RSSISTOP(self, index: int) -> None:
        pass

    def _drop(self, *kinds: str) -> None:
        kept = [e for e in self._events if e[2] not in kinds]
        if len(kept) != len(self._events):
            self._events = kept
            heapq.heapify(kept)

    def write_POWER(self, value: int, index: int) -> None:
        if not value & 1:
            self.reset()  # powering the peripheral off puts it back to its reset state
            self.set_reg("POWER", 0)
        else:
            self.set_reg("POWER", 1)

    def read_STATE(self, index: int) -> int:
        return self.state

    # ---- events that fall due ----

    def _short(self, bit: int) -> bool:
        return bool(self.reg("SHORTS") & bit)

    def _on_ready(self, cycle: int, _) -> None:
        self.state = TXIDLE if self.state == TXRU else RXIDLE
        self.ready_at = None
        self.event("READY")
        if self._short(SHORT_READY_START):
            self._start(cycle)

    def _on_disabled(self, cycle: int, _) -> None:
        self.state = DISABLED
        self.event("DISABLED")
        if self._short(SHORT_DISABLED_TXEN):
            self._enable(TXRU, cycle)
        elif self._short(SHORT_DISABLED_RXEN):
            self._enable(RXRU, cycle)

    def _on_rssiend(self, cycle: int, _) -> None:
        self.event("RSSIEND")

    def _on_tx(self, cycle: int, step: str) -> None:
        if step == "address":
            self.event("ADDRESS")
            if self._short(SHORT_ADDRESS_RSSISTART):
                self._rssi(cycle)
        elif step == "payload":
            self.event("PAYLOAD")
        else:
            self.state, self.tx_packet = TXIDLE, None
            self._end(cycle)

    def _end(self, cycle: int) -> None:
        self.event("END")
        if self._short(SHORT_END_DISABLE):
            self._disable(cycle)
        elif self._short(SHORT_END_START):
            self._start(cycle)

    # ---- the packet format ----

    def _address(self, logical: int) -> tuple[int, int, int]:
        balen = (self.reg("PCNF1") >> 16) & 7
        base = self.reg("BASE0" if logical == 0 else "BASE1")
        prefix = (self.reg("PREFIX0" if logical < 4 else "PREFIX1") >> (8 * (logical % 4))) & 0xFF
        return balen, base >> (8 * (4 - balen)) if balen <= 4 else base, prefix

    def _format(self) -> tuple[int, int, int, int, int, bool, int]:
        pcnf0, pcnf1 = self.reg("PCNF0"), self.reg("PCNF1")
        lflen, s0len, s1len = pcnf0 & 0xF, (pcnf0 >> 8) & 1, (pcnf0 >> 16) & 0xF
        maxlen, statlen = pcnf1 & 0xFF, (pcnf1 >> 8) & 0xFF
        big = bool((pcnf1 >> 24) & 1)
        return lflen, s0len, s1len, maxlen, statlen, big, (pcnf1 >> 25) & 1

    def _crc_config(self) -> tuple[int, bool, int, int]:
        crccnf = self.reg("CRCCNF")
        return crccnf & 3, bool(crccnf & 0x100), self.reg("CRCPOLY") & 0xFFFFFF, self.reg("CRCINIT") & 0xFFFFFF

    def _transmit(self, at: int) -> None:
        """TX START: read the packet from RAM (EasyDMA) and put it on the air."""
        pointer = self.reg("PACKETPTR")
        if pointer not in self.machine.ram:
            self.warn(f"PACKETPTR {pointer:#010x} is not in RAM: EasyDMA reads only RAM, the packet is garbage")
        regs = {name: self.reg(name) for name in ENCODING_REGISTERS}
        packet, payload_at = encode(self, at, self._read(pointer, 3 + 255), regs, self._address(self.reg("TXADDRESS") & 7))
        self.state, self.tx_packet = TX, packet
        self.sent.append(packet)
        self._at(packet.address_at, "tx", "address")
        self._at(payload_at, "tx", "payload")
        self._at(packet.end, "tx", "end")
        if self.medium is not None:
            self.medium.transmit(self, packet)

    def incoming(self, packet: AirPacket) -> None:
        """The medium: `packet` is on the air; hear its address and its end in time."""
        self._at(packet.address_at, "heard", packet)
        self._at(packet.end, "rx_end", packet)

    def _matching_address(self, packet: AirPacket) -> int | None:
        enabled = self.reg("RXADDRESSES") & 0xFF
        for logical in range(8):
            if enabled >> logical & 1 and self._address(logical) == packet.address:
                return logical
        return None

    def _on_heard(self, cycle: int, packet: AirPacket) -> None:
        if packet.frequency != self.reg("FREQUENCY") & 0x7F or packet.mode != self.reg("MODE") & 3:
            return
        if self.locked is not None:
            if packet.start < self.locked.end:
                self.locked.corrupted_for.add(self)  # two packets at once on one frequency
            return
        if self.state != RX or self.rx_since is None or self.rx_since > packet.start:
            return  # not listening since before its preamble
        logical = self._matching_address(packet)
        if logical is None:
            return
        self.locked = packet
        self.set_reg("RXMATCH", logical)
        self.event("ADDRESS")
        if self._short(SHORT_ADDRESS_RSSISTART):
            self._rssi(cycle)

    def _on_rx_end(self, cycle: int, packet: AirPacket) -> None:
        if self.locked is not packet:
            return
        self.locked = None
        lflen, s0len, s1len, maxlen, statlen, big, whiten_on = self._format()
        bits = whiten(packet.bits, self.reg("DATAWHITEIV")) if whiten_on else list(packet.bits)
        if self in packet.corrupted_for:
            bits = [b ^ 1 for b in bits]
        at = 0

        def take(count: int) -> list[int]:
            nonlocal at
            chunk = bits[at : at + count]
            at += count
            return chunk + [0] * (count - len(chunk))

        out = bytearray()
        fields: list[int] = []
        if s0len:
            chunk = take(8)
            fields += chunk
            out.append(_value_of(chunk, big))
        length = 0
        if lflen:
            chunk = take(lflen)
            fields += chunk
            length = _value_of(chunk, big)
            out.append(length)
        if s1len:
            chunk = take(s1len)
            fields += chunk
            out.append(_value_of(chunk, big))
        payload = bytearray()
        for _ in range(min(length, maxlen) + statlen):
            chunk = take(8)
            fields += chunk
            payload.append(_value_of(chunk, big))
        crclen, skip, poly, init = self._crc_config()
        good = True
        if crclen:
            sent = take(8 * crclen)
            good = sent == crc(([] if skip else address_bits(packet.address)) + fields, crclen, poly, init)
            self.set_reg("RXCRC", _value_of(sent, True))
        self.set_reg("CRCSTATUS", int(good))
        self._write(self.rx_pointer, bytes(out + payload))
        self.received.append((cycle, bytes(payload), good))
        self.event("PAYLOAD")
        self.state, self.rx_since = RXIDLE, None
        self._end(cycle)

    # ---- EasyDMA ----

    def _read(self, address: int, size: int) -> bytes:
        ram = self.machine.ram
        end = min(address + size, ram.start + ram.size)
        if address not in ram:
            return bytes(size)
        return bytes(self.machine.uc.mem_read(address, end - address)).ljust(size, b"\0")

    def _write(self, address: int, data: bytes) -> None:
        ram = self.machine.ram
        if address not in ram or address + len(data) > ram.start + ram.size:
            self.warn(f"PACKETPTR {address:#010x} leaves RAM: EasyDMA wrote nothing")
            return
        self.machine.uc.mem_write(address, data)
