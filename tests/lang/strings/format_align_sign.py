# = puts the padding after the sign; numbers right-align, strings left-align by default
print(repr("{:=10d}".format(-42)), repr("{:=+10d}".format(42)), repr("{:*=10}".format(-1.5)), repr("{:= 6}".format(3)))
print(repr("{:10}".format(42)), repr("{:10}".format("ab")), repr("{:10}".format(1.5)), repr("{:10}".format(True)))
print(repr("{:^10}".format(-42)), repr("{:^9}".format("ab")), repr("{:<+5}".format(1)), repr("{:>5}".format("ab")))
print(repr("{:+}".format(0)), repr("{: }".format(-0.0)), repr("{:-}".format(5)), repr("{:+}".format(float("nan"))))
print(repr("{:=+10}".format(float("inf"))), repr("{:+,}".format(1234567)), repr("{:=+12,}".format(-1234567)))
