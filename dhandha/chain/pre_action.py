"""Stage 3, pre-action: turn the reading into a plan, and stop to ask before any write that needs it.

Checks, in order, for each entry: which contact (two close names, or a near-miss of a known
one); a large amount; the same entry again within minutes; an amount far outside this
person's usual. A question is saved as a pending action with a nonce and an expiry, so a
"haan" resumes exactly what was shown, even from a later process.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from datetime import timedelta
from typing import Any

from dhandha.chain import contacts
from dhandha.chain.reading import Reading, Record
from dhandha.chain.turn import Action, Halt, Turn
from dhandha.clock import iso, parse_instant
from dhandha.deps import Deps

# Pending reasons that a plain "haan" resumes; the others are questions that need an answer.
CONFIRMABLE = frozenset({"which_contact", "confirm_large", "duplicate", "unusual_amount", "remind_send",
                         "sms_assign"})


async def run(turn: Turn, deps: Deps) -> None:
    r = turn.reading
    if r is None:
        return
    if r.intent == "confirm":
        _resume(turn, deps)
    elif r.intent == "deny":
        nonce = turn.context.get("pending_nonce")
        if nonce:
            # A "no" writes nothing, so execute will not run: close the question here.
            with deps.store.tx():
                deps.store.pending_resolve(nonce, "denied")
        turn.halt = Halt("denied" if nonce else "nothing_pending")
    elif r.intent == "clarify" and r.clarify is not None:
        c = r.clarify
        partial = [asdict(p) for p in c.partial]
        _ask(turn, deps, c.why, {"partial": partial, "options": c.options}, _question_values(c.detail, c.options, partial))
    elif r.intent in ("record", "record_many"):
        turn.plan = [_write_action(deps, rec) for rec in r.records]
        turn.plan += _intention_actions(deps, r)
        _check(turn, deps, cleared=set())
    elif r.intent == "promise":
        turn.plan = _intention_actions(deps, r)
    elif r.intent == "query" and r.query is not None:
        turn.plan = [Action("answer", asdict(r.query))]
    elif r.intent == "correct" and r.correction is not None:
        from dhandha.chain.corrections import plan_correction

        plan_correction(turn, deps, r.correction)
    elif r.intent == "remind" and r.remind:
        from dhandha.chain.reminders import plan_reminder

        plan_reminder(turn, deps, r.remind)
    elif r.intent == "chat":
        turn.plan = [Action("chat", {})]


def _write_action(deps: Deps, rec: Record) -> Action:
    values: dict[str, Any] = {"record": asdict(rec), "contact_id": None, "new_contact": None, "who": "none"}
    if rec.counterparty:
        who = contacts.resolve(deps.store, rec.counterparty)
        values["who"] = who.status
        values["candidates"] = who.candidates
        if who.status == "known":
            values["contact_id"] = who.contact_id
            values["record"]["counterparty"] = who.name
        else:
            values["new_contact"] = rec.counterparty
    return Action("write", values)


def _intention_actions(deps: Deps, r: Reading) -> list[Action]:
    out = []
    for it in r.intentions:
        cid = None
        if it.counterparty:
            row = deps.store.contact_by_name(it.counterparty)
            cid = int(row["id"]) if row else None
        out.append(Action("intention", {**asdict(it), "contact_id": cid}))
    return out


def _check(turn: Turn, deps: Deps, cleared: set[str]) -> None:
    """Stop at the first check that needs the owner; otherwise the plan goes to execute."""
    store = deps.store
    owner = store.owner()
    now = turn.received_at
    for i, action in enumerate(turn.plan):
        if action.op != "write":
            continue
        v = action.values
        rec = v["record"]
        if v["who"] in ("ambiguous", "near_miss") and "which_contact" not in cleared:
            confirm(turn, deps, "which_contact", cleared, index=i,
                     values={"name": rec["counterparty"], "candidates": v["candidates"]})
            return
        if rec["amount_paise"] > int(owner["confirm_above_paise"]) and "confirm_large" not in cleared:
            confirm(turn, deps, "confirm_large", cleared, index=i, values={"entries": _shown(turn.plan)})
            return
        since = iso(now - timedelta(minutes=deps.settings.duplicate_minutes))
        if "duplicate" not in cleared and (v["contact_id"] is not None or not rec["counterparty"]):
            same = store.similar_recent(rec["kind"], rec["amount_paise"], v["contact_id"], since)
            if same is not None:
                minutes = max(1, int((now - parse_instant(same["recorded_at"])).total_seconds() // 60))
                confirm(turn, deps, "duplicate", cleared, index=i,
                         values={"entry": for_reply(rec), "minutes": minutes})
                return
        if v["contact_id"] is not None and "unusual_amount" not in cleared:
            avg, count = store.usual_amount(v["contact_id"], rec["kind"], iso(now - timedelta(days=180)))
            if count >= 3 and rec["amount_paise"] > 4 * avg and rec["amount_paise"] - avg >= 100_000:
                confirm(turn, deps, "unusual_amount", cleared, index=i,
                         values={"entry": for_reply(rec), "usual": avg})
                return


def _shown(plan: list[Action]) -> list[dict[str, Any]]:
    return [for_reply(a.values["record"]) for a in plan if a.op == "write"]


def for_reply(rec: dict[str, Any]) -> dict[str, Any]:
    """A record in the shape reply templates take (amount in paise under `amount`)."""
    return {"kind": rec.get("kind"), "amount": rec.get("amount_paise"), "counterparty": rec.get("counterparty"),
            "item": rec.get("item"), "qty": rec.get("qty"), "unit": rec.get("unit")}


def _question_values(detail: str | None, options: list[int], partial: list[dict[str, Any]]) -> dict[str, Any]:
    """What a clarifying question can name: the person, the amount, the item, the unknown word."""
    first = partial[0] if partial else {}
    amount = first.get("amount_paise")
    if amount is None and detail:
        # The thinker keeps a number it would not write (₹99,99,99,99,999) as printed: show it back.
        from dhandha.think.numbers import parse_amount

        said = parse_amount(detail)
        amount = said.paise if said is not None else None
    return {"detail": detail, "options": options, "counterparty": first.get("counterparty"),
            "amount": amount, "item": first.get("item"), "kind": first.get("kind"),
            "word": detail, "names": [p["counterparty"] for p in partial if p.get("counterparty")]}


def confirm(turn: Turn, deps: Deps, why: str, cleared: set[str], index: int, values: dict[str, Any]) -> None:
    """Halt on a yes/no question that, once answered yes, resumes exactly this plan."""
    payload = {"plan": [asdict(a) for a in turn.plan], "cleared": sorted(cleared | {why}), "index": index,
               "candidates": values.get("candidates", [])}
    _ask(turn, deps, why, payload, values)


def _ask(turn: Turn, deps: Deps, why: str, payload: dict[str, Any], values: dict[str, Any]) -> None:
    """Halt with a question; pre-response words it and execute-less saving happens here, atomically."""
    from dhandha.lang.replies import render

    key = why if why in CONFIRMABLE else f"ask_{why}"
    # A reminder's draft already ends with its own "send it?" question.
    question = values["text"] if why == "remind_send" else render(key, turn.language, **values)
    expires = iso(turn.received_at + timedelta(minutes=deps.settings.pending_minutes))
    store = deps.store
    with store.tx():
        nonce = store.pending_create(turn.message.chat_id, why, question, payload, turn.language, expires)
    turn.halt = Halt(key, {**values, "question": question, "nonce": nonce})
    records = [a["values"]["record"] for a in payload.get("plan", []) if a["op"] == "write"]
    records = records or payload.get("partial") or [{}]
    turn.pending = [{**_entry_json(rec), "question": question} for rec in records]


def _entry_json(rec: dict[str, Any] | None) -> dict[str, Any]:
    from dhandha.money import to_rupees

    rec = rec or {}
    amount = rec.get("amount_paise")
    return {"kind": rec.get("kind"), "amount": to_rupees(amount) if amount else None,
            "counterparty": rec.get("counterparty")}


def _resume(turn: Turn, deps: Deps) -> None:
    """A 'haan' to an open question: carry out exactly the plan that was shown."""
    nonce = turn.context.get("pending_nonce")
    why = turn.context.get("pending_why")
    if not nonce:
        turn.halt = Halt("nothing_pending")
        return
    row = deps.store.one("SELECT * FROM pending_actions WHERE nonce = ?", (nonce,))
    if row is None or why not in CONFIRMABLE:
        # A yes to a question that needs a value ("₹700 ya ₹7,000?") answers nothing: ask again.
        turn.halt = Halt("repeat_question", {"question": row["question"] if row else ""})
        turn.context["keep_pending"] = True
        return
    payload = json.loads(row["payload"])
    turn.plan = [Action(a["op"], a["values"]) for a in payload["plan"]]
    for a in turn.plan:
        if a.op in ("amend", "reverse") and deps.store.status_of(int(a.values["entry_id"])) != "active":
            # The entry changed while the question waited: what was shown no longer holds.
            with deps.store.tx():
                deps.store.pending_resolve(nonce, "expired")
            turn.halt = Halt("expired")
            return
    turn.resumed_from = nonce
    choice = turn.context.get("which_choice")
    if why == "which_contact":
        target = turn.plan[payload["index"]].values
        if choice and choice != "__new__":
            typed = target["record"]["counterparty"]
            was = target["who"]
            who = contacts.resolve(deps.store, choice)
            target.update(contact_id=who.contact_id, new_contact=None, who="known")
            target["record"]["counterparty"] = who.name
            if was == "near_miss" and who.contact_id is not None:
                # The owner said "राजन" is Rajan: next time the name needs no question.
                turn.plan.append(Action("alias", {"contact_id": who.contact_id, "name": typed}))
        else:
            target.update(who="new")
    if why in ("remind_send", "sms_assign"):
        return
    _check(turn, deps, cleared=set(payload.get("cleared", [])))

