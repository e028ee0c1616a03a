scores = [10, 20, 30]
for i in range(4):
    print(scores[i])
