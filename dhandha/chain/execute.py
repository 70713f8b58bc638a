"""Stage 4, execute: the plan as deterministic SQL, all of it in one transaction or none of it."""

from __future__ import annotations

import logging
from typing import Any

from dhandha.chain.contacts import ROLE_BY_KIND
from dhandha.chain.turn import Action, Turn
from dhandha.clock import iso
from dhandha.deps import Deps
from dhandha.store import NewEntry, Store

log = logging.getLogger("dhandha.execute")


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    # Keys for a resumed plan come from the question's nonce, so a second "haan" (or a
    # redelivered one) finds the rows already written instead of writing them again.
    base = f"pending:{turn.resumed_from}" if turn.resumed_from else turn.message.input_key
    with store.tx():
        _close_pending(turn, store)
        for i, action in enumerate(turn.plan):
            _do(turn, deps, action, f"{base}:{i}")


def _close_pending(turn: Turn, store: Store) -> None:
    nonce = turn.context.get("pending_nonce")
    if not nonce or turn.context.get("keep_pending"):
        return
    if turn.resumed_from:
        store.pending_resolve(nonce, "confirmed")
    else:
        # Any other message answers (or overtakes) the open question: a later "haan" must
        # not confirm something the owner has since moved on from.
        from dhandha.chain.pre_action import CONFIRMABLE

        asked_for_value = turn.context.get("pending_why") not in CONFIRMABLE
        store.pending_resolve(nonce, "answered" if asked_for_value else "replaced")


def _do(turn: Turn, deps: Deps, action: Action, key: str) -> None:
    store = deps.store
    v = action.values
    source = turn.message.source
    if action.op == "write":
        contact_id = _contact_for(store, v, source)
        rec = v["record"]
        entry_id, _ = store.entry_add(_new_entry(rec, contact_id), source=source, idem_key=key,
                                      occurred_at=iso(turn.received_at), input_id=turn.input_id)
        turn.written.append({"op": "write", "entry_id": entry_id, "plan": rec, "contact_id": contact_id,
                             "new_contact": v.get("who") == "new" and bool(v.get("new_contact"))})
    elif action.op == "reverse":
        rev_id, _ = store.entry_reverse(v["entry_id"], source=source, idem_key=key, note="cancelled by owner",
                                        input_id=turn.input_id)
        turn.written.append({"op": "reverse", "entry_id": v["entry_id"], "reversal_id": rev_id, "plan": v["entry"]})
    elif action.op == "amend":
        store.entry_reverse(v["entry_id"], source=source, idem_key=key + ":rev", note="corrected by owner",
                            input_id=turn.input_id)
        contact_id = _contact_for(store, v, source)
        old = store.entry(v["entry_id"])
        new_id, _ = store.entry_add(_new_entry(v["record"], contact_id), source=source, idem_key=key,
                                    occurred_at=old["occurred_at"] if old else iso(turn.received_at),
                                    input_id=turn.input_id, supersedes_id=v["entry_id"])
        turn.written.append({"op": "amend", "entry_id": new_id, "old_id": v["entry_id"], "plan": v["record"],
                             "old": v["old"], "contact_id": contact_id})
    elif action.op == "intention":
        obs = store.intention_add(
            v.get("contact_id"), v.get("counterparty"), v.get("due") or "", v.get("amount_paise"),
            v.get("what", "pay"), turn.message.text, turn.language, {"input": turn.message.input_key})
        turn.notes.append(f"intention:{obs}")
        turn.answer = {**(turn.answer or {}), "promise": v}
    elif action.op == "answer":
        from dhandha.chain.answers import answer

        turn.answer = answer(deps, turn, v)
    elif action.op == "send_reminder":
        store.outbox_add(f"reminder:{key}", "sms", v.get("phone"), "reminder", v["text"])
        turn.answer = {"reminder_queued": True, "phone": v.get("phone"), "counterparty": v["record"]["counterparty"]}
    elif action.op == "alias":
        store.contact_add_name(int(v["contact_id"]), v["name"])
    elif action.op == "link":
        store.contact_link_add(v["handle"], int(v["contact_id"]), source)
    elif action.op == "chat":
        turn.answer = {"chat": True}
    else:
        raise ValueError(f"unknown action {action.op!r}")


def _contact_for(store: Store, v: dict[str, Any], source: str) -> int | None:
    if v.get("contact_id"):
        cid = int(v["contact_id"])
    elif v.get("new_contact"):
        existing = store.contact_by_name(v["new_contact"])
        cid = int(existing["id"]) if existing else store.contact_create(v["new_contact"], None, source)
    else:
        return None
    role = ROLE_BY_KIND.get(v["record"]["kind"] or "")
    if role:
        store.contact_learn_role(cid, role)
    return cid


def _new_entry(rec: dict[str, Any], contact_id: int | None) -> NewEntry:
    return NewEntry(kind=rec["kind"], amount_paise=int(rec["amount_paise"]), contact_id=contact_id,
                    item=rec.get("item"), qty=rec.get("qty"), unit=rec.get("unit"), on_credit=rec.get("on_credit"),
                    note=rec.get("note"))

