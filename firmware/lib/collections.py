# collections.py - the frozen library's half of `collections`: namedtuple() and the methods
# of its classes, in Python because they run rarely (docs/architecture.md, "The frozen
# library"). The C half (firmware/core/mod_namedtuple.c) keeps what runs often: the
# instances (a tuple with a hidden class word), Point(1, 2) with every field given by
# position, p.x and repr(p). The code follows CPython's Lib/collections/__init__.py and
# says where it cannot (no exec, no sys.intern, no str.isidentifier); its messages are
# %-formats, one string each, since every string here costs a qstr in flash.
from collections import _tuplecls, _tuplenew

# CPython's keyword.kwlist between spaces: one string instead of 35
_KEYWORDS = (' False None True and as assert async await break class continue def del elif else'
             ' except finally for from global if import in is lambda nonlocal not or pass raise'
             ' return try while with yield ')


def _isidentifier(name):
    # str.isidentifier for the ASCII names wispy's str methods know
    return name != '' and not name[0].isdigit() and name.replace('_', 'a').isalnum()


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not _isidentifier(name) or ' %s ' % name in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(name)
    for name in [typename] + field_names:
        if not _isidentifier(name):
            raise ValueError('Type names and field names must be valid identifiers: %r' % name)
        if ' %s ' % name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a keyword: %r' % name)
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % name)
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % name)
        seen.add(name)
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
def _make(cls, iterable):
    return _tuplenew(cls, iterable)


def _replace(_self, **kwds):
    # CPython's is _replace(self, /, **kwds): wispy has no positional-only parameters, and
    # no field name starts with an underscore
    result = _tuplenew(type(_self), map(kwds.pop, _self._fields, _self))
    if kwds:
        raise ValueError('Got unexpected field names: %r' % list(kwds))
    return result


def _asdict(self):
    return dict(zip(self._fields, self))


def _new(cls, args, kwds):
    # Point(...) when the fields are not all given by position (the C half makes that
    # case): the arguments bound as CPython binds those of Point.__new__(_cls, x, y), with
    # its messages
    fields = cls._fields
    name = cls.__name__
    if len(args) > len(fields):
        start = len(fields) - len(cls._field_defaults) + 1
        raise TypeError('%s.__new__() takes %s positional arguments but %d were given'
                        % (name, 'from %d to %d' % (start, len(fields) + 1) if start <= len(fields)
                           else len(fields) + 1, len(args) + 1))
    values = list(args)
    missing = []
    for key in fields[len(args):]:
        if key in kwds:
            values.append(kwds.pop(key))
        elif key in cls._field_defaults:
            values.append(cls._field_defaults[key])
        else:
            missing.append(repr(key))
    for key in kwds:
        raise TypeError(("%s.__new__() got multiple values for argument '%s'" if key in fields
                         else "%s.__new__() got an unexpected keyword argument '%s'") % (name, key))
    if missing:
        start = len(missing)
        args = missing.pop()
        if missing:
            args = ', '.join(missing) + (', and ' if start > 2 else ' and ') + args
        raise TypeError('%s.__new__() missing %d required positional argument%s: %s'
                        % (name, start, 's' if start > 1 else '', args))
    return _tuplenew(cls, values)
