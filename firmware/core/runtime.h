/* runtime.h — the shared core every file of the core includes: the frames, the error
 * mechanism (raise_*, obj_exc.c), the state struct vm (all GC roots) and the output sinks
 * (sink_*, obj_str.c). Each object family's functions are in a header of its own:
 * obj_ops.h (any object), obj_int.h, obj_float.h, obj_str.h, obj_seq.h, obj_dict.h, obj_set.h,
 * obj_bytes.h, obj_deque.h, obj_fun.h, obj_class.h, obj_exc.h, obj_gen.h, image.h, vm.h,
 * module.h, mod_builtins.h, args.h. */
#ifndef WISPY_RUNTIME_H
#define WISPY_RUNTIME_H

#include <setjmp.h>

#include "obj.h"
#include "builtins.h"

/* ---- frames (vm.c) ---- */

#define FRAME_CAPTURED 1u /* an exception's traceback refers to it: never free it eagerly */
#define FRAME_INIT 2u     /* the frame runs __init__ for a class call: its caller gets the instance */
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
    obj_t stop_value;     /* the value of the StopIteration that ended an instance's __next__
                           * last (class_iternext): `yield from` of an iterator class's value */
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

/* ---- raising exceptions (obj_exc.c) ---- */

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

#endif
