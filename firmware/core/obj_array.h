/* obj_array.h — array.array and memoryview (obj_array.c): obj_dict.c's hooks for them. */
#ifndef WISPY_OBJ_ARRAY_H
#define WISPY_OBJ_ARRAY_H

#include "module.h"

bool array_check(obj_t o); /* an array or a memoryview */
/* The bytes of a buffer (bytes, bytearray, array, memoryview): *n of them, *code its item
 * typecode, | 0x100 when read-only; NULL (nothing set) for any other object. */
uint8_t *array_data(obj_t o, size_t *n, unsigned *code);
size_t array_len(obj_t o); /* items */
obj_t array_tolist(obj_t o);
obj_t array_subscr(obj_t o, obj_t index);
void array_store(obj_t o, obj_t index, obj_t value);
obj_t array_iter(obj_t o);
obj_t array_iter_next(obj_t it);
bool array_equal(obj_t a, obj_t b); /* a or b an array or a view */
obj_t array_attr(obj_t o, obj_t name);
extern const native_type_t memoryview_type;

#endif
