/* obj.c — the type table and the operations every object supports: truth, equality,
 * comparison, arithmetic dispatch, printing, len, indexing, iteration; and the small
 * qstr-keyed dict used for namespaces. */
#include <string.h>

#include "gc.h"
#include "mod_builtins.h"
#include "module.h"
#include "namedtuple.h"
#include "obj_array.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_deque.h"
#include "obj_dict.h"
#include "obj_exc.h"
#include "obj_float.h"
#include "obj_fun.h"
#include "obj_gen.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_set.h"
#include "obj_str.h"
#include "runtime.h"

static obj_t type_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n == 3 && nkw == 0)
        return class_from_dict(args[0], args[1], args[2]);
    if (n != 1 || nkw != 0)
        raise_TypeError("type() takes 1 or 3 arguments");
    const type_t *nt = namedtuple_class(args[0]); /* a named tuple's class, not tuple */
    return ptr_obj(nt != NULL ? nt : type_of(args[0]));
}

enum { T_ = T_NO_BASE }; /* the base of a root exception class: none */
#define TY(name, flags, make) {&types[T_TYPE], Q_##name, flags, T_NO_BASE, make}
#define X_EXC_TYPE(name, base) {&types[T_TYPE], Q_##name, TYPE_EXC, T_##base, exc_make},

const type_t types[T_COUNT] = {
    [T_TYPE] = TY(type, 0, type_make),
    [T_NONETYPE] = TY(NoneType, 0, NULL),
    [T_BOOL] = {&types[T_TYPE], Q_bool, 0, T_INT, bool_make},
    [T_INT] = TY(int, TYPE_LEAF, int_make),
    [T_STR] = TY(str, TYPE_LEAF, str_make),
    [T_TUPLE] = TY(tuple, 0, tuple_make),
    [T_LIST] = TY(list, 0, list_make),
    [T_RANGE] = TY(range, TYPE_LEAF, range_make),
    [T_RANGE_ITER] = TY(range_iterator, TYPE_LEAF, NULL),
    [T_SEQ_ITER] = TY(iterator, 0, NULL),
    [T_FUNCTION] = TY(function, 0, NULL),
    [T_BUILTIN] = TY(builtin_function_or_method, 0, NULL),
    [T_DICT] = TY(dict, 0, dict_make),
    [T_OBJECT] = TY(object, 0, object_make),
    [T_CODE] = TY(code, 0, NULL),
    [T_ELLIPSIS] = TY(ellipsis, 0, NULL),
    [T_NOTIMPL] = TY(NotImplementedType, 0, NULL),
    [T_FLOAT] = TY(float, TYPE_LEAF, float_make),
    [T_SET] = TY(set, 0, set_make),
    [T_FROZENSET] = TY(frozenset, 0, frozenset_make),
    [T_BYTES] = TY(bytes, TYPE_LEAF, bytes_make),
    [T_BYTEARRAY] = TY(bytearray, 0, bytearray_make),
    [T_MODULE] = TY(module, 0, NULL),
    [T_DICT_VIEW] = TY(dict_keys, 0, NULL),
    [T_DICT_ITER] = TY(iterator, 0, NULL),
    [T_DEQUE] = TY(deque, 0, deque_make),
    [T_BOUND_METHOD] = TY(method, 0, NULL),
    [T_STATICMETHOD] = TY(staticmethod, 0, NULL),
    [T_CLASSMETHOD] = TY(classmethod, 0, NULL),
    [T_PROPERTY] = TY(property, 0, NULL),
    [T_SUPER] = TY(super, 0, NULL),
    [T_SLICE] = TY(slice, 0, slice_make),
    [T_GENERATOR] = TY(generator, 0, NULL),
    [T_ENUMERATE] = TY(enumerate, 0, NULL),
    [T_ZIP] = TY(zip, 0, NULL),
    [T_MAP] = TY(map, 0, NULL),
    [T_FILTER] = TY(filter, 0, NULL),
    [T_REVERSED] = TY(reversed, 0, NULL),
    BUILTIN_EXCEPTIONS(X_EXC_TYPE)
};

