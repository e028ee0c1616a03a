/* mod_builtins.h — the built-in functions: the builtins namespace and the methods of
 * built-in types by name (mod_builtins.c); the built-ins of classes and iteration
 * (mod_iter.c), of arithmetic and introspection (mod_builtins_more.c); input() (mod_input.c). */
#ifndef WISPY_MOD_BUILTINS_H
#define WISPY_MOD_BUILTINS_H

#include "runtime.h"

obj_t builtin_lookup(uint32_t q); /* OBJ_NULL if q names no builtin */
obj_t builtin_method(obj_t self, uint32_t q); /* OBJ_NULL if self has no method q */

/* The built-in functions of classes and iteration (mod_iter.c) */
#define B_BUILTINS(X) X(isinstance) X(issubclass) X(super) X(getattr) X(setattr) X(hasattr) \
    X(delattr) X(staticmethod) X(classmethod) X(property) X(iter) X(next) X(enumerate) X(zip) \
    X(map) X(filter) X(reversed) X(sorted) X(sum) X(any) X(all) X(ord) X(chr) X(hex) X(bin) X(oct) \
    X(divmod) X(pow) X(id) X(vars) X(dir) X(format) X(globals) X(locals) /* from divmod: mod_builtins_more.c */
#define X_B_DECL(name) obj_t builtin_##name(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
B_BUILTINS(X_B_DECL)
X_B_DECL(input) /* mod_input.c */
bool iterb_is(const type_t *t); /* enumerate, zip, map, filter objects */
obj_t iterb_next(obj_t it);
/* key= and reverse= of sorted() and list.sort() */
void sort_kw(size_t nkw, const obj_t *kw, obj_t *key, bool *reverse);

/* mod_builtins_more.c */
obj_t object_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw); /* object() */
obj_t num_attr(obj_t self, uint32_t q);   /* real imag numerator denominator, OBJ_NULL if none */

#endif
