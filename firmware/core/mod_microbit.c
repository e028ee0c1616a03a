/* mod_microbit.c — the `microbit` module as micro:bit users know it (MicroPython's names):
 * pin0-pin20 (digital, analog, PWM, pulls, modes, touch), button_a/button_b, display (with
 * background animations, power and light sensing), Image with the built-in images, sleep,
 * running_time, temperature, reset; panic is Python (firmware/lib/_microbit.py). The pins,
 * buttons and display are ROM objects of native types (module.h); an Image is a heap
 * object. The drivers are port_io.h's; the pins' GPIOs are the board file's
 * (port_board_pin_gpio). docs/boards.md describes the module. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "image.h"
#include "microbit_sensors.h" /* accelerometer, compass, i2c */
#include "module.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "port_io.h"
#include "runtime.h"
#include "vm.h"

#define FN(name) static obj_t name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)

/* ---- arguments ------------------------------------------------------------------------ */

/* An int argument that fits in 32 bits. */
static int32_t arg_int(obj_t o, const char *what)
{
    int32_t v;
    if (!int_check(o) || !int_to_i32(o, &v))
        raise_TypeError("%s must be an int, not %t", str_new(what, strlen(what)), o);
    return v;
}

/* v in lo..hi, or ValueError naming the argument: "pixel x 7 is out of range 0-4". */
static int32_t arg_range(obj_t o, const char *what, int32_t lo, int32_t hi)
{
    int32_t v = arg_int(o, what);
    if (v < lo || v > hi) {
        char buf[64]; /* what is one of this file's short names */
        sink_t s = {buf, 0, false, NULL, 0};
        sink_str(&s, what);
        sink_write(&s, " ", 1);
        sink_int(&s, v);
        sink_str(&s, " is out of range ");
        sink_int(&s, lo);
        sink_write(&s, "-", 1);
        sink_int(&s, hi);
        raise_ValueError("%s", str_new(buf, s.len));
    }
    return v;
}

/* The keyword arguments a call may have: names[i] -> out[i] (left as it was if absent). */
static void kwargs(const char *fn, size_t nkw, const obj_t *kw, const char *const *names, obj_t *out)
{
    for (size_t i = 0; i < nkw; i++) {
        size_t len;
        const char *p = str_data(kw[2 * i], &len);
        size_t k = 0;
        while (names[k] != NULL && !(strlen(names[k]) == len && memcmp(names[k], p, len) == 0))
            k++;
        if (names[k] == NULL)
            raise_TypeError("%s() got an unexpected keyword argument '%s'", str_new(fn, strlen(fn)), kw[2 * i]);
        out[k] = kw[2 * i + 1];
    }
}

/* A method's arguments (self not counted in the message). */

/* ---- waiting: idle until a time or a condition, Ctrl-C stays a KeyboardInterrupt ------ */

/* Idle for ms milliseconds, or until the display's scroll ends when until_scrolled. Each
 * time round, the pending events are served (vm_pending: KeyboardInterrupt leaves from
 * here, machine.Pin handlers run here); then the CPU sleeps until the deadline or the next
 * interrupt (the display's row interrupt every 2 ms while it scrolls). */
static void wait_ms(uint32_t ms, bool until_scrolled)
{
    uint32_t t0 = port_ticks_ms();
    for (;;) {
        vm_pending();
        uint32_t gone = port_ticks_ms() - t0;
        if (until_scrolled ? !port_display_scrolling() : gone >= ms)
            return;
        /* a deadline must be less than 2**31 us ahead (port_ticks_us() wraps at 2**32):
         * a longer wait wakes every 1000 s on the way */
        uint32_t left = until_scrolled ? 1000u : ms - gone;
        port_idle_until_us(port_ticks_us() + (left > 1000000u ? 1000000u : left) * 1000u);
    }
}

/* ---- Image: {type, width, height, read-only flag, brightness 0-9 per pixel} ------------- */

typedef struct image {
    const type_t *type;
    uint8_t w, h;
    uint8_t readonly; /* a built-in image: copy() it to change it */
    uint8_t unused;
    uint8_t px[];     /* w * h levels, row by row */
} image_t;

extern const native_type_t microbit_image_type;

static image_t *image_new(int32_t w, int32_t h)
{
    if (w < 0 || h < 0 || w > 255 || h > 255)
        raise_ValueError("image size %s is out of range 0-255", small_obj(w < 0 || w > 255 ? w : h));
    image_t *im = gc_alloc(sizeof(image_t) + (size_t)(w * h));
    im->type = &microbit_image_type.t;
    im->w = (uint8_t)w;
    im->h = (uint8_t)h;
    im->readonly = 0;
    memset(im->px, 0, (size_t)(w * h));
    return im;
}

