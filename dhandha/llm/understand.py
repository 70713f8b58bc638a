"""One LLM reading of an owner message: the veiled prompt, the call, one repair try, and code's verdict.

What comes back is data: a reading code trusts (or asks about), an answer's text, brain notes, or
how the call failed (`Understood.failure`), so the route can always say something true.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import Any

from dhandha.brain.context import load_context
from dhandha.chain.anonymise import Veil
from dhandha.clock import local
from dhandha.llm import trust
from dhandha.llm.client import Budget, Request, Session
from dhandha.llm.plan import InvalidPlan, Plan, PlanEdge, PlanFact, PlanNote, parse, to_reading
from dhandha.llm.prompt import Parts, Prompt, build
from dhandha.reading import Reading
from dhandha.store import Store
from dhandha.think.numbers import find_amounts, normalize_digits

log = logging.getLogger("dhandha.llm")

TRANSPORT_FAILURES = frozenset({"timeout", "rate_limited", "server_error", "unreachable", "refused", "no_budget"})
HISTORY_LINES = 6
KNOWLEDGE_TOKENS = 1200  # the knowledge's share of the 4,000-token prompt
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")


@dataclass
class Moment:
    """What the LLM may know about the message besides its words: the chat, the books, the open question."""

    text: str  # the cleaned owner message
    raw: str  # as it arrived (hidden characters and all), to notice carried text
    chat: str | None
    language: str
    now: datetime
    tz: str
    mentions: list[int] = field(default_factory=list)
    forwarded: bool = False
    question: dict[str, Any] | None = None
    input_id: int | None = None


@dataclass
class Understood:
    reading: Reading | None = None
    answer: str | None = None  # intent "answer": the reply text, checked and unveiled
    failure: str | None = None  # a transport outcome, "invalid", or why the answer was not trusted
    held: list[str] = field(default_factory=list)
    notes: list[PlanNote] = field(default_factory=list)
    edges: list[PlanEdge] = field(default_factory=list)
    facts: list[PlanFact] = field(default_factory=list)
    veil: Veil | None = None
    prompt: Prompt | None = None


@cache
def plan_schema() -> dict[str, Any]:
    return Plan.model_json_schema()


def prompt_for(store: Store, m: Moment, veil: Veil) -> Prompt:
    """The veiled, budgeted prompt for this moment."""
    ctx = load_context(store, m.text, m.language, m.mentions, m.now)
    t1 = ctx["tier1"]
    history = [f"{'owner' if r['speaker'] == 'owner' else 'munshi'}: {r['text']}"
               for r in store.recent_turns(m.chat, HISTORY_LINES)]
    parts = Parts(
        message=veil.hide(m.text), language=m.language, now=local(m.now, m.tz), forwarded=m.forwarded,
        owner=veiled(veil, t1["owner"]), snapshot=veiled(veil, t1["snapshot"]),
        observations=veiled(veil, t1["observations"]), promises=veiled(veil, t1["intentions"]),
        patterns=veiled(veil, t1["patterns"]), people=veiled(veil, ctx["tier2"]),
        knowledge=_knowledge(store, m),
        history=[veil.hide(h[:400]) for h in history], question=veiled(veil, m.question) if m.question else None)
    return build(parts)


async def read(store: Store, m: Moment, session: Session, budget: Budget) -> Understood:
    veil = Veil.of(store)
    prompt = prompt_for(store, m, veil)
    req = Request(prompt.messages, "understand", schema=plan_schema(), input_id=m.input_id)
    reply = await session.ask(req, budget)
    if reply.outcome in TRANSPORT_FAILURES:
        return Understood(failure=reply.outcome, veil=veil, prompt=prompt)
    try:
        plan = parse(reply.text)
    except InvalidPlan as exc:
        # One repair try with what was wrong; then the owner is asked (the seed's doom-loop cap).
        log.info("LLM answer not a plan (%s); one repair try", exc)
        repair = Request(prompt.messages + [
            {"role": "assistant", "content": (reply.text or "")[:1500] or "(empty)"},
            {"role": "user", "content": f"That answer was not usable ({exc}). Answer again with only the JSON "
                                        "object described above."}], "repair", schema=plan_schema(),
            input_id=m.input_id)
        again = await session.ask(repair, budget)
        if again.outcome in TRANSPORT_FAILURES:
            return Understood(failure=again.outcome, veil=veil, prompt=prompt)
        try:
            plan = parse(again.text)
        except InvalidPlan as exc2:
            log.warning("LLM answer still not a plan after repair: %s", exc2)
            return Understood(failure="invalid", veil=veil, prompt=prompt)
    return _decide(plan, veil, prompt, m)


def _decide(plan: Plan, veil: Veil, prompt: Prompt, m: Moment) -> Understood:
    message = prompt.messages[-1]["content"]
    carried = trust.carried_text(m.raw, m.text, m.forwarded,
                                 [veil.originals[t] for t in veil.contacts if t in message])
    verdict = trust.judge(to_reading(plan), veil, message, _strings(plan), carried)
    out = Understood(reading=verdict.reading, failure=verdict.failed, held=verdict.held, veil=veil, prompt=prompt)
    if verdict.keep_notes and verdict.failed is None:
        named = {t for t in veil.contacts if t in message}
        out.notes = [n for n in plan.notes if n.about is None or n.about in named]
        out.edges = [e for e in plan.edges if e.source in named and (e.target in named or e.target == "shop")]
        out.facts = [f for f in plan.facts if f.about in named and _harmless(f)]
    if plan.intent == "answer" and verdict.failed is None and not carried:
        out.answer = checked_text(plan.reply or "", veil, "\n".join(x["content"] for x in prompt.messages))
        out.reading = None if out.answer else Reading("unknown", confident=False, source="llm")
    return out


# A fact never carries how to reach or pay someone: those are the owner's to give, not a model's to note.
_PRIVATE_KEYS = ("phone", "mobile", "number", "contact", "whatsapp", "upi", "vpa", "account", "bank", "ifsc",
                 "address", "email", "mail", "pan", "aadhaar", "card")


def _harmless(f: PlanFact) -> bool:
    digits = sum(ch.isdigit() for ch in str(f.value))
    return not any(k in f.key for k in _PRIVATE_KEYS) and digits < 6


def checked_text(text: str, veil: Veil, supplied: str) -> str | None:
    """A reply the model wrote, if every number in it was given to it and every token is one it was given."""
    if not text.strip() or veil.strays(text):
        return None
    allowed = {a.paise for a in find_amounts(supplied) if a.paise}
    if any(a.paise and a.paise not in allowed for a in find_amounts(text)):
        return None
    if not _figures(text) <= _figures(supplied):  # percentages, counts and days too
        return None
    return veil.show(text).strip()


def _figures(text: str) -> set[str]:
    """Every figure written with digits, in one form: "₹1,50,000" and "150000" are the same figure."""
    out = set()
    for m in _FIGURE.finditer(normalize_digits(text)):
        f = m.group(0).replace(",", "")
        out.add(f.rstrip("0").rstrip(".") if "." in f else f)
    return out


def _strings(plan: Plan) -> list[str]:
    """Every text the plan carries, to look for tokens that were invented or broken."""
    out: list[str | None] = [plan.remind, plan.reply]
    for r in plan.records:
        out += [r.counterparty, r.item, r.unit]
    if plan.correction:
        out += [plan.correction.counterparty, plan.correction.new_counterparty, plan.correction.item]
    if plan.query:
        out += [plan.query.counterparty, plan.query.item]
    if plan.clarify:
        out.append(plan.clarify.detail)
    out += [p.counterparty for p in plan.promises]
    out += [n.text for n in plan.notes] + [n.about for n in plan.notes]
    out += [e.source for e in plan.edges if e.source != "shop"] + [e.target for e in plan.edges if e.target != "shop"]
    out += [f.about for f in plan.facts] + [str(f.value) for f in plan.facts]
    return [s for s in out if s]


def _knowledge(store: Store, m: Moment) -> list[dict[str, Any]]:
    """The knowledge the message asks for (dhandha/knowledge: index, overview, detail), within its share."""
    from dhandha.knowledge import knowledge_for_prompt

    owner = store.owner()
    pack = knowledge_for_prompt(m.text, m.language, KNOWLEDGE_TOKENS, today=local(m.now, m.tz).date(),
                                filer=str(owner["gst_filer"] or "none"), region=owner["region"])
    return [{"page": ", ".join(pack.topics), "text": pack.text()}] if pack.passages else []


def veiled(veil: Veil, value: Any) -> Any:
    """A copy of a context part with every string passed through the veil."""
    if isinstance(value, str):
        return veil.hide(value)
    if isinstance(value, dict):
        return {k: veiled(veil, v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [veiled(veil, v) for v in value]
    return value
