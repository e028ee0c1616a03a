/* obj_exc.c — exceptions: the one raise mechanism (a stack of setjmp handlers), the
 * raise_<Exception> helpers, exception instances and the traceback printer. */
#include <string.h>

#include "gc.h"
#include "port.h"
#include "runtime.h"

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
NORETURN void raise_obj(obj_t exc)
{
    exc_t *e = obj_ptr(exc);
    if (e->frame == NULL && vm.frame != NULL) {
        e->frame = vm.frame;
        for (frame_t *f = vm.frame; f != NULL && !(f->flags & FRAME_CAPTURED); f = f->back)
            f->flags |= FRAME_CAPTURED;
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
    exc_t *e = gc_try_alloc(sizeof(exc_t));
    if (e == NULL) {
        e = &vm.emergency;
        memset(e, 0, sizeof(*e));
    }
    e->type = &types[t];
    e->fmt = fmt;
    e->a = a;
    e->b = b;
    e->n = n;
    raise_obj(ptr_obj(e));
}

NORETURN void raise_msg(unsigned t, const char *fmt, obj_t a, obj_t b) { raise_msg_n(t, fmt, a, b, 0); }

/* No allocation at all: the state's emergency instance. */
NORETURN void raise_MemoryError(void)
{
    exc_t *e = &vm.emergency;
    memset(e, 0, sizeof(*e));
    e->type = &types[T_MemoryError];
    raise_obj(ptr_obj(e));
}

void stack_check(void)
{
    volatile uint8_t here = 0;
    if (port_stack_top() - (uintptr_t)&here > WISPY_C_STACK_MAX)
        raise_msg(T_RecursionError, "maximum recursion depth exceeded", 0, 0);
}

NORETURN void raise_TypeError(const char *fmt, obj_t a, obj_t b) { raise_msg(T_TypeError, fmt, a, b); }
NORETURN void raise_ValueError(const char *fmt, obj_t a, obj_t b) { raise_msg(T_ValueError, fmt, a, b); }
NORETURN void raise_ZeroDivisionError(const char *msg) { raise_msg(T_ZeroDivisionError, msg, 0, 0); }
NORETURN void raise_IndexError(const char *msg) { raise_msg(T_IndexError, msg, 0, 0); }
NORETURN void raise_NotImplementedError(const char *msg) { raise_msg(T_NotImplementedError, msg, 0, 0); }

/* Calling an exception class: args[-1] is the class. */
obj_t exc_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    const type_t *t = obj_ptr(args[-1]);
    if (nkw != 0)
        raise_TypeError("%q() takes no keyword arguments", qstr_obj(t->name), 0);
    obj_t a = n == 0 ? OBJ_NULL : n == 1 ? args[0] : tuple_new(n, args);
    exc_t *e = gc_alloc(sizeof(exc_t));
    e->type = t;
    e->a = a;
    return ptr_obj(e);
}

bool exc_matches(obj_t exc, unsigned t)
{
    for (unsigned i = type_index_of(type_of(exc)); i != T_NO_BASE; i = types[i].base)
        if (i == t)
            return true;
    return false;
}

static void print_frame(sink_t *s, const frame_t *f)
{
    sink_format(s, "  File \"%q\", line ", qstr_obj(f->code->file), 0, 0);
    sink_int(s, vm_line_of(f->code, f->ip));
    sink_format(s, ", in %q\n", qstr_obj(f->code->name), 0, 0);
}

static void print_repeats(sink_t *s, uint32_t same)
{
    if (same < 3)
        return;
    sink_str(s, "  [Previous line repeated ");
    sink_int(s, (int32_t)(same - 2));
    sink_str(s, same == 3 ? " more time]\n" : " more times]\n");
}

void exc_print_traceback(obj_t exc)
{
    sink_t con = {NULL, 0, true};
    const exc_t *e = obj_ptr(exc);
    wispy_console_stream = 1;
    if (e->frame != NULL) {
        sink_str(&con, "Traceback (most recent call last):\n");
        /* The chain runs innermost first; print it outermost first. */
        uint32_t depth = 0;
        for (const frame_t *f = e->frame; f != NULL; f = f->back)
            depth++;
        /* Like CPython: after 3 identical lines, "[Previous line repeated N more times]". */
        const frame_t *last = NULL;
        uint32_t same = 0;
        while (depth-- > 0) {
            const frame_t *f = e->frame;
            for (uint32_t i = 0; i < depth; i++)
                f = f->back;
            if (last != NULL && f->code == last->code && vm_line_of(f->code, f->ip) == vm_line_of(last->code, last->ip)) {
                if (++same >= 3)
                    continue;
            } else {
                print_repeats(&con, same);
                same = 0;
            }
            last = f;
            print_frame(&con, f);
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
