/* mod_radio.c — the `radio` module of MicroPython's micro:bit: on/off, send/receive of str
 * (MicroPython's 0x01 0x00 0x01 prefix) and bytes, receive_full, on port_radio.h's queue.
 * The receive buffer is a heap block held by vm.radio_buf (the radio writes into it until
 * it is off). */
#include <string.h>

#include "gc.h"
#include "module.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_int.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "port_radio.h"
#include "runtime.h"

#define TICKS_MASK 0x3fffffffu /* as time.ticks_us() */

/* MicroPython's defaults: 32-byte payloads, 3 queued, channel 7, power 6 (0 dBm), the
 * address 0x75626974 ("uBit"), group 0, 1 Mbit/s */
static const port_radio_config_t radio_defaults = {{0x74, 0x69, 0x62, 0x75}, {32, 3, 7, 6, 0, 0}};
static port_radio_config_t radio_config = {{0x74, 0x69, 0x62, 0x75}, {32, 3, 7, 6, 0, 0}};
static const uint8_t str_prefix[3] = {1, 0, 1};

static NORETURN void radio_silent(void)
{
    raise_msg(T_OSError, "the radio does not respond");
}

static void radio_stop(void)
{
    port_radio_off();
    vm.radio_buf = OBJ_NULL;
}

static void radio_start(void)
{
    radio_stop();
    uint8_t *buf = gc_alloc(PORT_RADIO_BUFFER(radio_config.f[RADIO_LENGTH], radio_config.f[RADIO_QUEUE]));
    vm.radio_buf = ptr_obj(buf);
    if (!port_radio_on(buf, &radio_config)) {
        vm.radio_buf = OBJ_NULL;
        radio_silent();
    }
}

void radio_soft_reset(void)
{
    radio_stop();
    radio_config = radio_defaults;
}

/* The oldest packet received (its slot), NULL if none; ValueError while off. */
static const uint8_t *radio_next(void)
{
    if (vm.radio_buf == OBJ_NULL)
        raise_ValueError("radio is not enabled");
    return port_radio_peek();
}

/* send(str) with MicroPython's prefix, or send_bytes(bytes or bytearray) */
static obj_t radio_send(const uint8_t *prefix, obj_t message)
{
    size_t len;
    if (prefix ? !str_check(message) : !bytes_check(message) && !bytearray_check(message))
        raise_TypeError("can't send %t", message); /* send: a str; send_bytes: bytes */
    const uint8_t *p = prefix ? (const uint8_t *)str_data(message, &len) : bytes_data(message, &len);
    radio_next();
    if (!port_radio_send(prefix, prefix ? 3 : 0, p, len))
        radio_silent();
    return OBJ_NONE;
}

MODULE_FN(radio, on) { return (void)a, (void)kw, radio_start(), OBJ_NONE; }
MODULE_FN(radio, off) { return (void)a, (void)kw, radio_stop(), OBJ_NONE; }

MODULE_FN(radio, send) { return (void)kw, radio_send(str_prefix, a[0]); }
MODULE_FN(radio, send_bytes) { return (void)kw, radio_send(NULL, a[0]); }

/* The oldest packet as receive_bytes (RECEIVE_BYTES), receive (RECEIVE_STR: a str sent by
 * send(), else ValueError and the packet dropped, as MicroPython), receive_bytes_into
 * (RECEIVE_INTO: its length, the bytes that fit copied into the bytearray `into`) or
 * receive_full (RECEIVE_FULL: bytes, RSSI in dBm, the time it ended as ticks_us()); None if
 * there is none. */
