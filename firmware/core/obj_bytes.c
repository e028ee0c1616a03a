/* obj_bytes.c — bytes and bytearray. */
#include "gc.h"
#include "runtime.h"

obj_t bytes_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    raise_NotImplementedError("bytes is not supported yet");
}

obj_t bytearray_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    raise_NotImplementedError("bytearray is not supported yet");
}
