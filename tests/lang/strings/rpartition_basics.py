# str.rpartition: at the last separator; (''. '', s) when there is none
print("a.b.c".rpartition("."), "a.b.c".partition("."))
print("abc".rpartition("x"), "abc".partition("x"))
print("".rpartition("x"), "x".rpartition("x"), "xx".rpartition("x"))
print("aXbXc".rpartition("X")[2], "key = value = more".rpartition(" = "))
print("héllo wörld".rpartition("ö"), "ééé".rpartition("é"))
name, dot, ext = "archive.tar.gz".rpartition(".")
print(name, dot, ext)
for f in [lambda: "a".rpartition(""), lambda: "a".rpartition(None), lambda: "a".rpartition(),
          lambda: "a".partition(1)]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
"a".rpartition("")
