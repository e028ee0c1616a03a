# errno.py - the errno module as MicroPython has it, in the frozen library (docs/language.md,
# "string, errno"): the error numbers of OSError(errno, strerror) (Linux's values, as CPython's
# on Linux and MicroPython's) and errorcode, number -> name.
EPERM = 1
ENOENT = 2
EIO = 5
EBADF = 9
EAGAIN = 11
ENOMEM = 12
EACCES = 13
EEXIST = 17
ENODEV = 19
EISDIR = 21
EINVAL = 22
ENOSPC = 28
EOPNOTSUPP = 95
EADDRINUSE = 98
ECONNABORTED = 103
ECONNRESET = 104
ENOBUFS = 105
ENOTCONN = 107
ETIMEDOUT = 110
ECONNREFUSED = 111
EHOSTUNREACH = 113
EALREADY = 114
EINPROGRESS = 115
errorcode = {}
for name, value in list(globals().items()):
    if name.isupper():
        errorcode[value] = name
del name, value
