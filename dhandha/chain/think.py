"""Stage 2, think: the reading of the message, with what the chat already knows around it.

A button press, a channel command and an edited or forwarded message are read here too, so every
later stage sees one `Reading`. The guards after the thinker (chain/guards.py) are the one place
that turns a reading the bot is not sure of into a question.
"""

from __future__ import annotations

import json
import re
from datetime import timedelta
from typing import Literal

from dhandha import questions
from dhandha.chain.guards import apply_guards
from dhandha.chain.turn import Halt, Turn
from dhandha.clock import iso, local
from dhandha.deps import Deps
from dhandha.reading import Correction, PendingQuestion, Query, Reading, Setting, ThinkContext

_SUM = re.compile(r"\d,?\d")  # \d is any script's digit: "1200", "१,२००", "୧୨୦୦"
# "7,300 illa, 7,030" changes an entry of 7,300 from these last days; older sums are not what it means.
BOOKED_DAYS = 10


async def run(turn: Turn, deps: Deps) -> None:
    store = deps.store
    m = turn.message
    asked = questions.current(store, m.chat_id)
    turn.asked = asked
    if m.choice is not None:
        _pressed(turn, asked)
        return
    if m.command:
        _command(turn)
        return
    if asked is not None and asked.kind == "choose" and not (asked.why == "old_dues" and _a_sum_in(turn.text)):
        # ("haan purana baaki tha, 1200 ka" names the option and says how much the dues were: the thinker reads it)
        picked = questions.pick(asked, turn.text)
        if picked is not None:
            turn.reading = Reading("confirm", answers=True)
            asked.extra["picked"] = picked
            return
    if _knowledge_question(turn) or _owner_setting(turn):
        return
    ctx = ThinkContext(
        now_iso=local(turn.received_at, deps.tz()).isoformat(),
        language=turn.language,
        pending=asked.as_pending() if asked is not None else None,
        last_reading=_last_reading(store, m.chat_id),
        last_party=_last_party(store, m.chat_id),
        role_of=lambda name: _role_of(store, name),
        knows=lambda name: _knows(store, name),
        booked=lambda paise: _booked(deps, paise),
    )
    reading = deps.get_thinker().think(turn.text, ctx)  # the rules: the fast path, no LLM call
    if asked is not None and asked.kind == "choose" and not _business_of_its_own(reading) and \
            (heard := questions.sounds_like(asked, turn.text)) is not None:
        # An option only heard in the message ("purana baaki si" for "ਪੁਰਾਣਾ ਬਾਕੀ") picks it, unless the
        # message is business of its own: "Manpreet ne do ditte" while "which entry?" lists Manpreet's is
        # his payment, never a pick of his entry (guide: open questions).
        turn.reading = Reading("confirm", answers=True)
        asked.extra["picked"] = heard
        return
    if deps.settings.llm_enabled:
        # The LLM reads only what the rules could not settle (dhandha/llm/route.py says when).
        from dhandha.llm.route import second_opinion

        reading = await second_opinion(turn, deps, ctx, reading)
        if turn.halt is not None:  # answered in words, or the message kept for another try
            turn.reading = reading
            return
    if not m.forwarded:  # (a forward is offered for a yes in pre-action)
        from dhandha.llm.trust import hold_carried, named_in

        # Someone else's words inside the message (a pasted SMS, what a customer said) never act alone.
        reading = hold_carried(reading, m.text, turn.text, lambda: named_in(store, turn.text))
    if asked is None and reading.intent in ("chat", "unknown") and _is_yes(deps, turn.text, ctx):
        # "haan" with nothing open: said so (or that the question it meant has lapsed), never a greeting. A bare
        # yes reads as chat; only then is the second, yes/no reading worth its cost.
        reading = Reading("confirm")
    elif asked is not None and asked.kind != "yes_no" and _lapsed_above(store, asked, turn) and \
            (said := _yes_or_no(deps, turn.text, ctx)) is not None:
        # The yes/no asked last ran out of time above an older question: the yes (or the no) was meant for it,
        # and the older one keeps waiting.
        turn.asked, turn.beneath = None, asked
        reading = Reading(said)
    if asked is not None and asked.why == "which_contact" and len(asked.choices) == 1 and _is_yes(deps, turn.text, ctx):
        # "Which राजन: Rajan?" — "haan" picks the one name offered.
        asked.extra["picked"] = 0
        reading = Reading("confirm", answers=True)
    if asked is not None and asked.why in SAME_OR_OTHER and reading.intent != "correct" and \
            (said := _yes_or_no(deps, turn.text, ctx)) is not None:
        # "is this the ₹15,000 that left the bank? 1. yes, the same 2. another payment" — "ശരി" is the first
        # option and "nahi" the second, as surely as "1" and "2". (A yes to "old dues, or an advance?" picks
        # nothing: owners say it to mean "go ahead" when the bot misread whose money it was.)
        asked.extra["picked"] = 0 if said == "confirm" else 1
        reading = Reading("confirm", answers=True)
    reading = _whole_names(store, turn.text, reading)
    turn.reading = apply_guards(reading)
    if turn.reading.intent == "unknown":
        turn.halt = Halt("refused" if turn.reading.confident else "not_understood")


