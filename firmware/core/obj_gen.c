/* obj_gen.c — generators. Calling a function whose code has CODE_FLAG_GENERATOR makes a
 * generator: {type, frame, state} (16 bytes) holding the function's heap frame, which
 * outlives the call. next() resumes the frame in a guarded nested run of the VM
 * (vm_resume) until its next YIELD_VALUE or its return; generators nest as deep as the C
 * stack allows (about 360 B a level on the chip: resume's stack_check() raises
 * RecursionError before it overflows). */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_class.h"
#include "obj_exc.h"
#include "obj_gen.h"
#include "obj_ops.h"
#include "runtime.h"
#include "vm.h"

typedef struct gen {
    const type_t *type;
    frame_t *frame; /* NULL once finished */
    obj_t state;    /* small int: 0 not started, 1 suspended, 2 running (or raised: frame NULL),
                     * 3 finished by a send or throw through `yield from` (see resume) */
    obj_t result; /* what the generator returned (for StopIteration.value) */
} gen_t;

obj_t gen_new(frame_t *f)
{
    gen_t *g = gc_alloc(sizeof(gen_t));
    g->type = &types[T_GENERATOR];
    g->frame = f;
    g->state = small_obj(0);
    return ptr_obj(g);
}

/* The next value, OBJ_NULL when the generator is finished. exc (throw(), close()), unless
 * OBJ_NULL, is raised in the generator at its yield instead of sending a value. */
static obj_t resume(obj_t o, obj_t sent, obj_t exc)
{
    gen_t *g = obj_ptr(o);
    if (g->frame == NULL) {
        /* finished before: its return value is gone (StopIteration() again, `yield from` of it
         * None), unless throw_into finished it in a `yield from` whose loop looks once more */
        if (g->state != small_obj(3))
            g->result = OBJ_NULL;
        g->state = small_obj(1);
        return OBJ_NULL;
    }
    if (g->state == small_obj(2))
        raise_ValueError("generator already executing");
    if (g->state == small_obj(0) && sent != OBJ_NONE)
        raise_TypeError("can't send non-None value to a just-started generator");
    bool first = g->state == small_obj(0), finished = true;
    /* the check of this nested run, before the generator is marked running: a
     * RecursionError here leaves it suspended, resumable */
    stack_check();
    g->state = small_obj(2);
    if (exc != OBJ_NULL)
        vm_throw_on_resume(exc);
    /* an exception out of the generator sets g->frame to NULL (finished) in vm_resume's
     * handler: no handler (a 44-byte jmp_buf) here, so a level of generators driven from C
     * costs ~360 B of C stack instead of ~430 */
    obj_t r = vm_resume(&g->frame, sent, first, &finished);
    g->state = small_obj(1);
    if (finished) {
        g->frame = NULL;
        g->result = r;
        return OBJ_NULL;
    }
    return r;
}

obj_t gen_next(obj_t o) { return resume(o, OBJ_NONE, OBJ_NULL); }

/* What an exhausted generator returned, or the value of the StopIteration an iterator
 * class's __next__ ended with (None for other iterators): `yield from`'s value. */
obj_t gen_result(obj_t it)
{
    obj_t v = obj_is(it, T_GENERATOR) ? ((gen_t *)obj_ptr(it))->result
              : class_is_instance(it)  ? vm.stop_value
                                       : OBJ_NONE;
    return v == OBJ_NULL ? OBJ_NONE : v;
}

/* `await o` (itergen.expr_Await): what its `yield from` runs. A coroutine (a generator of an
 * `async def`, CODE_EXTRA_COROUTINE) is itself; an object whose class defines __await__ gives
 * what that returns, an iterator; anything else is CPython's TypeError. A finished
 * generator, whose code is gone with its frame, is taken for an awaited coroutine. */
obj_t gen_awaitable(obj_t o)
{
    if (obj_is(o, T_GENERATOR)) {
        const gen_t *g = obj_ptr(o);
        if (g->frame == NULL)
            raise_msg(T_RuntimeError, "cannot reuse already awaited coroutine");
        if (code_extra(g->frame->code) & CODE_EXTRA_COROUTINE)
            return o;
    } else if (class_is_instance(o)) {
        /* by qstr, not by text: asyncio's scheduler awaits often (the qstr is the library's) */
        obj_t f = class_lookup(type_of(o), qstr_obj(Q___await__));
        if (f != OBJ_NULL) {
            obj_t it = vm_call(f, 1, &o);
            if (obj_getiter_or_null(it) != it)
                raise_TypeError("__await__() returned non-iterator of type '%t'", it);
            return it;
        }
    }
    raise_TypeError("object %t can't be used in 'await' expression", o);
}

/* StopIteration for an exhausted iterator; a generator's carries its return value (the
 * first time only: resume drops it then). */
NORETURN void gen_raise_stop(obj_t it)
{
    obj_t v = obj_is(it, T_GENERATOR) ? ((gen_t *)obj_ptr(it))->result : OBJ_NULL;
    if (v == OBJ_NONE)
        v = OBJ_NULL;
    raise_msg_n(T_StopIteration, NULL, v, 0, v != OBJ_NULL);
}

