/* microbit_more.c (host port) — the issue 16 board functions simulated for the host build:
 * a steady 20 °C, a display whose power is a flag, animations over at once (the last
 * frame stays), and full light. */
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

void port_display_animate(const uint8_t *frames, uint32_t n, uint32_t delay_ms, bool loop)
{
    (void)delay_ms, (void)loop;
    if (n > 0)
        port_display_show_image(frames + 25 * (n - 1));
}
int port_display_light(void) { return 255; }
