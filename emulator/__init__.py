"""wispy.emulator: an emulated board on Unicorn running the real firmware ELF."""
