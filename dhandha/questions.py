"""The bot's open question in a chat: asked, answered, resumed, expired and closed here, and only here.

A chat has at most one open question. It is either a yes/no about a plan that is ready to write
(a large amount, the same entry again, a reminder's text, a cancellation), a choice among a few
options (which Rajan, which entry, old dues or an advance), or a value the entry still needs
(an amount, a name, a direction). The plan or the half-built entries wait inside it as JSON, so a
"haan" carries out exactly what was shown, even from a later process.

What happens to an open question when the next message comes (docs/reading-guide.md, "Open
questions"): an answer settles it; a message complete on its own is handled as itself and the
question stays open, with a line saying so; after two messages that make no progress, or three of the
owner's own business it was reminded under, the question is dropped with a short line, never asked forever.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

from rapidfuzz import fuzz

from dhandha.clock import iso
from dhandha.lang import phonetic
from dhandha.ledger.steps import Amend, Step, Write, from_json, record_from, to_json
from dhandha.reading import PendingQuestion, Reading, Record
from dhandha.store import Store

Kind = Literal["yes_no", "choose", "value"]

# How alike (0-100, by sound) a word of the answer must be to a word of an option to say it.
SOUNDS_LIKE = 75
SAME_WORD = 85  # one word alone must sound closer still to pick an option
# Messages without progress before a question is given up.
MAX_TRIES = 2
# Messages of the owner's own business a question may wait beneath, reminded each time, before it is given
# up: the owner has moved on, and a reminder under every reply would be asking forever.
MAX_PASSED = 3
# A question whose answer carries its own content (an amount, a pick from a list) may be answered hours
# later, between customers; a bare "haan" is trusted only for the configured few minutes.
ANSWERABLE_FOR = timedelta(hours=12)
# How long after a question lapsed a yes is still taken to be meant for it (and told it came too late).
LATE_YES = timedelta(days=1)

# Questions about a plan that is ready: a yes carries it out.
YES_NO = frozenset({"not_sure", "confirm_large", "duplicate", "unusual_amount", "remind_send", "sms_assign", "confirm_cancel",
                    "confirm_bulk", "confirm_forwarded", "confirm_edit", "clock_wrong", "remind_resend",
                    "confirm_setting"})
# Questions that offer a short list: a number (or a button) picks one.
CHOOSE = frozenset({"which_contact", "which_entry", "old_dues", "bank_match", "bank_link"})

_ORDINAL = re.compile(r"^\s*#?\s*([1-9])\s*(?:st|nd|rd|th|\.|\)|wala|wali|vala|vali)?\s*$", re.IGNORECASE)
_NEW_WORDS = frozenset({"naya", "nayi", "new", "naya hai", "new one", "naya khata", "नया", "नया खाता"})


@dataclass
class Open:
    """A question waiting for the owner, as stored."""

    nonce: str
    why: str
    text: str
    kind: Kind
    plan: list[Step] = field(default_factory=list)  # yes_no / choose: what a yes carries out
    partial: list[Record] = field(default_factory=list)  # value: the half-built entries
    options: list[int] = field(default_factory=list)  # value: amounts offered ("₹700 ya ₹7,000?")
    choices: list[str] = field(default_factory=list)  # choose: the labels offered, in order
    cleared: list[str] = field(default_factory=list)  # checks the owner already passed for this plan
    index: int = 0  # which step of the plan the question is about
    tries: int = 0  # messages since it was asked that made no progress
    passed: int = 0  # messages of the owner's own business it waited beneath
    extra: dict[str, Any] = field(default_factory=dict)  # what one kind of question needs besides
    asked_at: str = ""  # when it was asked (ISO)
    shown_in: int | None = None  # the message whose reply last showed it to the owner (asked or reminded)

    def as_pending(self) -> PendingQuestion:
        """What a thinker sees of it."""
        # (a payment that explains a bank entry waits as that entry's change: its new form is what was said)
        partial = self.partial or [s.record if isinstance(s, Write) else s.new for s in self.plan
                                   if isinstance(s, Write | Amend)]
        return PendingQuestion(why=self.why, partial=list(partial), options=list(self.options),
                               candidates=list(self.choices) if self.why == "which_contact" else [], kind=self.kind)


def kind_of(why: str) -> Kind:
    if why in YES_NO:
        return "yes_no"
    if why in CHOOSE:
        return "choose"
    return "value"


def create(store: Store, chat: str | None, why: str, text: str, *, language: str, now: datetime, minutes: int,
           plan: list[Step] | None = None, partial: list[Record] | None = None, options: list[int] | None = None,
           choices: list[str] | None = None, cleared: list[str] | None = None, index: int = 0, tries: int = 0,
           extra: dict[str, Any] | None = None, beneath: Open | None = None, shown_in: int | None = None) -> Open:
    """Save a question (replacing any open one in the chat); the caller's transaction holds it."""
    q = Open(nonce="", why=why, text=text, kind=kind_of(why), plan=list(plan or []), partial=list(partial or []),
             options=list(options or []), choices=list(choices or []), cleared=list(cleared or []), index=index,
             tries=tries, extra=dict(extra or {}), shown_in=shown_in)
    lives = timedelta(minutes=minutes) if kind_of(why) == "yes_no" else max(timedelta(minutes=minutes), ANSWERABLE_FOR)
    # One question may wait beneath the new one: an amount or a choice the owner can still answer after it.
    keep = beneath.nonce if beneath is not None and beneath.kind in ("value", "choose") else None
    q.nonce = store.pending_create(chat, why, text, _payload(q), language, iso(now + lives), keep=keep)
    return q


