/* obj_exc.c — exceptions: the one raise mechanism (a stack of setjmp handlers), the
 * raise_<Exception> helpers, exception instances and the traceback printer. */
#include <string.h>

#include "gc.h"
#include "image.h"
#include "obj_class.h"
#include "obj_exc.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

void err_push(handler_t *h)
{
    h->prev = vm.handler;
    vm.handler = h;
}

void err_pop(handler_t *h)
{
    if (vm.handler == h)
        vm.handler = h->prev;
}

/* Raise exc: record where (the running frame and its callers become the traceback and
 * are kept alive by it), then jump to the innermost handler. */
static bool is_exc(obj_t o) { return obj_is_ptr(o) && (type_of(o)->flags & TYPE_EXC); }

NORETURN void raise_obj(obj_t exc)
{
    /* only an image that no compiler made raises another word (RERAISE of an int): the
     * verifier cannot know the stack's types, so the one place every raise passes checks */
    if (!is_exc(exc))
        raise_msg(T_RuntimeError, "bad image: raised a '%t' object, not an exception", exc);
    exc_t *e = obj_ptr(exc);
    e->top_open = 1; /* propagating (again): the traceback grows outwards */
    if (e->frame == NULL && vm.frame != NULL) {
        e->frame = vm.frame;
        e->ip = vm.frame->ip;
        for (frame_t *f = vm.frame; f != NULL && !(f->flags & FRAME_CAPTURED); f = f->back)
            f->flags |= FRAME_CAPTURED;
    }
    /* implicit chaining: raised while another is being handled (never a cycle) */
    if (is_exc(vm.handled) && vm.handled != exc && e->context == OBJ_NULL && e != &vm.emergency) {
        bool cycle = false;
        for (obj_t c = vm.handled; c != OBJ_NULL && !cycle; c = ((exc_t *)obj_ptr(c))->context)
            cycle = c == exc;
        if (!cycle)
            e->context = vm.handled;
    }
    vm.exc = exc;
    handler_t *h = vm.handler;
    if (h == NULL) {
        /* a raise outside the program (a core bug): report it, never jump into nothing */
        exc_print_traceback(exc);
        wispy_program_done(1);
        for (;;)
            port_idle();
    }
    vm.handler = h->prev;
    longjmp(h->jb, 1);
}

NORETURN void raise_msg_n(unsigned t, const char *fmt, obj_t a, obj_t b, uint32_t n)
{
    raise_type_msg(&types[t], fmt, a, b, n);
}

/* raise_msg_n of an exception class outside types[] (struct.error) */
NORETURN void raise_type_msg(const type_t *t, const char *fmt, obj_t a, obj_t b, uint32_t n)
{
    exc_t *e = gc_try_alloc(sizeof(exc_t));
    if (e == NULL) {
        e = &vm.emergency;
        memset(e, 0, sizeof(*e));
    }
    e->type = t;
    e->fmt = fmt;
    e->a = a;
    e->b = b;
    e->n = (uint16_t)n;
    raise_obj(ptr_obj(e));
}

NORETURN void raise_msg_fmt(unsigned t, const char *fmt, obj_t a, obj_t b) { raise_msg_n(t, fmt, a, b, 0); }
NORETURN void raise_msg_arg(unsigned t, const char *fmt, obj_t a) { raise_msg_n(t, fmt, a, 0, 0); }
NORETURN void raise_msg_text(unsigned t, const char *msg) { raise_msg_n(t, msg, 0, 0, 0); }

/* No allocation at all: the state's emergency instance. */
NORETURN void raise_MemoryError(void)
{
    exc_t *e = &vm.emergency;
    memset(e, 0, sizeof(*e));
    e->type = &types[T_MemoryError];
    raise_obj(ptr_obj(e));
}

void stack_check_for(uint32_t margin)
{
    uintptr_t sp;
#if defined(__arm__)
    __asm__ volatile("mov %0, sp" : "=r"(sp));
#else
    sp = (uintptr_t)__builtin_frame_address(0); /* not a local's address: ASan may move locals */
#endif
    if (sp >= port_stack_limit() + margin)
        return;
    /* The state's emergency instance, as for MemoryError: an allocation could collect,
     * and a collection this deep is what the margin would then have to hold. */
    exc_t *e = &vm.emergency;
    memset(e, 0, sizeof(*e));
    e->type = &types[T_RecursionError];
    e->fmt = MSG("maximum recursion depth exceeded");
    raise_obj(ptr_obj(e));
}