extern inline bool obj_is(obj_t o, unsigned t); /* its one out-of-line copy (obj.h) */

const type_t *type_of(obj_t o)
{
    if (obj_is_small(o))
        return &types[T_INT];
    if (obj_is_qstr(o))
        return &types[T_STR];
    if (obj_is_imm(o)) {
        static const uint8_t imm_type[] = {T_NONETYPE, T_BOOL, T_BOOL, T_ELLIPSIS, T_NOTIMPL};
        uint32_t c = o >> 3;
        return &types[c < sizeof(imm_type) ? imm_type[c] : obj_is_sfun(o) ? T_FUNCTION : T_OBJECT];
    }
    if (o == OBJ_NULL) /* "no value" as a value: only from an image no compiler made */
        raise_msg(T_RuntimeError, "bad image: a value that is no value");
    uint32_t w0 = *(const uint32_t *)obj_ptr(o);
    if (w0 & 1u) { /* an image record: its tag is (kind << 1) | 1 (the verifier checked the kind) */
        static const uint8_t kind_type[] = CONST_KIND_TYPES;
        uint32_t kind = w0 >> 1;
        return &types[kind < sizeof(kind_type) ? kind_type[kind] : T_OBJECT];
    }
    return (const type_t *)(uintptr_t)w0;
}

bool obj_truth(obj_t o)
{
    if (o == OBJ_FALSE || o == OBJ_NONE)
        return false;
    if (o == OBJ_TRUE)
        return true;
    if (obj_is_small(o))
        return o != small_obj(0);
    const type_t *t = type_of(o);
    if (t == &types[T_FLOAT])
        return float_value(o) != 0;
    size_t ext_n;
    if (ext_len(o, &ext_n))
        return ext_n != 0;
    if (t == &types[T_STR] || t == &types[T_TUPLE] || t == &types[T_LIST] || t == &types[T_RANGE])
        return obj_len(o) != 0;
    if (t->flags & TYPE_CLASS)
        return class_truth(o);
    if (array_check(o))
        return array_len(o) != 0;
    return true;
}

static bool is_seq(const type_t *t) { return t == &types[T_TUPLE] || t == &types[T_LIST]; }

bool obj_equal(obj_t a, obj_t b)
{
    if (a == b)
        return true;
    stack_check_leaf();
    if (int_check(a) && int_check(b))
        return int_cmp(a, b) == 0;
    if ((float_check(a) && (int_check(b) || float_check(b))) || (float_check(b) && int_check(a))) {
        bool unordered;
        int c = float_num_cmp(a, b, &unordered);
        return !unordered && c == 0;
    }
    int ext = ext_equal(a, b);
    if (ext >= 0)
        return ext;
    const type_t *ta = type_of(a), *tb = type_of(b);
    if ((ta->flags | tb->flags) & TYPE_CLASS)
        return obj_truth(class_compare(COMPARE_EQ, a, b));
    if (((ta->flags | tb->flags) & TYPE_NATIVE) && (array_check(a) || array_check(b)))
        return array_equal(a, b); /* a view equals any buffer: the types may differ */
    if (ta != tb)
        return false;
    if (ta == &types[T_STR])
        return str_cmp(a, b) == 0;
    if (ta == &types[T_SLICE])
        return obj_equal(slice_tuple(a), slice_tuple(b));
    if (ta == &types[T_DEQUE]) /* the items, not maxlen: deque([1]) == deque([1], 5) */
        return obj_equal(deque_list(a), deque_list(b));
    if (is_seq(ta)) {
        size_t an, bn;
        const obj_t *pa = seq_items(a, &an), *pb = seq_items(b, &bn);
        if (an != bn)
            return false;
        for (size_t i = 0; i < an; i++)
            if (!obj_equal(pa[i], pb[i]))
                return false;
        return true;
    }
    if (ta == &types[T_RANGE]) {
        const range_t *ra = obj_ptr(a), *rb = obj_ptr(b);
        size_t n = range_len(a);
        return n == range_len(b) && (n == 0 || (ra->start == rb->start && (n == 1 || ra->step == rb->step)));
    }
    const native_type_t *nt = native_type(ta); /* by value if the type says (Image) */
    return nt != NULL && nt->binary != NULL && nt->binary(NATIVE_EQUAL, a, b) == OBJ_TRUE;
}

