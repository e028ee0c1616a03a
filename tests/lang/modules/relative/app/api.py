from .util import shout
from . import util


def greet(name):
    return shout('hello ' + name) + util.shout('')
