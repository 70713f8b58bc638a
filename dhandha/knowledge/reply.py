"""An answer in the owner's language: one macro per topic in templates/<lang>/knowledge.j2."""

from __future__ import annotations

from dhandha.knowledge.answers import Answer
from dhandha.lang.replies import render


def say(a: Answer) -> str:
    """The short reply for answer ``a``, in its language, ending with the date the facts were checked."""
    return render(f"knowledge.{a.topic}", a.language, a=a)
