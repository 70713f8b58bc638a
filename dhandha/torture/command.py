"""`dhandha torture [--seconds N] [--json]`: the whole run within a time budget, and its figures."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
from pathlib import Path

from dhandha.errors import OperatorError
from dhandha.torture.figures import Figures

# Shares of the budget after the faults (which take what they take): kills, then the model.
KILL_SHARE = 0.8


def torture(seconds: float, seed: int, root: Path) -> Figures:
    try:
        import hypothesis  # noqa: F401  (the state machine needs it; the phone install has no tests)
    except ImportError:
        raise OperatorError("torture needs hypothesis: pip install 'dhandha[test]'") from None
    from dhandha.torture import faults, kills, machine

    figures = Figures()
    rng = random.Random(seed)
    started = time.monotonic()
    faults.run_all(root, figures, rng)
    left = max(1.0, seconds - (time.monotonic() - started))
    kills.Killer(root, rng, figures).run(time.monotonic() + left * KILL_SHARE)
    machine.run(figures, root, started + seconds, seed)
    figures.seconds = time.monotonic() - started
    return figures


def cmd_torture(args: argparse.Namespace) -> int:
    import logging

    # The in-process steps fail on purpose (a full disk): their log lines are not the operator's.
    quiet = logging.getLogger("dhandha")
    quiet.addHandler(logging.NullHandler())
    quiet.propagate = False
    root = Path(tempfile.mkdtemp(prefix="dhandha-torture-"))
    root.chmod(0o700)
    try:
        figures = torture(float(args.seconds), int(args.seed), root)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        print(json.dumps(figures.as_json(), ensure_ascii=False))
    else:
        print("\n".join(figures.lines()))
    return 0 if figures.ok else 1
