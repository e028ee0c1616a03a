/* mod_machine.c — the `machine` module (MicroPython's names): Pin with edge handlers
 * run by the VM between bytecodes, UART(0) on the console, reset, unique_id, freq.
 * The registers are the port's business (port_io.h); this file checks arguments, keeps
 * the handlers reachable and calls them. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "module.h"
#include "obj_bytes.h"
#include "obj_exc.h"
#include "obj_fun.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "port.h"
#include "port_io.h"
#include "runtime.h"
#include "vm.h"

/* A Pin: {type, its GPIO number (small int), its handler (OBJ_NULL: none)}. A UART:
 * {type, 0}. Both are scanned word by word by the collector (native types). */
typedef struct pin {
    const type_t *type;
    obj_t id;
    obj_t handler;
} pin_t;

extern const native_type_t machine_pin_type, machine_uart_type;

/* ---- arguments: positional, then keywords, by a table of names ---- */

/* Fill out[0..names count) from a call's positional arguments and keywords named in
 * `names` (a list of C strings ending with NULL); a missing one stays OBJ_NULL. TypeError
 * for too many positional arguments or an unknown keyword, as CPython words them. */
static void parse_args(const char *fn, const char *const *names, size_t n, const obj_t *a, size_t nkw,
                       const obj_t *kw, obj_t *out)
{
    size_t count = 0;
    while (names[count] != NULL)
        out[count++] = OBJ_NULL;
    if (n > count)
        raise_TypeError("%s() takes at most %s arguments", str_new(fn, strlen(fn)), small_obj((int32_t)count));
    memcpy(out, a, 4u * n);
    for (size_t k = 0; k < nkw; k++) {
        size_t len, i = 0;
        const char *p = str_data(kw[2 * k], &len);
        while (names[i] != NULL && !(strlen(names[i]) == len && memcmp(names[i], p, len) == 0))
            i++;
        if (names[i] == NULL)
            raise_TypeError("%s() got an unexpected keyword argument '%s'", str_new(fn, strlen(fn)), kw[2 * k]);
        out[i] = kw[2 * k + 1];
    }
}

/* An int argument, or dflt when it is absent (OBJ_NULL) or None. */
static int32_t int_or(obj_t o, int32_t dflt)
{
    return o == OBJ_NULL || o == OBJ_NONE ? dflt : module_arg_int(o);
}

/* ValueError "invalid <what> <value>: <why>" */
static NORETURN void invalid(const char *fmt, int32_t v)
{
    raise_ValueError(fmt, int_from_i32(v));
}

/* ---- Pin ---- */

/* The Pin objects with a handler, by GPIO number: a heap vector of 32 object words
 * (OBJ_NULL: none; words, not C pointers, which are 8 bytes on the host) hung on
 * vm.pin_irqs (a GC root), made on the first irq(). */
static obj_t *irq_table(void)
{
    if (vm.pin_irqs == OBJ_NULL)
        vm.pin_irqs = ptr_obj(gc_alloc(PORT_GPIO_COUNT * sizeof(obj_t)));
    return obj_ptr(vm.pin_irqs);
}

/* The Pin with a handler for GPIO id, or NULL. */
static pin_t *irq_pin(int id)
{
    return vm.pin_irqs == OBJ_NULL ? NULL : obj_ptr(irq_table()[id]);
}

static const char *const pin_arg_names[] = {"id", "mode", "pull", NULL};

static obj_t pin_make(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    obj_t arg[3];
    parse_args("Pin", pin_arg_names, n, a, nkw, kw, arg);
    if (arg[0] == OBJ_NULL)
        raise_TypeError("Pin() missing required argument 'id'");
    int32_t id = module_arg_int(arg[0]);
    if (id < 0 || id >= PORT_GPIO_COUNT)
        invalid("invalid pin %s: pin must be 0-31", id);
    int32_t mode = int_or(arg[1], -1), pull = int_or(arg[2], PORT_PULL_NONE);
    if (mode != -1 && mode != PORT_GPIO_INPUT && mode != PORT_GPIO_OUTPUT)
        invalid("invalid mode %s: use Pin.IN or Pin.OUT", mode);
    if (pull != PORT_PULL_NONE && pull != PORT_PULL_DOWN && pull != PORT_PULL_UP)
        invalid("invalid pull %s: use Pin.PULL_UP, PULL_DOWN or None", pull);
    if (mode != -1)
        port_gpio_config(id, mode, pull);
    pin_t *p = irq_pin(id); /* the pin with the handler: the same object */
    if (p == NULL) {
        p = gc_alloc(sizeof(pin_t));
        p->type = &machine_pin_type.t;
        p->id = small_obj(id);
    }
    return ptr_obj(p);
}

static int pin_id(obj_t self) { return small_value(((const pin_t *)obj_ptr(self))->id); }

static obj_t m_value(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n == 1)
        return small_obj(port_gpio_read(pin_id(a[0])));
    port_gpio_write(pin_id(a[0]), obj_truth(a[1]));
    return OBJ_NONE;
}

