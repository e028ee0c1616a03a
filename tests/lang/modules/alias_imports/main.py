import util.text as t
from util import numbers as n
from util.text import shout as yell, whisper
import util

print(t.shout("hi"), yell("yo"), whisper("HUSH"), n.clamp(15, 0, 10), n.clamp(-3, 0, 10))
print(util.VERSION, util.text is t)
