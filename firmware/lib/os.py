# os.py - files in the flash beside the script region (docs/boards.md, "Files"): a flat,
# log-structured file system over _fs's flash primitives (firmware/core/mod_fs.c). The
# builtin open() is this module's. A file is written as chunks, then committed by the one
# word that makes its meta chunk valid; the old version stays until then.
import _fs

# 128-byte chunks, 8 to a 1 KB page. Word 0: the header, version << 8 | index (all ones:
# free). Index 0: the meta chunk, words 1-2 u16 length, u8 name length, 0; u32 0 once
# removed; the name from byte 12. Index k > 0: bytes 4-127 hold the file's bytes
# (k-1)*124 .. k*124.
_N = _fs.size() >> 7
_K = set()  # versions being written or read: never collected
_V = 0  # the highest version seen
_F = None  # blank chunks outside the spare page, while known
_G = 0  # counts collections: a reader looks its chunks up again after one
# OSError(n, 'ENOENT') prints as '[Errno n] ENOENT' and has .errno (obj_exc.c, as CPython's).
# (No name here is `e`: a library name is a qstr, and math.e must stay a member text.)


def _S(x=None):
    # -> (the header of each chunk, {name: (version, chunk, length)} of the newest version
    # of each file not removed, [(version, chunk)] of every such version of file x)
    global _V
    t = []
    f = {}
    a = []
    for s in range(_N):
        k = _fs.word(s << 7)
        t.append(k)
        if k >= 0:
            _V = max(_V, k >> 8)
        if k >= 0 and k & 255 == 0:
            h = _fs.read(s << 7, 12)
            if h[7] == 0 and h[8] == 255 and 0 < h[6] < 117:
                try:
                    n = _fs.read((s << 7) + 12, h[6]).decode()
                except ValueError:
                    continue
                if n == x:
                    a.append((k >> 8, s))
                if n not in f or f[n][0] < k >> 8:
                    f[n] = (k >> 8, s, h[4] | h[5] << 8)
    return t, f, a


def _A():
    # A blank chunk outside the spare page (a blank page kept for collecting). When there is
    # none: a page whose every chunk is a copy, garbage or blank is erased, or else the live
    # chunks (z: their versions) of the page with most garbage move to the spare page (o),
    # and it is erased. A collection cut halfway leaves copies, erased by the next one.
    global _F, _G
    while not _F:
        t, f, y = _S()
        z = {j[0] for j in f.values()} | _K
        a = []
        o = y = None
        x = 0
        for p in range(_N >> 3):
            b = [s for s in range(p * 8, p * 8 + 8) if t[s] == -1 and _fs.blank(s << 7, 128)]
            # b: blank chunks, u: live ones that are only here
            u = [s for s in range(p * 8, p * 8 + 8) if t[s] >= 0 and t[s] >> 8 in z and t.count(t[s]) == 1]
            if len(b) == 8 and o is None:
                o = p
                continue
            a += b
            if len(b) < 8 and not u:
                y = p  # nothing here is only here
                break
            if 8 - len(b) - len(u) > x:
                x = 8 - len(b) - len(u)
                y = p, u
        if o is not None and a:
            _F = a
        elif type(y) is int:
            _fs.erase(y << 10)
        elif o is None or y is None:
            raise OSError(28, 'ENOSPC')
        else:
            for i, s in enumerate(y[1]):
                d = _fs.read(s << 7, 128)
                _fs.write((o * 8 + i << 7) + 4, d[4:])
                _fs.write(o * 8 + i << 7, d[:4])
            _fs.erase(y[0] << 10)
            _G += 1
    return _F.pop()


