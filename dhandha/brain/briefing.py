"""The morning briefing: under 150 words, in the owner's language, once a day at their time.

Yesterday's sales, expenses and collections against the usual, dues whose stated date has come,
who is overdue, who is expected today (by rhythm or by promise), bank entries nobody explained
yet, broken promises, what the brain noticed, and deadlines and festivals ahead. What the briefing
tells is recorded in `alerts`, so nothing is told twice; what did not fit waits for tomorrow.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from statistics import mean
from typing import Any

from dhandha.brain import calendar, phrasing, promises
from dhandha.brain.days import hhmm, local_date, minute_of_day, sql_offset
from dhandha.brain.graph import props
from dhandha.brain.outcome import Outcome
from dhandha.brain.overdue import overdue
from dhandha.clock import day_bounds, iso, local_day
from dhandha.deps import Deps
from dhandha.lang.replies import render
from dhandha.store import Store

WORD_LIMIT = 150
SEND_WINDOW_HOURS = 6  # a phone asleep all morning still briefs before lunch; later it is stale news
LIMITS = {"dues": 3, "overdue": 3, "expected": 4, "broken": 3, "notes": 3, "upcoming": 2}
# When over the word limit, shorten these lists first, in this order, one item at a time.
TRIM_ORDER = ("upcoming", "notes", "expected", "dues", "overdue", "broken")
KEEP_AT_LEAST = {"upcoming": 0, "notes": 1, "expected": 1, "dues": 1, "overdue": 1, "broken": 1}
NOTE_ORDER = ("rapid_fire", "night_debit", "duplicate", "unusual_amount", "day_low", "day_high",
              "broken_rhythm", "missed_visit")


@dataclass
class Briefing:
    day: date
    text: str
    words: int
    lists: dict[str, list[Any]] = field(default_factory=dict)
    # What this briefing tells, to record once sent: (alert key, observation id, line)
    told: list[tuple[str, int | None, str]] = field(default_factory=list)
    queued_ids: list[int] = field(default_factory=list)  # alert rows waiting for this briefing


def compose(store: Store, now: datetime, tz: str, lang: str) -> Briefing:
    """The briefing for the owner's today, as it stands now (no writes)."""
    today = local_day(now, tz)
    head = _yesterday(store, now, tz, today)
    items: dict[str, list[dict[str, Any]]] = {
        "dues": _dues(store, today),
        "overdue": _overdue(store, now, tz),
        "expected": _expected(store, today),
        "broken": _broken(store, lang, today),
        "notes": _notes(store, now, lang, today),
        "upcoming": _upcoming(store, now, tz, lang, today),
    }
    items = {k: v[:LIMITS[k]] for k, v in items.items()}
    week = _week_ahead(store, now, tz, lang, today)
    text = _render(lang, today, head, items)
    while len((text + week).split()) >= WORD_LIMIT and _trim(items):
        text = _render(lang, today, head, items)
    text = f"{text}\n{week}" if week else text
    b = Briefing(today, text, len(text.split()), items)
    for k in ("broken", "notes", "upcoming"):
        for it in items[k]:
            if it.get("alert_id") is not None:
                b.queued_ids.append(int(it["alert_id"]))
            else:
                b.told.append((it["key"], it.get("obs_id"), it["line"]))
    b.queued_ids += [int(it["alert_id"]) for it in items["overdue"] if it.get("alert_id")]
    return b


def _week_ahead(store: Store, now: datetime, tz: str, lang: str, today: date) -> str:
    """Mondays: the money expected in and out over the next 14 days, in one line (dhandha/collect/forecast.py)."""
    if today.weekday() != 0:
        return ""
    from dhandha.collect.forecast import forecast_values

    v = forecast_values(store, now, tz)
    return render("collect.forecast_brief", lang, inflow=v["inflow"], outflow=v["outflow"],
                  names=list(dict.fromkeys(x["name"] for x in v["lines"] if x["inflow"]))[:3])


def _render(lang: str, today: date, head: dict[str, Any], items: dict[str, list[dict[str, Any]]]) -> str:
    return render("brain.briefing", lang, today=today.isoformat(), **head, dues=items["dues"],
                  overdue=items["overdue"], expected=items["expected"],
                  broken=[i["line"] for i in items["broken"]], notes=[i["line"] for i in items["notes"]],
                  upcoming=[i["line"] for i in items["upcoming"]])


