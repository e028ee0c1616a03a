# io.py - io.StringIO and io.BytesIO in the frozen library (docs/language.md, "io"): a file
# in memory, its text (or bytes) one value that a write rebuilds. Attribute names reuse the
# firmware's qstrs: value (the contents), start (the position), sep (the line end), fill
# (what a write past the end pads with).


class _IO:
    closed = False

    def __init__(self, value=None):
        if value is None:
            value = self.fill[:0]
        self.value = self._data(value)
        self.start = 0

    def _live(self):
        if self.closed:  # (StringIO's message has no full stop)
            raise ValueError('I/O operation on closed file.'[:-1 if type(self.sep) is str else None])

    def getvalue(self):
        self._live()
        return self.value

    def write(self, string):
        self._live()
        string = self._data(string)
        value, start = self.value, self.start
        if start > len(value):
            value += self.fill * (start - len(value))
        self.value = value[:start] + string + value[start + len(string):]
        self.start = start + len(string)
        return len(string)

    def writelines(self, lines):
        for string in lines:
            self.write(string)

    def read(self, size=-1):
        self._live()
        start = self.start
        string = self.value[start:] if size is None or size < 0 else self.value[start:start + size]
        self.start = start + len(string)
        return string

    def readline(self, size=-1):
        self._live()
        start = self.start
        end = self.value.find(self.sep, start) + 1 or len(self.value)
        if size is not None and size >= 0:
            end = min(end, start + size)
        string = self.value[start:end]
        self.start = start + len(string)
        return string

    def readlines(self, hint=-1):
        return list(self)

    def tell(self):
        self._live()
        return self.start

    def truncate(self, size=None):
        self._live()
        if size is None:
            size = self.start
        if size < 0:
            raise ValueError('Negative size value %d' % size)
        self.value = self.value[:size]
        return size

    def _whence(self, whence):
        if whence not in (0, 1, 2):
            raise ValueError('%s whence (%d, should be 0, 1 or 2)'
                             % ('Invalid' if type(self.sep) is str else 'invalid', whence))
        return (0, self.start, len(self.value))[whence]

    def close(self):
        self.closed = True

    def flush(self):
        self._live()

    def readable(self):
        self._live()
        return True

    writable = seekable = readable

    def __enter__(self):
        self._live()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        if self.closed:  # (IOBase's message, a full stop for StringIO too)
            raise ValueError('I/O operation on closed file.')
        return self

    def __next__(self):
        string = self.readline()
        if not string:
            raise StopIteration
        return string


class StringIO(_IO):
    sep = chr(10)  # (not a one-character qstr: see string.py)
    fill = chr(0)

    def _data(self, string):
        if not isinstance(string, str):
            raise TypeError("string argument expected, got '%s'" % type(string).__name__)
        return string

    def seek(self, pos, whence=0):
        self._live()
        if whence == 0 and pos < 0:
            raise ValueError('Negative seek position %d' % pos)
        if whence and pos:
            raise OSError("Can't do nonzero cur-relative seeks")  # (CPython'string, for whence 2 too)
        self.start = pos + self._whence(whence)
        return self.start


class BytesIO(_IO):
    sep = b'\n'
    fill = bytes(1)

    def _data(self, string):
        if not isinstance(string, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(string).__name__)
        return bytes(string)

    def seek(self, pos, whence=0):
        self._live()
        if whence == 0 and pos < 0:
            raise ValueError('negative seek value %d' % pos)
        self.start = max(0, pos + self._whence(whence))
        return self.start
