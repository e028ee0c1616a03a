def connect(host, *, port=80, secure=False):
    return f"{host}:{port} secure={secure}"


print(connect("a"), connect("b", port=443, secure=True))


def log(*messages, sep=" ", prefix):
    return prefix + sep.join(messages)


print(log("x", "y", prefix="> "), log(prefix="!"))
try:
    connect("a", 8080)
except TypeError as e:
    print("TypeError:", e)
log("a")
