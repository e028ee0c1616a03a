# , and _ group a float's integer digits, in every presentation type
print("{:,}".format(1234567.25), "{:_}".format(1234567.25), "{:,.2f}".format(1234567.891), "{:_.1f}".format(-9876543.21))
print("{:,e}".format(1234567.0), "{:,g}".format(1234567.0), "{:,.10g}".format(1234567.0), "{:_%}".format(12345.678))
print("{:,}".format(1e16), "{:,}".format(123.0), "{:,.0f}".format(999.5), "{:,.0f}".format(1000.5))
print("{:,.3f}".format(0.5), "{:_F}".format(float("inf")), "{:,}".format(float("nan")), "{:,.2%}".format(1234.5))
print(f"{1234.5:010,.1f}", f"{-1234.5:011,.1f}", f"{1234.5:+012_}", f"{1e6:,.0f}")
