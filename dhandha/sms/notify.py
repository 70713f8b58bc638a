"""What the owner hears about bank SMS: one short message per batch, one question at a time.

- After a poll or an import: ONE outbox message listing the new SMS entries (a few lines and
  a total, never one message per SMS), keyed by the batch so a rerun queues it once.
- An unassigned payment with a likely contact gets ONE short question ("₹2,000 UPI from
  R KUMAR: Rajan?"), saved as a pending `sms_assign` whose plan the owner's "haan" carries out
  verbatim: the entry moves to the contact and the bank's name for them is learned. Only when
  the chat has no open question of its own; otherwise it waits for a later batch.
- SMS for review ride along with the owner's next reply (`review_notice`), each shown once.
"""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from typing import Any

from dhandha import questions
from dhandha.clock import iso
from dhandha.deps import Deps
from dhandha.ledger.steps import Amend, Link, Party, Step
from dhandha.reading import Record
from dhandha.store.sms import ASKED, TOLD

log = logging.getLogger("dhandha.sms")

SHOW = 5  # entries listed by name in one batch message; the rest are summed
SHOW_REVIEW = 3
# Only this fresh is worth the owner's time in chat. An old inbox brought in by `sms import`
# is not questioned payment by payment for weeks; its review items are listed by the import.
FRESH = timedelta(days=7)
# An SMS question waits longer than a chat question: the owner may be at the counter for hours.
# Any other message from the owner still closes it (the chain treats it as overtaken).
ASK_HOURS = 12


def after_batch(deps: Deps) -> dict[str, Any]:
    """Queue the batch message (and at most one question) for what the last run booked."""
    store = deps.store
    lang = deps.language()
    with store.tx():
        question = _ask_next(deps, lang)
        rows = store.sms_untold_entries()
        if not rows and question is None:
            return {"told": 0, "asked": False}
        text = _batch_text(rows, question, lang)
        if rows:
            key = f"sms_batch:{rows[0]['sms_id']}-{rows[-1]['sms_id']}"
        else:
            key = f"sms_ask:{question[0]}"  # type: ignore[index]
        store.outbox_add(key, "owner", deps.owner_chat, "sms_batch", text)
        store.sms_mark([r["sms_id"] for r in rows], TOLD)
    return {"told": len(rows), "asked": question is not None}


def _batch_text(rows: list[Any], question: tuple[int, str] | None, lang: str) -> str:
    from dhandha.lang.replies import render

    entries = []
    money_in = money_out = 0
    for r in rows:
        p = json.loads(r["parsed"] or "{}")
        credit = p.get("direction") == "credit"
        if credit:
            money_in += int(r["amount_paise"])
        else:
            money_out += int(r["amount_paise"])
        entries.append({"amount": int(r["amount_paise"]), "credit": credit, "kind": r["kind"],
                        "name": r["contact_name"] or p.get("counterparty"), "matched": r["contact_name"] is not None,
                        "channel": _channel(p.get("channel"))})
    # Newest first, and the ones nobody has explained before the rest: those are what the owner must answer.
    entries.reverse()
    entries.sort(key=lambda e: not str(e["kind"]).startswith("unexplained"))
    return render("sms.batch", lang, entries=entries[:SHOW], more=max(0, len(entries) - SHOW),
                  count=len(entries), money_in=money_in, money_out=money_out,
                  question=question[1] if question else None)


def _channel(ch: Any) -> str | None:
    return str(ch).upper() if ch and ch != "other" else None


def _ask_next(deps: Deps, lang: str) -> tuple[int, str] | None:
    """Ask about the oldest unexplained payment that has a likely contact, if the chat is free."""
    from dhandha.lang.replies import render
    from dhandha.sms.match import Matcher

    store = deps.store
    if questions.current(store, deps.owner_chat) is not None:
        return None
    matcher = Matcher(store)
    fresh = iso(deps.clock() - FRESH)
    store.sms_mark_unasked_before(fresh)  # what the walk below would mark and pass over, all at once
    for row in store.sms_unasked():
        # Marked asked whether or not there is anyone to ask about: a payment is raised once.
        store.sms_mark([row["id"]], ASKED)
        p = json.loads(row["parsed"] or "{}")
        printed = p.get("counterparty")
        if not printed or row["received_at"] < fresh or store.status_of(int(row["entry_id"])) != "active":
            continue
        handles = [h for h in (p.get("vpa"), printed) if h]
        m = matcher.match(handles)
        cid = m.contact_id or m.candidate_id
        who = m.name or m.candidate
        if cid is None or who is None:
            continue
        credit = p.get("direction") == "credit"
        question = render("sms.assign", lang, amount=int(row["entry_amount"]), channel=_channel(p.get("channel")),
                          name=printed, candidate=who, credit=credit)
        old = Record(kind=row["entry_kind"], amount_paise=int(row["entry_amount"]))
        new = Record(kind="payment_received" if credit else "payment_made", amount_paise=int(row["entry_amount"]),
                     counterparty=who)
        # The answer teaches: next time this VPA (or printed name) is matched at once.
        plan: list[Step] = [Amend(int(row["entry_id"]), old, new, Party(contact_id=cid)), Link(handles[0], cid)]
        questions.create(store, deps.owner_chat, "sms_assign", question, language=lang, now=deps.clock(),
                         minutes=ASK_HOURS * 60, plan=plan, choices=[who], extra={"sms_id": int(row["id"])})
        return int(row["id"]), question
    return None


def review_notice(deps: Deps, lang: str) -> str | None:
    """SMS waiting for the owner's eye, for the next reply; each is shown once."""
    from dhandha.lang.replies import render

    store = deps.store
    fresh = iso(deps.clock() - FRESH)
    rows = store.sms_review_unshown(SHOW_REVIEW, fresh)
    if not rows:
        return None
    total = store.sms_review_count(fresh)
    items = [{"sender": r["sender"], "text": snippet(r["body"])} for r in rows]
    text = render("sms.review", lang, items=items, more=total - len(rows))
    with store.tx():
        store.sms_mark_reviewed([int(r["id"]) for r in rows])
    return text


def snippet(body: str, limit: int = 90) -> str:
    text = " ".join(body.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
