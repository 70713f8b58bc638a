"""Drafting a payment reminder; it is sent only after the owner says yes to exactly this text."""

from __future__ import annotations

from dhandha.chain import contacts
from dhandha.chain.turn import Action, Halt, Turn
from dhandha.deps import Deps


def plan_reminder(turn: Turn, deps: Deps, name: str) -> None:
    from dhandha.chain.pre_action import confirm

    store = deps.store
    who = contacts.resolve(store, name)
    if who.contact_id is None:
        turn.halt = Halt("unknown_contact", {"name": name})
        return
    row = store.contact(who.contact_id)
    assert row is not None
    balance = int(row["balance_paise"])
    if balance <= 0:
        turn.plan = [Action("answer", {"query": "balance", "counterparty": who.name})]
        return
    from dhandha.lang.replies import render

    shop = store.owner()["shop_name"] or ""
    text = render("remind_draft", turn.language, counterparty=who.name, balance=balance, shop=shop)
    turn.plan = [Action("send_reminder", {"contact_id": who.contact_id, "phone": row["phone"], "text": text,
                                          "record": {"kind": None, "amount_paise": balance,
                                                     "counterparty": who.name}})]
    confirm(turn, deps, "remind_send", set(), index=0, values={"counterparty": who.name, "text": text})
