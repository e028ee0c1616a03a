# format specs: the c type with width and alignment, _ and , grouping for d, b, o, x
print(repr('{:4c}'.format(48)), repr('{:<4c}'.format(65)), repr('{:^5c}'.format(97)), repr('{:c}'.format(0x263a)))
print('{:_d}'.format(12345678), '{:,d}'.format(-1234567), '{:_b}'.format(255), '{:_x}'.format(0xabcdef12), '{:_o}'.format(8 ** 6))
print('{:#_b}'.format(1023), '{:010,}'.format(1234), '{:_}'.format(1234567.5), '{:,.2f}'.format(9876543.219))
print(format(1234, '_'), f'{10**9:,}', f'{-(10**9):_}', f'{255:#x}')
for spec in (',b', ',x', ',c', '_c', ',s'):
    try:
        print(format(65 if spec != ',s' else 'x', spec))
    except ValueError as e:
        print(type(e).__name__, e)