static image_t *as_image(obj_t o)
{
    if (!obj_is_ptr(o) || type_of(o) != &microbit_image_type.t)
        raise_TypeError("expected an Image, not %t", o);
    return obj_ptr(o);
}

static image_t *writable(obj_t o)
{
    image_t *im = as_image(o);
    if (im->readonly)
        raise_TypeError("a built-in image cannot be modified: copy() it first");
    return im;
}

/* The built-in images: names in one string, pictures 5 bits a row, row 0 lowest. */
#define ROWS(a, b, c, d, e) ((uint32_t)(a) | (uint32_t)(b) << 5 | (uint32_t)(c) << 10 | (uint32_t)(d) << 15 | (uint32_t)(e) << 20)
#define IMAGE(name, a, b, c, d, e) #name "\0"
static const char builtin_names[] =
#include "microbit_images.h"
    ;
#undef IMAGE
#define IMAGE(name, a, b, c, d, e) ROWS(a, b, c, d, e),
static const uint32_t builtin_pictures[] = {
#include "microbit_images.h"
};
#undef IMAGE
#define N_BUILTIN (sizeof(builtin_pictures) / sizeof(builtin_pictures[0]))
#define FIRST_CLOCK 14 /* CLOCK12: ALL_CLOCKS is 12 images from here, ALL_ARROWS the next 8 */

static obj_t builtin_image(size_t i)
{
    image_t *im = image_new(5, 5);
    for (int k = 0; k < 25; k++)
        im->px[k] = (uint8_t)((builtin_pictures[i] >> (5 * (k / 5) + 4 - k % 5)) & 1u ? 9 : 0);
    im->readonly = 1;
    return ptr_obj(im);
}

/* Image.NAME: a built-in image, or ALL_CLOCKS / ALL_ARROWS (tuples of them). */
static obj_t image_class_attr(uint32_t q)
{
    size_t len;
    const char *p = qstr_data(q, &len);
    if ((len == 10 && memcmp(p, "ALL_CLOCKS", 10) == 0) || (len == 10 && memcmp(p, "ALL_ARROWS", 10) == 0)) {
        size_t first = p[4] == 'C' ? FIRST_CLOCK : FIRST_CLOCK + 12, count = p[4] == 'C' ? 12 : 8;
        obj_t items[12];
        for (size_t i = 0; i < count; i++)
            items[i] = builtin_image(first + i);
        return tuple_new(count, items);
    }
    const char *name = builtin_names;
    for (size_t i = 0; i < N_BUILTIN; i++, name += strlen(name) + 1)
        if (strlen(name) == len && memcmp(name, p, len) == 0)
            return builtin_image(i);
    return OBJ_NULL;
}

/* Image(), Image("09090:99999:..."), Image(w, h) */
static obj_t image_make(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    module_nargs("Image", n, 0, 2, nkw);
    if (n == 0)
        return ptr_obj(image_new(5, 5));
    if (n == 1) {
        if (!str_check(a[0]))
            raise_TypeError("Image() takes a str such as '09090:99999', or a width and a height");
        size_t len;
        const char *p = str_data(a[0], &len);
        int32_t w = 0, h = 0, x = 0;
        for (size_t i = 0; i < len; i++) { /* the size: rows end at ':' or '\n' */
            if (p[i] == ':' || p[i] == '\n') {
                h++;
                x = 0;
            } else if (++x > w)
                w = x;
        }
        if (len > 0 && p[len - 1] != ':' && p[len - 1] != '\n')
            h++;
        image_t *im = image_new(w, h); /* the collector moves nothing: p stays valid */
        int32_t y = 0;
        x = 0;
        for (size_t i = 0; i < len; i++) {
            char c = p[i];
            if (c == ':' || c == '\n') {
                y++;
                x = 0;
            } else if (c >= '0' && c <= '9') {
                im->px[y * w + x++] = (uint8_t)(c - '0');
            } else if (c == ' ') {
                x++; /* a space is 0 */
            } else {
                raise_ValueError("unexpected character %r in the Image definition", str_new(&c, 1));
            }
        }
        return ptr_obj(im);
    }
    if (n == 1)
        raise_TypeError("Image() takes a str such as '09090:99999', or a width and a height");
    return ptr_obj(image_new(arg_int(a[0], "width"), arg_int(a[1], "height")));
}

