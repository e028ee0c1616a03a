/* port.h — what the portable core asks of a board port (nrf51, host).
 * A port implements every function here; the core calls nothing else outside core/.
 * The reverse direction (port -> core) is wispy_main() and the emulator-visible hooks
 * at the bottom. */
#ifndef WISPY_PORT_H
#define WISPY_PORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "records.h"

/* Bring up clocks, the console UART and the tick source. The port's startup calls it
 * once, before wispy_main(); the core never calls it. */
void port_init(void);

/* Console output: blocking, byte by byte (UART0 TXD/TXDRDY on the nRF51). */
void port_write(const char *buf, size_t len);

/* Console input: the next received byte, or -1 when none is waiting (never blocks). */
int port_read_byte(void);

/* How many received bytes are waiting for port_read_byte(). */
size_t port_read_available(void);

/* Milliseconds since boot from the tick source (RTC0 on the nRF51), wrapping at 2**32. */
uint32_t port_ticks_ms(void);

/* Microseconds since boot, wrapping at 2**32 (71.6 minutes), as finely as the tick source
 * counts: RTC0 at 32768 Hz on the nRF51, so it moves in steps of 30.52 us (15625/512);
 * 1 us on the TIMER0 fallback and on the host. */
uint32_t port_ticks_us(void);

/* Sleep the CPU until the next interrupt (WFI on the chip). */
void port_idle(void);

/* Sleep the CPU (WFI) until an interrupt or until port_ticks_us() reaches deadline_us,
 * with a single wake-up however long the wait (the emulator skips it in one step). Returns
 * at once, without sleeping, when the deadline has passed, when it is nearer than the
 * tick source can time (under 2 RTC ticks, ~61 us: the caller spins), or when
 * wispy_interrupt_pending is set: the port checks it with interrupts masked just before
 * WFI, so an event that arrives after the caller's own check is not slept through. The
 * caller loops until its deadline, servicing wispy_interrupt_pending each time round. */
void port_idle_until_us(uint32_t deadline_us);

/* Sleep (WFI) until an interrupt, with no periodic wake-up, unless a received byte or
 * wispy_interrupt_pending is already waiting (checked with interrupts masked, so a byte
 * that arrives after the caller's own check is not slept through). For a wait for a
 * console byte with no deadline (input(), the protocol's idle loop): the caller loops.
 * The emulator takes a WFI inside it for "the firmware waits for input" (a local
 * `wispy run` then gives it the next line of stdin; `wispy emulate` blocks on its link). */
void port_wait_input(void);

/* 32 random bits from the chip's hardware random number generator (the nRF51's RNG,
 * bias correction on), for seeding `random` at boot and on random.seed(). */
uint32_t port_random32(void);

/* The script region: where a flashed image lives (read in place, never copied). */
const uint8_t *port_script_region(size_t *size);

/* The RAM the heap may use: [*start, *end), both 4-aligned, from the linker layout. */
void port_heap_region(uintptr_t *start, uintptr_t *end);

/* The highest address of the C stack (its initial SP), for the conservative scan. */
uintptr_t port_stack_top(void);

/* The lowest address the C stack may reach (the chip: __stack_limit, where the heap ends;
 * the host: port_stack_top() minus the region it allows itself). stack_check() keeps
 * WISPY_C_STACK_MARGIN bytes above it. */
uintptr_t port_stack_limit(void);

/* Reset the chip (NVIC_SystemReset / AIRCR.SYSRESETREQ). */
void port_reset(void) __attribute__((noreturn));

/* ---- why the board boots: a note that a reset leaves alone (docs/boards.md, "Faults") ----
 * 4 bits that a system reset keeps and power-on clears (the nRF51: POWER.GPREGRET, marked as
 * ours), read and written by the core. Bits 0-1 say why the chip was last reset: the port's fault
 * handler sets BOOT_FAULT (after its report, docs/protocol.md's FAULT) and then resets; a
 * lockup (a fault while handling one, which resets the nRF51) reads as BOOT_LOCKUP; the
 * core sets BOOT_BREAK (protocol_ctrl_c). wispy_main then serves requests without starting
 * the flashed script, and clears them. Bits 2-3 count the Ctrl-C taken while a program ran
 * since the board last served a request: they survive a program's own machine.reset(). */
