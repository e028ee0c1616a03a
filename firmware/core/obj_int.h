/* obj_int.h — ints (obj_int.c): small and big ints, bools, their arithmetic, digits and
 * parsing; int.to_bytes, int.from_bytes and int's class methods (mod_builtins_more.c). */
#ifndef WISPY_OBJ_INT_H
#define WISPY_OBJ_INT_H

#include "runtime.h"

bool int_check(obj_t o); /* small int, big int or bool */
obj_t int_from_i32(int32_t v);
obj_t int_binary(unsigned op, obj_t a, obj_t b); /* a, b ints */
obj_t int_neg(obj_t a);
obj_t int_invert(obj_t a);
int int_cmp(obj_t a, obj_t b);
bool int_is_zero(obj_t a);
bool int_to_i32(obj_t a, int32_t *out); /* false if it does not fit; TypeError if a is no int */
void int_print(sink_t *s, obj_t a);
size_t int_max_digits(obj_t a, unsigned base); /* at least the number of digits of a */
/* The digits of |a| in base 2, 8, 10 or 16 (upper: A-F), written backwards ending at end;
 * returns their number */
size_t int_digits(obj_t a, unsigned base, bool upper, char *end);
obj_t int_parse(const char *p, size_t n, int base); /* OBJ_NULL if invalid */
obj_t int_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t bool_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
/* An int as len bytes (two's complement when sig), false when it does not fit; and back
 * (mod_builtins_more.c: int.to_bytes, int.from_bytes; struct). */
bool int_to_bytes(obj_t v, uint8_t *p, size_t len, bool little, bool sig);
obj_t int_from_bytes(const uint8_t *p, size_t len, bool little, bool sig);
obj_t int_class_method(uint32_t q); /* int.from_bytes, OBJ_NULL for other names (mod_builtins_more.c) */

#endif
