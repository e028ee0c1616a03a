/* mod_iter.c — the built-in functions of classes and iteration (engineer B): isinstance,
 * issubclass, super, getattr/setattr/hasattr/delattr, staticmethod, classmethod,
 * property, iter, next, enumerate, zip, map, filter, reversed, sorted, sum, any, all,
 * ord, chr, hex, bin, oct. Those not written yet raise NotImplementedError. */
#include <string.h>

#include "gc.h"
#include "runtime.h"

#define NOT_YET(name)                                                                  \
    obj_t builtin_##name(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)     \
    {                                                                                  \
        (void)n, (void)args, (void)nkw, (void)kw;                                      \
        raise_NotImplementedError(#name "() is not supported yet");                   \
    }

NOT_YET(isinstance)
NOT_YET(issubclass)
NOT_YET(super)
NOT_YET(getattr)
NOT_YET(setattr)
NOT_YET(hasattr)
NOT_YET(delattr)
NOT_YET(staticmethod)
NOT_YET(classmethod)
NOT_YET(property)
NOT_YET(iter)
NOT_YET(next)
NOT_YET(enumerate)
NOT_YET(zip)
NOT_YET(map)
NOT_YET(filter)
NOT_YET(reversed)
NOT_YET(sorted)
NOT_YET(sum)
NOT_YET(any)
NOT_YET(all)
NOT_YET(ord)
NOT_YET(chr)
NOT_YET(hex)
NOT_YET(bin)
NOT_YET(oct)
