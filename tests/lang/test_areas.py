"""The areas beyond core — collections, the first conversation, the phone book, the phone's troubles — in
every language: the same keys and parameters as English, the same figures, the same lines, and a
customer reminder that reads in the customer's own script."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pytest
from jinja2 import nodes

from dhandha.lang.detect import LANGS
from dhandha.lang.replies import render, replies, tidy

AREAS = ("collect", "onboarding", "ops", "phonebook")

LINK = "upi://pay?pa=sharma@okaxis&pn=Sharma%20Kirana&am=2300.00&cu=INR"
RULE = "────────"

# area.key -> (sample variables, the ₹ amounts the reply must show)
SAMPLES: dict[str, tuple[dict[str, Any], list[str]]] = {
    "collect.reminder": ({"tone": "gentle", "name": "Rajan", "shop": "Sharma Kirana", "amount": 230000,
                          "last_amount": 50000, "last_date": "2026-11-20", "link": LINK}, ["₹2,300", "₹500"]),
    "collect.preview": ({"counterparty": "Rajan", "text": "Namaste Rajan ji, ₹2,300 baaki hai.", "via": "sms",
                         "phone": "98765 43210", "tone": "firm", "no_upi": True, "hint": "(hint line)"}, ["₹2,300"]),
    "collect.too_soon": ({"counterparty": "Rajan", "last_day": "2026-11-24", "next_day": "2026-11-27"}, []),
    "collect.quiet": ({"start": "22:00", "end": "07:00"}, []),
    "collect.nothing_due": ({"counterparty": "Rajan", "balance": -50000}, ["₹500"]),
    "collect.handed": ({"counterparty": "Rajan", "phone": None}, []),
    "collect.button_whatsapp": ({"counterparty": "Rajan"}, []),
    "collect.sent": ({"counterparty": "Rajan", "phone": "98765 43210"}, []),
    "collect.not_sent": ({"counterparty": "Rajan", "status": "unsent", "error": "no signal"}, []),
    "collect.quiet_not_sent": ({"counterparty": "Rajan", "start": "22:00", "end": "07:00"}, []),
    "collect.upi_confirm": ({"vpa": "sharma@okaxis"}, []),
    "collect.upi_saved": ({"vpa": "sharma@okaxis"}, []),
    "collect.stats": ({"sent": 12, "settled": 10, "paid": 7,
                       "by_tone": [{"key": "firm", "settled": 4, "paid": 2}, {"key": "gentle", "settled": 6, "paid": 5}],
                       "by_hour": [{"key": "evening", "settled": 5, "paid": 4}, {"key": "morning", "settled": 5,
                                                                               "paid": 3}],
                       "best_tone": "gentle", "best_hour": "evening",
                       "waiting": [{"counterparty": "Salim", "amount": 110000, "status": "unknown"}]}, ["₹1,100"]),
    "collect.risk": ({"name": "Rajan", "balance": 900000, "usual": 200000, "ratio": 4.5, "days_late": 40, "kept": 1,
                      "promised": 3, "broken_due": "2026-11-20"}, ["₹9,000", "₹2,000"]),
    "collect.forecast": ({"lines": [
        {"day": "2026-11-26", "name": "Salim", "amount": 110000, "inflow": True, "why": "promise", "rhythm": None},
        {"day": "2026-11-28", "name": "Rajan", "amount": 50000, "inflow": True, "why": "rhythm", "rhythm": "weekly"},
        {"day": "2026-12-01", "name": "Om Traders", "amount": 300000, "inflow": False, "why": "due", "rhythm": None},
        {"day": "2026-12-03", "name": "Naseem", "amount": 20000, "inflow": True, "why": "usual", "rhythm": None},
    ], "inflow": 180000, "outflow": 300000, "first": "2026-11-25", "last": "2026-12-08", "more": 2,
        "today": "2026-11-25"}, ["₹1,800", "₹3,000", "₹1,100", "₹500", "₹200"]),
    "collect.week": ({"days": [{"label": "Mon 23 ███", "sales": 950000, "udhaar": 200000, "collected": 110000},
                               {"label": "Tue 24 █", "sales": 300000, "udhaar": 0, "collected": 50000}],
                      "sales": 1250000, "udhaar": 200000, "collected": 160000},
                     ["₹12,500", "₹2,000", "₹1,600", "₹9,500", "₹1,100", "₹3,000"]),
    "collect.statement": ({"name": "Rajan", "shop": "Sharma Kirana", "rows": [
        {"date": "2026-11-20", "kind": "udhaar_given", "amount": 50000, "balance": 230000, "source": "chat"},
        {"date": "2026-11-22", "kind": "payment_received", "amount": 20000, "balance": 210000, "source": "sms"},
    ], "opening": 180000, "closing": 210000, "first": "2026-11-01", "last": "2026-11-30", "more": 3},
        ["₹1,800", "₹2,100", "₹500", "₹2,300", "₹200"]),
    "collect.link_told": ({"amount": 110000, "name": "Salim", "entry_name": "Salim K", "via": "SMS"}, ["₹1,100"]),
    "collect.link_question": ({"amount": 110000, "name": "Salim", "entry_name": "Salim K", "via": "SMS"}, ["₹1,100"]),
    "collect.choice_same": ({}, []),
    "collect.choice_separate": ({}, []),
    "collect.unmerged": ({"amount": 110000}, ["₹1,100"]),
    "collect.link_kept": ({}, []),
    "collect.forecast_brief": ({"inflow": 180000, "outflow": 300000, "names": ["Salim", "Rajan"]},
                               ["₹1,800", "₹3,000"]),
    "onboarding.welcome": ({"count": 6}, []),
    "onboarding.choices": ({"options": ["Kirana", "Medical", "Other"]}, []),
    "onboarding.ask_language": ({"options": ["Hinglish", "हिंदी", "English"]}, []),
    "onboarding.ask_shop_name": ({}, []),
    "onboarding.ask_shop_type": ({"options": ["Kirana", "Medical", "Other"]}, []),
    "onboarding.ask_region": ({}, []),
    "onboarding.ask_gst_filer": ({"options": ["Not registered", "Monthly"]}, []),
    "onboarding.ask_upi_id": ({}, []),
    "onboarding.ask_briefing_time": ({"now": "08:00"}, []),
    **{f"onboarding.type_{t}": ({}, []) for t in ("kirana", "medical", "cloth", "hardware", "dairy", "mobile",
                                                  "other")},
    **{f"onboarding.gst_{g}": ({}, []) for g in ("none", "monthly", "quarterly", "composition")},
    "onboarding.again": ({"hint": "upi_id"}, []),
    "onboarding.done": ({"shop_name": "Sharma Kirana", "shop_type": "Kirana", "region": "Maharashtra",
                         "gst_filer": "Monthly", "upi_id": "sharma@okaxis", "briefing_time": "07:30"}, []),
    "ops.books_damaged": ({}, []),
    "phonebook.ask": ({"items": [{"n": 1, "account": "Rajan", "entry": "Rajan Kumar", "phone": "98765 43210"},
                                 {"n": 2, "account": "Salim", "entry": "Salim Bhai", "phone": "91234 56789"}]}, []),
    "phonebook.linked": ({"count": 3}, []),
}

# Each Indic language's script, as the first code point of its Unicode block.
SCRIPT = {"hi": 0x0900, "mr": 0x0900, "bn": 0x0980, "pa": 0x0A00, "gu": 0x0A80, "or": 0x0B00, "ta": 0x0B80,
          "te": 0x0C00, "kn": 0x0C80, "ml": 0x0D00}
# Replies made only of what they are given (numbers and the options passed in).
SAME_EVERYWHERE = {"onboarding.choices"}
# The variables a reply shows as given, whatever the language.
SHOWN = {"Rajan", "Salim", "Sharma Kirana", "98765 43210", "sharma@okaxis", "22:00", "07:00", "07:30", "08:00",
         "Om Traders", "Naseem", "Rajan Kumar", "Salim Bhai", "Salim K", "Maharashtra", LINK, "no signal",
         "Kirana", "Medical", "Other", "Not registered", "Monthly", "Hinglish", "English", "Mon", "Tue"}


def area_keys(area: str) -> list[str]:
    return [f"{area}.{k}" for k in replies().keys("en", area)]


ALL_KEYS = [k for area in AREAS for k in area_keys(area)]
CASES = [(lang, key) for lang in LANGS for key in ALL_KEYS]


def signature(lang: str, key: str) -> tuple[list[str], list[Any]]:
    """A macro's parameter names and default values, read from its template's source."""
    area, name = key.split(".")
    env = replies().env
    source = env.loader.get_source(env, f"{lang}/{area}.j2")[0]  # type: ignore[union-attr]
    found = [m for m in env.parse(source).find_all(nodes.Macro) if m.name == name]
    assert len(found) == 1, (lang, key)
    return [a.name for a in found[0].args], [d.as_const() for d in found[0].defaults]


def test_the_samples_cover_every_english_key() -> None:
    assert sorted(SAMPLES) == sorted(ALL_KEYS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("area", AREAS)
def test_every_language_defines_every_english_key(lang: str, area: str) -> None:
    assert replies().keys(lang, area) == replies().keys("en", area)


@pytest.mark.parametrize(("lang", "key"), CASES)
def test_the_same_parameters_as_english(lang: str, key: str) -> None:
    assert signature(lang, key) == signature("en", key)


def letters(text: str) -> str:
    """The words of a reply that the language wrote itself: the given names, numbers and marks left out."""
    for shown in sorted(SHOWN, key=len, reverse=True):
        text = text.replace(shown, " ")
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in "LM")


@pytest.mark.parametrize(("lang", "key"), CASES)
def test_every_key_renders_with_its_figures_and_lines(lang: str, key: str) -> None:
    values, amounts = SAMPLES[key]
    text = render(key, lang, **values)
    english = render(key, "en", **values)
    assert text and text == tidy(text)
    assert "{{" not in text and "{%" not in text and "None" not in text
    for amount in amounts:
        assert amount in text, f"{lang}/{key} lacks {amount}: {text!r}"
    assert text.count("₹") == english.count("₹"), text
    assert len(text.splitlines()) == len(english.splitlines()), f"{lang}/{key}:\n{text}\n--- en:\n{english}"
    if lang in SCRIPT and key not in SAME_EVERYWHERE:
        assert text != english
    if lang in SCRIPT and key not in SAME_EVERYWHERE and letters(english):
        own = letters(text)
        native = sum(SCRIPT[lang] <= ord(ch) < SCRIPT[lang] + 0x80 for ch in own)
        assert native >= len(own) / 2, f"{lang}/{key} is not in its script: {text!r}"


@pytest.mark.parametrize(("lang", "key"), CASES)
def test_optional_variables_may_be_left_out(lang: str, key: str) -> None:
    text = render(key, lang)
    assert "None" not in text and "{{" not in text
    if key not in SAME_EVERYWHERE:
        assert text


REMINDER = SAMPLES["collect.reminder"][0]


@pytest.mark.parametrize("tone", ["gentle", "firm"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_reminder_carries_the_amount_the_last_payment_and_the_link(lang: str, tone: str) -> None:
    text = render("collect.reminder", lang, **{**REMINDER, "tone": tone})
    assert "Rajan" in text and "Sharma Kirana" in text
    assert "₹2,300" in text and "₹500" in text and "20" in text
    assert LINK in text.splitlines()[-2]  # the link on its own line, before the thanks
    plain = render("collect.reminder", lang, **{**REMINDER, "tone": tone, "link": None, "last_amount": None})
    assert "₹2,300" in plain and "₹500" not in plain and "UPI" not in plain
    assert len(plain.splitlines()) == len(text.splitlines()) - 1
    if lang in SCRIPT:
        own = letters(text.replace("UPI", ""))
        assert own and all(SCRIPT[lang] <= ord(ch) < SCRIPT[lang] + 0x80 for ch in own), text


@pytest.mark.parametrize("lang", LANGS)
def test_gentle_and_firm_reminders_differ_and_never_shame(lang: str) -> None:
    gentle = render("collect.reminder", lang, **REMINDER)
    firm = render("collect.reminder", lang, **{**REMINDER, "tone": "firm"})
    assert gentle != firm
    assert "🙏" in gentle
    assert not re.search(r"(?i)\b(defaulter|shame|legal|police|court)\b", firm)


@pytest.mark.parametrize("lang", LANGS)
def test_each_branch_of_the_owner_lines_reads_apart(lang: str) -> None:
    hints = {render("onboarding.again", lang, hint=h) for h in ("upi_id", "region", "briefing_time", "shop_name", "")}
    assert len(hints) == 5 and render("onboarding.again", lang, hint="state") == render(
        "onboarding.again", lang, hint="region")
    assert all('"skip"' in h for h in hints)  # the word the conversation reads in every language
    unknown = render("collect.not_sent", lang, counterparty="Rajan", status="unknown")
    failed = render("collect.not_sent", lang, counterparty="Rajan", status="unsent", error="no signal")
    assert unknown != failed and "no signal" in failed
    assert render("collect.nothing_due", lang, counterparty="Rajan", balance=0).count("₹") == 0
    sms = render("collect.preview", lang, counterparty="Rajan", text="x", via="sms", phone="98765 43210")
    whatsapp = render("collect.preview", lang, counterparty="Rajan", text="x", via="whatsapp")
    assert "98765 43210" in sms and "WhatsApp" in whatsapp
    empty = render("collect.forecast", lang, first="2026-11-25", last="2026-12-08")
    assert empty.count("₹") == 2 and len(empty.splitlines()) == 2
    one, many = render("phonebook.linked", lang, count=1), render("phonebook.linked", lang, count=3)
    assert "1" in one and "3" in many
    assert "Maharashtra" not in render("onboarding.done", lang, **{**SAMPLES["onboarding.done"][0], "region": None})


def test_welcome_and_done_name_the_commands_as_typed() -> None:
    for lang in LANGS:
        assert '"skip all"' in render("onboarding.welcome", lang, count=6)
        assert "`dhandha import-khata FILE`" in render("onboarding.done", lang, **SAMPLES["onboarding.done"][0])


@pytest.mark.parametrize("lang", LANGS)
def test_lists_put_one_item_on_each_line(lang: str) -> None:
    forecast = render("collect.forecast", lang, **SAMPLES["collect.forecast"][0]).splitlines()
    assert len(forecast) == 6 and [ln[0] for ln in forecast[1:5]] == ["+", "+", "−", "+"]
    assert "₹1,100" in forecast[1] and "₹3,000" in forecast[3] and "2" in forecast[5]
    statement = render("collect.statement", lang, **SAMPLES["collect.statement"][0]).splitlines()
    assert len(statement) == 6 and "₹1,800" in statement[1] and "₹2,100" in statement[-1]
    assert statement[-1].count("₹") == 1  # the closing balance on a line of its own
    stats = render("collect.stats", lang, **SAMPLES["collect.stats"][0]).splitlines()
    assert len(stats) == 7 and stats[-1].startswith("❗") and "₹1,100" in stats[-1]


# What the owner is told to type must be what the code reads.
@pytest.mark.parametrize("lang", LANGS)
def test_the_words_offered_are_the_words_read(lang: str) -> None:
    from dhandha.onboarding.conversation import _SKIP, _SKIP_ALL
    from dhandha.onboarding.profile import read_state
    from dhandha.phonebook.sync import chosen

    quoted = re.compile(r'"([^"]+)"')
    for word in quoted.findall(render("onboarding.welcome", lang, count=6)):
        assert word.casefold() in _SKIP | _SKIP_ALL, (lang, word)
    for word in quoted.findall(render("phonebook.ask", lang, items=[])):
        assert chosen(word, 3) is not None, (lang, word)
    asked = render("onboarding.ask_region", lang)
    example = re.split(r"[,:;]\s*", asked.rstrip(")"))[-1].split(maxsplit=1)[-1]
    assert read_state(example), (lang, example)
