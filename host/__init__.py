"""wispy: Python for microcontrollers with almost no memory (host side)."""

__version__ = "0.1.0"
