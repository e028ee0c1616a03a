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


def _S(x_=None):
    # -> (the header of each chunk, {name: (version, chunk, length)} of the newest version
    # of each file not removed, [(version, chunk)] of every such version of file x)
    global _V
    t_ = []
    f_ = {}
    a_ = []
    for s_ in range(_N):
        k_ = _fs.word(s_ << 7)
        t_.append(k_)
        if k_ >= 0:
            _V = max(_V, k_ >> 8)
        if k_ >= 0 and k_ & 255 == 0:
            h_ = _fs.read(s_ << 7, 12)
            if h_[7] == 0 and h_[8] == 255 and 0 < h_[6] < 117:
                try:
                    n_ = _fs.read((s_ << 7) + 12, h_[6]).decode()
                except ValueError:
                    continue
                if n_ == x_:
                    a_.append((k_ >> 8, s_))
                if n_ not in f_ or f_[n_][0] < k_ >> 8:
                    f_[n_] = (k_ >> 8, s_, h_[4] | h_[5] << 8)
    return t_, f_, a_


def _A():
    # A blank chunk outside the spare page (a blank page kept for collecting). When there is
    # none: a page whose every chunk is a copy, garbage or blank is erased, or else the live
    # chunks (z: their versions) of the page with most garbage move to the spare page (o),
    # and it is erased. A collection cut halfway leaves copies, erased by the next one.
    global _F, _G
    while not _F:
        t_, f_, y_ = _S()
        z_ = {j_[0] for j_ in f_.values()} | _K
        a_ = []
        o_ = y_ = None
        x_ = 0
        for p_ in range(_N >> 3):
            b_ = [s_ for s_ in range(p_ * 8, p_ * 8 + 8) if t_[s_] == -1 and _fs.blank(s_ << 7, 128)]
            # b: blank chunks, u: live ones that are only here
            u_ = [s_ for s_ in range(p_ * 8, p_ * 8 + 8) if t_[s_] >= 0 and t_[s_] >> 8 in z_ and t_.count(t_[s_]) == 1]
            if len(b_) == 8 and o_ is None:
                o_ = p_
                continue
            a_ += b_
            if len(b_) < 8 and not u_:
                y_ = p_  # nothing here is only here
                break
            if 8 - len(b_) - len(u_) > x_:
                x_ = 8 - len(b_) - len(u_)
                y_ = p_, u_
        if o_ is not None and a_:
            _F = a_
        elif type(y_) is int:
            _fs.erase(y_ << 10)
        elif o_ is None or y_ is None:
            raise OSError(28, 'ENOSPC')
        else:
            for i_, s_ in enumerate(y_[1]):
                d_ = _fs.read(s_ << 7, 128)
                _fs.write((o_ * 8 + i_ << 7) + 4, d_[4:])
                _fs.write(o_ * 8 + i_ << 7, d_[:4])
            _fs.erase(y_[0] << 10)
            _G += 1
    return _F.pop()


# the modes, from one text: a one-letter constant ('r', 'a') would be a builtin qstr too
_M = 'r w a rb wb ab'.split()


