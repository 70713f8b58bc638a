"""Answers to the owner's questions about the books (UNDERSTANDING §11), as plain values for a template."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from dhandha.chain import contacts
from dhandha.chain.turn import Turn
from dhandha.clock import day_bounds, local_day
from dhandha.deps import Deps

FIGURES = ("sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made")


def period_bounds(period: str | None, today: date, tz: str) -> tuple[str, str, str]:
    """(start, end, period name) in stored UTC form for today / yesterday / this week / this month."""
    if period == "yesterday":
        start, end = day_bounds(today - timedelta(days=1), tz)
        return start, end, "yesterday"
    if period == "this_week":
        monday = today - timedelta(days=today.weekday())
        return day_bounds(monday, tz)[0], day_bounds(today, tz)[1], "this_week"
    if period == "this_month":
        return day_bounds(today.replace(day=1), tz)[0], day_bounds(today, tz)[1], "this_month"
    start, end = day_bounds(today, tz)
    return start, end, "today"


def summary(deps: Deps, period: str | None) -> dict[str, Any]:
    tz = deps.tz()
    start, end, name = period_bounds(period, local_day(deps.clock(), tz), tz)
    t = deps.store.totals(start, end)
    return {"period": name, "sales": t.get("sale", 0), "expenses": t.get("expense", 0),
            "udhaar_given": t.get("udhaar_given", 0), "payments_received": t.get("payment_received", 0),
            "purchases": t.get("purchase", 0), "payments_made": t.get("payment_made", 0), "count": t["count"]}


def answer(deps: Deps, turn: Turn, q: dict[str, Any]) -> dict[str, Any]:
    store = deps.store
    kind = q.get("query")
    tz = deps.tz()
    today = local_day(deps.clock(), tz)
    if kind == "balance" or (kind == "transactions" and q.get("counterparty")):
        who = contacts.resolve(store, q.get("counterparty") or "")
        if who.contact_id is None:
            return {"key": "unknown_contact", "name": q.get("counterparty")}
        if kind == "balance":
            row = store.contact(who.contact_id)
            return {"key": "balance", "counterparty": who.name, "balance": int(row["balance_paise"]) if row else 0}
        start, end, name = period_bounds(q.get("period"), today, tz) if q.get("period") else (None, None, None)
        rows = store.entries_list(contact_id=who.contact_id, start=start, end=end, limit=10)
        return {"key": "transactions", "counterparty": who.name, "period": name, "rows": _rows(rows, tz)}
    if kind in ("daily_summary", "period_summary"):
        period = q.get("period") or ("today" if kind == "daily_summary" else "this_month")
        figures = summary(deps, period)
        return {"key": "daily_summary" if period in ("today", "yesterday") else "period_summary", **figures}
    if kind == "who_owes":
        rows = [{"name": r["name"], "balance": int(r["balance_paise"])} for r in store.debtors(10)]
        return {"key": "who_owes", "rows": rows, "total": store.receivable_total()}
    if kind == "top_customers":
        start, end, name = period_bounds(q.get("period") or "this_month", today, tz)
        rows = [{"name": r["name"], "amount": int(r["amount"])} for r in store.top_customers(start, end)]
        return {"key": "top_customers", "rows": rows, "period": name}
    if kind == "transactions":
        start, end, name = period_bounds(q.get("period") or "today", today, tz)
        return {"key": "transactions", "counterparty": None, "period": name,
                "rows": _rows(store.entries_list(start=start, end=end, limit=10), tz)}
    if kind == "stock":
        items = store.items()
        if q.get("item"):
            wanted = q["item"].casefold()
            items = [i for i in items if wanted in i["norm"] or i["norm"] in wanted]
        rows = [{"item": i["name"], "qty": i["stock_milli"] / 1000, "unit": i["unit"]} for i in items[:15]]
        return {"key": "stock", "rows": rows}
    return {"key": "not_understood"}


def _rows(entries: list[dict[str, Any]], tz: str) -> list[dict[str, Any]]:
    from dhandha.clock import parse_instant

    return [{"date": local_day(parse_instant(e["occurred_at"]), tz).isoformat(), "kind": e["kind"],
             "amount": e["amount_paise"], "counterparty": e.get("counterparty"), "status": e["status"]}
            for e in entries if e["role"] == "entry"]
