"""wispy.compiler: Python source to wispy bytecode, as a chain of ast passes."""
