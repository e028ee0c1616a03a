/* namedtuple.h — collections.namedtuple (mod_namedtuple.c): the hooks the generic
 * operations call. A named tuple is a tuple; these say which class it belongs to. */
#ifndef WISPY_NAMEDTUPLE_H
#define WISPY_NAMEDTUPLE_H

#include "runtime.h"

/* collections._tuplecls and _tuplenew: the primitives of the library's namedtuple() */
extern const builtin_t namedtuple_class_builtin, namedtuple_new_builtin;

/* The class of a named tuple (made by namedtuple()), NULL for any other object. */
const type_t *namedtuple_class(obj_t o);
/* True for a class made by namedtuple(). */
bool namedtuple_is_class(const type_t *t);
/* p.x: the value, OBJ_NULL if o is not a named tuple or has no such field (class_getattr
 * then looks in its class: p._fields, p._replace). */
obj_t namedtuple_field(obj_t o, obj_t name);
/* repr()/str() of a named tuple, Point(x=1, y=2); false if o is not one. */
bool namedtuple_print(sink_t *s, obj_t o);

#endif
