"""What was written, said without templates: the last words when rendering itself failed."""

from __future__ import annotations

from dhandha.chain.turn import Turn
from dhandha.money import rupees


def plain_written(turn: Turn) -> str:
    """One plain line per entry the turn wrote, so a failure after the write still tells the truth."""
    lines = []
    for e in turn.effects:
        op = {"write": "saved", "reverse": "cancelled", "amend": "corrected"}[e.op]
        r = e.record
        lines.append(f"✅ {op}: {r.kind} {rupees(int(r.amount_paise or 0))} {r.counterparty or ''}".rstrip())
    return "\n".join(lines)
