/* obj_deque.h — collections.deque (obj_deque.c). */
#ifndef WISPY_OBJ_DEQUE_H
#define WISPY_OBJ_DEQUE_H

#include "runtime.h"

obj_t deque_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
bool deque_check(obj_t o);
size_t deque_len(obj_t o);
obj_t deque_list(obj_t o);
void deque_print(sink_t *s, obj_t o);

#endif
