/* radio.c — port_radio.h on the nRF51's RADIO (Reference Manual v3.0, chapter 17), in the
 * packet format of MicroPython's micro:bit radio, so that wispy and MicroPython boards hear
 * each other: 1 Mbit/s Nordic mode by default, a 5-byte address (PREFIX0.AP0 = the group,
 * then BASE0 = the address, BALEN = 4), an 8-bit LENGTH field and no S0/S1, whitening with
 * IV 0x18, a 16-bit CRC (x^16 + x^12 + x^5 + 1 from 0xFFFF) over address and payload.
 *
 * Receiving runs on its own: RXEN with the READY_START short, ADDRESS_RSSISTART for the
 * signal strength; at each END the interrupt keeps a packet whose CRC is good in the next
 * free slot of the queue (with RSSISAMPLE and the time) and STARTs again. Sending waits:
 * DISABLE, TXEN with READY_START and END_DISABLE, wait for DISABLED, RXEN again. Every
 * wait gives up after ~100 ms, so a machine without a RADIO (QEMU) gets an error, not a
 * hang. */
#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "nrf51.h"
#include "port.h"
#include "port_radio.h"

#define R BOARD_RADIO_BASE
#define RADIO_TASKS_TXEN 0x000
#define RADIO_TASKS_RXEN 0x004
#define RADIO_TASKS_START 0x008
#define RADIO_TASKS_DISABLE 0x010
#define RADIO_EVENTS_END 0x10C
#define RADIO_EVENTS_DISABLED 0x110
#define RADIO_SHORTS 0x200
#define RADIO_INTENSET 0x304
#define RADIO_INTENCLR 0x308
#define RADIO_CRCSTATUS 0x400   /* 1: the last packet's CRC was good */
#define RADIO_PACKETPTR 0x504   /* RAM only (EasyDMA); read at START */
#define RADIO_FREQUENCY 0x508   /* 2400 + n MHz */
#define RADIO_TXPOWER 0x50C     /* dBm, two's complement in 8 bits */
#define RADIO_MODE 0x510
#define RADIO_PCNF0 0x514
#define RADIO_PCNF1 0x518
#define RADIO_BASE0 0x51C
#define RADIO_PREFIX0 0x524
#define RADIO_RXADDRESSES 0x530
#define RADIO_CRCCNF 0x534
#define RADIO_CRCPOLY 0x538
#define RADIO_CRCINIT 0x53C
#define RADIO_RSSISAMPLE 0x548  /* -dBm of the last sample */
#define RADIO_DATAWHITEIV 0x554

#define SHORT_READY_START (1u << 0)
#define SHORT_END_DISABLE (1u << 1)
#define SHORT_ADDRESS_RSSISTART (1u << 4)
#define INT_END (1u << 3)
#define PCNF0_LFLEN_8 8u                               /* LENGTH: 8 bits; S0, S1: none */
#define PCNF1_WHITEN_BALEN4 ((1u << 25) | (4u << 16)) /* little endian, STATLEN 0 */
#define WAIT_LOOPS 200000u                             /* ~100 ms of polling at 16 MHz */

static const int8_t power_dbm[8] = {-30, -20, -16, -12, -8, -4, 0, 4};

/* slot 0 sends; slots 1..queue+1 are a ring: `count` packets from `head`, then the one
 * the radio receives into (always free: a packet that finds the queue full is dropped) */
static struct {
    uint8_t *buf; /* NULL: off */
    uint8_t length, queue, head, count;
} rq;
#define STRIDE PORT_RADIO_STRIDE(rq.length)

/* ring slot k, for k < 2 * (queue + 1) (head + count at most): no division on the M0 */
static uint8_t *rx_slot(unsigned k)
{
    if (k > rq.queue)
        k -= rq.queue + 1u;
    return rq.buf + STRIDE * (1u + k);
}

static bool wait_event(uint32_t event)
{
    for (uint32_t i = 0; i < WAIT_LOOPS; i++) {
        if (REG(R, event)) {
            REG(R, event) = 0;
            return true;
        }
    }
    return false;
}

static bool disable(void)
{
    REG(R, RADIO_INTENCLR) = INT_END;
    REG(R, RADIO_EVENTS_DISABLED) = 0;
    REG(R, RADIO_TASKS_DISABLE) = TRIGGER;
    return wait_event(RADIO_EVENTS_DISABLED);
}

