/* obj_class.h — classes and instances (obj_class.c): class statements, attribute lookup and
 * assignment, calls of classes, the special methods an instance implements; the special
 * methods of built-in types (obj_special.c). */
#ifndef WISPY_OBJ_CLASS_H
#define WISPY_OBJ_CLASS_H

#include "runtime.h"

uint32_t qstr_find(const char *p, size_t n); /* UINT32_MAX if no qstr has that text */
bool name_is(obj_t s, uint32_t q); /* str or qstr s has the text of qstr q */
obj_t attr_name(obj_t s);                     /* a str as a qstr object, itself if none */
bool class_is_instance(obj_t o);              /* an instance of a class statement's class */
obj_t class_native(obj_t o); /* the built-in value of an instance of class L(list) ..., else OBJ_NULL */
bool type_is_subtype(const type_t *sub, const type_t *sup);
obj_t class_build(obj_t ns, obj_t name, size_t nslots, const obj_t *slots, size_t nb, const obj_t *bases);
obj_t class_from_dict(obj_t name, obj_t bases, obj_t ns); /* type(name, bases, dict) */
obj_t class_lookup(const type_t *t, obj_t name);
obj_t class_new_instance(const type_t *t);
obj_t class_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t class_getattr(obj_t o, obj_t name, obj_t *self_out); /* OBJ_NULL: not found */
obj_t class_vars(obj_t o);  /* vars(o): a new dict; OBJ_NULL if o has no attributes of its own */
obj_t class_dir(obj_t o);   /* dir(o)'s names, unsorted */
obj_t class_call_special(obj_t o, uint32_t q); /* o.q() if o's class defines it, else OBJ_NULL */
obj_t class_index(obj_t x); /* x, or its __index__() for an instance that has one */
obj_t class_call_special1(obj_t o, uint32_t q, obj_t x); /* o.q(x) (x OBJ_NULL: o.q()), else OBJ_NULL */
obj_t class_convert(obj_t o, unsigned to); /* __int__/__float__/__bytes__ (to: T_INT ...), else OBJ_NULL */
obj_t class_format(obj_t o, obj_t spec);           /* o.__format__(spec), OBJ_NULL if none */
void class_setattr(obj_t o, obj_t name, obj_t v);
void class_delattr(obj_t o, obj_t name);
obj_t obj_getattr(obj_t o, obj_t name); /* AttributeError if absent */
obj_t property_attr(obj_t p, obj_t name);
obj_t class_prepare_call(obj_t fn, obj_t *self, bool *init);
obj_t class_call_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, obj_t *self);
obj_t class_call_native(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw); /* OBJ_NULL: not ours */
bool class_callable(obj_t o);

/* special methods: OBJ_NULL / false / -1 when the instance does not implement them */
obj_t class_binary(unsigned op, obj_t a, obj_t b);
obj_t class_compare(unsigned op, obj_t a, obj_t b);
obj_t class_unary(unsigned op, obj_t a);
int32_t class_len(obj_t o);
bool class_truth(obj_t o);
obj_t class_subscr(obj_t o, obj_t index);
bool class_store_subscr(obj_t o, obj_t index, obj_t value);
bool class_delete_subscr(obj_t o, obj_t index);
obj_t class_getiter(obj_t o);
obj_t class_iternext(obj_t o, bool *ok);
int class_contains(obj_t o, obj_t x);
obj_t class_hash(obj_t o);
bool class_print(sink_t *s, obj_t o, bool repr);
void class_print_default(sink_t *s, obj_t o);

/* A built-in type's special method q (obj_special.c: [].__len__, (1).__add__), OBJ_NULL if
 * it has none of that name */
obj_t special_method(const type_t *t, uint32_t q);

#endif
