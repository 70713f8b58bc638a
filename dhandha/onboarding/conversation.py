"""The first conversation on a chat channel: the same questions as `dhandha init`, each skippable.

Channel-agnostic: it takes the owner's text and gives back the next thing to say. A channel adapter
calls `begin` right after pairing and `hear` on every owner message; while `hear` returns a Reply
the message was an answer (do not run the chain on it); once it returns None the conversation is
over and messages go to the chain. Where it stands lives in the owner profile (`onboarding_step`),
so a restart in the middle asks the same question again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dhandha.lang.replies import render
from dhandha.onboarding import profile, setup
from dhandha.store import Store

DONE = "done"

# "skip this one" and "skip the rest", as owners type them.
_SKIP = frozenset({"skip", "-", "pass", "next", "chhodo", "chodo", "chhod do", "chod do", "aage", "pata nahi",
                   "nahi pata", "baad mein", "/skip", "छोड़ो", "छोड़ दो", "आगे", "पता नहीं", "बाद में", "வேண்டாம்",
                   "తర్వాత", "ನಂತರ", "പിന്നെ", "পরে", "પછી", "ਬਾਅਦ ਵਿੱਚ", "ପରେ", "नंतर"})
_SKIP_ALL = frozenset({"skip all", "stop", "sab chhodo", "sab chodo", "bas", "baaki baad mein", "/skipall",
                       "/done", "सब छोड़ो", "बस"})


@dataclass(frozen=True)
class Step:
    """One question: which profile field it fills and how the answer is read."""

    field: str

    def read(self, text: str) -> str:
        return setup.READERS[self.field](text)


STEPS: tuple[Step, ...] = tuple(Step(f) for f in setup.FIELDS)


@dataclass
class Reply:
    """What to send back, and what the answer changed in the owner profile."""

    text: str
    update: dict[str, Any] = field(default_factory=dict)
    done: bool = False


def about_the_books(text: str, language: str) -> bool:
    """A message that records, asks about or changes the books is never an answer to a set-up question:
    a shop keeps selling while the owner sets the munshi up."""
    from dhandha.reading import ThinkContext
    from dhandha.think.rules import RulesThinker

    reading = RulesThinker().think(text, ThinkContext(now_iso="", language=language))
    return reading.intent in ("record", "record_many", "query", "correct", "remind", "promise")


def unfinished(store: Store) -> bool:
    step = store.owner()["onboarding_step"]
    return step is not None and step != DONE


def begin(store: Store) -> str | None:
    """Start the conversation (right after pairing); None when it was finished before."""
    owner = store.owner()
    if owner["onboarding_step"] == DONE:
        return None
    nxt = _next(store, None)
    if nxt is None:
        setup.save(store, {}, step=DONE)
        return None
    setup.save(store, {}, step=nxt.field)
    lang = str(store.owner()["language"])
    return render("onboarding.welcome", lang, count=_left(store, nxt)) + "\n" + question(store, nxt)


_LAST = "onboarding.last_input"  # kv: the input key of the last answer taken, and the reply to it


def hear(store: Store, text: str, input_key: str | None = None) -> Reply | None:
    """The owner's answer to the open question; None when no onboarding question is open.

    `input_key` (the channel's id of the message): the same message delivered twice moves the
    conversation once; the second time gets the first reply back."""
    if unfinished(store) and about_the_books(text, str(store.owner()["language"])):
        return None
    if input_key is not None:
        seen = store.kv_get(_LAST)
        if seen is not None and seen.split("\n", 1)[0] == input_key:
            return Reply(seen.split("\n", 1)[1])
    with store.tx():
        reply = _hear(store, text)
        if reply is not None and input_key is not None:
            store.kv_set(_LAST, f"{input_key}\n{reply.text}")
    return reply


def _hear(store: Store, text: str) -> Reply | None:
    owner = store.owner()
    current = _step(owner["onboarding_step"])
    if current is None:
        return None
    said = " ".join(text.split())
    low = said.casefold()
    if low in _SKIP_ALL:
        return _finish(store, {})
    given: dict[str, str] = {}
    if low not in _SKIP:
        try:
            given[current.field] = current.read(said)
        except profile.NotUnderstood as exc:
            lang = str(owner["language"])
            return Reply(render("onboarding.again", lang, hint=exc.hint) + "\n" + question(store, current))
    nxt = _next(store, current, given)
    if nxt is None:
        return _finish(store, given)
    update = setup.save(store, given, step=nxt.field)
    return Reply(question(store, nxt), update)


def question(store: Store, step: Step) -> str:
    """The question for one step, in the owner's language, with its numbered choices."""
    owner = store.owner()
    return question_text(step.field, str(owner["language"]), str(owner["briefing_time"]))


def question_text(field_name: str, lang: str, briefing_now: str = "08:00") -> str:
    options: list[str] = []
    if field_name == "language":
        options = [profile.LANGUAGE_NAMES[code][0] for code in profile.LANGUAGE_ORDER]
    elif field_name == "shop_type":
        options = [render(f"onboarding.type_{t}", lang) for t in profile.SHOP_TYPES]
    elif field_name == "gst_filer":
        options = [render(f"onboarding.gst_{g}", lang) for g in profile.GST_FILERS]
    return render(f"onboarding.ask_{field_name}", lang, options=options, now=briefing_now)


def _finish(store: Store, given: dict[str, str]) -> Reply:
    update = setup.save(store, given, step=DONE)
    return Reply(summary(store, "onboarding.done"), update, done=True)


def summary(store: Store, key: str = "onboarding.done") -> str:
    """The shop as it is now set up, in the owner's language."""
    owner = store.owner()
    lang = str(owner["language"])
    return render(key, lang, shop_name=owner["shop_name"], shop_type=render(f"onboarding.type_{owner['shop_type']}", lang),
                  region=owner["region"], gst_filer=render(f"onboarding.gst_{owner['gst_filer']}", lang),
                  upi_id=owner["upi_id"], briefing_time=owner["briefing_time"])


def _step(name: str | None) -> Step | None:
    return next((s for s in STEPS if s.field == name), None)


def _next(store: Store, after: Step | None, given: dict[str, str] | None = None) -> Step | None:
    """The next question the owner has not answered yet (on the terminal or here)."""
    answered = setup.given_before(store) | set(given or {})
    start = 0 if after is None else STEPS.index(after) + 1
    return next((s for s in STEPS[start:] if s.field not in answered), None)


def _left(store: Store, first: Step) -> int:
    answered = setup.given_before(store)
    return sum(1 for s in STEPS[STEPS.index(first):] if s.field not in answered)
