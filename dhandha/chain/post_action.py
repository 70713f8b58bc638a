"""Stage 5, post-action: hold what was written against the plan and the books' invariants.

`ledger.book` already read every row back; here the turn as a whole is checked: each planned write
has exactly one effect, and the stock caches of touched goods equal their movements. Anything
wrong becomes a `verify_failed` reply, never a ✅.
"""

from __future__ import annotations

import logging

from dhandha.chain.turn import Turn
from dhandha.deps import Deps
from dhandha.ledger.steps import Amend, Reverse, Unmerge, Write

log = logging.getLogger("dhandha.verify")


async def run(turn: Turn, deps: Deps) -> None:
    turn.problems.extend(turn.booking.problems)
    planned = sum(isinstance(s, Write | Reverse | Amend | Unmerge) for s in turn.plan)
    if planned != len(turn.effects):
        turn.problems.append(f"{planned} entries planned, {len(turn.effects)} written")
    if any(isinstance(s, Write | Amend) and (s.record if isinstance(s, Write) else s.new).item for s in turn.plan):
        for item_id, cached, moved in deps.store.stock_recheck():
            turn.problems.append(f"item {item_id} stock {cached} != {moved}")
    if turn.problems:
        log.error("verification failed for %s: %s", turn.message.input_key, "; ".join(turn.problems))
