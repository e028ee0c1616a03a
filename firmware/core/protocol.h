/* protocol.h — the board side of the serial protocol (docs/protocol.md): frames, the
 * handshake, power-cut-safe flashing of the script region, running images sent into RAM, and
 * the console output that is framed only while a host tool is attached. */
#ifndef WISPY_PROTOCOL_H
#define WISPY_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The image to boot and the bytes it may span: the image whose commit record is
 * valid and newest, else the start of the script region (an image put there by a .hex
 * file or by the emulator's load_image, with no record). Size 0 after a record that says
 * "no script". */
const uint8_t *protocol_boot_image(size_t *size);

/* Serve host requests for ever (called by wispy_main once the boot script is over). */
void protocol_serve(void) __attribute__((noreturn));

/* The console: true if the protocol took the bytes (a host tool is attached, so they go
 * in acknowledged output frames); false if the caller should send them raw. */
bool protocol_console_write(const char *buf, size_t len);
/* A host tool said HELLO (its Ctrl-C then comes as two INTR bytes in a row). */
bool protocol_attached(void);

/* The console's receive interrupt took a Ctrl-C: KeyboardInterrupt at the VM's next check.
 * While Python code runs, the third since the board last served a request resets the chip
 * into the request loop (BOOT_BREAK, port.h), so that no program keeps a host tool out. */
void protocol_ctrl_c(void);

/* The port's fault handler, before it resets the chip: the fault (w: exception number,
 * stacked pc, lr, xPSR) to an attached tool as a FAULT frame, else as a line of text. */
void protocol_fault(const uint32_t w[4]);

/* input() while a host tool is attached: the line the host read from its stdin (a str),
 * EOFError at its end; OBJ_NULL when no host tool is attached (read the raw console). */
uint32_t protocol_input(void);

/* CRC-32 (IEEE 802.3, as zlib.crc32) of n bytes at p, continuing from c (0 to start). */
uint32_t crc32_update(uint32_t c, const uint8_t *p, size_t n);

#endif
