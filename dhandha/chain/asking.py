"""Stopping a turn to ask the owner: the question is saved (dhandha/questions.py) and worded here.

Every question a stage asks goes through `ask`, so the saved question, the halt pre-response
words, the buttons a channel shows and the `pending` list of `chat --json` always agree.
"""

from __future__ import annotations

from typing import Any

from dhandha import questions
from dhandha.chain.turn import Halt, Question, Turn
from dhandha.deps import Deps
from dhandha.ledger.steps import Amend, Reverse, Step, Write
from dhandha.reading import Record

# Value questions are worded by `ask_<why>` macros; yes/no and choose questions by `<why>`.
_TEMPLATE_PREFIX = "ask_"


def ask(turn: Turn, deps: Deps, why: str, values: dict[str, Any], *, plan: list[Step] | None = None,
        partial: list[Record] | None = None, options: list[int] | None = None, choices: list[str] | None = None,
        cleared: list[str] | None = None, index: int = 0, tries: int = 0, extra: dict[str, Any] | None = None,
        text: str | None = None) -> None:
    """Halt on one question; a later answer (or yes, or a button) picks up exactly this plan."""
    from dhandha.lang.replies import render

    kind = questions.kind_of(why)
    key = why if kind != "value" else _TEMPLATE_PREFIX + why
    if text is None:
        text = render(key, turn.language, **values, choices=choices or [], tries=tries)
    store = deps.store
    with store.tx():
        # A question this message left open (it was complete on its own) waits beneath the new one and is
        # asked again once the new one is settled.
        q = questions.create(store, turn.message.chat_id, why, text, language=turn.language, now=turn.received_at,
                             minutes=deps.settings.pending_minutes, plan=plan, partial=partial, options=options,
                             choices=choices, cleared=cleared, index=index, tries=tries, extra=extra,
                             beneath=turn.beneath, shown_in=turn.input_id)
    turn.halt = Halt(key, {**values, "question": text, "nonce": q.nonce})
    turn.question = Question(nonce=q.nonce, kind=kind, text=text, options=tuple(choices or ()),
                             allow_new=why == "which_contact")
    about = [s.record for s in (plan or []) if isinstance(s, Write)]
    about += [s.new for s in (plan or []) if isinstance(s, Amend)]
    about += [s.shown for s in (plan or []) if isinstance(s, Reverse)]
    turn.asking_about = about or list(partial or []) or [Record(kind=None, amount_paise=None)]


def shown(rec: Record, **extra: Any) -> dict[str, Any]:
    """A record in the shape reply templates take (amount in paise under `amount`)."""
    return {"kind": rec.kind, "amount": rec.amount_paise, "counterparty": rec.counterparty, "item": rec.item,
            "qty": rec.qty, "unit": rec.unit, "on": rec.on, "owes": rec.owes, "route": rec.route,
            "modes": rec.modes, "due": rec.due, **extra}
