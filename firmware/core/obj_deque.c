/* obj_deque.c — collections.deque: {type, a list holding the items, maxlen (small int, or
 * None)}. appendleft/popleft move the items (O(n)): on a 16 KB board a deque is short. */
#define OBJ_IS_STATIC /* obj.h: bytearray_check and deque_check run at many dict and sequence operations */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_class.h"
#include "obj_deque.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "runtime.h"

typedef struct deque {
    const type_t *type;
    obj_t list;
    obj_t maxlen;
} deque_t;

bool deque_check(obj_t o) { return obj_is(o, T_DEQUE); }

static size_t dlen(const deque_t *d)
{
    const list_t *l = obj_ptr(d->list);
    return l->vec ? (size_t)small_value(l->vec[0]) : 0;
}

static void trim(deque_t *d, bool from_left)
{
    if (d->maxlen == OBJ_NONE)
        return;
    list_t *l = obj_ptr(d->list);
    size_t n = dlen(d), max = (size_t)small_value(d->maxlen);
    while (n > max) {
        if (from_left)
            memmove(l->vec + 1, l->vec + 2, 4u * (n - 1));
        l->vec[n] = OBJ_NULL;
        n--;
        l->vec[0] = small_obj((int32_t)n);
    }
}

static void push(obj_t self, obj_t x, bool left)
{
    deque_t *d = obj_ptr(self);
    if (d->maxlen == small_obj(0))
        return;
    list_append(d->list, x);
    if (left) {
        list_t *l = obj_ptr(d->list);
        size_t n = dlen(d);
        memmove(l->vec + 2, l->vec + 1, 4u * (n - 1));
        l->vec[1] = x;
    }
    trim(d, !left);
}

static obj_t pop(obj_t self, bool left)
{
    deque_t *d = obj_ptr(self);
    size_t n = dlen(d);
    if (n == 0)
        raise_IndexError(left ? "pop from an empty deque" : "pop from an empty deque");
    list_t *l = obj_ptr(d->list);
    obj_t x = left ? l->vec[1] : l->vec[n];
    if (left)
        memmove(l->vec + 1, l->vec + 2, 4u * (n - 1));
    l->vec[n] = OBJ_NULL;
    l->vec[0] = small_obj((int32_t)n - 1);
    return x;
}

obj_t deque_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t maxlen = n > 1 ? args[1] : OBJ_NONE;
    for (size_t i = 0; i < nkw; i++) {
        if (name_is(kw[2 * i], Q_maxlen))
            maxlen = kw[2 * i + 1];
        else
            raise_TypeError("deque() got an unexpected keyword argument '%s'", kw[2 * i]);
    }
    if (n > 2)
        raise_TypeError("deque() takes at most 2 arguments (%s given)", small_obj((int32_t)n));
    if (maxlen != OBJ_NONE && (!obj_is_small(maxlen) || small_value(maxlen) < 0))
        raise_ValueError("maxlen must be non-negative");
    deque_t *d = gc_alloc(sizeof(deque_t));
    d->type = &types[T_DEQUE];
    d->maxlen = maxlen;
    d->list = list_new(0, NULL);
    obj_t self = ptr_obj(d);
    if (n > 0) {
        obj_t it = obj_getiter(args[0]);
        for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
            push(self, x, false);
    }
    return self;
}

size_t deque_len(obj_t o) { return dlen(obj_ptr(o)); }
obj_t deque_list(obj_t o) { return ((const deque_t *)obj_ptr(o))->list; }

void deque_print(sink_t *s, obj_t o)
{
    const deque_t *d = obj_ptr(o);
    stack_check_leaf();
    sink_str(s, "deque(");
    obj_print(s, d->list, true);
    if (d->maxlen != OBJ_NONE)
        sink_format(s, ", maxlen=%s", d->maxlen);
    sink_str(s, ")");
}

static obj_t m_append(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    push(a[0], a[1], false);
    return OBJ_NONE;
}
static obj_t m_appendleft(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    push(a[0], a[1], true);
    return OBJ_NONE;
}
static obj_t m_pop(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    return pop(a[0], false);
}
static obj_t m_popleft(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    return pop(a[0], true);
}
static obj_t m_extend(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    obj_t it = obj_getiter(a[1]);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        push(a[0], x, false);
    return OBJ_NONE;
}
static obj_t m_clear(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    ((deque_t *)obj_ptr(a[0]))->list = list_new(0, NULL);
    return OBJ_NONE;
}

const builtin_t methods_deque[METHODS_deque_COUNT] = {METHODS_deque(X_METHOD)}; /* builtins.toml */