# Questions whose first option is "yes, the same payment" and whose second is "no, another one".
SAME_OR_OTHER = frozenset({"bank_match", "bank_link"})


def _a_sum_in(text: str) -> bool:
    """Two or more digits together, in any script: a sum, not an option's number."""
    return _SUM.search(text) is not None


def _business_of_its_own(r: Reading) -> bool:
    """A reading that stands on its own: entries with their sums, a query, a change."""
    if r.intent in ("record", "record_many"):
        return any(rec.amount_paise for rec in r.records or [])
    return r.intent in ("query", "correct") and not r.answers


def _knowledge_question(turn: Turn) -> bool:
    """GST rates, filing dates and festivals are answered from the knowledge tables, never as a person."""
    from dhandha.knowledge import read_question

    if read_question(turn.text, turn.language) is None:
        return False
    turn.reading = Reading("query", query=Query("knowledge", item=turn.text))
    return True


def _owner_setting(turn: Turn) -> bool:
    """"mera UPI suresh@okaxis hai": the owner's UPI id, read here until the thinkers read it themselves.

    Only a message with one VPA, a UPI word, and no other number: a payment that names a VPA
    ("Rajan ne rajan@okaxis se 500 bheje") is a record, never a setting.
    """
    from dhandha.collect.upi import UPI_WORDS, find_vpa

    text = turn.text
    vpa = find_vpa(text)
    if vpa is None:
        return False
    rest = text.lower().replace(vpa, " ")
    if any(ch.isdigit() for ch in rest) or not UPI_WORDS.search(rest):
        return False
    turn.reading = Reading("setting", setting=Setting("upi", vpa))
    return True


def _pressed(turn: Turn, asked: questions.Open | None) -> None:
    """A button: valid only for the question that is open now, and only with an option it offered."""
    choice = turn.message.choice
    assert choice is not None
    if asked is None or asked.nonce != choice.nonce:
        turn.halt = Halt("stale_button")
        return
    if choice.option == "yes" and asked.kind == "yes_no":
        turn.reading = Reading("confirm", answers=True)
    elif choice.option == "no":
        turn.reading = Reading("deny", answers=True)
    elif asked.kind == "choose" and choice.option.isdigit() and 1 <= int(choice.option) <= len(asked.choices):
        asked.extra["picked"] = int(choice.option) - 1
        turn.reading = Reading("confirm", answers=True)
    elif asked.kind == "choose" and choice.option == "new" and asked.why == "which_contact":
        asked.extra["picked"] = -1
        turn.reading = Reading("confirm", answers=True)
    else:
        turn.halt = Halt("stale_button")


