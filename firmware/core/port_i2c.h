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

/* One transfer of n >= 1 bytes with the 7-bit address addr: PORT_I2C_READ reads them into
 * buf (the last one NACKed, then STOP), else buf is written, then STOP unless PORT_I2C_REPEAT
 * (the next transfer starts with a repeated START). Returns PORT_I2C_OK or an error above. */
enum { PORT_I2C_READ = 1, PORT_I2C_REPEAT = 2 };
int port_i2c_transfer(int addr, uint8_t *buf, size_t n, int flags);

#endif
