"""The order every owner message goes through. Read this file first."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from dhandha.chain import deliver, execute, post_action, pre_action, pre_response, preprocess, think
from dhandha.chain.plain import plain_written
from dhandha.chain.turn import Halt, Message, Turn
from dhandha.damage import is_corruption, owner_notice
from dhandha.deps import Deps

log = logging.getLogger("dhandha.chain")

Stage = Callable[[Turn, Deps], Awaitable[None]]

# The seven stages, in order. A stage that must stop the chain records a Halt on the turn;
# the stages marked `always` still run then, so the owner always gets an answer.
STAGES: tuple[tuple[str, Stage, bool], ...] = (
    ("pre_process", preprocess.run, False),    # language, dedup, context, anonymise
    ("think", think.run, False),                # the reading (rules, or an LLM)
    ("pre_action", pre_action.run, False),      # checks; confirm or ask before any write
    ("execute", execute.run, False),            # deterministic SQL, one transaction
    ("post_action", post_action.run, False),    # read back, compare, balance invariants
    ("pre_response", pre_response.run, True),   # checklist, owner's language, short
    ("deliver", deliver.run, True),             # through the channel; logged
)


async def run_turn(deps: Deps, message: Message) -> Turn:
    """Run one message through every stage. Failures become an honest reply, never silence."""
    turn = Turn(message=message, received_at=deps.clock())
    for name, stage, always in STAGES:
        if turn.halt is not None and not always:
            continue
        try:
            await stage(turn, deps)
        except Exception as exc:
            # The one guard around the chain: a bug or a full disk must not lose the owner's
            # message silently. Before execute committed, nothing was written (its transaction
            # rolled back); after it, the entries stand and the reply must say so. A damaged
            # file is neither: no ✅ is ever given on it, whatever was committed.
            log.exception("stage %s failed on input %s", name, message.input_key)
            committed = bool(turn.effects) and name in ("post_action", "pre_response", "deliver")
            if not committed:
                turn.booking.effects.clear()
            if is_corruption(exc):
                turn.halt = Halt("books_damaged", {"stage": name})
            else:
                turn.halt = Halt("error_after_write" if committed else "error", {"stage": name})
            if name in ("pre_response", "deliver"):
                await _last_words(turn, deps)
                break
    return turn


async def _last_words(turn: Turn, deps: Deps) -> None:
    """When answering itself failed, still say something plain and true."""
    from dhandha.lang.replies import render

    if turn.halt is not None and turn.halt.reason == "books_damaged":
        turn.reply = owner_notice(turn.language)
    elif turn.halt is not None and turn.halt.reason == "error_after_write":
        turn.reply = plain_written(turn)
    else:
        try:
            turn.reply = render("error", turn.language)
        except Exception:
            turn.reply = "Something went wrong; nothing was written. Please send it again."
    try:
        await deliver.send_only(turn, deps)
    except Exception:
        log.exception("could not deliver the error reply for %s", turn.message.input_key)
