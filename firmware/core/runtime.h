/* runtime.h — what the core's files export to each other: the state struct (all GC
 * roots), the error mechanism, and each object file's functions (prefix = file). */
#ifndef WISPY_RUNTIME_H
#define WISPY_RUNTIME_H

#include <setjmp.h>

#include "obj.h"
#include "builtins.h"

/* ---- frames (vm.c) ---- */

#define FRAME_CAPTURED 1u /* an exception's traceback refers to it: never free it eagerly */
#define FRAME_REPLAY 4u   /* a deferred call (vm.c): its return runs the caller's instruction again */
#define FRAME_ENTRY 8u    /* the entry frame of a run of the VM loop (vm.c): its return ends the run */

/* A Python call's activation record, on the heap. Word 0 is `back`, never a type, so
 * the collector scans it as a plain vector of words. */
typedef struct frame {
    struct frame *back;   /* the caller, NULL for the module */
    const code_t *code;   /* in the image */
    dict_t *globals;
    uint16_t ip;          /* offset of the current instruction (see SAVE_IP_BEFORE_RAISING) */
    uint8_t sp;           /* value stack depth, saved when another frame runs */
    uint8_t flags;        /* FRAME_* */
    obj_t slots[];        /* n_locals locals (OBJ_NULL: unbound), then stack_size values */
} frame_t;
/* The emulator's profiler reads back, code and ip from RAM (emulator/profiler.py FRAME_*). */
_Static_assert(sizeof(void *) != 4 || (offsetof(frame_t, back) == 0 && offsetof(frame_t, code) == 4
                                       && offsetof(frame_t, ip) == 12),
               "frame_t moved: update FRAME_* in emulator/profiler.py");

/* ---- errors: one mechanism, a stack of setjmp handlers ---- */

typedef struct handler {
    struct handler *prev;
    jmp_buf jb;
} handler_t;

/* Run the protected code when this is true; when an exception is raised, control comes
 * back here with it false and the exception in vm.exc. The handler is popped either way
 * by err_pop (on the raise path it was already popped). */
#define ERR_TRY(h) (err_push(h), setjmp((h)->jb) == 0)
void err_push(handler_t *h);
void err_pop(handler_t *h);

/* ---- the state: every GC root of the core lives here ---- */

typedef struct state {
    frame_t *frame;       /* the running Python frame */
    dict_t *globals;      /* __main__'s namespace */
    obj_t exc;            /* the exception being raised */
    obj_t handled;        /* the exception an except/finally handler is handling, or OBJ_NULL */
    exc_t emergency;      /* raised when not even an exception object can be allocated */
    frame_t *spare;       /* the last frame returned from, kept for the next call */
    handler_t *handler;   /* innermost error handler */
    const uint8_t *image; /* the verified image */
    const uint8_t *qstr_table;
    const uint8_t *const_table;
    uint16_t n_qstr, n_const;
    uint16_t depth;       /* Python frames on the frame chain (WISPY_RECURSION_LIMIT at most) */
    uint16_t replay_at;   /* deferred calls (vm.c): the armed instruction's next call */
    obj_t modules;        /* the modules imported so far: a dict name qstr -> module */
    obj_t fun_globals;    /* the globals of functions without heap, other than vm.globals: a
                           * list, appended to only (an index is in each such function) */
    obj_t pin_irqs;       /* machine.Pin objects with an irq handler, by GPIO number: a
                           * heap vector of 32 words made on the first irq(), or OBJ_NULL */
    obj_t display_text;   /* the text microbit.display scrolls in the background (read by
                           * the display's interrupt, so it must stay alive), or OBJ_NULL */
    obj_t radio_buf;      /* the radio's send and receive slots (mod_radio.c: the radio writes
                           * into them while it is on), or OBJ_NULL */
    obj_t accel;          /* the accelerometer's gesture state (mod_accel.c), or OBJ_NULL */
    /* Deferred calls (vm.c): the run's handler while an instruction that can be run again
     * runs its C code (else NULL); the records of such instructions ([depth, older record
     * or None, results...], innermost first) or OBJ_NULL; a deferred call waiting to start
     * (its function and self, else OBJ_NULL). */
    handler_t *armed;
    obj_t replay;
    obj_t defer[2];
} state_t;
extern state_t vm;
_Static_assert(offsetof(state_t, frame) == 0, "update STATE_FRAME in emulator/profiler.py");

/* ---- exceptions (obj_exc.c) ---- */

/* Call at each level of a C recursion and at each nested run of the VM: RecursionError
 * when fewer than `margin` bytes of C stack are left, instead of overflowing it (into the
 * heap, on the chip). stack_check() before a nested run or a deep C path;
 * stack_check_leaf() in the recursions over nested data (print, ==, <, hash, isinstance),
 * whose next check is closer (config.h). */
