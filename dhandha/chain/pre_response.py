"""Stage 6, pre-response: the checklist, then a short answer in the owner's language.

Checklist: a write that did not read back is told, never glossed over; every entry written is
named with its party, amount and (when not today) its date; a question gets an answer; what
became of an open question is said; anything the owner should know about a person just given
credit is said once.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from dhandha.chain.asking import shown
from dhandha.chain.plain import plain_written
from dhandha.chain.turn import Turn
from dhandha.clock import local_day
from dhandha.deps import Deps
from dhandha.ledger.book import Effect

log = logging.getLogger("dhandha.reply")

_THANKS = re.compile(r"thank|thanks|shukriya|dhanyavaad|dhanyawad|dhanyavad|धन्यवाद|शुक्रिया|ধন্যবাদ|நன்றி|"
                     r"ధన్యవాదాలు|ಧನ್ಯವಾದ|നന്ദി|ਧੰਨਵਾਦ|આભાર|ଧନ୍ୟବାଦ", re.IGNORECASE)


async def run(turn: Turn, deps: Deps) -> None:
    from dhandha.lang.replies import render

    lang = turn.language
    today = local_day(turn.received_at, deps.tz()).isoformat()
    h = turn.halt
    notes = [render(n.template, lang, **n.values) for n in turn.notes]
    if h is not None:
        if h.reason == "duplicate_input":
            turn.reply = h.values.get("reply") or ""
            return
        if h.reason == "error_after_write":
            turn.reply = plain_written(turn)
            return
        if h.reason == "books_damaged":
            from dhandha.damage import owner_notice

            turn.reply = owner_notice(lang)
            return
        if h.values.get("question") and h.reason not in ("repeat_question", "question_dropped"):
            main = str(h.values["question"])  # a question asked: its text is the reply
        else:
            main = render(h.reason, lang, **h.values)
        turn.reply = "\n".join([*notes, main])
        return
    if turn.problems:
        turn.reply = render("verify_failed", lang)
        return
    parts: list[str] = []
    written = [_entry(e, today) for e in turn.effects if e.op == "write"]
    if written:
        parts.append(render("recorded", lang, entries=written, today=today))
        from dhandha.chain.heads_up import heads_up

        parts.extend(heads_up(turn, deps, lang))
    for e in turn.effects:
        if e.op == "reverse":
            parts.append(render("cancelled", lang, entry=_entry(e, today), balance=e.balance, today=today))
        elif e.op == "amend":
            old = shown(e.old) if e.old is not None else {}
            parts.append(render("corrected", lang, old=old, new=_entry(e, today), balance=e.balance, today=today))
    for a in turn.answers:
        if a.text:
            parts.append(a.text)
        elif a.template == "chat":
            parts.append(render("thanks" if _THANKS.search(turn.message.text) else "greeting", lang))
        else:
            parts.append(render(a.template, lang, **a.values))
    if not parts and not notes:
        # Checklist: the owner asked something and nothing answered it.
        log.warning("no answer produced for %s (%s)", turn.message.input_key,
                    turn.reading.intent if turn.reading else None)
        parts.append(render("not_understood", lang))
    parts.extend(notes)
    from dhandha.sms.notify import review_notice

    notice = review_notice(deps, lang)
    if notice:
        parts.append(notice)
    turn.reply = "\n".join(p for p in parts if p)


def _entry(e: Effect, today: str) -> dict[str, Any]:
    """An effect in the shape reply templates take, with the day named when it is not today."""
    return shown(e.record, balance=e.balance, new_contact=e.new_contact,
                 date=e.occurred_on if e.occurred_on and e.occurred_on != today else None,
                 bank=e.source == "sms")
