# grouping with widths and zero padding, for ints and floats
for v in [1, 12, 123, 1234, 12345, 123456, 1234567, -1234567, 10**12]:
    print(format(v, ","), format(v, "_"), format(v, "010,"), format(v, "010_"), format(v, ">12,"),
          format(v, "_x"), format(v, "_o"), format(v, "#_b"))
for v in [0.5, 1234.5, -1234.5678, 1234567.0, 1e10]:
    print(format(v, ",.2f"), format(v, "_.1f"), format(v, "015,.2f"), format(v, ",e"), format(v, ",g"), format(v, ","))
