# 120 try statements in one code object: more than 255 exception handler ranges
total = 0
try:
    total += 1 // (0 - 0)
except ZeroDivisionError as e:
    total += 0
finally:
    total += 1
try:
    total += {}[1]
except KeyError as e:
    total += 1
finally:
    total += 1
try:
    total += [][2]
except IndexError as e:
    total += 2
finally:
    total += 1
try:
    total += 1 // (3 - 3)
except ZeroDivisionError as e:
    total += 3
finally:
    total += 1
try:
    total += {}[4]
except KeyError as e:
    total += 4
finally:
    total += 1
try:
    total += [][5]
except IndexError as e:
    total += 5
finally:
    total += 1
try:
    total += 1 // (6 - 6)
except ZeroDivisionError as e:
    total += 6
finally:
    total += 1
try:
    total += {}[7]
except KeyError as e:
    total += 7
finally:
    total += 1
try:
    total += [][8]
except IndexError as e:
    total += 8
finally:
    total += 1
try:
    total += 1 // (9 - 9)
except ZeroDivisionError as e:
    total += 9
finally:
    total += 1
try:
    total += {}[10]
except KeyError as e:
    total += 10
finally:
    total += 1
try:
    total += [][11]
except IndexError as e:
    total += 11
finally:
    total += 1
try:
    total += 1 // (12 - 12)
except ZeroDivisionError as e:
    total += 12
finally:
    total += 1
try:
    total += {}[13]
except KeyError as e:
    total += 13
finally:
    total += 1
try:
    total += [][14]
except IndexError as e:
    total += 14
finally:
    total += 1
try:
    total += 1 // (15 - 15)
except ZeroDivisionError as e:
    total += 15
finally:
    total += 1
try:
    total += {}[16]
except KeyError as e:
    total += 16
finally:
    total += 1
try:
    total += [][17]
except IndexError as e:
    total += 17
finally:
    total += 1
try:
    total += 1 // (18 - 18)
except ZeroDivisionError as e:
    total += 18
finally:
    total += 1
try:
    total += {}[19]
except KeyError as e:
    total += 19
finally:
    total += 1
try:
    total += [][20]
except IndexError as e:
    total += 20
finally:
    total += 1
try:
    total += 1 // (21 - 21)
except ZeroDivisionError as e:
    total += 21
finally:
    total += 1
try:
    total += {}[22]
except KeyError as e:
    total += 22
finally:
    total += 1
try:
    total += [][23]
except IndexError as e:
    total += 23
finally:
    total += 1
try:
    total += 1 // (24 - 24)
except ZeroDivisionError as e:
    total += 24
finally:
    total += 1
try:
    total += {}[25]
except KeyError as e:
    total += 25
finally:
    total += 1
try:
    total += [][26]
except IndexError as e:
    total += 26
finally:
    total += 1
try:
    total += 1 // (27 - 27)
except ZeroDivisionError as e:
    total += 27
finally:
    total += 1
try:
    total += {}[28]
except KeyError as e:
    total += 28
finally:
    total += 1
try:
    total += [][29]
except IndexError as e:
    total += 29
finally:
    total += 1
try:
    total += 1 // (30 - 30)
except ZeroDivisionError as e:
    total += 30
finally:
    total += 1
try:
    total += {}[31]
except KeyError as e:
    total += 31
finally:
    total += 1
try:
    total += [][32]
except IndexError as e:
    total += 32
finally:
    total += 1
try:
    total += 1 // (33 - 33)
except ZeroDivisionError as e:
    total += 33
finally:
    total += 1
try:
    total += {}[34]
except KeyError as e:
    total += 34
finally:
    total += 1
try:
    total += [][35]
except IndexError as e:
    total += 35
finally:
    total += 1
try:
    total += 1 // (36 - 36)
except ZeroDivisionError as e:
    total += 36
finally:
    total += 1
try:
    total += {}[37]
except KeyError as e:
    total += 37
finally:
    total += 1
try:
    total += [][38]
except IndexError as e:
    total += 38
finally:
    total += 1
try:
    total += 1 // (39 - 39)
