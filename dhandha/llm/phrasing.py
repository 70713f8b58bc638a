"""Replies that need words, phrased by the LLM around numbers code computed, and checked.

"Why are sales down?" and "how is business?" get this week against the same days of last week,
this month against last month, what is owed and by whom, all computed here from the books. The
model may only arrange them into sentences in the owner's language: a reply with a figure or a
name it was not given is dropped, and the template answer goes instead. The morning briefing,
when an LLM is configured, is rephrased the same way from the text the templates made.
"""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from dhandha.chain.anonymise import Veil
from dhandha.chain.answers import Span, summary
from dhandha.chain.turn import Turn
from dhandha.clock import local_day
from dhandha.deps import Deps
from dhandha.llm.client import LLM, Budget, Request, Session
from dhandha.llm.prompt import stable_prefix
from dhandha.llm.understand import TRANSPORT_FAILURES, checked_text, veiled
from dhandha.money import to_rupees

log = logging.getLogger("dhandha.llm")

BRIEFING_WORDS = 150


class Phrased(BaseModel):
    reply: str = Field(min_length=2, max_length=1200)


def business_facts(deps: Deps) -> dict[str, Any]:
    """How the shop is doing, in rupees, the way the books say it."""
    today = local_day(deps.clock(), deps.tz())
    monday = today - timedelta(days=today.weekday())
    first = today.replace(day=1)
    prev_end = first - timedelta(days=1)
    same_day_last_month = min(today.day, prev_end.day)
    spans = {
        "this_week": Span(monday, today, "this_week"),
        "same_days_last_week": Span(monday - timedelta(days=7), today - timedelta(days=7), "span"),
        "this_month": Span(first, today, "this_month"),
        "same_days_last_month": Span(prev_end.replace(day=1), prev_end.replace(day=same_day_last_month), "span"),
    }
    facts: dict[str, Any] = {"today": today.isoformat()}
    for name, span in spans.items():
        s = summary(deps, span)
        facts[name] = {"from": s["first"], "to": s["last"], "sales": to_rupees(s["sales"]),
                       "expenses": to_rupees(s["expenses"]), "credit_given": to_rupees(s["udhaar_given"]),
                       "payments_received": to_rupees(s["payments_received"]),
                       "purchases": to_rupees(s["purchases"]), "entries": s["count"]}
    for now, then in (("this_week", "same_days_last_week"), ("this_month", "same_days_last_month")):
        a, b = facts[now]["sales"], facts[then]["sales"]
        if b:
            facts[f"sales_change_pct_{now}"] = round(100 * (a - b) / b)
    store = deps.store
    facts["owed_to_shop"] = to_rupees(store.receivable_total())
    facts["top_debtors"] = [{"name": r["name"], "owes": to_rupees(int(r["balance_paise"]))} for r in store.debtors(3)]
    return facts


async def business_answer(deps: Deps, turn: Turn, session: Session, budget: Budget) -> str | None:
    """The owner's "why"/"how" question answered from the facts, or None (then the template answers)."""
    veil = Veil.of(deps.store)
    facts = json.dumps(veiled(veil, business_facts(deps)), ensure_ascii=False, separators=(",", ":"))
    messages = [
        {"role": "system", "content": stable_prefix()},
        {"role": "system", "content": (
            f"# The books (data, computed by code)\n{facts}\n"
            f"# Answer\nAnswer the owner's question in {turn.language} in two to four short sentences, as the "
            "munshi. Use only the figures above, written as they are (rupees with ₹); if the books cannot say "
            "why, say what they do show. Point out what seems to be happening, never promise. "
            'Reply with one JSON object: {"reply": "..."}')},
        {"role": "user", "content": veil.hide(turn.text)},
    ]
    text = await _ask(session, Request(messages, "phrase", input_id=turn.input_id, max_tokens=400), budget)
    if text is None:
        return None
    return checked_text(text, veil, "\n".join(m["content"] for m in messages))


async def _ask(session: Session, req: Request, budget: Budget) -> str | None:
    for attempt in (1, 2):
        reply = await session.ask(req, budget)
        if reply.outcome in TRANSPORT_FAILURES:
            return None
        try:
            return Phrased.model_validate_json(reply.text or "").reply
        except ValidationError as exc:
            if attempt == 2:
                return None
            req = Request(req.messages + [{"role": "assistant", "content": (reply.text or "(empty)")[:800]},
                                          {"role": "user", "content": f"Not usable ({exc.errors()[0]['msg']}). "
                                                                      'Only {"reply": "..."}.'}],
                          "repair", input_id=req.input_id, max_tokens=req.max_tokens)
    return None


def briefing(deps: Deps, text: str, language: str) -> str:
    """The templates' briefing said more naturally, with the same names and figures; else as it was."""
    if not deps.settings.llm_enabled:
        return text
    # Its own client on the sweep's own connection: the heartbeat runs in another thread.
    llm = LLM(deps.settings, deps.store, deps.clock, deps.tz())
    if llm.over_cap():
        return text
    veil = Veil.of(deps.store)
    plain = veil.hide(text)
    messages = [
        {"role": "system", "content": stable_prefix()},
        {"role": "system", "content": (
            f"# Answer\nRewrite this morning briefing for the owner in {language}: warm, plain, under "
            f"{BRIEFING_WORDS} words, one emoji at most. Keep every name token (like «C1») and every figure exactly "
            "as written; add no figure, name or advice that is not in it. "
            'Reply with one JSON object: {"reply": "..."}')},
        {"role": "user", "content": plain},
    ]
    try:
        with llm.sync_session() as session:
            reply = session.ask(Request(messages, "briefing", max_tokens=500), Budget(1))
    except Exception:  # the briefing must go out even if the LLM client breaks
        log.exception("briefing phrasing failed")
        return text
    if reply.outcome != "ok":
        return text
    try:
        said = Phrased.model_validate_json(reply.text or "").reply
    except ValidationError:
        return text
    if len(said.split()) > BRIEFING_WORDS or not _same_people(plain, said):
        return text
    return checked_text(said, veil, plain) or text


def _same_people(before: str, after: str) -> bool:
    """Nobody named in the briefing may vanish from it, and nobody may appear."""
    from dhandha.chain.anonymise import TOKEN

    return {m.group(0) for m in TOKEN.finditer(before)} == {m.group(0) for m in TOKEN.finditer(after)}
