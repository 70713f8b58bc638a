"""Drafting a payment reminder; it is sent only after the owner says yes to exactly this text."""

from __future__ import annotations

from dhandha.chain import contacts
from dhandha.chain.asking import ask
from dhandha.chain.turn import Halt, Turn
from dhandha.deps import Deps
from dhandha.ledger.steps import Answer, SendReminder
from dhandha.reading import Query


def plan_reminder(turn: Turn, deps: Deps, name: str) -> None:
    from dhandha.lang.replies import render

    store = deps.store
    who = contacts.resolve(store, name)
    if who.contact_id is None:
        turn.halt = Halt("unknown_contact", {"name": name})
        return
    row = store.contact(who.contact_id)
    assert row is not None
    balance = int(row["balance_paise"])
    if balance <= 0:
        turn.plan = [Answer(Query("balance", counterparty=who.name))]
        return
    shop = store.owner()["shop_name"] or ""
    text = render("remind_draft", turn.language, counterparty=who.name, balance=balance, shop=shop)
    turn.plan = [SendReminder(who.contact_id, who.name, row["phone"], text, balance)]
    ask(turn, deps, "remind_send", {"counterparty": who.name, "text": text}, plan=turn.plan, text=text)
