/* port_i2c.h — the I2C bus a port offers to `microbit.i2c` (and through it to the
 * accelerometer and compass, firmware/lib/accelerometer.py, compass.py): a master that writes or reads a
 * run of bytes to a 7-bit address. Implemented on the nRF51's TWI by ports/nrf51/twi.c;
 * the host port has a bus with nothing on it (every address is unanswered). */
#ifndef WISPY_PORT_I2C_H
#define WISPY_PORT_I2C_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    PORT_I2C_OK = 0,
    PORT_I2C_NODEV = -1, /* nobody answered the address (NACK) */
    PORT_I2C_NACK = -2,  /* a data byte was not acknowledged */
    PORT_I2C_TIMEOUT = -3, /* the bus did not finish (a device holds SCL, or no TWI) */
};

/* (Re)start the bus at freq Hz (the TWI's 100, 250 or 400 kHz: the nearest not above it,
 * 100 kHz below that) on the SCL and SDA GPIOs. The first transfer does it with 100 kHz on
 * the board's pin19/pin20 if nobody did. */
void port_i2c_init(uint32_t freq, int scl, int sda);

/* Write n >= 1 bytes, then STOP unless `repeat` (the next
 * transfer starts with a repeated START). Returns PORT_I2C_OK or an error above. */
int port_i2c_write(int addr, const uint8_t *buf, size_t n, bool repeat);

/* Read n >= 1 bytes into buf (the last one NACKed, then STOP). */
int port_i2c_read(int addr, uint8_t *buf, size_t n);

#endif
