try:
    b"\xff".decode()
except UnicodeError as e:
    print(type(e).__name__)
print("done")