static bool cmp_result(unsigned op, int c)
{
    switch (op) {
    case COMPARE_LT:
        return c < 0;
    case COMPARE_LE:
        return c <= 0;
    case COMPARE_GT:
        return c > 0;
    default:
        return c >= 0;
    }
}

obj_t obj_compare(unsigned op, obj_t a, obj_t b)
{
    if ((class_is_instance(a) || class_is_instance(b)) && op <= COMPARE_GE) {
        obj_t r = class_compare(op, a, b);
        if (r != OBJ_NULL)
            return r;
    }
    switch (op) {
    case COMPARE_EQ:
    case COMPARE_NE:
        if (a == b && float_check(a)) /* nan != nan, even the same object (not in containers) */
            return bool_obj((float_value(a) == float_value(a)) == (op == COMPARE_EQ));
        return bool_obj(obj_equal(a, b) == (op == COMPARE_EQ));
    case COMPARE_IS:
        return bool_obj(a == b);
    case COMPARE_IS_NOT:
        return bool_obj(a != b);
    case COMPARE_IN:
        return bool_obj(obj_contains(b, a));
    case COMPARE_NOT_IN:
        return bool_obj(!obj_contains(b, a));
    }
    if (int_check(a) && int_check(b))
        return bool_obj(cmp_result(op, int_cmp(a, b)));
    if ((float_check(a) && (int_check(b) || float_check(b))) || (float_check(b) && int_check(a))) {
        bool unordered;
        int c = float_num_cmp(a, b, &unordered);
        return bool_obj(!unordered && cmp_result(op, c));
    }
    {
        obj_t r = set_compare(op, a, b);
        if (r != OBJ_NULL)
            return r;
    }
    const type_t *ta = type_of(a), *tb = type_of(b);
    if (ta == tb && ta == &types[T_STR])
        return bool_obj(cmp_result(op, str_cmp(a, b)));
    if (ta == tb && ta == &types[T_DEQUE]) /* deques order as their items' lists */
        return obj_compare(op, deque_list(a), deque_list(b));
    if (ta == tb && is_seq(ta)) {
        size_t an, bn;
        const obj_t *pa = seq_items(a, &an), *pb = seq_items(b, &bn);
        stack_check_leaf();
        for (size_t i = 0; i < an && i < bn; i++)
            if (!obj_equal(pa[i], pb[i]))
                return obj_compare(op, pa[i], pb[i]);
        return bool_obj(cmp_result(op, an == bn ? 0 : an < bn ? -1 : 1));
    }
    if (ta == tb && ta == &types[T_SLICE])
        return obj_compare(op, slice_tuple(a), slice_tuple(b));
    raise_msg_n(T_TypeError, "'%c' not supported between instances of '%t' and '%t'", a, b, op);
}

NORETURN void raise_binary_types(unsigned op, obj_t a, obj_t b)
{
    /* CPython's own texts for the two mistakes beginners make most: "n = " + 5, "ab" * "2" */
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    bool seq_a = str_check(a) || obj_is(a, T_LIST) || obj_is(a, T_TUPLE);
    if (base == BINARY_ADD && seq_a)
        raise_TypeError(str_check(a) ? "can only concatenate str (not \"%t\") to str"
                        : obj_is(a, T_LIST) ? "can only concatenate list (not \"%t\") to list"
                                            : "can only concatenate tuple (not \"%t\") to tuple", b);
    if (base == BINARY_ADD && (type_of(a) == &types[T_BYTES] || type_of(a) == &types[T_BYTEARRAY]))
        raise_TypeError("can't concat %t to %t", b, a);
    if (base == BINARY_MUL && (seq_a || str_check(b) || obj_is(b, T_LIST) || obj_is(b, T_TUPLE)))
        raise_TypeError("can't multiply sequence by non-int of type '%t'", seq_a ? b : a);
    raise_msg_n(T_TypeError, "unsupported operand type(s) for %o: '%t' and '%t'", a, b, op);
}

