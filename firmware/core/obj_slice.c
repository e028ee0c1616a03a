/* obj_slice.c — slice objects, slicing of lists, tuples and strings (with steps, as
 * CPython), slice assignment and deletion on lists, and unpacking (UNPACK_SEQUENCE,
 * UNPACK_EX). A slice is {type, start, stop, step}: 16 bytes, made by BUILD_SLICE. */
#include <stddef.h>
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

typedef struct slice {
    uint32_t head; /* &types[T_SLICE]: a word, as range_t's */
    obj_t start, stop, step; /* ints or None */
} slice_t;
/* slice_attr reads a range's start, stop and step too */
_Static_assert(offsetof(slice_t, start) == offsetof(range_t, start) && offsetof(slice_t, step) == offsetof(range_t, step),
               "a range_t is laid out as a slice_t");

obj_t slice_new(obj_t start, obj_t stop, obj_t step)
{
    slice_t *s = gc_alloc(sizeof(slice_t));
    s->head = (uint32_t)(uintptr_t)&types[T_SLICE];
    s->start = start;
    s->stop = stop;
    s->step = step;
    return ptr_obj(s);
}

obj_t slice_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n < 1 || n > 3)
        raise_TypeError("slice expected at most 3 arguments, got %s", small_obj((int32_t)n));
    if (n == 1)
        return slice_new(OBJ_NONE, args[0], OBJ_NONE);
    return slice_new(args[0], args[1], n == 3 ? args[2] : OBJ_NONE);
}

void slice_print(sink_t *s, obj_t o)
{
    const slice_t *sl = obj_ptr(o);
    sink_format(s, "slice(%r, %r, ", sl->start, sl->stop);
    sink_format(s, "%r)", sl->step);
}

/* s.start, s.stop, s.step; OBJ_NULL for other names */
obj_t slice_attr(obj_t o, obj_t name)
{
    const slice_t *s = obj_ptr(o);
    return name == qstr_obj(Q_start) ? s->start : name == qstr_obj(Q_stop) ? s->stop
                                                : name == qstr_obj(Q_step) ? s->step : OBJ_NULL;
}

/* (start, stop, step): what slices compare as */
obj_t slice_tuple(obj_t o) { return tuple_new(3, &((const slice_t *)obj_ptr(o))->start); }

static int32_t index_value(obj_t v)
{
    v = class_index(v);
    if (!int_check(v))
        raise_TypeError("slice indices must be integers or None or have an __index__ method");
    int32_t i;
    if (obj_is_bool(v))
        return v == OBJ_TRUE;
    if (!int_to_i32(v, &i))
        i = int_cmp(v, small_obj(0)) < 0 ? -0x3fffffff : 0x3fffffff;
    return i;
}

/* CPython's PySlice_AdjustIndices: start, stop and step for len items; the count. */
int32_t slice_indices(obj_t o, int32_t len, int32_t *start, int32_t *stop, int32_t *step)
{
    const slice_t *s = obj_ptr(o);
    int32_t st = s->step == OBJ_NONE ? 1 : index_value(s->step);
    if (st == 0)
        raise_ValueError("slice step cannot be zero");
    int32_t lo = st < 0 ? -1 : 0, hi = st < 0 ? len - 1 : len;
    int32_t a = s->start == OBJ_NONE ? (st < 0 ? hi : lo) : index_value(s->start);
    int32_t b = s->stop == OBJ_NONE ? (st < 0 ? lo : hi) : index_value(s->stop);
    if (s->start != OBJ_NONE) {
        if (a < 0) {
            a += len;
            if (a < lo)
                a = lo;
        } else if (a > hi) {
            a = hi;
        }
    }
    if (s->stop != OBJ_NONE) {
        if (b < 0) {
            b += len;
            if (b < lo)
                b = lo;
        } else if (b > hi) {
            b = hi;
        }
    }
    *start = a, *stop = b, *step = st;
    if (st > 0)
        return b > a ? (b - a - 1) / st + 1 : 0;
    return a > b ? (a - b - 1) / (-st) + 1 : 0;
}

