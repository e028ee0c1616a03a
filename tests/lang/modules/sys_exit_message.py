import sys
print("before")
sys.exit()
print("never")
