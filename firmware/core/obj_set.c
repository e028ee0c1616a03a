/* obj_set.c — set and frozenset: a dict's storage (obj_dict.c) with the key as the only
 * thing that matters (the value word is None): 8 bytes per element plus the index. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_bytes.h"
#include "obj_deque.h"
#include "obj_dict.h"
#include "obj_ops.h"
#include "obj_set.h"
#include "runtime.h"

bool set_check(obj_t o) { return obj_is(o, T_SET) || obj_is(o, T_FROZENSET); }
bool set_like(obj_t o) { return set_check(o) || view_setlike(o); }

static obj_t set_new(unsigned t)
{
    dict_t *d = gc_alloc(sizeof(dict_t));
    d->type = &types[t];
    return ptr_obj(d);
}

static void set_add(obj_t s, obj_t x) { dict_store(obj_ptr(s), x, OBJ_NONE); }

static void add_all(obj_t s, obj_t iterable)
{
    if (set_check(iterable) || dict_check(iterable)) {
        uint32_t pos = 0;
        obj_t k;
        while (dict_next(obj_ptr(iterable), &pos, &k, NULL))
            set_add(s, k);
        return;
    }
    obj_t it = obj_getiter(iterable);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        set_add(s, x);
}

obj_t set_build(size_t n, const obj_t *items)
{
    obj_t s = set_new(T_SET);
    for (size_t i = 0; i < n; i++)
        set_add(s, items[i]);
    return s;
}

static obj_t make(unsigned t, size_t n, const obj_t *args, size_t nkw)
{
    if (nkw != 0)
        raise_TypeError("%q() takes no keyword arguments", qstr_obj(types[t].name));
    if (n > 1)
        raise_TypeError("%q expected at most 1 argument, got %s", qstr_obj(types[t].name), small_obj((int32_t)n));
    obj_t s = set_new(t);
    if (n == 1)
        add_all(s, args[0]);
    return s;
}

obj_t set_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return make(T_SET, n, args, nkw);
}

obj_t frozenset_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return make(T_FROZENSET, n, args, nkw);
}

static bool has(obj_t s, obj_t x) { return dict_lookup(obj_ptr(s), x) != NULL; }

/* A set looked up in a set (in, remove, discard) is looked up as a frozenset, as CPython */
obj_t set_key(obj_t x) { return obj_is(x, T_SET) ? frozenset_make(1, &x, 0, NULL) : x; }
static uint32_t size(obj_t s) { return dict_len(obj_ptr(s)); }

/* The elements of any iterable as a set (the argument itself when it is one). */
obj_t set_of(obj_t o)
{
    if (set_check(o))
        return o;
    obj_t s = set_new(T_SET);
    add_all(s, o);
    return s;
}

/* a op b for sets: | & - ^ into a new set of a's type. */
static obj_t combine(unsigned op, obj_t a, obj_t b, unsigned t)
{
    obj_t r = set_new(t);
    uint32_t pos = 0;
    obj_t k;
    while (dict_next(obj_ptr(a), &pos, &k, NULL)) {
        bool in_b = has(b, k);
        if (op == BINARY_OR || (op == BINARY_AND && in_b) || ((op == BINARY_SUB || op == BINARY_XOR) && !in_b))
            set_add(r, k);
    }
    if (op == BINARY_OR || op == BINARY_XOR) {
        pos = 0;
        while (dict_next(obj_ptr(b), &pos, &k, NULL))
            if (op == BINARY_OR || !has(a, k))
                set_add(r, k);
    }
    return r;
}

static bool subset(obj_t a, obj_t b)
{
    if (size(a) > size(b))
        return false;
    uint32_t pos = 0;
    obj_t k;
    while (dict_next(obj_ptr(a), &pos, &k, NULL))
        if (!has(b, k))
            return false;
    return true;
}

bool set_equal(obj_t a, obj_t b) { return size(a) == size(b) && subset(a, b); }


obj_t set_binary(unsigned op, obj_t a, obj_t b)
{
    obj_t bin = bytes_binary(op, a, b);
    if (bin == OBJ_NULL)
        bin = deque_binary(op, a, b);
    if (bin != OBJ_NULL)
        return bin;
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    if (base == BINARY_OR && dict_check(a) && (dict_check(b) || op != base))
        return dict_or(a, b, op != base);
    if (base != BINARY_OR && base != BINARY_AND && base != BINARY_SUB && base != BINARY_XOR)
        return OBJ_NULL;
    if (!set_check(a) || !set_check(b)) { /* a keys or items view with any iterable: a new set */
        if (!view_setlike(a) && !view_setlike(b))
            return OBJ_NULL;
        return combine(base, set_of(a), set_of(b), T_SET);
    }
    obj_t r = combine(base, a, b, type_index_of(type_of(a)));
    if (op != base && obj_is(a, T_SET)) { /* in place: a takes r's storage */
        ((dict_t *)obj_ptr(a))->vec = ((dict_t *)obj_ptr(r))->vec;
        return a;
    }
    return r;
}

