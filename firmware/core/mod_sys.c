/* mod_sys.c — the `sys` module: exit, print_exception, stdout/stderr.write, argv, maxsize,
 * modules, byteorder and platform; version & co are firmware/lib/_sys.py. */
#include "module.h"
#include "obj_exc.h"
#include "obj_int.h"
#include "obj_str.h"
#include "runtime.h"

#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- sys ---------------------------------------------------------------------------- */

static const struct {
    const type_t *type;
    uint16_t len;
    char data[6];
} s_wispy = {&types[T_STR], 5, "wispy"}, s_little = {&types[T_STR], 6, "little"};
FN(sys, exit)
{
    (void)kw;
    obj_t call[2] = {type_obj(T_SystemExit), n ? a[0] : OBJ_NONE};
    raise_obj(exc_make(n, call + 1, 0, NULL));
}
FN(sys, print_exception)
{
    (void)kw;
    exc_print_traceback(a[0]);
    return OBJ_NONE;
}
FN(sys, write)
{
    (void)kw;
    if (!str_check(a[0]))
        raise_TypeError("write() argument must be str, not %t", a[0]);
    sink_t con = {NULL, 0, true, NULL, 0};
    size_t len;
    const char *p = str_data(a[0], &len);
    sink_write(&con, p, len);
    return int_from_i32((int32_t)str_len(a[0]));
}
static const modattr_t stdout_attrs[] = {A(sys, write)};
static const module_t m_stdout = {&types[T_MODULE], NULL, stdout_attrs, "stdout", 1, 0};
/* version, version_info, hexversion, implementation, path: firmware/lib/_sys.py */
#define SYS_LIB(name) MEMBER_INT(name, MARK_LIBRARY + Q__sys)
static const modattr_t sys_attrs[] = {
    MEMBER_INT(argv, MARK_ARGV), MEMBER_OBJ(byteorder, &s_little), A(sys, exit), SYS_LIB(hexversion),
    SYS_LIB(implementation), MEMBER_INT(maxsize, MARK_MAXSIZE), MEMBER_INT(modules, MARK_MODULES),
    SYS_LIB(path), MEMBER_OBJ(platform, &s_wispy), A(sys, print_exception), MEMBER_OBJ(stderr, &m_stdout),
    MEMBER_OBJ(stdout, &m_stdout), SYS_LIB(version), SYS_LIB(version_info),
};


MODULE_DEF(sys);
