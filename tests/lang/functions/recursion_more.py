def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves


print(len(hanoi(6, "A", "B", "C", [])), hanoi(2, "A", "B", "C", []))


def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]


print(permutations("abc"))


def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)


print(gcd(1071, 462))