void stack_check_for(uint32_t margin);
static inline void stack_check(void) { stack_check_for(WISPY_C_STACK_MARGIN); }
static inline void stack_check_leaf(void) { stack_check_for(WISPY_C_STACK_LEAF_MARGIN); }

NORETURN void raise_obj(obj_t exc);
/* Raise a new instance of types[t] whose message is fmt applied to a and b (see
 * sink_format). Never fails for lack of memory: the emergency instance is used. */
NORETURN void raise_msg_n(unsigned t, const char *fmt, obj_t a, obj_t b, uint32_t n);
NORETURN void raise_type_msg(const type_t *t, const char *fmt, obj_t a, obj_t b, uint32_t n);
NORETURN void raise_MemoryError(void);
/* raise_msg(t, msg), raise_msg(t, fmt, a) or raise_msg(t, fmt, a, b); raise_TypeError(msg),
 * raise_TypeError(fmt, a) or raise_TypeError(fmt, a, b); the same for ValueError. Each
 * count of arguments calls a function of its own, so that no call site passes 0 for the
 * arguments a message does not use (2 B each; ~150 sites have a message alone, ~130 one
 * argument). */
#define RAISE_PICK(_1, _2, _3, _4, name, ...) name
#define raise_msg(...) RAISE_PICK(__VA_ARGS__, raise_msg_fmt, raise_msg_arg, raise_msg_text, _)(__VA_ARGS__)
#define raise_TypeError(...) RAISE_PICK(__VA_ARGS__, _, raise_TypeError_fmt, raise_TypeError_arg, raise_TypeError_text, _)(__VA_ARGS__)
#define raise_ValueError(...) RAISE_PICK(__VA_ARGS__, _, raise_ValueError_fmt, raise_ValueError_arg, raise_ValueError_text, _)(__VA_ARGS__)
NORETURN void raise_msg_fmt(unsigned t, const char *fmt, obj_t a, obj_t b);
NORETURN void raise_msg_arg(unsigned t, const char *fmt, obj_t a);
NORETURN void raise_msg_text(unsigned t, const char *msg);
NORETURN void raise_TypeError_fmt(const char *fmt, obj_t a, obj_t b);
NORETURN void raise_TypeError_arg(const char *fmt, obj_t a);
NORETURN void raise_TypeError_text(const char *msg);
NORETURN void raise_ValueError_fmt(const char *fmt, obj_t a, obj_t b);
NORETURN void raise_ValueError_arg(const char *fmt, obj_t a);
NORETURN void raise_ValueError_text(const char *msg);
NORETURN void raise_ZeroDivisionError(const char *msg);
NORETURN void raise_IndexError(const char *msg);
NORETURN void raise_NotImplementedError(const char *msg);
NORETURN void raise_binary_types(unsigned op, obj_t a, obj_t b);
obj_t exc_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
bool exc_matches(obj_t exc, unsigned t);
/* isinstance(exc, t) for an except clause: t a class or a tuple of them, TypeError otherwise. */
bool exc_match_clause(obj_t exc, obj_t t);
/* Whether the code's exception table has an entry covering offset ip: if so, to[0] is its
 * handler's offset and to[1] its stack depth. */
bool exc_handler_at(const code_t *c, uint32_t ip, uint32_t to[2]);
obj_t exc_getattr(obj_t exc, uint32_t q); /* OBJ_NULL if it has no attribute q */
/* Raise x (an exception instance or class) with cause (OBJ_NULL: no `from`). */
NORETURN void exc_raise_new(obj_t x, obj_t cause);
/* Print "Traceback ...", the frames outermost first, and the exception line. */
void exc_print_traceback(obj_t exc);

/* ---- output: a sink is the console, a counter, or a buffer ---- */

typedef struct sink {
    char *buf;   /* where bytes go; NULL: only count them */
    size_t len;  /* bytes written (or counted) so far */
    bool console;
    struct rstr *grow; /* sink_begin_str: a str on the heap that grows as bytes come */
    size_t cap;        /* the bytes `grow` holds */
} sink_t;
void sink_write(sink_t *s, const char *p, size_t n);
/* Build a run-time str in one pass: sink_begin_str, write, then sink_end_str gives the
 * str. One pass matters: printing may call Python (__repr__, __str__), which must run
 * once per call, as in CPython (a count-then-write would run it twice per level). The
 * buffer is a str block that doubles as it fills and is cut to size at the end; the sink
 * (on the C stack) keeps it reachable for a collection in between. */
void sink_begin_str(sink_t *s);
obj_t sink_end_str(sink_t *s);
void sink_str(sink_t *s, const char *z);
void sink_int(sink_t *s, int32_t v);
void sink_hex(sink_t *s, uint32_t v);
/* fmt: text with %s (str of an object), %r (repr), %t (type name of an object),
 * %q (a qstr object's text, unquoted) taking a then b; %o %c %u: the symbol of binary,
 * compare or unary operator n; %y the name of built-in type n (types[n]); %f the qualified
 * name of a function object (sink_qualname). */
