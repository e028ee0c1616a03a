ages = {"ann": 31}
print(ages["ann"])
print(ages["bob"])
