"""Answers to the owner's questions about the books, as a reply template and its values."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from dhandha.chain import contacts
from dhandha.chain.turn import Answer
from dhandha.clock import day_bounds, local_day, parse_instant
from dhandha.deps import Deps
from dhandha.reading import Query


@dataclass(frozen=True)
class Span:
    """A stretch of business days [first, last] and its name for replies."""

    first: date
    last: date
    name: str  # today | yesterday | this_week | ... | day | month | span

    def bounds(self, tz: str) -> tuple[str, str]:
        return day_bounds(self.first, tz)[0], day_bounds(self.last, tz)[1]


def span_of(q: Query, today: date, default: str = "today") -> Span:
    """The days a query asks about: a named period, or the dates the thinker resolved."""
    if q.start:
        first = date.fromisoformat(q.start)
        last = date.fromisoformat(q.end) - timedelta(days=1) if q.end else first
        name = "day" if first == last else ("month" if first.day == 1 and (last + timedelta(days=1)).day == 1
                                            else "span")
        return Span(first, min(last, today), name)
    period = q.period or default
    monday = today - timedelta(days=today.weekday())
    first_of_month = today.replace(day=1)
    if period == "yesterday":
        y = today - timedelta(days=1)
        return Span(y, y, "yesterday")
    if period == "this_week":
        return Span(monday, today, "this_week")
    if period == "last_week":
        return Span(monday - timedelta(days=7), monday - timedelta(days=1), "last_week")
    if period == "this_month":
        return Span(first_of_month, today, "this_month")
    if period == "last_month":
        end = first_of_month - timedelta(days=1)
        return Span(end.replace(day=1), end, "last_month")
    return Span(today, today, "today")


def summary(deps: Deps, span: Span) -> dict[str, Any]:
    t = deps.store.totals(*span.bounds(deps.tz()))
    return {"period": span.name, "first": span.first.isoformat(), "last": span.last.isoformat(),
            "sales": t.get("sale", 0), "expenses": t.get("expense", 0), "udhaar_given": t.get("udhaar_given", 0),
            "payments_received": t.get("payment_received", 0), "purchases": t.get("purchase", 0),
            "payments_made": t.get("payment_made", 0), "unexplained_in": t.get("unexplained_in", 0),
            "unexplained_out": t.get("unexplained_out", 0), "count": t["count"]}


def answer(deps: Deps, q: Query, language: str = "en") -> Answer:
    store = deps.store
    kind = q.query
    tz = deps.tz()
    today = local_day(deps.clock(), tz)
    if kind == "knowledge":
        from dhandha.knowledge import respond

        owner = store.owner()
        said = respond(q.item or "", language, today, str(owner["gst_filer"]), owner["region"])
        return Answer("not_understood") if said is None else Answer("", text=said)
    if kind in ("forecast", "statement", "week_chart", "reminders"):
        from dhandha.collect.answers import collect_answer

        return collect_answer(deps, q, language, today)
    if kind == "balance" or (kind == "transactions" and q.counterparty):
        who = contacts.resolve(store, q.counterparty or "")
        if who.contact_id is None:
            if who.candidates:
                return Answer("which_contact_query", {"name": q.counterparty, "candidates": who.candidates})
            return Answer("unknown_contact", {"name": q.counterparty})
        if kind == "balance":
            row = store.contact(who.contact_id)
            due = store.next_due_on(who.contact_id)
            return Answer("balance", {"counterparty": who.name, "balance": int(row["balance_paise"]) if row else 0,
                                      "due": due})
        span = span_of(q, today) if (q.period or q.start) else None
        start, end = span.bounds(tz) if span else (None, None)
        rows = store.entries_list(contact_id=who.contact_id, start=start, end=end, limit=10)
        return Answer("transactions", {"counterparty": who.name, "period": span.name if span else None,
                                       "rows": _rows(rows, tz), "today": today.isoformat()})
    if kind in ("daily_summary", "period_summary"):
        span = span_of(q, today, "today" if kind == "daily_summary" else "this_month")
        figures = summary(deps, span)
        key = "daily_summary" if span.first == span.last else "period_summary"
        return Answer(key, figures)
    if kind == "who_owes":
        rows = [{"name": r["name"], "balance": int(r["balance_paise"])} for r in store.debtors(10)]
        return Answer("who_owes", {"rows": rows, "total": store.receivable_total()})
    if kind == "top_customers":
        span = span_of(q, today, "this_month")
        rows = [{"name": r["name"], "amount": int(r["amount"])} for r in store.top_customers(*span.bounds(tz))]
        return Answer("top_customers", {"rows": rows, "period": span.name})
    if kind == "transactions":
        span = span_of(q, today)
        return Answer("transactions", {"counterparty": None, "period": span.name, "today": today.isoformat(),
                                       "rows": _rows(store.entries_list(start=span.bounds(tz)[0],
                                                                        end=span.bounds(tz)[1], limit=10), tz)})
    if kind == "stock":
        items = store.items()
        if q.item:
            wanted = q.item.casefold()
            items = [i for i in items if wanted in i["norm"] or i["norm"] in wanted]
        rows = [{"item": i["name"], "qty": i["stock_milli"] / 1000, "unit": i["unit"]} for i in items[:15]]
        return Answer("stock", {"rows": rows})
    return Answer("not_understood")


def _rows(entries: list[dict[str, Any]], tz: str) -> list[dict[str, Any]]:
    return [{"date": local_day(parse_instant(e["occurred_at"]), tz).isoformat(), "kind": e["kind"],
             "amount": e["amount_paise"], "counterparty": e.get("counterparty"), "status": e["status"]}
            for e in entries if e["role"] == "entry"]
