/* obj_gen.h — generators (obj_gen.c): a generator object holds a suspended frame, which
 * vm.c's vm_resume runs to its next yield. */
#ifndef WISPY_OBJ_GEN_H
#define WISPY_OBJ_GEN_H

#include "runtime.h"

obj_t gen_new(frame_t *f);
obj_t gen_next(obj_t g); /* OBJ_NULL when finished */
NORETURN void gen_raise_stop(obj_t it);
obj_t gen_result(obj_t it);
obj_t gen_awaitable(obj_t o); /* `await o`: the iterator its yield from runs (obj_gen.c) */

#endif
