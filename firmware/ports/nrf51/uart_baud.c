/* uart_baud.c — the console UART's baud rate (port_io.h): only the rates of the nRF51
 * Reference Manual's BAUDRATE table are accepted, with the register values it gives. */
#include <stdint.h>

#include "nrf51_io.h"
#include "port_io.h"

static const struct {
    uint32_t baud, reg;
} rates[] = {
    {1200, 0x0004F000u},   {2400, 0x0009D000u},   {4800, 0x0013B000u},   {9600, 0x00275000u},
    {14400, 0x003B0000u},  {19200, 0x004EA000u},  {28800, 0x0075F000u},  {38400, 0x009D5000u},
    {57600, 0x00EBF000u},  {76800, 0x013A9000u},  {115200, 0x01D7E000u}, {230400, 0x03AFB000u},
    {250000, 0x04000000u}, {460800, 0x075F7000u}, {921600, 0x0EBEDFA4u}, {1000000, 0x10000000u},
};

int port_uart_set_baudrate(uint32_t baud) {
    for (unsigned i = 0; i < sizeof rates / sizeof rates[0]; i++) {
        if (rates[i].baud == baud) {
            /* The manual asks for no byte in flight: port_write waits for TXDRDY after
             * each byte, so the transmitter is idle here. */
            REG(BOARD_UART_BASE, UART_BAUDRATE_REG) = rates[i].reg;
            return 0;
        }
    }
    return -1;
}

/* Read back from BAUDRATE (a word of static RAM less for the heap); the boot's value is
 * the table's for the board's rate, and anything else, which no write here made, is that. */
uint32_t port_uart_baudrate(void) {
    uint32_t reg = REG(BOARD_UART_BASE, UART_BAUDRATE_REG);
    for (unsigned i = 0; i < sizeof rates / sizeof rates[0]; i++) {
        if (rates[i].reg == reg) {
            return rates[i].baud;
        }
    }
    return BOARD_UART_BAUDRATE;
}
