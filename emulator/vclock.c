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

/* RAM stores on Unicorn's fast path (see emulator/fastram.py for the why and the how).
 * Unicorn 2 marks every RAM page "not dirty" in its TLB, so that each store takes the slow
 * path through the self-modifying-code check (notdirty_write); for this firmware that check
 * was ~60 % of the emulator's time. Code never runs from RAM here, so the check is useless:
 * vclock_fast_ram clears the flag in the TLB entries of the RAM pages. The first time a block
 * is about to run from RAM, the hook turns this off and stops before the block; the Python
 * side then flushes the TLB and the code translated from RAM, and everything is as stock. */
#define TLB_NOTDIRTY 0x100u /* 1 << (TARGET_PAGE_BITS_MIN - 2), ARM: page bits 10 */

typedef struct {
    uint64_t descs;      /* address of QEMU's CPUTLBDescFast f[modes] {mask, table}; 0: off */
    uint32_t modes;      /* MMU modes (tables) */
    uint32_t entry_bits; /* log2 of a TLB entry's size */
    uint32_t page_bits;  /* log2 of the target page size (10) */
    uint32_t ram_start;  /* the board's RAM, whole pages */
    uint32_t ram_size;
    uint32_t countdown;  /* blocks until the next look at the TLB */
    uint64_t cleared;    /* entries set to the fast path so far (for tests and reports) */
    uint32_t code_seen;  /* a block was about to run from RAM: flush, and stay off */
    uint32_t unused;
} fast_ram_t;

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
    fast_ram_t ram;
} vclock_t;

/* Put the RAM pages' TLB entries on the store fast path. Only an entry that maps exactly
 * that RAM page for reading and writing, with no flag but TLB_NOTDIRTY, is touched; anything
 * else (an empty or resized table, another layout) is left alone. About 200 loads: cheap
 * enough for every slice and every 1024 blocks. */
static void fast_ram_apply(fast_ram_t *r)
{
    const uint64_t *descs = (const uint64_t *)(uintptr_t)r->descs;
    for (uint32_t m = 0; m < r->modes; m++) {
        uint64_t mask = descs[2 * m];
        uint8_t *table = (uint8_t *)(uintptr_t)descs[2 * m + 1];
        if (table == 0)
            continue;
        for (uint32_t page = r->ram_start; page - r->ram_start < r->ram_size; page += 1u << r->page_bits) {
            uint32_t *entry = (uint32_t *)(table + (((uint64_t)page >> (r->page_bits - r->entry_bits)) & mask));
            /* entry[0] addr_read, entry[1] addr_write (QEMU's CPUTLBEntry) */
            if (entry[0] != page)
                continue;
            if (entry[1] == (page | TLB_NOTDIRTY)) {
                entry[1] = page;
                r->cleared++;
            }
        }
    }
}

void vclock_fast_ram(vclock_t *clock)
{
    if (clock->ram.descs)
        fast_ram_apply(&clock->ram);
}

/* Everything but counting: a watched entry, the deadline, code in RAM, the fast-RAM timer.
 * Returns nonzero when the block must not run now (the slice stops before it). */
static int block_rare(void *uc, uint64_t address, vclock_t *clock)
{
    for (int i = 0; i < 4; i++) {
        if (clock->watch[i] == address) {
            if (clock->skip == address) {
                clock->skip = 0;
                break;
            }
            clock->hit = address;
            clock->stop(uc);
            return 1;
        }
    }
    if (clock->bytes >= clock->deadline) {
        clock->deadline = UINT64_MAX;
        clock->stops++;
        clock->stop(uc);
        return 1;
    }
    if (address - clock->ram.ram_start < clock->ram.ram_size) {
        /* Code about to run from RAM: stores must invalidate translated code again. */
        clock->ram.descs = 0;
        clock->ram.ram_size = 0;
        clock->ram.code_seen = 1;
        clock->stop(uc);
        return 1;
    }
    if (clock->ram.countdown == 0) {
        clock->ram.countdown = 1024;
        if (clock->ram.descs)
            fast_ram_apply(&clock->ram); /* entries refilled since (a flush, an eviction) */
    }
    return 0;
}

void vclock_block_cb(void *uc, uint64_t address, uint32_t size, void *user_data)
{
    vclock_t *clock = user_data;
    /* The hook runs for every block (~4 instructions), so the common case is one branch on
     * five compares; a stop requested here takes effect before the block runs (Unicorn
     * re-enters it on the next emu_start), so a block is counted only when it is let run.
     * Unused watch slots are 0, where no block starts (the vector table's initial SP). */
    if (__builtin_expect(address == clock->watch[0] || address == clock->watch[1]
                         || address == clock->watch[2] || address == clock->watch[3]
                         || clock->bytes >= clock->deadline
                         || address - clock->ram.ram_start < clock->ram.ram_size
                         || --clock->ram.countdown == 0, 0)
        && block_rare(uc, address, clock))
        return;
    clock->bytes += size;
    clock->last_end = address + size;
}
