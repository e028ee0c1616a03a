/* protocol.c — the board side of the serial protocol (docs/protocol.md; its numbers and
 * records come from firmware/defs/records.toml, the host side is host/protocol.py): frames with CRC-32, stop-and-wait
 * requests with cached replies, the script region (images placed in its free part, commit
 * records), images run from a heap buffer, and console output framed while a host tool is
 * attached. */
#include <string.h>

#include "gc.h"
#include "image.h"
#include "module.h"
#include "obj_dict.h"
#include "obj_exc.h"
#include "obj_str.h"
#include "port.h"
#include "protocol.h"
#include "records.h"
#include "runtime.h"
#include "vm.h"

#ifndef WISPY_FIRMWARE_VERSION
#define WISPY_FIRMWARE_VERSION "0.1.0"
#endif

/* ---- wire constants: every number of the protocol (control bytes, PROTOCOL_VERSION, the
 * message types T_*, the failure codes F_*, the replies' records) is declared once in
 * firmware/defs/records.toml, as gen/records.h here and wispy.gen.records on the host ---- */
#define HEADER FRAME_HEADER_SIZE   /* len u16, type u8, seq u8 */
#define TRAILER FRAME_TRAILER_SIZE /* CRC-32 of header + payload */
#define ACK_TIMEOUT_MS 200 /* how long an output frame waits for its acknowledgement */
#define ACK_TRIES 25       /* then the host is taken to be gone: output goes raw again */

/* ---- CRC-32 (IEEE, as zlib.crc32), a nibble at a time (image.c checks images with it) ---- */

uint32_t crc32_update(uint32_t c, const uint8_t *p, size_t n)
{
    static const uint32_t tab[16] = {
        0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
        0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c,
    };
    c = ~c;
    while (n-- > 0) {
        c ^= *p++;
        c = (c >> 4) ^ tab[c & 15];
        c = (c >> 4) ^ tab[c & 15];
    }
    return ~c;
}

