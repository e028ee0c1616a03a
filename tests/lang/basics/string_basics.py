name = "micro:bit"
print(len(name), name[0], name[-1], name[6:], name.upper(), name.count("i"))
greeting = "Hello, " + name + "!"
print(greeting, "bit" in greeting, greeting.find("micro"), greeting * 2)
multi = """line one
line two"""
print(multi, multi.count("\n"))
raw = r"C:\new\table"
print(raw, len(raw), "tab\there", 'quote"s', "it's")
print("a" "b" "c", ("x"
                    "y"))
