"""One payment, many witnesses: the bank's SMS, a UPI app's notification and the owner's own words.

Whichever comes first is booked; each later witness of the same payment is linked to that entry
instead of booking a second one. Two witnesses are the same payment when the amount and direction
agree, their times are close, the UPI references (where both have one) agree, and the payer the bank
or app names is not someone else. Among several candidates the one with the same reference wins, then
the one whose contact the printed name points to, then the nearest in time: two payments of the same
amount the same day each find their own entry, because an entry takes one witness of each kind.

A wrong match is undone by one owner action (ledger.steps.Unmerge): the witness gets an unexplained
entry of its own, and that pair is never matched again. The owner's message that comes after a bank
witness is matched in the chain's checks (chain/checks.py, "is this the bank's ₹X?").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from dhandha.clock import iso, parse_instant
from dhandha.sms.match import Match, Matcher, clean
from dhandha.store import Store

# An owner's entry may be written up to this long before the bank hears of it, and this long after.
OWNER_BEFORE, OWNER_AFTER = timedelta(days=3), timedelta(hours=1)
# A bank SMS and an app's notification of one payment arrive within minutes of each other.
WITNESS_GAP = timedelta(minutes=30)
CREDIT_KINDS = ("payment_received", "unexplained_in", "sale")
DEBIT_KINDS = ("payment_made", "unexplained_out", "expense", "purchase")
OWNER_SOURCES = ("console", "telegram", "voice")
# How alike (rapidfuzz, on phonetic keys) a bank's printed name must be to the person the owner named
# for the same sum: whole names, or every word of the shorter one ("SALIM K" for Salim).
LIKE = 85
LIKE_WORDS = 90


@dataclass(frozen=True)
class Witness:
    """A bank SMS or an app notification, as the matcher needs it."""

    evidence: str  # 'sms:<id>' | 'notice:<id>'
    credit: bool
    amount_paise: int
    at: datetime
    ref: str | None
    handles: tuple[str, ...]  # the payer's printed name and VPA, for "not someone else"


def _ref_of_entry(store: Store, entry_id: int) -> set[str]:
    """The UPI references the entry's other witnesses carry."""
    refs = set()
    for r in store.sms_of_entry(entry_id):
        ref = json.loads(r["parsed"] or "{}").get("ref")
        if ref:
            refs.add(str(ref).strip().upper())
    for n in store.notices_of_entry(entry_id):
        if n["ref"]:
            refs.add(str(n["ref"]).strip().upper())
    return refs


def find_entry(store: Store, w: Witness, matcher: Matcher | None = None) -> dict[str, Any] | None:
    """The entry this witness is another account of, or None (then it is a payment of its own)."""
    kind_of = "sms" if w.evidence.startswith("sms:") else "notice"
    kinds = CREDIT_KINDS if w.credit else DEBIT_KINDS
    start, end = iso(w.at - OWNER_BEFORE), iso(w.at + OWNER_AFTER)
    rows = store.witness_candidates(kinds, w.amount_paise, start, end)
    refused = store.not_same(w.evidence)
    ref = w.ref.strip().upper() if w.ref else None
    party = (matcher or Matcher(store)).match(list(w.handles)) if w.handles else None
    who = None if party is None else (party.contact_id or party.candidate_id)
    best: tuple[tuple[int, int, float], dict[str, Any]] | None = None
    for row in rows:
        e = dict(row)
        eid = int(e["id"])
        if eid in refused or _has_witness(store, eid, kind_of):
            continue
        moved = parse_instant(str(e["occurred_at"]))
        refs = _ref_of_entry(store, eid)
        if ref and refs and ref not in refs:
            continue  # both carry a UPI reference, and they differ: two payments
        same_ref = bool(ref and ref in refs)
        if str(e["source"]) not in OWNER_SOURCES and abs(moved - w.at) > WITNESS_GAP and not same_ref:
            continue  # without one reference, two bank witnesses of one payment are minutes apart, not hours
        if who is not None and e["contact_id"] is not None and int(e["contact_id"]) != who:
            continue  # the bank names someone else (surely, or as the likeliest reading of the name)
        score = (1 if same_ref else 0, 1 if who is not None and e["contact_id"] == who else 0,
                 -abs((moved - w.at).total_seconds()))
        if best is None or score > best[0]:
            best = (score, e)
    return None if best is None else best[1]


def _has_witness(store: Store, entry_id: int, kind_of: str) -> bool:
    """An entry takes one SMS and one notification; a second of the same kind is another payment."""
    if kind_of == "sms":
        return bool(store.sms_of_entry(entry_id))
    return bool(store.notices_of_entry(entry_id))