static uint32_t rd16(const uint8_t *p) { return (uint32_t)p[0] | ((uint32_t)p[1] << 8); }
static uint32_t rd32(const uint8_t *p) { return rd16(p) | (rd16(p + 2) << 16); }
static void wr16(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void wr32(uint8_t *p, uint32_t v) { wr16(p, v); wr16(p + 2, v >> 16); }

/* ---- state ---- */

volatile uint8_t wispy_interrupt_pending;
static bool attached;       /* a host tool said HELLO: output goes in frames */
static uint8_t out_seq;     /* the board's own sequence for OUT/ERR/DONE */
static int16_t last_seq = -1; /* the request last executed, for duplicates */
static uint8_t cached_type, cached_len, cached[12]; /* its reply, when short */

/* ---- sending ---- */

static uint32_t tx_crc;

static void tx_raw(uint8_t b)
{
    if (b == PROTOCOL_SOF || b == PROTOCOL_ESC || b == PROTOCOL_INTR) {
        char e[2] = {(char)PROTOCOL_ESC, (char)(b ^ PROTOCOL_ESC_XOR)};
        port_uart_write(e, 2);
    } else {
        port_uart_write((const char *)&b, 1);
    }
}

static void tx_bytes(const void *data, size_t n)
{
    const uint8_t *p = data;
    tx_crc = crc32_update(tx_crc, p, n);
    for (size_t i = 0; i < n; i++)
        tx_raw(p[i]);
}

static void tx_begin(uint8_t type, uint8_t seq, uint32_t len)
{
    uint8_t h[HEADER];
    char sof = (char)PROTOCOL_SOF;
    wr16(h, len);
    h[2] = type;
    h[3] = seq;
    port_uart_write(&sof, 1);
    tx_crc = 0;
    tx_bytes(h, HEADER);
}

static void tx_end(void)
{
    uint8_t c[4];
    wr32(c, tx_crc);
    for (int i = 0; i < 4; i++)
        tx_raw(c[i]);
}

/* A whole frame; on the emulator it is routed as stdout whichever stream it carries. */
static void tx_frame(uint8_t type, uint8_t seq, const void *payload, uint32_t len)
{
    uint8_t stream = wispy_console_stream;
    wispy_console_stream = 0;
    tx_begin(type, seq, len);
    tx_bytes(payload, len);
    tx_end();
    wispy_console_stream = stream;
}

/* ---- receiving: a byte-at-a-time deframer ---- */

typedef struct rx {
    uint8_t *buf;
    uint32_t cap, n;
    uint8_t state; /* 0 hunting for SOF, 1 in a frame, 2 after ESC */
} rx_t;

/* Feed one byte; returns the frame's total length (header + payload) when one is complete
 * and its CRC holds, else 0. A bad frame is dropped silently: the sender retries. */
static uint32_t rx_feed(rx_t *r, uint8_t b)
{
    if (b == PROTOCOL_SOF) {
        r->state = 1;
        r->n = 0;
        return 0;
    }
    if (r->state == 0)
        return 0;
    if (r->state == 2) {
        b ^= PROTOCOL_ESC_XOR;
        r->state = 1;
    } else if (b == PROTOCOL_ESC) {
        r->state = 2;
        return 0;
    }
    if (r->n >= r->cap) {
        r->state = 0;
        return 0;
    }
    r->buf[r->n++] = b;
    if (r->n < HEADER)
        return 0;
    uint32_t total = HEADER + rd16(r->buf) + TRAILER;
    if (total > r->cap) {
        r->state = 0;
        return 0;
    }
    if (r->n < total)
        return 0;
    r->state = 0;
    uint32_t body = total - TRAILER;
    return crc32_update(0, r->buf, body) == rd32(r->buf + body) ? body : 0;
}

/* Wait for a frame for at most timeout_ms (0: for ever); its body length, or 0. */
static uint32_t rx_frame(rx_t *r, uint32_t timeout_ms)
{
    uint32_t start = port_ticks_ms();
    for (;;) {
        int c = port_read_byte();
        if (c >= 0) {
            uint32_t n = rx_feed(r, (uint8_t)c);
            if (n)
                return n;
            continue;
        }
        if (!timeout_ms) { /* the request loop: a Ctrl-C means nothing (and would keep it awake) */
            wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_INTR;
            port_wait_input(); /* idle: no wake-up until a byte comes */
            continue;
        }
        if (port_ticks_ms() - start >= timeout_ms)
            return 0;
        port_idle();
    }
}

/* ---- console output while attached: acknowledged OUT/ERR frames ---- */

static uint8_t ack_buf[HEADER + 4 + TRAILER];

/* Send one frame until the host acknowledges it; false (and detached) if it never does. */
static bool send_reliable(uint8_t type, const void *data, uint32_t len)
{
    rx_t r = {ack_buf, sizeof ack_buf, 0, 0};
    out_seq++;
    for (int tries = 0; tries < ACK_TRIES; tries++) {
        tx_frame(type, out_seq, data, len);
        uint32_t start = port_ticks_ms();
        while (port_ticks_ms() - start < ACK_TIMEOUT_MS) {
            uint32_t n = rx_frame(&r, ACK_TIMEOUT_MS);
            if (n && ack_buf[2] == T_ACK && ack_buf[3] == out_seq)
                return true;
        }
    }
    attached = false;
    return false;
}

/* Output is gathered into lines (at most OUT_CHUNK bytes) so that a print costs one frame. */
#define OUT_CHUNK 64
static char out_buf[OUT_CHUNK];
static uint8_t out_len, out_stream;

static void out_flush(void)
{
    if (out_len == 0)
        return;
    uint8_t n = out_len;
    out_len = 0;
    if (attached && send_reliable(out_stream ? T_ERR : T_OUT, out_buf, n))
        return;
    port_uart_write(out_buf, n); /* the host went away: the bytes go raw */
}

bool protocol_attached(void) { return attached; }

void protocol_ctrl_c(void)
{
    wispy_interrupt_pending |= WISPY_PENDING_INTR;
    if (vm.frame == NULL)
        return; /* no Python code runs (the request loop, a boot): only a program counts */
    uint32_t note = port_boot_note() + BOOT_CTRL_C;
    if (note >= 3 * BOOT_CTRL_C) { /* the program went on after two: reset, then serve */
        port_set_boot_note(BOOT_BREAK);
        port_reset();
    }
    port_set_boot_note(note);
}

/* Interrupts are off (a fault handler): the frame is not acknowledged, and the output
 * still gathered goes first, unacknowledged too (the host takes it by its seq). */
void protocol_fault(const uint32_t w[4])
{
    static const char names[3][7] = {": pc=", " lr=", " xpsr="};
    if (attached) {
        if (out_len)
            tx_frame(out_stream ? T_ERR : T_OUT, ++out_seq, out_buf, out_len);
        tx_frame(T_FAULT, ++out_seq, w, 16); /* little-endian: the words are the bytes */
        return;
    }
    sink_t con = {NULL, 0, true, NULL, 0};
    wispy_console_stream = 1;
    sink_str(&con, w[0] == 3 ? "\n*** HardFault" : "\n*** unexpected exception ");
    if (w[0] != 3)
        sink_int(&con, (int32_t)w[0]);
    for (int i = 0; i < 3; i++) {
        sink_str(&con, names[i]);
        sink_hex(&con, w[i + 1]);
    }
    sink_str(&con, "\n");
}

bool protocol_console_write(const char *buf, size_t len)
{
    if (!attached)
        return false;
    uint8_t stream = wispy_console_stream ? 1 : 0;
    if (out_len && stream != out_stream)
        out_flush();
    out_stream = stream;
    for (size_t i = 0; i < len; i++) {
        out_buf[out_len++] = buf[i];
        if (out_len == OUT_CHUNK || buf[i] == '\n')
            out_flush();
        if (!attached) {
            port_uart_write(buf + i + 1, len - i - 1);
            return true;
        }
    }
    return true;
}

/* ---- input() while attached: the host tool reads the line from its own stdin ----
 *
 * The prompt has gone out as OUT (flushed here). INPUT_REQ(u16 room) has the next output
 * seq; the board then waits, for as long as the user types, for LINE with that seq: u8 1
 * and the line's bytes (no line ending), or u8 0 at the end of the host's input. Until the
 * host acknowledges INPUT_REQ (it does at once, before it reads its stdin) or a LINE comes,
 * INPUT_REQ is sent again, 200 ms after the first send and then twice as long each time
 * (up to 3.2 s): a lost ACK must not make the board give up on a host that is busy waiting
 * for its user. The board answers every LINE with ACK(its seq), so a LINE lost on the way
 * is sent again by the host; one that comes again (the ACK was lost) is acknowledged and
 * dropped. The frame buffer (INPUT_MAX + 9 bytes) is on the heap only during the wait.
 * Ctrl-C and pin edges are served while waiting; nothing ends the wait but a LINE or
 * Ctrl-C (a host tool that went away sends INTR when the next one attaches). */
#define INPUT_MAX 256 /* the longest line; the host cuts a longer one and says so */

uint32_t protocol_input(void)
{
    out_flush();
    if (!attached)
        return OBJ_NULL; /* no host tool (or it went away): read the raw console */
    uint8_t room[2];
    wr16(room, INPUT_MAX);
    uint8_t *buf = gc_alloc(HEADER + 1 + INPUT_MAX + TRAILER);
    rx_t r = {buf, HEADER + 1 + INPUT_MAX + TRAILER, 0, 0};
    out_seq++;
    tx_frame(T_INPUT_REQ, out_seq, room, 2);
    uint32_t sent = port_ticks_ms(), wait = ACK_TIMEOUT_MS; /* wait 0: INPUT_REQ acknowledged */
    for (;;) {
        if (wispy_interrupt_pending)
            vm_pending(); /* Ctrl-C raises KeyboardInterrupt here; the buffer is garbage */
        if (wait && port_ticks_ms() - sent >= wait) {
            tx_frame(T_INPUT_REQ, out_seq, room, 2);
            sent = port_ticks_ms();
            wait = wait < 16 * ACK_TIMEOUT_MS ? 2 * wait : wait;
        }
        uint32_t n = rx_frame(&r, 50);
        if (n >= HEADER && buf[2] == T_ACK && buf[3] == out_seq)
            wait = 0;
        if (n < HEADER + 1 || buf[2] != T_LINE)
            continue; /* probes and stale acknowledgements are not for input() */
        tx_frame(T_ACK, buf[3], NULL, 0);
        if (buf[3] != out_seq)
            continue; /* a resend of an earlier line */
        if (buf[HEADER] == 0) {
            gc_free(buf);
            raise_msg(T_EOFError, "EOF when reading a line");
        }
        obj_t line = str_new((const char *)buf + HEADER + 1, n - HEADER - 1);
        gc_free(buf);
        return line;
    }
}

/* ---- the script region: images placed in its free part, and two commit records ----
 *
 *   page 0 .. D-1      images (D = N - RECORD_PAGES): the booting one, and room for the next
 *   page D, D+1        commit records 0 and 1
 *
 * A record is six words: magic, seq, first page, length, crc32(image), crc32(the first five
 * words); length 0 says "no script" (how the host frees the whole region when the old and
 * the new image do not fit in it together). The valid record (magic, check word, an image
 * inside the data pages that matches its crc) with the higher seq says what boots; with no
 * valid record, the image at the start of the region boots (a .hex file, load_image).
 * An update writes no page of the booting image (the board refuses it, whatever the host
 * asks): it erases the other record, writes the new image at the far end of the larger
 * free run beside the booting one (so images alternate between the region's ends and the
 * free run stays whole), verifies it, and writes its record last; a power cut at any moment
 * leaves the old record (old script) or the new one (new script) the newest valid one. */

#define RECORD_MAGIC 0x32505357u /* 'WSP2' (protocol 3's two-slot records were 'WSPR') */

typedef struct layout {
    const uint8_t *region;
    uint32_t page, data_pages; /* page size; pages that hold images (0: no region) */
} layout_t;

typedef struct booting {
    const uint8_t *rec;      /* its commit record; NULL: none, an image at page 0 boots */
    int which;               /* that record's index, -1 without one */
    uint32_t first, pages, length; /* where it lies (pages 0: no script) and its bytes */
} booting_t;

static layout_t layout(void)
{
    size_t size;
    layout_t s;
    s.region = port_script_region(&size);
    s.page = (uint32_t)port_flash_page_size();
    s.data_pages = (uint32_t)(size / s.page);
    s.data_pages = s.data_pages > RECORD_PAGES ? s.data_pages - RECORD_PAGES : 0;
    return s;
}

static const uint8_t *page_at(const layout_t *s, uint32_t page) { return s->region + page * s->page; }
static uint32_t pages_of(const layout_t *s, uint32_t length) { return (length + s->page - 1) / s->page; }

/* Record `i` if it is valid and its image (if any) matches it, else NULL. */
static const uint8_t *valid_record(const layout_t *s, int i)
{
    const uint8_t *r = page_at(s, s->data_pages + (uint32_t)i);
    if (s->data_pages == 0 || rd32(r) != RECORD_MAGIC || crc32_update(0, r, 20) != rd32(r + 20))
        return NULL;
    uint32_t first = rd32(r + 8), length = rd32(r + 12);
    if (first > s->data_pages || length > (s->data_pages - first) * s->page)
        return NULL;
    if (length == 0)
        return r; /* no script */
    return length >= IMAGE_HEADER_SIZE && crc32_update(0, page_at(s, first), length) == rd32(r + 16) ? r : NULL;
}

/* The newest valid record (its index in *which, -1 none), or NULL. */
static const uint8_t *newest_record(const layout_t *s, int *which)
{
    const uint8_t *r0 = valid_record(s, 0), *r1 = valid_record(s, 1);
    *which = r0 && (!r1 || (int32_t)(rd32(r0 + 4) - rd32(r1 + 4)) > 0) ? 0 : r1 ? 1 : -1;
    return *which < 0 ? NULL : *which ? r1 : r0;
}

/* What boots: the newest valid record's image, else the image at page 0 if its own CRC
 * holds (a .hex file's; a new image half written there is not one), else none. Returns the
 * record's index, -1 without one. */
static int booting(const layout_t *s, booting_t *b)
{
    b->rec = newest_record(s, &b->which);
    b->first = b->rec ? rd32(b->rec + 8) : 0;
    b->length = b->rec ? rd32(b->rec + 12) : 0;
    if (!b->rec && s->data_pages && memcmp(s->region, IMAGE_MAGIC, 2) == 0) {
        uint32_t length = 4 * rd16(s->region + 12);
        if (length >= IMAGE_HEADER_SIZE && length <= s->data_pages * s->page &&
            crc32_update(0, s->region + IMAGE_CRC_START, length - IMAGE_CRC_START) == rd32(s->region + 4))
            b->length = length;
    }
    b->pages = pages_of(s, b->length);
    return b->which;
}

/* May an update write this page? Only outside the booting image and the records. (Found
 * again at each request, as protocol 3 did: two CRCs of the images, ~0.1 s on the chip for
 * 94 KB; keeping it in RAM between requests cost the 16 KB board 4 B of heap.) */
static bool writable(const layout_t *s, uint32_t page)
{
    booting_t b;
    booting(s, &b);
    return page < s->data_pages && (page < b.first || page >= b.first + b.pages);
}

const uint8_t *protocol_boot_image(size_t *size)
{
    layout_t s = layout();
    int which;
    const uint8_t *r = newest_record(&s, &which);
    if (r == NULL) /* no update ever committed: an image from a .hex or load_image */
        return port_script_region(size);
    *size = rd32(r + 12); /* 0: "no script" */
    return page_at(&s, rd32(r + 8));
}

static bool page_erased(const uint8_t *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i += 4)
        if (rd32(p + i) != 0xffffffffu)
            return false;
    return true;
}

