"""Choosing the intent, in the order of UNDERSTANDING.md §4:

1. a reply to the pending question; 2. a complete new record wins even after "haan";
3. questions; 4. reminders; 5. corrections; 6. money events (or the one question they need);
7. greetings and thanks. Anything else is "unknown": confident when it is an instruction aimed at the
bot (the chain refuses it politely), not confident when the rules simply did not understand.
"""

from __future__ import annotations

from dhandha.chain.reading import Clarify, Intention, Reading, Record, ThinkContext

from .corrections import is_correction, read_correction
from .followup import answer
from .movements import Movements, assemble
from .names import WORDY, find_parties
from .queries import is_question, read_query
from .reader import Msg, read
from .records import Draft, Env


def _caps(msg: Msg) -> bool:
    """Does the owner capitalise names? Then lowercase unknown words are not names."""
    if not msg.latin:
        return False
    words = [t for t in msg.toks if t.script == "latn"]
    return any(t.text[:1].isupper() and t.text not in ("I",) and (k > 0 or not t.tags)
               for k, t in enumerate(words))


def _complete(mv: Movements) -> bool:
    return bool(mv.drafts) and all(d.ask is None and d.kind and d.amount for d in mv.drafts)


def _from_drafts(mv: Movements, env: Env) -> Reading:
    drafts = mv.drafts
    records = [d.record() for d in drafts]
    ask = next((d for d in drafts if d.ask), None)
    if ask is not None:
        return Reading("clarify", clarify=Clarify(ask.ask or "", ask.detail, partial=records, options=ask.options),
                       intentions=mv.intentions)
    sure = not any(_unexplained(d, env) for d in drafts)
    return Reading("record" if len(records) == 1 else "record_many", records=records, intentions=mv.intentions,
                   confident=sure)


def _unexplained(d: Draft, env: Env) -> list[str]:
    """Words in a written clause that the rules did not account for ("... jo bounce ho gaya").

    A write is only as sure as the whole clause is understood; leftovers send the reading to the LLM
    (or, offline, to a question) instead of the ledger.
    """
    c = d.clause
    used: set[int] = set()
    if d.party is not None:
        used.update(range(d.party.start, d.party.end))
    for p in c.parties:
        if p.name is not None and (p.name == d.name or p.mark != "none"):
            used.update(range(p.start, p.end))
        if p.role or p.owner or p.pronoun:
            used.update(range(p.start, p.end))
    out = []
    for i in range(c.start, c.end):
        t = c.toks[i]
        if t.tags.get("risk"):
            out.append(t.text)
            continue
        if i in used or t.amount is not None or t.script not in WORDY or t.tags:
            continue
        nxt = c.toks[i + 1] if i + 1 < c.end else None
        if nxt is not None and (nxt.tags.get("cost") or nxt.tags.get("goods")):
            continue  # "fridge repair", "shutter repair": a word naming what the cost was for
        out.append(t.text)
    return out


def _ellipsis(mv: Movements, env: Env) -> None:
    """'Fernandes ko bhi, 650' after an udhaar: the entry takes the kind of the previous one (§9.2)."""
    last = env.ctx.last_reading
    if last is None:
        return
    kinds = [r.kind for r in last.records or (last.clarify.partial if last.clarify else []) if r.kind]
    if not kinds:
        return
    for d in mv.drafts:
        if d.ask in ("ambiguous_direction", "ambiguous_kind") and d.clause.has("also") and (d.name or d.ask == "ambiguous_kind"):
            d.kind, d.ask = kinds[0], None
            if d.kind in ("udhaar_given", "payment_received", "payment_made") and not d.name:
                d.ask = "missing_counterparty"


def _has_money_event(mv: Movements) -> bool:
    return any(d.clause.verbs and d.amount for d in mv.drafts)


def think(text: str, ctx: ThinkContext) -> Reading:
    msg = read(text, ctx.language)
    if not any(t.script not in ("punct", "sym") for t in msg.toks):
        return Reading("unknown", confident=False)
    if any(t.tags.get("inject") for t in msg.toks):
        return Reading("unknown", confident=True)
    env = Env(msg, ctx, _caps(msg))
    mv = assemble(env)
    _ellipsis(mv, env)
    if ctx.pending is not None:
        r = answer(msg, env, _complete(mv) and _has_money_event(mv))
        if r is not None:
            return r
    parties = find_parties(msg.toks, env.caps)
    pron_name = env.ctx.last_party
    remind = any(t.tags.get("remind") for t in msg.toks)
    if not remind and is_question(msg) and not (ctx.pending is not None and _complete(mv)):
        if _record_then_question(msg, mv):
            # "Rajan ne 500 diye, ab kitna baaki hai?": a payment and a question. Neither alone is the
            # whole message; hand it over (or ask) rather than drop the payment or skip the question.
            r = _from_drafts(mv, env)
            r.confident = False
            return r
        if pron_name is None and any(p.pronoun for p in parties) and not any(p.is_person for p in parties):
            return Reading("clarify", clarify=Clarify("ambiguous_reference"))  # "uska kitna baaki hai?" about whom?
        q = read_query(msg, parties, pron_name)
        if q is not None:
            return Reading("query", query=q)
        return Reading("unknown", confident=False)
    if remind:
        person = next((p for p in parties if p.is_person), None)
        if person is not None:
            return Reading("remind", remind=person.name)
        if any(p.pronoun for p in parties) and pron_name:
            return Reading("remind", remind=pron_name)
        return Reading("clarify", clarify=Clarify("ambiguous_reference"))
    if is_correction(msg, ctx.last_reading is not None) and not (_complete(mv) and _has_money_event(mv)
                                                                  and not _fix_words(msg)):
        last_kind = None
        if ctx.last_reading is not None and ctx.last_reading.records:
            last_kind = ctx.last_reading.records[0].kind
        corr = read_correction(msg, parties, last_kind)
        if corr is not None:
            return Reading("correct", correction=corr)
        return Reading("clarify", clarify=Clarify("unclear_correction"))
    if mv.drafts:
        return _from_drafts(mv, env)
    if mv.negated:
        return Reading("unknown", confident=False)  # "Rajan ne paise nahi diye": nothing happened to write
    if mv.intentions:
        return Reading("promise", intentions=mv.intentions)
    if any(t.tags.get("chat") for t in msg.toks) and not any(t.amount for t in msg.toks):
        return Reading("chat")
    if ctx.pending is None and _only_yes_no(msg):
        return Reading("chat")
    return Reading("unknown", confident=False)


def _record_then_question(msg: Msg, mv: Movements) -> bool:
    """A complete money event followed by a new question ("..., ab kitna baaki hai?").

    "diye the kya" and "dekh ke batao" ask about the event itself; "kitna" or "who" after it asks
    something else.
    """
    asks = [i for i, t in enumerate(msg.toks) if t.tags.get("q") in ("how_much", "who")]
    for d in mv.drafts:
        if d.ask or not d.amount or not d.clause.verbs:
            continue
        vi = max(i for _, i in d.clause.verbs)
        if any(i > vi for i in asks):
            return True
    return False


def _fix_words(msg: Msg) -> bool:
    return any(t.tags.get("fix") or t.tags.get("cancel") for t in msg.toks)


def _only_yes_no(msg: Msg) -> bool:
    words = [t for t in msg.toks if t.script not in ("punct", "sym")]
    return bool(words) and any(t.tags.get("yes") for t in words) and all(
        t.tags.get("yes") or t.tags.get("hon") or (t.tags.get("fn") and t.amount is None) for t in words)


__all__ = ["think", "Draft", "Intention", "Record"]
