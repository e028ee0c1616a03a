"""A module docstring is ignored when run."""


def documented(x):
    """Return x doubled."""
    # a comment
    return x * 2  # trailing comment


class Thing:
    """A documented class."""

    value = 3


print(documented(4), Thing.value)