def current(store: Store, chat: str | None) -> Open | None:
    """The chat's open question, unless it has expired."""
    row = store.pending_open(chat)
    return None if row is None else _load(row)


def lapsed(store: Store, chat: str | None, now: datetime) -> Open | None:
    """The chat's last question, when it ran out of time or was given up within the last day: a yes
    that comes after it is told so, never read as agreeing to something else."""
    row = store.pending_newest(chat)
    if row is None or str(row["expires_at"]) < iso(now - LATE_YES):
        return None
    timed_out = row["status"] == "open" and str(row["expires_at"]) <= iso(now)
    return _load(row) if timed_out or row["status"] == "expired" else None


def by_nonce(store: Store, nonce: str) -> Open | None:
    row = store.pending_by_nonce(nonce)
    return None if row is None else _load(row)


def close(store: Store, nonce: str, status: str) -> bool:
    """confirmed | denied | answered | replaced | expired; False when it was closed already."""
    return store.pending_resolve(nonce, status)


def overtaken(store: Store, q: Open) -> bool:
    """A question about changing entries the owner has since explained another way ("that 450 in SBI is Bose's"
    while "₹450 from SUBRATA BOSE: Bose?" waited): none of them counts any more, so nothing is left to ask; it is
    closed as answered."""
    amends = [s for s in q.plan if isinstance(s, Amend)]
    if not amends or any(store.status_of(s.entry_id) == "active" for s in amends):
        return False
    return store.pending_resolve(q.nonce, "answered")


def no_progress(store: Store, q: Open) -> bool:
    """Count a message that did not answer; True when the question is now given up."""
    q.tries += 1
    return _given_up(store, q, q.tries >= MAX_TRIES)


def passed_over(store: Store, q: Open) -> bool:
    """Count a message of the owner's own business; True when the question is now given up."""
    q.passed += 1
    return _given_up(store, q, q.passed >= MAX_PASSED)


def _given_up(store: Store, q: Open, enough: bool) -> bool:
    if enough:
        store.pending_resolve(q.nonce, "expired")
        return True
    store.pending_payload_set(q.nonce, _payload(q))
    return False


def shown(store: Store, q: Open, input_id: int | None) -> None:
    """The reply to this message reminded the owner of the question."""
    q.shown_in = input_id
    store.pending_payload_set(q.nonce, _payload(q))


def yes_right_after(store: Store, q: Open, chat: str | None, input_id: int | None) -> bool:
    """Whether this message comes straight after the reply that showed the question: a yes then is
    meant for it, however long the owner took to send it."""
    return input_id is not None and q.shown_in is not None and store.input_before(chat, input_id) == q.shown_in


def expire_stale(store: Store) -> int:
    """Close every question past its time (the decay sweep)."""
    return store.pending_expire()


