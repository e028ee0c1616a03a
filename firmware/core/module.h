/* module.h — modules (mod_import.c): the module object and its member table, import,
 * the native types of modules' own objects; and what a built-in module in a file of its own
 * (mod_time.c, mod_machine.c) needs besides: the macros that define its functions and
 * mod_import.c's argument helpers. Each is registered in mod_import.c's builtin_modules. */
#ifndef WISPY_MODULE_H
#define WISPY_MODULE_H

#include "runtime.h"

/* A built-in module is a ROM object whose members are a table (looked up by qstr: every
 * member name is a builtin qstr but the few of member_texts); a program's module has a
 * namespace dict. A function member is a builtin_t in the table itself, its name set (the
 * record is the function object: 12 B a function, where a name pointer, a value and a
 * separate builtin_t took 24); any other member has type NULL and its value in v: an
 * object in ROM (MEMBER_OBJ) or a small int (MEMBER_INT, or one of mod_import.c's
 * markers of a value made when read). */
enum { MEMBER_OBJ = 1, MEMBER_INT = 2 };
#define MEMBER_TEXT 0xFF00 /* a name that is no qstr: MEMBER_TEXT + its index in member_texts */
typedef union modattr {
    builtin_t fn; /* fn.type = &types[T_BUILTIN] */
    struct {
        const type_t *none; /* NULL */
        uint16_t name;      /* the member's name: a builtin qstr, or MEMBER_TEXT + k */
        uint16_t kind;      /* MEMBER_OBJ or MEMBER_INT */
        union {
            const void *p;
            int32_t i;
        } v;
    } c;
} modattr_t;
/* A function member (spec: its SPEC_MOD_ of builtins.toml), an object member, a small-int
 * member (the name without its Q_). */
#define MEMBER_FN(name, spec, f) {.fn = {&types[T_BUILTIN], Q_##name, spec, f}}
#define MEMBER_OBJ(name, obj) {.c = {NULL, Q_##name, MEMBER_OBJ, {.p = (obj)}}}
#define MEMBER_INT(name, n) {.c = {NULL, Q_##name, MEMBER_INT, {.i = (n)}}}
typedef struct module {
    const type_t *type;
    dict_t *globals;        /* a program's module: its namespace; NULL for a built-in one */
    const modattr_t *attrs; /* a built-in module: its members */
    const char *cname;      /* a built-in module's name */
    uint16_t n_attrs;
    uint16_t name;          /* a program's module: its name (a qstr) */
} module_t;

/* IMPORT_NAME: the module named q; code_plus1 = 1 + the constant index of its top level
 * in the image (run once, on first import), 0 for a module of the firmware (a built-in one
 * in C, else one of the frozen library's). */
obj_t import_name(uint32_t q, uint32_t code_plus1);
obj_t library_import(uint32_t q); /* the library's module q itself (a C module of its name hides it) */
obj_t import_from(obj_t module, uint32_t q); /* ImportError if it has no such name */
obj_t module_attr(obj_t module, uint32_t q); /* OBJ_NULL if absent */
obj_t module_dir(obj_t module);                /* dir(module)'s names, unsorted */
obj_t builtin_name(obj_t fn);                 /* a built-in function's __name__ (a module's too) */
obj_t module_getattr(obj_t module, uint32_t q); /* AttributeError if absent */
void module_setattr(obj_t module, uint32_t q, obj_t value);
void module_print(sink_t *s, obj_t module);

/* A module's own type (microbit.Image, its pins, ...): a type_t outside types[] with
 * TYPE_NATIVE in its flags, its base T_OBJECT, followed by what the generic operations
 * ask of it (obj_dict.c: methods, printing; obj_class.c: class attributes; obj.c:
 * operators). Instances are {type, the module's fields}; the collector scans them word by
 * word, so fields that are not object words must never look like heap addresses. */
typedef struct native_type {
    type_t t;
    const builtin_t *methods; /* called with self first, sorted by name (builtins.toml's [natives.T]) */
    uint16_t n_methods;
    obj_t (*class_attr)(uint32_t q);                /* T.name: OBJ_NULL if none; NULL: none at all */
    void (*print)(sink_t *s, obj_t o, bool repr);   /* NULL: <name object at 0x...> */
    obj_t (*binary)(unsigned op, obj_t a, obj_t b); /* a or b of this type; OBJ_NULL: unsupported */
} native_type_t;
/* binary's op for ==, with a and b both of the type (two distinct objects): OBJ_TRUE when
 * equal by value. Above every BINARY_ op, so no operator can mean it. */
#define NATIVE_EQUAL 0xffu
static inline const native_type_t *native_type(const type_t *t)
{
    return (t->flags & TYPE_NATIVE) ? (const native_type_t *)t : NULL;
}

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

/* Run the Python handlers of the pins' pending edges (mod_machine.c): vm.h's vm_pending
 * calls it. */
void machine_pin_irq_run(void);
/* Before the heap is made afresh for another program (protocol.c's soft_reset): the pins'
 * interrupts are turned off and their handlers forgotten (the table is on the old heap,
 * and no handler of a program that ended may run in the next one). */
void machine_soft_reset(void);

/* Sleep us microseconds with the CPU idle (WFI), serving vm_pending() whenever woken:
 * KeyboardInterrupt leaves from here, pin handlers run here (mod_time.c). */
void time_sleep_us(uint64_t us);

/* The built-in modules (each mod_<name>.c's MODULE_DEF) */
extern const module_t collections_module, gc_module, math_module, random_module, struct_module, sys_module,
    _fs_module;
extern const module_t time_module;    /* mod_time.c */
extern const module_t array_module;   /* obj_array.c */
extern const module_t machine_module; /* mod_machine.c */
extern const module_t microbit_module; /* mod_microbit.c */
void microbit_soft_reset(void);          /* stops a background scroll (its text is on the heap) */

/* radio (mod_radio.c): a module member written in Python, as mod_import.c marks them (the
 * member of that name of library module q), and the radio stopped before a soft reset
 * (its buffer is on the heap) with MicroPython's settings back. */
#define MARK_LIBRARY (INT32_MIN + 16) /* + q: the member of that name of library module q */
extern const module_t radio_module;
void radio_soft_reset(void);

#endif
