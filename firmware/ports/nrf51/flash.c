/* flash.c — the nRF51 NVMC for core/port.h's flash functions (Reference Manual, NVMC):
 * CONFIG selects read (REN), write (WEN) or erase (EEN); ERASEPAGE erases a page; each
 * store programs one word; READY says when the controller is done. The CPU stalls while
 * it runs from flash during an erase (~22 ms) — the protocol is stop-and-wait, so no
 * byte arrives meanwhile. */
#include "../../core/port.h"
#include "nrf51.h"

extern uint8_t __script_start[], __script_end[], __firmware_end[];

#define NVMC_READY 0x400u
#define NVMC_CONFIG 0x504u
#define NVMC_ERASEPAGE 0x508u
#define CONFIG_REN 0u
#define CONFIG_WEN 1u
#define CONFIG_EEN 2u

static void nvmc_wait(void)
{
    while ((REG(BOARD_NVMC_BASE, NVMC_READY) & 1u) == 0) {
    }
}

#ifdef BOARD_FILES_START /* the files region (board file's flash_layout.files) */
#define WRITABLE_END ((const uint8_t *)(BOARD_FILES_START + BOARD_FILES_SIZE))
const uint8_t *port_files_region(size_t *size)
{
    *size = BOARD_FILES_SIZE;
    return (const uint8_t *)BOARD_FILES_START;
}
#else
#define WRITABLE_END __script_end
const uint8_t *port_files_region(size_t *size)
{
    *size = 0;
    return NULL;
}
#endif

/* Inside the script region or the files region (which follows it: host/build.py checks) */
static bool in_script_region(const uint8_t *p, size_t n)
{
    return p >= __script_start && n <= (size_t)(WRITABLE_END - p);
}

size_t port_flash_page_size(void) { return 1024; }

bool port_flash_erase_page(const uint8_t *page)
{
    if (((uintptr_t)page & 1023u) || !in_script_region(page, 1024))
        return false;
    REG(BOARD_NVMC_BASE, NVMC_CONFIG) = CONFIG_EEN;
    nvmc_wait();
    REG(BOARD_NVMC_BASE, NVMC_ERASEPAGE) = (uint32_t)(uintptr_t)page;
    nvmc_wait();
    REG(BOARD_NVMC_BASE, NVMC_CONFIG) = CONFIG_REN;
    nvmc_wait();
    return true;
}

bool port_flash_write_words(const uint8_t *dest, const uint32_t *words, size_t n)
{
    if (((uintptr_t)dest & 3u) || !in_script_region(dest, 4 * n))
        return false;
    volatile uint32_t *d = (volatile uint32_t *)(uintptr_t)dest;
    REG(BOARD_NVMC_BASE, NVMC_CONFIG) = CONFIG_WEN;
    nvmc_wait();
    for (size_t i = 0; i < n; i++) {
        d[i] = words[i];
        nvmc_wait();
    }
    REG(BOARD_NVMC_BASE, NVMC_CONFIG) = CONFIG_REN;
    nvmc_wait();
    return true;
}

const char *port_board_name(void) { return BOARD_NAME; }

size_t port_firmware_size(void) { return (size_t)(uintptr_t)__firmware_end; }
