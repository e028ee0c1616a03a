def clamp(v, lo, hi):
    return max(lo, min(hi, v))
