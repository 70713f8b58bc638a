"""What a sweep reports back to the heartbeat, which records it in sweep_runs."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    produced: int = 0  # rows the sweep added or changed that someone may read (notes, alerts, profiles)
    detail: str = ""  # one short line for the operator
    skipped: bool = False  # nothing to do here (a missing part, not a failure)
