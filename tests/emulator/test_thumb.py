"""Finding the faulting load/store in a block from the registers at the fault."""

from wispy.emulator.thumb import find_access


def walk(code: list[int], regs: dict[int, int], address: int, start: int = 0x100):
    memory = {start + 2 * i: half for i, half in enumerate(code)}
    return find_access(memory.__getitem__, lambda n: regs.get(n, 0), start, address)


def test_the_store_after_address_arithmetic():
    # movs r3,#0xc0; lsls r3,r3,#22; ldr r2,[pc,#4]; str r2,[r3,#0]
    code = [0x23C0, 0x059B, 0x4A01, 0x601A]
    assert walk(code, {3: 0x3000_0000}, 0x3000_0000) == 0x106


def test_byte_halfword_register_and_stack_forms():
    assert walk([0x7819], {3: 0x4000_0000}, 0x4000_0000) == 0x100  # ldrb r1,[r3,#0]
    assert walk([0x8859], {3: 0x4000_0000}, 0x4000_0002) == 0x100  # ldrh r1,[r3,#2]
    assert walk([0x5888], {1: 0x10, 2: 0x3000_0000}, 0x3000_0010) == 0x100  # ldr r0,[r1,r2]
    assert walk([0xB510], {13: 0x2000_0000}, 0x1FFF_FFF8) == 0x100  # push {r4, lr}
    assert walk([0x9001], {13: 0x3000_0000}, 0x3000_0004) == 0x100  # str r0,[sp,#4]


def test_nothing_found_past_a_branch():
    assert walk([0xE7FE, 0x601A], {3: 0x3000_0000}, 0x3000_0000) is None  # b . ; str