void sink_format_n(sink_t *s, const char *fmt, obj_t a, obj_t b, uint32_t n);
/* sink_format(s, fmt, a), (s, fmt, a, b) or (s, fmt, a, b, n): the shorter forms call
 * functions of their own (no 0 arguments at the call sites, and n, a fifth argument, goes
 * on the stack). */
#define SINK_PICK(_1, _2, _3, _4, _5, name, ...) name
#define sink_format(...) SINK_PICK(__VA_ARGS__, sink_format_n, sink_format_ab, sink_format_a, _, _)(__VA_ARGS__)
void sink_format_ab(sink_t *s, const char *fmt, obj_t a, obj_t b);
void sink_format_a(sink_t *s, const char *fmt, obj_t a);
void sink_text(sink_t *s, const char *p, size_t n); /* message text: expands its word codes */
/* Message text that reaches sink_text other than as a message function's argument (a table
 * of messages, a function's return value): MSG("...") marks it for wispy.messages, which
 * compresses the literal in the firmware's build; the text itself is unchanged. */
#define MSG(text) (text)
/* CRC-32 (IEEE 802.3, as zlib.crc32) of n bytes at p, continuing from c (0 to start): protocol.c */
uint32_t crc32_update(uint32_t c, const uint8_t *p, size_t n);
/* str() or repr() of an exception (obj_exc.c). */
void exc_print(sink_t *s, obj_t exc, bool repr);

/* ---- objects in general (obj.c) ---- */

bool obj_truth(obj_t o);
bool obj_equal(obj_t a, obj_t b);
obj_t obj_compare(unsigned op, obj_t a, obj_t b);
obj_t obj_binary(unsigned op, obj_t a, obj_t b);
obj_t obj_unary(unsigned op, obj_t a);
void obj_print(sink_t *s, obj_t o, bool repr);
obj_t obj_to_str(obj_t o, bool repr);
size_t obj_len(obj_t o);
obj_t obj_subscr(obj_t o, obj_t index);
void obj_store_subscr(obj_t o, obj_t index, obj_t value);
obj_t obj_getiter(obj_t o);
obj_t obj_getiter_or_null(obj_t o); /* OBJ_NULL: not iterable */
obj_t obj_iternext(obj_t it); /* OBJ_NULL when exhausted */
bool obj_contains(obj_t container, obj_t x);
obj_t dict_new(void);
obj_t *dict_lookup(dict_t *d, obj_t key); /* NULL if absent */
void dict_store(dict_t *d, obj_t key, obj_t value);
bool dict_delete(dict_t *d, obj_t key);

/* hash() of any hashable object (obj_hash.c): equal numbers hash alike, as in CPython;
 * TypeError for a mutable container. */
obj_t obj_hash(obj_t o);
uint32_t obj_hash32(obj_t o); /* the same, folded to 32 bits, for dicts and sets */
/* round(x, ndigits) for ints and floats (ndigits OBJ_NONE: to an int). */
obj_t obj_round(obj_t x, obj_t ndigits);

/* ---- functions, cells and argument binding (obj_fun.c) ---- */

bool obj_callable(obj_t o);
/* Bind a call's arguments into the new frame's slots as CPython does (defaults, keywords,
 * *args, **kwargs, keyword-only, closure cells), or raise TypeError with CPython's message. */
