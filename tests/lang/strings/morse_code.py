CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....",
    "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.",
    "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..", "1": ".----", "2": "..---", "0": "-----",
}
DECODE = {v: k for k, v in CODE.items()}


def encode(text):
    return " / ".join(" ".join([CODE[c] for c in word if c in CODE]) for word in text.upper().split())


def decode(signal):
    return " ".join(["".join([DECODE.get(sym, "?") for sym in word.split()]) for word in signal.split(" / ")])


msg = "Hello micro bit 2020"
enc = encode(msg)
print(enc)
print(decode(enc), decode(enc) == msg.upper())
print(decode(".... .. / ..--.."))
