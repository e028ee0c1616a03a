/* port_radio.h — the packet radio a port offers to the `radio` module (mod_radio.c): the
 * nRF51 RADIO in the packet format of MicroPython's micro:bit radio, with a receive queue
 * in RAM that the radio's interrupt fills. Implemented by ports/nrf51/radio.c on the
 * registers and by ports/host/radio.c (no air: nothing is ever received). */
#ifndef WISPY_PORT_RADIO_H
#define WISPY_PORT_RADIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What radio.config() sets, as MicroPython keeps it (its defaults in mod_radio.c):
 * the address and six small fields, by index. */
enum port_radio_field {
    RADIO_LENGTH,   /* the largest payload, 1-251 (PCNF1.MAXLEN) */
    RADIO_QUEUE,    /* received packets kept, 1-254 */
    RADIO_CHANNEL,  /* 0-83: 2400 + channel MHz (FREQUENCY) */
    RADIO_POWER,    /* 0-7: -30, -20, -16, -12, -8, -4, 0, +4 dBm (TXPOWER) */
    RADIO_GROUP,    /* PREFIX0.AP0: the address's first byte */
    RADIO_DATA_RATE /* MODE: 0 = 1 Mbit/s, 1 = 2 Mbit/s, 2 = 250 kbit/s */
};
typedef struct port_radio_config {
    uint8_t address[4] __attribute__((aligned(4))); /* BASE0 (little endian): the address after the group */
    uint8_t f[6];                                   /* by enum port_radio_field */
} port_radio_config_t;

/* A queue slot's bytes for payloads of up to `length`: the length byte and the payload,
 * padded to 4, then the RSSI (a byte, padded to 4) and the timestamp (a u32). */
#define PORT_RADIO_STRIDE(length) ((((size_t)(length) + 4u) & ~(size_t)3u) + 8u)
/* The buffer port_radio_on takes: a slot to send from and queue + 1 to receive into. */
#define PORT_RADIO_BUFFER(length, queue) (PORT_RADIO_STRIDE(length) * ((size_t)(queue) + 2u))

/* Configure the radio and start receiving into buf (PORT_RADIO_BUFFER bytes, 4-aligned,
 * which must stay alive until port_radio_off). false if the radio does not respond (a
 * machine without one: QEMU's microbit). */
bool port_radio_on(uint8_t *buf, const port_radio_config_t *config);
/* Stop the radio (and its writes into the buffer). */
void port_radio_off(void);
/* Send prefix + data (cut to `length` bytes) and return to receiving: false if the radio
 * does not respond. */
bool port_radio_send(const uint8_t *prefix, size_t prefix_len, const uint8_t *data, size_t len);
/* The oldest packet received: its slot (length byte, payload; rssi at stride - 8 as -dBm,
 * port_ticks_us() at its end at stride - 4), or NULL if none; port_radio_pop drops it. */
const uint8_t *port_radio_peek(void);
void port_radio_pop(void);

#endif
