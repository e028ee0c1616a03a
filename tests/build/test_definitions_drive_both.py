"""One definition drives both sides: in a scratch copy of the tree, a [[compact]] row added to
firmware/defs/wispy.toml, and nothing else, is picked by the assembler, accepted by the C
verifier and run by the C loop (issue 17)."""

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


def test_a_new_compact_form_needs_the_definitions_only(tmp_path):
    tree, env = scratch_tree(tmp_path)
    defs_file = tree / "firmware/defs/wispy.toml"
    defs_file.write_text(defs_file.read_text() + NEW_FORM)
    image = tmp_path / "t.wpy"
    gen = subprocess.run([sys.executable, "-m", "wispy.generate"], cwd=tree, env=env, capture_output=True, text=True)
    assert gen.returncode == 0, gen.stderr[-3000:]
    step = subprocess.run([sys.executable, "-c", SCRIPT, str(image), str(tmp_path)], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=600)
    assert step.returncode == 0, step.stderr[-3000:]
    exe = step.stdout.strip().splitlines()[-1]
    assert exe.startswith(str(tmp_path)), f"built outside the scratch copy: {exe}"
    run = subprocess.run([exe, str(image)], capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout) == (0, "100 101 True\n"), run.stderr
