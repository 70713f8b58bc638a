"""Deadlines by kind of filer and state; festivals by region or language; timely notes."""

from __future__ import annotations

from datetime import date

from dhandha.brain import calendar
from dhandha.brain.calendar import deadlines_between, festivals_between, state_of

from .conftest import at


def forms(filer: str, region: str | None, start: str, end: str) -> list[tuple[str, str]]:
    return [(d.form, due.isoformat()) for d, due in deadlines_between(filer, state_of(region), date.fromisoformat(start),
                                                                     date.fromisoformat(end))]


def test_monthly_filer():
    assert forms("monthly", "Maharashtra", "2026-11-01", "2026-11-30") == [("GSTR-1", "2026-11-11"),
                                                                          ("GSTR-3B", "2026-11-20")]


def test_quarterly_filer_3b_day_depends_on_the_state():
    jan = ("2027-01-01", "2027-01-31")
    assert ("GSTR-3B", "2027-01-22") in forms("quarterly", "Maharashtra", *jan)
    assert ("GSTR-3B", "2027-01-24") in forms("quarterly", "Delhi", *jan)
    assert ("GSTR-3B", "2027-01-24") not in forms("quarterly", "Tamil Nadu", *jan)
    assert ("GSTR-1", "2027-01-13") in forms("quarterly", "Delhi", *jan)
    # The middle months of a quarter: the monthly deposit, and the optional invoice upload.
    assert forms("quarterly", "Delhi", "2026-11-01", "2026-11-30") == [("IFF (optional)", "2026-11-13"),
                                                                       ("PMT-06", "2026-11-25")]


def test_composition_dealer():
    assert ("CMP-08", "2026-10-18") in forms("composition", "Gujarat", "2026-10-01", "2026-10-31")
    assert ("GSTR-4", "2027-06-30") in forms("composition", "Gujarat", "2027-06-01", "2027-06-30")
    assert ("GSTR-4", "2024-04-30") in forms("composition", "Gujarat", "2024-04-01", "2024-04-30")  # the old date


def test_income_tax_dates_apply_to_everyone_and_moved_in_2026():
    assert ("ITR", "2026-08-31") in forms("none", None, "2026-07-01", "2026-08-31")
    assert ("ITR", "2026-07-31") not in forms("none", None, "2026-07-01", "2026-08-31")
    assert ("ITR", "2025-07-31") in forms("none", None, "2025-07-01", "2025-08-31")
    assert forms("none", None, "2026-11-01", "2026-11-30") == []


def test_regions_and_languages_choose_festivals():
    names = lambda region, lang: {f.name for f in festivals_between(state_of(region), lang, date(2026, 8, 1),  # noqa: E731
                                                                     date(2026, 9, 30))}
    assert "Onam" in names("Kerala", "ml") and "Ganesh Chaturthi" not in names("Kerala", "ml")
    assert "Ganesh Chaturthi" in names("Pune, Maharashtra", "mr") and "Onam" not in names("Maharashtra", "mr")
    assert "Janmashtami" in names("Kerala", "ml")  # kept across India
    assert "Raksha Bandhan" in names(None, "hinglish") and "Onam" not in names(None, "hinglish")
    assert state_of("bengaluru").code == "KA" and state_of("nowhere") is None


def test_sweep_notes_diwali_when_stock_up_begins(store, deps, clock, noted):
    with store.tx():
        store.owner_update(region="Delhi", gst_filer="quarterly", language="hinglish")
    clock.set(at("2026-10-09 06:00"))  # Diwali 8 Nov: thirty days ahead
    calendar.sweep(deps)
    calendar.sweep(deps)
    [diwali] = [n for n in noted("festival") if n["props"]["name"] == "Diwali"]
    assert diwali["content"].startswith("Diwali in 30 days: stock-up usually starts now")
    assert diwali["type"] == "insight" and diwali["expires_at"].startswith("2026-11-08T18:30")
    clock.set(at("2026-10-20 06:00"))  # the quarter's GSTR-3B, on the 24th in Delhi, is four days away
    calendar.sweep(deps)
    assert [(n["props"]["form"], n["props"]["due"]) for n in noted("deadline")] == [
        ("GSTR-1", "2026-10-13"), ("GSTR-3B", "2026-10-24")]