NORETURN void raise_TypeError_fmt(const char *fmt, obj_t a, obj_t b) { raise_msg_n(T_TypeError, fmt, a, b, 0); }
NORETURN void raise_TypeError_arg(const char *fmt, obj_t a) { raise_msg_n(T_TypeError, fmt, a, 0, 0); }
NORETURN void raise_TypeError_text(const char *msg) { raise_msg_n(T_TypeError, msg, 0, 0, 0); }
NORETURN void raise_ValueError_fmt(const char *fmt, obj_t a, obj_t b) { raise_msg_n(T_ValueError, fmt, a, b, 0); }
NORETURN void raise_ValueError_arg(const char *fmt, obj_t a) { raise_msg_n(T_ValueError, fmt, a, 0, 0); }
NORETURN void raise_ValueError_text(const char *msg) { raise_msg_n(T_ValueError, msg, 0, 0, 0); }
NORETURN void raise_ZeroDivisionError(const char *msg) { raise_msg(T_ZeroDivisionError, msg); }
NORETURN void raise_IndexError(const char *msg) { raise_msg(T_IndexError, msg); }
NORETURN void raise_NotImplementedError(const char *msg) { raise_msg(T_NotImplementedError, msg); }

/* OSError(errno, strerror, ...) is made as the subclass CPython's errno picks (Linux's
 * numbers, firmware/lib/errno.py): {errno, the subclass's type index} */
static const uint8_t os_errors[][2] = {
    {2, T_FileNotFoundError},      {17, T_FileExistsError},         {1, T_PermissionError},
    {13, T_PermissionError},       {21, T_IsADirectoryError},       {20, T_NotADirectoryError},
    {11, T_BlockingIOError},       {114, T_BlockingIOError},        {115, T_BlockingIOError},
    {4, T_InterruptedError},       {10, T_ChildProcessError},       {3, T_ProcessLookupError},
    {32, T_BrokenPipeError},       {108, T_BrokenPipeError},        {103, T_ConnectionAbortedError},
    {111, T_ConnectionRefusedError}, {104, T_ConnectionResetError}, {110, T_TimeoutError},
};
_Static_assert(T_COUNT <= 256, "os_errors keeps type indices in a byte");

/* Calling an exception class: args[-1] is the class. */
obj_t exc_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    const type_t *t = obj_ptr(args[-1]);
    if (nkw != 0)
        raise_TypeError("%q() takes no keyword arguments", qstr_obj(t->name));
    if (t == &types[T_OSError] && n >= 2)
        for (size_t i = 0; i < sizeof(os_errors) / 2; i++)
            if (args[0] == small_obj(os_errors[i][0]))
                t = &types[os_errors[i][1]];
    obj_t a = n == 0 ? OBJ_NULL : n == 1 ? args[0] : tuple_new(n, args);
    exc_t *e = gc_alloc(sizeof(exc_t));
    e->type = t;
    e->a = a;
    e->n = (uint16_t)n;
    return ptr_obj(e);
}

bool exc_is_class(obj_t x)
{
    return type_of(x) == &types[T_TYPE] && (((const type_t *)obj_ptr(x))->flags & TYPE_EXC);
}

bool exc_match_clause(obj_t exc, obj_t t)
{
    size_t n = 1;
    const obj_t *items = obj_is(t, T_TUPLE) ? seq_items(t, &n) : &t;
    bool hit = false;
    for (size_t i = 0; i < n; i++) {
        obj_t c = items[i];
        if (!exc_is_class(c))
            raise_TypeError("catching classes that do not inherit from BaseException is not allowed");
        hit = hit || type_is_subtype(type_of(exc), obj_ptr(c)); /* user classes too */
    }
    return hit;
}

bool exc_handler_at(const code_t *c, uint32_t ip, uint32_t to[2])
{
    if (!(code_extra(c) & CODE_EXTRA_HANDLERS))
        return false;
    /* entries of u16 at an even offset, or of u8 (CODE_EXTRA_HANDLERS_U8); the caller's
     * to[] takes the handler and depth (no static copy: its 8 B of RAM are the heap's) */
    code_info_t info;
    code_decode(c, NULL, &info);
    bool narrow = info.handlers_u8;
    const uint8_t *p = info.handlers;
    for (unsigned i = 0; i < info.n_handlers; i++, p += narrow ? 4 : 8) {
        uint32_t start = narrow ? p[0] : p[0] | (p[1] << 8), end = narrow ? p[1] : p[2] | (p[3] << 8);
        if (start <= ip && ip < end) {
            to[0] = narrow ? p[2] : p[4] | (p[5] << 8);
            to[1] = narrow ? p[3] : p[6] | (p[7] << 8);
            return true;
        }
    }
    return false;
}

/* The message of an exception raised by C code with a format: a new str. */
static obj_t exc_message(const exc_t *e)
{
    sink_t out;
    sink_begin_str(&out);
    sink_format(&out, e->fmt, e->a, e->b, e->n);
    return sink_end_str(&out);
}

