"""Judging a simulated run: which planted events the brain caught, what it learned, what it said unasked."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from dhandha.brain.days import local_date
from dhandha.brain.graph import props
from dhandha.brain.rhythm import month_gap
from dhandha.brain.sim_script import LEARN_DAY, REGULARS, TZ, Plant, Promise, Script
from dhandha.store import Store


@dataclass
class Report:
    days: int
    seed: int
    start: str
    turns: int = 0
    asked: int = 0  # questions the chain asked and the owner answered
    misread: list[str] = field(default_factory=list)
    sms_path: str = "pipeline"
    sms_unbooked: list[str] = field(default_factory=list)  # bank SMS the pipeline did not turn into entries
    plants: list[Plant] = field(default_factory=list)
    recall: float = 0.0
    false_alerts: list[str] = field(default_factory=list)
    false_alerts_per_week: float = 0.0
    alerts_sent: int = 0
    max_normal_alerts_a_day: int = 0
    payment_days: list[dict[str, Any]] = field(default_factory=list)
    stopped: dict[str, Any] = field(default_factory=dict)
    promises: list[Promise] = field(default_factory=list)
    briefings: int = 0
    max_briefing_words: int = 0
    learned: dict[str, Any] = field(default_factory=dict)
    learned_by_day: int = LEARN_DAY  # when payment days were checked (the run's end if it is shorter)
    notes_by_kind: dict[str, int] = field(default_factory=dict)
    # Collections (dhandha/collect): reminders the owner sent, the share a payment followed within 7 days,
    # the 14-day inflow forecast against what came in, and the credit-risk notes shown.
    reminders_sent: int = 0
    reminders_refused: int = 0
    reminders_paid_share: float | None = None
    forecasts: list[dict[str, Any]] = field(default_factory=list)
    forecast_error: float | None = None  # mean absolute error of the 14-day inflow, as a share of what came in
    risk_notes: int = 0


def judge(store: Store, snapshot: dict[str, dict[str, Any]], script: Script, report: Report) -> None:
    """Fill the report from the run's store; `snapshot` is the profiles as they stood on LEARN_DAY."""
    obs = store.obs_all()
    alerts = store.alerts_list()
    told = {int(a["observation_id"]): a["status"] for a in alerts if a["observation_id"] is not None}
    matched: set[int] = set()
    for p in script.plants:
        hit = _catch(p, obs, script.start)
        if hit is not None:
            p.caught = True
            p.caught_after_hours = round((datetime.fromisoformat(hit["created_at"])
                                          - datetime.fromisoformat(p.at)).total_seconds() / 3600, 1)
            p.told = told.get(int(hit["id"]))
            matched.add(int(hit["id"]))
    report.plants = script.plants
    report.recall = round(sum(p.caught for p in script.plants) / len(script.plants), 3) if script.plants else 1.0
    sent = [a for a in alerts if a["status"] == "sent" and a["severity"] in ("critical", "normal")]
    report.alerts_sent = len(sent)
    report.false_alerts = [f"{a['day']}: {a['text']}" for a in sent
                           if a["observation_id"] is None or int(a["observation_id"]) not in matched]
    report.false_alerts_per_week = round(len(report.false_alerts) / max(1.0, script.days / 7), 2)
    per_day = Counter(a["day"] for a in sent if a["severity"] == "normal")
    report.max_normal_alerts_a_day = max(per_day.values(), default=0)
    report.payment_days = _payment_days(snapshot)
    report.stopped = _stopped(obs, script)
    report.promises = _promises(store, obs, script)
    briefs = store.briefings_all()
    report.briefings = len(briefs)
    report.max_briefing_words = max((len(b["text"].split()) for b in briefs), default=0)
    report.learned = _learned(store)
    report.notes_by_kind = dict(Counter(str(props(o).get("kind")) for o in obs))


def _catch(p: Plant, obs: list[Any], start: date) -> Any:
    when = datetime.fromisoformat(p.at)
    for o in obs:
        f = props(o)
        if f.get("kind") != p.kind:
            continue
        if p.kind == "broken_rhythm":
            if f.get("name") == p.name:
                return o
            continue
        if p.kind in ("day_low", "day_high"):
            same_day = f.get("day") == when.date().isoformat()
        else:
            same_day = o["valid_from"] is not None and local_date(o["valid_from"], TZ) == when.date()
        if same_day and (p.name is None or f.get("name") == p.name):
            return o
    return None


