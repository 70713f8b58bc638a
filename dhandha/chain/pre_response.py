"""Stage 6, pre-response: the checklist, then a short answer in the owner's language."""

from __future__ import annotations

import logging
import re
from typing import Any

from dhandha.chain.anonymise import deanonymise
from dhandha.chain.turn import Turn
from dhandha.deps import Deps

log = logging.getLogger("dhandha.reply")

# Halts whose reply is a template of the same name, with the halt's values.
_THANKS = re.compile(r"thank|thanks|shukriya|dhanyavaad|dhanyawad|dhanyavad|धन्यवाद|शुक्रिया|ধন্যবাদ|நன்றி|"
                     r"ధన్యవాదాలు|ಧನ್ಯವಾದ|നന്ദി|ਧੰਨਵਾਦ|આભાર|ଧନ୍ୟବାଦ", re.IGNORECASE)


async def run(turn: Turn, deps: Deps) -> None:
    from dhandha.lang.replies import render

    lang = turn.language
    h = turn.halt
    if h is not None:
        if h.reason == "duplicate_input":
            turn.reply = h.values.get("reply") or ""
        elif h.reason == "error_after_write":
            from dhandha.chain.pipeline import plain_written

            turn.reply = plain_written(turn)
        elif h.values.get("question") and h.reason != "repeat_question":
            turn.reply = str(h.values["question"])
        else:
            turn.reply = render(h.reason, lang, **h.values)
        return
    if turn.problems:
        # Checklist: a write that did not read back as planned is told, never glossed over.
        turn.reply = render("verify_failed", lang)
        return
    parts: list[str] = []
    records = [_shown(w) for w in turn.written if w["op"] == "write"]
    if records:
        parts.append(render("recorded", lang, entries=records))
        # Checklist: anything the owner should hear about the person just given credit?
        from dhandha.chain.heads_up import heads_up

        parts.extend(heads_up(turn, deps, lang))
    for w in turn.written:
        if w["op"] == "reverse":
            parts.append(render("cancelled", lang, entry=_shown(w), balance=w.get("balance")))
        elif w["op"] == "amend":
            parts.append(render("corrected", lang, old=_plain(w["old"]), new=_shown(w), balance=w.get("balance")))
    a = turn.answer or {}
    if a.get("key"):
        values = {k: v for k, v in a.items() if k != "key"}
        parts.append(render(a["key"], lang, **values))
    if a.get("promise"):
        p = a["promise"]
        parts.append(render("promise_noted", lang, counterparty=p.get("counterparty"), due=p.get("due"),
                            amount=p.get("amount_paise")))
    if a.get("reminder_queued"):
        parts.append(render("reminder_queued", lang, counterparty=a.get("counterparty"), phone=a.get("phone")))
    if a.get("chat"):
        parts.append(render("thanks" if _THANKS.search(turn.message.text) else "greeting", lang))
    if not parts:
        # Checklist: the owner asked something and nothing answered it.
        log.warning("no answer produced for %s (%s)", turn.message.input_key,
                    turn.reading.intent if turn.reading else None)
        parts.append(render("not_understood", lang))
    notice = _sms_review_notice(deps, lang)
    if notice:
        parts.append(notice)
    mapping = (turn.context.get("anon") or {}).get("map") or {}
    turn.reply = deanonymise("\n".join(p for p in parts if p), mapping)


def _sms_review_notice(deps: Deps, lang: str) -> str | None:
    """Bank SMS that need the owner's eye ride along with the next answer, once."""
    try:
        from dhandha.sms.notify import review_notice
    except ImportError:
        return None
    return review_notice(deps, lang)


def _plain(rec: dict[str, Any]) -> dict[str, Any]:
    return {"kind": rec.get("kind"), "amount": rec.get("amount_paise"), "counterparty": rec.get("counterparty"),
            "item": rec.get("item"), "qty": rec.get("qty"), "unit": rec.get("unit")}


def _shown(w: dict[str, Any]) -> dict[str, Any]:
    return {**_plain(w["plan"]), "balance": w.get("balance"), "new_contact": bool(w.get("new_contact"))}
