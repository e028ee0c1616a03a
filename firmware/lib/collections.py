# collections.py - the frozen library's half of `collections`: namedtuple() and the methods
# of its classes, in Python because they run rarely (docs/architecture.md, "The frozen
# library"). The C half (firmware/core/mod_namedtuple.c) keeps what runs often: an instance
# (a tuple with a hidden class word), Point(1, 2) with every field given by position, p.x
# and repr(p). The code follows CPython's Lib/collections/__init__.py, and says so where
# it cannot (no exec, no sys.intern, no str.isidentifier).
from collections import _tuplecls, _tuplenew

# CPython's keyword.kwlist, between spaces: one string instead of 35.
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
            if (not _isidentifier(name) or ' ' + name + ' ' in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if not _isidentifier(name):
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if ' ' + name + ' ' in _KEYWORDS:
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))
    # the class: its name, its fields and its namespace (name, value pairs); the methods are
    # this module's functions, shared by every named tuple class
    return _tuplecls(typename, tuple(field_names),
                     ('_fields', None, '_field_defaults', field_defaults, '_make', _make,
                      '_replace', _replace, '_asdict', _asdict))


@classmethod
def _make(cls, iterable):
    return _tuplenew(cls, iterable)


def _replace(_self, **kwds):
    # CPython's is _replace(self, /, **kwds): wispy has no positional-only parameters, and
    # no field name starts with an underscore
    result = _tuplenew(type(_self), map(kwds.pop, _self._fields, _self))
    if kwds:
        raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
    return result


def _asdict(self):
    return dict(zip(self._fields, self))


def _new(cls, args, kwds):
    # Point(...) when the fields are not all given by position (the C side does that case):
    # the arguments bound as CPython binds those of Point.__new__(_cls, x, y), with its messages
    fields = cls._fields
    name = cls.__name__
    if len(args) > len(fields):
        least = len(fields) - len(cls._field_defaults)
        many = f'from {least + 1} to {len(fields) + 1}' if least < len(fields) else len(fields) + 1
        raise TypeError(f'{name}.__new__() takes {many} positional arguments but {len(args) + 1} were given')
    values = list(args)
    for field in fields[len(args):]:
        if field in kwds:
            values.append(kwds.pop(field))
        elif field in cls._field_defaults:
            values.append(cls._field_defaults[field])
        else:
            values.append(_new)  # missing
    for key in kwds:
        if key in fields:
            raise TypeError(f"{name}.__new__() got multiple values for argument '{key}'")
        raise TypeError(f"{name}.__new__() got an unexpected keyword argument '{key}'")
    missing = [repr(fields[i]) for i in range(len(fields)) if values[i] is _new]
    if missing:
        s = '' if len(missing) == 1 else 's'
        last = missing.pop()
        text = last if not missing else (', '.join(missing) + (',' if len(missing) > 1 else '') + ' and ' + last)
        raise TypeError(f'{name}.__new__() missing {len(missing) + 1} required positional argument{s}: {text}')
    return _tuplenew(cls, values)
