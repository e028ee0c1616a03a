# collections.py - the frozen library's half of `collections`: namedtuple() and the methods
# of its classes, in Python because they run rarely (docs/architecture.md, "The frozen
# library"). The C half (firmware/core/mod_namedtuple.c) keeps what runs often: the
# instances (a tuple with a hidden class word), Point(1, 2) or Point(1, y=2) that binds,
# p.x and repr(p). The code follows CPython's Lib/collections/__init__.py and says where it
# cannot (no exec, no sys.intern, no str.isidentifier).
#
# Every string here is a builtin qstr, which a program that uses the same text shares: a
# name it uses often (a local `s`, `result`, `_`) would cost it a two-byte operand instead
# of one, and a u16 local-names table. So the locals that are no API are _-prefixed or
# reuse names the firmware has (name, index, start, values, key, args), the messages are
# %-formats, one string each, and no one-character string is used but ','. (host/library.py
# refuses a one-letter name: '_' is made at import, since `for _ in` is every program's.)
from collections import _tuplecls, _tuplenew

# CPython's keyword.kwlist between spaces: one string instead of 35
_KEYWORDS = (' False None True and as assert async await break class continue def del elif else'
             ' except finally for from global if import in is lambda nonlocal not or pass raise'
             ' return try while with yield ')
_U = chr(95)  # '_'


def _isidentifier(name):
    # str.isidentifier for the ASCII names wispy's str methods know
    return name != '' and not name[0].isdigit() and name.replace(_U, 'A0').isalnum()


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        # CPython: field_names.replace(',', ' ').split()
        _names = []
        for name in field_names.split(','):
            _names += name.split()
        field_names = _names
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        _seen = set()
        for index, name in enumerate(field_names):
            if (not _isidentifier(name) or ' %s ' % name in _KEYWORDS
                    or name.startswith(_U) or name in _seen):
                field_names[index] = '_%d' % index
            _seen.add(name)
    for name in [typename] + field_names:
        if not _isidentifier(name):
            raise ValueError('Type names and field names must be valid identifiers: %r' % name)
        if ' %s ' % name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a keyword: %r' % name)
    _seen = set()
    for name in field_names:
        if name.startswith(_U) and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % name)
        if name in _seen:
            raise ValueError('Encountered duplicate field name: %r' % name)
        _seen.add(name)
    if defaults is None:
        defaults = {}
    else:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))
    # the class: its name, its fields and its namespace as (name, value) pairs, the first
    # value the fields; the methods are this module's functions, shared by every class
    return _tuplecls(typename, tuple(field_names),
                     ('_fields', None, '_field_defaults', defaults, '_make', _make,
                      '_replace', _replace, '_asdict', _asdict))


@classmethod
def _make(_cls, iterable):
    return _tuplenew(_cls, iterable)


def _replace(_self, **_kwds):
    # CPython's is _replace(self, /, **kwds): wispy has no positional-only parameters, and
    # no field name starts with an underscore
    _self = _tuplenew(type(_self), map(_kwds.pop, _self._fields, _self))
    if _kwds:
        raise ValueError('Got unexpected field names: %r' % list(_kwds))
    return _self


def _asdict(_self):
    return dict(zip(_self._fields, _self))


def _new(_cls, args, _kwds):
    # Point(...) whose arguments do not bind (the C half makes those that do): bound again
    # as CPython binds those of Point.__new__(_cls, x, y), to raise its message
    _fields = _cls._fields
    name = '%s.__new__() ' % _cls.__name__
    if len(args) > len(_fields):
        start = len(_fields) - len(_cls._field_defaults) + 1
        raise TypeError('%stakes %s positional arguments but %d were given'
                        % (name, 'from %d to %d' % (start, len(_fields) + 1) if start <= len(_fields)
                           else len(_fields) + 1, len(args) + 1))
    values = []
    for key in _fields[len(args):]:
        if key in _kwds:
            _kwds.pop(key)
        elif key not in _cls._field_defaults:
            values.append(repr(key))
    for key in _kwds:
        raise TypeError(("%sgot multiple values for argument '%s'" if key in _fields
                         else "%sgot an unexpected keyword argument '%s'") % (name, key))
    # the missing ones, as CPython lists them: 'x' / 'x' and 'y' / 'x', 'y', and 'z'
    start = len(values)
    args = values.pop()
    if values:
        key = values[0]
        for index in range(1, len(values)):
            key = '%s, %s' % (key, values[index])
        args = ('%s, and %s' if start > 2 else '%s and %s') % (key, args)
    raise TypeError('%smissing %d required positional %s: %s'
                    % (name, start, 'arguments' if start > 1 else 'argument', args))
