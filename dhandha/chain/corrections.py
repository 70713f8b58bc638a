"""Planning a change to an entry already written: cancel by reversal, or amend by reversal plus a successor."""

from __future__ import annotations

from typing import Any

from dhandha.chain import contacts
from dhandha.chain.reading import Correction
from dhandha.chain.turn import Action, Halt, Turn
from dhandha.deps import Deps


def plan_correction(turn: Turn, deps: Deps, c: Correction) -> None:
    store = deps.store
    contact_id = None
    if c.what == "last_with_counterparty" and c.counterparty:
        who = contacts.resolve(store, c.counterparty)
        if who.contact_id is None:
            turn.halt = Halt("unknown_contact", {"name": c.counterparty})
            return
        contact_id = who.contact_id
    target = store.last_active_entry(turn.message.chat_id, contact_id)
    if target is None:
        turn.halt = Halt("nothing_to_correct")
        return
    old = _as_record(target)
    if c.action == "cancel":
        turn.plan = [Action("reverse", {"entry_id": target["id"], "entry": old})]
        return
    new = dict(old)
    if c.new_amount_paise:
        new["amount_paise"] = c.new_amount_paise
    if c.new_kind:
        new["kind"] = c.new_kind
    values: dict[str, Any] = {"entry_id": target["id"], "old": old, "record": new,
                              "contact_id": target["contact_id"], "new_contact": None}
    if c.new_counterparty:
        who = contacts.resolve(store, c.new_counterparty)
        new["counterparty"] = who.name if who.status == "known" else c.new_counterparty
        values["contact_id"] = who.contact_id if who.status == "known" else None
        values["new_contact"] = None if who.status == "known" else c.new_counterparty
    if new == old:
        turn.halt = Halt("ask_unclear_correction")
        return
    turn.plan = [Action("amend", values)]


def _as_record(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": entry["kind"], "amount_paise": entry["amount_paise"], "counterparty": entry.get("counterparty"),
        "item": entry["item"], "qty": entry["qty"], "unit": entry["unit"],
        "on_credit": None if entry["on_credit"] is None else bool(entry["on_credit"]),
    }
