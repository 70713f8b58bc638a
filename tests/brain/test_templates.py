"""Every language speaks every brain note, and nothing renders empty."""

from __future__ import annotations

import pytest

from dhandha.lang.detect import LANGS
from dhandha.lang.replies import render, replies

SAMPLES = {
    "rapid_fire": {"count": 3, "amount_paise": 1049900, "minutes": 7},
    "night_debit": {"amount_paise": 500000, "time": "01:40", "name": None},
    "duplicate": {"entry_kind": "udhaar_given", "amount_paise": 60000, "minutes": 40, "name": "Meena"},
    "unusual_amount": {"entry_kind": "udhaar_given", "amount_paise": 400000, "usual_paise": 50000, "ratio": 8.0,
                       "name": "Rajan"},
    "day_high": {"what": "expense", "day": "2026-09-01", "amount_paise": 600000, "usual_paise": 15000,
                 "today": "2026-09-02"},
    "day_low": {"what": "sale", "day": "2026-09-01", "amount_paise": 200000, "usual_paise": 800000,
                "today": "2026-09-02"},
    "broken_rhythm": {"name": "Bablu", "rhythm": "weekly", "weekday": 2, "expected": "2026-09-02",
                      "balance_paise": 120000, "today": "2026-09-06"},
    "missed_visit": {"name": "Rajan", "last": "2026-08-20", "every_days": 3.5, "today": "2026-09-02"},
    "broken_promise": {"name": "Vikas", "due": "2026-08-28", "amount_paise": 50000, "today": "2026-08-30"},
    "overdue": {"name": "Bablu", "overdue_paise": 340000, "days": 18},
    "festival": {"name": "Diwali", "days": 21, "stock_up": "sweets"},
    "deadline": {"form": "GSTR-3B", "due": "2026-10-24", "days": 4, "today": "2026-10-20"},
    "battery_low": {"percent": 12},
    "briefing": {"today": "2026-09-02", "sales_paise": 700000, "usual_paise": 800000, "change_pct": -12,
                 "expense_paise": 12000, "overdue": [{"name": "Bablu", "amount_paise": 340000, "days": 18}],
                 "expected": [{"name": "Sunita", "why": "usual"}], "broken": ["x"], "notes": ["y"], "upcoming": ["z"]},
}


def macros(lang: str) -> set[str]:
    return set(replies().keys(lang, "brain"))


def test_english_has_every_note_the_brain_writes():
    assert macros("en") == set(SAMPLES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_macro(lang):
    assert macros(lang) == macros("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(SAMPLES))
def test_renders(lang, key):
    text = render(f"brain.{key}", lang, **SAMPLES[key])
    assert text.strip()
    if "amount_paise" in SAMPLES[key] or "overdue_paise" in SAMPLES[key]:
        assert "₹" in text
    if key == "broken_rhythm" and lang not in ("en", "hinglish"):
        assert "Wednesday" not in text and "Budhvaar" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_monthly_and_irregular_rhythms_read_too(lang):
    monthly = render("brain.broken_rhythm", lang, name="Imran", rhythm="monthly", month_day=15, expected="2026-09-15",
                     balance_paise=90000, today="2026-09-25")
    irregular = render("brain.broken_rhythm", lang, name="Kamla", rhythm="irregular", expected="2026-09-15",
                       balance_paise=90000, today="2026-09-25")
    assert "15" in monthly and "Imran" in monthly and "Kamla" in irregular
