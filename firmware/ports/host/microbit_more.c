/* microbit_more.c (host port) — the issue 16 board functions simulated for the host build:
 * a steady 20 °C, a display whose power is a flag. */
#include "port_io.h"

int32_t port_temperature(void) { return 20 * 4; }

static bool display_on = true;
void port_display_power(bool on) { display_on = on; }
bool port_display_is_on(void) { return display_on; }

static uint32_t pwm_period = 20000;
int port_pwm(int gpio, uint32_t period_us, uint32_t duty)
{
    if (period_us)
        pwm_period = period_us;
    if (gpio >= 0 && (duty == 0 || duty >= 1024))
        port_gpio_write(gpio, duty != 0);
    return 0;
}
uint32_t port_pwm_period(void) { return pwm_period; }