class FileIO:
    def __init__(s_, name, mode=_M[0]):
        global _V
        if mode not in _M:
            raise ValueError('invalid mode: %r' % mode)
        if type(name) is not str:
            raise TypeError('expected str, not %s' % type(name).__name__)
        s_.name = name
        s_.b_ = len(mode) == 2
        s_.w_ = mode[0] != _M[0]
        s_.c_ = s_.p_ = s_.l_ = s_.k_ = 0
        s_.g_ = -1
        j_ = _S()[1].get(name)
        if s_.w_:
            if not 0 < len(name.encode()) < 117:
                raise OSError(22, 'EINVAL')
            _V += 1
            s_.v_ = _V
            s_.d_ = b''
            _K.add(_V)
            if mode[0] == _M[2] and j_:
                with FileIO(name, 'rb') as r_:
                    while r_.p_ < r_.l_:
                        s_._p(r_._r(124))
        elif j_:
            s_.v_ = j_[0]
            s_.l_ = j_[2]
            _K.add(s_.v_)
        else:
            raise OSError(2, 'ENOENT')

    def _o(s_, w_):
        if s_.c_:
            raise ValueError('I/O operation on closed file.')
        if s_.w_ != w_:
            raise OSError(9, 'EBADF')

    def _r(s_, n_):
        # up to n bytes from the position, inside one chunk
        i_ = s_.p_ // 124
        o_ = s_.p_ - i_ * 124
        n_ = min(124 - o_, s_.l_ - s_.p_, n_)
        if n_ <= 0:
            return b''
        if s_.g_ != _G:
            s_.g_ = _G
            s_.t_ = _S()[0]
        s_.p_ += n_
        return _fs.read((s_.t_.index(s_.v_ << 8 | i_ + 1) << 7) + 4 + o_, n_)

    def read(s_, n_=-1):
        return s_._g(n_, b'')

    def readline(s_):
        return s_._g(-1, b'\n')

    def _g(s_, n_, x_):
        # up to n bytes (n < 0: all), and no further than the first x
        s_._o(0)
        r_ = []
        while n_:
            d_ = s_._r(124 if n_ < 0 else n_)
            i_ = x_ and d_.find(x_) + 1
            if i_:
                s_.p_ -= len(d_) - i_
                d_ = d_[:i_]
            if not d_:
                break
            r_.append(d_)
            n_ = 0 if i_ else n_ - len(d_)
        r_ = b''.join(r_)
        return r_ if s_.b_ else r_.decode()

    def readlines(s_):
        return list(s_)

    def __iter__(s_):
        return s_

    __enter__ = __iter__

    def __next__(s_):
        r_ = s_.readline()
        if r_:
            return r_
        raise StopIteration

    def write(s_, d_):
        s_._o(1)
        if (type(d_) is str) == s_.b_:
            raise TypeError('write() argument must be %s, not %s' % (('str', 'bytes')[s_.b_], type(d_).__name__))
        s_._p(bytes(d_) if s_.b_ else d_.encode())
        return len(d_)

    def _p(s_, d_):
        # d after the bytes of the current chunk (s.d): each chunk filled goes to the flash
        s_.l_ += len(d_)
        i_ = 0
        while len(s_.d_) + len(d_) - i_ >= 124:
            j_ = i_ + 124 - len(s_.d_)
            s_._c(s_.d_ + d_[i_:j_], s_.k_ + 1)
            s_.d_ = b''
            i_ = j_
        s_.d_ += d_[i_:]

    def _c(s_, d_, i_):
        # d at a blank chunk, then its header (the word that makes it count)
        if i_ > 255 or s_.l_ > 65535:
            raise OSError(28, 'ENOSPC')
        q_ = _A() << 7
        _fs.write(q_ + 4, d_)
        _fs.write(q_, (s_.v_ << 8 | i_).to_bytes(4, 'little'))
        if i_:
            s_.k_ = i_

    def close(s_):
        if s_.c_:
            return
        s_.c_ = 1
        try:
            if s_.w_:
                if s_.d_:
                    s_._c(s_.d_, s_.k_ + 1)
                n_ = s_.name.encode()
                s_._c(bytes((s_.l_ & 255, s_.l_ >> 8, len(n_), 0, 255, 255, 255, 255)) + n_, 0)
        finally:
            _K.discard(s_.v_)

    def __exit__(s_, *a_):
        s_.close()


open = FileIO


def listdir():
    return sorted(_S()[1])


def size(name):
    j_ = _S()[1].get(name)
    if j_:
        return j_[2]
    raise OSError(2, 'ENOENT')


def remove(name):
    # every version of it, oldest first: a cut halfway leaves the newest
    a_ = sorted(_S(name)[2])
    if not a_:
        raise OSError(2, 'ENOENT')
    for j_ in a_:
        _fs.write((j_[1] << 7) + 8, bytes(4))


def uname():
    from collections import namedtuple
    return namedtuple('uname_result', 'sysname nodename release version machine')(
        'microbit', 'microbit', '0.1.0', 'wispy 0.1.0', 'micro:bit v1 with nRF51822')
