/* microbit_more.c (host port) — the issue 16 board functions simulated for the host build:
 * a steady 20 °C. */
#include "port_io.h"

int32_t port_temperature(void) { return 20 * 4; }
