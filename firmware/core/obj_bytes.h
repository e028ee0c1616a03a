/* obj_bytes.h — bytes and bytearray (obj_bytes.c), and str.encode. */
#ifndef WISPY_OBJ_BYTES_H
#define WISPY_OBJ_BYTES_H

#include "runtime.h"

bool bytes_check(obj_t o);
bool bytearray_check(obj_t o);
const uint8_t *bytes_data(obj_t o, size_t *len); /* of a bytes or bytearray */
obj_t bytes_str_method(uint32_t q); /* str's method q for a bytes self (b.center), OBJ_NULL if none */
void bytearray_reserve(obj_t o, size_t n); /* room for n bytes in o's block (an array's too) */
obj_t bytes_new(const uint8_t *p, size_t n);      /* a bytes of p[0..n) (p NULL: not filled) */
obj_t bytes_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t bytearray_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
/* obj_dict.c's ext_* hooks for them */
obj_t bytes_iter_next(obj_t it);
obj_t bytes_subscr(obj_t o, obj_t index);
void bytes_store(obj_t o, obj_t index, obj_t value);
bool bytes_store_slice(obj_t o, obj_t sl, obj_t value); /* value OBJ_NULL: del; false: no bytearray */
bool bytes_delete(obj_t o, obj_t index);                /* del o[index]; false: no bytearray */
obj_t bytes_class_method(const type_t *t, uint32_t q);  /* bytes.fromhex; OBJ_NULL: no such */
bool bytes_contains(obj_t c, obj_t x);
int bytes_equal(obj_t a, obj_t b);
void bytes_print(sink_t *s, obj_t o);
obj_t bytes_binary(unsigned op, obj_t a, obj_t b);
obj_t bytes_compare(unsigned op, obj_t a, obj_t b);
obj_t m_encode_str(size_t n, const obj_t *a, size_t nkw, const obj_t *kw); /* str.encode */

#endif
