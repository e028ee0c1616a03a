"""The image fuzzer's fixed sample (wispy.fuzz): valid images mutated (bit flips, byte values,
copied bytes, truncation, grown lengths and counts) with the CRC recomputed, each refused or
run on the sanitized host VM without a sanitizer report or a signal. WISPY_FUZZ_IMAGES=N runs
N images instead of the sample, WISPY_FUZZ_SEED=S another seed (`python -m wispy.fuzz images`
is the campaign command, on both cores)."""

from __future__ import annotations

import os

from wispy.fuzz import image_campaign

COUNT = int(os.environ.get("WISPY_FUZZ_IMAGES", "3000"))
SEED = int(os.environ.get("WISPY_FUZZ_SEED", "12"))


def test_mutated_images_never_fault(host_vm):
    c = image_campaign(host_vm, COUNT, SEED)
    assert c.runs == COUNT
    faults = [f"#{i}: status {r.status}\n{r.stderr.decode(errors='replace')[-1500:]}" for _, i, _, r in c.faults]
    assert not faults, "\n".join(faults[:3])
    # the sample reaches the verifier's checks and the VM: not everything is refused at the CRC
    refused = sum(n for k, n in c.kinds.items() if k.startswith("refused"))
    ran = sum(n for k, n in c.kinds.items() if k.startswith("ran"))
    assert refused > COUNT // 2 and ran > COUNT // 50, c.kinds
