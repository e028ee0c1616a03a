/* mod_gc.c — the `gc` module: collect, enable/disable, threshold and the heap's figures
 * (gc.mem_free, mem_alloc, mem_info) over gc.c. */
#include <string.h>

#include "gc.h"
#include "module.h"
#include "obj_int.h"
#include "runtime.h"

#define arg_int module_arg_int
#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- gc ----------------------------------------------------------------------------- */

FN(gc, collect)
{
    (void)a, (void)kw;
    gc_collect();
    return OBJ_NONE;
}
FN(gc, mem_free)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)(gc_stats.heap_bytes - gc_stats.used_bytes));
}
FN(gc, mem_alloc)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)gc_stats.used_bytes);
}
FN(gc, enable)
{
    (void)a, (void)kw;
    gc_policy.enabled = 1;
    return OBJ_NONE;
}
FN(gc, disable)
{
    (void)a, (void)kw;
    gc_policy.enabled = 0;
    return OBJ_NONE;
}
FN(gc, isenabled)
{
    (void)a, (void)kw;
    return bool_obj(gc_policy.enabled);
}
FN(gc, threshold)
{
    (void)kw;
    /* threshold(n): collect once n bytes have been allocated since the last collection;
     * a negative n turns it off (then threshold() is -1, as in MicroPython) */
    if (n == 0)
        return int_from_i32(gc_policy.threshold == UINT32_MAX ? -1 : (int32_t)gc_policy.threshold);
    int32_t t = arg_int(a[0]);
    gc_policy.threshold = t < 0 ? UINT32_MAX : (uint32_t)t;
    return OBJ_NONE;
}

typedef struct hist {
    uint32_t used_runs, free_runs, largest_free, free_blocks;
    uint32_t h[6]; /* objects of 1, 2, 3-4, 5-8, 9-16, 17+ blocks */
} hist_t;

static void count_run(void *ctx, int used, uint32_t blocks)
{
    hist_t *h = ctx;
    if (!used) {
        h->free_runs++;
        h->free_blocks += blocks;
        if (blocks > h->largest_free)
            h->largest_free = blocks;
        return;
    }
    h->used_runs++;
    unsigned k = blocks <= 1 ? 0 : blocks <= 2 ? 1 : blocks <= 4 ? 2 : blocks <= 8 ? 3 : blocks <= 16 ? 4 : 5;
    h->h[k]++;
}

FN(gc, mem_info)
{
    (void)a, (void)kw;
    hist_t h;
    memset(&h, 0, sizeof(h));
    gc_runs(count_run, &h);
    sink_t con = {NULL, 0, true, NULL, 0};
    sink_format(&con, "heap: total %s, used %s, ", int_from_i32((int32_t)gc_stats.heap_bytes),
                int_from_i32((int32_t)gc_stats.used_bytes));
    sink_format(&con, "free %s, largest free run %s", int_from_i32((int32_t)(gc_stats.heap_bytes - gc_stats.used_bytes)),
                int_from_i32((int32_t)(h.largest_free * GC_BLOCK)));
    sink_format(&con, ", high water %s, collections %s\n", int_from_i32((int32_t)gc_stats.high_water),
                int_from_i32((int32_t)gc_stats.collections));
    sink_format(&con, "objects: %s in %s free runs; blocks per object: ", int_from_i32((int32_t)h.used_runs),
                int_from_i32((int32_t)h.free_runs));
    static const char *const labels[] = {MSG("1: %s"), MSG(", 2: %s"), MSG(", 3-4: %s"), MSG(", 5-8: %s"), MSG(", 9-16: %s"), MSG(", 17+: %s\n")};
    for (int i = 0; i < 6; i++)
        sink_format(&con, labels[i], int_from_i32((int32_t)h.h[i]));
    return OBJ_NONE;
}

static const modattr_t gc_attrs[] = {A(gc, collect), A(gc, disable), A(gc, enable), A(gc, isenabled),
                                     A(gc, mem_alloc), A(gc, mem_free), A(gc, mem_info), A(gc, threshold)};


MODULE_DEF(gc);
