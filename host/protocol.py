"""The serial protocol between a host tool and a wispy board (docs/protocol.md): every
control byte, frame field and message type is named here, once; the firmware's
core/protocol.c uses the same numbers. The flasher, `wispy run -p`, the REPL and the
emulator's lossy link all import this module.

A frame on the wire:  SOF · stuffed(len u16 · type u8 · seq u8 · payload · crc32 u32)
where stuffing sends SOF, ESC and INTR inside the frame as ESC, byte ^ 0x20, so the three
never appear inside a frame and a receiver resynchronises at the next SOF.
"""

from __future__ import annotations

import struct
import time
import zlib
from dataclasses import dataclass, make_dataclass

from wispy.gen import defs

# Every control byte, message type, failure code and fixed-layout reply is declared in
# firmware/defs/records.toml, which the firmware's protocol.c reads as firmware/gen/records.h:
# SOF, ESC, ESC_XOR, INTR, PROTOCOL_VERSION, RECORD_PAGES, the message types (HELLO ... FAULT),
# MESSAGES, F_* and FAIL_CODES are this module's through the first import.
from wispy.gen.records import *  # noqa: F403
from wispy.gen.records import (
    ACK, DONE, ERR, ESC, ESC_XOR, F_NO_ROOM, FAIL, FAIL_CODES, FAULT, FLASH_BEGIN, FLASH_COMMIT,
    FLASH_COPY, FLASH_PAGE, HELLO, INFO, INPUT_REQ, INTR, LINE, MAX_DATA, MESSAGES, OK, OUT,
    PROTOCOL_VERSION, RUN_BEGIN, RUN_DATA, RUN_GO, SOF,
)
from wispy.records import declared

HEADER = declared("header").struct  # len, type, seq
CRC = declared("trailer").struct
MAX_PAYLOAD = 8 + MAX_DATA  # the board's frame buffer: FLASH_PAGE's index and offset, then 1 KB
MIN_CHUNK = 64  # the shortest data frames a noisy link falls back to
TYPE_NAMES = {code: name for name, code in MESSAGES.items()}

# ---- timing (host side; the board waits ACK_TIMEOUT_MS = 200 ms per output frame)
REPLY_TIMEOUT = 0.25  # seconds before a request is sent again, until the board's answers are timed
MIN_REPLY_WAIT = 0.08  # seconds beyond the wire time, at least, once they are (a lost frame on
# a noisy line then costs a tenth of a second, not a quarter; slowness is met by the backoff)
TRIES = 40  # sends of one request before "the board stopped answering"
WIRE_BAUD = 115200  # the real micro:bit's USB serial
MAX_WAIT = 5.0  # the longest wait for one reply, however slow the board has been
QUIET_GAP = 0.1  # seconds of silence inside a reply (at 115200 baud bytes come 87 us apart)
# that say its rest was lost: the request goes again without waiting for its timeout
GIVE_UP = 20.0  # seconds of sending one request (at least 3 sends) before the board is gone
PROBE_AFTER = 3.0  # seconds of silence while a program runs before asking whether it still does
INTERRUPT_AGAIN = 1.0  # seconds between Ctrl-C sent to a program that goes on (the board resets
#                        at the third: docs/protocol.md, "Never locked out")


class ProtocolError(Exception):
    """A protocol failure; `received` holds the bytes that came back, for diagnosis."""

    def __init__(self, message: str, received: bytes = b""):
        if received:
            shown = received[-120:]
            message += f" (received {len(received)} bytes: {shown!r})"
        super().__init__(message)
        self.received = received


# the replies' fixed parts (a short one is a ProtocolError)
INFO_REPLY = declared("info", ProtocolError)  # then two length-prefixed strings: firmware version, board name
FLASH_PLAN = declared("flash_plan", ProtocolError)  # then the pages' CRCs (FLASH_BEGIN)


class NothingAnswered(ProtocolError):
    pass


