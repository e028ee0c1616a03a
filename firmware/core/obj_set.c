/* obj_set.c — set and frozenset (see obj_dict.c: the same table, keys only). */
#include "gc.h"
#include "runtime.h"

obj_t set_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    raise_NotImplementedError("set is not supported yet");
}

obj_t frozenset_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    raise_NotImplementedError("frozenset is not supported yet");
}
