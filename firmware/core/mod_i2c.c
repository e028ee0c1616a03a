/* mod_i2c.c — `microbit.i2c`, MicroPython's micro:bit I2C master (init, scan, read, write)
 * on port_i2c.h: the bus of the board's accelerometer (0x1D, mod_accel.c) and compass (0x0E,
 * firmware/lib/compass.py, which reads it through this object), and of a user's own devices
 * on pin19 (SCL) / pin20 (SDA). A ROM object of a native type. */
#include <string.h>

#include "args.h"
#include "microbit_sensors.h"
#include "module.h"
#include "obj_bytes.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port_i2c.h"
#include "port_io.h"
#include "runtime.h"

#define FN(name) static obj_t name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)

/* Positional a[i], else the keyword named `name`, else `dflt`. */
static obj_t arg(size_t n, const obj_t *a, size_t nkw, const obj_t *kw, size_t i, const char *name, obj_t dflt)
{
    if (i < n)
        return a[i];
    for (size_t k = 0; k < nkw; k++) {
        size_t len;
        const char *p = str_data(kw[2 * k], &len);
        if (len == strlen(name) && memcmp(p, name, len) == 0)
            return kw[2 * k + 1];
    }
    return dflt;
}

/* The GPIO of a pin object (pin19, pin20...): its place among the microbit module's pins. */
static int pin_gpio(obj_t pin, int dflt)
{
    if (pin == OBJ_NONE)
        return dflt;
    const modattr_t *pin0 = module_find(microbit_module.attrs, microbit_module.n_attrs, Q_pin0);
    int gpio = -1;
    if (obj_is_ptr(pin) && type_of(pin)->name == Q_MicroBitPin)
        gpio = port_board_pin_gpio((int)((const uint8_t *)obj_ptr(pin) - (const uint8_t *)pin0->c.v.p) / (int)sizeof(void *));
    if (gpio < 0)
        raise_TypeError("expected a pin such as pin19, not %t", pin);
    return gpio;
}

/* i2c.init(freq=100000, sda=pin20, scl=pin19): the TWI's rate nearest below freq (100 kHz
 * at least) */
FN(i2c_init)
{
    int32_t freq = module_arg_int(arg(n, a, nkw, kw, 1, "freq", small_obj(100000)));
    int sda = pin_gpio(arg(n, a, nkw, kw, 2, "sda", OBJ_NONE), port_board_pin_gpio(20));
    port_i2c_init(freq < 0 ? 0u : (uint32_t)freq, pin_gpio(arg(n, a, nkw, kw, 3, "scl", OBJ_NONE), port_board_pin_gpio(19)), sda);
    return OBJ_NONE;
}

/* i2c.scan(): the addresses 0x08-0x77 that answer a one-byte read, as a list */
FN(i2c_scan)
{
    (void)a, (void)kw;
    obj_t found = list_new(0, NULL);
    uint8_t b;
    for (int addr = 0x08; addr < 0x78; addr++)
        if (port_i2c_transfer(addr, &b, 1, PORT_I2C_READ) == PORT_I2C_OK)
            list_append(found, small_obj(addr));
    return found;
}

/* read(addr, n, repeat=False): n bytes (repeat is accepted: a read always ends with STOP);
 * write(addr, buf, repeat=False): repeat leaves the bus to a repeated START */
static obj_t transfer(size_t n, const obj_t *a, size_t nkw, const obj_t *kw, bool reading)
{
    obj_t repeat = arg(n, a, nkw, kw, 3, "repeat", OBJ_NULL);
    if (n < 3 || n + nkw > 4 || (nkw == 1 && repeat == OBJ_NULL))
        raise_TypeError(reading ? "read() takes (addr, n, repeat=False)" : "write() takes (addr, buf, repeat=False)");
    obj_t o = a[1];
    int32_t addr = module_arg_int(o);
    if (addr < 0 || addr > 127)
        raise_ValueError("I2C address %s is out of range 0-127", o);
    obj_t x = a[2], out = OBJ_NONE;
    int flags = repeat != OBJ_NULL && obj_truth(repeat) ? PORT_I2C_REPEAT : 0;
    size_t len = 0;
    if (reading) {
        int32_t count = module_arg_int(x);
        if (count < 1 || count > 1024)
            raise_ValueError("I2C read size %s is out of range 1-1024", x);
        x = out = bytes_new(NULL, (size_t)count);
        flags = PORT_I2C_READ;
    } else if (!obj_is_ptr(x) || !(bytes_check(x) || bytearray_check(x)) || (bytes_data(x, &len), len == 0)) {
        raise_TypeError("I2C write takes non-empty bytes or bytearray, not %r", x);
    }
    uint8_t *p = (uint8_t *)bytes_data(x, &len);
    int err = port_i2c_transfer(addr, p, len, flags);
    if (err != PORT_I2C_OK)
        raise_msg(T_OSError, err == PORT_I2C_NODEV ? "no I2C device at address %s" : "I2C transfer with address %s failed", o);
    return out;
}

FN(i2c_read) { return transfer(n, a, nkw, kw, true); }
FN(i2c_write) { return transfer(n, a, nkw, kw, false); }

static const builtin_t i2c_methods[] = {NATIVE_METHODS_MicroBitI2C(X_METHOD)};
static const native_type_t i2c_type = {
    {&types[T_TYPE], Q_MicroBitI2C, TYPE_NATIVE, T_OBJECT, NULL},
    i2c_methods, NATIVE_METHODS_MicroBitI2C_COUNT, NULL, NULL, NULL,
};
const struct rom_object microbit_i2c = {&i2c_type.t};
