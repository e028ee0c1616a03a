/* microbit_more.c (host port) — the issue 16 board functions simulated for the host build:
 * a steady 20 °C, a display whose power is a flag. */
#include "port_io.h"

int32_t port_temperature(void) { return 20 * 4; }

static bool display_on = true;
void port_display_power(bool on) { display_on = on; }
bool port_display_is_on(void) { return display_on; }
