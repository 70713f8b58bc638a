"""The owner's questions collections answers: a statement, the forecast, the week's chart, reminders."""

from __future__ import annotations

from datetime import date

from dhandha.chain import contacts
from dhandha.chain.turn import Answer
from dhandha.deps import Deps
from dhandha.reading import Query


def collect_answer(deps: Deps, q: Query, language: str, today: date) -> Answer:
    store, tz = deps.store, deps.tz()
    if q.query == "statement":
        who = contacts.resolve(store, q.counterparty or "")
        if who.contact_id is None:
            if who.candidates:
                return Answer("which_contact_query", {"name": q.counterparty, "candidates": who.candidates})
            return Answer("unknown_contact", {"name": q.counterparty})
        from dhandha.collect.statement import for_chat

        start = date.fromisoformat(q.start) if q.start else None
        end = date.fromisoformat(q.end) if q.end else None
        text, doc = for_chat(store, who.contact_id, tz, language, today, start, end)
        return Answer("", text=text, attachment=doc)
    if q.query == "forecast":
        from dhandha.collect.forecast import forecast_values

        return Answer("collect.forecast", forecast_values(store, deps.clock(), tz))
    if q.query == "week_chart":
        from dhandha.collect.chart import week_answer

        return week_answer(deps, language, today)
    from dhandha.collect.reminders import settle, stats

    settle(deps)
    return Answer("collect.stats", stats(store))
