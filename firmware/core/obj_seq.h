/* obj_seq.h — sequences: tuples, lists, ranges and their iterators (obj_seq.c), slices and
 * unpacking (obj_slice.c), list.sort (obj_sort.c). */
#ifndef WISPY_OBJ_SEQ_H
#define WISPY_OBJ_SEQ_H

#include "runtime.h"

obj_t tuple_new(size_t n, const obj_t *items);
obj_t list_new(size_t n, const obj_t *items);
void list_append(obj_t list, obj_t x);
void list_store(obj_t list, obj_t index, obj_t value);
const obj_t *seq_items(obj_t o, size_t *len); /* tuple or list; NULL otherwise */
obj_t seq_concat(obj_t a, obj_t b);
obj_t seq_repeat(obj_t a, int32_t n);
obj_t seq_index(obj_t o, obj_t index);
obj_t tuple_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t list_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t range_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t range_iter(obj_t r);
size_t range_len(obj_t r);
obj_t range_index(obj_t r, obj_t index);
obj_t seq_iter(obj_t o);
obj_t iter_next(obj_t it);
/* What is indexed, for the messages of seq_position. */
enum index_kind { INDEX_LIST_STORE = -1, INDEX_LIST, INDEX_TUPLE, INDEX_STR, INDEX_RANGE, INDEX_DEQUE };
/* index (any int) into len items: the position, or TypeError / IndexError. */
int32_t seq_position(obj_t index, size_t len, int kind);

/* ---- slices and unpacking (obj_slice.c) ---- */

obj_t slice_new(obj_t start, obj_t stop, obj_t step);
obj_t slice_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
void slice_print(sink_t *s, obj_t o);
obj_t slice_attr(obj_t o, obj_t name); /* start, stop, step; OBJ_NULL for other names */
obj_t slice_tuple(obj_t o);            /* (start, stop, step): what slices compare as */
/* CPython's PySlice_AdjustIndices of slice o for len items: start, stop, step; the count */
int32_t slice_indices(obj_t o, int32_t len, int32_t *start, int32_t *stop, int32_t *step);
obj_t slice_subscr(obj_t o, obj_t sl);                /* OBJ_NULL: not a list, tuple or str */
bool slice_store(obj_t list, obj_t sl, obj_t value);  /* value OBJ_NULL: del; false: not a list */
void seq_unpack(obj_t seq, size_t n, obj_t *dest);
bool seq_delete_subscr(obj_t o, obj_t index);
void seq_unpack_ex(obj_t seq, size_t a, size_t b, obj_t *dest);

/* ---- sorting (obj_sort.c) ---- */

void list_sort(obj_t list, obj_t key, bool reverse);

#endif