static bool erase_if_needed(const uint8_t *page, uint32_t size)
{
    return page_erased(page, size) || port_flash_erase_page(page);
}

/* ---- requests ---- */

static void soft_reset(void)
{
    uintptr_t start, end;
    port_heap_region(&start, &end);
    uint32_t boot_free = gc_stats.free_after_boot;
    machine_soft_reset(); /* no pin handler survives the heap it lives on */
    microbit_soft_reset(); /* nor a scroll that reads its text from there */
    radio_soft_reset();    /* nor the radio, which writes into its buffer there */
    gc_init(start, end);
    gc_stats.free_after_boot = boot_free;
    vm.frame = NULL;
    vm.globals = NULL;
    vm.exc = OBJ_NULL;
    vm.spare = NULL;
    vm.handler = NULL;
    vm.image = NULL;
    vm.n_qstr = vm.n_const = 0;
    vm.depth = 0;
    vm.modules = OBJ_NULL; /* the imported modules were on the old heap too */
    vm.fun_globals = OBJ_NULL;
}

static void reply(uint8_t type, uint8_t seq, const void *payload, uint32_t len)
{
    if (len <= sizeof cached) {
        cached_type = type;
        cached_len = (uint8_t)len;
        memcpy(cached, payload, len);
    } else {
        cached_type = 0;
    }
    tx_frame(type, seq, payload, len);
}