class NotWispy(ProtocolError):
    pass


class PortBusy(ProtocolError):
    """`wispy emulate` has a client already: it said BUSY_TEXT instead of answering."""


# What `wispy emulate` sends a second TCP client before closing it (one client at a time).
BUSY_TEXT = b"wispy emulate: busy: this board already has a client\r\n"


class VersionMismatch(ProtocolError):
    pass


class BoardFailed(ProtocolError):
    """The board refused a request: FAIL with a code and a sentence."""

    def __init__(self, code: int, text: str):
        super().__init__(f"the board refused: {text} ({FAIL_CODES.get(code, code)})")
        self.code = code
        self.text = text


class ConnectionLost(ProtocolError):
    """The board reset, was unplugged or stopped answering in the middle of a command."""


FAULT_WORDS = struct.Struct("<4I")  # FAULT's payload: exception number, pc, lr, xPSR


class BoardFault(ProtocolError):
    """The board's firmware faulted (FAULT): the board reset and serves requests; its
    flashed script does not start until the next reset (docs/protocol.md, "Faults")."""

    def __init__(self, payload: bytes):
        self.exception, self.pc, self.lr, self.xpsr = FAULT_WORDS.unpack_from(
            payload.ljust(FAULT_WORDS.size, b"\0"))
        n = self.exception
        what = ("a HardFault" if n == 3 else f"an interrupt with no handler (IRQ {n - 16})"
                if n >= 16 else f"exception {n}")
        super().__init__(
            f"the board stopped with {what} at pc {self.pc:#010x} (lr {self.lr:#010x}, xpsr "
            f"{self.xpsr:#010x}): a fault in wispy's firmware, not in the program (please "
            "report it with these numbers); the board reset and serves requests, and starts "
            "its flashed script again at the next reset")


class InputTimeout(Exception):
    """on_input(seconds) had no line within the run's --timeout: the run is interrupted."""


# ---- framing


def stuff(data: bytes) -> bytes:
    out = bytearray()
    for b in data:
        if b in (SOF, ESC, INTR):
            out += bytes((ESC, b ^ ESC_XOR))
        else:
            out.append(b)
    return bytes(out)


def encode_frame(type_: int, seq: int, payload: bytes = b"") -> bytes:
    body = HEADER.pack(len(payload), type_, seq & 0xFF) + payload
    return bytes((SOF,)) + stuff(body + CRC.pack(zlib.crc32(body)))


@dataclass
class Frame:
    type: int
    seq: int
    payload: bytes

    def __repr__(self) -> str:
        return f"Frame({TYPE_NAMES.get(self.type, hex(self.type))}, seq={self.seq}, {self.payload[:32]!r})"


class Deframer:
    """Bytes in; frames and the plain bytes between frames out. A frame with a bad CRC is
    dropped (the sender retries); `noise` keeps everything that was not a good frame."""

    def __init__(self, max_payload: int = 4096):
        self.max = HEADER.size + max_payload + CRC.size
        self.state = 0  # 0 outside, 1 in a frame, 2 after ESC
        self.buf = bytearray()
        self.raw = bytearray()  # the frame's bytes as received, for noise when it fails
        self.noise = bytearray()
        self.bad_frames = 0

    def feed(self, data: bytes) -> list:
        """Returns a list of Frame and bytes (text outside frames), in arrival order."""
        out: list = []
        text = bytearray()
        for b in data:
            if b == SOF:
                if self.state:
                    self.bad_frames += 1
                    self.noise += self.raw
                if text:
                    out.append(bytes(text))
                    text = bytearray()
                self.state, self.buf, self.raw = 1, bytearray(), bytearray((b,))
                continue
            if self.state == 0:
                text.append(b)
                self.noise.append(b)
                continue
            self.raw.append(b)
            if self.state == 2:
                b ^= ESC_XOR
                self.state = 1
            elif b == ESC:
                self.state = 2
                continue
            self.buf.append(b)
            if len(self.buf) >= HEADER.size:
                length, type_, seq = HEADER.unpack_from(self.buf)
                total = HEADER.size + length + CRC.size
                if total > self.max:
                    self.bad_frames += 1
                    self.noise += self.raw
                    self.state = 0
                elif len(self.buf) == total:
                    self.state = 0
                    body = bytes(self.buf[:-CRC.size])
                    if zlib.crc32(body) == CRC.unpack_from(self.buf, total - CRC.size)[0]:
                        out.append(Frame(type_, seq, body[HEADER.size:]))
                    else:
                        self.bad_frames += 1
                        self.noise += self.raw
        if text:
            out.append(bytes(text))
        return out


