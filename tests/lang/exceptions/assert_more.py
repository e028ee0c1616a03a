def check_age(age):
    assert isinstance(age, int), f"age must be an int, not {type(age).__name__}"
    assert 0 <= age < 150, "age out of range"
    return age


print(check_age(30))
for bad in ["x", 200]:
    try:
        check_age(bad)
    except AssertionError as e:
        print("AssertionError:", e)
assert 1 + 1 == 3, ("tuple", "message")
