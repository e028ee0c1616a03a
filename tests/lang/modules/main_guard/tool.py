def double(x):
    return 2 * x


if __name__ == "__main__":
    print("this never prints: tool is imported")
else:
    print("tool imported as", __name__)
