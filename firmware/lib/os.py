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
_B = b'\xff' * 128
_keep = set()  # versions being written or read: never collected
_v = 0  # the highest version seen
_free = None  # blank chunks outside the spare page, while known
_gen = 0  # counts collections: a reader looks its chunks up again after one


class OSError(OSError):
    def __str__(s):
        return '[Errno %d] %s' % s.args

    errno = property(lambda s: s.args[0])


def _blank(s):
    return _fs.read(s << 7, 128) == _B


def _scan():
    # -> (header of each chunk, [(version, chunk, name, length)] of files not removed,
    # {name: the newest of those})
    global _v
    t = []
    m = []
    for s in range(_N):
        h = _fs.read(s << 7, 16)
        k = int.from_bytes(h[:4], 'little', signed=True)
        t.append(k)
        if k >= 0:
            _v = max(_v, k >> 8)
            if k & 255 == 0 and h[7] == 0 and h[8] == 255 and 0 < h[6] < 117:
                try:
                    m.append((k >> 8, s, _fs.read((s << 7) + 12, h[6]).decode(), h[4] | h[5] << 8))
                except ValueError:
                    pass
    return t, m, {e[2]: e for e in sorted(m)}


def _alloc():
    # A blank chunk outside the spare page (a blank page kept for collecting). When there is
    # none: a page whose every chunk is a copy, garbage or blank is erased, or else the live
    # chunks of the page with most garbage move to the spare page and it is erased.
    global _free, _gen
    while not _free:
        t, m, f = _scan()
        live = {e[0] for e in f.values()} | _keep
        fr = []
        sp = vic = None
        most = 0
        for p in range(_N >> 3):
            b = [s for s in range(p * 8, p * 8 + 8) if t[s] == -1 and _blank(s)]
            # the live chunks that are only here (a cut collection leaves copies)
            mine = [s for s in range(p * 8, p * 8 + 8) if t[s] >= 0 and t[s] >> 8 in live and t.count(t[s]) == 1]
            if len(b) == 8 and sp is None:
                sp = p
                continue
            fr += b
            if len(b) < 8 and not mine:
                vic = p  # nothing here is only here
                break
            if 8 - len(b) - len(mine) > most:
                most = 8 - len(b) - len(mine)
                vic = p, mine
        if sp is not None and fr:
            _free = fr
        elif type(vic) is int:
            _fs.erase(vic << 10)
        elif sp is None or vic is None:
            raise OSError(28, 'ENOSPC')
        else:
            for i, s in enumerate(vic[1]):
                d = _fs.read(s << 7, 128)
                _fs.write((sp * 8 + i << 7) + 4, d[4:])
                _fs.write(sp * 8 + i << 7, d[:4])
            _fs.erase(vic[0] << 10)
            _gen += 1
    return _free.pop()


class FileIO:
    def __init__(s, name, mode='r'):
        global _v
        if mode not in ('r', 'w', 'a', 'rb', 'wb', 'ab', 'rt', 'wt', 'at'):
            raise ValueError('invalid mode: %r' % mode)
        if type(name) is not str:
            raise TypeError('expected str, not %s' % type(name).__name__)
        s.name = name
        s.b = 'b' in mode
        s.w = mode[0] != 'r'
        s.c = s.p = s.l = s.k = 0
        s.g = -1
        e = _scan()[2].get(name)
        if s.w:
            if not 0 < len(name.encode()) < 117:
                raise OSError(22, 'EINVAL')
            _v += 1
            s.v = _v
            s.d = b''
            _keep.add(_v)
            if mode[0] == 'a' and e:
                with FileIO(name, 'rb') as r:
                    while r.p < r.l:
                        s._put(r._rd(124))
        elif e:
            s.v = e[0]
            s.l = e[3]
            _keep.add(s.v)
        else:
            raise OSError(2, 'ENOENT')

    def _ok(s, w):
        if s.c:
            raise ValueError('I/O operation on closed file.')
        if s.w != w:
            raise OSError(9, 'EBADF')

    def _rd(s, n):
        # up to n bytes from the position, inside one chunk
        i = s.p // 124
        o = s.p - i * 124
        n = min(124 - o, s.l - s.p, n)
        if n <= 0:
            return b''
        if s.g != _gen:
            s.g = _gen
            s.t = _scan()[0]
        s.p += n
        return _fs.read((s.t.index(s.v << 8 | i + 1) << 7) + 4 + o, n)

    def _out(s, r):
        r = b''.join(r)
        return r if s.b else r.decode()

    def read(s, n=-1):
        s._ok(0)
        r = []
        while n:
            d = s._rd(124 if n < 0 else n)
            if not d:
                break
            r.append(d)
            n -= len(d)
        return s._out(r)

    def readline(s):
        s._ok(0)
        r = []
        while True:
            d = s._rd(124)
            i = d.find(b'\n') + 1
            if i:
                s.p -= len(d) - i
                d = d[:i]
            r.append(d)
            if i or not d:
                return s._out(r)

    def readlines(s):
        return list(s)

    def __iter__(s):
        return s

    def __next__(s):
        r = s.readline()
        if r:
            return r
        raise StopIteration

    def write(s, d):
        s._ok(1)
        if (type(d) is str) == s.b:
            raise TypeError('write() argument must be %s, not %s' % (('str', 'bytes')[s.b], type(d).__name__))
        s._put(bytes(d) if s.b else d.encode())
        return len(d)

    def _put(s, d):
        s.d = s.d + d
        s.l += len(d)
        while len(s.d) >= 124:
            s._chunk(s.d[:124], 0)
            s.d = s.d[124:]

    def _chunk(s, d, meta):
        # d at a blank chunk, then its header (the word that makes it count)
        if s.k > 254 or s.l > 65535:
            raise OSError(28, 'ENOSPC')
        q = _alloc() << 7
        _fs.write(q + 4, d)
        if not meta:
            s.k += 1
        _fs.write(q, (s.v << 8 | (s.k if not meta else 0)).to_bytes(4, 'little'))

    def close(s):
        if s.c:
            return
        s.c = 1
        try:
            if s.w:
                if s.d:
                    s._chunk(s.d, 0)
                n = s.name.encode()
                s._chunk(bytes((s.l & 255, s.l >> 8, len(n), 0, 255, 255, 255, 255)) + n, 1)
        finally:
            _keep.discard(s.v)

    def __enter__(s):
        return s

    def __exit__(s, *a):
        s.close()


open = FileIO


def listdir():
    return sorted(_scan()[2])


def size(name):
    e = _scan()[2].get(name)
    if e:
        return e[3]
    raise OSError(2, 'ENOENT')


def remove(name):
    # every version of it, oldest first: a cut halfway leaves the newest
    size(name)
    for e in sorted(_scan()[1]):
        if e[2] == name:
            _fs.write((e[1] << 7) + 8, bytes(4))


def uname():
    from collections import namedtuple
    return namedtuple('uname_result', 'sysname nodename release version machine')(
        'microbit', 'microbit', '0.1.0', 'wispy 0.1.0', 'micro:bit v1 with nRF51822')