FN(image_width)
{
    (void)kw;
    return small_obj(as_image(a[0])->w);
}
FN(image_height)
{
    (void)kw;
    return small_obj(as_image(a[0])->h);
}

/* x and y checked against the image's size: "pixel x 7 is out of range 0-4". */
static int32_t pixel_index(const image_t *im, obj_t x, obj_t y)
{
    int32_t xi = arg_range(x, "pixel x", 0, im->w - 1);
    return arg_range(y, "pixel y", 0, im->h - 1) * im->w + xi;
}

FN(image_get_pixel)
{
    (void)kw;
    image_t *im = as_image(a[0]);
    return small_obj(im->px[pixel_index(im, a[1], a[2])]);
}
FN(image_set_pixel)
{
    (void)kw;
    image_t *im = writable(a[0]);
    int32_t i = pixel_index(im, a[1], a[2]);
    im->px[i] = (uint8_t)arg_range(a[3], "brightness", 0, 9);
    return OBJ_NONE;
}
/* A new w x h image, pixel (x, y) taken from self's (x + dx, y + dy) (0 outside self):
 * crop, and (the same size) the shifts and copy. */
static obj_t cut(obj_t self, int32_t w, int32_t h, int32_t dx, int32_t dy)
{
    const image_t *src = as_image(self);
    image_t *im = image_new(w, h);
    for (int32_t y = 0; y < im->h; y++)
        for (int32_t x = 0; x < im->w; x++) {
            int32_t sx = x + dx, sy = y + dy;
            if (sx >= 0 && sx < src->w && sy >= 0 && sy < src->h)
                im->px[y * im->w + x] = src->px[sy * src->w + sx];
        }
    return ptr_obj(im);
}
static obj_t shifted(obj_t self, int32_t dx, int32_t dy)
{
    const image_t *src = as_image(self);
    return cut(self, src->w, src->h, dx, dy);
}
/* The int arguments a[from..n-1] into v[] (CPython's message for a wrong type). */
static void int_args(const obj_t *a, size_t from, size_t n, int32_t *v)
{
    for (size_t k = from; k < n; k++)
        v[k - from] = module_arg_int(a[k]);
}
/* crop(x, y, w, h): a new w x h image of self's pixels from x, y */
FN(image_crop)
{
    (void)kw;
    int32_t v[4];
    int_args(a, 1, 5, v);
    return cut(a[0], v[2], v[3], v[0], v[1]);
}
/* blit(src, x, y, w, h, xdest=0, ydest=0): the rectangle x, y, w, h of src (0 outside it)
 * into self at xdest, ydest; what falls outside self is left out */
FN(image_blit)
{
    (void)kw;
    int32_t v[6] = {0};
    int_args(a, 2, n, v);
    image_t *dst = writable(a[0]);
    const image_t *part = obj_ptr(cut(a[1], v[2], v[3], v[0], v[1]));
    for (int32_t y = 0; y < part->h; y++)
        for (int32_t x = 0; x < part->w; x++)
            if ((uint32_t)(v[4] + x) < dst->w && (uint32_t)(v[5] + y) < dst->h)
                dst->px[(v[5] + y) * dst->w + v[4] + x] = part->px[y * part->w + x];
    return OBJ_NONE;
}
FN(image_shift_left)
{
    (void)kw;
    return shifted(a[0], arg_int(a[1], "n"), 0);
}
FN(image_shift_right)
{
    (void)kw;
    return shifted(a[0], -arg_int(a[1], "n"), 0);
}
FN(image_shift_up)
{
    (void)kw;
    return shifted(a[0], 0, arg_int(a[1], "n"));
}
FN(image_shift_down)
{
    (void)kw;
    return shifted(a[0], 0, -arg_int(a[1], "n"));
}
FN(image_copy)
{
    (void)kw;
    return shifted(a[0], 0, 0);
}
FN(image_invert)
{
    (void)kw;
    image_t *im = as_image(shifted(a[0], 0, 0));
    for (int32_t k = 0; k < im->w * im->h; k++)
        im->px[k] = (uint8_t)(9 - im->px[k]);
    return ptr_obj(im);
}
FN(image_fill)
{
    (void)kw;
    image_t *im = writable(a[0]);
    memset(im->px, arg_range(a[1], "brightness", 0, 9), (size_t)(im->w * im->h));
    return OBJ_NONE;
}

