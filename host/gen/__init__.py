"""Files generated from firmware/defs/wispy.toml by `python -m wispy.generate`."""
