try:
    raise 5
except TypeError as e:
    print(e)
raise "oops"
