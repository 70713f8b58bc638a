"""A short `dhandha torture` run is part of the suite: real kills, every fault, the model; nothing lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_a_short_torture_run_loses_and_doubles_nothing(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = {k: v for k, v in os.environ.items() if not k.startswith("DHANDHA_")}
    env["TMPDIR"] = str(tmp_path)
    res = subprocess.run([sys.executable, "-m", "dhandha", "torture", "--seconds", "20", "--json"], env=env,
                         capture_output=True, text=True, timeout=600)
    figures = json.loads(res.stdout)
    assert res.returncode == 0, figures["problems"]
    assert (figures["lost"], figures["doubled"], figures["integrity"]) == (0, 0, "ok")
    assert figures["kills"] >= 3 and figures["events_checked"] >= 50
    faults = set(figures["faults"]) | set(figures["skipped"])
    assert {"disk full (page budget)", "disk full (tiny filesystem)", "corrupted page", "deleted WAL", "clock jump",
            "hung termux-*"} <= faults
    assert not list(tmp_path.glob("dhandha-torture-*")), "the run cleans up after itself"
