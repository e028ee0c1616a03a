# _sys.py - the frozen library's half of `sys` (docs/architecture.md, "The frozen library"):
# the members that are Python objects made once, on first use: version, version_info,
# hexversion, implementation and path. sys itself is C (firmware/core/mod_import.c), which
# reads these as it reads collections.namedtuple.
from collections import namedtuple

# The language wispy compiles is CPython 3.11's; wispy's own version is implementation's.
version_info = namedtuple('version_info', 'major minor micro releaselevel serial')(3, 11, 0, 'final', 0)
hexversion = 0x30b00f0
version = '3.11.0 (wispy 0.1.0)'
implementation = namedtuple('implementation', 'name version cache_tag')('wispy', (0, 1, 0), None)
# where `import` looks: the program's own modules (none of them on a search path) and the
# firmware's; a list a program may change, as CPython's, to no effect
path = ['']
