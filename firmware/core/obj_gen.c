/* obj_gen.c — generators. Calling a function whose code has CODE_FLAG_GENERATOR makes a
 * generator: {type, frame, state} (16 bytes) holding the function's heap frame, which
 * outlives the call. next() resumes the frame in a guarded nested run of the VM
 * (vm_resume) until its next YIELD_VALUE or its return; generators nest as deep as the C
 * stack allows (about 360 B a level on the chip: resume's stack_check() raises
 * RecursionError before it overflows). */
#include <string.h>

#include "gc.h"
#include "runtime.h"

typedef struct gen {
    const type_t *type;
    frame_t *frame; /* NULL once finished */
    obj_t state;    /* small int: 0 not started, 1 suspended, 2 running (or raised: frame NULL) */
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

/* The next value, OBJ_NULL when the generator is finished. */
static obj_t resume(obj_t o, obj_t sent)
{
    gen_t *g = obj_ptr(o);
    if (g->frame == NULL)
        return OBJ_NULL;
    if (g->state == small_obj(2))
        raise_ValueError("generator already executing", 0, 0);
    if (g->state == small_obj(0) && sent != OBJ_NONE)
        raise_TypeError("can't send non-None value to a just-started generator", 0, 0);
    bool first = g->state == small_obj(0), finished = true;
    /* the check of this nested run, before the generator is marked running: a
     * RecursionError here leaves it suspended, resumable */
    stack_check();
    g->state = small_obj(2);
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

obj_t gen_next(obj_t o) { return resume(o, OBJ_NONE); }

/* What an exhausted generator returned (None for other iterators): `yield from`'s value. */
obj_t gen_result(obj_t it)
{
    obj_t v = obj_is(it, T_GENERATOR) ? ((gen_t *)obj_ptr(it))->result : OBJ_NONE;
    return v == OBJ_NULL ? OBJ_NONE : v;
}

/* StopIteration for an exhausted iterator; a generator's carries its return value. */
NORETURN void gen_raise_stop(obj_t it)
{
    obj_t v = obj_is(it, T_GENERATOR) ? ((gen_t *)obj_ptr(it))->result : OBJ_NULL;
    if (v == OBJ_NONE)
        v = OBJ_NULL;
    raise_msg_n(T_StopIteration, NULL, v, 0, v != OBJ_NULL);
}

static obj_t gen_send(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n != 2 || nkw != 0)
        raise_TypeError("send() takes exactly one argument", 0, 0);
    obj_t r = resume(args[0], args[1]);
    if (r == OBJ_NULL)
        gen_raise_stop(args[0]);
    return r;
}

static obj_t gen_close(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    ((gen_t *)obj_ptr(args[0]))->frame = NULL;
    return OBJ_NONE;
}

static const builtin_t b_send = {&types[T_BUILTIN], Q_generator, gen_send};
static const builtin_t b_close = {&types[T_BUILTIN], Q_generator, gen_close};

obj_t gen_method(obj_t self, uint32_t q)
{
    if (!obj_is(self, T_GENERATOR))
        return OBJ_NULL;
    size_t n;
    const char *p = qstr_data(q, &n);
    if (n == 4 && memcmp(p, "send", 4) == 0)
        return ptr_obj(&b_send);
    if (n == 5 && memcmp(p, "close", 5) == 0)
        return ptr_obj(&b_close);
    return OBJ_NULL;
}
