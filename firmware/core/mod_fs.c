/* mod_fs.c — `_fs`, the flash primitives under the file system of firmware/lib/os.py: read,
 * program and erase the board's files region (port_files_region), by byte offset into it.
 * Everything else (chunks, commits, garbage collection) is Python (docs/boards.md, "Files"). */
#include <string.h>

#include "module.h"
#include "obj_bytes.h"
#include "port.h"
#include "runtime.h"

/* The n bytes at offset a of the region (a ValueError when outside it). */
static const uint8_t *at(obj_t a, size_t n)
{
    size_t size;
    const uint8_t *r = port_files_region(&size);
    int32_t off = module_arg_int(a);
    if (off < 0 || (size_t)off > size || n > size - (size_t)off)
        raise_ValueError("outside the files region");
    return r + off;
}

static NORETURN void io_error(void)
{
    raise_msg(T_OSError, "[Errno 5] EIO");
}

MODULE_FN(_fs, size)
{
    (void)a, (void)kw;
    size_t size;
    port_files_region(&size);
    return small_obj((int32_t)size);
}

MODULE_FN(_fs, read)
{
    (void)kw;
    int32_t len = module_arg_int(a[1]);
    if (len < 0)
        len = 0;
    return bytes_new(at(a[0], (size_t)len), (size_t)len);
}

/* The word at offset a (4-aligned), as a signed int: a chunk's header, read without a
 * bytes object (the scan reads 160 of them at each operation); -2 for a word that is no
 * small int (no header is: data not the file system's), so that it costs no heap. */
MODULE_FN(_fs, word)
{
    (void)kw;
    const uint8_t *p = at(a[0], 4);
    int32_t w;
    memcpy(&w, p, 4);
    return small_obj(w >= -0x40000000 && w < 0x40000000 ? w : -2);
}

/* Whether the n bytes at offset a are all erased (0xff). */
MODULE_FN(_fs, blank)
{
    (void)kw;
    int32_t len = module_arg_int(a[1]);
    const uint8_t *p = at(a[0], len < 0 ? 0 : (size_t)len);
    while (len-- > 0)
        if (*p++ != 0xff)
            return OBJ_FALSE;
    return OBJ_TRUE;
}

/* Program data at offset a (4-aligned), padded with 0xff to whole words. */
MODULE_FN(_fs, write)
{
    (void)kw;
    size_t len;
    if (!bytes_check(a[1]))
        raise_TypeError("write() needs bytes");
    const uint8_t *p = bytes_data(a[1], &len);
    const uint8_t *d = at(a[0], len);
    if ((uintptr_t)d & 3u)
        raise_ValueError("outside the files region");
    for (size_t i = 0; i < len; i += 4) {
        uint32_t w = 0xffffffffu;
        memcpy(&w, p + i, len - i < 4 ? len - i : 4);
        if (!port_flash_write_words(d + i, &w, 1))
            io_error();
    }
    return OBJ_NONE;
}

MODULE_FN(_fs, erase)
{
    (void)kw;
    if (!port_flash_erase_page(at(a[0], port_flash_page_size())))
        io_error();
    return OBJ_NONE;
}

static const modattr_t _fs_attrs[] = {MODULE_ATTR(_fs, blank), MODULE_ATTR(_fs, erase), MODULE_ATTR(_fs, read),
                                      MODULE_ATTR(_fs, size),  MODULE_ATTR(_fs, word),  MODULE_ATTR(_fs, write)};
MODULE_DEF(_fs);
