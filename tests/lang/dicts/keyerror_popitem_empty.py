# popitem of an empty dict: KeyError('popitem(): dictionary is empty'), uncaught at the end
try:
    {}.popitem()
except KeyError as e:
    print(repr(e), e.args, str(e))
{}.popitem()