static obj_t str_slice(obj_t o, obj_t sl)
{
    size_t n;
    const char *p = str_data(o, &n);
    int32_t len = (int32_t)str_len(o), a, b, st;
    int32_t count = slice_indices(sl, len, &a, &b, &st);
    bool ascii = (size_t)len == n;
    if (st == 1) {
        size_t from = ascii ? (size_t)a : utf8_offset(p, n, a);
        size_t to = ascii ? (size_t)(a + count) : utf8_offset(p, n, a + count);
        return str_new(p + from, to - from);
    }
    /* count the bytes, then copy */
    size_t bytes = 0;
    for (int32_t i = 0, k = a; i < count; i++, k += st) {
        size_t at = ascii ? (size_t)k : utf8_offset(p, n, k);
        bytes += (ascii ? at + 1 : utf8_offset(p, n, k + 1)) - at;
    }
    rstr_t *r = str_alloc(bytes);
    p = str_data(o, &n); /* the collector does not move, but stay safe */
    size_t out = 0;
    for (int32_t i = 0, k = a; i < count; i++, k += st) {
        size_t at = ascii ? (size_t)k : utf8_offset(p, n, k);
        size_t m = (ascii ? at + 1 : utf8_offset(p, n, k + 1)) - at;
        memcpy(r->data + out, p + at, m);
        out += m;
    }
    return str_new(r->data, bytes);
}

/* o[sl] for a list, tuple or str; OBJ_NULL for other types. */
obj_t slice_subscr(obj_t o, obj_t sl)
{
    if (str_check(o))
        return str_slice(o, sl);
    if (type_of(o) == &types[T_RANGE]) { /* a heap range or an image record's */
        /* range(start + a*step, start + b*step, step*st), as CPython */
        const range_t *r = obj_ptr(o);
        int32_t a, b, st, start = small_value(r->start), step = small_value(r->step);
        int32_t count = slice_indices(sl, (int32_t)range_len(o), &a, &b, &st);
        range_t *n = gc_alloc(sizeof(range_t));
        n->head = (uint32_t)(uintptr_t)&types[T_RANGE];
        n->start = small_obj(start + a * step);
        n->step = small_obj(step * st);
        n->stop = small_obj(start + a * step + count * step * st);
        if (count > 0 || b != a)
            n->stop = small_obj(start + b * step);
        return ptr_obj(n);
    }
    size_t n;
    const obj_t *items = seq_items(o, &n);
    if (items == NULL && !obj_is(o, T_LIST)) /* an empty list may have no vector */
        return OBJ_NULL;
    int32_t a, b, st;
    int32_t count = slice_indices(sl, (int32_t)n, &a, &b, &st);
    obj_t r = obj_is(o, T_LIST) ? list_new(0, NULL) : OBJ_NULL;
    if (count == 0)
        return r != OBJ_NULL ? r : tuple_new(0, NULL);
    if (r == OBJ_NULL) {
        if (st == 1)
            return tuple_new((size_t)count, items + a);
        tuple_t *t = obj_ptr(tuple_new((size_t)count, NULL));
        items = seq_items(o, &n);
        for (int32_t i = 0; i < count; i++)
            t->items[i] = items[a + i * st];
        return ptr_obj(t);
    }
    for (int32_t i = 0; i < count; i++) {
        items = seq_items(o, &n);
        list_append(r, items[a + i * st]);
    }
    return r;
}

static obj_t to_list(obj_t v)
{
    obj_t r = list_new(0, NULL);
    obj_t it = obj_getiter(v);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        list_append(r, x);
    return r;
}

/* Replace list's items with those of r (a fresh list). */
static void list_take(obj_t list, obj_t r)
{
    ((list_t *)obj_ptr(list))->vec = ((list_t *)obj_ptr(r))->vec;
}

/* list[sl] = value (value NULL: del list[sl]). False if list is not a list. */
bool slice_store(obj_t list, obj_t sl, obj_t value)
{
    if (!obj_is(list, T_LIST))
        return bytes_store_slice(list, sl, value); /* a bytearray's, in place */
    size_t n;
    seq_items(list, &n);
    int32_t a, b, st;
    int32_t count = slice_indices(sl, (int32_t)n, &a, &b, &st);
    /* a list or tuple is read in place (a sieve's `s[p*p::p] = [False] * k` must not need
     * a copy of k items); anything else, and the list itself (`a[::-1] = a` writes what it
     * reads), is copied into a list first */
    obj_t src = value;
    if (value != OBJ_NULL && (value == list || !(obj_is(value, T_LIST) || obj_is(value, T_TUPLE))))
        src = to_list(value);
    size_t m = 0;
    if (src != OBJ_NULL)
        seq_items(src, &m);
    obj_t r = list_new(0, NULL);
    if (st == 1) {
        if (b < a)
            b = a;
        const obj_t *items;
        for (int32_t i = 0; i < a; i++)
            items = seq_items(list, &n), list_append(r, items[i]);
        for (size_t i = 0; i < m; i++)
            items = seq_items(src, &n), list_append(r, items[i]);
        seq_items(list, &n);
        for (int32_t i = b; i < (int32_t)n; i++)
            items = seq_items(list, &n), list_append(r, items[i]);
        list_take(list, r);
        return true;
    }
    if (src != OBJ_NULL && (int32_t)m != count)
        raise_msg(T_ValueError, "attempt to assign sequence of size %s to extended slice of size %s",
                  small_obj((int32_t)m), small_obj(count));
    if (src != OBJ_NULL) {
        obj_t *items = (obj_t *)seq_items(list, &n);
        const obj_t *s = seq_items(src, &m);
        for (int32_t i = 0; i < count; i++)
            items[a + i * st] = s[i];
        return true;
    }
    /* delete every st-th item: keep those not selected */
    for (int32_t i = 0; i < (int32_t)n; i++) {
        int32_t d = i - a;
        bool chosen = st > 0 ? (d >= 0 && d % st == 0 && d / st < count)
                             : (d <= 0 && (-d) % (-st) == 0 && (-d) / (-st) < count);
        if (!chosen) {
            const obj_t *items = seq_items(list, &n);
            list_append(r, items[i]);
        }
    }
    list_take(list, r);
    return true;
}