uint32_t port_boot_note(void);
void port_set_boot_note(uint32_t note);
#define BOOT_CAUSE 3u  /* bits 0-1 */
#define BOOT_FAULT 1u
#define BOOT_BREAK 2u
#define BOOT_LOCKUP 3u
#define BOOT_CTRL_C 4u /* one Ctrl-C in bits 2-3 */

/* ---- flash and the raw console, for the serial protocol (core/protocol.c) ---- */

/* Send bytes on the console UART exactly as given. port_write() sends program output
 * and goes through the protocol, which frames it while a host tool is attached. */
void port_uart_write(const char *buf, size_t len);

/* The flash page size in bytes (1024 on the nRF51). */
size_t port_flash_page_size(void);

/* Erase the page that starts at `page` (page-aligned, inside the script region) to 0xff
 * (NVMC CONFIG=EEN, ERASEPAGE, wait READY). False if the port cannot. */
bool port_flash_erase_page(const uint8_t *page);

/* Program n words at dest (word-aligned, inside the script region, erased beforehand:
 * programming only clears bits) (NVMC CONFIG=WEN, one store per word, wait READY). */
bool port_flash_write_words(const uint8_t *dest, const uint32_t *words, size_t n);

/* The files region (firmware/lib/os.py's file system, written with the two calls above,
 * which take it as they take the script region), or size 0 when the board has none. */
const uint8_t *port_files_region(size_t *size);

/* The board's name ("microbit-v1") and the bytes of flash the firmware occupies. */
const char *port_board_name(void);
size_t port_firmware_size(void);

/* The interrupt byte (Ctrl-C), PROTOCOL_INTR of gen/records.h. The port's receive
 * interrupt never queues it: it calls protocol_ctrl_c() (core/protocol.h), which sets
 * wispy_interrupt_pending (defined by the core); the VM checks that between bytecodes and
 * turns it into KeyboardInterrupt. Frames never contain it (docs/protocol.md). */
#define WISPY_INTR_BYTE PROTOCOL_INTR
extern volatile uint8_t wispy_interrupt_pending;
/* Its bits: the VM tests the byte as a whole between bytecodes (one load on the fast
 * path) and then sees which. INTR is set by the console's receive interrupt; PIN by the
 * GPIOTE interrupt with a bit of port_pin_irq_pending (port_io.h), and cleared by
 * port_pin_irq_take() with interrupts masked, so no edge is lost between the two. */
#define WISPY_PENDING_INTR 1u /* Ctrl-C: KeyboardInterrupt */
#define WISPY_PENDING_PIN 2u  /* pin edges: the Python handlers of machine.Pin.irq */

/* ---- provided by the core ---- */

/* The firmware's main program: find, verify and run the image, then wait. */
void wispy_main(void) __attribute__((noreturn));
/* The outcome, for a port that can exit (the host): the program's status, or 2 when no
 * program ran (no image or a refused one). -1 while running. */
extern int wispy_exit_status;

/* Hooks the emulator watches by symbol (they do nothing on the chip; they are
 * noinline and used so that they exist at a fixed address):
 *   wispy_program_done(status) — the script ended: 0 normally, 1 on an uncaught
 *     exception (after its traceback was printed), n for SystemExit(n).
 *   wispy_no_program(reason)   — no image ran: 1 no image, 2 image refused (after
 *     the reason was printed on the console), 3 not started after a reset by a fault or
 *     by Ctrl-C (the boot note above).
 *   wispy_console_stream       — 0 while the core writes program output (stdout),
 *     1 while it writes a traceback or error report (stderr); the emulator reads it
 *     at each byte written to UART0.TXD to send the byte to the right stream. */
void wispy_program_done(int status);
void wispy_no_program(int reason);
extern volatile uint8_t wispy_console_stream;

#endif
