"""Stage 5, post-action: read back what was written and hold it against the plan and the invariants."""

from __future__ import annotations

import logging

from dhandha.chain.turn import Turn
from dhandha.deps import Deps

log = logging.getLogger("dhandha.verify")


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    touched: set[int] = set()
    for w in turn.written:
        row = store.entry(w["entry_id"])
        plan = w["plan"]
        if row is None:
            turn.problems.append(f"entry {w['entry_id']} is missing after the write")
            continue
        expected_status = "cancelled" if w["op"] == "reverse" else "active"
        if row["status"] != expected_status:
            turn.problems.append(f"entry {row['id']} is {row['status']}, expected {expected_status}")
        if w["op"] != "reverse":
            if row["kind"] != plan["kind"] or row["amount_paise"] != plan["amount_paise"]:
                turn.problems.append(f"entry {row['id']} reads back as {row['kind']} {row['amount_paise']}")
            if row["contact_id"] != w.get("contact_id"):
                turn.problems.append(f"entry {row['id']} is on the wrong contact")
        w["read_contact"] = row["contact_id"]
        if row["contact_id"] is not None:
            touched.add(int(row["contact_id"]))
        if w["op"] == "amend":
            old = store.entry(w["old_id"])
            if old is None or old["status"] != "superseded":
                turn.problems.append(f"entry {w['old_id']} was not superseded")
            elif old["contact_id"] is not None:
                touched.add(int(old["contact_id"]))
    balances: dict[int, int] = {}
    for cid in touched:
        contact = store.contact(cid)
        from_entries = store.balance_from_entries(cid)
        cached = None if contact is None else int(contact["balance_paise"])
        if cached != from_entries:
            turn.problems.append(f"contact {cid} balance {cached} != {from_entries}")
        balances[cid] = from_entries
    for w in turn.written:
        if w.get("read_contact") in balances:
            w["balance"] = balances[w["read_contact"]]
    if turn.problems:
        log.error("verification failed for %s: %s", turn.message.input_key, "; ".join(turn.problems))