# ---- the link


def _parse_info(cls, payload: bytes) -> BoardInfo:
    """INFO's payload: the record, then two u8-length-prefixed strings."""
    fixed = INFO_REPLY.unpack_from(payload)
    pos = INFO_REPLY.size
    strings = []
    for _ in range(2):
        n = payload[pos]
        strings.append(payload[pos + 1:pos + 1 + n].decode("utf-8", "replace"))
        pos += 1 + n
    return cls(**fixed, firmware_version=strings[0], board=strings[1])


# What HELLO and INFO answer: a field per field of records.toml's `info` (protocol, record:
# the booting image's commit record or 255, image_version, abi, script_start, script_size,
# page_size, image_max: the largest image, script_length, script_seq, firmware_size,
# heap_bytes, heap_free, free_after_boot), then the firmware's version and the board's name.
BoardInfo = make_dataclass(
    "BoardInfo", [(name, int) for name in INFO_REPLY.fields] + [("firmware_version", str), ("board", str)],
    namespace={"parse": classmethod(_parse_info)})


def host_versions() -> str:
    from wispy import __version__

    return (f"wispy {__version__}, protocol {PROTOCOL_VERSION}, image format {defs.IMAGE_VERSION}, "
            f"ABI {defs.ABI_HASH:#010x}")