void fun_bind(obj_t fn, obj_t *slots, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t fun_make(const code_t *code, dict_t *globals, unsigned flags, const obj_t *parts);
/* A Python function: an immediate (obj_is_sfun, obj.h; most are) or a function_t on the heap. */
static inline bool fun_is(obj_t o) { return obj_is_sfun(o) || obj_is(o, T_FUNCTION); }
/* The code record of a function word (for %f: also a code record's own address). */
const code_t *fun_code(obj_t fn);
/* An immediate function's code record and globals (obj.h: sfun_obj; globals index 0:
 * vm.globals; k: item k - 1 of vm.fun_globals, its vector's word k). */
static inline const code_t *sfun_code(obj_t fn) { return (const code_t *)(vm.image + sfun_offset(fn)); }
static ALWAYS_INLINE dict_t *sfun_globals_dict(obj_t fn)
{
    uint32_t g = sfun_globals(fn);
    return g == 0 ? vm.globals : obj_ptr(((const list_t *)obj_ptr(vm.fun_globals))->vec[g]);
}
obj_t cell_new(obj_t value);
/* Flatten f(*args, **kw): a tuple/list and a dict (or OBJ_NULL) into a positional vector and
 * name/value pairs, on the heap; returns the vector, *n and *nkw set. */
obj_t *fun_call_ex_args(obj_t args, obj_t kw, size_t *n, size_t *nkw);
void fun_list_extend(obj_t list, obj_t iterable);
void fun_star_extend(obj_t list, obj_t iterable); /* LIST_EXTEND: [*x] */
void fun_dict_merge(obj_t dict, obj_t mapping);

/* ---- floats (obj_float.c): IEEE doubles, CPython's results and repr ---- */

bool float_check(obj_t o);
double float_value(obj_t o); /* o a float */
obj_t float_new(double d);
bool num_to_double(obj_t o, double *out); /* an int or a float; false otherwise */
double int_to_double(obj_t i);            /* correctly rounded; OverflowError if too big */
obj_t int_truediv(obj_t a, obj_t b);
obj_t float_to_int(double d);             /* truncated; ValueError/OverflowError for nan/inf */
obj_t float_binary(unsigned op, obj_t a, obj_t b); /* OBJ_NULL: not numbers */
int float_num_cmp(obj_t a, obj_t b, bool *unordered); /* a or b a float, the other a number */
obj_t float_hash(double d);
void float_print(sink_t *s, obj_t o);
void float_print_double(sink_t *s, double d);
bool float_parse(const char *p, size_t n, double *out);
double float_floor(double x);
double float_ceil(double x);
double float_trunc(double x);
double float_fmod(double x, double y);
double float_sqrt(double x);
double float_ldexp(double x, int n);
double float_exp(double x);
double float_log(double x);
double float_poly(double x, const double *c, int n); /* c[0] + x * (c[1] + ...) */
uint64_t float_mantissa(double d, int *e);            /* finite |d| = m * 2**e, m < 2**53 */
obj_t int_from_u61(uint64_t v);                        /* v < 2**61 as an int */
double float_pow(double x, double y);
obj_t float_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t float_round_obj(obj_t x, obj_t ndigits);

/* ---- dicts, sets, bytes (obj_dict.c, obj_set.c, obj_bytes.c) ---- */

/* Hooks of obj.c's generic operations for these types (obj_dict.c): false / OBJ_NULL / -1
 * when o is none of them. */
bool ext_len(obj_t o, size_t *n);
obj_t ext_subscr(obj_t o, obj_t index);
bool ext_store_subscr(obj_t o, obj_t index, obj_t value);
void obj_delete_subscr(obj_t o, obj_t index);
obj_t ext_getiter(obj_t o);
int ext_contains(obj_t c, obj_t x);
bool ext_print(sink_t *s, obj_t o, bool repr);
int ext_equal(obj_t a, obj_t b);
obj_t ext_method(obj_t self, uint32_t q); /* OBJ_NULL: no such method */
bool dict_check(obj_t o);
uint32_t dict_len(const dict_t *d);
bool dict_next(const dict_t *d, uint32_t *pos, obj_t *key, obj_t *value); /* *pos from 0 */
obj_t dict_build(size_t n, const obj_t *kv); /* BUILD_MAP */
obj_t dict_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t dict_iter(obj_t d, uint32_t kind);   /* kind 0 keys, 1 values, 2 items */
obj_t dict_iter_next(obj_t it);            /* OBJ_NULL at the end */
NORETURN void raise_KeyError(obj_t key);
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
obj_t set_build(size_t n, const obj_t *items); /* BUILD_SET */
/* An int as len bytes (two's complement when sig), false when it does not fit; and back
 * (mod_builtins_more.c: int.to_bytes, int.from_bytes; struct). */
bool int_to_bytes(obj_t v, uint8_t *p, size_t len, bool little, bool sig);
obj_t int_from_bytes(const uint8_t *p, size_t len, bool little, bool sig);
obj_t set_of(obj_t o);         /* o's items as a set (o itself when it is a set or frozenset) */
bool set_like(obj_t o);        /* a set, a frozenset or a keys or items view */
bool view_setlike(obj_t o);    /* a keys or items view (obj_dict.c) */
unsigned view_kind(obj_t v);   /* a dict view's: 0 keys, 1 values, 2 items */
extern const uint16_t view_names[3]; /* the type names of the kinds (qstrs) */
obj_t dict_or(obj_t a, obj_t b, bool in_place); /* d | e, d |= e */
obj_t deque_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw); /* obj_deque.c */
/* The hooks ext_* hand each type (obj_dict.c dispatches to them). */
bool set_check(obj_t o);                 /* obj_set.c */
bool set_equal(obj_t a, obj_t b);
void set_print(sink_t *s, obj_t o);
obj_t bytes_iter_next(obj_t it);         /* obj_bytes.c */
obj_t bytes_subscr(obj_t o, obj_t index);
void bytes_store(obj_t o, obj_t index, obj_t value);
bool bytes_contains(obj_t c, obj_t x);
int bytes_equal(obj_t a, obj_t b);
void bytes_print(sink_t *s, obj_t o);
obj_t bytes_binary(unsigned op, obj_t a, obj_t b);
obj_t bytes_compare(unsigned op, obj_t a, obj_t b);
obj_t m_encode_str(size_t n, const obj_t *a, size_t nkw, const obj_t *kw); /* str.encode */
bool deque_check(obj_t o);               /* obj_deque.c */
size_t deque_len(obj_t o);
obj_t deque_list(obj_t o);
void deque_print(sink_t *s, obj_t o);
void module_print(sink_t *s, obj_t module); /* mod_import.c */

