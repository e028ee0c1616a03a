from app import api
from app.util import shout
print(api.greet('wispy'), shout('x'))