def _payment_days(snapshot: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for r in REGULARS:
        f = snapshot.get(r.name, {})
        if r.pays == "weekly":
            learned = f.get("payment_weekday")
            err = None if learned is None else min((learned - r.pay_on) % 7, (r.pay_on - learned) % 7)
        else:
            learned = f.get("payment_day")
            err = None if learned is None else month_gap(int(learned), r.pay_on)
        out.append({"name": r.name, "pays": r.pays, "truth": r.pay_on, "learned": learned, "error_days": err,
                    "rhythm": f.get("payment_rhythm"), "confidence": f.get("payment_confidence")})
    return out


def _stopped(obs: list[Any], script: Script) -> dict[str, Any]:
    r = next(x for x in REGULARS if x.stops_after is not None)
    last = script.last_paid.get(r.name)
    # Only a flag for a payment missed after the last one counts (an earlier late week may be flagged too).
    last_day = (script.start + timedelta(days=last)).isoformat() if last is not None else ""
    flags = [o for o in obs if props(o).get("kind") == "broken_rhythm" and props(o).get("name") == r.name
             and str(props(o).get("last")) >= last_day]
    if last is None:
        return {"name": r.name}
    if not flags:
        return {"name": r.name, "last_paid_day": last, "flagged_day": None, "cycles": None}
    first = min(flags, key=lambda o: o["created_at"])
    flagged = (local_date(first["created_at"], TZ) - script.start).days
    return {"name": r.name, "last_paid_day": last, "flagged_day": flagged, "cycles": round((flagged - last) / 7, 2)}


def _promises(store: Any, obs: list[Any], script: Script) -> list[Promise]:
    intents = [o for o in obs if o["type"] == "intention"]
    briefs = {local_date(b["created_at"], TZ): b["text"] for b in store.briefings_all()}
    for p in script.promises:
        due = (script.start + timedelta(days=p.due_day)).isoformat()
        hit = next((o for o in intents if props(o).get("name") == p.name and props(o).get("due") == due), None)
        p.settled = hit["resolution"] if hit is not None else "not noted"
        if not p.kept:
            morning = script.start + timedelta(days=p.due_day + 2)
            text = briefs.get(morning, "")
            p.in_briefing = p.name in text and ("vaada" in text or "promised" in text)
    return script.promises


def _learned(store: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for prof in store.profiles().values():
        f = props(prof)
        out[prof["name"]] = {k: f.get(k) for k in ("role", "payment_rhythm", "payment_weekday", "payment_day",
                                                   "payment_confidence", "avg_order_paise", "trend", "next_payment",
                                                   "promise_kept_rate") if f.get(k) is not None}
    cycle = store.entity_named("pattern", "weekly_cycle")
    if cycle is not None:
        out["weekly_cycle"] = props(cycle)
    return out


WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _day_word(pays: str, value: Any) -> str:
    """A payment day as a person says it: "Saturdays", "the 5th"."""
    if value is None:
        return "not learned yet"
    n = int(value)
    if pays == "weekly":
        return WEEKDAYS[n % 7] + "s"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"the {n}{suffix}"


def _facts(facts: dict[str, Any]) -> str:
    """What the brain learned about one person, in words; the raw numbers stay in --json."""
    from dhandha.money import rupees

    out = [str(facts["role"])] if facts.get("role") else []
    rhythm = facts.get("payment_rhythm")
    if rhythm in ("weekly", "fortnightly") and facts.get("payment_weekday") is not None:
        out.append(f"pays {rhythm} on {_day_word('weekly', facts['payment_weekday'])}")
    elif rhythm == "monthly" and facts.get("payment_day") is not None:
        out.append(f"pays monthly around {_day_word('monthly', facts['payment_day'])}")
    elif rhythm:
        out.append("no payment rhythm yet")
    if facts.get("payment_confidence") is not None and rhythm not in (None, "unknown"):
        out.append(f"{round(100 * float(facts['payment_confidence']))}% sure")
    if facts.get("next_payment"):
        out.append(f"next payment {facts['next_payment']}")
    if facts.get("avg_order_paise"):
        out.append(f"usual order {rupees(int(facts['avg_order_paise']))}")
    if facts.get("trend"):
        out.append(f"trend {facts['trend']}")
    if facts.get("promise_kept_rate") is not None:
        out.append(f"keeps {round(100 * float(facts['promise_kept_rate']))}% of promises")
    return ", ".join(out) or "nothing yet"


def print_report(report: Report) -> None:
    w = print
    w(f"Simulated {report.days} days from {report.start} (seed {report.seed}): {report.turns} owner messages,"
      f" {report.asked} questions answered, bank SMS via {report.sms_path}.")
    if report.misread:
        w(f"The chain read {len(report.misread)} message(s) differently than meant:")
        for m in report.misread[:10]:
            w(f"  {m}")
    if report.sms_unbooked:
        w(f"{len(report.sms_unbooked)} bank SMS were not booked by the SMS pipeline, e.g. {report.sms_unbooked[0]}")
    w("")
    w(f"Planted events caught: {sum(p.caught for p in report.plants)}/{len(report.plants)} (recall {report.recall:.0%})")
    for p in report.plants:
        mark = "✓" if p.caught else "✗"
        after = f" after {p.caught_after_hours} h" if p.caught_after_hours is not None else ""
        w(f"  {mark} day {p.day:>2} {p.kind:<15} {p.what}{after}{f' ({p.told})' if p.told else ''}")
    w(f"Alerts sent: {report.alerts_sent}; not planted: {len(report.false_alerts)}"
      f" ({report.false_alerts_per_week}/week); most non-critical in a day: {report.max_normal_alerts_a_day}")
    for a in report.false_alerts[:10]:
        w(f"  {a}")
    w("")
    end = " (the end of this run)" if report.learned_by_day != LEARN_DAY else ""
    w(f"Payment days learned by day {report.learned_by_day}{end}:")
    for pd in report.payment_days:
        learned = _day_word(pd["pays"], pd["learned"])
        if pd["error_days"] is None:
            verdict = ""
        elif pd["error_days"] == 0:
            verdict = ", exactly"
        else:
            verdict = f", {pd['error_days']} day{'s' if pd['error_days'] != 1 else ''} off"
        sure = f" ({round(100 * float(pd['confidence']))}% sure)" if pd["confidence"] else ""
        w(f"  {pd['name']:<7} pays {pd['pays']:<8} on {_day_word(pd['pays'], pd['truth'])}: learned {learned}"
          f"{verdict}{sure}")
    s = report.stopped
    if s.get("last_paid_day") is not None:
        if s.get("flagged_day") is not None:
            w(f"{s['name']} stopped paying after day {s['last_paid_day']}; flagged on day {s['flagged_day']}"
              f" ({s.get('cycles')} payment cycles later)")
        else:
            w(f"{s['name']} stopped paying after day {s['last_paid_day']}; not flagged by day {report.days}")
    for pr in report.promises:
        settled = {"not noted": "did not note the promise"}.get(str(pr.settled), f"says {pr.settled}")
        extra = "" if pr.kept else f"; named in the next briefing: {'yes' if pr.in_briefing else 'no'}"
        w(f"Promise: {pr.name} promised on day {pr.said_day} to pay by day {pr.due_day}; it was"
          f" {'kept' if pr.kept else 'broken'}, and the brain {settled}{extra}")
    w(f"Briefings: {report.briefings}, longest {report.max_briefing_words} words")
    share = f"{report.reminders_paid_share:.0%}" if report.reminders_paid_share is not None else "n/a"
    w(f"Reminders: {report.reminders_sent} sent ({report.reminders_refused} refused by the 3-day rule or quiet hours),"
      f" paid within 7 days: {share}; credit-risk notes shown: {report.risk_notes}")
    err = f"{report.forecast_error:.0%}" if report.forecast_error is not None else "n/a"
    w(f"14-day inflow forecast vs what came in: mean error {err}")
    for f in report.forecasts:
        w(f"  day {f['day']:>2}: planned {f['planned']:>8} actual {f['actual']:>8}")
    w("")
    w("What the brain learned:")
    for name, facts in report.learned.items():
        if name == "weekly_cycle":
            w(f"  the shop's week: busiest {facts.get('peak_day')}, slowest {facts.get('slow_day')}"
              f" (over {facts.get('weeks')} weeks)")
        else:
            w(f"  {name}: {_facts(facts)}")