static void fail(uint8_t seq, uint8_t code, const char *msg)
{
    char text[64]; /* msg is compressed message text (wispy.messages): written out here */
    sink_t s = {text, 0, false, NULL, 0};
    sink_str(&s, msg);
    cached_type = 0;
    tx_begin(T_FAIL, seq, 1 + s.len);
    tx_bytes(&code, 1);
    tx_bytes(text, s.len);
    tx_end();
}

/* A *_DATA request: payload = u32 offset, then the bytes to put at dst + offset; refused
 * (with `code`, `msg`) when there is no buffer or the piece would pass `cap`. */
static void put_piece(uint8_t seq, uint8_t *dst, uint32_t cap, const uint8_t *p, uint32_t n,
                      uint8_t code, const char *msg)
{
    uint32_t off = n >= 4 ? rd32(p) : 0xffffffffu;
    if (dst == NULL || n < 4 || off > cap || n - 4 > cap - off) {
        fail(seq, code, msg);
        return;
    }
    memcpy(dst + off, p + 4, n - 4);
    reply(T_OK, seq, NULL, 0);
}

static void put_str(const char *s)
{
    uint8_t n = (uint8_t)strlen(s);
    tx_bytes(&n, 1);
    tx_bytes(s, n);
}

/* HELLO and INFO share one reply: versions, board, flash layout and use, heap. */
static void reply_info(uint8_t seq)
{
    layout_t s = layout();
    booting_t b;
    info_reply_t w = {
        .protocol = PROTOCOL_VERSION,
        .record = (uint8_t)booting(&s, &b), /* the booting record, 255: none */
        .image_version = IMAGE_VERSION,
        .abi = IMAGE_ABI_HASH,
        .script_start = (uint32_t)(uintptr_t)s.region,
        .script_size = (s.data_pages + RECORD_PAGES) * s.page,
        .page_size = s.page,
        .image_max = s.data_pages * s.page,
        .script_length = b.length,
        .script_seq = b.rec ? rd32(b.rec + 4) : 0, /* its commit sequence */
        .firmware_size = (uint32_t)port_firmware_size(),
        .heap_bytes = gc_stats.heap_bytes,
        .heap_free = gc_stats.heap_bytes - gc_stats.used_bytes, /* free now, frame buffer taken */
        .free_after_boot = gc_stats.free_after_boot,
    };
    const char *fw = WISPY_FIRMWARE_VERSION, *board = port_board_name();
    cached_type = 0;
    tx_begin(T_OK, seq, sizeof w + 2 + strlen(fw) + strlen(board));
    tx_bytes(&w, sizeof w); /* the struct is the record: little-endian, no padding (records.h) */
    put_str(fw);
    put_str(board);
    tx_end();
}

