/* obj_hash.c — hash() and round(): the hash of a number is CPython's (the value modulo
 * the prime 2**61 - 1), so equal ints, floats and bools hash alike; a string's hash is
 * FNV-1a of its bytes (CPython randomises str hashes, so no program can depend on them). */
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
    if (int_check(o))
        return small_obj((int32_t)(obj_hash32(o) >> 2)); /* refined in obj_float.c's hash */
    if (obj_is_imm(o))
        return small_obj((int32_t)(o >> 3));
    const type_t *t = type_of(o);
    if (t == &types[T_LIST] || t == &types[T_DICT])
        raise_TypeError("unhashable type: '%t'", o, 0);
    if (t == &types[T_TUPLE]) {
        size_t n;
        const obj_t *items = seq_items(o, &n);
        uint32_t h = 0x345678u;
        for (size_t i = 0; i < n; i++)
            h = (h ^ obj_hash32(items[i])) * 1000003u;
        return small_obj((int32_t)(h >> 2));
    }
    return small_obj((int32_t)(o >> 3));
}

obj_t obj_round(obj_t x, obj_t ndigits)
{
    if (int_check(x) && ndigits == OBJ_NONE)
        return obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    raise_TypeError("type %t doesn't define __round__ method", x, 0);
}
