print("abc" == "abc", "abc" != "abd", "abc" < "abd", "b" > "abc")
print("" < "a", "a" <= "a", "Z" < "a")
x = "he" + "llo"
print(x == "hello", x is not None)
