# errno and OSError's errno/strerror: numbers as CPython's on Linux, errorcode, the
# "[Errno N] text" str of a two-argument OSError, None with another number of arguments
# (CPython makes OSError(2, ...) a FileNotFoundError, ...: wispy has not those subclasses)
import errno

names = ['EPERM', 'ENOENT', 'EIO', 'EBADF', 'EAGAIN', 'ENOMEM', 'EACCES', 'EEXIST', 'ENODEV',
         'EISDIR', 'EINVAL', 'ENOSPC', 'EOPNOTSUPP', 'EADDRINUSE', 'ECONNABORTED', 'ECONNRESET',
         'ENOBUFS', 'ENOTCONN', 'ETIMEDOUT', 'ECONNREFUSED', 'EHOSTUNREACH', 'EALREADY',
         'EINPROGRESS']
for name in names:
    value = getattr(errno, name)
    # (CPython's errorcode names 95 ENOTSUP, an alias wispy's has not)
    print(name, value, errno.errorcode[value] == name or value == 95)
print(errno.errorcode.get(100000))
e = OSError(errno.EIO, 'I/O error')
print(e.errno, e.strerror, e.args, str(e))
print(OSError('only text').errno, OSError('only text').strerror, str(OSError('only text')))
print(OSError().errno, str(OSError()))
e = TimeoutError(errno.ETIMEDOUT, 'timed out')
print(e.errno, e.strerror, str(e), isinstance(e, OSError))
try:
    raise OSError(errno.ENOSPC, 'No space left on device')
except OSError as err:
    print('caught', err.errno == errno.ENOSPC, err)
try:
    ValueError(1, 2).errno
except AttributeError as err:
    print('AttributeError', err)
try:
    errno.ENOTANERROR
except AttributeError as err:
    print('AttributeError', err)
raise OSError('the disk is gone')
