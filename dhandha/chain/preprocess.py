"""Stage 1, pre-process: refuse what cannot be read, drop redeliveries, detect the language, load context."""

from __future__ import annotations

import unicodedata

from dhandha.chain.anonymise import anonymise
from dhandha.chain.mentions import find_mentions
from dhandha.chain.turn import Halt, Turn
from dhandha.deps import Deps


async def run(turn: Turn, deps: Deps) -> None:
    m = turn.message
    store = deps.store
    with store.tx():
        turn.input_id, seen = store.input_begin(m.channel, m.input_key, m.chat_id, m.text[:4000])
    recent = [r["text"] for r in store.recent_turns(m.chat_id, 6) if r["speaker"] == "owner"]
    turn.language = _language(m.text, recent, m.language_hint, deps)
    if seen is not None and seen["status"] != "received":
        # Telegram and the like redeliver; the first delivery already had its one effect.
        turn.halt = Halt("duplicate_input", {"reply": seen["reply"]})
        return
    problem = _unreadable(m.text, deps.settings.max_message_chars)
    if problem:
        turn.halt = Halt(problem, {"limit": deps.settings.max_message_chars})
        return
    mention_ids = find_mentions(store, m.text)
    turn.context = {"mentions": mention_ids, "recent": recent}
    try:
        from dhandha.brain.context import load_context
    except ImportError:
        pass
    else:
        turn.context["brain"] = load_context(store, m.text, turn.language, mention_ids, turn.received_at)
    turn.context["anon"] = anonymise(store, m.text, mention_ids)


def _language(text: str, recent: list[str], hint: str | None, deps: Deps) -> str:
    if hint:
        return hint
    from dhandha.lang.detect import detect

    return detect(text, recent, deps.language())


def _unreadable(text: str, limit: int) -> str | None:
    """The halt reason for a message the thinker should never see, else None."""
    if "\ufffd" in text:
        return "bad_encoding"
    stripped = text.strip()
    if not stripped:
        return "empty"
    if len(stripped) > limit:
        return "too_long"
    if not any(unicodedata.category(ch)[0] in "LN" for ch in stripped):
        return "emoji_only"
    return None