static obj_t set_level(const obj_t *a, int level)
{
    port_gpio_write(pin_id(a[0]), level);
    return OBJ_NONE;
}
static obj_t m_on(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw) { return (void)kw, set_level(a, 1); }
static obj_t m_off(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw) { return (void)kw, set_level(a, 0); }

static const char *const irq_arg_names[] = {"self", "handler", "trigger", NULL};

/* irq(handler=None, trigger=Pin.IRQ_RISING | Pin.IRQ_FALLING): the handler is called
 * with the Pin as its argument, by the VM, soon after the edge (machine_pin_irq_run);
 * handler None turns the pin's interrupt off. */
static obj_t m_irq(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    obj_t arg[3];
    parse_args("irq", irq_arg_names, n, a, nkw, kw, arg);
    pin_t *p = obj_ptr(a[0]);
    obj_t handler = arg[1] == OBJ_NULL ? OBJ_NONE : arg[1];
    int32_t trigger = int_or(arg[2], PORT_IRQ_RISING | PORT_IRQ_FALLING);
    if (trigger < 1 || trigger > (int32_t)(PORT_IRQ_RISING | PORT_IRQ_FALLING))
        invalid("invalid trigger %s: use Pin.IRQ_RISING and/or IRQ_FALLING", trigger);
    if (handler != OBJ_NONE && !obj_callable(handler))
        raise_TypeError("'%t' object is not callable", handler);
    int id = pin_id(a[0]);
    pin_t *old = irq_pin(id);
    if (old != NULL && old != p)
        old->handler = OBJ_NULL; /* another Pin object for the same pin had one */
    p->handler = handler == OBJ_NONE ? OBJ_NULL : handler;
    irq_table()[id] = handler == OBJ_NONE ? OBJ_NULL : a[0];
    port_pin_irq(id, handler == OBJ_NONE ? 0u : (uint32_t)trigger);
    return OBJ_NONE;
}

/* Call one handler. An Exception it raises is reported like an uncaught one (a
 * traceback on the error stream) and the program goes on, as MicroPython does for a soft
 * IRQ; KeyboardInterrupt and SystemExit go on to the program. */
static void call_handler(pin_t *p)
{
    handler_t h;
    obj_t self = ptr_obj(p);
    if (ERR_TRY(&h)) {
        vm_call(p->handler, 1, &self);
        err_pop(&h);
        return;
    }
    obj_t exc = vm.exc;
    if (!exc_matches(exc, T_Exception))
        raise_obj(exc);
    vm.exc = OBJ_NULL;
    exc_print_traceback(exc);
}

void machine_pin_irq_run(void)
{
    static bool running; /* a handler's own edges wait until it returns: no nesting */
    if (running)
        return;
    running = true;
    handler_t h;
    if (!ERR_TRY(&h)) { /* KeyboardInterrupt or SystemExit from a handler */
        running = false;
        raise_obj(vm.exc);
    }
    for (uint32_t pending; (pending = port_pin_irq_take()) != 0;) {
        for (int id = 0; id < PORT_GPIO_COUNT; id++) {
            pin_t *p = irq_pin(id);
            if ((pending >> id & 1u) && p != NULL && p->handler != OBJ_NULL)
                call_handler(p);
        }
    }
    err_pop(&h);
    running = false;
}

void machine_soft_reset(void)
{
    for (int id = 0; id < PORT_GPIO_COUNT; id++)
        if (irq_pin(id) != NULL)
            port_pin_irq(id, 0);
    vm.pin_irqs = OBJ_NULL;
    (void)port_pin_irq_take();
}

static void pin_print(sink_t *s, obj_t o, bool repr)
{
    (void)repr;
    sink_format(s, "Pin(%s)", ((const pin_t *)obj_ptr(o))->id);
}

/* Pin.IN, ... */
static const modattr_t pin_consts[] = {
    MEMBER_INT(IN, PORT_GPIO_INPUT),
    MEMBER_INT(IRQ_FALLING, PORT_IRQ_FALLING),
    MEMBER_INT(IRQ_RISING, PORT_IRQ_RISING),
    MEMBER_INT(OUT, PORT_GPIO_OUTPUT),
    {.c = {NULL, MEMBER_PULL_DISABLED, MEMBER_INT, {.i = PORT_PULL_NONE}}},
    MEMBER_INT(PULL_DOWN, PORT_PULL_DOWN),
    MEMBER_INT(PULL_NONE, PORT_PULL_NONE),
    MEMBER_INT(PULL_UP, PORT_PULL_UP),
};
static obj_t pin_class_attr(uint32_t q)
{
    const modattr_t *c = module_find(pin_consts, sizeof(pin_consts) / sizeof(pin_consts[0]), q);
    return c ? small_obj(c->c.v.i) : OBJ_NULL;
}

static const builtin_t pin_methods[] = {NATIVE_METHODS_Pin(X_METHOD)}; /* builtins.toml */

const native_type_t machine_pin_type = {
    {&types[T_TYPE], Q_Pin, TYPE_NATIVE, T_OBJECT, pin_make}, pin_methods, NATIVE_METHODS_Pin_COUNT,
    pin_class_attr, pin_print, NULL};

