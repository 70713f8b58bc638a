"""Stage 2, think: the reading of the message, with what the chat already knows around it."""

from __future__ import annotations

import json
import re

from dhandha.chain.guards import apply_guards
from dhandha.chain.reading import PendingQuestion, Reading, Record, ThinkContext
from dhandha.chain.turn import Halt, Turn
from dhandha.clock import local
from dhandha.deps import Deps

# Answers that pick among offered contacts: an ordinal, or "new"
_ORDINAL = re.compile(r"^\s*(\d)\s*$")
_NEW_WORDS = {"naya", "nayi", "new", "naya hai", "new one", "naya khata", "नया"}


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    chat = turn.message.chat_id
    pending_row = store.pending_open(chat)
    pending = _pending_question(pending_row)
    if pending is not None:
        turn.context["pending_nonce"] = pending_row["nonce"] if pending_row else None
        turn.context["pending_why"] = pending.why
        if pending.why == "which_contact":
            choice = _pick_contact(turn.message.text, pending.candidates)
            if choice is not None:
                turn.context["which_choice"] = choice
                turn.reading = Reading(intent="confirm")
                return
    ctx = ThinkContext(
        now_iso=local(turn.received_at, deps.tz()).isoformat(),
        language=turn.language,
        pending=pending,
        last_reading=_last_reading(store, chat),
        last_party=_last_party(store, chat),
        role_of=store.role_of,
    )
    reading = deps.get_thinker().think(turn.message.text, ctx)
    if pending is not None and pending.why == "which_contact" and reading.intent in ("confirm", "clarify") \
            and len(pending.candidates) == 1 and _is_yes(deps, turn.message.text, ctx):
        # "Which राजन: Rajan?" — "haan" picks the one name offered.
        turn.context["which_choice"] = pending.candidates[0]
        reading = Reading(intent="confirm")
    turn.reading = apply_guards(reading)
    if turn.reading.intent == "unknown":
        turn.halt = Halt("refused" if turn.reading.confident else "not_understood")


def _is_yes(deps: Deps, text: str, ctx: ThinkContext) -> bool:
    """Whether the message is a plain yes, read as the answer to a yes/no question."""
    probe = ThinkContext(now_iso=ctx.now_iso, language=ctx.language,
                         pending=PendingQuestion(why="confirm_large", partial=[]))
    return deps.get_thinker().think(text, probe).intent == "confirm"


def _pending_question(row) -> PendingQuestion | None:  # noqa: ANN001 - sqlite row
    if row is None:
        return None
    payload = json.loads(row["payload"])
    partial = [Record(**r) for r in payload.get("partial", [])]
    return PendingQuestion(why=row["why"], partial=partial, options=payload.get("options", []),
                           candidates=payload.get("candidates", []))


def _last_reading(store, chat: str) -> Reading | None:  # noqa: ANN001 - Store
    row = store.one("SELECT reading FROM conversation WHERE chat_id IS ? AND speaker = 'owner'"
                    " AND reading IS NOT NULL ORDER BY id DESC LIMIT 1", (chat,))
    if row is None:
        return None
    try:
        return Reading.from_dict(json.loads(row[0]))
    except (ValueError, TypeError, KeyError):
        return None


def _last_party(store, chat: str) -> str | None:  # noqa: ANN001 - Store
    last = _last_reading(store, chat)
    if last is not None:
        for r in reversed(last.records):
            if r.counterparty:
                return r.counterparty
        if last.query and last.query.counterparty:
            return last.query.counterparty
    entry = store.last_active_entry(chat)
    return entry["counterparty"] if entry and entry.get("counterparty") else None


def _pick_contact(text: str, candidates: list[str]) -> str | None:
    """An answer to "which Rajan?": a number, a candidate's name, or 'new'. None if it is none of these."""
    t = " ".join(text.casefold().split())
    m = _ORDINAL.match(t)
    if m and 1 <= int(m.group(1)) <= len(candidates):
        return candidates[int(m.group(1)) - 1]
    if t in _NEW_WORDS:
        return "__new__"
    exact = [c for c in candidates if c.casefold() == t]
    if exact:
        return exact[0]
    partial = [c for c in candidates if t and t in c.casefold()]
    return partial[0] if len(partial) == 1 else None