/* image == image (NATIVE_EQUAL); image + image (the same size; a sum above 9 is 9), image * n, n * image, image / n (n a
 * number, not negative; each brightness scaled, rounded, at most 9): new images. */
static obj_t image_binary(unsigned op, obj_t a, obj_t b)
{
    if (op == NATIVE_EQUAL) { /* ==: the same size and pixels, as MicroPython */
        const image_t *x = obj_ptr(a), *y = obj_ptr(b);
        return bool_obj(x->w == y->w && x->h == y->h && memcmp(x->px, y->px, (size_t)(x->w * x->h)) == 0);
    }
    if (type_of(a) != &microbit_image_type.t) { /* n * image */
        obj_t t = a;
        a = b;
        b = t;
        if (op != BINARY_MUL)
            return OBJ_NULL;
    }
    const image_t *y = NULL;
    double f = 1;
    if (op == BINARY_ADD) {
        if (type_of(b) != &microbit_image_type.t)
            return OBJ_NULL;
        y = obj_ptr(b);
        const image_t *x = obj_ptr(a);
        if (x->w != y->w || x->h != y->h)
            raise_ValueError("images must be the same size to be added");
    } else if ((op != BINARY_MUL && op != BINARY_TRUEDIV) || !num_to_double(b, &f)) {
        return OBJ_NULL;
    } else if (op == BINARY_TRUEDIV) {
        if (f == 0)
            raise_ZeroDivisionError("division by zero");
        f = 1 / f;
    }
    if (f < 0)
        raise_ValueError("brightness multiplier must not be negative");
    image_t *im = as_image(shifted(a, 0, 0));
    for (int32_t k = 0; k < im->w * im->h; k++) {
        int v = y ? im->px[k] + y->px[k] : (int)(im->px[k] * f + 0.5);
        im->px[k] = (uint8_t)(v > 9 ? 9 : v);
    }
    return ptr_obj(im);
}

/* Image('09090:99999:99999:09990:00900:'), MicroPython's form, for str() and repr(). */
static void image_print(sink_t *s, obj_t o, bool repr)
{
    (void)repr;
    const image_t *im = obj_ptr(o);
    sink_str(s, "Image('");
    for (int32_t y = 0; y < im->h; y++) {
        for (int32_t x = 0; x < im->w; x++) {
            char c = (char)('0' + im->px[y * im->w + x]);
            sink_write(s, &c, 1);
        }
        sink_write(s, ":", 1);
    }
    sink_str(s, "')");
}

static const builtin_t image_methods[] = {NATIVE_METHODS_Image(X_METHOD)}; /* builtins.toml */
const native_type_t microbit_image_type = {
    {&types[T_TYPE], Q_Image, TYPE_NATIVE, T_OBJECT, image_make},
    image_methods, NATIVE_METHODS_Image_COUNT,
    image_class_attr, image_print, image_binary,
};

/* ---- the edge connector's pins ----------------------------------------------------------
 * A pin (and a button) is one word, its type, in a table: its number is its index there. */

#define PIN_COUNT 21 /* pin0-pin20, the micro:bit's names; a board may leave some out */
typedef const type_t *const word_obj_t;
static word_obj_t pins[PIN_COUNT];
static int32_t pin_number(obj_t self) { return (int32_t)((word_obj_t *)obj_ptr(self) - pins); }

/* What a pin is used for (get_mode(), MicroPython's names) and its pull, a byte each in
 * RAM: bits 0-3 the mode, 4-5 the pull (port_io.h's PORT_PULL_*). A pin not used yet is
 * in its board role: the buttons', the display's (while on) or the I2C bus's. */
enum { MODE_UNUSED, MODE_READ_DIGITAL, MODE_WRITE_DIGITAL, MODE_ANALOG, MODE_WRITE_ANALOG, MODE_TOUCH,
       MODE_BUTTON, MODE_DISPLAY, MODE_I2C };
static const uint16_t mode_names[] = {Q_unused, Q_read_digital, Q_write_digital, Q_analog, Q_write_analog,
                                      Q_touch, Q_button, Q_display, Q_i2c};
static uint8_t pin_state[PIN_COUNT];
#define DISPLAY_PINS (1u << 3 | 1u << 4 | 1u << 6 | 1u << 7 | 1u << 9 | 1u << 10)

static bool is_button_pin(int32_t n) { return n == 5 || n == 11; }

/* The GPIO of a pin object (ValueError for one the board does not connect), the pin taken
 * for `mode`: a new mode starts with its pull (PULL_DOWN to read, as MicroPython's; none
 * for the buttons, which have pull-ups on the board, and for touch); and PWM stops. */
