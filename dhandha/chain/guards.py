"""Checks on any reading, rules or LLM alike (UNDERSTANDING §12): what a write needs before it may happen."""

from __future__ import annotations

from dhandha.chain.reading import Clarify, Reading
from dhandha.money import MAX_PAISE

NEEDS_PARTY = frozenset({"udhaar_given", "payment_received", "payment_made"})


def apply_guards(reading: Reading) -> Reading:
    """Turn an unsafe record reading into the one question that makes it safe."""
    if reading.intent not in ("record", "record_many") or not reading.records:
        return reading
    for rec in reading.records:
        why = None
        if rec.amount_paise is None or rec.amount_paise <= 0:
            why = "missing_amount"
        elif rec.amount_paise > MAX_PAISE:
            why = "absurd_amount"
        elif rec.kind is None:
            why = "ambiguous_direction"
        elif rec.kind in NEEDS_PARTY and not rec.counterparty:
            why = "missing_counterparty"
        elif rec.kind == "payment_received" and (rec.qty or rec.item):
            # Money in does not come with goods: goods with a sum are a sale, a purchase or
            # credit — a reading that says "payment" and "goods" at once has mixed them up.
            why = "ambiguous_kind"
        if why:
            return Reading(intent="clarify", clarify=Clarify(why=why, partial=reading.records,
                                                             detail=rec.counterparty),
                           intentions=reading.intentions, source=reading.source)
    return reading
