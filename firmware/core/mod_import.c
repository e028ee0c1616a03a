/* mod_import.c — modules: built-in ones (const ROM objects with sorted name tables) and the
 * modules of a multi-file program (their top level runs once, on first import). */
#include <string.h>

#include "gc.h"
#include "runtime.h"

obj_t import_name(uint32_t q, uint32_t code_plus1)
{
    (void)code_plus1;
    raise_msg(T_ImportError, "no module named '%q'", qstr_obj(q), 0);
}

obj_t module_attr(obj_t module, uint32_t q)
{
    (void)module, (void)q;
    return OBJ_NULL;
}

obj_t import_from(obj_t module, uint32_t q)
{
    obj_t x = module_attr(module, q);
    if (x == OBJ_NULL)
        raise_msg(T_ImportError, "cannot import name '%q'", qstr_obj(q), 0);
    return x;
}