static int take_pin(obj_t self, int mode)
{
    int32_t n = pin_number(self);
    int gpio = port_board_pin_gpio(n);
    if (gpio < 0)
        raise_ValueError("pin%s is not connected on this board", small_obj(n));
    if ((pin_state[n] & 15) != mode) {
        if ((pin_state[n] & 15) == MODE_WRITE_ANALOG)
            port_pwm(gpio, 0, 0);
        int pull = mode == MODE_READ_DIGITAL && !is_button_pin(n) ? PORT_PULL_DOWN : PORT_PULL_NONE;
        pin_state[n] = (uint8_t)(mode | pull << 4);
    }
    return gpio;
}
static int pin_pull(obj_t self) { return pin_state[pin_number(self)] >> 4; }

FN(pin_write_digital)
{
    (void)kw;
    int gpio = take_pin(a[0], MODE_WRITE_DIGITAL);
    int32_t v = arg_range(a[1], "value", 0, 1);
    port_gpio_write(gpio, v);
    port_gpio_config(gpio, PORT_GPIO_OUTPUT, PORT_PULL_NONE);
    return OBJ_NONE;
}
FN(pin_read_digital)
{
    (void)kw;
    int gpio = take_pin(a[0], MODE_READ_DIGITAL);
    port_gpio_config(gpio, PORT_GPIO_INPUT, pin_pull(a[0]));
    return small_obj(port_gpio_read(gpio));
}
FN(pin_read_analog)
{
    (void)kw;
    int v = port_adc_read(take_pin(a[0], MODE_ANALOG));
    if (v < 0)
        raise_ValueError("pin%s has no analog input", small_obj(pin_number(a[0])));
    return small_obj(v);
}
/* write_analog(value): PWM on the pin, high value/1023 of each period (port_pwm) */
FN(pin_write_analog)
{
    (void)kw;
    int gpio = take_pin(a[0], MODE_WRITE_ANALOG);
    uint32_t v = (uint32_t)arg_range(a[1], "value", 0, 1023);
    if (port_pwm(gpio, 0, v == 1023 ? 1024 : v) < 0)
        raise_ValueError("no PWM channel is free");
    return OBJ_NONE;
}
/* set_analog_period(ms), set_analog_period_microseconds(us): the PWM period, of every pin
 * (the nRF51 has one timer for them); get_analog_period_microseconds() */
FN(pin_set_analog_period)
{
    (void)kw;
    port_pwm(-1, (uint32_t)arg_range(a[1], "period", 1, 1000) * 1000u, 0);
    return OBJ_NONE;
}
FN(pin_set_analog_period_microseconds)
{
    (void)kw;
    port_pwm(-1, (uint32_t)arg_range(a[1], "period", 256, 1000000), 0);
    return OBJ_NONE;
}
FN(pin_get_analog_period_microseconds)
{
    (void)a, (void)kw;
    return small_obj((int32_t)port_pwm_period());
}
/* set_pull(pull): the pin becomes a digital input with that pull (NO_PULL, PULL_DOWN or
 * PULL_UP); get_pull(): the pull it has */
FN(pin_set_pull)
{
    (void)kw;
    int32_t pull = arg_range(a[1], "pull", 0, 3);
    if (pull == 2)
        raise_ValueError("invalid pull 2");
    int gpio = take_pin(a[0], MODE_READ_DIGITAL);
    pin_state[pin_number(a[0])] = (uint8_t)(MODE_READ_DIGITAL | pull << 4);
    port_gpio_config(gpio, PORT_GPIO_INPUT, pull);
    return OBJ_NONE;
}
FN(pin_get_pull)
{
    (void)kw;
    return small_obj(pin_pull(a[0]));
}
FN(pin_get_mode)
{
    (void)kw;
    int32_t pin = pin_number(a[0]);
    int mode = pin_state[pin] & 15;
    if (mode == MODE_UNUSED)
        mode = is_button_pin(pin) ? MODE_BUTTON : pin >= 19 ? MODE_I2C
             : (DISPLAY_PINS >> pin & 1) && port_display_is_on() ? MODE_DISPLAY : MODE_UNUSED;
    return qstr_obj(mode_names[mode]);
}
/* is_touched(): pin0-pin2, which have 10 MOhm pull-ups on the board: a finger to ground
 * (the GND pad) pulls the pin low (the micro:bit v1's resistive touch, as MicroPython's) */
