"""Who hears what, when: critical at once, three a day, quiet hours, the rest to the briefing, never twice."""

from __future__ import annotations

import json

from dhandha.brain import alerts, anomaly
from dhandha.brain.graph import note

from .conftest import at


def _note(store, clock, kind: str, alert: str, key: str, **facts) -> int:
    with store.tx():
        return note(store, clock(), type_="anomaly", kind=kind, content=f"{kind} {key}", alert=alert,
                    dedup_key=key, confidence=0.8, sweep="test", facts=facts)


def _alert_rows(store):
    return store.q("SELECT * FROM alerts ORDER BY id")


def test_critical_goes_out_at_once_even_at_night_and_only_once(shop, store, deps, clock, said):
    shop.add("expense", 5000, when="2026-09-02 01:40", source="sms")
    clock.set(at("2026-09-02 01:45"))
    anomaly.sweep(deps)
    alerts.sweep(deps)
    alerts.sweep(deps)
    [text] = said("alert")
    assert text.startswith("🚨") and "₹5,000" in text and "01:40" in text
    [row] = _alert_rows(store)
    assert (row["severity"], row["status"], row["day"]) == ("critical", "sent", "2026-09-02")
    out = store.q("SELECT * FROM outbox WHERE kind = 'alert'")[0]
    assert (out["channel"], out["chat_id"]) == ("owner", "owner-chat")


def test_three_normal_alerts_a_day_the_rest_wait_for_the_briefing(store, deps, clock, said):
    for i in range(5):
        _note(store, clock, "unusual_amount", "normal", f"u{i}", name=f"P{i}", entry_kind="udhaar_given",
              amount_paise=400000, usual_paise=50000, ratio=8.0)
    alerts.sweep(deps)
    assert len(said("alert")) == 3
    statuses = [r["status"] for r in _alert_rows(store)]
    assert statuses == ["sent", "sent", "sent", "queued", "queued"]
    _note(store, clock, "rapid_fire", "critical", "c1", count=3, amount_paise=900000, minutes=7)
    alerts.sweep(deps)
    assert len(said("alert")) == 4  # the cap is for non-critical alerts only
    clock.set(at("2026-09-02 10:00"))  # a new day: the cap starts again for new notes
    _note(store, clock, "duplicate", "normal", "d1", entry_kind="sale", amount_paise=850000, minutes=40)
    alerts.sweep(deps)
    assert len(said("alert")) == 5


def test_quiet_hours_hold_normal_alerts_until_morning(store, deps, clock, said):
    clock.set(at("2026-09-01 22:30"))
    _note(store, clock, "duplicate", "normal", "d1", entry_kind="udhaar_given", amount_paise=60000, minutes=40,
          name="Meena")
    alerts.sweep(deps)
    assert said("alert") == [] and _alert_rows(store) == []
    clock.set(at("2026-09-02 07:05"))
    alerts.sweep(deps)
    [text] = said("alert")
    assert text.startswith("⚠️") and "Meena" in text


def test_old_untold_notes_go_to_the_briefing_not_the_phone(store, deps, clock, said):
    _note(store, clock, "duplicate", "normal", "d1", entry_kind="sale", amount_paise=850000, minutes=40)
    clock.set(at("2026-09-03 09:00"))  # the phone was off for two days
    alerts.sweep(deps)
    assert said("alert") == [] and _alert_rows(store)[0]["status"] == "queued"


def test_briefing_only_notes_are_not_pushed(store, deps, clock, said):
    _note(store, clock, "day_low", "briefing", "l1", what="sale", day="2026-08-31", amount_paise=1, usual_paise=2)
    alerts.sweep(deps)
    assert said("alert") == []


def test_overdue_receivables_are_queued_for_the_briefing_once(shop, store, deps, clock):
    shop.add("udhaar_given", 1500, "Bablu", "2026-08-10 10:00")
    shop.add("udhaar_given", 700, "Bablu", "2026-08-30 10:00")
    shop.add("udhaar_given", 300, "Rajan", "2026-08-29 10:00")  # three days old: not overdue
    alerts.sweep(deps)
    alerts.sweep(deps)
    rows = [r for r in _alert_rows(store) if r["idem_key"].startswith("overdue:")]
    assert len(rows) == 1 and rows[0]["severity"] == "briefing" and rows[0]["status"] == "queued"
    assert "Bablu" in rows[0]["text"] and "₹1,500" in rows[0]["text"]


def test_low_battery_warned_once_per_low_spell(store, deps, clock, said):
    def battery(pct: int, charging: bool = False) -> None:
        with store.tx():
            store.kv_set("battery", json.dumps({"percent": pct, "charging": charging, "at": store.now()}))
        alerts.sweep(deps)

    battery(40)
    battery(14)
    clock.advance(minutes=5)
    battery(12)
    assert len(said("alert")) == 1 and "14%" in said("alert")[0]
    clock.advance(minutes=5)
    battery(60, charging=True)
    clock.advance(minutes=5)
    battery(13)
    assert len(said("alert")) == 2


def test_a_stale_battery_reading_says_nothing(store, deps, clock, said):
    with store.tx():
        store.kv_set("battery", json.dumps({"percent": 5, "charging": False, "at": store.now()}))
    clock.advance(hours=3)
    alerts.sweep(deps)
    assert said("alert") == []


def test_alerts_speak_the_owners_language(shop, store, deps, clock, said):
    with store.tx():
        store.owner_update(language="ta")
    shop.add("expense", 3000, when="2026-09-01 23:50", source="sms")
    clock.set(at("2026-09-01 23:55"))
    anomaly.sweep(deps)
    alerts.sweep(deps)
    assert "இரவு" in said("alert")[0]
