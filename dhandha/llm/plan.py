"""The plan an LLM answers with: validated by pydantic, then mapped onto the Reading the rules produce.

Amounts arrive in rupees (the way people and the prompt speak) and become integer paise here.
Names arrive as the model wrote them: tokens («C1») or new names; trust.py decides what they may
become. A plan that does not validate is an invalid answer (one repair try, then the owner is asked).
"""

from __future__ import annotations

import json
import math
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from dhandha.money import MAX_PAISE
from dhandha.reading import (
    KINDS,
    Clarify,
    ClarifyWhy,
    Correction,
    Intention,
    Period,
    Query,
    QueryKind,
    Reading,
    Record,
)

PlanIntent = Literal["record", "record_many", "query", "correct", "remind", "promise", "confirm", "deny",
                     "clarify", "chat", "answer", "unknown"]
OwnerKind = Literal["sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made",
                    "opening_balance", "transfer"]
assert set(get_args(OwnerKind)) == set(KINDS)
NoteType = Literal["inference", "mood", "insight", "todo"]
EdgeType = Literal["buys_from", "supplies_to", "related_to"]
MODES = frozenset({"cash", "upi", "card", "bank", "cheque"})


class _Part(BaseModel):
    model_config = ConfigDict(extra="ignore")


def _iso_day(value: Any) -> Any:
    if value in (None, ""):
        return None
    date.fromisoformat(str(value))  # raises: a date the model made up is an invalid answer
    return str(value)


Day = Annotated[str | None, BeforeValidator(_iso_day)]


class PlanRecord(_Part):
    kind: OwnerKind | None = None
    amount: float | None = None  # rupees
    counterparty: str | None = None
    item: str | None = None
    qty: float | None = None
    unit: str | None = None
    on_credit: bool | None = None
    on: Day = None
    due: Day = None
    owes: Literal["them", "shop"] | None = None
    route: Literal["bank_to_cash", "cash_to_bank", "bank_to_bank"] | None = None
    modes: dict[str, float] | None = None


class PlanQuery(_Part):
    query: QueryKind
    counterparty: str | None = None
    period: Period | None = None
    item: str | None = None
    start: Day = None
    end: Day = None


class PlanCorrection(_Part):
    action: Literal["amend", "cancel"] = "amend"
    counterparty: str | None = None  # whose entry
    amount: float | None = None  # the amount said to be wrong
    item: str | None = None
    kind: OwnerKind | None = None
    on: Day = None
    via: Literal["bank"] | None = None
    scope: Literal["one", "all"] = "one"
    twin: bool = False
    new_amount: float | None = None
    new_counterparty: str | None = None
    new_kind: OwnerKind | None = None
    new_on: Day = None
    old_dues: bool = False  # the money paid what the person owed from before the books
    each: bool = False  # the amounts are prices of one ("1300 each, not 1400"): times the entry's count



class PlanClarify(_Part):
    why: ClarifyWhy
    detail: str | None = Field(default=None, max_length=120)


class PlanPromise(_Part):
    counterparty: str | None = None
    due: Day = None
    amount: float | None = None
    what: Literal["pay", "visit", "deliver"] = "pay"


class PlanNote(_Part):
    about: str | None = None  # a «C» token, or nothing for the shop as a whole
    type: NoteType
    text: str = Field(min_length=3, max_length=200)


class PlanEdge(_Part):
    source: str = Field(alias="from")
    target: str = Field(alias="to")
    type: EdgeType


class PlanFact(_Part):
    about: str
    key: str = Field(pattern=r"^[a-z][a-z_]{1,29}$")
    value: str | float | bool

    @field_validator("value")
    @classmethod
    def _short(cls, v: Any) -> Any:
        if isinstance(v, str) and len(v) > 80:
            raise ValueError("a fact is a few words")
        return v