/* From DISABLED: receive into the free slot; the interrupt takes each END. */
static void receive(void)
{
    REG(R, RADIO_SHORTS) = SHORT_READY_START | SHORT_ADDRESS_RSSISTART;
    REG(R, RADIO_PACKETPTR) = (uint32_t)(uintptr_t)rx_slot(rq.head + rq.count);
    REG(R, RADIO_EVENTS_END) = 0;
    REG(R, RADIO_INTENSET) = INT_END;
    REG(R, RADIO_TASKS_RXEN) = TRIGGER;
}

void RADIO_IRQHandler(void)
{
    if (!REG(R, RADIO_EVENTS_END))
        return;
    REG(R, RADIO_EVENTS_END) = 0;
    (void)REG(R, RADIO_EVENTS_END);
    uint8_t *slot = rx_slot(rq.head + rq.count);
    if (REG(R, RADIO_CRCSTATUS) == 1 && rq.count < rq.queue) {
        if (slot[0] > rq.length)
            slot[0] = rq.length; /* the radio stops at MAXLEN but keeps LENGTH as sent */
        slot[STRIDE - 8] = (uint8_t)REG(R, RADIO_RSSISAMPLE);
        *(uint32_t *)(void *)(slot + STRIDE - 4) = port_ticks_us(); /* 4-aligned */
        rq.count++;
        REG(R, RADIO_PACKETPTR) = (uint32_t)(uintptr_t)rx_slot(rq.head + rq.count);
    }
    REG(R, RADIO_TASKS_START) = TRIGGER;
}

bool port_radio_on(uint8_t *buf, const port_radio_config_t *c)
{
    port_radio_off();
    if (!disable())
        return false;
    rq.buf = buf;
    rq.length = c->f[RADIO_LENGTH];
    rq.queue = c->f[RADIO_QUEUE];
    rq.head = 0; /* count is 0: off */
    REG(R, RADIO_TXPOWER) = (uint8_t)power_dbm[c->f[RADIO_POWER] & 7];
    REG(R, RADIO_FREQUENCY) = c->f[RADIO_CHANNEL];
    REG(R, RADIO_MODE) = c->f[RADIO_DATA_RATE];
    REG(R, RADIO_BASE0) = *(const uint32_t *)(const void *)c->address; /* aligned, little endian */
    REG(R, RADIO_PREFIX0) = c->f[RADIO_GROUP];
    /* TXADDRESS stays 0 (its reset value): logical address 0 is PREFIX0.AP0 + BASE0 */
    REG(R, RADIO_RXADDRESSES) = 1; /* and only that one is received */
    REG(R, RADIO_PCNF0) = PCNF0_LFLEN_8;
    REG(R, RADIO_PCNF1) = PCNF1_WHITEN_BALEN4 | c->f[RADIO_LENGTH];
    REG(R, RADIO_CRCCNF) = 2; /* two bytes, over the address too */
    REG(R, RADIO_CRCINIT) = 0xFFFF;
    REG(R, RADIO_CRCPOLY) = 0x11021;
    REG(R, RADIO_DATAWHITEIV) = 0x18;
    nvic_enable(BOARD_RADIO_IRQ);
    receive();
    return true;
}

void port_radio_off(void)
{
    if (rq.buf == NULL)
        return;
    disable();
    rq.buf = NULL;
    rq.count = 0;
}

bool port_radio_send(const uint8_t *prefix, size_t prefix_len, const uint8_t *data, size_t len)
{
    uint8_t *tx = rq.buf;
    size_t n = 0; /* cut to MAXLEN, as MicroPython does */
    for (size_t i = 0; i < prefix_len + len && n < rq.length; i++)
        tx[1 + n++] = i < prefix_len ? prefix[i] : data[i - prefix_len];
    tx[0] = (uint8_t)n;
    disable(); /* without a radio, the wait below fails too */
    REG(R, RADIO_PACKETPTR) = (uint32_t)(uintptr_t)tx;
    REG(R, RADIO_SHORTS) = SHORT_READY_START | SHORT_END_DISABLE;
    REG(R, RADIO_TASKS_TXEN) = TRIGGER;
    bool sent = wait_event(RADIO_EVENTS_DISABLED);
    receive();
    return sent;
}

const uint8_t *port_radio_peek(void) { return rq.count ? rx_slot(rq.head) : NULL; } /* 0 while off */

void port_radio_pop(void)
{
    uint32_t primask = irq_save();
    if (rq.count) {
        rq.head = rq.head == rq.queue ? 0 : (uint8_t)(rq.head + 1u);
        rq.count--;
    }
    irq_restore(primask);
}