class FileIO:
    def __init__(s, name, mode='r'):
        global _V
        if mode not in ('r', 'w', 'a', 'rb', 'wb', 'ab'):
            raise ValueError('invalid mode: %r' % mode)
        if type(name) is not str:
            raise TypeError('expected str, not %s' % type(name).__name__)
        s.name = name
        s.b = 'b' in mode
        s.w = mode[0] != 'r'
        s.c = s.p = s.l = s.k = 0
        s.g = -1
        j = _S()[1].get(name)
        if s.w:
            if not 0 < len(name.encode()) < 117:
                raise OSError(22, 'EINVAL')
            _V += 1
            s.v = _V
            s.d = b''
            _K.add(_V)
            if mode[0] == 'a' and j:
                with FileIO(name, 'rb') as r:
                    while r.p < r.l:
                        s._p(r._r(124))
        elif j:
            s.v = j[0]
            s.l = j[2]
            _K.add(s.v)
        else:
            raise OSError(2, 'ENOENT')

    def _o(s, w):
        if s.c:
            raise ValueError('I/O operation on closed file.')
        if s.w != w:
            raise OSError(9, 'EBADF')

    def _r(s, n):
        # up to n bytes from the position, inside one chunk
        i = s.p // 124
        o = s.p - i * 124
        n = min(124 - o, s.l - s.p, n)
        if n <= 0:
            return b''
        if s.g != _G:
            s.g = _G
            s.t = _S()[0]
        s.p += n
        return _fs.read((s.t.index(s.v << 8 | i + 1) << 7) + 4 + o, n)

    def read(s, n=-1):
        return s._g(n, b'')

    def readline(s):
        return s._g(-1, b'\n')

    def _g(s, n, x):
        # up to n bytes (n < 0: all), and no further than the first x
        s._o(0)
        r = []
        while n:
            d = s._r(124 if n < 0 else n)
            i = x and d.find(x) + 1
            if i:
                s.p -= len(d) - i
                d = d[:i]
            if not d:
                break
            r.append(d)
            n = 0 if i else n - len(d)
        r = b''.join(r)
        return r if s.b else r.decode()

    def readlines(s):
        return list(s)

    def __iter__(s):
        return s

    __enter__ = __iter__

    def __next__(s):
        r = s.readline()
        if r:
            return r
        raise StopIteration

    def write(s, d):
        s._o(1)
        if (type(d) is str) == s.b:
            raise TypeError('write() argument must be %s, not %s' % (('str', 'bytes')[s.b], type(d).__name__))
        s._p(bytes(d) if s.b else d.encode())
        return len(d)

    def _p(s, d):
        # d after the bytes of the current chunk (s.d): each chunk filled goes to the flash
        s.l += len(d)
        i = 0
        while len(s.d) + len(d) - i >= 124:
            j = i + 124 - len(s.d)
            s._c(s.d + d[i:j], s.k + 1)
            s.d = b''
            i = j
        s.d += d[i:]

    def _c(s, d, i):
        # d at a blank chunk, then its header (the word that makes it count)
        if i > 255 or s.l > 65535:
            raise OSError(28, 'ENOSPC')
        q = _A() << 7
        _fs.write(q + 4, d)
        _fs.write(q, (s.v << 8 | i).to_bytes(4, 'little'))
        if i:
            s.k = i

    def close(s):
        if s.c:
            return
        s.c = 1
        try:
            if s.w:
                if s.d:
                    s._c(s.d, s.k + 1)
                n = s.name.encode()
                s._c(bytes((s.l & 255, s.l >> 8, len(n), 0, 255, 255, 255, 255)) + n, 0)
        finally:
            _K.discard(s.v)

    def __exit__(s, *a):
        s.close()


open = FileIO


def listdir():
    return sorted(_S()[1])


def size(name):
    j = _S()[1].get(name)
    if j:
        return j[2]
    raise OSError(2, 'ENOENT')


def remove(name):
    # every version of it, oldest first: a cut halfway leaves the newest
    a = sorted(_S(name)[2])
    if not a:
        raise OSError(2, 'ENOENT')
    for j in a:
        _fs.write((j[1] << 7) + 8, bytes(4))


def uname():
    from collections import namedtuple
    return namedtuple('uname_result', 'sysname nodename release version machine')(
        'microbit', 'microbit', '0.1.0', 'wispy 0.1.0', 'micro:bit v1 with nRF51822')