FN(pin_is_touched)
{
    (void)kw;
    if (pin_number(a[0]) > 2)
        raise_msg(T_AttributeError, "pin%s has no touch sensing", small_obj(pin_number(a[0])));
    int gpio = take_pin(a[0], MODE_TOUCH);
    port_gpio_config(gpio, PORT_GPIO_INPUT, PORT_PULL_NONE);
    return bool_obj(port_gpio_read(gpio) == 0);
}

/* NO_PULL, PULL_DOWN, PULL_UP: of the class and (obj_getattr) of each pin */
static obj_t pin_class_attr(uint32_t q)
{
    if (q == Q_NO_PULL)
        return small_obj(PORT_PULL_NONE);
    if (q == Q_PULL_DOWN)
        return small_obj(PORT_PULL_DOWN);
    return q == Q_PULL_UP ? small_obj(PORT_PULL_UP) : OBJ_NULL;
}

static const builtin_t pin_methods[] = {NATIVE_METHODS_MicroBitPin(X_METHOD)};
static const native_type_t pin_type = {
    {&types[T_TYPE], Q_MicroBitPin, TYPE_NATIVE, T_OBJECT, NULL},
    pin_methods, NATIVE_METHODS_MicroBitPin_COUNT, pin_class_attr, NULL, NULL,
};
#define P &pin_type.t
static word_obj_t pins[PIN_COUNT] = {P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P};
#undef P

/* ---- buttons: a word each, like the pins (index 0 = A, 1 = B) ---------------------------- */

static word_obj_t buttons[2];

static int button_index(obj_t self)
{
    return (int)((word_obj_t *)obj_ptr(self) - buttons);
}
FN(button_is_pressed)
{
    (void)kw;
    return bool_obj(port_button_is_pressed(button_index(a[0])));
}
FN(button_was_pressed)
{
    (void)kw;
    return bool_obj(port_button_was_pressed(button_index(a[0])));
}
FN(button_get_presses)
{
    (void)kw;
    return small_obj((int32_t)port_button_get_presses(button_index(a[0])));
}
static const builtin_t button_methods[] = {NATIVE_METHODS_MicroBitButton(X_METHOD)};
static const native_type_t button_type = {
    {&types[T_TYPE], Q_MicroBitButton, TYPE_NATIVE, T_OBJECT, NULL},
    button_methods, NATIVE_METHODS_MicroBitButton_COUNT, NULL, NULL, NULL,
};
static word_obj_t buttons[2] = {&button_type.t, &button_type.t};

/* ---- the display: {type} ------------------------------------------------------------------ */

/* The str to show or scroll for a str, an int or a float (their str()). */
static obj_t text_of(obj_t x)
{
    if (str_check(x))
        return x;
    if (int_check(x) || float_check(x))
        return obj_to_str(x, false);
    return OBJ_NULL;
}

/* One item of show()'s argument as 25 levels: an Image's top-left 5x5 corner (padded with
 * 0), or a one-character str's glyph. */
static void render(obj_t x, uint8_t *out)
{
    memset(out, 0, 25);
    if (str_check(x) && str_len(x) == 1) {
        size_t len;
        uint32_t g = port_font_glyph(*str_data(x, &len));
        for (int y = 0; y < 5; y++)
            for (int i = 0; i < 5; i++)
                *out++ = (uint8_t)(PORT_FONT_LIT(g, i, y) ? 9 : 0);
        return;
    }
    const image_t *im = as_image(x);
    for (int y = 0; y < 5 && y < im->h; y++)
        for (int i = 0; i < 5 && i < im->w; i++)
            out[y * 5 + i] = im->px[y * im->w + i];
}

/* Show one item at once (a scroll or an animation, if any, stops). */
static void show_item(obj_t x)
{
    uint8_t buf[25];
    render(x, buf);
    port_display_show_image(buf);
    vm.display_text = OBJ_NULL;
}

static void stop_scroll(void)
{
    port_display_clear();
    vm.display_text = OBJ_NULL;
}

/* Before the heap is made afresh (and the image perhaps reflashed): a scroll still running
 * would read its text from there, so it stops; an image shown stays. */
void microbit_soft_reset(void)
{
    if (port_display_scrolling())
        port_display_clear();
    vm.display_text = OBJ_NULL;
    vm.accel = OBJ_NULL; /* the accelerometer's state was on the old heap */
    /* the next program finds the pins unused (PWM stopped, low) and the display on */
    for (int32_t n = 0; n < PIN_COUNT; n++)
        if ((pin_state[n] & 15) == MODE_WRITE_ANALOG)
            port_pwm(port_board_pin_gpio(n), 0, 0);
    memset(pin_state, 0, sizeof pin_state);
    port_display_power(true);
}

