# lists as stacks and queues, rotating, insert/pop at both ends, in-place algorithms
stack = []
for c in "([{}])":
    if c in "([{":
        stack.append(c)
    else:
        print(c, stack.pop())
print(stack, len(stack) == 0)
q = list(range(5))
q.append(q.pop(0))
q.insert(0, q.pop())
print(q)
r = [1, 2, 3, 4, 5]
k = 2
r[:] = r[-k:] + r[:-k]
print(r)
nums = [5, 2, 9, 1, 5, 6]
for i in range(1, len(nums)):
    j = i
    while j > 0 and nums[j - 1] > nums[j]:
        nums[j - 1], nums[j] = nums[j], nums[j - 1]
        j -= 1
print(nums)
dedup = []
for x in [3, 1, 3, 2, 1]:
    if x not in dedup:
        dedup.append(x)
print(dedup, list(dict.fromkeys([3, 1, 3, 2, 1])))
m = [[1, 2], [3, 4]]
print([list(row) for row in zip(*m)], [row[::-1] for row in m], m[::-1])
