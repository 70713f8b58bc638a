"""What a torture run counts, and how it is printed."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Figures:
    kills: Counter[str] = field(default_factory=Counter)  # SIGKILLs, by the command they hit
    events: int = 0  # acknowledged effects and model steps checked against the books
    faults: Counter[str] = field(default_factory=Counter)  # faults injected, by kind
    skipped: dict[str, str] = field(default_factory=dict)  # fault kinds not run here, and why
    lost: int = 0  # acknowledged effects missing from the books (a detected lost WAL is not counted)
    doubled: int = 0  # effects present more than once
    integrity_checks: int = 0
    problems: list[str] = field(default_factory=list)  # anything else that was wrong, one line each
    seconds: float = 0.0

    @property
    def integrity_ok(self) -> bool:
        return not any(p.startswith("integrity") for p in self.problems)

    @property
    def ok(self) -> bool:
        return self.lost == 0 and self.doubled == 0 and not self.problems

    def problem(self, line: str) -> None:
        if len(self.problems) < 50:
            self.problems.append(line)

    def as_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "seconds": round(self.seconds, 1), "kills": sum(self.kills.values()),
                "kills_by_command": dict(self.kills), "events_checked": self.events,
                "faults_injected": sum(self.faults.values()), "faults": dict(self.faults),
                "skipped": self.skipped, "lost": self.lost, "doubled": self.doubled,
                "integrity": "ok" if self.integrity_ok else "FAILED", "integrity_checks": self.integrity_checks,
                "problems": self.problems}

    def lines(self) -> list[str]:
        kills = ", ".join(f"{k} {v}" for k, v in sorted(self.kills.items()))
        faults = ", ".join(f"{k} {v}" for k, v in sorted(self.faults.items()))
        out = [
            f"torture: {'ok' if self.ok else 'PROBLEMS'} in {self.seconds:.0f} s",
            f"  kills            {sum(self.kills.values()):>7}  ({kills})",
            f"  events checked   {self.events:>7}",
            f"  faults injected  {sum(self.faults.values()):>7}  ({faults})",
            f"  lost             {self.lost:>7}",
            f"  doubled          {self.doubled:>7}",
            f"  integrity        {'ok' if self.integrity_ok else 'FAILED':>7}  ({self.integrity_checks} checks)",
        ]
        out += [f"  skipped: {k}: {why}" for k, why in sorted(self.skipped.items())]
        out += [f"  problem: {p}" for p in self.problems]
        return out
