x = 1
calls = []
def __getattr__(name):
    calls.append(name)
    if name.endswith("dynamic"):
        return "made " + name
    raise AttributeError("module 'm' has no attribute %r" % name)
