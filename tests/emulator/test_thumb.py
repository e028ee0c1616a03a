"""Thumb decoding for the emulator: the faulting load/store in a block from the registers at
the fault; the branch that ended a block and BL targets (for the profiler's live ip)."""

from wispy.emulator.thumb import bl_target, branch_before, find_access


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


def _before(code: list[int], start: int = 0x100):
    memory = {start + 2 * i: half for i, half in enumerate(code)}
    return branch_before(memory.__getitem__, start + 2 * len(code))


def test_the_branch_that_ended_a_block():
    # encodings from the firmware's run_loop (arm-none-eabi-objdump)
    assert _before([0x3401, 0x468F]) == (0x102, False)  # adds r4,#1; mov pc, r1 (the dispatch)
    assert _before([0x9303, 0xE773]) == (0x102, False)  # str r3,[sp,#12]; b.n (the loop's head)
    assert _before([0x2B00, 0xD001]) == (0x102, False)  # cmp r3,#0; beq.n
    assert _before([0x44A7]) == (0x100, False)  # add pc, r4 (a switch's table jump)
    assert _before([0x4770]) == (0x100, False)  # bx lr
    assert _before([0x4798]) == (0x100, True)  # blx r3: LR changes
    assert _before([0x2B00, 0xF7FF, 0xFAE1]) == (0x102, True)  # cmp; bl
    # not branches: they change registers, or are no instruction boundary to look from
    assert _before([0xBDF0]) is None  # pop {r4-r7, pc}
    assert _before([0x3401]) is None  # adds r4, #1
    assert _before([0xDE00]) is None  # udf #0
    assert _before([0xF3EF, 0x8008]) is None  # mrs r0, msp: a 32-bit instruction, not a BL
    assert branch_before(lambda a: (_ for _ in ()).throw(ValueError("unmapped")), 0x100) is None


def test_bl_targets_forward_and_back():
    memory = {0x18B3C: 0xF7FF, 0x18B3E: 0xFAE1, 0x17B18: 0xF001, 0x17B1A: 0xF8D2}
    assert bl_target(memory.__getitem__, 0x18B3C) == 0x18102  # bl 18102 <run_loop+0x656>
    assert bl_target(memory.__getitem__, 0x17B18) == 0x18CC0  # bl 18cc0 <run_loop+0x1214>
