"""Brain notes in the owner's words: each observation kind has a macro in templates/<lang>/brain.j2."""

from __future__ import annotations

from datetime import date
from typing import Any

from dhandha.brain.graph import props
from dhandha.lang.replies import has_key, render

# How an alert opens on the phone's notification line.
PREFIX = {"critical": "🚨 ", "normal": "⚠️ "}


def say(macro: str, lang: str, today: date, /, **facts: Any) -> str:
    """One kind of note in a language (English when the language lacks it)."""
    facts.pop("today", None)
    return render(f"brain.{macro}", lang, today=today.isoformat(), **facts)


def observation(row: Any, lang: str, today: date) -> str:
    """An observation row as one line; a kind without a template falls back to its stored content."""
    p = props(row)
    kind = str(p.get("kind") or "")
    if kind and has_key(f"brain.{kind}", lang):
        return say(kind, lang, today, **p)
    return str(row["content"])


def alert(row: Any, lang: str, today: date) -> str:
    return PREFIX.get(str(props(row).get("alert")), "") + observation(row, lang, today)
