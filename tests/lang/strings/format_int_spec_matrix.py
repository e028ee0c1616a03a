# int format specs: fill/align/sign/#/0/width/grouping/types
vals = [0, 7, -7, 255, -255, 1234567, -1234567, 2**40, -(2**70)]
specs = ["", "d", "+d", " d", "-d", "8d", "<8d", ">8d", "^8d", "=8d", "*^9", "0>8", "08d", "+08d",
         "x", "X", "#x", "#X", "#010x", "o", "#o", "b", "#b", "#012b", ",", "_", "_x", "_b", "#_o",
         "12,", "012,d", "+,", "n", "c"]
for v in vals:
    row = []
    for sp in specs:
        try:
            row.append(format(v, sp))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(v, row)
