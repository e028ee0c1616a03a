seen = []
try:
    from ... import anything
except ImportError as e:
    seen.append((type(e).__name__, str(e)))
try:
    from .. import anything
except ImportError as e:
    seen.append((type(e).__name__, str(e)))
from . import helper
seen.append(helper.VALUE)
