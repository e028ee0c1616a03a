# CPython's OSError subclasses, picked by OSError(errno, strerror); the other exception names
# and their bases; IOError and EnvironmentError are OSError
import errno
for n in (errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EPERM, errno.EISDIR, errno.EAGAIN,
          errno.ETIMEDOUT, errno.ECONNRESET, errno.ECONNREFUSED, errno.ECONNABORTED, errno.EINVAL, 999):
    e = OSError(n, "text")
    print(type(e).__name__, e.errno, e.strerror, str(e), isinstance(e, OSError))
print(type(OSError(2)).__name__, type(OSError("2", "x")).__name__, type(OSError()).__name__)
print(repr(FileNotFoundError(2, "nf")), type(FileNotFoundError("x")).__name__)
try:
    raise OSError(errno.ENOENT, "missing")
except FileNotFoundError as e:
    print("caught", type(e).__name__, e.errno)
try:
    open("no such file here")
except FileNotFoundError as e:
    print("open:", type(e).__name__, e.errno)
print(IOError is OSError, EnvironmentError is OSError)
for c in (FileNotFoundError, FileExistsError, PermissionError, IsADirectoryError, NotADirectoryError,
          BlockingIOError, InterruptedError, ChildProcessError, ProcessLookupError, ConnectionError,
          BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError, ConnectionResetError,
          TimeoutError, FloatingPointError, BufferError, ReferenceError, UnicodeDecodeError,
          UnicodeEncodeError, UnicodeTranslateError, SyntaxWarning, FutureWarning,
          PendingDeprecationWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning,
          EncodingWarning):
    print(c.__name__, [b.__name__ for b in (OSError, ConnectionError, ArithmeticError, ValueError,
                                            UnicodeError, Warning, Exception) if issubclass(c, b)])
try:
    raise BrokenPipeError("bp")
except ConnectionError as e:
    print(repr(e))
