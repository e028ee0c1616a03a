"""One definition drives both sides (issue 17), each shown in a scratch copy of the tree: a
[[compact]] row added to firmware/defs/wispy.toml, and nothing else, is picked by the assembler,
accepted by the C verifier and run by the C loop; a new opcode, its [[opcode]] row plus its case
in run_loop and nothing else, is encoded by the host, checked by the verifier with the stack
effect it declares, and run; a new constant kind, its image.records row plus its meaning (the
host's codec, C's layout assertion) and nothing else, is written, read back and disassembled by
the host, sized by the verifier and used in place as its type by the VM."""

from __future__ import annotations

import subprocess
import sys

from scratch import scratch_tree

NEW_FORM = """
[[compact]]
name = "LOAD_INT_100"
of = "LOAD_INT"
first = 100
count = 2
"""

SCRIPT = r"""
import sys
import wispy
from wispy.build import build_host_vm
from wispy.compiler import compile_source
from wispy.gen import defs

assert wispy.__file__.startswith(sys.argv[2]), wispy.__file__
form = next(c for c in defs.COMPACT if c["name"] == "LOAD_INT_100")
image = compile_source("x = 100\nprint(x, 101, x + 1 == 101)\n", "t.py")
assert bytes([form["code"]]) in image and bytes([form["code"] + 1]) in image, "the assembler did not pick it"
open(sys.argv[1], "wb").write(image)
print(build_host_vm(sanitize=False))
"""


def generate_and_build(tree, env, tmp_path, script: str, out: str) -> str:
    """Regenerate the copy's tables, run `script` (it writes its images to `out` and prints the
    host VM it built) with the copy's wispy; the VM's path, checked to be the copy's."""
    gen = subprocess.run([sys.executable, "-m", "wispy.generate"], cwd=tree, env=env, capture_output=True, text=True)
    assert gen.returncode == 0, gen.stderr[-3000:]
    step = subprocess.run([sys.executable, "-c", script, out, str(tmp_path)], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=600)
    assert step.returncode == 0, step.stderr[-3000:]
    exe = step.stdout.strip().splitlines()[-1]
    assert exe.startswith(str(tmp_path)), f"built outside the scratch copy: {exe}"
    return exe


def test_a_new_compact_form_needs_the_definitions_only(tmp_path):
    tree, env = scratch_tree(tmp_path)
    defs_file = tree / "firmware/defs/wispy.toml"
    defs_file.write_text(defs_file.read_text() + NEW_FORM)
    image = tmp_path / "t.wpy"
    exe = generate_and_build(tree, env, tmp_path, SCRIPT, str(image))
    run = subprocess.run([exe, str(image)], capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout) == (0, "100 101 True\n"), run.stderr


NEW_OPCODE = """
[[opcode]]
name = "LOAD_INT_TWICE"
operands = ["sint"]
pops = "0"
pushes = "2"
doc = "push(small_int(arg)); push(small_int(arg))"
"""

# the code that gives it meaning: its case in run_loop, beside LOAD_INT's
NEW_CASE = """        CASE(OP_LOAD_INT_TWICE):
            arg = (uint32_t)read_sint(&ip);
            *sp++ = small_obj((int32_t)arg);
            *sp++ = small_obj((int32_t)arg);
            break;
"""

OPCODE_SCRIPT = r"""
import sys
import wispy
from wispy.build import build_host_vm
from wispy.compiler import compile_source
from wispy.image import encode_instruction, read_image, write_image

assert wispy.__file__.startswith(sys.argv[2]), wispy.__file__
one = encode_instruction("LOAD_INT", (300,))
twice = encode_instruction("LOAD_INT_TWICE", (300,)) + encode_instruction("NOP", ()) * len(one)
assert len(twice) == 2 * len(one)
# the same number of bytes in place of the LOAD_INTs: the line table stays right
for name, source, old, new in (("pair", "print(300, 300)\n", one + one, twice),
                               ("over", "print(300)\n", one, twice[: len(one)])):
    image = read_image(compile_source(source, "t.py"))
    main = image.consts[0]
    assert main.bytecode.count(old) == 1, main.bytecode.hex()
    main.bytecode = main.bytecode.replace(old, new)
    open(f"{sys.argv[1]}/{name}.wpy", "wb").write(write_image(image))
print(build_host_vm(sanitize=False))
"""


