/* radio.c (host port) — port_radio.h with no air: the radio turns on and off, packets sent
 * go nowhere and none is ever received, so the radio module runs under the sanitizers. */
#include "port_radio.h"

static bool radio_on;

bool port_radio_on(uint8_t *buf, const port_radio_config_t *config)
{
    (void)buf, (void)config;
    return radio_on = true;
}
void port_radio_off(void) { radio_on = false; }
bool port_radio_send(const uint8_t *prefix, size_t prefix_len, const uint8_t *data, size_t len)
{
    (void)prefix, (void)prefix_len, (void)data, (void)len;
    return radio_on;
}
const uint8_t *port_radio_peek(void) { return NULL; }
void port_radio_pop(void) {}