/* The arguments as a tuple, as CPython's .args. */
static obj_t exc_args(const exc_t *e)
{
    if (e->fmt != NULL) {
        obj_t msg = exc_message(e);
        return tuple_new(1, &msg);
    }
    if (e->a == OBJ_NULL)
        return tuple_new(0, NULL);
    if (e->n > 1)
        return e->a;
    return tuple_new(1, &e->a);
}

obj_t exc_getattr(obj_t exc, uint32_t q)
{
    const exc_t *e = obj_ptr(exc);
    switch (q) {
    case Q_args:
        return exc_args(e);
    case Q___cause__:
        return e->cause == OBJ_NULL ? OBJ_NONE : e->cause;
    case Q___context__:
        return e->context == OBJ_NULL ? OBJ_NONE : e->context;
    case Q___suppress_context__:
        return bool_obj(e->cause != OBJ_NULL);
    case Q___traceback__:
        return OBJ_NONE; /* tracebacks are not objects in wispy (docs/language.md) */
    case Q_value: /* StopIteration's: its first argument */
        if (!exc_matches(exc, T_StopIteration))
            return OBJ_NULL;
        return e->a == OBJ_NULL ? OBJ_NONE : e->n == 1 ? e->a : ((const tuple_t *)obj_ptr(e->a))->items[0];
    case Q_code: { /* SystemExit's: its one argument, None without, the tuple of several */
        if (!exc_matches(exc, T_SystemExit))
            return OBJ_NULL;
        obj_t a = exc_args(e);
        const tuple_t *t = obj_ptr(a);
        return t->len == 0 ? OBJ_NONE : t->len == 1 ? t->items[0] : a;
    }
    case Q_errno: /* OSError(errno, strerror): CPython's; None with another number of arguments */
    case Q_strerror:
        if (!exc_matches(exc, T_OSError))
            return OBJ_NULL;
        return e->fmt == NULL && e->n == 2 ? ((const tuple_t *)obj_ptr(e->a))->items[q == Q_strerror] : OBJ_NONE;
    default:
        return OBJ_NULL;
    }
}

/* str(): '' without arguments, str(arg) with one, str(args) with several; repr():
 * Name(repr of each argument). */
void exc_print(sink_t *s, obj_t exc, bool repr)
{
    const exc_t *e = obj_ptr(exc);
    if (repr)
        sink_format(s, "%q(", qstr_obj(e->type->name));
    if (e->fmt != NULL) {
        /* the message is the one argument: a KeyError's str() is its repr, as CPython */
        if (repr || exc_matches(exc, T_KeyError)) {
            obj_print(s, exc_message(e), true);
        } else {
            sink_format(s, e->fmt, e->a, e->b, e->n);
        }
    } else if (e->a != OBJ_NULL) {
        if (!repr && e->n == 1 && exc_matches(exc, T_KeyError)) {
            obj_print(s, e->a, true); /* str(KeyError('k')) is "'k'", as CPython */
        } else if (!repr && e->n == 2 && exc_matches(exc, T_OSError)) {
            const obj_t *items = ((const tuple_t *)obj_ptr(e->a))->items; /* "[Errno 2] ENOENT" */
            sink_str(s, "[Errno ");
            obj_print(s, items[0], false);
            sink_str(s, "] ");
            obj_print(s, items[1], false);
        } else if (repr && e->n > 1) {
            size_t n;
            const obj_t *items = seq_items(e->a, &n);
            for (size_t i = 0; i < n; i++) {
                if (i > 0)
                    sink_str(s, ", ");
                obj_print(s, items[i], true);
            }
        } else {
            obj_print(s, e->a, repr);
        }
    }
    if (repr)
        sink_str(s, ")");
}

/* An exception instance from x: x itself when it is one (OBJ_NULL when it is no class
 * either), else what calling the class gives, which a user __new__ may make anything:
 * TypeError unless it is an exception, in CPython's words (`raise` names the type's repr,
 * gen.throw its name). Every word a raise stores is checked here, never trusted. */
obj_t exc_instance(obj_t x, bool type_repr)
{
    if (!exc_is_class(x))
        return obj_is_ptr(x) && (type_of(x)->flags & TYPE_EXC) ? x : OBJ_NULL;
    obj_t e = vm_call(x, 0, &x); /* a class is called with no arguments (a user class runs __init__) */
    if (!obj_is_ptr(e) || !(type_of(e)->flags & TYPE_EXC))
        raise_TypeError(type_repr ? "calling %r should have returned an instance of BaseException, not %r"
                                  : "calling %r should have returned an instance of BaseException, not %t",
                        x, type_repr ? ptr_obj(type_of(e)) : e);
    return e;
}

