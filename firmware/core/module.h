/* module.h — what a built-in module in a file of its own (mod_time.c, mod_machine.c)
 * needs besides runtime.h's modattr_t/module_t: the macros that define its functions and
 * mod_import.c's argument helpers. It is registered in mod_import.c's builtin_modules. */
#ifndef WISPY_MODULE_H
#define WISPY_MODULE_H

#include "runtime.h"

/* A module function's C definition, and its member-table entry (its ROM builtin object,
 * with the argument spec builtins.toml's [modules.<mod>] declares: checked before it runs). */
#define MODULE_FN(mod, name) \
    static obj_t f_##mod##_##name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
#define MODULE_ATTR(mod, name) MEMBER_FN(name, SPEC_MOD_##mod##_##name, f_##mod##_##name)
/* The module object `<name>_module` of the table `<name>_attrs`. */
#define MODULE_DEF(name) \
    const module_t name##_module = {&types[T_MODULE], NULL, name##_attrs, #name, sizeof(name##_attrs) / sizeof(modattr_t), 0}

/* A member written in Python: MEMBER_INT(name, MARK_LIBRARY + Q_<module>) is the member
 * of the same name of that frozen-library module, imported when first read (mod_import.c). */
#define MARK_LIBRARY (INT32_MIN + 16)
/* Members made when they are read (a word 0 in ROM cannot hold a type address on a
 * 64-bit host): the small int i of a member with no object is one of these markers
 * (mod_import.c's attr_value makes them). */
#define MARK_ARGV INT32_MIN           /* a new empty list */
#define MARK_MAXSIZE (INT32_MIN + 1)  /* 2**31 - 1 */
#define MARK_FLOAT (INT32_MIN + 2)    /* + k: pi, e, tau, inf, nan (k = 0..4) */
#define MARK_MODULES (INT32_MIN + 10) /* vm.modules, with __main__ (past MARK_FLOAT + 7) */

/* The member names that are no qstr (a one-letter name is left out of the qstrs: `e` is
 * a program's variable as often as math.e), numbered from MEMBER_TEXT (mod_import.c's
 * member_texts). */
enum { MEMBER_E = MEMBER_TEXT, MEMBER_PULL_DISABLED };
/* The entry of table t (n members) named by qstr q, or NULL. */
const modattr_t *module_find(const modattr_t *t, size_t n, uint32_t q);
/* TypeError unless lo <= n <= hi positional arguments and no keyword (fn: the name). */
void module_nargs(const char *fn, size_t n, size_t lo, size_t hi, size_t nkw);
/* An int argument that fits in 32 bits (TypeError, OverflowError). */
int32_t module_arg_int(obj_t o);
/* An int or a float argument as a double (TypeError). */
double module_arg_float(obj_t o);

/* Serve port.h's pending events now (vm.c): KeyboardInterrupt for a Ctrl-C, else the pin
 * handlers (machine_pin_irq_run, mod_machine.c). Long waits in C call it in their loop. */
void vm_pending(void);
void machine_pin_irq_run(void);
/* Before the heap is made afresh for another program (protocol.c's soft_reset): the pins'
 * interrupts are turned off and their handlers forgotten (the table is on the old heap,
 * and no handler of a program that ended may run in the next one). */
void machine_soft_reset(void);

/* Sleep us microseconds with the CPU idle (WFI), serving vm_pending() whenever woken:
 * KeyboardInterrupt leaves from here, pin handlers run here (mod_time.c). */
void time_sleep_us(uint64_t us);

extern const module_t time_module;    /* mod_time.c */
extern const module_t machine_module; /* mod_machine.c */

/* radio (mod_radio.c): a module member written in Python, as mod_import.c marks them (the
 * member of that name of library module q), and the radio stopped before a soft reset
 * (its buffer is on the heap) with MicroPython's settings back. */
#define MARK_LIBRARY (INT32_MIN + 16) /* + q: the member of that name of library module q */
extern const module_t radio_module;
void radio_soft_reset(void);

#endif