def printed_names(store: Store, entry_id: int) -> list[str]:
    """The payer or payee names and VPAs the bank or app printed for an entry's witnesses."""
    names: list[str] = []
    for r in store.sms_of_entry(entry_id):
        p = json.loads(r["parsed"] or "{}")
        names += [h for h in (p.get("vpa"), p.get("counterparty")) if h]
    names += [str(n["payer"]) for n in store.notices_of_entry(entry_id) if n["payer"]]
    return names


def _printed(store: Store, entry_id: int, contact_id: int | None,
             matcher: Matcher | None) -> tuple[list[str], Match] | None:
    """The names the bank printed for an entry and whom they match, when there is someone to compare."""
    if contact_id is None:
        return None
    names = printed_names(store, entry_id)
    return (names, (matcher or Matcher(store)).match(names)) if names else None


def names_someone_else(store: Store, entry_id: int, contact_id: int | None, matcher: Matcher | None = None) -> bool:
    """Whether a bank-booked entry's printed payer points to another contact than this one."""
    seen = _printed(store, entry_id, contact_id, matcher)
    if seen is None:
        return False
    who = seen[1].contact_id or seen[1].candidate_id
    return who is not None and who != contact_id


def names_this_one(store: Store, entry_id: int, contact_id: int | None, matcher: Matcher | None = None) -> bool:
    """Whether a bank-booked entry's printed payer or payee is this very contact."""
    seen = _printed(store, entry_id, contact_id, matcher)
    if seen is None:
        return False
    names, m = seen
    if m.contact_id is not None:
        return m.contact_id == contact_id
    # The owner named this person for this very sum, so a looser likeness will do than for picking
    # among all contacts, and across scripts ("AGRAWAL TRADERS" for "अग्रवाल ट्रेडर्स").
    from rapidfuzz import fuzz

    from dhandha.lang import phonetic

    theirs = [phonetic.key(n) for cid, n, _ in store.contact_names() if cid == contact_id]
    printed = [phonetic.key(clean(n)) for n in names if "@" not in n]
    return any(fuzz.ratio(p, k) >= LIKE or fuzz.token_set_ratio(p, k) >= LIKE_WORDS
               for p in printed for k in theirs if p and k)


WORD_LIKE = 80  # one word the owner said against one word the bank printed, by sound


def printed_sounds_like(store: Store, entry_id: int, name: str) -> bool:
    """Whether the bank printed this name for an entry, before anyone has an account by it: every word
    the owner said sounds like a printed word ("देशमुख" in SANTOSH DESHMUKH), or starts the printed VPA
    ("Nilesh" in nileshpatel9@okicici)."""
    import re

    from rapidfuzz import fuzz

    from dhandha.lang import phonetic

    said = [k for k in (phonetic.key(w) for w in name.split()) if len(k) >= 3]
    words: list[str] = []
    handles: list[str] = []
    for n in printed_names(store, entry_id):
        if "@" in n:
            handles += [phonetic.key(h) for h in re.sub(r"[^a-z]+", " ", n.split("@")[0].lower()).split()]
        else:
            words += [phonetic.key(w) for w in clean(n).split()]
    return bool(said) and all(any(fuzz.ratio(k, w) >= WORD_LIKE for w in words if w) or
                              any(len(k) >= 4 and h.startswith(k) for h in handles) for k in said)


# -- telling the owner, and the one action that undoes a match ----------------------------------------
LINKED = "linked to entry"  # the reason prefix on an SMS or notice that joined an existing entry


def link_reason(entry: dict[str, Any]) -> str:
    who = "owner" if str(entry["source"]) in OWNER_SOURCES else str(entry["source"])
    return f"{LINKED} {entry['id']} ({who})"


def offer_unmerge(store: Store, chat: str | None, evidence: str, entry_id: int, amount: int, name: str | None,
                  entry_name: str | None, via: str, language: str, now: datetime, minutes: int) -> str | None:
    """Tell the owner a witness joined their entry, with one question that undoes it; None if the chat is busy."""
    from dhandha import questions
    from dhandha.lang.replies import render
    from dhandha.ledger.steps import Unmerge, to_json

    values = {"amount": amount, "name": name, "entry_name": entry_name, "via": via}
    if questions.current(store, chat) is not None:
        return render("collect.link_told", language, **values)
    text = render("collect.link_question", language, **values)
    choices = [render("collect.choice_same", language), render("collect.choice_separate", language)]
    questions.create(store, chat, "bank_link", text, language=language, now=now, minutes=minutes,
                     choices=choices, extra={"unmerge": to_json([Unmerge(evidence, entry_id)])})
    return text
