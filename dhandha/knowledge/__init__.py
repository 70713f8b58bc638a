"""Knowledge the munshi answers from without an LLM, and hands to one when it is asked.

Offline answers (GST rate of an item, the next filing date, the next festival):

    from dhandha.knowledge import read_question, answer, say

    q = read_question(text, language)        # Question | None; None: not a knowledge question
    if q is not None:
        a = answer(q, today, filer=owner.gst_filer, region=owner.region)
        reply = say(a)                        # short text in q.language, with the facts' checked date

``read_question`` recognises the question in English and the eleven Indian language sets
(code-mixed, with or without "?") and never fires on ledger or promise messages ("Rajan ko 500
udhaar", "aaj 4000 ki bikri"); it needs no name. ``answer`` is deterministic: the tables in
knowledge/ and the injected ``today`` (a ``datetime.date`` in the owner's zone) decide it. It returns
a ``GstRateAnswer``, ``FilingAnswer`` or ``FestivalAnswer``; what the tables do not hold comes back
as ``unknown`` / ``beyond`` and is said plainly. ``respond`` does all three steps in one call.

Knowledge for an LLM prompt (index → overview → detail, whole passages dropped details-first to fit):

    from dhandha.knowledge import knowledge_for_prompt

    pack = knowledge_for_prompt(text, language, budget=600, today=today, filer=..., region=...)
    pack.text()      # the block for the prompt; pack.tokens, pack.topics, pack.dropped

Tables load on first use and are cached for the process; importing this package reads nothing.
"""

from __future__ import annotations

import importlib
from datetime import date
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dhandha.knowledge.answers import Answer, FestivalAnswer, FilingAnswer, GstRateAnswer, answer
    from dhandha.knowledge.prompt import KnowledgePack, Passage, knowledge_for_prompt
    from dhandha.knowledge.question import Question, read_question
    from dhandha.knowledge.reply import say

# Each name is imported from its module when first asked for: the chain asks every message
# `read_question`, and a message that is not a knowledge question needs neither the answers nor
# the reply templates (nor jinja2) to be imported for that.
_FROM = {"Answer": "answers", "FestivalAnswer": "answers", "FilingAnswer": "answers", "GstRateAnswer": "answers",
         "answer": "answers", "KnowledgePack": "prompt", "Passage": "prompt", "knowledge_for_prompt": "prompt",
         "Question": "question", "read_question": "question", "say": "reply"}


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value

__all__ = [
    "Answer", "FestivalAnswer", "FilingAnswer", "GstRateAnswer", "KnowledgePack", "Passage", "Question",
    "answer", "knowledge_for_prompt", "read_question", "respond", "say",
]


def respond(text: str, language: str, today: date, filer: str = "none", region: str | None = None) -> str | None:
    """The reply to a knowledge question in ``text``, or None when the message is not one."""
    from dhandha.knowledge.answers import answer
    from dhandha.knowledge.question import read_question
    from dhandha.knowledge.reply import say

    q = read_question(text, language)
    return None if q is None else say(answer(q, today, filer, region))
