"""Checks on any reading, rules or LLM alike: what a write needs before it may happen.

This is the one place where "not sure" becomes a question (docs/reading-guide.md, "When to ask").
A record the thinker did not fully understand, or one missing what its kind needs, is never
written as read: the owner is asked one short question, and the half-built entry waits for the
answer.
"""

from __future__ import annotations

from dataclasses import replace

from dhandha.money import MAX_PAISE
from dhandha.reading import Clarify, Reading, Record

NEEDS_PARTY = frozenset({"udhaar_given", "payment_received", "payment_made", "opening_balance"})
OWNER_KINDS = frozenset({"sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made",
                         "opening_balance", "transfer"})


def apply_guards(reading: Reading) -> Reading:
    """Turn an unsafe reading into the one question that makes it safe."""
    if reading.intent == "correct" and not reading.confident:
        return _ask(reading, "unclear_correction", [])
    if reading.intent not in ("record", "record_many") or not reading.records:
        return reading
    for rec in reading.records:
        why = _gap(rec)
        if why:
            return _ask(reading, why, reading.records, detail=rec.counterparty)
    if not reading.confident or reading.unplaced:
        # Every word of a written record must be accounted for; words left over may change it
        # ("... jo bounce ho gaya"). Show what was understood and let the owner say yes.
        return _ask(reading, "not_sure", reading.records, detail=" ".join(reading.unplaced) or None)
    return reading


def _gap(rec: Record) -> str | None:
    if rec.amount_paise is None or rec.amount_paise <= 0:
        return "missing_amount"
    if rec.amount_paise > MAX_PAISE:
        return "absurd_amount"
    if rec.kind is None:
        return "ambiguous_direction"
    if rec.kind not in OWNER_KINDS:
        return "ambiguous_kind"  # an owner's words never make an "unexplained" bank entry
    if rec.kind in NEEDS_PARTY and not rec.counterparty:
        return "missing_counterparty"
    if rec.kind == "opening_balance" and rec.owes not in ("them", "shop"):
        return "ambiguous_direction"
    if rec.kind == "transfer" and rec.route not in ("bank_to_cash", "cash_to_bank", "bank_to_bank"):
        return "ambiguous_kind"
    if rec.kind == "payment_received" and (rec.qty or rec.item):
        # Money in does not come with goods: goods with a sum are a sale, a purchase or credit.
        return "ambiguous_kind"
    if rec.modes and sum(rec.modes.values()) > rec.amount_paise:
        return "approximate_amount"  # the parts said are more than the whole
    return None


def _ask(reading: Reading, why: str, records: list[Record], detail: str | None = None) -> Reading:
    return Reading(intent="clarify", clarify=Clarify(why=why, partial=[replace(r) for r in records], detail=detail),
                   intentions=reading.intentions, source=reading.source, answers=reading.answers,
                   via_bank=reading.via_bank)
