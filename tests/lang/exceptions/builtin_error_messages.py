def show(thunk):
    try:
        thunk()
    except Exception as e:
        print(type(e).__name__ + ":", e)

def zd():
    return 1 // 0
def ie():
    return [1][3]
def te():
    return 1 + "a"
def ne():
    return undefined_name
def ul():
    y = y + 1
def ke():
    return {"a": 1}["b"]
def ae():
    return (1).nope
def ve():
    return int("x1")
def ce():
    return 5()

for t in (zd, ie, te, ne, ul, ke, ae, ve, ce):
    show(t)