obj_t set_compare(unsigned op, obj_t a, obj_t b)
{
    obj_t bin = bytes_compare(op, a, b);
    if (bin != OBJ_NULL)
        return bin;
    if (!set_check(a) || !set_check(b)) { /* keys and items views compare as sets */
        if (!(view_setlike(a) || view_setlike(b)) || !set_like(a) || !set_like(b))
            return OBJ_NULL;
        a = set_of(a), b = set_of(b);
    }
    switch (op) {
    case COMPARE_LE:
        return bool_obj(subset(a, b));
    case COMPARE_LT:
        return bool_obj(size(a) < size(b) && subset(a, b));
    case COMPARE_GE:
        return bool_obj(subset(b, a));
    case COMPARE_GT:
        return bool_obj(size(b) < size(a) && subset(b, a));
    }
    return OBJ_NULL;
}

void set_print(sink_t *s, obj_t o)
{
    bool frozen = obj_is(o, T_FROZENSET);
    if (size(o) == 0) {
        sink_str(s, frozen ? "frozenset()" : "set()");
        return;
    }
    stack_check_leaf();
    if (frozen)
        sink_str(s, "frozenset(");
    sink_write(s, "{", 1);
    uint32_t pos = 0;
    obj_t k;
    bool first = true;
    while (dict_next(obj_ptr(o), &pos, &k, NULL)) {
        if (!first)
            sink_write(s, ", ", 2);
        first = false;
        obj_print(s, k, true);
    }
    sink_write(s, frozen ? "})" : "}", frozen ? 2 : 1);
}

uint32_t set_hash(obj_t o)
{
    uint32_t h = 1927868237u * (size(o) + 1);
    uint32_t pos = 0;
    obj_t k;
    while (dict_next(obj_ptr(o), &pos, &k, NULL)) {
        uint32_t x = obj_hash32(k);
        h ^= (x ^ (x << 16) ^ 89869747u) * 3644798167u;
    }
    return h * 69069u + 907133923u;
}

/* ---- methods ---- */

static obj_t m_add(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    set_add(a[0], a[1]);
    return OBJ_NONE;
}

static obj_t m_remove(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    if (!dict_delete(obj_ptr(a[0]), set_key(a[1])))
        raise_KeyError(a[1]);
    return OBJ_NONE;
}

static obj_t m_discard(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    dict_delete(obj_ptr(a[0]), set_key(a[1]));
    return OBJ_NONE;
}

static obj_t m_pop(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw, (void)n;
    uint32_t pos = 0;
    obj_t k;
    if (!dict_next(obj_ptr(a[0]), &pos, &k, NULL))
        raise_msg(T_KeyError, "pop from an empty set");
    dict_delete(obj_ptr(a[0]), k);
    return k;
}

static obj_t m_clear(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw, (void)n;
    ((dict_t *)obj_ptr(a[0]))->vec = NULL;
    return OBJ_NONE;
}

static obj_t m_copy(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw, (void)n;
    obj_t r = set_new(type_index_of(type_of(a[0])));
    add_all(r, a[0]);
    return r;
}

/* union & co. take any number of iterables */
static obj_t many(unsigned op, size_t n, const obj_t *a, size_t nkw)
{
    (void)nkw;
    obj_t r = m_copy(1, a, 0, NULL);
    for (size_t i = 1; i < n; i++)
        r = combine(op, r, set_of(a[i]), type_index_of(type_of(a[0])));
    return r;
}
static obj_t m_union(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return many(BINARY_OR, n, a, nkw);
}
static obj_t m_intersection(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return many(BINARY_AND, n, a, nkw);
}
static obj_t m_difference(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return many(BINARY_SUB, n, a, nkw);
}
static obj_t m_symmetric_difference(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return many(BINARY_XOR, n, a, nkw);
}

static obj_t in_place(unsigned op, size_t n, const obj_t *a, size_t nkw, const char *what)
{
    (void)what;
    obj_t r = many(op, n, a, nkw);
    ((dict_t *)obj_ptr(a[0]))->vec = ((dict_t *)obj_ptr(r))->vec;
    return OBJ_NONE;
}
static obj_t m_update(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    for (size_t i = 1; i < n; i++)
        add_all(a[0], a[i]);
    return OBJ_NONE;
}
static obj_t m_intersection_update(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return in_place(BINARY_AND, n, a, nkw, "intersection_update");
}
static obj_t m_difference_update(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return in_place(BINARY_SUB, n, a, nkw, "difference_update");
}
static obj_t m_symmetric_difference_update(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return in_place(BINARY_XOR, n, a, nkw, "symmetric_difference_update");
}

static obj_t one_other(size_t n, const obj_t *a, size_t nkw, const char *what)
{
    (void)n, (void)nkw, (void)what;
    return set_of(a[1]);
}
static obj_t m_issubset(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return bool_obj(subset(a[0], one_other(n, a, nkw, "issubset")));
}
static obj_t m_issuperset(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return bool_obj(subset(one_other(n, a, nkw, "issuperset"), a[0]));
}
static obj_t m_isdisjoint(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    obj_t b = one_other(n, a, nkw, "isdisjoint");
    return bool_obj(size(combine(BINARY_AND, a[0], b, T_SET)) == 0);
}

const builtin_t methods_set[METHODS_set_COUNT] = {METHODS_set(X_METHOD)}; /* builtins.toml */
const builtin_t methods_frozenset[METHODS_frozenset_COUNT] = {METHODS_frozenset(X_METHOD)};
