# is* predicates on edge strings
for s in ["", " ", "abc", "ABC", "abc123", "123", "12.3", "-1", "a b", "\t\n", "_", "x_1"]:
    print(repr(s), s.isalpha(), s.isdigit(), s.isalnum(), s.isspace(), s.isupper(),
          s.islower())
