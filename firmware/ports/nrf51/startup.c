/* startup.c — the nRF51's vector table, reset and fault handlers.
 * Reset_Handler copies .data from flash, zeroes .bss, calls port_init() then wispy_main().
 * The layout symbols (__data_start, __stack_top, ...) come from the linker script that
 * wispy.build generates from boards/<board>.toml. */
#include <stddef.h>
#include <stdint.h>

#include "../../core/port.h"
#include "../../core/protocol.h"
#include "nrf51.h"

extern uint32_t __data_start[], __data_end[], __data_load[];
extern uint32_t __bss_start[], __bss_end[];
extern uint32_t __stack_top[];

void Reset_Handler(void) __attribute__((noreturn));
void HardFault_Handler(void);
void Default_Handler(void);

/* Every handler is weak, so a driver defines it just by defining a function of this name. */
#define WEAK_HANDLER(name) void name(void) __attribute__((weak, alias("Default_Handler")))
WEAK_HANDLER(NMI_Handler);
WEAK_HANDLER(SVC_Handler);
WEAK_HANDLER(PendSV_Handler);
WEAK_HANDLER(SysTick_Handler);
WEAK_HANDLER(POWER_CLOCK_IRQHandler);
WEAK_HANDLER(RADIO_IRQHandler);
WEAK_HANDLER(UART0_IRQHandler);
WEAK_HANDLER(SPI0_TWI0_IRQHandler);
WEAK_HANDLER(SPI1_TWI1_IRQHandler);
WEAK_HANDLER(GPIOTE_IRQHandler);
WEAK_HANDLER(ADC_IRQHandler);
WEAK_HANDLER(TIMER0_IRQHandler);
WEAK_HANDLER(TIMER1_IRQHandler);
WEAK_HANDLER(TIMER2_IRQHandler);
WEAK_HANDLER(RTC0_IRQHandler);
WEAK_HANDLER(TEMP_IRQHandler);
WEAK_HANDLER(RNG_IRQHandler);
WEAK_HANDLER(ECB_IRQHandler);
WEAK_HANDLER(CCM_AAR_IRQHandler);
WEAK_HANDLER(WDT_IRQHandler);
WEAK_HANDLER(RTC1_IRQHandler);
WEAK_HANDLER(QDEC_IRQHandler);
WEAK_HANDLER(LPCOMP_IRQHandler);
WEAK_HANDLER(SWI0_IRQHandler);
WEAK_HANDLER(SWI1_IRQHandler);
WEAK_HANDLER(SWI2_IRQHandler);
WEAK_HANDLER(SWI3_IRQHandler);
WEAK_HANDLER(SWI4_IRQHandler);
WEAK_HANDLER(SWI5_IRQHandler);

typedef void (*vector_t)(void);

/* The vector table at flash address 0 (the nRF51 has no VTOR): the initial SP, the 15
 * Cortex-M0 exception slots (0 where ARMv6-M reserves them), then the 32 nRF51 IRQs in
 * NVIC order. The linker script keeps .isr_vector first in FLASH. */
__attribute__((section(".isr_vector"), used)) const vector_t port_vectors[16 + 32] = {
    (vector_t)(uintptr_t)__stack_top,
    Reset_Handler,
    NMI_Handler,
    HardFault_Handler,
    0, 0, 0, 0, 0, 0, 0,  /* 4-10: MemManage, BusFault, UsageFault do not exist on v6-M */
    SVC_Handler,
    0, 0,                 /* 12-13: reserved (debug monitor) */
    PendSV_Handler,
    SysTick_Handler,      /* the nRF51 has no SysTick; kept for the standard layout */
    POWER_CLOCK_IRQHandler, /* IRQ 0 */
    RADIO_IRQHandler,
    UART0_IRQHandler,     /* IRQ 2 */
    SPI0_TWI0_IRQHandler,
    SPI1_TWI1_IRQHandler,
    0,                    /* IRQ 5: unused */
    GPIOTE_IRQHandler,
    ADC_IRQHandler,
    TIMER0_IRQHandler,    /* IRQ 8 */
    TIMER1_IRQHandler,
    TIMER2_IRQHandler,
    RTC0_IRQHandler,      /* IRQ 11 */
    TEMP_IRQHandler,
    RNG_IRQHandler,
    ECB_IRQHandler,
    CCM_AAR_IRQHandler,
    WDT_IRQHandler,       /* IRQ 16 */
    RTC1_IRQHandler,
    QDEC_IRQHandler,
    LPCOMP_IRQHandler,
    SWI0_IRQHandler,      /* IRQ 20 */
    SWI1_IRQHandler,
    SWI2_IRQHandler,
    SWI3_IRQHandler,
    SWI4_IRQHandler,
    SWI5_IRQHandler,
    0, 0, 0, 0, 0, 0,     /* IRQs 26-31: unused */
};

void Reset_Handler(void) {
    uint32_t *src = __data_load, *dst = __data_start;
    while (dst < __data_end) {
        *dst++ = *src++;
    }
    for (dst = __bss_start; dst < __bss_end; dst++) {
        *dst = 0;
    }
    port_init();
    wispy_main();
}

/* ---- faults ----
 * ARMv6-M escalates every fault to HardFault and has no fault status or fault address
 * registers (no CFSR, BFAR, MMFAR): what is knowable is the frame the core stacked (the
 * pc of the faulting instruction, lr, xPSR) and the exception number. The handler notes
 * the fault (port.h: BOOT_FAULT), reports it (protocol_fault: a FAULT frame to an attached
 * tool, else a line of text) and resets; the next boot serves requests without starting
 * the flashed script. A fault in the handler itself locks the core up, which resets the
 * nRF51 with RESETREAS.LOCKUP (port_init: BOOT_LOCKUP). */

/* frame: the 8 words the core pushed on exception entry: r0, r1, r2, r3, r12, lr, pc
 * (the faulting instruction), xPSR. */
__attribute__((noreturn, used)) void port_fault_report(const uint32_t *frame, uint32_t ipsr) {
    port_set_boot_note(BOOT_FAULT);
    uint32_t w[4] = {ipsr, frame[6], frame[5], frame[7]};
    protocol_fault(w);
    port_reset();
}

/* Find the stacked frame (bit 2 of EXC_RETURN in lr: 0 = main stack, 1 = process stack)
 * and pass it with IPSR to port_fault_report. Naked: no prologue may move sp first. */
__attribute__((naked)) void HardFault_Handler(void) {
    __asm__ volatile(
        "movs r0, #4\n\t"
        "mov r1, lr\n\t"
        "tst r0, r1\n\t"
        "beq 1f\n\t"
        "mrs r0, psp\n\t"
        "b 2f\n"
        "1:\n\t"
        "mrs r0, msp\n"
        "2:\n\t"
        "mrs r1, ipsr\n\t"
        "ldr r2, =port_fault_report\n\t"
        "bx r2\n\t"
        ".ltorg\n");
}

/* An exception nobody handles is reported like a fault. */
__attribute__((naked)) void Default_Handler(void) {
    __asm__ volatile(
        "ldr r0, =HardFault_Handler\n\t"
        "bx r0\n\t"
        ".ltorg\n");
}