/* The arguments of show() and scroll(): (self, x[, delay], *, wait, loop, and clear or
 * monospace (accepted, ignored: the font is proportional)) into opt[] = delay, wait, loop,
 * clear; the delay checked. */
static int32_t display_args(const char *fn, size_t n, const obj_t *a, size_t nkw, const obj_t *kw, obj_t *opt)
{
    static const char *const names[] = {"delay", "wait", "loop", "clear", "monospace", NULL};
    if (n < 2 || n > 3)
        module_nargs(fn, n - 1, 1, 2, 0);
    if (n == 3)
        opt[0] = a[2];
    kwargs(fn, nkw, kw, names, opt);
    int32_t delay = arg_int(opt[0], "delay");
    if (delay < 0)
        raise_ValueError("delay %s must not be negative", opt[0]);
    return delay;
}

/* display.show(x, delay=400, *, wait=True, loop=False, clear=False): an Image at once; a
 * str, int or float one character after another, and any other iterable (of Images or
 * characters) one item after another, each for `delay` ms. */
FN(display_show)
{
    obj_t opt[5] = {small_obj(400), OBJ_TRUE, OBJ_FALSE, OBJ_FALSE, OBJ_FALSE};
    int32_t delay = display_args("show", n, a, nkw, kw, opt);
    obj_t x = a[1], text = text_of(x);
    bool loop = obj_truth(opt[2]);
    if (text == OBJ_NULL && obj_is_ptr(x) && type_of(x) == &microbit_image_type.t) {
        show_item(x);
        return OBJ_NONE;
    }
    if (text != OBJ_NULL && str_len(text) == 1 && !loop) {
        show_item(text);
        return OBJ_NONE;
    }
    obj_t seq = text != OBJ_NULL ? text : x;
    if (!obj_truth(opt[1])) { /* in the background: the frames made now, shown by the timer */
        obj_t items = list_new(0, NULL), it = obj_getiter(seq);
        for (obj_t item; (item = obj_iternext(it)) != OBJ_NULL;)
            list_append(items, item);
        size_t count, k = 0;
        const obj_t *v = seq_items(items, &count);
        bool clear = obj_truth(opt[3]);
            if (count + clear == 0)
            return OBJ_NONE; /* nothing to show (and no frame to loop over) */
        image_t *film = image_new(25, (int32_t)(count + clear)); /* a frame a row */
        for (; k < count; k++)
            render(v[k], film->px + 25 * k); /* (the collector moves nothing: v stays valid) */
        vm.display_text = ptr_obj(film); /* read by the timer's interrupt: kept reachable */
        port_display_animate(film->px, (uint32_t)(count + clear), (uint32_t)delay, loop);
        return OBJ_NONE;
    }
    do {
        vm_pending(); /* show("", loop=True) waits for nothing */
        obj_t it = obj_getiter(seq);
        for (obj_t item; (item = obj_iternext(it)) != OBJ_NULL;) {
            show_item(item);
            wait_ms((uint32_t)delay, false);
        }
    } while (loop);
    if (obj_truth(opt[3]))
        port_display_clear();
    return OBJ_NONE;
}

/* display.scroll(text, delay=150, *, wait=True, loop=False, monospace=False) */
FN(display_scroll)
{
    obj_t opt[5] = {small_obj(150), OBJ_TRUE, OBJ_FALSE, OBJ_FALSE, OBJ_FALSE};
    int32_t delay = display_args("scroll", n, a, nkw, kw, opt);
    obj_t text = text_of(a[1]);
    if (text == OBJ_NULL)
        raise_TypeError("can't scroll %t", a[1]);
    bool wait = obj_truth(opt[1]), loop = obj_truth(opt[2]);
    size_t len;
    const char *p = str_data(text, &len);
    vm.display_text = text; /* the interrupt reads it while it scrolls */
    port_display_scroll(p, (uint32_t)len, (uint32_t)delay, loop); /* loop: for ever */
    if (wait)
        wait_ms(0, true);
    return OBJ_NONE;
}

