/* obj_deque.c — collections.deque: {type, a list holding the items, maxlen (small int, or
 * None)}. appendleft/popleft move the items (O(n)): on a 16 KB board a deque is short. */
#define OBJ_IS_STATIC /* obj.h: bytearray_check and deque_check run at many dict and sequence operations */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_class.h"
#include "obj_deque.h"
#include "obj_int.h"
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
    if (maxlen != OBJ_NONE && !int_check(maxlen))
        raise_TypeError("an integer is required");
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
obj_t deque_maxlen(obj_t o) { return ((const deque_t *)obj_ptr(o))->maxlen; }

obj_t *deque_item(obj_t o, obj_t index)
{
    const deque_t *d = obj_ptr(o);
    list_t *l = obj_ptr(d->list);
    return &l->vec[1 + seq_position(index, dlen(d), INDEX_DEQUE)];
}

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
static void push_all(obj_t self, obj_t iterable, bool left);
static obj_t m_extend(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    push_all(a[0], a[1], false);
    return OBJ_NONE;
}
static obj_t m_clear(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    ((deque_t *)obj_ptr(a[0]))->list = list_new(0, NULL);
    return OBJ_NONE;
}

/* the items of the deque's list from i (its vector's word 1 + i) */
static obj_t *items(obj_t self) { return ((list_t *)obj_ptr(deque_list(self)))->vec + 1; }

static void reverse_run(obj_t *v, size_t a, size_t b)
{
    while (a + 1 < b) {
        obj_t t = v[a];
        v[a++] = v[--b];
        v[b] = t;
    }
}

/* extendleft and extend: each item pushed in turn (an iterable that is the deque itself is
 * read from a copy first, as CPython's) */
static void push_all(obj_t self, obj_t iterable, bool left)
{
    obj_t it = obj_getiter(iterable == self ? list_new(deque_len(self), items(self)) : iterable);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        push(self, x, left);
}
static obj_t m_extendleft(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    push_all(a[0], a[1], true);
    return OBJ_NONE;
}

/* rotate(n=1): n steps to the right (negative: to the left), by three reversals in place */
static obj_t m_rotate(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    int32_t k = 1;
    if (nkw != 0)
        raise_TypeError("deque.rotate() takes no keyword arguments");
    if (n > 2)
        raise_TypeError("deque.rotate expected at most 1 argument, got %s", small_obj((int32_t)n - 1));
    if (n > 1 && !int_check(a[1]))
        raise_TypeError("'%t' object cannot be interpreted as an integer", a[1]);
    size_t len = deque_len(a[0]);
    if (n > 1 && !int_to_i32(a[1], &k))
        k = small_value(int_binary(BINARY_MOD, a[1], small_obj((int32_t)(len ? len : 1))));
    if (len == 0)
        return OBJ_NONE;
    size_t s = (size_t)(((k % (int32_t)len) + (int32_t)len) % (int32_t)len);
    obj_t *v = items(a[0]);
    reverse_run(v, 0, len);
    reverse_run(v, 0, s);
    reverse_run(v, s, len);
    return OBJ_NONE;
}

static obj_t m_reverse(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    reverse_run(items(a[0]), 0, deque_len(a[0]));
    return OBJ_NONE;
}

/* the position of x from `from` up to `to`, -1 if it is not there */
static int32_t find(obj_t self, obj_t x, size_t from, size_t to)
{
    for (size_t i = from; i < to && i < deque_len(self); i++) /* __eq__ may change the deque */
        if (obj_equal(items(self)[i], x))
            return (int32_t)i;
    return -1;
}

static obj_t m_count(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    int32_t k = 0;
    for (size_t i = 0; i < deque_len(a[0]); i++)
        k += obj_equal(items(a[0])[i], a[1]);
    return small_obj(k);
}

/* index(x[, start[, stop]]): start and stop as list.index's (negative from the end) */
static obj_t m_index(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    int32_t r[2] = {0, INT32_MAX}, len = (int32_t)deque_len(a[0]);
    for (size_t j = 0; j + 2 < n; j++) {
        if (!int_check(a[2 + j]))
            raise_TypeError("slice indices must be integers or have an __index__ method");
        if (!int_to_i32(a[2 + j], &r[j]))
            r[j] = int_cmp(a[2 + j], small_obj(0)) < 0 ? -len - 1 : len;
        if (r[j] < 0 && (r[j] += len) < 0)
            r[j] = 0;
    }
    int32_t i = find(a[0], a[1], (size_t)r[0], (size_t)r[1]);
    if (i < 0)
        raise_ValueError("%r is not in deque", a[1]);
    return small_obj(i);
}

/* del d[i] (obj_dict.c), d.remove(x) */
void deque_delete(obj_t self, obj_t index)
{
    size_t i = (size_t)(deque_item(self, index) - items(self)), len = deque_len(self);
    obj_t *v = items(self);
    memmove(v + i, v + i + 1, 4u * (len - 1 - i));
    v[len - 1] = OBJ_NULL;
    v[-1] = small_obj((int32_t)len - 1);
}

static obj_t m_remove(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    int32_t i = find(a[0], a[1], 0, SIZE_MAX);
    if (i < 0)
        raise_ValueError("%r is not in deque", a[1]);
    deque_delete(a[0], small_obj(i));
    return OBJ_NONE;
}

/* insert(i, x) as list.insert, but not into a full deque of a maxlen */
static obj_t m_insert(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    const deque_t *d = obj_ptr(a[0]);
    if (d->maxlen != OBJ_NONE && deque_len(a[0]) >= (size_t)small_value(d->maxlen))
        raise_IndexError("deque already at its maximum size");
    obj_t v[3] = {d->list, a[1], a[2]};
    const builtin_t *ins = obj_ptr(type_method(&types[T_LIST], Q_insert));
    return ins->fn(3, v, 0, NULL);
}

static obj_t copy(obj_t self, obj_t from)
{
    obj_t v[2] = {from, deque_maxlen(self)};
    return deque_make(2, v, 0, NULL);
}
static obj_t m_copy(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    return copy(a[0], a[0]);
}

/* d + e (deques, a new one of d's maxlen), d * k, and in place d += iterable, d *= k */
obj_t deque_binary(unsigned op, obj_t a, obj_t b)
{
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    if (!deque_check(a) || (base != BINARY_ADD && base != BINARY_MUL))
        return OBJ_NULL;
    if (base == BINARY_ADD) {
        if (op == base && !deque_check(b))
            raise_TypeError("can only concatenate deque (not \"%t\") to deque", b);
        obj_t r = op == base ? copy(a, a) : a;
        push_all(r, b, false);
        return r;
    }
    if (!int_check(b))
        return OBJ_NULL;
    obj_t l = obj_binary(BINARY_MUL, deque_list(a), b);
    if (op == base)
        return copy(a, l);
    ((deque_t *)obj_ptr(a))->list = list_new(0, NULL);
    push_all(a, l, false);
    return a;
}

const builtin_t methods_deque[METHODS_deque_COUNT] = {METHODS_deque(X_METHOD)}; /* builtins.toml */
