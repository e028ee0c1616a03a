word = "bit"
print(word[2])
print(word[3])