FN(display_set_pixel)
{
    (void)kw;
    int32_t x = arg_range(a[1], "pixel x", 0, 4), y = arg_range(a[2], "pixel y", 0, 4);
    int32_t b = arg_range(a[3], "brightness", 0, 9);
    port_display_set_pixel(x, y, b);
    return OBJ_NONE;
}
FN(display_get_pixel)
{
    (void)kw;
    int32_t x = arg_range(a[1], "pixel x", 0, 4), y = arg_range(a[2], "pixel y", 0, 4);
    return small_obj(port_display_get_pixel(x, y));
}
FN(display_clear)
{
    (void)a, (void)kw;
    stop_scroll();
    return OBJ_NONE;
}
/* display.on(), off() (the LEDs dark, their pins free for the program), is_on() */
FN(display_on)
{
    (void)a, (void)kw;
    port_display_power(true);
    return OBJ_NONE;
}
FN(display_off)
{
    (void)a, (void)kw;
    port_display_power(false);
    return OBJ_NONE;
}
FN(display_read_light_level)
{
    (void)a, (void)kw;
    return small_obj(port_display_light());
}
FN(display_is_on)
{
    (void)a, (void)kw;
    return bool_obj(port_display_is_on());
}
static const builtin_t display_methods[] = {NATIVE_METHODS_MicroBitDisplay(X_METHOD)};
static const native_type_t display_type = {
    {&types[T_TYPE], Q_MicroBitDisplay, TYPE_NATIVE, T_OBJECT, NULL},
    display_methods, NATIVE_METHODS_MicroBitDisplay_COUNT, NULL, NULL, NULL,
};
static const struct {
    const type_t *type;
} display = {&display_type.t};

/* ---- module functions --------------------------------------------------------------------- */

/* sleep(ms) */
FN(mb_sleep)
{
    (void)kw;
    int32_t ms = arg_int(a[0], "ms");
    wait_ms(ms > 0 ? (uint32_t)ms : 0, false);
    return OBJ_NONE;
}
FN(mb_running_time)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)(port_ticks_ms() & 0x7fffffffu));
}
/* temperature(): the nRF51 die's, in whole degrees Celsius (the TEMP peripheral's quarter
 * degrees / 4, as MicroPython's) */
FN(mb_temperature)
{
    (void)a, (void)kw;
    int32_t t = port_temperature();
    if (t == PORT_NO_TEMPERATURE)
        raise_msg(T_OSError, "the temperature sensor did not answer");
    return small_obj(t / 4);
}
FN(mb_reset)
{
    (void)a, (void)kw;
    port_reset();
}

static const modattr_t microbit_attrs[] = {
    MEMBER_OBJ(Image, &microbit_image_type.t),
    MEMBER_OBJ(button_a, &buttons[0]),
    MEMBER_OBJ(button_b, &buttons[1]),
    MEMBER_OBJ(display, &display),
    MEMBER_OBJ(pin0, &pins[0]),
    MEMBER_OBJ(pin1, &pins[1]),
    MEMBER_OBJ(pin10, &pins[10]),
    MEMBER_OBJ(pin11, &pins[11]),
    MEMBER_OBJ(pin12, &pins[12]),
    MEMBER_OBJ(pin13, &pins[13]),
    MEMBER_OBJ(pin14, &pins[14]),
    MEMBER_OBJ(pin15, &pins[15]),
    MEMBER_OBJ(pin16, &pins[16]),
    MEMBER_OBJ(pin19, &pins[19]),
    MEMBER_OBJ(pin2, &pins[2]),
    MEMBER_OBJ(pin20, &pins[20]),
    MEMBER_OBJ(pin3, &pins[3]),
    MEMBER_OBJ(pin4, &pins[4]),
    MEMBER_OBJ(pin5, &pins[5]),
    MEMBER_OBJ(pin6, &pins[6]),
    MEMBER_OBJ(pin7, &pins[7]),
    MEMBER_OBJ(pin8, &pins[8]),
    MEMBER_OBJ(pin9, &pins[9]),
    MEMBER_INT(panic, MARK_LIBRARY + Q__microbit),
    MEMBER_FN(reset, SPEC_MOD_microbit_reset, mb_reset),
    MEMBER_FN(running_time, SPEC_MOD_microbit_running_time, mb_running_time),
    MEMBER_FN(sleep, SPEC_MOD_microbit_sleep, mb_sleep),
    MEMBER_FN(temperature, SPEC_MOD_microbit_temperature, mb_temperature),
    MICROBIT_SENSOR_MEMBERS,
};
const module_t microbit_module = {&types[T_MODULE], NULL, microbit_attrs, "microbit",
                                  sizeof(microbit_attrs) / sizeof(microbit_attrs[0]), 0};