def pick(q: Open, text: str) -> int | None:
    """A typed answer to a choose question: "2", "2nd", "doosra", an option's name, or "new" (-1).

    Only a number, an option's whole words or the option said outright; an option that merely sounds
    like a word of the message is `sounds_like`, which the chain weighs against the message's own reading
    ("Manpreet ne do ditte" is a payment, not option 3)."""
    t = _said(text)
    m = _ORDINAL.match(t)
    if m and 1 <= int(m.group(1)) <= len(q.choices):
        return int(m.group(1)) - 1
    if t in _NEW_WORDS and q.why == "which_contact":
        return -1
    exact = [i for i, c in enumerate(q.choices) if c.casefold() == t]
    if exact:
        return exact[0]
    partial = [i for i, c in enumerate(q.choices) if t and len(t) >= 3 and t in c.casefold()]
    if len(partial) == 1:
        return partial[0]
    # "purana baaki tha", "જૂનું બાકી હતું": the answer says the option's words, with more around them.
    said = [i for i, c in enumerate(q.choices) if len(c) >= 4 and c.casefold() in t]
    if len(said) == 1:
        return said[0]
    return None


def _said(text: str) -> str:
    return " ".join(text.casefold().split())


def sounds_like(q: Open, text: str) -> int | None:
    """The one option whose words the answer says in another script or spelling, or None."""
    t = _said(text)
    if q.why == "which_entry" and not any(ch.isdigit() for ch in t):
        # "dopahar wali, Frooti wali": a word of the answer that only one listed entry has (its goods, its person)
        words = {w for w in re.findall(r"\w+", t) if len(w) >= 4}
        hits = {i for i, c in enumerate(q.choices) for w in re.findall(r"\w+", c.casefold()) if w in words}
        if len(hits) == 1:
            return hits.pop()
    heard = [phonetic.key(w) for w in t.split()]
    if q.why == "which_contact" or len(heard) > 5 or any(ch.isdigit() for ch in t):
        # A name is picked by its own words ("Sonu wali entry" never picks Monu, however alike they sound);
        # a longer message, or one with an amount, is something else.
        return None
    # "paatha baaki" for "పాత బాకీ", "purana baaki si" for "ਪੁਰਾਣਾ ਬਾਕੀ": the option's words said in another
    # script or spelling, each word of the option sounding like a word of the answer.
    alike = [i for i, c in enumerate(q.choices) if c.split() and all(
        any(_alike(phonetic.key(w), h) >= (SOUNDS_LIKE if len(c.split()) > 1 else SAME_WORD) for h in heard)
        for w in c.split())]
    if len(alike) == 1:
        return alike[0]
    # "haan purana udhaar tha" for "पुराना बाकी": the word that tells the options apart is the first.
    led = [i for i, c in enumerate(q.choices) if c.split() and any(
        _same_word(phonetic.key(c.split()[0]), h) for h in heard)]
    return led[0] if len(led) == 1 else None


def _alike(a: str, b: str) -> float:
    """How alike two keys sound, voicing aside ("pazhaya baaki" for "பழைய பாக்கி": Tamil writes k and g alike)."""
    return max(fuzz.ratio(a, b), fuzz.ratio(phonetic.unvoiced(a), phonetic.unvoiced(b)))


def _same_word(option: str, said: str) -> bool:
    """One word said for an option's word: alike by sound, or the same stem with another ending
    ("जुनं" for "जुनी", "purane" for "purana")."""
    return fuzz.ratio(option, said) >= SAME_WORD or (
        len(option) >= 4 and len(said) >= 4 and option[:3] == said[:3] and abs(len(option) - len(said)) <= 2)


def answered_by(q: Open, reading: Reading) -> bool:
    """Whether a reading settles the question, as opposed to being a new message of its own."""
    if reading.intent in ("confirm", "deny"):
        return True
    return reading.answers


def _payload(q: Open) -> dict[str, Any]:
    return {"kind": q.kind, "plan": to_json(q.plan), "partial": [r.__dict__ for r in q.partial],
            "options": q.options, "choices": q.choices, "cleared": q.cleared, "index": q.index, "tries": q.tries,
            "passed": q.passed, "extra": q.extra, "shown_in": q.shown_in}


def _load(row: Any) -> Open:
    p = json.loads(row["payload"])
    why = str(row["why"])
    return Open(nonce=str(row["nonce"]), why=why, text=str(row["question"]), kind=p.get("kind") or kind_of(why),
                plan=from_json(p.get("plan") or []), partial=[record_from(r) for r in p.get("partial") or []],
                options=list(p.get("options") or []), choices=list(p.get("choices") or p.get("candidates") or []),
                cleared=list(p.get("cleared") or []), index=int(p.get("index") or 0), tries=int(p.get("tries") or 0),
                passed=int(p.get("passed") or 0), extra=dict(p.get("extra") or {}), asked_at=str(row["created_at"]),
                shown_in=p.get("shown_in"))
