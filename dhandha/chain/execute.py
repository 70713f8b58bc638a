"""Stage 4, execute: the plan booked into the books in one transaction, and the questions answered.

Writes go through `ledger.book` (the same function bank SMS use). The open question the message
settled is closed in the same transaction, so a crash leaves either both or neither.
"""

from __future__ import annotations

import logging

from dhandha import questions
from dhandha.chain.turn import Answer, Turn
from dhandha.deps import Deps
from dhandha.ledger.book import Where, book
from dhandha.ledger.steps import WRITES, Chat, NotePromise, SetOwner, Unmerge
from dhandha.ledger.steps import Answer as AnswerStep

log = logging.getLogger("dhandha.execute")


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    # Keys for a resumed plan come from the question's nonce, so a second "haan" (or a
    # redelivered one) finds the rows already written instead of writing them again.
    key = f"pending:{turn.resumed_from}" if turn.resumed_from else turn.message.input_key
    writes = [s for s in turn.plan if isinstance(s, WRITES)]
    where = Where(source=turn.message.source, key=key, at=turn.received_at, tz=deps.tz(), input_id=turn.input_id,
                  text=turn.message.text, language=turn.language)
    with store.tx():
        _close_question(turn, deps)
        turn.booking = book(store, writes, where)
        _close_overtaken(turn, deps)
    for s in turn.plan:
        if isinstance(s, AnswerStep):
            from dhandha.chain.answers import answer

            turn.answers.append(answer(deps, s.query, turn.language))
        elif isinstance(s, NotePromise):
            it = s.intention
            turn.answers.append(Answer("promise_noted", {"counterparty": it.counterparty, "due": it.due,
                                                         "amount": it.amount_paise}))
        elif isinstance(s, Chat):
            turn.answers.append(Answer("chat"))
        elif isinstance(s, SetOwner) and s.field == "upi_id":
            turn.answers.append(Answer("collect.upi_saved", {"vpa": s.value}))
        elif isinstance(s, Unmerge):
            row = [e for e in turn.effects if e.op == "write"]
            turn.answers.append(Answer("collect.unmerged", {"amount": row[-1].record.amount_paise if row else 0}))
        if isinstance(s, AnswerStep) and turn.answers and turn.answers[-1].attachment is not None:
            turn.attachment = turn.answers[-1].attachment
    for rid in turn.booking.reminders:
        from dhandha.chain.reminders import went_out
        from dhandha.collect.reminders import go_out

        went_out(turn, deps, await go_out(deps, rid))


def _close_overtaken(turn: Turn, deps: Deps) -> None:
    """What this message wrote may leave the waiting question nothing to ask about: it goes, and so does the
    line that reminded the owner of it."""
    waiting = questions.current(deps.store, turn.message.chat_id)
    if waiting is None or not turn.booking.effects or not questions.overtaken(deps.store, waiting):
        return
    turn.notes = [n for n in turn.notes if not (n.template == "question_still_open" and n.values.get("question") == waiting.text)]
    if turn.beneath is not None and turn.beneath.nonce == waiting.nonce:
        turn.beneath = None


def _close_question(turn: Turn, deps: Deps) -> None:
    """The question this message answered is settled together with what the answer wrote."""
    asked = turn.asked
    if asked is None or turn.reading is None or not questions.answered_by(asked, turn.reading):
        return
    status = "confirmed" if turn.resumed_from == asked.nonce else "answered"
    questions.close(deps.store, asked.nonce, status)
    waiting = questions.current(deps.store, turn.message.chat_id)
    if waiting is not None and turn.halt is None:
        turn.notes.append(Answer("question_still_open", {"question": waiting.text}))  # the one beneath is back