static obj_t throw_into(obj_t o, obj_t exc, obj_t sent);
static void close_gen(obj_t o);

static obj_t gen_send(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t r = throw_into(args[0], OBJ_NULL, args[1]);
    if (r == OBJ_NULL)
        gen_raise_stop(args[0]);
    return r;
}

/* The sub-generator of a generator suspended in `yield from`: its shape
 * (itergen.expr_YieldFrom) leaves the iterator twice on top of the stack and a POP_TOP
 * after the yield; OBJ_NULL for any other yield. */
static obj_t delegate_of(const gen_t *g)
{
    const frame_t *f = g->frame;
    if (g->state != small_obj(1) || f->sp < 2 || f->code->bytecode[f->ip] != OP_POP_TOP)
        return OBJ_NULL;
    const obj_t *top = f->slots + f->code->n_locals + f->sp;
    return top[-1] == top[-2] && obj_is(top[-1], T_GENERATOR) ? top[-1] : OBJ_NULL;
}

/* exc thrown into (GeneratorExit: close of; OBJ_NULL: sent to) a sub-generator: what it
 * yields, OBJ_NULL if it finished; what it raised goes to *raised (OBJ_NULL: nothing). */
static obj_t sub_throw(obj_t sub, obj_t exc, obj_t sent, obj_t *raised)
{
    handler_t h;
    *raised = OBJ_NULL;
    if (!ERR_TRY(&h)) {
        *raised = vm.exc;
        vm.exc = OBJ_NULL;
        return OBJ_NULL;
    }
    obj_t r = OBJ_NULL;
    if (exc != OBJ_NULL && exc_matches(exc, T_GeneratorExit))
        close_gen(sub);
    else
        r = throw_into(sub, exc, sent);
    err_pop(&h);
    return r;
}

/* exc raised in generator o at its yield (exc OBJ_NULL: sent sent to it): what it yields
 * next, OBJ_NULL if it returns. A generator not started, or finished, does not run: exc is
 * raised here (it is finished). In `yield from` it goes to the sub-generator first, as in
 * CPython: what that yields o yields; when it returns, o goes on after the `yield from`;
 * what it raises is raised in o. */
static obj_t throw_into(obj_t o, obj_t exc, obj_t sent)
{
    gen_t *g = obj_ptr(o);
    stack_check();
    if (exc != OBJ_NULL && g->state == small_obj(0))
        g->frame = NULL;
    if (exc != OBJ_NULL && g->frame == NULL)
        raise_obj(exc);
    obj_t sub = g->frame != NULL ? delegate_of(g) : OBJ_NULL;
    if (sub != OBJ_NULL) {
        obj_t raised, r = sub_throw(sub, exc, sent, &raised);
        if (raised != OBJ_NULL)
            exc = raised;
        else if (r != OBJ_NULL)
            return r;
        else if (exc == OBJ_NULL || !exc_matches(exc, T_GeneratorExit)) {
            ((gen_t *)obj_ptr(sub))->state = small_obj(3); /* finished: o's FOR_ITER sees it */
            return resume(o, OBJ_NONE, OBJ_NULL);
        }
        sent = OBJ_NONE;
    }
    return resume(o, sent, exc);
}

/* g.throw(exc): exc a class or an instance (the (type, value, traceback) form, deprecated
 * since CPython 3.12, is not provided) */
static obj_t gen_throw(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n != 2 || nkw != 0)
        raise_TypeError("throw() takes exactly one argument");
    obj_t x = exc_instance(args[1], false);
    if (x == OBJ_NULL)
        raise_TypeError("exceptions must be classes or instances deriving from BaseException, not %t", args[1]);
    obj_t r = throw_into(args[0], x, OBJ_NONE);
    if (r == OBJ_NULL)
        gen_raise_stop(args[0]);
    return r;
}

/* g.close(): GeneratorExit raised at its yield, so its finally clauses and with exits run;
 * RuntimeError if it yields again. A generator that is collected unclosed is just freed. */
static void close_gen(obj_t o)
{
    gen_t *g = obj_ptr(o);
    if (g->frame == NULL || g->state == small_obj(0)) {
        g->frame = NULL;
        return;
    }
    obj_t t = ptr_obj(&types[T_GeneratorExit]);
    obj_t e = vm_call(t, 0, &t);
    handler_t h;
    if (!ERR_TRY(&h)) {
        if (!exc_matches(vm.exc, T_GeneratorExit) && !exc_matches(vm.exc, T_StopIteration))
            raise_obj(vm.exc);
        vm.exc = OBJ_NULL;
        return;
    }
    obj_t r = throw_into(o, e, OBJ_NONE);
    err_pop(&h);
    if (r != OBJ_NULL)
        raise_msg(T_RuntimeError, "generator ignored GeneratorExit");
}

static obj_t gen_close(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    close_gen(args[0]);
    return OBJ_NONE;
}

const builtin_t methods_generator[METHODS_generator_COUNT] = {METHODS_generator(X_METHOD)}; /* builtins.toml */