obj_t obj_binary(unsigned op, obj_t a, obj_t b)
{
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    if (int_check(a) && int_check(b))
        return int_binary(base, a, b);
    if (float_check(a) || float_check(b)) {
        obj_t r = float_binary(base, a, b);
        if (r != OBJ_NULL)
            return r;
    }
    {
        obj_t r = set_binary(op, a, b);
        if (r != OBJ_NULL)
            return r;
    }
    const type_t *ta = type_of(a), *tb = type_of(b);
    if (base == BINARY_ADD && ta == tb) {
        if (ta == &types[T_STR])
            return str_concat(a, b);
        if (ta == &types[T_LIST] && op != base) {
            size_t n, m;
            seq_items(b, &n);
            for (size_t i = 0; i < n; i++) /* b's items read again: a += a moves them */
                list_append(a, seq_items(b, &m)[i]);
            return a;
        }
        if (is_seq(ta))
            return seq_concat(a, b);
    }
    if (base == BINARY_MUL) {
        obj_t seq = int_check(b) ? a : b, count = int_check(b) ? b : a;
        const type_t *ts = type_of(seq);
        if (int_check(count) && (ts == &types[T_STR] || is_seq(ts))) {
            int32_t n;
            if (!int_to_i32(count, &n)) {
                if (int_cmp(count, small_obj(0)) < 0)
                    n = 0;
                else
                    raise_msg(T_OverflowError, "cannot fit 'int' into an index-sized integer");
            }
            if (ts == &types[T_STR])
                return str_repeat(seq, n);
            obj_t r = seq_repeat(seq, n);
            if (op != base && seq == a && ts == &types[T_LIST]) { /* a *= n: a list in place */
                ((list_t *)obj_ptr(a))->vec = ((list_t *)obj_ptr(r))->vec;
                return a;
            }
            return r;
        }
    }
    if ((ta->flags | tb->flags) & TYPE_CLASS) {
        obj_t r = class_binary(op, a, b);
        if (r != OBJ_NULL)
            return r;
    }
    if (base == BINARY_MOD && ta == &types[T_STR])
        return str_percent(a, b);
    if ((ta->flags | tb->flags) & TYPE_NATIVE) {
        const native_type_t *nt = native_type(ta) ? native_type(ta) : native_type(tb);
        obj_t r = nt->binary ? nt->binary(base, a, b) : OBJ_NULL;
        if (r != OBJ_NULL)
            return r;
    }
    if (ta == &types[T_LIST] && op == BINARY_ADD + BINARY_INPLACE_BASE) {
        fun_list_extend(a, b); /* list += any iterable (a list's is above) */
        return a;
    }
    raise_binary_types(op, a, b);
}

obj_t obj_unary(unsigned op, obj_t a)
{
    if (op == UNARY_NOT)
        return bool_obj(!obj_truth(a));
    if (int_check(a)) {
        if (op == UNARY_NEG)
            return int_neg(a);
        if (op == UNARY_POS)
            return obj_is_bool(a) ? small_obj(a == OBJ_TRUE) : a;
        return int_invert(a);
    }
    if (float_check(a) && op != UNARY_INVERT)
        return op == UNARY_NEG ? float_new(-float_value(a)) : a;
    if (class_is_instance(a)) {
        obj_t r = class_unary(op, a);
        if (r != OBJ_NULL)
            return r;
    }
    raise_msg_n(T_TypeError, "bad operand type for unary %u: '%t'", a, 0, op);
}

