def first_negative(nums):
    for n in nums:
        if n < 0:
            result = n
            break
    else:
        result = None
    return result


print(first_negative([3, -1, -5]), first_negative([1, 2]), first_negative([]))
