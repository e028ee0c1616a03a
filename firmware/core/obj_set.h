/* obj_set.h — set and frozenset (obj_set.c): a dict's storage (obj_dict.c) with keys only. */
#ifndef WISPY_OBJ_SET_H
#define WISPY_OBJ_SET_H

#include "runtime.h"

bool set_check(obj_t o);
obj_t set_build(size_t n, const obj_t *items); /* BUILD_SET */
obj_t set_of(obj_t o);         /* o's items as a set (o itself when it is a set or frozenset) */
bool set_like(obj_t o);        /* a set, a frozenset or a keys or items view */
bool set_equal(obj_t a, obj_t b);
void set_print(sink_t *s, obj_t o);
obj_t set_binary(unsigned op, obj_t a, obj_t b);  /* OBJ_NULL: not two sets */
obj_t set_compare(unsigned op, obj_t a, obj_t b); /* OBJ_NULL: not two sets */
uint32_t set_hash(obj_t o);
obj_t set_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t frozenset_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t set_key(obj_t x); /* x, or a set x as a frozenset: how sets look a set up */

#endif