def _trim(items: dict[str, list[Any]]) -> bool:
    for k in TRIM_ORDER:
        if len(items[k]) > KEEP_AT_LEAST[k]:
            items[k].pop()
            return True
    for k in TRIM_ORDER:
        if items[k]:
            items[k].pop()
            return True
    return False


def _yesterday(store: Store, now: datetime, tz: str, today: date) -> dict[str, Any]:
    """Yesterday's sales and expenses, and the same weekday's average over the four weeks before."""
    y = today - timedelta(days=1)
    lo, hi = day_bounds(y, tz)
    t = store.totals(lo, hi)
    first = store.brain_first_entry_at()
    if first is None or local_date(first, tz) > y:
        return {"sales_paise": None, "unexplained": _unexplained(store)}
    first_day = local_date(first, tz)
    start, _ = day_bounds(max(first_day, y - timedelta(days=28)), tz)
    daily = {(r["day"], r["kind"]): int(r["total"])
             for r in store.brain_daily_totals(("sale",), start, lo, sql_offset(tz, now))}
    samples = [daily.get(((y - timedelta(days=7 * k)).isoformat(), "sale"), 0)
               for k in range(1, 5) if y - timedelta(days=7 * k) > first_day]
    usual = round(mean(samples) / 100) * 100 if len(samples) >= 2 else None  # whole rupees: it is an average
    sales = int(t.get("sale", 0))
    return {"sales_paise": sales, "expense_paise": int(t.get("expense", 0)),
            "collected_paise": int(t.get("payment_received", 0)), "unexplained": _unexplained(store),
            "usual_sales_paise": usual or None,
            "change_pct": round(100 * (sales - usual) / usual) if usual else None}


def _unexplained(store: Store) -> dict[str, int] | None:
    """Bank money nobody has said the reason for yet, however old: it stays in the briefing until explained."""
    t = store.unexplained_totals()
    if not t:
        return None
    (in_n, in_p), (out_n, out_p) = t.get("unexplained_in", (0, 0)), t.get("unexplained_out", (0, 0))
    return {"in_count": in_n, "in_paise": in_p, "out_count": out_n, "out_paise": out_p}


def _dues(store: Store, today: date) -> list[dict[str, Any]]:
    """Stated due dates that came yesterday or today, while the person still owes (or is owed)."""
    out: dict[str, dict[str, Any]] = {}
    for r in store.dues_between((today - timedelta(days=1)).isoformat(), today.isoformat()):
        shop_pays = int(r["balance_paise"]) < 0
        out.setdefault(r["name"], {"name": r["name"], "shop_pays": shop_pays,
                                   "amount_paise": min(int(r["amount_paise"]), abs(int(r["balance_paise"])))})
    return list(out.values())


def _overdue(store: Store, now: datetime, tz: str) -> list[dict[str, Any]]:
    queued = {r["idem_key"]: int(r["id"]) for r in store.alerts_queued("overdue:")}
    return [{"name": d.name, "amount_paise": d.overdue_paise, "days": d.days,
             "alert_id": queued.get(f"overdue:{d.contact_id}:{d.oldest_unpaid}")}
            for d in overdue(store, now, tz)]


def _expected(store: Store, today: date) -> list[dict[str, Any]]:
    """Who should pay today: a promise falling due, or a steady payer's usual day."""
    out: dict[str, dict[str, Any]] = {}
    for p in promises.due_on(store, today):
        if p.get("name"):
            out[p["name"]] = {"name": p["name"], "why": "promise", "amount_paise": p.get("amount_paise")}
    for prof in store.profiles().values():
        f = props(prof)
        if (f.get("next_payment") == today.isoformat() and f.get("payment_rhythm") in ("weekly", "fortnightly", "monthly")
                and (f.get("payment_confidence") or 0) >= 0.5 and (f.get("balance_paise") or 0) > 0
                and prof["type"] == "customer_profile"):
            out.setdefault(prof["name"], {"name": prof["name"], "why": "usual", "amount_paise": None})
    return list(out.values())


def _broken(store: Store, lang: str, today: date) -> list[dict[str, Any]]:
    rows = store.obs_open("inference", "broken_promise")
    told = store.alerts_told(int(o["id"]) for o in rows)
    return [{"key": f"obs:{o['dedup_key'] or o['id']}", "obs_id": int(o["id"]),
             "line": phrasing.observation(o, lang, today)} for o in rows if int(o["id"]) not in told]