size_t obj_len(obj_t o)
{
    size_t ext_n;
    if (ext_len(o, &ext_n))
        return ext_n;
    const type_t *t = type_of(o);
    if (t == &types[T_STR])
        return str_len(o);
    if (t == &types[T_RANGE])
        return range_len(o);
    size_t n;
    if (seq_items(o, &n) != NULL || is_seq(t))
        return is_seq(t) ? n : 0;
    if (t->flags & TYPE_CLASS) {
        int32_t len = class_len(o);
        if (len >= 0)
            return (size_t)len;
    }
    if (array_check(o)) /* arrays and views (obj_array.c) are asked last, here and below */
        return array_len(o);
    raise_TypeError("object of type '%t' has no len()", o);
}

obj_t obj_subscr(obj_t o, obj_t index)
{
    if (obj_is(index, T_SLICE)) {
        obj_t r = slice_subscr(o, index);
        if (r != OBJ_NULL)
            return r;
    }
    obj_t ext = ext_subscr(o, index);
    if (ext != OBJ_NULL)
        return ext;
    const type_t *t = type_of(o);
    if (t == &types[T_STR])
        return str_index(o, index);
    if (is_seq(t))
        return seq_index(o, index);
    if (t == &types[T_RANGE])
        return range_index(o, index);
    if (t->flags & TYPE_CLASS) {
        obj_t r = class_subscr(o, index);
        if (r != OBJ_NULL)
            return r;
    }
    if (array_check(o))
        return array_subscr(o, index);
    raise_TypeError("'%t' object is not subscriptable", o);
}

void obj_store_subscr(obj_t o, obj_t index, obj_t value)
{
    if (obj_is(index, T_SLICE) && slice_store(o, index, value))
        return;
    if (ext_store_subscr(o, index, value))
        return;
    if (obj_is(o, T_LIST))
        list_store(o, index, value);
    else if (array_check(o))
        array_store(o, index, value);
    else if (!class_store_subscr(o, index, value))
        raise_TypeError("'%t' object does not support item assignment", o);
}

/* iter(o), or OBJ_NULL when o is not iterable (the caller words the TypeError) */
obj_t obj_getiter_or_null(obj_t o)
{
    obj_t ext = ext_getiter(o);
    if (ext != OBJ_NULL)
        return ext;
    const type_t *t = type_of(o);
    if (t == &types[T_RANGE])
        return range_iter(o);
    if (t == &types[T_STR] || is_seq(t))
        return seq_iter(o);
    if (t == &types[T_RANGE_ITER] || t == &types[T_SEQ_ITER])
        return o;
    if (iterb_is(t) || t == &types[T_GENERATOR])
        return o;
    if (t->flags & TYPE_CLASS) {
        obj_t r = class_getiter(o);
        if (r != OBJ_NULL)
            return r;
    }
    return array_check(o) ? array_iter(o) : OBJ_NULL;
}

obj_t obj_getiter(obj_t o)
{
    obj_t it = obj_getiter_or_null(o);
    if (it == OBJ_NULL)
        raise_TypeError("'%t' object is not iterable", o);
    return it;
}

obj_t obj_iternext(obj_t it)
{
    if (obj_is(it, T_DICT_ITER))
        return dict_iter_next(it);
    const type_t *t = type_of(it);
    if (t == &types[T_RANGE_ITER] || t == &types[T_SEQ_ITER])
        return iter_next(it);
    if (iterb_is(t))
        return iterb_next(it);
    if (t == &types[T_GENERATOR])
        return gen_next(it);
    if (t->flags & TYPE_CLASS) {
        bool ok;
        obj_t r = class_iternext(it, &ok);
        if (ok)
            return r;
    }
    raise_TypeError("'%t' object is not an iterator", it);
}

