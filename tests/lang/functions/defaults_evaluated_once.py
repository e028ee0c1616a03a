calls = 0
def make_default():
    global calls
    calls += 1
    return calls * 10

def f(x=make_default()):
    return x

print(f(), f(), f(1), calls)

def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))

def safe(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket

print(safe(1), safe(2))
