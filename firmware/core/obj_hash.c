/* obj_hash.c — hash() and round(): the hash of a number is CPython's (the value modulo
 * the prime 2**61 - 1), so equal ints, floats and bools hash alike; a string's hash is
 * FNV-1a of its bytes (CPython randomises str hashes, so no program can depend on them). */
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_set.h"
#include "obj_str.h"
#include "runtime.h"

uint32_t obj_hash32(obj_t o)
{
    obj_t h = obj_hash(o);
    if (obj_is_small(h))
        return (uint32_t)small_value(h);
    int32_t v;
    if (int_to_i32(h, &v))
        return (uint32_t)v;
    /* a big hash: fold its low digits */
    const bigint_t *b = obj_ptr(h);
    int n = b->size < 0 ? -b->size : b->size;
    uint32_t x = 0;
    for (int i = 0; i < n; i++)
        x = x * 31u + b->d[i];
    return x;
}

obj_t obj_hash(obj_t o)
{
    if (obj_is_small(o))
        return o == small_obj(-1) ? small_obj(-2) : o;
    if (obj_is_bool(o))
        return small_obj(o == OBJ_TRUE);
    if (str_check(o)) {
        size_t n;
        const char *p = str_data(o, &n);
        uint32_t h = 2166136261u;
        for (size_t i = 0; i < n; i++)
            h = (h ^ (uint8_t)p[i]) * 16777619u;
        return small_obj((int32_t)(h >> 2));
    }
    if (int_check(o)) { /* a big int: CPython's value modulo 2**61 - 1 */
        const bigint_t *b = obj_ptr(o);
        int n = b->size < 0 ? -b->size : b->size;
        const uint64_t P = (1ull << 61) - 1;
        uint64_t h = 0;
        for (int i = n - 1; i >= 0; i--) {
            h = ((h << 16) & P) | (h >> 45);
            h += b->d[i];
            if (h >= P)
                h -= P;
        }
        int64_t v = b->size < 0 ? -(int64_t)h : (int64_t)h;
        if (v == -1)
            v = -2;
        if (v >= SMALL_MIN && v <= SMALL_MAX)
            return small_obj((int32_t)v);
        uint64_t a = h;
        obj_t r = int_binary(BINARY_ADD, int_binary(BINARY_LSHIFT, int_from_i32((int32_t)(a >> 31)), small_obj(31)),
                             int_from_i32((int32_t)(a & 0x7fffffff)));
        return b->size < 0 ? int_neg(r) : r;
    }
    if (float_check(o))
        return float_hash(float_value(o));
    if (obj_is_imm(o))
        return small_obj((int32_t)(o >> 3));
    const type_t *t = type_of(o);
    if (t == &types[T_BYTES]) {
        const uint8_t *p = obj_ptr(o);
        size_t n = (size_t)(p[4] | (p[5] << 8));
        uint32_t h = 2166136261u;
        for (size_t i = 0; i < n; i++)
            h = (h ^ p[6 + i]) * 16777619u;
        return small_obj((int32_t)(h >> 2));
    }
    if (t == &types[T_FROZENSET]) {
        stack_check_leaf(); /* nested frozensets recurse on the C stack */
        return small_obj((int32_t)(set_hash(o) >> 2));
    }
    if (t == &types[T_LIST] || t == &types[T_DICT] || t == &types[T_SET] || t == &types[T_BYTEARRAY]
        || t == &types[T_SLICE]) /* slices: unhashable until CPython 3.12 */
        raise_TypeError("unhashable type: '%t'", o);
    if (t->flags & TYPE_CLASS)
        return class_hash(o);
    if (t == &types[T_TUPLE]) {
        size_t n;
        const obj_t *items = seq_items(o, &n);
        uint32_t h = 0x345678u;
        stack_check_leaf(); /* nested tuples recurse on the C stack */
        for (size_t i = 0; i < n; i++)
            h = (h ^ obj_hash32(items[i])) * 1000003u;
        return small_obj((int32_t)(h >> 2));
    }
    return small_obj((int32_t)(o >> 3));
}

obj_t obj_round(obj_t x, obj_t ndigits)
{
    if (float_check(x))
        return float_round_obj(x, ndigits);
    if (int_check(x) && ndigits == OBJ_NONE)
        return obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    if (int_check(x)) {
        /* round(int, n): n >= 0 keeps it; n < 0 rounds half to even at 10**-n */
        if (!int_check(ndigits))
            raise_TypeError("'%t' object cannot be interpreted as an integer", ndigits);
        if (int_cmp(ndigits, small_obj(0)) >= 0)
            return obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
        obj_t p = int_binary(BINARY_POW, small_obj(10), int_neg(ndigits));
        obj_t q = int_binary(BINARY_FLOORDIV, x, p), r = int_binary(BINARY_MOD, x, p);
        int c = int_cmp(int_binary(BINARY_MUL, r, small_obj(2)), p);
        if (c > 0 || (c == 0 && int_binary(BINARY_AND, q, small_obj(1)) == small_obj(1)))
            q = int_binary(BINARY_ADD, q, small_obj(1));
        return int_binary(BINARY_MUL, q, p);
    }
    obj_t r = class_call_special1(x, Q___round__, ndigits == OBJ_NONE ? OBJ_NULL : ndigits);
    if (r != OBJ_NULL)
        return r;
    raise_TypeError("type %t doesn't define __round__ method", x);
}