def _notes(store: Store, now: datetime, lang: str, today: date) -> list[dict[str, Any]]:
    """What the brain noticed and has not said yet: over-cap alerts, and briefing-only notes."""
    out = [{"key": "", "obs_id": int(o["id"]), "alert_id": int(o["alert_id"]), "kind": props(o).get("kind"),
            "line": phrasing.observation(o, lang, today)} for o in store.obs_queued(iso(now))]
    for o in store.obs_untold(iso(now - timedelta(days=3)), iso(now), ("briefing",)):
        kind = props(o).get("kind")
        if kind in ("broken_promise", "festival", "deadline"):
            continue  # they have their own lines
        out.append({"key": f"obs:{o['dedup_key'] or o['id']}", "obs_id": int(o["id"]), "kind": kind,
                    "line": phrasing.observation(o, lang, today)})
    rank = {k: i for i, k in enumerate(NOTE_ORDER)}
    return sorted(out, key=lambda it: rank.get(str(it["kind"]), len(rank)))


def _upcoming(store: Store, now: datetime, tz: str, lang: str, today: date) -> list[dict[str, Any]]:
    rows = store.obs_calendar(iso(now))
    told = store.alerts_told(int(o["id"]) for o in rows)
    out = []
    for it in calendar.upcoming(store, now, tz, told_before=told):
        if it["kind"] == "deadline":
            line = phrasing.say("deadline", lang, today, form=it["form"], due=it["when"], days=it["days"])
        else:
            line = phrasing.say("festival", lang, today, name=it["name"], days=it["days"], stock_up=it["stock_up"],
                                day=it["when"])
        out.append({"key": f"obs:{it['id']}:d{it['days']}", "obs_id": it["id"], "line": line})
    return out


def due_now(owner: Any, now: datetime) -> bool:
    """Is it the owner's briefing time (or a little after, if the phone slept through it)?"""
    start = hhmm(owner["briefing_time"])
    minute = minute_of_day(now, str(owner["timezone"]))
    return start <= minute < start + SEND_WINDOW_HOURS * 60


def sweep(deps: Deps) -> Outcome:
    store, now = deps.store, deps.clock()
    owner = store.owner()
    tz = str(owner["timezone"])
    today = local_day(now, tz).isoformat()
    if not due_now(owner, now):
        return Outcome(0, f"not briefing time ({owner['briefing_time']})")
    if store.kv_get("briefing.last_day") == today:
        return Outcome(0, "already briefed today")
    promises.check(store, now, tz)  # so a promise broken overnight is in this very briefing
    b = compose(store, now, tz, deps.language())
    if deps.settings.llm_enabled:  # said more naturally, with exactly the same names and figures
        from dhandha.llm.phrasing import briefing as phrased

        b.text = phrased(deps, b.text, deps.language())
    with store.tx():
        store.outbox_add(f"briefing:{today}", "owner", deps.owner_chat, "briefing", b.text)
        if b.day.weekday() == 0:
            _week_picture(deps, b.day)
        record(store, b)
        store.kv_set("briefing.last_day", today)
    return Outcome(1, f"{b.words} words")


def _week_picture(deps: Deps, today: date) -> None:
    """Mondays: last week's sales, udhaar and collections as a photo, the numbers in its caption."""
    from dhandha.collect.chart import caption, png, week
    from dhandha.collect.files import keep
    from dhandha.outgoing import Attachment, Outgoing

    days = week(deps.store, today - timedelta(days=7), deps.tz())
    text = caption(days, deps.language())
    path = keep("week", ".png", png(days))
    out = Outgoing(text=text, attachment=Attachment("photo", str(path), "week.png"))
    deps.store.outbox_put(f"week:{today}", "owner", deps.owner_chat, "week_chart", text, out.to_json())


def record(store: Store, b: Briefing) -> None:
    """Mark what the briefing told, so no alert or later briefing repeats it."""
    day = b.day.isoformat()
    for key, obs_id, line in b.told:
        store.alert_add(key, obs_id, "briefing", day, "briefed", line)
    store.alerts_mark(b.queued_ids, "briefed")


def cmd_brief(args: argparse.Namespace) -> int:
    """`dhandha brief`: today's briefing — the one sent, or, before it goes out, as it stands now.

    DHANDHA_NOW fixes the clock."""
    from dhandha.app import make_deps

    deps = make_deps()
    try:
        now, tz = deps.clock(), deps.tz()
        sent = deps.store.briefing_text(local_day(now, tz).isoformat())
        if sent is None:  # not sent yet today: as it would read now
            promises.check(deps.store, now, tz)
            sent = compose(deps.store, now, tz, deps.language()).text
        print(sent)
    finally:
        deps.store.close()
    return 0