class Link:
    """One board on a pyserial port: requests with acknowledgement and retry, output
    streaming, the interrupt byte. `port` is an open serial.Serial (or alike)."""

    def __init__(self, port, *, reply_timeout: float = REPLY_TIMEOUT, tries: int = TRIES,
                 chunk: int = 1024):
        self.port = port
        self.reply_timeout = reply_timeout
        self.tries = tries
        self.deframer = Deframer()
        self.seq = int(time.monotonic() * 1000) & 0xFF
        self.pending: list = []  # frames read but not yet wanted
        self.text = bytearray()  # plain bytes received outside frames
        self.last_out_seq: int | None = None
        self.on_output = None  # callback(stream: 0|1, data: bytes) during runs
        self.on_input = None  # callback(seconds left or None) -> bytes | None (EOF): a line for
        #                       input() on the board; raises InputTimeout when the time is up
        self.input_deadline: float | None = None  # the run's --timeout, as a monotonic time
        self.bytes_sent = 0
        self.bytes_received = 0
        self.frames_sent = 0
        self.retries = 0
        self.done: int | None = None  # the status of the last DONE
        self.done_payload = b""  # all of it (REPL_GO's adds u8 held: docs/protocol.md)
        self.chunk = chunk  # data bytes per frame; halved (down to MIN_CHUNK) when frames are lost
        self.last_rx = 0.0  # when bytes last came in
        self.latency: float | None = None  # seconds: a short request's answer (smoothed)
        self.per_byte: float | None = None  # seconds per byte of a long request (smoothed)
        self.max_chunk = chunk
        self.backoff = 1.0  # doubles at each timeout, back to 1 at an answer to a first send
        self.probes: set[int] = set()  # seqs of INFO requests sent while a program runs

    # -- bytes
    def write(self, data: bytes) -> None:
        self.port.write(data)
        self.bytes_sent += len(data)

    def _read_some(self, timeout: float) -> None:
        self.port.timeout = max(0.0, timeout)
        first = self.port.read(1)
        if not first:
            return
        data = first + self.port.read(self.port.in_waiting or 0)
        self.bytes_received += len(data)
        self.last_rx = time.monotonic()
        for item in self.deframer.feed(data):
            if isinstance(item, Frame):
                self.pending.append(item)
            else:
                self.text += item

    def read_text(self, timeout: float) -> bytes:
        """Plain bytes the board sent outside frames within `timeout` seconds (what a script
        run with no host tool attached prints, as after flashing and a reset), taken out of
        `text`. Frames that come meanwhile wait in `pending`."""
        self._read_some(timeout)
        data = bytes(self.text)
        self.text.clear()
        return data

    def _reply_damaged(self, mark: tuple[int, int, int]) -> bool:
        """Since the send that took `mark` (bad frames, noise, bytes received): a frame came
        with a bad CRC, or bytes came that make no frame (a reply whose SOF or some byte was
        lost) and the line has been quiet for QUIET_GAP since. The reply is not coming: the
        request is sent again at once instead of at its timeout (requests are idempotent, and
        a late good reply to the first send is still taken: it has the same seq)."""
        if self.deframer.bad_frames != mark[0]:
            return True
        if self.bytes_received == mark[2] or time.monotonic() - self.last_rx < QUIET_GAP:
            return False
        return self.deframer.state != 0 or len(self.deframer.noise) != mark[1]

    def _next_frame(self, deadline: float, until=None) -> Frame | None:
        """The next frame for the caller (output and input requests are handled on the way),
        or None at the deadline or as soon as until() is true."""
        while True:
            while self.pending:
                frame = self.pending.pop(0)
                if frame.type == OK and frame.seq in self.probes and self.done is None:
                    # INFO answered while our program should be running: the board is
                    # serving requests, so it reset (or was reset) and the program is gone
                    raise ConnectionLost("the board reset while the program ran (the program "
                                         "is gone and the board answers requests again); "
                                         "run the command again")
                if frame.type == FAULT:
                    raise BoardFault(frame.payload)
                if frame.type in (OUT, ERR, DONE, INPUT_REQ):
                    self.write(encode_frame(ACK, frame.seq))
                    if frame.seq == self.last_out_seq:
                        continue  # a resend whose ACK was lost: already taken
                    self.last_out_seq = frame.seq
                    if frame.type == INPUT_REQ:
                        self._answer_input(frame)
                        continue
                    if frame.type == DONE:
                        self.done = struct.unpack("<i", frame.payload[:4])[0]
                        self.done_payload = frame.payload
                    if frame.type != DONE and self.on_output is not None:
                        self.on_output(0 if frame.type == OUT else 1, frame.payload)
                        continue
                return frame
            left = deadline - time.monotonic()
            if left <= 0 or (until is not None and until()):
                return None
            self._read_some(min(left, 0.02 if until is not None else 0.05))

    # -- input() on the board
    def _answer_input(self, frame: Frame) -> None:
        """The board's input() waits for a line: read one from on_input (None: the end of
        input, so the board raises EOFError; no on_input, as in a TAB probe, is EOF too), and
        send it as LINE with the request's seq until the board acknowledges it, or shows it
        went on (a later output frame: the ACK was lost). The wait for the user is not
        counted: only the LINE's own round trips are, as a request's."""
        room = struct.unpack_from("<H", frame.payload)[0] if len(frame.payload) >= 2 else 256
        left = None if self.input_deadline is None else self.input_deadline - time.monotonic()
        line = self.on_input(left) if self.on_input is not None else None
        if line is None:
            payload = b"\x00"
        else:
            if len(line) > room:
                import sys
                print(f"wispy: the line was cut to {room} bytes (the longest input() takes on "
                      "the board)", file=sys.stderr)
                line = line[:room]
            payload = b"\x01" + line
        data = encode_frame(LINE, frame.seq, payload)
        first_sent = time.monotonic()
        for attempt in range(self.tries):
            if attempt >= 3 and time.monotonic() - first_sent > GIVE_UP:
                break
            if attempt:
                self.retries += 1
            self.frames_sent += 1
            self.write(data)
            deadline = time.monotonic() + min(self.reply_timeout * (1 + min(attempt, 4) / 4)
                                              * self.backoff, MAX_WAIT)
            while time.monotonic() < deadline:
                for i, f in enumerate(self.pending):
                    if f.type == INPUT_REQ and f.seq == frame.seq:  # our ACK was lost: the board
                        self.write(encode_frame(ACK, f.seq))  # sends it again until it hears one
                        del self.pending[i]
                        break
                    if f.type == ACK and f.seq == frame.seq:
                        del self.pending[i]
                        self.last_rx = time.monotonic()
                        return
                    if f.type in (OUT, ERR, DONE, INPUT_REQ) and f.seq != frame.seq:
                        return  # the board went on: it has the line (left for the caller)
                self._read_some(min(deadline - time.monotonic(), 0.05))
        raise ConnectionLost("the board stopped answering during input() (reset or "
                             "unplugged?); run the command again",
                             bytes(self.deframer.noise[-200:]))

    # -- requests
    def request(self, type_: int, payload: bytes = b"", *, what: str = "",
                tries: int | None = None, before_resend=None) -> bytes:
        """Send a request until its OK comes back; returns the OK payload. before_resend()
        is called before each send after the first."""
        self.seq = (self.seq + 1) & 0xFF
        frame = encode_frame(type_, self.seq, payload)
        tries = tries or self.tries
        first_sent = time.monotonic()
        for attempt in range(tries):
            if attempt >= 3 and time.monotonic() - first_sent > GIVE_UP:
                break  # however many tries were allowed: the board is gone
            if attempt:
                self.retries += 1
                if before_resend is not None:
                    before_resend()
            self.frames_sent += 1
            self.write(frame)
            sent_at = time.monotonic()
            wire = 3 * len(frame) * 10 / WIRE_BAUD  # a long frame takes a while at 115200
            expected = self._expected(len(frame))
            if expected is None:  # not timed yet: the fixed wait
                wait = wire + self.reply_timeout
            else:  # as the board has answered (a slow one, a loaded emulator, gets longer)
                wait = max(wire + MIN_REPLY_WAIT, 4 * expected)
            wait *= 1 + min(attempt, 4) / 4
            deadline = sent_at + min(wait * self.backoff, MAX_WAIT)
            mark = (self.deframer.bad_frames, len(self.deframer.noise), self.bytes_received)
            while True:
                reply = self._next_frame(deadline, until=lambda: self._reply_damaged(mark))
                if reply is None:
                    if (self.deframer.bad_frames != mark[0] or len(self.deframer.noise) != mark[1]
                            or self.deframer.state != 0):
                        self.backoff = 1.0  # it answered, damaged: a noisy line, not a slow board
                    elif self.latency is not None:  # (a board that never answered: no
                        # backoff, so that "nothing answered" comes after the handshake's 8
                        # short tries)
                        self.backoff = min(2 * self.backoff, 8.0)  # kept until a timed answer
                    break
                if reply.seq != self.seq or reply.type not in (OK, FAIL):
                    continue  # a stale reply to an earlier retry
                if attempt == 0:  # Karn's rule: a reply to a resent frame times nothing
                    self._timed(len(frame) + len(reply.payload) + 9, time.monotonic() - sent_at)
                    self.backoff = 1.0
                if reply.type == FAIL:
                    raise BoardFailed(reply.payload[0] if reply.payload else 0,
                                      reply.payload[1:].decode("utf-8", "replace"))
                return reply.payload
        name = what or TYPE_NAMES.get(type_, hex(type_))
        raise ConnectionLost(
            f"the board stopped answering during {name} (reset or unplugged?); "
            "run the command again", bytes(self.deframer.noise[-200:]))

    # -- how long the board takes to answer (as TCP's retransmission timer, RFC 6298): a
    # request and its reply of n bytes in all take latency + per_byte * n, both smoothed
    # averages (weight 1/8) of requests answered at their first send. A real micro:bit
    # answers within the fixed wait; an emulator on a loaded machine may take several
    # times longer, and a wait shorter than that resent every large frame, which cost
    # the slow board more work still and halved the pieces of data for nothing. Until a
    # request is timed, the wait doubles at each timeout and stays doubled (Karn's rule:
    # an answer after a resend cannot be timed, and the next request would time out too).
    def _expected(self, n: int) -> float | None:
        if self.latency is None:
            return None
        return self.latency + (self.per_byte or 0.0) * n

    def _timed(self, n: int, seconds: float) -> None:
        if n < 128 or self.latency is None:
            self.latency = seconds if self.latency is None else self.latency + (seconds - self.latency) / 8
        else:
            sample = max(0.0, seconds - self.latency) / n
            self.per_byte = sample if self.per_byte is None else self.per_byte + (sample - self.per_byte) / 8

    def send_pieces(self, type_: int, header, data: bytes, what: str) -> None:
        """Send data in frames of at most self.chunk bytes, each with header(offset) before
        it. A frame that keeps being lost is sent again in halves (a noisy link lets short
        frames through more often), and after 8 pieces in a row that went through at the
        first send the pieces double again (up to the initial size): the noise may have been
        a burst. The board's handling of these requests is idempotent."""
        off = 0
        clean = 0  # pieces in a row answered at their first send
        while off < len(data):
            n = self.chunk
            retries = self.retries
            try:
                self.request(type_, header(off) + data[off:off + n], what=what,
                             tries=2 if n > MIN_CHUNK else None)
            except ConnectionLost:
                if n <= MIN_CHUNK:
                    raise
                self.chunk = n // 2
                # the halving answers the losses: the halves start from the timed wait, not
                # from the doubled one of the big frame's timeouts (else 1 KB frames on a
                # line losing 1 byte in 200 cost 20 s before the pieces were small enough)
                self.backoff = 1.0
                clean = 0
                continue
            off += n
            if self.retries != retries and n > MIN_CHUNK:
                self.chunk = n // 2  # it went through, but frames of this size get damaged
            clean = clean + 1 if self.retries == retries else 0
            if clean >= 8 and self.chunk < self.max_chunk:
                self.chunk *= 2
                clean = 0

    def interrupt(self) -> None:
        # two in a row: an attached board takes a lone INTR for line noise (docs/protocol.md)
        self.write(bytes((INTR, INTR)))

    # -- the handshake
    def hello(self, *, tries: int = 8) -> BoardInfo:
        """Interrupt whatever runs, say HELLO, compare versions. Raises NothingAnswered,
        NotWispy or VersionMismatch with what was received. Each resent HELLO follows
        another Ctrl-C: a program that goes on after KeyboardInterrupt (or resets the board
        when it gets one) is stopped by the board itself at the third (docs/protocol.md,
        "Never locked out")."""
        self.interrupt()
        time.sleep(0.05)
        payload = struct.pack("<BHI", PROTOCOL_VERSION, defs.IMAGE_VERSION, defs.ABI_HASH)
        try:
            reply = self.request(HELLO, payload, tries=tries, before_resend=self.interrupt)
        except ConnectionLost:
            received = bytes(self.text) or bytes(self.deframer.noise)
            if BUSY_TEXT.strip() in received:
                raise PortBusy(
                    f"{getattr(self.port, 'port', self.port)} is busy: another tool is connected "
                    "to this emulated board (one client at a time); close it first") from None
            if not received:
                raise NothingAnswered(
                    f"nothing answered on {getattr(self.port, 'port', self.port)}: is a wispy "
                    "board attached and its firmware flashed?") from None
            raise NotWispy(
                f"something answered on {getattr(self.port, 'port', self.port)} that is not "
                "wispy", received) from None
        info = BoardInfo.parse(reply)
        if (info.protocol, info.image_version, info.abi) != (
                PROTOCOL_VERSION, defs.IMAGE_VERSION, defs.ABI_HASH):
            raise VersionMismatch(
                f"version mismatch: host {host_versions()}; board firmware "
                f"{info.firmware_version}, protocol {info.protocol}, image format "
                f"{info.image_version}, ABI {info.abi:#010x} ({info.board}); reflash the "
                "firmware or use the matching wispy")
        self.text.clear()
        return info

    def info(self) -> BoardInfo:
        return BoardInfo.parse(self.request(INFO))

    # -- flashing
    def flash(self, image: bytes, progress=None, *, page_size: int = 1024,
              on_replace=None) -> dict:
        """Write an image into the free part of the script region (the board places it beside
        the booting image), only the pages that differ, verify, commit. progress(done_bytes,
        total_bytes) is called as pages go. When the new image and the booting one do not fit
        in the region together, on_replace(booting_length) is called (to tell the user) and the
        board first commits "no script", so every step boots the old script, none, or the new
        one (docs/protocol.md); with on_replace=False the command stops there. Returns figures."""
        started = time.monotonic()
        sent0 = self.bytes_sent
        crc = zlib.crc32(image)
        figures = {"written": 0, "copied": 0, "sent": 0, "bytes": len(image), "replaced": False}
        try:
            reply = self.request(FLASH_BEGIN, struct.pack("<I", len(image)))
        except BoardFailed as e:
            if e.code != F_NO_ROOM or on_replace is False:
                raise
            if on_replace:
                on_replace(BoardInfo.parse(self.request(INFO)).script_length)
            self.request(FLASH_COMMIT, struct.pack("<IIH", 0, 0, 0), what="commit")
            figures["replaced"] = True
            reply = self.request(FLASH_BEGIN, struct.pack("<I", len(image)))
        plan = FLASH_PLAN.unpack_from(reply)
        record, active, pages, active_len, active_crc, first, active_first = (
            plan[f] for f in ("target", "booting", "pages", "boot_length", "boot_crc", "first", "boot_first"))
        active_pages = min(pages, -(-active_len // page_size))
        target_crcs = struct.unpack_from(f"<{pages}I", reply, FLASH_PLAN.size)
        active_crcs = struct.unpack_from(f"<{active_pages}I", reply, FLASH_PLAN.size + 4 * pages)
        figures.update(pages=pages, first=first)
        if active != 255 and (active_len, active_crc) == (len(image), crc):
            figures.update(first=active_first, record=active, seq=None,
                           seconds=time.monotonic() - started,
                           wire_bytes=self.bytes_sent - sent0, unchanged=True)
            if progress:
                progress(len(image), len(image))
            return figures  # the board already boots this very image
        for i in range(pages):
            chunk = image[i * page_size:(i + 1) * page_size]
            chunk += b"\xff" * (-len(chunk) % 4)
            full = chunk + b"\xff" * (page_size - len(chunk))
            if zlib.crc32(full) == target_crcs[i]:
                pass  # already there
            elif i < active_pages and zlib.crc32(full) == active_crcs[i]:
                figures["copied"] += self.request(FLASH_COPY,
                                                  struct.pack("<HH", active_first + i, first + i),
                                                  what="copying a page")[0]
            else:
                self.send_pieces(FLASH_PAGE, lambda off, i=i: struct.pack("<HH", first + i, off),
                                 chunk, "writing a page")
                figures["written"] += 1
                figures["sent"] += 1
            if progress:
                progress(min((i + 1) * page_size, len(image)), len(image))
        seq, record = struct.unpack_from("<IB", self.request(
            FLASH_COMMIT, struct.pack("<IIH", len(image), crc, first), what="commit"))
        figures.update(record=record, seq=seq, seconds=time.monotonic() - started,
                       wire_bytes=self.bytes_sent - sent0, unchanged=False)
        return figures

    # -- running
    def run(self, image: bytes, on_output, *, timeout: float | None = None,
            chunk: int | None = None, on_input=None) -> tuple[int | None, str]:
        """Send an image into the board's RAM and run it, streaming output to
        on_output(stream, bytes). Returns (status, reason): reason "done", "timeout"
        (interrupted after timeout seconds) or "interrupted" (Ctrl-C on the host)."""
        self.request(RUN_BEGIN, struct.pack("<I", len(image)), what="sending the program")
        if chunk:
            self.chunk = chunk
        self.send_pieces(RUN_DATA, lambda off: struct.pack("<I", off), image,
                         "sending the program")
        return self.go(RUN_GO, b"", on_output, timeout=timeout, on_input=on_input)

    def go(self, type_: int, payload: bytes, on_output, *, timeout: float | None = None,
           on_input=None) -> tuple[int | None, str]:
        """Start what the board has received (RUN_GO, REPL_GO), stream its output, wait for
        DONE; Ctrl-C (KeyboardInterrupt here) and the timeout send INTR to the board.
        on_input(seconds left of the timeout, or None) gives the lines the program's input()
        reads (None: end of input)."""
        self.on_output = on_output
        self.on_input = on_input
        self.done = None
        self.done_payload = b""
        self.probes.clear()
        reason = "done"
        try:
            self.request(type_, payload, what="starting the program")
            start = last_probe = time.monotonic()
            self.input_deadline = None if timeout is None else start + timeout
            interrupted_at = first_interrupt = None
            while True:
                try:
                    if self.done is not None:
                        return self.done, reason
                    now = time.monotonic()
                    if first_interrupt is not None and now - first_interrupt > 15:
                        raise ConnectionLost("the board did not stop the program after an "
                                             "interrupt (reset or unplugged?)",
                                             bytes(self.deframer.noise[-200:]))
                    if timeout is not None and interrupted_at is None and now - start > timeout:
                        reason = "timeout"
                        interrupted_at = first_interrupt = now
                        self.interrupt()
                    if interrupted_at is not None and now - interrupted_at > INTERRUPT_AGAIN:
                        self.interrupt()  # the bytes may have been lost: again
                        interrupted_at = now
                    if now - max(self.last_rx, last_probe) > PROBE_AFTER:
                        # silence: is the program still running? A running board leaves
                        # this INFO unread (its output loop drops it, or it waits in the
                        # receive buffer and is answered after DONE); a board that reset
                        # answers it at once
                        last_probe = now
                        self.seq = (self.seq + 1) & 0xFF
                        self.probes.add(self.seq)
                        self.write(encode_frame(INFO, self.seq))
                    try:
                        self._next_frame(now + 0.1)
                    except ConnectionLost:
                        if first_interrupt is None:
                            raise
                        raise ConnectionLost(
                            "the program did not stop on Ctrl-C (KeyboardInterrupt caught, or a "
                            "long computation), so the board reset itself to stop it and serves "
                            "requests; its flashed script starts again at the next reset") from None
                except InputTimeout:  # input() waited for the host's stdin past --timeout
                    reason = "timeout"
                    interrupted_at = first_interrupt = time.monotonic()
                    self.input_deadline = None
                    self.interrupt()
                except KeyboardInterrupt:
                    reason = "interrupted"
                    interrupted_at = time.monotonic()
                    first_interrupt = first_interrupt or interrupted_at
                    self.interrupt()
        finally:
            self.on_output = None
            self.on_input = None
            self.input_deadline = None
