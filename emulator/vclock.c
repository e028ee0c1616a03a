/* vclock.c — the emulator's virtual clock: a native Unicorn block hook that counts executed
 * Thumb code and stops emulation at a deadline. Built at first use by wispy.emulator.vclock
 * (cc -O2 -shared -fPIC); a Python block hook would cost ~100x more (unicorn-notes Q2).
 *
 * Unit: bytes of Thumb code executed. The emulator defines one CPU cycle as one executed
 * halfword, so cycles = bytes / 2 (a 32-bit BL counts as 2 cycles). The hook runs once per
 * translated block, before the block executes: a slice ends at the first block that starts
 * at or after the deadline, so time has the granularity of a block (~4 instructions) and
 * is fully deterministic. */
#include <stdint.h>

typedef struct {
    uint64_t bytes;            /* Thumb code bytes executed so far */
    uint64_t deadline;         /* stop emulation once bytes >= deadline */
    int (*stop)(void *uc);     /* uc_emu_stop, found by the Python side */
    uint64_t stops;            /* how many times the deadline stopped emulation */
    uint64_t last_end;         /* address just past the last block let run: tells a WFI that
                                  ended a block from a stop at a block after one */
    uint64_t watch[4];         /* function entries that end a slice before they run (the
                                  firmware's hooks for the emulator); 0 = unused */
    uint64_t hit;              /* the watched address that stopped the slice, or 0 */
    uint64_t skip;             /* a watched address to let run once (resuming from it) */
} vclock_t;

void vclock_block_cb(void *uc, uint64_t address, uint32_t size, void *user_data)
{
    vclock_t *clock = user_data;
    /* A stop requested here takes effect before the block runs (Unicorn re-enters it on the
     * next emu_start), so a block is counted only when it is let run. */
    for (int i = 0; i < 4; i++) {
        if (clock->watch[i] == address && address) {
            if (clock->skip == address) {
                clock->skip = 0;
                break;
            }
            clock->hit = address;
            clock->stop(uc);
            return;
        }
    }
    if (clock->bytes >= clock->deadline) {
        clock->deadline = UINT64_MAX;
        clock->stops++;
        clock->stop(uc);
        return;
    }
    clock->bytes += size;
    clock->last_end = address + size;
}
