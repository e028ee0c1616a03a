/* gc.h — the heap: fixed 8-byte blocks, a 2-bit state per block, mark and sweep with a
 * conservative scan of the C stack. Layout and invariant: the top of gc.c. */
#ifndef WISPY_GC_H
#define WISPY_GC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config.h"
#include "records.h"

#define GC_BLOCK 8u

/* Heap figures (gc_stats_t), read by symbol by the emulator: declared in
 * firmware/defs/records.toml, so the two agree on the layout. */
extern volatile gc_stats_t gc_stats;

/* Take [start, end) for the heap (both 4-aligned). */
void gc_init(uintptr_t start, uintptr_t end);

/* nbytes of zeroed memory, 8-aligned. Collects when out of room; raises MemoryError if
 * there is still no room (while the heap's last 128 B are kept for the code handling a
 * MemoryError: a failure gives them up until a collection frees twice as much). */
void *gc_alloc(size_t nbytes);
/* The same, but NULL instead of raising (for the raise path itself and for frames). */
void *gc_try_alloc(size_t nbytes);
/* Grow or shrink a block (new bytes zeroed); may move it, also over its own blocks (the
 * old address holds nothing once it has moved). Raises MemoryError. */
void *gc_realloc(void *p, size_t nbytes);
/* Give a block back now (the caller knows nothing else refers to it). */
void gc_free(void *p);
/* Bytes in the block run that starts at p (walks the run: O(its length)). */
size_t gc_size(const void *p);
/* Whether the run at p holds nbytes, for a caller that knows it holds nbytes - GC_BLOCK:
 * one bitmap read, for a vector growing a word or a byte at a time. */
bool gc_holds(const void *p, size_t nbytes);
void gc_collect(void);

/* Automatic collection, as the gc module sets it. Besides the collection an allocation
 * that finds no room always runs, one runs before an allocation once `threshold` bytes
 * have been allocated since the last collection (gc.threshold(n); UINT32_MAX = never),
 * unless `enabled` is 0 (gc.disable()). */
typedef struct gc_policy {
    uint32_t threshold;
    uint32_t since; /* bytes allocated since the last collection */
    uint8_t enabled;
} gc_policy_t;
extern gc_policy_t gc_policy;

/* Test hooks (config WISPY_GC_TESTING): fail the N-th allocation (1-based, 0 = never). */
extern uint32_t gc_test_fail_at;
extern uint32_t gc_test_allocs; /* allocations attempted so far */
/* Collect before every allocation (a test of the roots), in every build: on the host a
 * command-line flag; on the chip a byte in flash, 0 as built, that the emulator may set
 * before the firmware starts (see docs/memory.md, "Testing memory"). */
extern GC_STRESS_KNOB uint8_t gc_test_every_alloc;

/* Call fn for each run of blocks in address order: an allocated object (used 1) or a
 * free run (used 0), with its length in blocks (gc.mem_info's histogram). */
void gc_runs(void (*fn)(void *ctx, int used, uint32_t blocks), void *ctx);

#endif