/* The record an update writes: never the booting one. */
static int target_record(const booting_t *b) { return b->which == 1 ? 0 : 1; }

static void flash_begin(uint8_t seq, const uint8_t *p, uint32_t n)
{
    layout_t s = layout();
    booting_t b;
    if (n < 4) {
        fail(seq, F_BAD_REQUEST, "FLASH_BEGIN needs a length");
        return;
    }
    uint32_t length = rd32(p), pages = pages_of(&s, length);
    if (length > s.data_pages * s.page) {
        fail(seq, F_TOO_BIG, "the image is larger than the script region");
        return;
    }
    int active = booting(&s, &b), t = target_record(&b);
    /* the far end of the larger free run beside the booting image */
    uint32_t below = b.first, above = s.data_pages - b.first - b.pages, first = 0;
    if (b.pages && above >= below)
        first = s.data_pages - pages;
    if (b.pages && pages > (above >= below ? above : below)) {
        fail(seq, F_NO_ROOM, "no room beside the booting script");
        return;
    }
    if (!erase_if_needed(page_at(&s, s.data_pages + (uint32_t)t), s.page)) {
        fail(seq, F_FLASH, "erasing the commit record failed");
        return;
    }
    /* the page CRCs where the new image goes and of the booting image: the host sends only
     * pages that are in neither, and has the board copy those that are in the booting one */
    uint32_t same = pages < b.pages ? pages : b.pages;
    flash_plan_t plan = {
        .target = (uint8_t)t,
        .booting = (uint8_t)active,
        .pages = (uint16_t)pages,
        .boot_length = b.length,
        .boot_crc = b.rec ? rd32(b.rec + 16) : 0,
        .first = (uint16_t)first,
        .boot_first = (uint16_t)b.first,
    };
    cached_type = 0;
    tx_begin(T_OK, seq, sizeof plan + 4 * (pages + same));
    tx_bytes(&plan, sizeof plan);
    for (uint32_t i = 0; i < pages + same; i++) {
        uint8_t c[4];
        wr32(c, crc32_update(0, page_at(&s, i < pages ? first + i : b.first + i - pages), s.page));
        tx_bytes(c, 4);
    }
    tx_end();
}

