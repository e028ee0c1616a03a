class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __le__(self, other):
        return self.parts <= other.parts

    def __repr__(self):
        return ".".join(str(p) for p in self.parts)


vs = [Version("1.10"), Version("1.2"), Version("0.9.1")]
print(sorted(vs), max(vs), min(vs), Version("1.2") > Version("1.1"), Version("2.0") >= Version("2.0"))
try:
    Version("1.0") < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