/* ---- modules (mod_import.c) ---- */
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
extern const module_t microbit_module; /* mod_microbit.c */
void microbit_soft_reset(void);          /* stops a background scroll (its text is on the heap) */

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
obj_t set_binary(unsigned op, obj_t a, obj_t b);  /* OBJ_NULL: not two sets */
obj_t set_compare(unsigned op, obj_t a, obj_t b); /* OBJ_NULL: not two sets */
uint32_t set_hash(obj_t o);

obj_t set_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t frozenset_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t bytes_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
const uint8_t *bytes_data(obj_t o, size_t *len); /* of a bytes or bytearray */
obj_t bytes_new(const uint8_t *p, size_t n);      /* a bytes of p[0..n) (p NULL: not filled) */
bool bytes_check(obj_t o);
bool bytearray_check(obj_t o);
obj_t bytearray_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);

/* ---- ints (obj_int.c) ---- */

bool int_check(obj_t o); /* small int, big int or bool */
obj_t int_from_i32(int32_t v);
obj_t int_binary(unsigned op, obj_t a, obj_t b); /* a, b ints */
obj_t int_neg(obj_t a);
obj_t int_invert(obj_t a);
int int_cmp(obj_t a, obj_t b);
bool int_is_zero(obj_t a);
bool int_to_i32(obj_t a, int32_t *out); /* false if it does not fit; TypeError if a is no int */
void int_print(sink_t *s, obj_t a);
size_t int_max_digits(obj_t a, unsigned base); /* at least the number of digits of a */
/* The digits of |a| in base 2, 8, 10 or 16 (upper: A-F), written backwards ending at end;
 * returns their number */
size_t int_digits(obj_t a, unsigned base, bool upper, char *end);
obj_t int_parse(const char *p, size_t n, int base); /* OBJ_NULL if invalid */
obj_t int_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t bool_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);

/* ---- strings (obj_str.c) ---- */

bool str_check(obj_t o);
const char *str_data(obj_t o, size_t *len); /* a qstr or a run-time string */
obj_t str_new(const char *p, size_t n);      /* a run-time string */
rstr_t *str_alloc(size_t n);
obj_t str_concat(obj_t a, obj_t b);
obj_t str_repeat(obj_t s, int32_t n);
int str_cmp(obj_t a, obj_t b);
size_t str_len(obj_t s);
size_t utf8_len(const char *p, size_t n);              /* code points in p[0..n) */
size_t utf8_offset(const char *p, size_t n, int32_t k); /* byte offset of code point k */
obj_t str_ascii(obj_t s);                             /* repr's str with non-ASCII escaped (ascii()) */
int text_cmp(const char *p, size_t len, const char *m); /* strcmp of p[0..len) and m */
void str_print_repr(sink_t *s, const char *p, size_t n);
bool str_contains(obj_t s, obj_t sub);
obj_t str_index(obj_t s, obj_t index);
obj_t str_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);

/* ---- tuples, lists, ranges, iterators (obj_seq.c) ---- */

obj_t tuple_new(size_t n, const obj_t *items);
obj_t list_new(size_t n, const obj_t *items);
void list_append(obj_t list, obj_t x);
void list_store(obj_t list, obj_t index, obj_t value);
const obj_t *seq_items(obj_t o, size_t *len); /* tuple or list; NULL otherwise */
obj_t seq_concat(obj_t a, obj_t b);
obj_t seq_repeat(obj_t a, int32_t n);
obj_t seq_index(obj_t o, obj_t index);
obj_t tuple_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t list_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t range_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t range_iter(obj_t r);
size_t range_len(obj_t r);
obj_t range_index(obj_t r, obj_t index);
obj_t seq_iter(obj_t o);
obj_t iter_next(obj_t it);
/* What is indexed, for the messages of seq_position. */
enum index_kind { INDEX_LIST_STORE = -1, INDEX_LIST, INDEX_TUPLE, INDEX_STR, INDEX_RANGE };
/* index (any int) into len items: the position, or TypeError / IndexError. */
int32_t seq_position(obj_t index, size_t len, int kind);

/* ---- image (image.c) ---- */

/* Check the image; on failure print "image refused: ..." and return false. */
bool image_verify(const uint8_t *img, size_t region);
const char *qstr_data(uint32_t q, size_t *len);
/* A name made at run time ('x upper'.split()[1]) whose text neither the firmware nor the
 * image has as a qstr, for the lookups keyed by a qstr's text (built-in types' methods,
 * built-in modules' members: sorted tables of C strings): QSTR_RUNTIME, whose qstr_data
 * is the str's text until the next name_qstr. A qstr gives its own index. Use it only for
 * a lookup that keeps no qstr and runs no Python code; never store qstr_obj(QSTR_RUNTIME). */
