/* i2c.c (host port) — port_i2c.h on a bus with no device on it: every address is
 * unanswered, as on a board whose bus is empty. */
#include "port_i2c.h"

void port_i2c_init(uint32_t freq, int scl, int sda) { (void)freq, (void)scl, (void)sda; }

int port_i2c_transfer(int addr, uint8_t *buf, size_t n, int flags)
{
    (void)addr, (void)buf, (void)n, (void)flags;
    return PORT_I2C_NODEV;
}
