/* obj_seq.c — tuple, list, range and their iterators. A list is an 8-byte header plus
 * an item vector that grows by half again (amortised O(1) appends). */
#include <string.h>

#include "gc.h"
#include "namedtuple.h"
#include "obj_class.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

static const tuple_t empty_tuple = {&types[T_TUPLE], 0};

static const char *const index_type_msg[] = {
    MSG("list indices must be integers or slices, not %t"),
    MSG("list indices must be integers or slices, not %t"),
    MSG("tuple indices must be integers or slices, not %t"),
    MSG("string indices must be integers, not '%t'"),
    MSG("range indices must be integers or slices, not %t"),
    MSG("sequence index must be integer, not '%t'"),
};
static const char *const index_range_msg[] = {
    MSG("list assignment index out of range"),
    MSG("list index out of range"), MSG("tuple index out of range"), MSG("string index out of range"),
    MSG("range object index out of range"), MSG("deque index out of range"),
};

/* A Python index into a sequence of len items: the position, or IndexError. */
int32_t seq_position(obj_t index, size_t len, int kind)
{
    if (!int_check(index)) {
        obj_t v = class_native(index); /* l[I(1)]: an int's subclass, or its __index__() */
        if (!int_check(v))
            v = class_index(index);
        if (!int_check(v))
            raise_TypeError(index_type_msg[kind + 1], index);
        index = v;
    }
    int32_t i;
    if (!int_to_i32(index, &i))
        raise_IndexError(index_range_msg[kind + 1]);
    if (i < 0)
        i += (int32_t)len;
    if (i < 0 || (size_t)i >= len)
        raise_IndexError(index_range_msg[kind + 1]);
    return i;
}

obj_t tuple_new(size_t n, const obj_t *items)
{
    if (n == 0)
        return ptr_obj(&empty_tuple);
    tuple_t *t = gc_alloc(sizeof(tuple_t) + 4u * n);
    t->type = &types[T_TUPLE];
    t->len = (uint32_t)n;
    if (items != NULL)
        memcpy(t->items, items, 4u * n);
    return ptr_obj(t);
}

obj_t list_new(size_t n, const obj_t *items)
{
    list_t *l = gc_alloc(sizeof(list_t));
    l->type = &types[T_LIST];
    if (n > 0) {
        obj_t *vec = gc_alloc(4u * (n + 1));
        vec[0] = small_obj((int32_t)n);
        if (items != NULL)
            memcpy(vec + 1, items, 4u * n);
        l->vec = vec;
    }
    return ptr_obj(l);
}

void list_append(obj_t list, obj_t x)
{
    list_t *l = obj_ptr(list);
    size_t len = l->vec ? (size_t)small_value(l->vec[0]) : 0;
    /* The vector holds len + 1 words; whether its blocks hold one more is one bitmap read
     * (gc_size walks the run: append was O(len), 20,000 appends 1.40G instructions). */
    if (l->vec == NULL || !gc_holds(l->vec, 4u * (len + 2))) {
        /* by half again while short, then by an eighth: a long list wastes at most 12.5% */
        size_t want = 4u * (1 + (len < 64 ? len + len / 2 + 1 : len + len / 8));
        l->vec = l->vec ? gc_realloc(l->vec, want) : gc_alloc(want);
    }
    l->vec[len + 1] = x;
    l->vec[0] = small_obj((int32_t)(len + 1));
}

const obj_t *seq_items(obj_t o, size_t *len)
{
    if (!obj_is_ptr(o))
        return NULL;
    const type_t *t = type_of(o);
    if (t == &types[T_TUPLE]) {
        const tuple_t *tp = obj_ptr(o);
        *len = tp->len;
        return tp->items;
    }
    if (t == &types[T_LIST]) {
        const list_t *l = obj_ptr(o);
        *len = l->vec ? (size_t)small_value(l->vec[0]) : 0;
        return l->vec ? l->vec + 1 : NULL;
    }
    return NULL;
}

obj_t seq_concat(obj_t a, obj_t b)
{
    size_t an, bn;
    seq_items(a, &an);
    seq_items(b, &bn);
    bool is_list = type_of(a) == &types[T_LIST];
    obj_t r = is_list ? list_new(an + bn, NULL) : tuple_new(an + bn, NULL);
    if (an + bn == 0)
        return r;
    obj_t *dst = (obj_t *)seq_items(r, &an);
    const obj_t *pa = seq_items(a, &an), *pb = seq_items(b, &bn);
    if (an != 0) /* an empty list has no vector: pa is NULL, and memcpy from NULL is undefined */
        memcpy(dst, pa, 4u * an);
    if (bn != 0)
        memcpy(dst + an, pb, 4u * bn);
    return r;
}

obj_t seq_repeat(obj_t a, int32_t n)
{
    size_t len;
    seq_items(a, &len);
    if (n < 0)
        n = 0;
    if (len != 0 && (uint32_t)n > 0x3fffu / len)
        raise_MemoryError();
    size_t total = len * (size_t)n;
    bool is_list = type_of(a) == &types[T_LIST];
    obj_t r = is_list ? list_new(total, NULL) : tuple_new(total, NULL);
    if (total == 0)
        return r;
    obj_t *dst = (obj_t *)seq_items(r, &total);
    const obj_t *src = seq_items(a, &len);
    for (int32_t i = 0; i < n; i++)
        memcpy(dst + (size_t)i * len, src, 4u * len);
    return r;
}