#define QSTR_RUNTIME 0x1fffffffu
uint32_t name_qstr(obj_t name);
/* Constant i of the image that code record `from` belongs to (the program's, or the frozen
 * library's when from lies in it; NULL: the program's): image_const for an object record
 * (big int, float, bytes), image_code for a code record (raising RuntimeError if it is not
 * one); image_is_code tells them apart. */
obj_t image_const(const code_t *from, uint32_t i);
const code_t *image_code(const code_t *from, uint32_t i);
bool image_is_code(const code_t *from, uint32_t i);
uint32_t image_n_const(const code_t *from);
uint32_t image_n_qstr(const code_t *from); /* 0 for the library: its strings are builtin */

/* The frozen library (image.c): firmware/lib/NAME.py compiled into an image at build time,
 * the words of lib_image.c (generated by wispy.library), and its modules by name. */
typedef struct library_module {
    uint16_t name; /* a qstr */
    uint16_t code; /* the constant index of the module's top-level code */
} library_module_t;
extern const uint32_t library_words[];
extern const library_module_t library_modules[];
extern const uint32_t library_n_modules;
bool image_in_library(const void *p);
/* The top-level code of the library's module named q (the library verified on first use,
 * ImportError if it is damaged), NULL if it has none of that name. */
const code_t *library_module_code(uint32_t q);

/* ---- built-in functions of classes and iteration (mod_iter.c) ---- */
#define B_BUILTINS(X) X(isinstance) X(issubclass) X(super) X(getattr) X(setattr) X(hasattr) \
    X(delattr) X(staticmethod) X(classmethod) X(property) X(iter) X(next) X(enumerate) X(zip) \
    X(map) X(filter) X(reversed) X(sorted) X(sum) X(any) X(all) X(ord) X(chr) X(hex) X(bin) X(oct) \
    X(divmod) X(pow) X(id) X(vars) X(dir) X(format) X(globals) X(locals) /* from divmod: mod_builtins_more.c */
#define X_B_DECL(name) obj_t builtin_##name(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
B_BUILTINS(X_B_DECL)
X_B_DECL(input) /* mod_input.c */
/* A built-in type's special method q (obj_special.c: [].__len__, (1).__add__), OBJ_NULL if
 * it has none of that name */
obj_t special_method(const type_t *t, uint32_t q);

/* ---- classes and instances (obj_class.c) ---- */
#define FRAME_INIT 2u /* the frame runs __init__ for a class call: its caller gets the instance */
uint32_t qstr_find(const char *p, size_t n); /* UINT32_MAX if no qstr has that text */
bool name_is(obj_t s, uint32_t q); /* str or qstr s has the text of qstr q */
obj_t attr_name(obj_t s);                     /* a str as a qstr object, itself if none */
bool class_is_instance(obj_t o);              /* an instance of a class statement's class */
bool type_is_subtype(const type_t *sub, const type_t *sup);
obj_t class_build(obj_t ns, obj_t name, size_t nslots, const obj_t *slots, size_t nb, const obj_t *bases);
obj_t class_lookup(const type_t *t, obj_t name);
obj_t class_new_instance(const type_t *t);
obj_t class_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t class_getattr(obj_t o, obj_t name, obj_t *self_out); /* OBJ_NULL: not found */
obj_t class_vars(obj_t o);  /* vars(o): a new dict; OBJ_NULL if o has no attributes of its own */
obj_t class_dir(obj_t o);   /* dir(o)'s names, unsorted */
obj_t class_call_special(obj_t o, uint32_t q); /* o.q() if o's class defines it, else OBJ_NULL */
obj_t class_format(obj_t o, obj_t spec);           /* o.__format__(spec), OBJ_NULL if none */
obj_t object_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw); /* object() */
obj_t num_attr(obj_t self, uint32_t q);   /* real imag numerator denominator, OBJ_NULL if none */
obj_t dict_class_method(uint32_t q);     /* dict.fromkeys, OBJ_NULL for other names */
obj_t int_class_method(uint32_t q);      /* int.from_bytes, OBJ_NULL for other names */
void class_setattr(obj_t o, obj_t name, obj_t v);
void class_delattr(obj_t o, obj_t name);
obj_t obj_getattr(obj_t o, obj_t name); /* AttributeError if absent */
obj_t property_attr(obj_t p, obj_t name);
obj_t class_prepare_call(obj_t fn, obj_t *self, bool *init);
obj_t class_call_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, obj_t *self);
obj_t class_call_native(obj_t fn, size_t n, const obj_t *args); /* OBJ_NULL: not ours */
bool class_callable(obj_t o);
/* slices and unpacking (obj_slice.c) */
obj_t slice_new(obj_t start, obj_t stop, obj_t step);
obj_t slice_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
void slice_print(sink_t *s, obj_t o);
obj_t slice_attr(obj_t o, obj_t name); /* start, stop, step; OBJ_NULL for other names */
obj_t slice_tuple(obj_t o);            /* (start, stop, step): what slices compare as */
obj_t slice_subscr(obj_t o, obj_t sl);                /* OBJ_NULL: not a list, tuple or str */
bool slice_store(obj_t list, obj_t sl, obj_t value);  /* value OBJ_NULL: del; false: not a list */
void seq_unpack(obj_t seq, size_t n, obj_t *dest);
bool seq_delete_subscr(obj_t o, obj_t index);
/* iteration built-ins (mod_iter.c) */
bool iterb_is(const type_t *t); /* enumerate, zip, map, filter objects */
obj_t iterb_next(obj_t it);
void list_sort(obj_t list, obj_t key, bool reverse);
/* generators (obj_gen.c) */
obj_t gen_new(frame_t *f);
obj_t gen_next(obj_t g); /* OBJ_NULL when finished */
NORETURN void gen_raise_stop(obj_t it);
obj_t gen_result(obj_t it);
obj_t gen_awaitable(obj_t o); /* `await o`: the iterator its yield from runs (obj_gen.c) */
/* Resume generator frame *gp (vm.c): push sent unless first; run to its next yield (the
 * value, *finished false) or its return (*finished true). An exception out of it sets *gp
 * to NULL (the generator is finished) and propagates. The caller checks the stack. */
