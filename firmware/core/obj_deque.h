/* obj_deque.h — collections.deque (obj_deque.c). */
#ifndef WISPY_OBJ_DEQUE_H
#define WISPY_OBJ_DEQUE_H

#include "runtime.h"

obj_t deque_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
bool deque_check(obj_t o);
size_t deque_len(obj_t o);
obj_t deque_list(obj_t o);
obj_t *deque_item(obj_t o, obj_t index); /* d[index]'s slot, or IndexError/TypeError as CPython's */
obj_t deque_maxlen(obj_t o);
void deque_print(sink_t *s, obj_t o);
void deque_delete(obj_t o, obj_t index);             /* del d[index] */
obj_t deque_binary(unsigned op, obj_t a, obj_t b); /* d + e, d * k, += and *= in place; OBJ_NULL: not ours */

#endif
