"""The pre-response checklist's "anything they should know?": a word about a person just given credit.

When the owner writes udhaar, a munshi says in one line what matters about that person right then:
owing several times their usual order, an old unpaid amount, promises they do not keep, a promise
broken lately (dhandha/collect/risk.py). It is the moment the owner decides whether to keep
extending credit; it is never a refusal, and it is said once a day at most.
"""

from __future__ import annotations

from dhandha.chain.turn import Turn
from dhandha.deps import Deps


def heads_up(turn: Turn, deps: Deps, lang: str) -> list[str]:
    from dhandha.collect.risk import assess, note_once
    from dhandha.lang.replies import render

    store, now, tz = deps.store, deps.clock(), deps.tz()
    lines: list[str] = []
    seen: set[int] = set()
    for e in turn.effects:
        cid = e.contact_id
        if e.op != "write" or e.record.kind != "udhaar_given" or not cid or cid in seen:
            continue
        seen.add(int(cid))
        risk = assess(store, int(cid), now, tz, int(e.record.amount_paise or 0))
        if risk is not None and note_once(store, risk, int(cid), now, tz):
            lines.append(render("collect.risk", lang, **risk.values()))
    return lines
