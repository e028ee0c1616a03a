"""`wispy emulate`: an emulated board as if it were plugged in. Its UART is on a pty and a
TCP port (announced as `serial: <url>` lines), its script region is kept in a file so that
flashed scripts survive a restart, and for tests the link can be made lossy, the power
cut at the N-th flash operation, and a HardFault taken in a given firmware function."""

from __future__ import annotations

import mmap
import os
import signal
import sys
from pathlib import Path


def kept_region(board):
    """The flash `--flash` keeps and `--power-cut` counts in: the script region and the files
    region after it (firmware/lib/os.py's files), as one run (start, size)."""
    region = board.script_region
    files = board.config.get("flash_layout", {}).get("files")
    end = files["start"] + files["size"] if files else region.start + region.size
    return region.start, end - region.start


class FlashFile:
    """The board's script and files regions mirrored into a file: loaded at start, and every erase or
    programmed word written through at once (a MAP_SHARED mapping), so that killing the
    process at any moment leaves the file as the chip's flash would be."""

    def __init__(self, board, path: Path):
        self.start, self.size = kept_region(board)
        self.board = board
        path = Path(path)
        if path.exists() and path.stat().st_size == board.script_region.size < self.size:
            with open(path, "ab") as f:  # the script region alone: the files region added, blank
                f.write(b"\xff" * (self.size - board.script_region.size))
        fresh = not path.exists() or path.stat().st_size != self.size
        if fresh:
            path.write_bytes(b"\xff" * self.size)
        self.fd = os.open(path, os.O_RDWR)
        self.map = mmap.mmap(self.fd, self.size)
        if not fresh:
            board.uc.mem_write(self.start, bytes(self.map))
        else:
            self.map[:] = bytes(board.uc.mem_read(self.start, self.size))

    def changed(self, address: int, size: int) -> None:
        lo, hi = max(address, self.start), min(address + size, self.start + self.size)
        if lo < hi:
            self.map[lo - self.start:hi - self.start] = bytes(self.board.uc.mem_read(lo, hi - lo))

    def close(self) -> None:
        self.map.flush()
        self.map.close()
        os.close(self.fd)


def attach_flash_hooks(board, flash_file: FlashFile | None, power_cut: int | None):
    """Wrap board.flash_changed: mirror into the file; die at the power_cut-th operation
    (an erased page or a programmed word in the script or files region), after it took effect."""
    original = board.flash_changed
    kept_start, kept_size = kept_region(board)
    count = [0]

    def flash_changed(address: int, size: int) -> None:
        original(address, size)
        if flash_file is not None:
            flash_file.changed(address, size)
        if kept_start <= address < kept_start + kept_size:
            count[0] += 1
            if power_cut is not None and count[0] >= power_cut:
                if flash_file is not None:
                    flash_file.map.flush()
                print(f"emulate: power cut after flash operation {count[0]}", file=sys.stderr,
                      flush=True)
                os._exit(137)

    board.flash_changed = flash_changed
    return count


def emulate(board_name: str, elf, *, tcp_port: int = 0, flash: str | None = None,
            lossy: str | None = None, power_cut: int | None = None, pty: bool = True,
            image: bytes | None = None, seed: int = 0, fault_at: str | None = None,
            radio_medium: str | None = None, radio_loss: float = 0.0) -> int:
    from wispy.emulator import Board, EmulatorError, FirmwareFault
    from wispy.emulator.serial_bridge import Lossy, SerialBridge

    board = Board(elf, board=board_name, seed=seed)
    if fault_at:
        try:
            board.fault_at(fault_at)
        except EmulatorError as e:
            print(f"wispy: {e}", file=sys.stderr)
            return 2
    if image is not None:
        board.load_image(image)
    flash_file = FlashFile(board, Path(flash)) if flash else None
    counter = attach_flash_hooks(board, flash_file, power_cut)
    link = Lossy.parse(lossy) if lossy else None
    bridge = SerialBridge(board, "both" if pty and sys.platform != "win32" else "tcp", tcp_port, link)
    if radio_medium:  # the radio shared with the other `wispy emulate --radio-medium` boards
        from wispy.emulator.medium import RemoteMedium

        try:
            bridge.medium = RemoteMedium(radio_medium, board, loss=radio_loss, seed=seed)
        except EmulatorError as error:
            print(f"wispy: --radio-medium {radio_medium}: {error}", file=sys.stderr)
            return 2
    for url in bridge.urls:
        print(f"serial: {url}", flush=True)
    # Ctrl-C and SIGTERM end the loop through a flag, not a KeyboardInterrupt: the signal
    # may land while Unicorn is inside one of its Python callbacks (an MMIO read; about one
    # SIGINT in ten, measured), where ctypes prints the exception and swallows it, and the
    # emulator ran on until killed, without its closing report. (A shell's background job
    # also starts with SIGINT ignored; setting a handler undoes that.)
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: bridge.stop())
    try:
        bridge.serve()
    except FirmwareFault as fault:
        print(fault, file=sys.stderr)
        return 3
    except EmulatorError as error:  # the radio medium's hub went away (--radio-medium)
        print(f"wispy: {error}", file=sys.stderr)
        return 3
    finally:
        bridge.close()
        if bridge.medium is not None:
            bridge.medium.close()
        if flash_file is not None:
            flash_file.close()
        if link is not None:
            print(f"emulate: link dropped {link.dropped}, corrupted {link.corrupted}, "
                  f"duplicated {link.duplicated} bytes", file=sys.stderr)
        print(f"emulate: {counter[0]} flash operations", file=sys.stderr)
    return 0