class Plan(_Part):
    intent: PlanIntent
    records: list[PlanRecord] = Field(default_factory=list, max_length=12)
    query: PlanQuery | None = None
    correction: PlanCorrection | None = None
    clarify: PlanClarify | None = None
    promises: list[PlanPromise] = Field(default_factory=list, max_length=6)
    remind: str | None = None
    answers_question: bool = False
    sure: bool = True
    reply: str | None = Field(default=None, max_length=700)
    notes: list[PlanNote] = Field(default_factory=list, max_length=5)
    edges: list[PlanEdge] = Field(default_factory=list, max_length=5)
    facts: list[PlanFact] = Field(default_factory=list, max_length=5)

    @model_validator(mode="after")
    def _whole(self) -> Plan:
        """Each intent carries what it needs."""
        needs = {"record": self.records, "record_many": self.records, "query": self.query,
                 "correct": self.correction, "clarify": self.clarify, "remind": self.remind,
                 "promise": self.promises, "answer": self.reply}
        if self.intent in needs and not needs[self.intent]:
            raise ValueError(f"intent {self.intent} needs its part")
        return self


class InvalidPlan(ValueError):
    """The model's answer is not a plan: empty, not JSON, or not the shape asked for."""


def parse(text: str | None) -> Plan:
    """The plan in a model's answer; InvalidPlan says what was wrong, for the repair try."""
    if not text or not text.strip():
        raise InvalidPlan("the answer was empty")
    body = text.strip()
    if body.startswith("```"):
        # Some models fence JSON even in JSON mode.
        body = body.strip("`").removeprefix("json").strip()
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise InvalidPlan(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise InvalidPlan("the answer must be one JSON object")
    try:
        return Plan.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise InvalidPlan(f"{where}: {first['msg']}") from None


def paise(rupees: float | None) -> int | None:
    """Rupees as the model wrote them to paise; nothing, or not a sane positive number, is None."""
    if rupees is None or isinstance(rupees, bool) or not math.isfinite(rupees) or rupees <= 0:
        return None
    try:
        p = int((Decimal(str(rupees)) * 100).to_integral_value(rounding=ROUND_HALF_UP))
    except InvalidOperation:
        return None
    return p if 0 < p <= MAX_PAISE else None


def to_reading(plan: Plan) -> Reading:
    """The plan as the neutral Reading (names still as the model wrote them)."""
    records = [_record(r) for r in plan.records]
    intent = plan.intent
    if intent in ("record", "record_many"):
        intent = "record_many" if len(records) > 1 else "record"
    intentions = [Intention(counterparty=p.counterparty, due=p.due, amount_paise=paise(p.amount), what=p.what)
                  for p in plan.promises]
    out = Reading(intent=intent, source="llm", confident=plan.sure, answers=plan.answers_question,
                  intentions=intentions)
    if intent in ("record", "record_many"):
        out.records = records
    elif intent == "query" and plan.query is not None:
        q = plan.query
        out.query = Query(q.query, counterparty=q.counterparty, period=q.period, item=q.item, start=q.start,
                          end=q.end)
    elif intent == "correct" and plan.correction is not None:
        c = plan.correction
        out.correction = Correction(
            what="last_with_counterparty" if c.counterparty else "last", counterparty=c.counterparty,
            action=c.action, new_amount_paise=paise(c.new_amount), new_counterparty=c.new_counterparty,
            new_kind=c.new_kind, amount_paise=paise(c.amount), item=c.item, kind=c.kind, on=c.on, via=c.via,
            scope=c.scope, twin=c.twin, new_on=c.new_on, old_dues=c.old_dues, each=c.each)
    elif intent == "clarify" and plan.clarify is not None:
        out.clarify = Clarify(why=plan.clarify.why, detail=plan.clarify.detail, partial=records)
    elif intent == "remind":
        out.remind = plan.remind
    elif intent in ("confirm", "deny"):
        out.answers = True
    elif intent == "unknown":
        out.confident = False
    return out


def _record(r: PlanRecord) -> Record:
    modes = None
    if r.modes:
        modes = {m.casefold(): p for m, v in r.modes.items() if (p := paise(v)) is not None}
        modes = {m: p for m, p in modes.items() if m in MODES} or None
    return Record(kind=r.kind, amount_paise=paise(r.amount), counterparty=_blank(r.counterparty), item=_blank(r.item),
                  qty=r.qty if r.qty and r.qty > 0 else None, unit=_blank(r.unit), on_credit=r.on_credit, on=r.on,
                  due=r.due, owes=r.owes, route=r.route, modes=modes)


def _blank(s: str | None) -> str | None:
    return s.strip() or None if s else None
