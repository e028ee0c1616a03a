/* mod_collections.c — the `collections` module's table (OrderedDict, deque, namedtuple). */
#include "module.h"
#include "namedtuple.h"

#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- collections: OrderedDict is dict (insertion order is every dict's); deque (obj_deque.c);
 * namedtuple, written in Python (firmware/lib/collections.py: the library module of the same
 * name, imported on first use), and its two primitives (mod_namedtuple.c) */

static const modattr_t collections_attrs[] = {
    MEMBER_OBJ(OrderedDict, &types[T_DICT]), MEMBER_OBJ(_tuplecls, &namedtuple_class_builtin),
    MEMBER_OBJ(_tuplenew, &namedtuple_new_builtin),  MEMBER_OBJ(deque, &types[T_DEQUE]),
    MEMBER_INT(namedtuple, MARK_LIBRARY + Q_collections)};


MODULE_DEF(collections);