obj_t seq_index(obj_t o, obj_t index)
{
    size_t len;
    const obj_t *items = seq_items(o, &len);
    return items[seq_position(index, len, type_of(o) == &types[T_LIST] ? INDEX_LIST : INDEX_TUPLE)];
}

void list_store(obj_t list, obj_t index, obj_t value)
{
    size_t len;
    obj_t *items = (obj_t *)seq_items(list, &len);
    items[seq_position(index, len, INDEX_LIST_STORE)] = value;
}

static obj_t collect_list(const obj_t *args, size_t n)
{
    obj_t l = list_new(0, NULL);
    if (n == 0)
        return l;
    obj_t it = obj_getiter(args[0]);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        list_append(l, x);
    return l;
}

obj_t list_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n > 1 || nkw != 0)
        raise_TypeError("list expected at most 1 argument, got %s", small_obj((int32_t)(n + nkw)));
    return collect_list(args, n);
}

obj_t tuple_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n > 1 || nkw != 0)
        raise_TypeError("tuple expected at most 1 argument, got %s", small_obj((int32_t)(n + nkw)));
    if (n == 1 && type_of(args[0]) == &types[T_TUPLE] && namedtuple_class(args[0]) == NULL)
        return args[0]; /* tuple(t) is t, but tuple(a named tuple) is a plain tuple */
    obj_t l = collect_list(args, n);
    size_t len;
    const obj_t *items = seq_items(l, &len);
    return tuple_new(len, items);
}

/* ---- range ---- */

static int32_t range_arg(obj_t o)
{
    o = class_index(o);
    if (!int_check(o))
        raise_TypeError("'%t' object cannot be interpreted as an integer", o);
    int32_t v;
    if (!int_to_i32(o, &v) || !small_fits(v))
        raise_msg(T_OverflowError, "Python int too large to convert to C ssize_t");
    return v;
}

obj_t range_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0)
        raise_TypeError("range() takes no keyword arguments");
    if (n < 1 || n > 3)
        raise_TypeError(n == 0 ? "range expected at least 1 argument, got %s" : "range expected at most 3 arguments, got %s",
                        small_obj((int32_t)n));
    int32_t start = 0, stop, step = 1;
    if (n == 1) {
        stop = range_arg(args[0]);
    } else {
        start = range_arg(args[0]);
        stop = range_arg(args[1]);
        if (n == 3)
            step = range_arg(args[2]);
    }
    if (step == 0)
        raise_ValueError("range() arg 3 must not be zero");
    range_t *r = gc_alloc(sizeof(range_t));
    r->head = (uint32_t)(uintptr_t)&types[T_RANGE];
    r->start = small_obj(start);
    r->stop = small_obj(stop);
    r->step = small_obj(step);
    return ptr_obj(r);
}

size_t range_len(obj_t ro)
{
    const range_t *r = obj_ptr(ro);
    int32_t a = small_value(r->start), b = small_value(r->stop), s = small_value(r->step);
    if (s > 0)
        return a < b ? ((uint32_t)(b - a) + (uint32_t)s - 1u) / (uint32_t)s : 0;
    return a > b ? ((uint32_t)(a - b) + (uint32_t)(-s) - 1u) / (uint32_t)(-s) : 0;
}

obj_t range_index(obj_t ro, obj_t index)
{
    const range_t *r = obj_ptr(ro);
    int32_t i = seq_position(index, range_len(ro), INDEX_RANGE);
    return small_obj(small_value(r->start) + i * small_value(r->step));
}

obj_t range_iter(obj_t ro)
{
    const range_t *r = obj_ptr(ro);
    iter_t *it = gc_alloc(sizeof(iter_t));
    it->type = &types[T_RANGE_ITER];
    it->a = r->start;
    it->b = r->stop;
    it->c = r->step;
    return ptr_obj(it);
}

obj_t seq_iter(obj_t o)
{
    iter_t *it = gc_alloc(sizeof(iter_t));
    it->type = &types[T_SEQ_ITER];
    it->a = o;
    it->b = small_obj(0);
    return ptr_obj(it);
}

/* The next item, or OBJ_NULL at the end. */
obj_t iter_next(obj_t io)
{
    iter_t *it = obj_ptr(io);
    if (it->type == &types[T_RANGE_ITER]) {
        int32_t cur = small_value(it->a), stop = small_value(it->b), step = small_value(it->c);
        if (step > 0 ? cur >= stop : cur <= stop)
            return OBJ_NULL;
        int32_t next = cur + step;
        it->a = small_fits(next) ? small_obj(next) : it->b;
        return small_obj(cur);
    }
    int32_t i = small_value(it->b);
    obj_t seq = it->a;
    if (str_check(seq)) {
        size_t n;
        const char *p = str_data(seq, &n);
        if ((size_t)i >= n)
            return OBJ_NULL;
        size_t end = (size_t)i + 1;
        while (end < n && ((unsigned char)p[end] & 0xc0u) == 0x80u)
            end++;
        it->b = small_obj((int32_t)end);
        rstr_t *r = str_alloc(end - (size_t)i);
        memcpy(r->data, str_data(seq, &n) + i, end - (size_t)i);
        return ptr_obj(r);
    }
    size_t len;
    const obj_t *items = seq_items(seq, &len);
    if ((size_t)i >= len)
        return OBJ_NULL;
    it->b = small_obj(i + 1);
    return items[i];
}