/* FLASH_PAGE: u16 page (of the region), u16 offset, data. A page is sent in pieces, in
 * order: the piece at offset 0 erases the page first; every piece is written and read back.
 * A retry of a piece (its reply lost) has the same seq and gets the cached reply. */
static void flash_page(uint8_t seq, const uint8_t *p, uint32_t n)
{
    layout_t s = layout();
    uint32_t index = n >= 4 ? rd16(p) : 0xffffu, off = n >= 4 ? rd16(p + 2) : 0, len = n - 4;
    if (n < 4 || !writable(&s, index) || off > s.page || len > s.page - off || ((off | len) & 3)) {
        fail(seq, F_BAD_REQUEST, "FLASH_PAGE: bad page, offset or length");
        return;
    }
    const uint8_t *page = page_at(&s, index);
    const uint8_t *data = p + 4; /* word-aligned: the frame buffer is, and 4 + 4 bytes precede */
    if (off == 0 && !erase_if_needed(page, s.page)) {
        fail(seq, F_FLASH, "erasing the page failed");
        return;
    }
    bool done = memcmp(page + off, data, len) == 0; /* a piece already written (a resend) */
    if (!done && (!page_erased(page + off, len) || !port_flash_write_words(page + off, (const uint32_t *)data, len / 4) ||
                  memcmp(page + off, data, len) != 0)) {
        fail(seq, F_FLASH, "the page did not verify after writing");
        return;
    }
    uint8_t written = 1;
    reply(T_OK, seq, &written, 1);
}

/* FLASH_COPY: u16 from, u16 to (pages of the region): a page of the booting image that the
 * new one has too, copied on the board. */
static void flash_copy(uint8_t seq, const uint8_t *p, uint32_t n)
{
    layout_t s = layout();
    uint32_t from = n >= 4 ? rd16(p) : 0xffffu, to = n >= 4 ? rd16(p + 2) : 0xffffu;
    if (from >= s.data_pages || !writable(&s, to)) {
        fail(seq, F_BAD_REQUEST, "FLASH_COPY: bad page");
        return;
    }
    const uint8_t *src = page_at(&s, from), *dest = page_at(&s, to);
    uint8_t changed = memcmp(dest, src, s.page) != 0;
    if (changed) {
        bool ok = port_flash_erase_page(dest);
        for (uint32_t off = 0; ok && off < s.page; off += 4) {
            uint32_t w;
            memcpy(&w, src + off, 4);
            ok = w == 0xffffffffu || port_flash_write_words(dest + off, &w, 1);
        }
        if (!ok || memcmp(dest, src, s.page) != 0) {
            fail(seq, F_FLASH, "the copied page did not verify");
            return;
        }
    }
    reply(T_OK, seq, &changed, 1);
}

/* FLASH_COMMIT: u32 length, u32 crc32, u16 first page. Checked, then the record written
 * (its check word last). Length 0 commits "no script". */
