/* main.c (host port) — the core on a PC, for fast tests under sanitizers:
 *   wispy-host IMAGE.wpy [--heap BYTES] [--fail-alloc N] [--gc-every-alloc] [--stats]
 *   wispy-host --batch [--timeout SECONDS] [--heap BYTES]
 * (--stats: the gc_stats figures and the allocation count on stderr at the end)
 * --batch runs many images in one process, for the fuzzers (tests/fuzz): each image comes
 * on stdin as a u32 length then its bytes, runs in a child of its own (fork: isolated, and
 * no exec or sanitizer start-up per run), and its result goes to stdout as an i32 status
 * (the exit status, or -signal; SIGALRM: it ran past the timeout), then the u32 length and
 * the bytes of its stdout, then of its stderr (all little-endian, as the host is).
 * The image and the heap are mapped below 4 GB (MAP_32BIT) and the program is built
 * non-PIE, so every object address fits the 32-bit object word. Program output goes to
 * stdout, tracebacks and refusals to stderr; the exit status is the program's. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <time.h>
#include <unistd.h>

#include "gc.h"
#include "port.h"
#include "runtime.h"

static const uint8_t *image;
static size_t image_size;
static uint8_t *heap;
static size_t heap_size = 14 * 1024;
static uintptr_t stack_top;
static int print_stats;

/* The collector reads whole stack frames; keep them on the real stack. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_stack_use_after_return=0:detect_leaks=0"; }

void port_init(void) {}

void port_write(const char *buf, size_t len)
{
    if (wispy_console_stream) {
        fflush(stdout);
        fwrite(buf, 1, len, stderr);
    } else {
        fwrite(buf, 1, len, stdout);
    }
}

void port_uart_write(const char *buf, size_t len) { port_write(buf, len); }

int port_read_byte(void) { return -1; }

size_t port_read_available(void) { return 0; }

/* The "flash" is the image file's mapping: writable only inside these two calls. */
size_t port_flash_page_size(void) { return 1024; }

static bool flash_range_ok(const uint8_t *p, size_t n)
{
    return image != NULL && p >= image && n <= image_size && (size_t)(p - image) <= image_size - n;
}

bool port_flash_erase_page(const uint8_t *page)
{
    if (!flash_range_ok(page, 1024) || ((page - image) & 1023))
        return false;
    mprotect((void *)image, image_size, PROT_READ | PROT_WRITE);
    memset((void *)page, 0xff, 1024);
    mprotect((void *)image, image_size, PROT_READ);
    return true;
}

bool port_flash_write_words(const uint8_t *dest, const uint32_t *words, size_t n)
{
    if (!flash_range_ok(dest, 4 * n) || ((dest - image) & 3))
        return false;
    mprotect((void *)image, image_size, PROT_READ | PROT_WRITE);
    for (size_t i = 0; i < n; i++) {
        uint32_t w;
        memcpy(&w, dest + 4 * i, 4);
        w &= words[i];
        memcpy((void *)(dest + 4 * i), &w, 4);
    }
    mprotect((void *)image, image_size, PROT_READ);
    return true;
}

const char *port_board_name(void) { return "host"; }

size_t port_firmware_size(void) { return 0; }

uint32_t port_ticks_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

uint32_t port_ticks_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000000 + ts.tv_nsec / 1000);
}

/* Real time passes: sleep at most 10 ms at a time (nothing here sets the pending flags,
 * but the caller's loop stays the chip's). */
void port_idle_until_us(uint32_t deadline_us)
{
    int32_t left = (int32_t)(deadline_us - port_ticks_us());
    if (left <= 0 || wispy_interrupt_pending)
        return;
    struct timespec ts = {0, (left > 10000 ? 10000 : left) * 1000L};
    nanosleep(&ts, NULL);
}

/* No console input on the host: waiting for it ends the program, as port_idle does. */
void port_wait_input(void) { port_idle(); }

/* The host's random bits: the clock's nanoseconds and the process (the OS's entropy in
 * spirit; the tests that need a fixed sequence call random.seed(n)). */
uint32_t port_random32(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint32_t)ts.tv_nsec * 2654435761u ^ (uint32_t)ts.tv_sec ^ (uint32_t)getpid() << 16;
}

void port_idle(void)
{
    fflush(stdout);
    if (print_stats)
        fprintf(stderr, "wispy-stats: heap_bytes=%u used_bytes=%u high_water=%u collections=%u free_after_boot=%u largest_free=%u allocs=%u\n",
                gc_stats.heap_bytes, gc_stats.used_bytes, gc_stats.high_water, gc_stats.collections,
                gc_stats.free_after_boot, gc_stats.largest_free, gc_test_allocs);
    exit(wispy_exit_status < 0 ? 3 : wispy_exit_status);
}

const uint8_t *port_script_region(size_t *size)
{
    *size = image_size;
    return image;
}

