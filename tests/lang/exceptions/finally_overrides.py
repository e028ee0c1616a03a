def break_in_finally_drops_return():
    for i in range(3):
        try:
            return "from try " + str(i)
        finally:
            break
    return "after loop"

def continue_in_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                return "never"
            out.append(i)
        finally:
            continue
    return out

def nested_return_break():
    try:
        for i in range(5):
            try:
                return i
            finally:
                if i < 2:
                    continue
    finally:
        print("outer finally")

def captured_exception_name():
    def show():
        return e
    try:
        raise ValueError("v")
    except ValueError as e:
        return show()

print(break_in_finally_drops_return())
print(continue_in_finally())
print(nested_return_break())
print(repr(captured_exception_name()))
