/* obj_dict.h — dicts and their views (obj_dict.c), and the hooks through which obj.c's
 * generic operations reach the types of obj_dict.c, obj_set.c, obj_bytes.c and obj_deque.c
 * and the native types of modules. */
#ifndef WISPY_OBJ_DICT_H
#define WISPY_OBJ_DICT_H

#include "runtime.h"

obj_t dict_new(void);
obj_t *dict_lookup(dict_t *d, obj_t key); /* NULL if absent */
void dict_store(dict_t *d, obj_t key, obj_t value);
bool dict_delete(dict_t *d, obj_t key);
bool dict_check(obj_t o);
uint32_t dict_len(const dict_t *d);
bool dict_next(const dict_t *d, uint32_t *pos, obj_t *key, obj_t *value); /* *pos from 0 */
obj_t dict_build(size_t n, const obj_t *kv); /* BUILD_MAP */
obj_t dict_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t dict_iter(obj_t d, uint32_t kind);   /* kind 0 keys, 1 values, 2 items */
obj_t dict_iter_next(obj_t it);            /* OBJ_NULL at the end */
NORETURN void raise_KeyError(obj_t key);
bool view_setlike(obj_t o);    /* a keys or items view */
unsigned view_kind(obj_t v);   /* a dict view's: 0 keys, 1 values, 2 items */
extern const uint16_t view_names[3]; /* the type names of the kinds (qstrs) */
obj_t dict_or(obj_t a, obj_t b, bool in_place); /* d | e, d |= e */
obj_t dict_class_method(uint32_t q); /* dict.fromkeys, OBJ_NULL for other names */

/* The hooks of obj.c's generic operations for dicts and their views, sets, bytes, deques,
 * modules and native types: false / OBJ_NULL / -1 when o is none of them. */
bool ext_len(obj_t o, size_t *n);
obj_t ext_subscr(obj_t o, obj_t index);
bool ext_store_subscr(obj_t o, obj_t index, obj_t value);
void obj_delete_subscr(obj_t o, obj_t index);
obj_t ext_getiter(obj_t o);
int ext_contains(obj_t c, obj_t x);
bool ext_print(sink_t *s, obj_t o, bool repr);
int ext_equal(obj_t a, obj_t b);
obj_t ext_method(obj_t self, uint32_t q); /* OBJ_NULL: no such method */

#endif