/* The host VM has no files (os.listdir() is empty, writing a file raises ENOSPC). */
const uint8_t *port_files_region(size_t *size)
{
    *size = 0;
    return NULL;
}

void port_heap_region(uintptr_t *start, uintptr_t *end)
{
    *start = (uintptr_t)heap;
    *end = (uintptr_t)heap + heap_size;
}

uintptr_t port_stack_top(void) { return stack_top; }

/* The host runs on the process's own stack (8 MB by default); it allows itself 256 KB of
 * it, so C recursion ends in RecursionError as on the chip, long before a real overflow
 * (AddressSanitizer's frames are several times the chip's). */
uintptr_t port_stack_limit(void) { return stack_top - 256 * 1024; }

void port_reset(void) { exit(4); }

static uint32_t boot_note; /* port.h: the host VM never resets, so nothing survives one */
uint32_t port_boot_note(void) { return boot_note; }
void port_set_boot_note(uint32_t note) { boot_note = note; }

static void *map_low(size_t n)
{
    void *p = mmap(NULL, n ? n : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
    if (p == MAP_FAILED || (uintptr_t)p + n > 0xffffffffu) {
        fprintf(stderr, "wispy-host: cannot map %zu bytes below 4 GB\n", n);
        exit(5);
    }
    return p;
}

static bool read_all(int fd, void *buf, size_t n)
{
    for (size_t got = 0; got < n;) {
        ssize_t k = read(fd, (char *)buf + got, n - got);
        if (k <= 0)
            return false;
        got += (size_t)k;
    }
    return true;
}

static void write_all(int fd, const void *buf, size_t n)
{
    for (size_t put = 0; put < n;) {
        ssize_t k = write(fd, (const char *)buf + put, n - put);
        if (k <= 0)
            exit(7);
        put += (size_t)k;
    }
}

/* One output stream of a child: a memfd, emptied before each run and sent after it. */
static void send_stream(int fd)
{
    off_t n = lseek(fd, 0, SEEK_CUR);
    uint32_t len = n > 0 ? (uint32_t)n : 0;
    write_all(1, &len, 4);
    lseek(fd, 0, SEEK_SET);
    char buf[4096];
    for (uint32_t left = len; left > 0;) {
        ssize_t k = read(fd, buf, left < sizeof buf ? left : sizeof buf);
        if (k <= 0)
            exit(7);
        write_all(1, buf, (size_t)k);
        left -= (uint32_t)k;
    }
    ftruncate(fd, 0);
    lseek(fd, 0, SEEK_SET);
}

static int batch(unsigned timeout)
{
    int out = memfd_create("wispy-out", 0), err = memfd_create("wispy-err", 0);
    uint8_t *img = map_low(256 * 1024);
    heap = map_low(heap_size);
    for (uint32_t len; read_all(0, &len, 4);) {
        if (len > 256 * 1024 || !read_all(0, img, len))
            return 6;
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            dup2(out, 1);
            dup2(err, 2);
            alarm(timeout);
            mprotect(img, len ? len : 1, PROT_READ); /* flash is read-only */
            image = img;
            image_size = len;
            port_init();
            wispy_main();
            exit(3);
        }
        int st = 0;
        waitpid(pid, &st, 0);
        int32_t status = WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st);
        write_all(1, &status, 4);
        send_stream(out);
        send_stream(err);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    int batch_mode = 0;
    unsigned timeout = 5;
    stack_top = (uintptr_t)__builtin_frame_address(0);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--heap") == 0 && i + 1 < argc)
            heap_size = (size_t)strtoul(argv[++i], NULL, 0) & ~(size_t)3;
        else if (strcmp(argv[i], "--fail-alloc") == 0 && i + 1 < argc)
            gc_test_fail_at = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (strcmp(argv[i], "--gc-every-alloc") == 0)
            gc_test_every_alloc = 1;
        else if (strcmp(argv[i], "--stats") == 0)
            print_stats = 1;
        else if (strcmp(argv[i], "--batch") == 0)
            batch_mode = 1;
        else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc)
            timeout = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (path == NULL && argv[i][0] != '-')
            path = argv[i];
        else {
            fprintf(stderr, "usage: wispy-host IMAGE.wpy [--heap BYTES] [--fail-alloc N] [--gc-every-alloc] [--stats]\n");
            return 6;
        }
    }
    if (batch_mode)
        return batch(timeout);
    if (path == NULL) {
        fprintf(stderr, "usage: wispy-host IMAGE.wpy [--heap BYTES] [--fail-alloc N] [--gc-every-alloc] [--stats]\n");
        return 6;
    }
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        return 6;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *img = map_low((size_t)n);
    if (n > 0 && fread(img, 1, (size_t)n, f) != (size_t)n) {
        perror(path);
        return 6;
    }
    fclose(f);
    mprotect(img, n ? (size_t)n : 1, PROT_READ); /* flash is read-only */
    image = img;
    image_size = (size_t)n;
    heap = map_low(heap_size);
    port_init();
    wispy_main();
}