enum { RECEIVE_BYTES, RECEIVE_STR, RECEIVE_INTO, RECEIVE_FULL };
static obj_t radio_receive(int kind, obj_t into)
{
    if (kind == RECEIVE_INTO && !bytearray_check(into))
        raise_TypeError("can't receive into %t", into);
    const uint8_t *slot = radio_next();
    if (slot == NULL)
        return OBJ_NONE;
    size_t len = slot[0], stride = PORT_RADIO_STRIDE(radio_config.f[RADIO_LENGTH]);
    obj_t r;
    if (kind == RECEIVE_STR) {
        if (len < 3 || memcmp(slot + 1, str_prefix, 3) != 0) {
            port_radio_pop();
            raise_ValueError("received packet is not a string");
        }
        r = str_new((const char *)slot + 4, len - 3);
    } else if (kind == RECEIVE_INTO) {
        size_t room;
        uint8_t *p = (uint8_t *)bytes_data(into, &room);
        memcpy(p, slot + 1, len < room ? len : room);
        r = small_obj((int32_t)len);
    } else {
        r = bytes_new(slot + 1, len);
        if (kind == RECEIVE_FULL) {
            uint32_t us = *(const uint32_t *)(const void *)(slot + stride - 4); /* 4-aligned */
            obj_t items[3] = {r, small_obj(-(int32_t)slot[stride - 8]), small_obj((int32_t)(us & TICKS_MASK))};
            r = tuple_new(3, items);
        }
    }
    port_radio_pop();
    return r;
}

MODULE_FN(radio, receive_bytes) { return (void)a, (void)kw, radio_receive(RECEIVE_BYTES, OBJ_NULL); }
MODULE_FN(radio, receive) { return (void)a, (void)kw, radio_receive(RECEIVE_STR, OBJ_NULL); }
MODULE_FN(radio, receive_bytes_into) { return (void)kw, radio_receive(RECEIVE_INTO, a[0]); }
MODULE_FN(radio, receive_full) { return (void)a, (void)kw, radio_receive(RECEIVE_FULL, OBJ_NULL); }

/* the settings from now on, at once while the radio is on (a new buffer: the packets
 * queued are dropped) */
static obj_t radio_apply(const port_radio_config_t *c)
{
    radio_config = *c;
    if (vm.radio_buf != OBJ_NULL)
        radio_start();
    return OBJ_NONE;
}

static const uint16_t setting_names[7] = {Q_length, Q_queue, Q_channel, Q_power, Q_group, Q_data_rate, Q_address};
static const uint8_t setting_highest[6] = {251, 254, 83, 7, 255, 2}; /* the lowest: 1, 1, then 0 */

MODULE_FN(radio, config)
{
    (void)a;
    if (n != 0)
        raise_TypeError("arguments must be keywords");
    port_radio_config_t c = radio_config;
    for (size_t i = 0; i < nkw; i++) {
        size_t len, k = 0;
        const char *name = str_data(kw[2 * i], &len);
        uint32_t q = qstr_find(name, len);
        while (k < 7 && setting_names[k] != q)
            k++;
        if (k == 7)
            raise_ValueError("unknown argument '%s'", kw[2 * i]);
        obj_t value = kw[2 * i + 1];
        uint8_t v[4];
        if (!int_check(value))
            module_arg_int(value); /* its TypeError */
        if (!int_to_bytes(value, k == 6 ? c.address : v, 4, true, false) ||
            (k < 6 && (v[1] | v[2] | v[3] || v[0] < (k < 2) || v[0] > setting_highest[k])))
            raise_ValueError("value out of range for argument '%s'", kw[2 * i]);
        if (k < 6)
            c.f[k] = v[0];
    }
    return radio_apply(&c);
}

MODULE_FN(radio, reset)
{
    (void)a, (void)kw;
    return radio_apply(&radio_defaults);
}

static const modattr_t radio_attrs[] = {
    MEMBER_INT(RATE_1MBIT, 0),
    MEMBER_INT(RATE_250KBIT, 2),
    MEMBER_INT(RATE_2MBIT, 1),
    MODULE_ATTR(radio, config),
    MODULE_ATTR(radio, off),
    MODULE_ATTR(radio, on),
    MODULE_ATTR(radio, receive),
    MODULE_ATTR(radio, receive_bytes),
    MODULE_ATTR(radio, receive_bytes_into),
    MODULE_ATTR(radio, receive_full),
    MODULE_ATTR(radio, reset),
    MODULE_ATTR(radio, send),
    MODULE_ATTR(radio, send_bytes),
};
MODULE_DEF(radio);
