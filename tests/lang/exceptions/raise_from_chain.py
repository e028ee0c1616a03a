class ConfigError(Exception):
    pass


def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError("bad config: " + text) from e


try:
    load("x")
except ConfigError as e:
    print(e, type(e.__cause__).__name__, e.__cause__)
load("y")
