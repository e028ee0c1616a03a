/* main.c — the firmware's main program: set up the heap, verify the image in the script
 * region, run its entry code as module __main__, report the outcome, then serve the
 * serial protocol (core/protocol.c) for a host tool. After a reset by a fault or by
 * Ctrl-C (port.h's boot note) it says so and serves at once, without the script. */
#include "gc.h"
#include "image.h"
#include "port.h"
#include "protocol.h"
#include "runtime.h"
#include "vm.h"

volatile uint8_t wispy_console_stream;
int wispy_exit_status = -1;

/* Hooks the emulator watches by symbol: they must exist and do nothing. */
NOINLINE __attribute__((used)) void wispy_program_done(int status)
{
    (void)status;
    __asm__ volatile("" ::: "memory");
}

NOINLINE __attribute__((used)) void wispy_no_program(int reason)
{
    (void)reason;
    __asm__ volatile("" ::: "memory");
}

void wispy_main(void)
{
    uintptr_t start, end;
    size_t region;
    port_heap_region(&start, &end);
    gc_init(start, end);
    uint32_t note = port_boot_note(), cause = note & BOOT_CAUSE;
    int reason = 3;
    if (cause) { /* never a script that faults (or ignores Ctrl-C) at every boot */
        sink_t con = {NULL, 0, true, NULL, 0};
        port_set_boot_note(note - cause);
        wispy_console_stream = 1;
        sink_str(&con, cause == BOOT_FAULT   ? "*** the board reset after a fault"
                       : cause == BOOT_BREAK ? "*** the board reset on Ctrl-C (the program went on after KeyboardInterrupt)"
                                             : "*** the board reset after a lockup");
        sink_str(&con, "; the script was not started (reset the board to run it)\n");
        wispy_console_stream = 0;
    } else {
        const uint8_t *img = protocol_boot_image(&region); /* the newest committed image */
        if (image_verify(img, region)) {
            int status = vm_run_module(image_code(NULL, 0)); /* constant 0: the main module's code */
            wispy_exit_status = status;
            wispy_program_done(status);
            protocol_serve(); /* answer a host tool (docs/protocol.md) */
        }
        reason = region < 4 || (img[0] & img[1] & img[2] & img[3]) == 0xff ? 1 : 2; /* erased: none */
    }
    wispy_exit_status = 2;
    wispy_no_program(reason);
    protocol_serve();
}