except ZeroDivisionError as e:
    total += 39
finally:
    total += 1
try:
    total += {}[40]
except KeyError as e:
    total += 40
finally:
    total += 1
try:
    total += [][41]
except IndexError as e:
    total += 41
finally:
    total += 1
try:
    total += 1 // (42 - 42)
except ZeroDivisionError as e:
    total += 42
finally:
    total += 1
try:
    total += {}[43]
except KeyError as e:
    total += 43
finally:
    total += 1
try:
    total += [][44]
except IndexError as e:
    total += 44
finally:
    total += 1
try:
    total += 1 // (45 - 45)
except ZeroDivisionError as e:
    total += 45
finally:
    total += 1
try:
    total += {}[46]
except KeyError as e:
    total += 46
finally:
    total += 1
try:
    total += [][47]
except IndexError as e:
    total += 47
finally:
    total += 1
try:
    total += 1 // (48 - 48)
except ZeroDivisionError as e:
    total += 48
finally:
    total += 1
try:
    total += {}[49]
except KeyError as e:
    total += 49
finally:
    total += 1
try:
    total += [][50]
except IndexError as e:
    total += 50
finally:
    total += 1
try:
    total += 1 // (51 - 51)
except ZeroDivisionError as e:
    total += 51
finally:
    total += 1
try:
    total += {}[52]
except KeyError as e:
    total += 52
finally:
    total += 1
try:
    total += [][53]
except IndexError as e:
    total += 53
finally:
    total += 1
try:
    total += 1 // (54 - 54)
except ZeroDivisionError as e:
    total += 54
finally:
    total += 1
try:
    total += {}[55]
except KeyError as e:
    total += 55
finally:
    total += 1
try:
    total += [][56]
except IndexError as e:
    total += 56
finally:
    total += 1
try:
    total += 1 // (57 - 57)
except ZeroDivisionError as e:
    total += 57
finally:
    total += 1
try:
    total += {}[58]
except KeyError as e:
    total += 58
finally:
    total += 1
try:
    total += [][59]
except IndexError as e:
    total += 59
finally:
    total += 1
try:
    total += 1 // (60 - 60)
except ZeroDivisionError as e:
    total += 60
finally:
    total += 1
try:
    total += {}[61]
except KeyError as e:
    total += 61
finally:
    total += 1
try:
    total += [][62]
except IndexError as e:
    total += 62
finally:
    total += 1
try:
    total += 1 // (63 - 63)
except ZeroDivisionError as e:
    total += 63
finally:
    total += 1
try:
    total += {}[64]
except KeyError as e:
    total += 64
finally:
    total += 1
try:
    total += [][65]
except IndexError as e:
    total += 65
finally:
    total += 1
try:
    total += 1 // (66 - 66)
except ZeroDivisionError as e:
    total += 66
finally:
    total += 1
try:
    total += {}[67]
except KeyError as e:
    total += 67
finally:
    total += 1
try:
    total += [][68]
except IndexError as e:
    total += 68
finally:
    total += 1
try:
    total += 1 // (69 - 69)
except ZeroDivisionError as e:
    total += 69
finally:
    total += 1
try:
    total += {}[70]
except KeyError as e:
    total += 70
finally:
    total += 1
try:
    total += [][71]
except IndexError as e:
    total += 71
finally:
    total += 1
try:
    total += 1 // (72 - 72)
except ZeroDivisionError as e:
    total += 72
finally:
    total += 1
try:
    total += {}[73]
except KeyError as e:
    total += 73
finally:
    total += 1
try:
    total += [][74]
except IndexError as e:
    total += 74
finally:
    total += 1
try:
    total += 1 // (75 - 75)
except ZeroDivisionError as e:
    total += 75
finally:
    total += 1
try:
    total += {}[76]
except KeyError as e:
    total += 76
finally:
    total += 1
try:
    total += [][77]
except IndexError as e:
    total += 77
finally:
    total += 1
try:
    total += 1 // (78 - 78)
except ZeroDivisionError as e:
    total += 78
finally:
    total += 1
try:
    total += {}[79]
except KeyError as e:
    total += 79