/* ---- UART(0): the console ---- */

static const char *const uart_arg_names[] = {"id", "baudrate", "tx", "rx", NULL};

static obj_t uart_make(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    obj_t arg[4];
    parse_args("UART", uart_arg_names, n, a, nkw, kw, arg);
    int32_t id = int_or(arg[0], 0), baud = int_or(arg[1], -1);
    int tx, rx;
    port_uart_pins(&tx, &rx);
    if (id != 0)
        invalid("invalid UART id %s: the nRF51 has UART 0 only", id);
    /* UART 0 is the console: its pins are the board's (the message names the argument) */
    for (int k = 0; k < 2; k++) {
        int pin = k ? rx : tx;
        if (int_or(arg[2 + k], pin) != pin)
            raise_ValueError(k ? "invalid rx %s: UART 0 is the console (rx %s)" : "invalid tx %s: UART 0 is the console (tx %s)",
                             arg[2 + k], small_obj(pin));
    }
    if (baud != -1 && port_uart_set_baudrate((uint32_t)baud) != 0)
        invalid("baudrate %s is not one the nRF51 can make", baud);
    static const struct {
        const type_t *type;
        obj_t id;
    } uart0 = {&machine_uart_type.t, 1u /* small_obj(0) */};
    return ptr_obj(&uart0);
}

static obj_t m_any(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
{
    (void)a, (void)kw;
    return small_obj((int32_t)port_read_available());
}

/* read([n]): the bytes waiting, at most n; None if none is (it never waits). */
static obj_t m_read(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
{
    (void)kw;
    int32_t want = (int32_t)port_read_available();
    if (n == 2 && a[1] != OBJ_NONE && module_arg_int(a[1]) < want)
        want = module_arg_int(a[1]);
    if (want <= 0)
        return OBJ_NONE;
    obj_t b = bytes_new(NULL, (size_t)want);
    size_t len;
    uint8_t *d = (uint8_t *)bytes_data(b, &len);
    for (int32_t i = 0; i < want; i++)
        d[i] = (uint8_t)port_read_byte();
    return b;
}

/* readline(): the bytes up to and including b'\n', waiting for it (idle; Ctrl-C and pin
 * handlers are served meanwhile). */
static obj_t m_readline(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
{
    (void)a, (void)kw;
    obj_t line = bytes_new(NULL, 0); /* on the C stack: the collector sees it */
    uint8_t chunk[32];                 /* joined to line when full: no object per byte */
    size_t k = 0;
    for (;;) {
        int c = port_read_byte();
        if (c < 0) {
            vm_pending();
            port_idle_until_us(port_ticks_us() + 1000u); /* a byte's interrupt ends it sooner */
            continue;
        }
        chunk[k++] = (uint8_t)c;
        if (c == '\n' || k == sizeof(chunk)) {
            line = obj_binary(BINARY_ADD, line, bytes_new(chunk, k));
            k = 0;
            if (c == '\n')
                return line;
        }
    }
}

/* write(buf): str or bytes, sent as program output (port_write); the count of bytes. */
static obj_t m_write(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
{
    (void)kw;
    size_t len;
    const char *p;
    if (str_check(a[1]))
        p = str_data(a[1], &len);
    else if (obj_is_ptr(a[1]) && (bytes_check(a[1]) || bytearray_check(a[1])))
        p = (const char *)bytes_data(a[1], &len);
    else
        raise_TypeError("write() takes str or bytes, not '%t'", a[1]);
    port_write(p, len);
    return small_obj((int32_t)len);
}

static void uart_print(sink_t *s, obj_t o, bool repr)
{
    (void)o, (void)repr;
    sink_format(s, "UART(0, baudrate=%s)", int_from_i32((int32_t)port_uart_baudrate()));
}

static const builtin_t uart_methods[] = {NATIVE_METHODS_UART(X_METHOD)};

const native_type_t machine_uart_type = {
    {&types[T_TYPE], Q_UART, TYPE_NATIVE, T_OBJECT, uart_make}, uart_methods, NATIVE_METHODS_UART_COUNT,
    NULL, uart_print, NULL};

/* ---- the module's functions ---- */

MODULE_FN(machine, reset)
{
    (void)a, (void)kw;
    port_reset();
}
MODULE_FN(machine, unique_id)
{
    (void)a, (void)kw;
    uint8_t id[8];
    port_unique_id(id);
    return bytes_new(id, 8);
}
MODULE_FN(machine, freq)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)port_cpu_hz());
}
MODULE_FN(machine, idle)
{
    (void)a, (void)kw;
    port_idle_until_us(port_ticks_us() + 1000u); /* the next interrupt, at most 1 ms */
    return OBJ_NONE;
}

static const modattr_t machine_attrs[] = {
    MEMBER_OBJ(Pin, &machine_pin_type), MEMBER_OBJ(UART, &machine_uart_type), MODULE_ATTR(machine, freq),
    MODULE_ATTR(machine, idle),     MODULE_ATTR(machine, reset),     MODULE_ATTR(machine, unique_id),
};
MODULE_DEF(machine);