static void flash_commit(uint8_t seq, const uint8_t *p, uint32_t n)
{
    layout_t s = layout();
    booting_t b;
    if (n < 10) {
        fail(seq, F_BAD_REQUEST, "FLASH_COMMIT needs a length, a crc and a page");
        return;
    }
    booting(&s, &b);
    int t = target_record(&b);
    uint32_t r[6] = {RECORD_MAGIC, (b.rec ? rd32(b.rec + 4) : 0) + 1, rd16(p + 8), rd32(p), rd32(p + 4), 0};
    if (r[3] && (r[3] < IMAGE_HEADER_SIZE || r[2] > s.data_pages || r[3] > (s.data_pages - r[2]) * s.page ||
                 crc32_update(0, page_at(&s, r[2]), r[3]) != r[4])) {
        fail(seq, F_CHECKSUM, "the written image does not match its checksum");
        return;
    }
    r[5] = crc32_update(0, (const uint8_t *)r, 20); /* little-endian: the words are the bytes */
    const uint8_t *rec = page_at(&s, s.data_pages + (uint32_t)t);
    if (!erase_if_needed(rec, s.page) || !port_flash_write_words(rec, r, 6) || valid_record(&s, t) == NULL) {
        fail(seq, F_FLASH, "the commit record did not verify after writing");
        return;
    }
    uint8_t ok[5];
    wr32(ok, r[1]);
    ok[4] = (uint8_t)t;
    reply(T_OK, seq, ok, 5);
}

static void erase_all(uint8_t seq)
{
    layout_t s = layout();
    for (uint32_t i = s.data_pages + RECORD_PAGES; i-- > 0;) /* the records first */
        if (!erase_if_needed(page_at(&s, i), s.page)) {
            fail(seq, F_FLASH, "erasing the script region failed");
            return;
        }
    reply(T_OK, seq, NULL, 0);
}

/* Run the image in the heap buffer `img` (verified exactly as a flashed one). */
static void run_ram_image(uint8_t seq, const uint8_t *img, uint32_t length)
{
    vm.image = img; /* a GC root from here on: the buffer outlives the run's collections */
    uint8_t ok = 0;
    reply(T_OK, seq, &ok, 1);
    int status = 2;
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_INTR; /* a Ctrl-C; pin edges stay pending */
    if (image_verify(img, length))
        status = vm_run_module(image_code(NULL, 0)); /* constant 0: the main module's code */
    out_flush();
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_INTR; /* a Ctrl-C; pin edges stay pending */
    uint8_t st[4];
    wr32(st, (uint32_t)status);
    if (attached)
        send_reliable(T_DONE, st, 4);
}

/* Run one REPL input: the session image (in the heap buffer `img`, docs/protocol.md) is
 * verified whole, then its entry code runs as a function whose globals are the session's
 * dict, so names persist from input to input. DONE says the status and whether the input's
 * code is still in use (a traceback holds its frame): if not, the host writes the next
 * input's code over its bytes. */
static void run_repl_input(uint8_t seq, const uint8_t *img, uint32_t length)
{
    uint8_t ok = 0;
    reply(T_OK, seq, &ok, 1);
    int status = 2;
    bool held = false;
    dict_t *globals = vm.globals;
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_INTR; /* a Ctrl-C; pin edges stay pending */
    if (globals != NULL && image_verify(img, length)) {
        handler_t eh;
        frame_t *volatile frame = NULL;
        status = 0;
        if (ERR_TRY(&eh)) {
            vm_run_input(image_code(NULL, 0), globals, &frame); /* this input's code */
            err_pop(&eh);
            held = vm_input_done(frame);
        } else {
            status = 1;
            held = vm_input_done(frame);
            vm.frame = NULL; /* as vm_run_module: the input is over */
            exc_print_traceback(vm.exc);
        }
        vm.frame = NULL;
        vm.exc = OBJ_NULL;
        vm.depth = 0;
        vm.globals = globals;
    }
    vm.image = img; /* keep the session alive even after a refusal */
    out_flush();
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_INTR; /* a Ctrl-C; pin edges stay pending */
    uint8_t st[5];
    wr32(st, (uint32_t)status);
    st[4] = held;
    if (attached)
        send_reliable(T_DONE, st, 5);
}

/* A fresh __main__ namespace for a REPL session; false without memory. */
static bool repl_globals(void)
{
    handler_t eh;
    if (!ERR_TRY(&eh))
        return false;
    dict_t *globals = obj_ptr(dict_new());
    dict_store(globals, qstr_obj(Q___name__), qstr_obj(Q___main__));
    vm.globals = globals;
    err_pop(&eh);
    return true;
}

#define FRAME_MAX (HEADER + 8 + PROTOCOL_MAX_DATA + TRAILER)