obj_t vm_resume(frame_t **gp, obj_t sent, bool first, bool *finished);
void vm_throw_on_resume(obj_t exc); /* the next vm_resume raises exc at the generator's yield */
bool exc_is_class(obj_t x); /* a class deriving from BaseException */
/* x an exception instance: x; an exception class: a checked instance of it (TypeError if a
 * __new__ made something else); OBJ_NULL otherwise. */
obj_t exc_instance(obj_t x, bool type_repr);
void sort_kw(size_t nkw, const obj_t *kw, obj_t *key, bool *reverse);
void seq_unpack_ex(obj_t seq, size_t a, size_t b, obj_t *dest);
/* strings: f-strings, format(), %, str.format and the methods (obj_strfmt.c) */
obj_t str_join_n(size_t n, const obj_t *parts);
/* str's search loop, shared with bytes' methods (obj_strmeth.c): sub in s[from:to] (the
 * last one if last), its byte offset or -1 */
int32_t str_find_bytes(const char *s, size_t n, const char *sub, size_t m, size_t from, size_t to, bool last);
native_fn str_method_fn(uint32_t q); /* str's method named q (a qstr), NULL if none */
/* str's split, rsplit and strip family as bytes' run them: ASCII white space, byte by byte */
obj_t str_bytes_split(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_rsplit(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_strip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_lstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_rstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t obj_format_value(obj_t x, unsigned conversion, obj_t spec); /* spec OBJ_NULL: none */
/* A format spec, parsed ([[fill]align][sign][z][#][0][width][grouping][.precision][type]) */
typedef struct fmt_spec {
    char fill[4];   /* the fill character, UTF-8 */
    uint8_t fill_n; /* its bytes */
    char align;     /* '<' '>' '^' '=', 0: the type's */
    char sign;      /* '+' '-' ' ' or 0 */
    char type;      /* 0: none */
    char group;     /* ',' '_' or 0 */
    bool alt, z;    /* '#', 'z' */
    bool zero;      /* a '0' before the width (and no fill given) */
    int32_t width, prec;
    int32_t min_digits; /* % formatting's precision of an int: at least so many digits */
} fmt_spec_t;
void fmt_spec_init(fmt_spec_t *s); /* no spec at all; -1 for the numbers */
obj_t obj_format_spec(obj_t x, unsigned conversion, const fmt_spec_t *s); /* x formatted by s */
int float_digits(double x, int p, char *buf); /* obj_float.c: p correctly rounded digits, the exponent */
obj_t str_percent(obj_t fmt, obj_t values);
/* special methods: OBJ_NULL / false / -1 when the instance does not implement them */
obj_t class_binary(unsigned op, obj_t a, obj_t b);
obj_t class_compare(unsigned op, obj_t a, obj_t b);
obj_t class_unary(unsigned op, obj_t a);
int32_t class_len(obj_t o);
bool class_truth(obj_t o);
obj_t class_subscr(obj_t o, obj_t index);
bool class_store_subscr(obj_t o, obj_t index, obj_t value);
bool class_delete_subscr(obj_t o, obj_t index);
obj_t class_getiter(obj_t o);
obj_t class_iternext(obj_t o, bool *ok);
int class_contains(obj_t o, obj_t x);
obj_t class_hash(obj_t o);
bool class_print(sink_t *s, obj_t o, bool repr);
void class_print_default(sink_t *s, obj_t o);

/* ---- builtins (mod_builtins.c) ---- */

obj_t builtin_lookup(uint32_t q); /* OBJ_NULL if q names no builtin */

/* ---- built-in methods (args.c, tables generated from firmware/defs/builtins.toml) ---- */

/* A declared method's self and arguments checked against its spec: TypeError in CPython's
 * words for a wrong self, count or keyword. vm.c's call_native runs it before every call. */
void builtin_check(const builtin_t *b, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
const builtin_t *methods_of(const type_t *t, size_t *n); /* type t's own table, NULL if none */
obj_t method_find(uint32_t q, const builtin_t *fns, size_t n); /* by name; OBJ_NULL: none */
obj_t type_method(const type_t *t, uint32_t q);  /* t's method q or its base's; OBJ_NULL: none */
obj_t type_method_names(const type_t *t);        /* a list of the names of t's methods (dir()) */
const type_t *builtin_owner(obj_t fn);           /* a declared method's type, NULL for others */
#define X_METHOD(q, spec, fn) {&types[T_BUILTIN], q, spec, fn},
obj_t builtin_method(obj_t self, uint32_t q); /* OBJ_NULL if self has no method q */

/* ---- main.c ---- */

/* The outcome, for a port that can exit (the host): the program's status, or 2 when no
 * program ran (no image or a refused one). -1 while running. */
extern int wispy_exit_status;

/* ---- the VM (vm.c) ---- */

/* Run a module's code object as __main__ (in a new namespace). Returns 0, 1 after
 * printing the traceback of an uncaught exception, or SystemExit's status. */
int vm_run_module(const code_t *code);
/* Call any callable from C (a guarded nested VM run for Python functions). */
obj_t vm_call(obj_t f, size_t n, const obj_t *args);
obj_t vm_call_kw(obj_t f, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
/* A REPL input: its code (the session image's constant 0) run in globals as vm_call runs a
 * function; *frame is its frame (set before the run starts). Then, whether it returned or
 * raised and before anything allocates, vm_input_done(frame) drops the spare frames and says
 * whether a traceback still holds the input's frame: the host reuses the bytes of an input's
 * code for the next input only when nothing refers to them (docs/protocol.md, the REPL). */
void vm_run_input(const code_t *code, dict_t *globals, frame_t *volatile *frame);
bool vm_input_done(const frame_t *frame);
/* Deferred calls (vm.c): a native called by a CALL instruction that may run again from its
 * start (str.format, str(), repr()) arms it, and disarms it when it returns. */
bool vm_arm_native(native_fn fn, const obj_t *args, size_t n, size_t nkw);
void vm_disarm(void);
int vm_line_of(const code_t *code, uint32_t offset);
/* o itself when it is an object of exactly types[t], else RuntimeError: what an instruction
 * takes from the stack as its own container (LIST_APPEND's list), which only an image no
 * compiler made can make anything else (the verifier knows the stack's depths, not its
 * types). */
obj_t image_typed(obj_t o, unsigned t);
/* The same for CALL_FUNCTION_KW's keyword names (name, value pairs): strs. */
void image_kw_names(const obj_t *kw, size_t nkw);
/* Check a code record's bytecode before anything runs (see vm.c): NULL if it is sound,
 * else what is wrong, with *where the offset of the instruction. */
const char *vm_verify_code(const code_t *c, uint32_t *where);
/* Decode the trailer of a code record (docs/image-format.md) into *info. With end != NULL,
 * false if a field or a table would reach past end (image_verify); NULL: a verified image. */
bool code_decode(const code_t *c, const uint8_t *end, code_info_t *info);
/* The name of local i (a qstr) from a decoded record, or Q_empty if the image has none. */
uint32_t code_local_name(const code_t *c, const code_info_t *info, uint32_t i);
/* The name of local i of a code object (a qstr), or Q_empty if the image has none. */
uint32_t vm_local_name(const code_t *code, uint32_t i);
/* The CODE_EXTRA_* bits of a code record: the trailer's first byte, if CODE_FLAG_EXTRA. */
static inline unsigned code_extra(const code_t *c)
{
    return (c->flags & CODE_FLAG_EXTRA) ? c->bytecode[c->code_len] : 0u;
}
/* The keyword-only parameters of a code object (0 unless CODE_EXTRA_KWONLY). */
uint32_t code_n_kwonly(const code_t *c);
/* The qstr of the source file a code object comes from: its own, or that of the nearest code
 * record before it in the image that names one (records are laid out grouped by file). */
uint32_t code_file(const code_t *c);
/* The qstr of the qualified name of what owns a code object ("C" for a method C.m, so its
 * qualified name is owner "." name), or 0 if it has none (CODE_FLAG_OWNER clear). */
uint32_t code_owner(const code_t *c);
/* Write a code object's qualified name: owner "." name ("C.m"), or its name alone. */
void sink_qualname(sink_t *s, const code_t *c);

#endif