def _command(turn: Turn) -> None:
    """Channel commands are readings like any other, so they pass the same checks."""
    m = turn.message
    name = (m.args or "").strip()
    if m.command == "aaj":
        turn.reading = Reading("query", query=Query("daily_summary", period="today"))
    elif m.command == "hisaab":
        turn.reading = Reading("query", query=Query("statement", counterparty=name) if name else Query("who_owes"))
    elif m.command == "undo":
        # Always asked first: a button is easy to press by mistake.
        turn.reading = Reading("correct", correction=Correction(action="cancel", scope="one"))
    else:
        turn.halt = Halt("help")


def _whole_names(store, text: str, reading: Reading) -> Reading:  # noqa: ANN001 - Store
    """"Pappu Gupta ko 500 udhaar" with Pappu Gupta in the books: the person is the whole name written, even
    where the rules took one of its words for goods ("pappu" is dal in Telugu) and kept the other."""
    records = [*reading.records, *(reading.clarify.partial if reading.clarify else [])]
    if not any(r.counterparty for r in records) and not (reading.query and reading.query.counterparty):
        return reading  # no one named: nothing to compare with the books' names
    said = f" {' '.join(text.casefold().split())} "
    whole = {name for _, name, _ in store.contact_names() if len(name.split()) > 1 and f" {name.casefold()} " in said}
    if not whole:
        return reading
    for rec in records:
        part = (rec.counterparty or "").casefold()
        hits = [n for n in whole if part and part in n.casefold().split() and part != n.casefold()]
        if len(hits) == 1:
            words = hits[0].casefold().split()
            rec.counterparty = hits[0]
            if rec.item and rec.item.casefold() in words:
                rec.item = None  # the other word of the name, not goods
    if reading.query is not None and reading.query.counterparty:
        part = reading.query.counterparty.casefold()
        hits = [n for n in whole if part in n.casefold().split() and part != n.casefold()]
        if len(hits) == 1:
            reading.query.counterparty = hits[0]
    return reading


def _lapsed_above(store, asked: questions.Open, turn: Turn) -> bool:  # noqa: ANN001 - Store
    late = questions.lapsed(store, turn.message.chat_id, turn.received_at)
    return late is not None and late.nonce != asked.nonce


def _is_yes(deps: Deps, text: str, ctx: ThinkContext) -> bool:
    """Whether the message is a plain yes, read as the answer to a yes/no question."""
    return _yes_or_no(deps, text, ctx) == "confirm"


def _yes_or_no(deps: Deps, text: str, ctx: ThinkContext) -> Literal["confirm", "deny"] | None:
    """The message read as the answer to a yes/no question: "confirm", "deny", or None."""
    probe = ThinkContext(now_iso=ctx.now_iso, language=ctx.language,
                         pending=PendingQuestion(why="confirm_large", partial=[]))
    intent = deps.get_thinker().think(text, probe).intent
    return "confirm" if intent == "confirm" else "deny" if intent == "deny" else None


def _role_of(store, name: str) -> str | None:  # noqa: ANN001 - Store
    """What the books know a person as, however the owner shortens or spells the name ("Vardhman")."""
    from dhandha.chain.contacts import resolve

    who = resolve(store, name)
    row = store.contact(who.contact_id) if who.status == "known" and who.contact_id is not None else None
    return row["role"] if row is not None else None


def _knows(store, name: str) -> bool:  # noqa: ANN001 - Store
    """Whether the books have an account by this name."""
    from dhandha.chain.contacts import resolve

    return resolve(store, name).status == "known"


def _booked(deps: Deps, paise: int) -> bool:
    """An active entry of this sum from the last days (what "X nahi, Y" can be changing)."""
    since = iso(deps.clock() - timedelta(days=BOOKED_DAYS))
    return bool(deps.store.entries_matching(since=since, amount_paise=paise, limit=1))


def _last_reading(store, chat: str) -> Reading | None:  # noqa: ANN001 - Store
    saved = store.last_reading_json(chat)
    if saved is None:
        return None
    try:
        return Reading.from_dict(json.loads(saved))
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
