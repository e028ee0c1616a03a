print("Hello World".upper(), "Hello World".lower(), "hello world".title(), "hELLO".capitalize(), "AbC".swapcase())
for s in ["123", "abc", "ABC", "aB1", " \t", "", "12.5", "Ab"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower())