/* ---- unpacking ---- */

static NORETURN void raise_unpack_count(size_t want, size_t got, bool at_least)
{
    if (got > want && !at_least)
        raise_ValueError("too many values to unpack (expected %s)", small_obj((int32_t)want));
    raise_ValueError(at_least ? "not enough values to unpack (expected at least %s, got %s)"
                              : "not enough values to unpack (expected %s, got %s)",
                     small_obj((int32_t)want), small_obj((int32_t)got));
}

static const obj_t *unpack_items(obj_t seq, size_t *n)
{
    const obj_t *items = seq_items(seq, n);
    if (items != NULL)
        return items;
    const type_t *t = type_of(seq);
    if (t == &types[T_INT] || t == &types[T_BOOL] || t == &types[T_NONETYPE] || t == &types[T_FLOAT])
        raise_TypeError("cannot unpack non-iterable %t object", seq);
    return NULL;
}

/* UNPACK_SEQUENCE n: dest[n-1-i] = item i (the first item ends on top). */
void seq_unpack(obj_t seq, size_t n, obj_t *dest)
{
    size_t len;
    const obj_t *items = unpack_items(seq, &len);
    if (items != NULL) {
        if (len != n)
            raise_unpack_count(n, len, false);
        for (size_t i = 0; i < n; i++)
            dest[n - 1 - i] = items[i];
        return;
    }
    obj_t it = obj_getiter(seq);
    for (size_t i = 0; i < n; i++) {
        obj_t x = obj_iternext(it);
        if (x == OBJ_NULL)
            raise_unpack_count(n, i, false);
        dest[n - 1 - i] = x;
    }
    if (obj_iternext(it) != OBJ_NULL)
        raise_unpack_count(n, n + 1, false);
}

/* UNPACK_EX a b: a items, a list of the middle, b items; the first ends on top. */
void seq_unpack_ex(obj_t seq, size_t a, size_t b, obj_t *dest)
{
    size_t len;
    if (unpack_items(seq, &len) == NULL || obj_is(seq, T_LIST))
        seq = to_list(seq);
    const obj_t *items = seq_items(seq, &len);
    if (len < a + b)
        raise_unpack_count(a + b, len, true);
    obj_t mid = list_new(len - a - b, items + a);
    items = seq_items(seq, &len);
    size_t k = 0;
    for (size_t i = 0; i < b; i++)
        dest[k++] = items[len - 1 - i];
    dest[k++] = mid;
    for (size_t i = 0; i < a; i++)
        dest[k++] = items[a - 1 - i];
}

/* del o[index] for lists (an index or a slice) and instances (__delitem__). */
bool seq_delete_subscr(obj_t o, obj_t index)
{
    if (obj_is(o, T_LIST)) {
        if (obj_is(index, T_SLICE))
            return slice_store(o, index, OBJ_NULL);
        size_t n;
        seq_items(o, &n);
        int32_t i = seq_position(index, n, INDEX_LIST_STORE);
        obj_t sl = slice_new(small_obj(i), small_obj(i + 1), OBJ_NONE);
        return slice_store(o, sl, OBJ_NULL);
    }
    return class_delete_subscr(o, index);
}

/* s.indices(length): (start, stop, step) for a sequence of that length, as CPython */
static obj_t m_indices(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    int32_t len, a, b, st;
    if (!int_to_i32(args[1], &len))
        raise_msg(T_OverflowError, "Python int too large to convert to C ssize_t");
    if (len < 0)
        raise_ValueError("length should not be negative");
    slice_indices(args[0], len, &a, &b, &st);
    obj_t t[3] = {small_obj(a), small_obj(b), small_obj(st)};
    return tuple_new(3, t);
}

const builtin_t methods_slice[METHODS_slice_COUNT] = {METHODS_slice(X_METHOD)}; /* builtins.toml */