def test_a_new_opcode_needs_its_definition_and_its_case_only(tmp_path):
    tree, env = scratch_tree(tmp_path)
    defs_file = tree / "firmware/defs/wispy.toml"
    defs_file.write_text(defs_file.read_text() + NEW_OPCODE)
    vm_c = tree / "firmware/core/vm.c"
    text = vm_c.read_text()
    assert text.count("        CASE(OP_LOAD_INT):\n") == 1
    vm_c.write_text(text.replace("        CASE(OP_LOAD_INT):\n", NEW_CASE + "        CASE(OP_LOAD_INT):\n"))
    exe = generate_and_build(tree, env, tmp_path, OPCODE_SCRIPT, str(tmp_path))
    run = subprocess.run([exe, str(tmp_path / "pair.wpy")], capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout) == (0, "300 300\n"), run.stderr
    # print(300) has room for two values: the declared two pushes go over it, and the verifier says so
    over = subprocess.run([exe, str(tmp_path / "over.wpy")], capture_output=True, text=True, timeout=60)
    assert over.returncode != 0 and "the value stack would outgrow stack_size" in over.stdout + over.stderr, over


# A range constant as an image record: its tag, then range_t's three small ints.
NEW_KIND = (
    ("const_kinds = [\"code\", \"bigint\", \"float\", \"bytes\"]",
     "const_kinds = [\"code\", \"bigint\", \"float\", \"bytes\", \"range\"]"),
    ("records = [\n",
     "records = [\n  { kind = \"range\", type = \"range\", fields = [[\"tag\", \"I\"], [\"start\", \"i\"], "
     "[\"stop\", \"i\"], [\"step\", \"i\"]], tail_count = \"\", tail_item = 0, doc = \"small ints\" },\n"),
)
# its meaning: on the host, a range's fields as small-int words and back ...
NEW_CODEC = (
    "RECORD_CODECS = {\n",
    "RECORD_CODECS = {\n"
    "    \"range\": RecordCodec(range, lambda r: ({\"start\": 2 * r.start + 1, \"stop\": 2 * r.stop + 1,\n"
    "                                            \"step\": 2 * r.step + 1}, b\"\"),\n"
    "                         lambda f, tail: range(f[\"start\"] >> 1, f[\"stop\"] >> 1, f[\"step\"] >> 1)),\n",
)
# ... and in C, that the record is a range object's layout
NEW_ASSERT = (
    "/* An iterator over a range",
    "_Static_assert(IMAGE_RECORD_RANGE_SIZE == sizeof(range_t), \"a range record is its object\");\n\n"
    "/* An iterator over a range",
)

KIND_SCRIPT = r"""
import sys
import wispy
from wispy.build import build_host_vm
from wispy.compiler import compile_source
from wispy.disasm import disassemble, sizes
from wispy.image import read_image, write_image

assert wispy.__file__.startswith(sys.argv[2]), wispy.__file__
image = read_image(compile_source("r = 2.5\nprint(r, len(r), list(r), r[-1], r[1:3], 7 in r, r.step, type(r), r == range(-3, 11, 2))\n", "t.py"))
image.consts = [range(-3, 10, 2) if type(c) is float else c for c in image.consts]
data = write_image(image)
back = read_image(data)
assert range(-3, 10, 2) in back.consts, back.consts
assert "range range(-3, 10, 2)" in disassemble(back), disassemble(back)
assert sizes(back)["ranges"] == 16, sizes(back)
open(f"{sys.argv[1]}/range.wpy", "wb").write(data)
print(build_host_vm(sanitize=False))
"""


def test_a_new_constant_kind_needs_its_definition_and_its_meaning_only(tmp_path):
    tree, env = scratch_tree(tmp_path)
    for rel, edits in (("firmware/defs/wispy.toml", NEW_KIND), ("host/image.py", (NEW_CODEC,)),
                       ("firmware/core/obj.h", (NEW_ASSERT,))):
        path = tree / rel
        text = path.read_text()
        for old, new in edits:
            assert text.count(old) == 1, (rel, old)
            text = text.replace(old, new)
        path.write_text(text)
    exe = generate_and_build(tree, env, tmp_path, KIND_SCRIPT, str(tmp_path))
    run = subprocess.run([exe, str(tmp_path / "range.wpy")], capture_output=True, text=True, timeout=60)
    out = "range(-3, 10, 2) 7 [-3, -1, 1, 3, 5, 7, 9] 9 range(-1, 3, 2) True 2 <class 'range'> True\n"
    assert (run.returncode, run.stdout) == (0, out), run.stdout + run.stderr