bool obj_contains(obj_t c, obj_t x)
{
    int ext = ext_contains(c, x);
    if (ext >= 0)
        return ext;
    const type_t *t = type_of(c);
    if (t == &types[T_STR]) {
        if (!str_check(x))
            raise_TypeError("'in <string>' requires string as left operand, not %t", x);
        return str_contains(c, x);
    }
    if (t == &types[T_RANGE]) {
        if (!int_check(x))
            return false;
        const range_t *r = obj_ptr(c);
        int32_t v, start = small_value(r->start), step = small_value(r->step);
        if (!int_to_i32(x, &v) || range_len(c) == 0)
            return false;
        int32_t last = start + ((int32_t)range_len(c) - 1) * step;
        if (step > 0 ? (v < start || v > last) : (v > start || v < last))
            return false;
        return (v - start) % step == 0;
    }
    if (is_seq(t)) {
        size_t n;
        const obj_t *items = seq_items(c, &n);
        for (size_t i = 0; i < n; i++)
            if (obj_equal(items[i], x))
                return true;
        return false;
    }
    if (t->flags & TYPE_CLASS) {
        int r = class_contains(c, x);
        if (r >= 0)
            return r != 0;
        obj_t it = obj_getiter(c);
        for (obj_t y; (y = obj_iternext(it)) != OBJ_NULL;)
            if (obj_equal(y, x))
                return true;
        return false;
    }
    if (array_check(c))
        return obj_contains(array_tolist(c), x);
    raise_TypeError("argument of type '%t' is not iterable", c);
}

/* ---- printing ---- */

static void print_at(sink_t *s, obj_t o, bool repr)
{
    stack_check_leaf(); /* at every level: an exception's repr prints its args at depth 0 again */
    if (ext_print(s, o, repr))
        return;
    if (obj_is_small(o)) {
        sink_int(s, small_value(o));
        return;
    }
    if (obj_is_imm(o) && !obj_is_sfun(o)) {
        static const char *const names[] = {"None", "False", "True", "Ellipsis", "NotImplemented"};
        sink_str(s, names[(o >> 3) < 5 ? (o >> 3) : 0]);
        return;
    }
    const type_t *t = type_of(o);
    if (t == &types[T_STR]) {
        size_t n;
        const char *p = str_data(o, &n);
        if (repr)
            str_print_repr(s, p, n);
        else
            sink_write(s, p, n);
    } else if (t == &types[T_INT]) {
        int_print(s, o);
    } else if (t == &types[T_FLOAT]) {
        float_print(s, o);
    } else if (is_seq(t)) {
        size_t n;
        const obj_t *items = seq_items(o, &n);
        bool list = t == &types[T_LIST];
        sink_write(s, list ? "[" : "(", 1);
        for (size_t i = 0; i < n; i++) {
            if (i > 0)
                sink_write(s, ", ", 2);
            print_at(s, items[i], true);
        }
        if (!list && n == 1)
            sink_write(s, ",", 1);
        sink_write(s, list ? "]" : ")", 1);
    } else if (t == &types[T_RANGE]) {
        const range_t *r = obj_ptr(o);
        sink_format(s, "range(%s, %s", r->start, r->stop);
        if (r->step != small_obj(1))
            sink_format(s, ", %s", r->step);
        sink_write(s, ")", 1);
    } else if (t == &types[T_SLICE]) {
        slice_print(s, o);
    } else if ((t->flags & TYPE_CLASS) && class_print(s, o, repr)) {
        /* __str__ / __repr__ */
    } else if (t == &types[T_TYPE] || t == &types[T_BOUND_METHOD] || (t->flags & (TYPE_CLASS | TYPE_EXC)) == TYPE_CLASS) {
        class_print_default(s, o);
    } else if (t == &types[T_FUNCTION]) {
        sink_format(s, "<function %f at ", o);
        sink_hex(s, o);
        sink_write(s, ">", 1);
    } else if (t == &types[T_BUILTIN]) {
        sink_format(s, "<built-in function %s>", builtin_name(o));
    } else if (t->flags & TYPE_EXC) {
        exc_print(s, o, repr);
    } else {
        sink_format(s, "<%q object at ", qstr_obj(t->name));
        sink_hex(s, o);
        sink_write(s, ">", 1);
    }
}

void obj_print(sink_t *s, obj_t o, bool repr) { print_at(s, o, repr); }

/* dict: obj_dict.c */
