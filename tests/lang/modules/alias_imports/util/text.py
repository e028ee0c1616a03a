def shout(s):
    return s.upper() + "!"


def whisper(s):
    return s.lower() + "..."
