for s in ["123", "12a", "abc", "ABC", "aBc", "", " ", "\t\n", "a1", "Hello World", "hello world"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower())
print("Title Case".istitle() if hasattr("", "istitle") else True)
