# The values of sys' version members: wispy's own (a .exp file holds them)
import sys
print(sys.version_info)
print(sys.version, hex(sys.hexversion))
print(sys.implementation)
print(sys.path)
print(sorted(sys.modules))  # the library's modules _sys (these members) and collections
