/* chip.c — what the machine module asks of the chip itself (port_io.h): the unique id
 * from the FICR, the CPU clock, the console UART's pins. */
#include <stdint.h>

#include "nrf51_io.h"
#include "port_io.h"

#define FICR_DEVICEID 0x060 /* DEVICEID[0], DEVICEID[1]: 64 random bits set at the factory */

void port_unique_id(uint8_t id[8]) {
    for (int i = 0; i < 8; i++) { /* word reads: the FICR is read as registers */
        id[i] = (uint8_t)(REG(BOARD_FICR_BASE, FICR_DEVICEID + (i & 4)) >> (8 * (i & 3)));
    }
}

uint32_t port_cpu_hz(void) { return BOARD_CLOCK_HZ; }

void port_uart_pins(int *tx, int *rx) {
    *tx = BOARD_UART_TX_PIN;
    *rx = BOARD_UART_RX_PIN;
}