finally:
    total += 1
try:
    total += [][80]
except IndexError as e:
    total += 80
finally:
    total += 1
try:
    total += 1 // (81 - 81)
except ZeroDivisionError as e:
    total += 81
finally:
    total += 1
try:
    total += {}[82]
except KeyError as e:
    total += 82
finally:
    total += 1
try:
    total += [][83]
except IndexError as e:
    total += 83
finally:
    total += 1
try:
    total += 1 // (84 - 84)
except ZeroDivisionError as e:
    total += 84
finally:
    total += 1
try:
    total += {}[85]
except KeyError as e:
    total += 85
finally:
    total += 1
try:
    total += [][86]
except IndexError as e:
    total += 86
finally:
    total += 1
try:
    total += 1 // (87 - 87)
except ZeroDivisionError as e:
    total += 87
finally:
    total += 1
try:
    total += {}[88]
except KeyError as e:
    total += 88
finally:
    total += 1
try:
    total += [][89]
except IndexError as e:
    total += 89
finally:
    total += 1
try:
    total += 1 // (90 - 90)
except ZeroDivisionError as e:
    total += 90
finally:
    total += 1
try:
    total += {}[91]
except KeyError as e:
    total += 91
finally:
    total += 1
try:
    total += [][92]
except IndexError as e:
    total += 92
finally:
    total += 1
try:
    total += 1 // (93 - 93)
except ZeroDivisionError as e:
    total += 93
finally:
    total += 1
try:
    total += {}[94]
except KeyError as e:
    total += 94
finally:
    total += 1
try:
    total += [][95]
except IndexError as e:
    total += 95
finally:
    total += 1
try:
    total += 1 // (96 - 96)
except ZeroDivisionError as e:
    total += 96
finally:
    total += 1
try:
    total += {}[97]
except KeyError as e:
    total += 97
finally:
    total += 1
try:
    total += [][98]
except IndexError as e:
    total += 98
finally:
    total += 1
try:
    total += 1 // (99 - 99)
except ZeroDivisionError as e:
    total += 99
finally:
    total += 1
try:
    total += {}[100]
except KeyError as e:
    total += 100
finally:
    total += 1
try:
    total += [][101]
except IndexError as e:
    total += 101
finally:
    total += 1
try:
    total += 1 // (102 - 102)
except ZeroDivisionError as e:
    total += 102
finally:
    total += 1
try:
    total += {}[103]
except KeyError as e:
    total += 103
finally:
    total += 1
try:
    total += [][104]
except IndexError as e:
    total += 104
finally:
    total += 1
try:
    total += 1 // (105 - 105)
except ZeroDivisionError as e:
    total += 105
finally:
    total += 1
try:
    total += {}[106]
except KeyError as e:
    total += 106
finally:
    total += 1
try:
    total += [][107]
except IndexError as e:
    total += 107
finally:
    total += 1
try:
    total += 1 // (108 - 108)
except ZeroDivisionError as e:
    total += 108
finally:
    total += 1
try:
    total += {}[109]
except KeyError as e:
    total += 109
finally:
    total += 1
try:
    total += [][110]
except IndexError as e:
    total += 110
finally:
    total += 1
try:
    total += 1 // (111 - 111)
except ZeroDivisionError as e:
    total += 111
finally:
    total += 1
try:
    total += {}[112]
except KeyError as e:
    total += 112
finally:
    total += 1
try:
    total += [][113]
except IndexError as e:
    total += 113
finally:
    total += 1
try:
    total += 1 // (114 - 114)
except ZeroDivisionError as e:
    total += 114
finally:
    total += 1
try:
    total += {}[115]
except KeyError as e:
    total += 115
finally:
    total += 1
try:
    total += [][116]
except IndexError as e:
    total += 116
finally:
    total += 1
try:
    total += 1 // (117 - 117)
except ZeroDivisionError as e:
    total += 117
finally:
    total += 1
try:
    total += {}[118]
except KeyError as e:
    total += 118
finally:
    total += 1
try:
    total += [][119]
except IndexError as e:
    total += 119
finally:
    total += 1
print(total)
