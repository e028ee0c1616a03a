/* vclock.c — the emulator's virtual clock: a native Unicorn block hook that counts executed
 * Thumb code and stops emulation at a deadline. Built at first use by wispy.emulator.vclock
 * (cc -O2 -shared -fPIC); a Python block hook would cost ~100x more (unicorn-notes Q2).
 *
 * Unit: bytes of Thumb code executed. The emulator defines one CPU cycle as one executed
 * halfword, so cycles = bytes / 2 (a 32-bit BL counts as 2 cycles). The hook runs once per
 * translated block, before the block executes, so the count and the deadline have the
 * granularity of a block (~4 instructions); both are fully deterministic. */
#include <stdint.h>

typedef struct {
    uint64_t bytes;            /* Thumb code bytes executed so far */
    uint64_t deadline;         /* stop emulation once bytes >= deadline */
    int (*stop)(void *uc);     /* uc_emu_stop, found by the Python side */
    uint64_t stops;            /* how many times the deadline stopped emulation */
} vclock_t;

void vclock_block_cb(void *uc, uint64_t address, uint32_t size, void *user_data)
{
    vclock_t *clock = user_data;
    (void)address;
    clock->bytes += size;
    if (clock->bytes >= clock->deadline) {
        clock->deadline = UINT64_MAX;
        clock->stops++;
        clock->stop(uc);
    }
}
