class ConfigError(Exception):
    pass

def load(name):
    if not name:
        raise ConfigError("empty name")
    return name

print(load("ok"))
try:
    load("")
except ConfigError as e:
    raise RuntimeError("startup failed") from e
