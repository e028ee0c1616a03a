import tool

print("main sees", __name__, tool.__name__)
if __name__ == "__main__":
    print("running as a program", tool.double(21))
