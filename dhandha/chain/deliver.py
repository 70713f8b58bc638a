"""Stage 7, deliver: log the turn and queue its reply in the same transaction, then send it.

The reply goes into the outbox in the transaction that marks the input done. A process killed
after that commit sends it on its next start; one killed before it finds the input unfinished
when Telegram redelivers it, runs the turn again (execute's idempotency keys find the entries
already written) and queues the reply then. Either way the owner gets it once.
"""

from __future__ import annotations

import logging

from dhandha.chain.turn import Question, Turn
from dhandha.deps import Deps
from dhandha.outgoing import Button, Outgoing

log = logging.getLogger("dhandha.deliver")

# A spoken note is answered aloud, unless the answer is a one-line confirmation this short.
SHORT_REPLY_CHARS = 80


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    m = turn.message
    reading = turn.reading.to_dict() if turn.reading is not None else None
    halt = turn.halt.reason if turn.halt else None
    if halt == "duplicate_input":
        return  # the first delivery queued its reply; the outbox sends it once
    messages = compose(turn, deps)
    with store.tx():
        store.said(m.chat_id, "owner", m.text[:4000], language=turn.language, input_id=turn.input_id,
                   intent=turn.reading.intent if turn.reading else None, reading=reading, halt=halt)
        store.said(m.chat_id, "bot", turn.reply, language=turn.language, input_id=turn.input_id)
        if turn.input_id is not None:
            store.input_finish(turn.input_id, "failed" if halt == "error" else "done", turn.reply)
        _queue(turn, deps, messages)
    await _flush(turn, deps)


async def send_only(turn: Turn, deps: Deps) -> None:
    """The last words after a failure: queue and send the reply without logging the turn."""
    if not turn.reply:
        return
    with deps.store.tx():
        _queue(turn, deps, [Outgoing(text=turn.reply)])
    await _flush(turn, deps)


def compose(turn: Turn, deps: Deps) -> list[Outgoing]:
    """The reply as the owner sees it: what was heard (for a voice note), the answer with its
    question's buttons, and the same answer spoken when the owner spoke and it says more than ✅."""
    m = turn.message
    text = turn.reply
    if m.source == "voice" and m.text.strip():
        from dhandha.lang.replies import render

        text = f"{render('telegram.heard', turn.language, text=_one_line(m.text))}\n{text}"
    question = turn.question
    rows = _buttons(question, turn.language) + tuple((b,) for b in turn.links)
    first = Outgoing(text=text, buttons=rows, attachment=turn.attachment,
                     meta={"nonce": question.nonce} if question is not None else {})
    out = [first]
    if m.source == "voice" and _worth_saying(turn.reply):
        out.append(Outgoing(text=turn.reply, speak=turn.language))
    return out


def _queue(turn: Turn, deps: Deps, messages: list[Outgoing]) -> None:
    m = turn.message
    for i, out in enumerate(messages):
        key = f"reply:{m.input_key}" + (f":{i}" if i else "")
        kind = "reply_voice" if out.speak else "reply"
        deps.store.outbox_put(key, m.channel, m.chat_id, kind, out.text, out.to_json())


async def _flush(turn: Turn, deps: Deps) -> None:
    from dhandha.outbox import flush

    await flush(deps, (turn.message.channel,), turn.message.chat_id)


def _buttons(question: Question | None, lang: str) -> tuple[tuple[Button, ...], ...]:
    """Inline buttons for an open question; the channel binds each to the nonce it carries.
    A question whose answer is words (an amount, a name) gets none."""
    if question is None:
        return ()
    from dhandha.lang.replies import render

    if question.kind == "yes_no":
        return ((Button(render("button_yes", lang), data=f"q:{question.nonce}:yes"),
                 Button(render("button_no", lang), data=f"q:{question.nonce}:no")),)
    if question.kind != "choose":
        return ()
    rows = [(Button(f"{i}. {label}"[:40], data=f"q:{question.nonce}:{i}"),)
            for i, label in enumerate(question.options[:9], start=1)]
    if question.allow_new:
        rows.append((Button(render("button_new", lang), data=f"q:{question.nonce}:new"),))
    return tuple(rows)


def _worth_saying(reply: str) -> bool:
    reply = reply.strip()
    return bool(reply) and ("\n" in reply or len(reply) > SHORT_REPLY_CHARS)


def _one_line(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
