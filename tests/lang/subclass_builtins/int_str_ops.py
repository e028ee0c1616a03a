# An int subclass and a str subclass used where the built-ins go: keys, sorting, formatting, sums
class Score(int):
    def __str__(self):
        return "%d points" % int(self.real) if False else "points"

    def grade(self):
        return "A" if self >= 90 else "B"


scores = [Score(95), Score(80), Score(88)]
print(sorted(scores), max(scores), sum(scores), [s.grade() for s in scores])
print(Score(5) * 3, 10 - Score(5), Score(7) // 2, Score(7) % 3, Score(2) ** 3, 7 / Score(2))
print({Score(1): "one"}[1], 1 in {Score(1)}, Score(3) == 3.0, f"{Score(42):>5}|", format(Score(3), "b"))


class Word(str):
    def vowels(self):
        return sum(1 for c in self if c in "aeiou")


words = [Word("banana"), Word("kiwi"), Word("apple")]
print(sorted(words), [w.vowels() for w in words], max(words, key=len), " ".join(sorted(words)))
print(Word("a,b").split(","), Word("x").join(["1", "2"]), "%s-%s" % (words[0], words[1]))
print(Word("abc")[::-1], Word("Hi").lower(), Word("hi") + Word("!"), Word("ab") * 2, Word("q") < "r")
print({w: len(w) for w in words}["kiwi"], "i" in Word("kiwi"), Word("kiwi") in ["kiwi"])