void protocol_serve(void)
{
    /* Both live in the heap and are kept alive by these stack words: the collector scans
     * this frame conservatively, and volatile keeps the pointers in it. */
    uint8_t *volatile buf = NULL;
    uint8_t *volatile ram_image = NULL;
    uint8_t *volatile session = NULL; /* the REPL's image: vm.image keeps it alive too */
    uint32_t ram_len = 0, session_cap = 0;
    rx_t r = {NULL, 0, 0, 0};
    out_flush();
    soft_reset();
    for (;;) {
        port_set_boot_note(0); /* a host got through: Ctrl-C is counted afresh */
        if (buf == NULL) {
            buf = gc_try_alloc(FRAME_MAX);
            if (buf == NULL) { /* the program left no room: start afresh */
                soft_reset();
                ram_image = NULL;
                session = NULL;
                continue;
            }
            r.buf = buf;
            r.cap = FRAME_MAX;
            r.state = 0;
        }
        uint32_t n = rx_frame(&r, 0);
        uint8_t type = buf[2], seq = buf[3];
        const uint8_t *p = buf + HEADER;
        n -= HEADER;
        if (type == T_ACK)
            continue; /* a late acknowledgement of output */
        if (type != T_HELLO && (int16_t)seq == last_seq && cached_type) {
            /* a retry whose reply was lost: answer again, do not do it twice (requests
             * whose reply is not cached are idempotent and simply run again) */
            tx_frame(cached_type, seq, cached, cached_len);
            continue;
        }
        last_seq = seq;
        switch (type) {
        case T_HELLO:
            attached = true;
            reply_info(seq);
            break;
        case T_INFO:
            reply_info(seq);
            break;
        case T_FLASH_BEGIN:
            flash_begin(seq, p, n);
            break;
        case T_FLASH_PAGE:
            flash_page(seq, p, n);
            break;
        case T_FLASH_COPY:
            flash_copy(seq, p, n);
            break;
        case T_FLASH_COMMIT:
            flash_commit(seq, p, n);
            break;
        case T_ERASE:
            erase_all(seq);
            break;
        case T_SOFT_RESET:
            soft_reset();
            buf = NULL;
            ram_image = NULL;
            session = NULL;
            reply(T_OK, seq, NULL, 0);
            break;
        case T_RESET:
            reply(T_OK, seq, NULL, 0);
            port_reset();
        case T_RUN_BEGIN: {
            uint32_t length = n >= 4 ? rd32(p) : 0;
            soft_reset(); /* a fresh heap: this frame buffer first, the image after it */
            session = NULL;
            buf = gc_try_alloc(FRAME_MAX);
            r.buf = buf;
            ram_image = buf ? gc_try_alloc(length) : NULL;
            ram_len = length;
            if (length < IMAGE_HEADER_SIZE || ram_image == NULL) {
                ram_image = NULL;
                fail(seq, F_NO_MEMORY, "the image does not fit in the heap");
            } else {
                reply(T_OK, seq, NULL, 0);
            }
            if (buf == NULL) {
                soft_reset();
                ram_image = NULL;
            }
            break;
        }
        case T_RUN_DATA:
            put_piece(seq, ram_image, ram_len, p, n, F_BAD_REQUEST, "RUN_DATA outside the image");
            break;
        case T_REPL_BEGIN: {
            uint32_t cap = n >= 4 ? rd32(p) : 0;
            soft_reset();
            ram_image = NULL;
            buf = gc_try_alloc(FRAME_MAX);
            r.buf = buf;
            session = buf ? gc_try_alloc(cap) : NULL; /* zeroed: the host sends only what is not */
            session_cap = cap;
            vm.image = session;
            if (session == NULL || cap < IMAGE_HEADER_SIZE || !repl_globals()) {
                session = NULL;
                vm.image = NULL;
                fail(seq, F_NO_MEMORY, "no room in the heap for a REPL session");
            } else {
                reply(T_OK, seq, NULL, 0);
            }
            if (buf == NULL)
                soft_reset();
            break;
        }
        case T_REPL_DATA:
            put_piece(seq, session, session_cap, p, n, F_TOO_BIG, "the REPL session is full");
            break;
        case T_REPL_GO: {
            uint32_t length = n >= 4 ? rd32(p) : 0;
            if (session == NULL || length > session_cap) {
                fail(seq, F_BAD_REQUEST, "REPL_GO with no session");
                break;
            }
            gc_free(buf);
            buf = NULL;
            run_repl_input(seq, session, length);
            break;
        }
        case T_RUN_GO: {
            if (ram_image == NULL) {
                fail(seq, F_BAD_REQUEST, "RUN_GO with no image");
                break;
            }
            uint8_t *img = ram_image;
            gc_free(buf); /* the program gets the frame buffer's room */
            buf = NULL;
            ram_image = NULL;
            run_ram_image(seq, img, ram_len);
            break;
        }
        default:
            fail(seq, F_BAD_REQUEST, "unknown request type");
            break;
        }
    }
}
