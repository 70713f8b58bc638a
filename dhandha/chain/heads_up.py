"""The pre-response checklist's "anything they should know?": a word about a person just given credit.

When the owner writes udhaar for someone who recently broke a promise to pay, a munshi says
so, once, right then: it is the moment the owner decides whether to keep extending credit.
"""

from __future__ import annotations

import json
from datetime import timedelta

from dhandha.chain.turn import Turn
from dhandha.clock import iso
from dhandha.deps import Deps

LOOKBACK_DAYS = 60


def heads_up(turn: Turn, deps: Deps, lang: str) -> list[str]:
    from dhandha.lang.replies import render

    store = deps.store
    now = deps.clock()
    lines: list[str] = []
    for e in turn.effects:
        cid = e.contact_id
        if e.op != "write" or e.record.kind != "udhaar_given" or not cid:
            continue
        profile = store.profile_of(int(cid))
        if profile is None:
            continue
        notes = store.obs_for_entity(int(profile["id"]), iso(now), 6,
                                     include_resolved_since=iso(now - timedelta(days=LOOKBACK_DAYS)))
        for o in notes:
            told = f"told:broken_promise:{o['id']}"
            if o["type"] != "intention" or o["resolution"] != "broken" or store.kv_get(told):
                continue
            p = json.loads(o["properties"] or "{}")
            lines.append("⚠️ " + render("brain.broken_promise", lang, name=p.get("name") or e.record.counterparty,
                                         due=p.get("due") or "", amount_paise=p.get("amount_paise")))
            with store.tx():
                store.kv_set(told, iso(now))
            break
    return lines
