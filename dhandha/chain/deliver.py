"""Stage 7, deliver: log the turn, then hand the reply to the channel adapter."""

from __future__ import annotations

import logging

from dhandha.chain.turn import Turn
from dhandha.deps import Deps

log = logging.getLogger("dhandha.deliver")


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    m = turn.message
    reading = turn.reading.to_dict() if turn.reading is not None else None
    halt = turn.halt.reason if turn.halt else None
    if halt != "duplicate_input":
        with store.tx():
            store.said(m.chat_id, "owner", m.text[:4000], language=turn.language, input_id=turn.input_id,
                       intent=turn.reading.intent if turn.reading else None, reading=reading, halt=halt)
            store.said(m.chat_id, "bot", turn.reply, language=turn.language, input_id=turn.input_id)
            if turn.input_id is not None:
                store.input_finish(turn.input_id, "failed" if halt == "error" else "done", turn.reply)
        await send_only(turn, deps)


async def send_only(turn: Turn, deps: Deps) -> None:
    if deps.channel is not None and turn.reply:
        await deps.channel.send(turn.message.chat_id, turn.reply)
