/* obj_ops.h — the generic operations on any object (obj.c): truth, ==, the operators,
 * printing, len, subscripts, iteration; hash() and round() (obj_hash.c). The generic
 * operations a family implements are in its header: obj_getattr (obj_class.h),
 * obj_to_str and obj_format_value (obj_str.h), obj_delete_subscr (obj_dict.h),
 * obj_callable (obj_fun.h). */
#ifndef WISPY_OBJ_OPS_H
#define WISPY_OBJ_OPS_H

#include "runtime.h"

bool obj_truth(obj_t o);
bool obj_equal(obj_t a, obj_t b);
obj_t obj_compare(unsigned op, obj_t a, obj_t b);
obj_t obj_binary(unsigned op, obj_t a, obj_t b);
obj_t obj_unary(unsigned op, obj_t a);
void obj_print(sink_t *s, obj_t o, bool repr);
size_t obj_len(obj_t o);
obj_t obj_subscr(obj_t o, obj_t index);
void obj_store_subscr(obj_t o, obj_t index, obj_t value);
obj_t obj_getiter(obj_t o);
obj_t obj_getiter_or_null(obj_t o); /* OBJ_NULL: not iterable */
obj_t obj_iternext(obj_t it); /* OBJ_NULL when exhausted */
bool obj_contains(obj_t container, obj_t x);
/* The TypeError of binary operator op on a and b, in CPython's words. */
NORETURN void raise_binary_types(unsigned op, obj_t a, obj_t b);

/* hash() of any hashable object (obj_hash.c): equal numbers hash alike, as in CPython;
 * TypeError for a mutable container. */
obj_t obj_hash(obj_t o);
uint32_t obj_hash32(obj_t o); /* the same, folded to 32 bits, for dicts and sets */
/* round(x, ndigits) for ints and floats (ndigits OBJ_NONE: to an int). */
obj_t obj_round(obj_t x, obj_t ndigits);

#endif
