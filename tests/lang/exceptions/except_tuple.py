def classify(i):
    try:
        if i == 0:
            return [][1]
        if i == 1:
            return 1 // 0
        if i == 2:
            raise TypeError("t")
        return "ok"
    except (IndexError, ZeroDivisionError) as e:
        return "lookup-or-arith " + type(e).__name__
    except (TypeError,):
        return "type"

for i in range(4):
    print(i, classify(i))
