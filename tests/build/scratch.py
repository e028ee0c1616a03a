"""A scratch copy of the repository for the tests that change the definitions and show both
sides follow (issue 17): the tracked files copied, and a path where `import wispy` finds the
copy's host/ with its folders mapped as pyproject.toml's package-dir does."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def scratch_tree(tmp_path: Path) -> tuple[Path, dict]:
    """(the copy's root, an environment whose `python -m wispy` is the copy's and whose
    builds go under tmp_path)."""
    tree = tmp_path / "tree"
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    for rel in tracked.splitlines():
        src = ROOT / rel
        if src.is_file():
            (tree / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, tree / rel)
    for sub in ("firmware", "emulator", "boards"):
        (tree / "host" / sub).symlink_to(tree / sub)
    (tmp_path / "path").mkdir()
    (tmp_path / "path/wispy").symlink_to(tree / "host")
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "path"), WISPY_BUILD_DIR=str(tmp_path / "build"))
    return tree, env
