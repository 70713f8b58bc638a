"""Stage 1, pre-process: refuse what cannot be read, drop redeliveries, clean the text, detect the language.

Cleaning removes what a person cannot see but a reader would trip on: control characters,
zero-width joiners and spaces, and bidi overrides (a "5\u200b00" must read as 500 or be asked, never
crash the thinker or hide a digit). Everything the thinker reads is this cleaned text.
"""

from __future__ import annotations

import unicodedata

from dhandha.chain.mentions import find_mentions
from dhandha.chain.turn import Halt, Turn
from dhandha.deps import Deps

# Invisible format characters (Cf: zero-width, bidi marks and overrides, BOM) and controls (Cc),
# except the line breaks and tabs a person types.
_KEEP = {"\n", "\t"}


async def run(turn: Turn, deps: Deps) -> None:
    m = turn.message
    store = deps.store
    with store.tx():
        turn.input_id, seen = store.input_begin(m.channel, m.input_key, m.chat_id, m.text[:4000])
    turn.recent = [r["text"] for r in store.recent_turns(m.chat_id, 6) if r["speaker"] == "owner"]
    turn.text = clean(m.text)
    turn.language = _language(turn.text, turn.recent, m.language_hint, deps)
    if seen is not None and seen["status"] != "received":
        # Telegram and the like redeliver; the first delivery already had its one effect.
        turn.halt = Halt("duplicate_input", {"reply": seen["reply"]})
        return
    if m.choice is not None or m.command:
        return  # a button or a command has no words to read
    problem = _unreadable(m.text, turn.text, deps.settings.max_message_chars)
    if problem:
        turn.halt = Halt(problem, {"limit": deps.settings.max_message_chars})
        return
    turn.mentions = find_mentions(store, turn.text)


def clean(text: str) -> str:
    """The text without invisible characters, in NFC, with runs of spaces made one."""
    kept = "".join(ch for ch in text if ch in _KEEP or unicodedata.category(ch) not in ("Cc", "Cf"))
    return " ".join(unicodedata.normalize("NFC", kept).split(" ")).strip()


def _language(text: str, recent: list[str], hint: str | None, deps: Deps) -> str:
    if hint:
        return hint
    from dhandha.lang.detect import detect

    return detect(text, recent, deps.language())


def _unreadable(raw: str, text: str, limit: int) -> str | None:
    """The halt reason for a message the thinker should never see, else None."""
    if "\ufffd" in raw:
        return "bad_encoding"
    if not text:
        return "empty"
    if len(text) > limit:
        return "too_long"
    if not any(unicodedata.category(ch)[0] in "LN" for ch in text):
        return "emoji_only"
    return None
