/* twi.c — port_i2c.h on the nRF51's TWI0 (Reference Manual v3.0, chapter TWI), polled.
 * Writing: TXD holds the next byte, STARTTX sends the address and TXD, TXDSENT says a byte
 * went (the TWI stretches SCL until TXD is written again), STOP ends. Reading: SHORTS makes
 * each byte boundary (BB) SUSPEND the bus before the byte's ACK, so RXD is taken and RESUME
 * ACKs it; before the last byte SHORTS becomes BB_STOP, which NACKs it and sends STOP: the
 * manual's sequence, which never clocks a byte too many. (The shorts work on the micro:bit's
 * nRF51822 revision 3; PAN 36 concerns the first revisions.) An unanswered address or byte
 * is EVENTS_ERROR with ERRORSRC; then STOP, and the TWI is disabled and enabled again (PAN 56
 * lock-up). Every wait is bounded, so a bus held low is a timeout, not a hang. */
#include <stdint.h>

#include "../../core/port_i2c.h"
#include "../../core/port_io.h"
#include "board.h"
#include "nrf51.h"

#define TWI BOARD_TWI0_BASE
#define TWI_TASKS_STARTRX 0x000
#define TWI_TASKS_STARTTX 0x008
#define TWI_TASKS_STOP 0x014
#define TWI_TASKS_RESUME 0x020
#define TWI_EVENTS_STOPPED 0x104
#define TWI_EVENTS_RXDREADY 0x108
#define TWI_EVENTS_TXDSENT 0x11C
#define TWI_EVENTS_ERROR 0x124
#define TWI_SHORTS 0x200
#define TWI_SHORTS_BB_SUSPEND 1u
#define TWI_SHORTS_BB_STOP 2u
#define TWI_ERRORSRC 0x4C4 /* OVERRUN 1, ANACK 2, DNACK 4: write 1s to clear */
#define TWI_ENABLE 0x500
#define TWI_ENABLE_ENABLED 5u
#define TWI_PSELSCL 0x508
#define TWI_PSELSDA 0x50C
#define TWI_RXD 0x518
#define TWI_TXD 0x51C
#define TWI_FREQUENCY 0x524
#define TWI_ADDRESS 0x588
/* GPIO for a TWI pin: input connected, pull-up, drive S0D1 (standard 0, disconnected 1) */
#define PIN_CNF_TWI (PIN_CNF_INPUT_PULLUP | (6u << 8))
#define WAIT_LOOPS 20000u /* ~5 ms at 16 MHz; a byte takes 90 us at 100 kHz */

static bool ready;

void port_i2c_init(uint32_t freq, int scl, int sda)
{
    REG(TWI, TWI_ENABLE) = 0;
    REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(scl)) = PIN_CNF_TWI;
    REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(sda)) = PIN_CNF_TWI;
    REG(TWI, TWI_PSELSCL) = (uint32_t)scl;
    REG(TWI, TWI_PSELSDA) = (uint32_t)sda;
    REG(TWI, TWI_FREQUENCY) = freq >= 400000 ? 0x06680000u : freq >= 250000 ? 0x04000000u : 0x01980000u;
    REG(TWI, TWI_ENABLE) = TWI_ENABLE_ENABLED;
    ready = true;
}

/* Wait for an event; 0 when it came, else an error (the bus is stopped and reset). */
static int await(uint32_t event)
{
    for (uint32_t n = WAIT_LOOPS; n > 0; n--) {
        if (REG(TWI, event)) {
            REG(TWI, event) = 0;
            return PORT_I2C_OK;
        }
        if (REG(TWI, TWI_EVENTS_ERROR)) {
            uint32_t src = REG(TWI, TWI_ERRORSRC);
            REG(TWI, TWI_ERRORSRC) = src;
            REG(TWI, TWI_EVENTS_ERROR) = 0;
            REG(TWI, TWI_SHORTS) = 0;
            REG(TWI, TWI_TASKS_STOP) = TRIGGER;
            await(TWI_EVENTS_STOPPED);
            return src & 2u ? PORT_I2C_NODEV : PORT_I2C_NACK;
        }
    }
    REG(TWI, TWI_SHORTS) = 0;
    REG(TWI, TWI_ENABLE) = 0; /* PAN 56: a TWI that locked up is reset so */
    REG(TWI, TWI_ENABLE) = TWI_ENABLE_ENABLED;
    return PORT_I2C_TIMEOUT;
}

int port_i2c_transfer(int addr, uint8_t *buf, size_t n, int flags)
{
    if (!ready)
        port_i2c_init(100000, port_board_pin_gpio(19), port_board_pin_gpio(20));
    bool reading = flags & PORT_I2C_READ;
    REG(TWI, TWI_ADDRESS) = (uint32_t)addr;
    REG(TWI, TWI_EVENTS_STOPPED) = 0;
    REG(TWI, TWI_EVENTS_ERROR) = 0;
    REG(TWI, TWI_EVENTS_RXDREADY) = 0;
    REG(TWI, TWI_EVENTS_TXDSENT) = 0;
    REG(TWI, TWI_SHORTS) = !reading ? 0 : n == 1 ? TWI_SHORTS_BB_STOP : TWI_SHORTS_BB_SUSPEND;
    if (!reading)
        REG(TWI, TWI_TXD) = buf[0];
    REG(TWI, reading ? TWI_TASKS_STARTRX : TWI_TASKS_STARTTX) = TRIGGER;
    for (size_t i = 0; i < n; i++) {
        int err = await(reading ? TWI_EVENTS_RXDREADY : TWI_EVENTS_TXDSENT);
        if (err != PORT_I2C_OK)
            return err;
        if (!reading) {
            if (i + 1 < n)
                REG(TWI, TWI_TXD) = buf[i + 1];
            continue;
        }
        buf[i] = (uint8_t)REG(TWI, TWI_RXD);
        if (i + 2 == n) /* the last byte comes next: NACK it and STOP at its byte boundary */
            REG(TWI, TWI_SHORTS) = TWI_SHORTS_BB_STOP;
        if (i + 1 < n)
            REG(TWI, TWI_TASKS_RESUME) = TRIGGER;
    }
    if (!reading) {
        if (flags & PORT_I2C_REPEAT)
            return PORT_I2C_OK;
        REG(TWI, TWI_TASKS_STOP) = TRIGGER;
    }
    int err = await(TWI_EVENTS_STOPPED);
    REG(TWI, TWI_SHORTS) = 0;
    return err;
}