NORETURN void exc_raise_new(obj_t x, obj_t cause)
{
    x = exc_instance(x, true);
    if (x == OBJ_NULL)
        raise_TypeError("exceptions must derive from BaseException");
    if (cause != OBJ_NULL) {
        obj_t c = cause == OBJ_NONE ? cause : exc_instance(cause, true);
        if (c == OBJ_NULL)
            raise_TypeError("exception causes must derive from BaseException");
        ((exc_t *)obj_ptr(x))->cause = c;
    }
    ((exc_t *)obj_ptr(x))->frame = NULL;
    raise_obj(x);
}

bool exc_matches(obj_t exc, unsigned t)
{
    return type_is_subtype(type_of(exc), &types[t]); /* user exception classes too */
}

static void print_frame(sink_t *s, const frame_t *f, uint32_t ip)
{
    sink_format(s, "  File \"%q\", line ", qstr_obj(code_file(f->code)));
    sink_int(s, vm_line_of(f->code, ip));
    sink_format(s, ", in %q\n", qstr_obj(f->code->name)); /* the plain name, "m" for C.m */
}

static void print_repeats(sink_t *s, uint32_t same)
{
    if (same < 3)
        return;
    sink_str(s, "  [Previous line repeated ");
    sink_int(s, (int32_t)(same - 2));
    sink_str(s, same == 3 ? " more time]\n" : " more times]\n");
}

static void print_one(obj_t exc);

/* The chain first, oldest first, as CPython prints it: __cause__ ("direct cause"), else
 * __context__ unless a `from` suppressed it ("during handling"). At most 8 links. */
void exc_print_traceback(obj_t exc)
{
    obj_t chain[8];
    const char *why[8];
    unsigned n = 0;
    for (obj_t x = exc; x != OBJ_NULL && n < 8;) {
        chain[n] = x;
        const exc_t *e = obj_ptr(x);
        obj_t next = OBJ_NULL;
        why[n] = NULL;
        if (e->cause != OBJ_NULL && e->cause != OBJ_NONE) {
            next = e->cause;
            why[n] = MSG("\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (e->cause == OBJ_NULL && e->context != OBJ_NULL) {
            next = e->context;
            why[n] = MSG("\nDuring handling of the above exception, another exception occurred:\n\n");
        }
        n++;
        for (unsigned i = 0; i < n; i++)
            if (chain[i] == next)
                next = OBJ_NULL;
        x = next;
    }
    sink_t con = {NULL, 0, true, NULL, 0};
    while (n-- > 0) {
        print_one(chain[n]);
        if (n > 0) {
            wispy_console_stream = 1;
            sink_str(&con, why[n - 1]);
            wispy_console_stream = 0;
        }
    }
}

static void print_one(obj_t exc)
{
    sink_t con = {NULL, 0, true, NULL, 0};
    const exc_t *e = obj_ptr(exc);
    wispy_console_stream = 1;
    if (e->frame != NULL) {
        sink_str(&con, "Traceback (most recent call last):\n");
        /* The chain runs innermost first; print it outermost first. */
        uint32_t depth = 0;
        for (const frame_t *f = e->frame; f != NULL; f = f == e->top && !e->top_open ? NULL : f->back)
            depth++;
        /* Like CPython: after 3 identical lines, "[Previous line repeated N more times]". */
        const frame_t *last = NULL;
        uint32_t same = 0, last_ip = 0;
        while (depth-- > 0) {
            const frame_t *f = e->frame;
            for (uint32_t i = 0; i < depth; i++)
                f = f->back;
            /* the raising frame may have run on into a handler: its line is the raise's */
            uint32_t ip = f == e->frame ? e->ip : f == e->top ? e->top_ip : f->ip;
            if (last != NULL && f->code == last->code && vm_line_of(f->code, ip) == vm_line_of(last->code, last_ip)) {
                if (++same >= 3)
                    continue;
            } else {
                print_repeats(&con, same);
                same = 0;
            }
            last = f;
            last_ip = ip;
            print_frame(&con, f, ip);
        }
        print_repeats(&con, same);
    }
    size_t n;
    const char *name = qstr_data(e->type->name, &n);
    sink_write(&con, name, n);
    if (e->fmt != NULL || e->a != OBJ_NULL) {
        sink_str(&con, ": ");
        handler_t h;
        if (ERR_TRY(&h)) {
            obj_print(&con, exc, false);
            err_pop(&h);
        } else {
            sink_str(&con, "<exception str() failed>");
        }
    }
    sink_str(&con, "\n");
    wispy_console_stream = 0;
}
