"""Replies: every key in every language, the shop's rules for money text, and the engine's fallbacks."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from dhandha.lang.detect import LANGS
from dhandha.lang.replies import KIND_WORDS, Replies, f_qty, f_rupees, render, replies, split_key, tidy


def entry(**over: Any) -> dict[str, Any]:
    e: dict[str, Any] = {
        "kind": "udhaar_given", "amount": 50000, "counterparty": "Rajan", "item": None, "qty": None,
        "unit": None, "balance": 230000, "new_contact": False,
    }
    e.update(over)
    return e


SALE = entry(kind="sale", amount=9000, counterparty=None, item="cheeni", qty=2.0, unit="kg", balance=None)
FIGURES = {
    "sales": 950000, "expenses": 120000, "udhaar_given": 200000, "payments_received": 110000,
    "purchases": 500000, "payments_made": 300000, "count": 12,
}

# key -> (sample variables, the ₹ amounts the reply must show)
SAMPLES: dict[str, tuple[dict[str, Any], list[str]]] = {
    "recorded": ({"entries": [entry(new_contact=True)]}, ["₹500", "₹2,300"]),
    "cancelled": ({"entry": entry(), "balance": 180000}, ["₹500", "₹1,800"]),
    "corrected": ({"old": entry(amount=70000), "new": entry(), "balance": 230000}, ["₹500", "₹700", "₹2,300"]),
    "ask_ambiguous_amount": ({"options": [70000, 700000], "counterparty": "Baldev"}, ["₹700", "₹7,000"]),
    "ask_approximate_amount": ({"detail": "650 ya 700"}, []),
    "ask_missing_amount": ({"counterparty": "Baldev", "item": "basmati"}, []),
    "ask_missing_counterparty": ({"kind": "udhaar_given"}, []),
    "ask_ambiguous_direction": ({"counterparty": "Salim", "amount": 220000}, ["₹2,200"]),
    "ask_ambiguous_kind": ({"amount": 320000}, ["₹3,200"]),
    "ask_cash_or_credit": ({"counterparty": "Kulkarni", "amount": 125000}, ["₹1,250"]),
    "ask_ambiguous_split": ({"amount": 65000, "names": ["Baldev", "Naseem"]}, ["₹650"]),
    "ask_unknown_number_word": ({"word": "gaddi"}, []),
    "ask_ambiguous_reference": ({}, []),
    "ask_unclear_correction": ({}, []),
    "ask_absurd_amount": ({"amount": 50_00_00_000_00}, ["₹50,00,00,000"]),
    "confirm_large": ({"entries": [entry(amount=2500000)]}, ["₹25,000"]),
    "which_contact": ({"name": "Rajan", "candidates": ["Rajan Kumar", "Rajan Sethi"]}, []),
    "duplicate": ({"entry": entry(), "minutes": 3}, ["₹500"]),
    "unusual_amount": ({"entry": entry(amount=5000000), "usual": 50000}, ["₹500", "₹50,000"]),
    "denied": ({}, []),
    "nothing_pending": ({}, []),
    "expired": ({}, []),
    "balance": ({"counterparty": "Rajan", "balance": 230000}, ["₹2,300"]),
    "unknown_contact": ({"name": "Rajan"}, []),
    "daily_summary": ({"period": "today", **FIGURES}, ["₹9,500", "₹1,200", "₹2,000", "₹1,100", "₹5,000", "₹3,000"]),
    "period_summary": ({"period": "this_month", **FIGURES}, ["₹9,500", "₹1,200"]),
    "who_owes": (
        {"rows": [{"name": "Rajan", "balance": 230000}, {"name": "Salim", "balance": 110000}], "total": 340000},
        ["₹3,400", "₹2,300", "₹1,100"],
    ),
    "top_customers": ({"rows": [{"name": "Rajan", "amount": 1200000}], "period": "this_month"}, ["₹12,000"]),
    "transactions": (
        {
            "rows": [
                {"date": "2026-11-24", "kind": "udhaar_given", "amount": 50000, "counterparty": "Rajan",
                 "status": "active"},
                {"date": "2026-11-25", "kind": "payment_received", "amount": 20000, "counterparty": "Rajan",
                 "status": "cancelled"},
            ],
            "counterparty": "Rajan", "period": "this_week",
        },
        ["₹500", "₹200"],
    ),
    "stock": ({"rows": [{"item": "basmati", "qty": 25.0, "unit": "kg"}, {"item": "sabun", "qty": 12, "unit": None}]}, []),
    "no_entries": ({}, []),
    "nothing_to_correct": ({}, []),
    "repeat_question": ({"question": "₹700 ya ₹7,000?"}, ["₹700", "₹7,000"]),
    "reminder_queued": ({"counterparty": "Rajan", "phone": "9876543210"}, []),
    "remind_draft": ({"counterparty": "Rajan", "balance": 230000, "shop": "Sharma Kirana"}, ["₹2,300"]),
    "promise_noted": ({"counterparty": "Salim", "due": "2026-11-28", "amount": 110000}, ["₹1,100"]),
    "greeting": ({}, []),
    "thanks": ({}, []),
    "help": ({}, []),
    "not_understood": ({}, []),
    "empty": ({}, []),
    "too_long": ({"limit": 4000}, []),
    "emoji_only": ({}, []),
    "refused": ({}, []),
    "absurd_amount": ({"amount": 50_00_00_000_00}, ["₹50,00,00,000"]),
    "error": ({}, []),
    "verify_failed": ({}, []),
    "disk_full": ({}, []),
    "bad_encoding": ({}, []),
    # Whole conversations: doubts shown back, entries found by description, old dues, bank entries.
    "not_sure": ({"entries": [entry()], "detail": "jo bounce hua"}, ["₹500"]),
    "which_entry": ({"rows": [entry(date="2026-11-24"), entry(amount=120000, source="sms")], "action": "cancel",
                     "more": True}, ["₹500", "₹1,200"]),
    "confirm_cancel": ({"rows": [entry(date="2026-11-24", source="sms")]}, ["₹500"]),
    "confirm_bulk": ({"rows": [entry(), entry(amount=30000)], "count": 3, "total": 110000}, ["₹500", "₹300", "₹1,100"]),
    "bulk_too_many": ({"count": 250}, []),
    "no_matching_entry": ({"described": {"counterparty": "Rajan", "amount": 120000}}, ["₹1,200"]),
    "old_dues": ({"entry": entry(kind="payment_received", amount=70000, counterparty="Baldev"),
                  "choices": ["Old dues", "Advance"]}, ["₹700"]),
    "choice_old_dues": ({"kind": "payment_received"}, []),
    "choice_advance": ({"kind": "payment_received"}, []),
    "bank_match": ({"entry": entry(kind="payment_received", amount=110000, counterparty="Salim"),
                    "bank_day": "2026-11-24", "bank_note": "from SALIM K", "choices": ["Same", "Other"]}, ["₹1,100"]),
    "choice_same_payment": ({}, []),
    "choice_other_payment": ({}, []),
    "clock_wrong": ({"now": "1970-01-01T05:30:00+05:30"}, []),
    "confirm_forwarded": ({"entries": [entry()]}, ["₹500"]),
    "forwarded_data": ({}, []),
    "confirm_edit": ({"entries": [{**entry(amount=60000), "was": entry()}]}, ["₹600", "₹500"]),
    "question_still_open": ({"question": "₹700 ya ₹7,000?"}, ["₹700", "₹7,000"]),
    "question_dropped": ({"question": "₹700 ya ₹7,000?"}, ["₹700", "₹7,000"]),
    "stale_button": ({}, []),
    "which_contact_query": ({"name": "Rajan", "candidates": ["Rajan Kumar", "Rajan Sethi"]}, []),
    "button_yes": ({}, []),
    "button_no": ({}, []),
    "button_new": ({}, []),
}

# Replies that confirm or ask about one thing: the owner reads them between customers.
SHORT = [
    "recorded", "cancelled", "corrected", "confirm_large", "which_contact", "duplicate", "unusual_amount",
    "balance", "denied", "nothing_pending", "expired", "unknown_contact", "promise_noted",
    *(k for k in SAMPLES if k.startswith("ask_")),
]
WRITES = ["recorded", "cancelled", "corrected"]
EMOJI = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf\u2b50\u2b55]")
CASES = [(lang, key) for lang in LANGS for key in SAMPLES]


def test_the_key_list_is_what_english_defines() -> None:
    assert replies().keys("en") == sorted(SAMPLES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_defines_every_key(lang: str) -> None:
    assert replies().keys(lang) == replies().keys("en")


@pytest.mark.parametrize(("lang", "key"), CASES)
def test_every_key_renders_with_its_amounts(lang: str, key: str) -> None:
    values, amounts = SAMPLES[key]
    text = render(key, lang, **values)
    assert text
    for amount in amounts:
        assert amount in text, f"{lang}/{key} lacks {amount}: {text!r}"
    assert not re.search(r"\bRs\.?\b|\bINR\b", text)
    assert len(EMOJI.findall(text)) <= 1
    assert text == tidy(text)
    assert "{{" not in text and "{%" not in text


@pytest.mark.parametrize(("lang", "key"), [(lang, key) for lang in LANGS for key in SHORT])
def test_confirmations_and_questions_are_at_most_two_lines(lang: str, key: str) -> None:
    values, _ = SAMPLES[key]
    assert len(render(key, lang, **values).splitlines()) <= 2


@pytest.mark.parametrize(("lang", "key"), [(lang, key) for lang in LANGS for key in WRITES])
def test_a_write_is_confirmed_with_one_tick(lang: str, key: str) -> None:
    values, _ = SAMPLES[key]
    text = render(key, lang, **values)
    assert text.startswith("✅") and text.count("✅") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_recorded_one_entry_in_each_balance_direction(lang: str) -> None:
    owed = render("recorded", lang, entries=[entry(balance=230000)])
    owing = render("recorded", lang, entries=[entry(kind="payment_made", balance=-230000)])
    clear = render("recorded", lang, entries=[entry(balance=0)])
    sale = render("recorded", lang, entries=[SALE])
    assert len({owed, owing, clear}) == 3
    assert "₹2,300" in owed and "₹2,300" in owing and "-₹" not in owing
    assert "₹90" in sale and "2 kg" in sale and "cheeni" in sale
    assert all(len(t.splitlines()) == 1 for t in (owed, owing, clear, sale))
    new = render("recorded", lang, entries=[entry(new_contact=True)])
    assert new != owed  # says the account is new


@pytest.mark.parametrize("lang", LANGS)
def test_recorded_several_entries_one_line_each(lang: str) -> None:
    text = render("recorded", lang, entries=[entry(), SALE, entry(counterparty="Salim", balance=-5000)])
    lines = text.splitlines()
    assert len(lines) == 4
    assert lines[0].startswith("✅") and "3" in lines[0]
    assert "Rajan" in lines[1] and "cheeni" in lines[2] and "Salim" in lines[3]


@pytest.mark.parametrize("lang", LANGS)
def test_balance_reads_differently_for_owed_owing_and_clear(lang: str) -> None:
    texts = {render("balance", lang, counterparty="Rajan", balance=b) for b in (230000, -230000, 0, None)}
    assert len(texts) == 3  # None reads as a clear account
    assert all("Rajan" in t for t in texts)


@pytest.mark.parametrize("lang", LANGS)
def test_empty_lists_have_their_own_answers(lang: str) -> None:
    for key in ("who_owes", "top_customers", "transactions", "stock"):
        text = render(key, lang, rows=[])
        assert text and "₹" not in text
    assert render("daily_summary", lang, period="today", count=0) != render("daily_summary", lang, **SAMPLES[
        "daily_summary"][0])


@pytest.mark.parametrize("lang", LANGS)
def test_remind_draft_quotes_a_message_and_asks(lang: str) -> None:
    text = render("remind_draft", lang, counterparty="Rajan", balance=230000, shop="Sharma Kirana")
    lines = text.splitlines()
    assert len(lines) == 3
    assert lines[1].startswith('"') and lines[1].endswith('"')
    assert "Sharma Kirana" in lines[1] and "₹2,300" in lines[1]
    assert lines[2].endswith(")")  # the yes/no choice
    assert "₹2,300" in render("remind_draft", lang, counterparty="Rajan", balance=230000)


@pytest.mark.parametrize("lang", LANGS)
def test_optional_variables_may_be_left_out(lang: str) -> None:
    for key in SAMPLES:
        assert render(key, lang)  # nothing passed at all: still a sentence, no crash


def test_hinglish_reads_like_the_shop() -> None:
    assert render("recorded", "hinglish", entries=[entry(new_contact=True)]) == (
        "✅ Rajan — ₹500 udhaar likh liya (naya khata). Ab baaki ₹2,300."
    )
    assert render("ask_ambiguous_amount", "hinglish", options=[70000, 700000]) == "₹700 ya ₹7,000?"
    assert render("ask_ambiguous_direction", "hinglish", counterparty="Salim") == "Salim ne diye, ya Salim ko diye?"
    assert render("confirm_large", "hinglish", entries=[entry(amount=2500000)]) == (
        "₹25,000 Rajan ke naam udhaar — likh doon? (haan/nahi)"
    )
    assert render("unusual_amount", "hinglish", entry=entry(amount=5000000), usual=50000) == (
        "Rajan ka aam taur par ₹500 hota hai; ₹50,000 sahi hai? (haan/nahi)"
    )
    assert render("error", "hinglish") == "Kuch gadbad hui, kuch likha nahi gaya — dobara bhejiye."


def test_english_sample_lines() -> None:
    assert render("balance", "en", counterparty="Om Sai", balance=-650000) == "You owe Om Sai ₹6,500."
    assert render("which_contact", "en", name="Rajan", candidates=["Rajan Kumar", "Rajan Sethi"]) == (
        "Which Rajan: Rajan Kumar or Rajan Sethi?"
    )
    assert render("duplicate", "en", entry=entry(), minutes=1) == (
        "Already written 1 minute ago: Rajan — ₹500 credit. Write it again? (yes/no)"
    )
    assert render("stock", "en", rows=[{"item": "basmati", "qty": 2.5, "unit": "kg"}]) == "Stock:\nbasmati — 2.5 kg"


def test_corrected_says_what_changed() -> None:
    moved = render("corrected", "en", old=entry(counterparty="Baldev"), new=entry(counterparty="Naseem"), balance=0)
    assert "was Baldev" in moved and "₹500" in moved
    rekind = render("corrected", "hinglish", old=entry(), new=entry(kind="sale", balance=None), balance=None)
    assert "pehle udhaar" in rekind and len(rekind.splitlines()) == 1


def test_transactions_show_dates_and_status() -> None:
    values, _ = SAMPLES["transactions"]
    text = render("transactions", "en", today="2026-11-25", **values)
    assert text.splitlines() == [
        "Entries — Rajan, this week:",
        "yesterday · credit ₹500",
        "today · payment received ₹200 (cancelled)",
    ]
    assert "24 नवंबर" in render("transactions", "hi", **values)


def test_unknown_language_renders_english() -> None:
    for key, (values, _) in SAMPLES.items():
        assert render(key, "xx", **values) == render(key, "en", **values)


def test_keys_may_name_their_area_and_extra_variables_are_ignored() -> None:
    assert render("core.greeting", "ta") == render("greeting", "ta")
    assert render("greeting", "ta", counterparty="Rajan", anything=1) == render("greeting", "ta")


@pytest.mark.parametrize("key", ["nope", "core.nope", "nope.greeting", "_desc", "core._bal", "", "a.b.c", "Greeting"])
def test_unknown_or_private_keys_raise(key: str) -> None:
    with pytest.raises(KeyError):
        render(key, "en")


def test_split_key() -> None:
    assert split_key("recorded") == ("core", "recorded")
    assert split_key("sms.parsed") == ("sms", "parsed")


def test_missing_macro_falls_back_to_english_per_key(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "ta").mkdir()
    (tmp_path / "en" / "sms.j2").write_text(
        "{% macro seen(amount=None) %}Seen {{ amount|rupees }}.{% endmacro %}\n"
        "{% macro only_en() %}English only.{% endmacro %}\n",
        encoding="utf-8",
    )
    (tmp_path / "ta" / "sms.j2").write_text(
        "{% macro seen(amount=None) %}பார்த்தேன் {{ amount|rupees }} {{ 'sale'|kind_word }}.{% endmacro %}\n",
        encoding="utf-8",
    )
    engine = Replies(tmp_path)
    assert engine.render("sms.seen", "ta", amount=150000) == "பார்த்தேன் ₹1,500 விற்பனை."
    assert engine.render("sms.only_en", "ta") == "English only."
    assert engine.render("sms.seen", "kn", amount=100) == "Seen ₹1."  # no kn/sms.j2 at all
    assert engine.keys("ta", "sms") == ["seen"]
    assert engine.has("sms.only_en", "ta") and not engine.has("sms.nothing", "ta")
    with pytest.raises(KeyError):
        engine.render("greeting", "ta")  # no core area under this root


def test_filters() -> None:
    assert f_qty(1.5) == "1.5"
    assert f_qty(2.0) == "2"
    assert f_qty(0.25) == "0.25"
    assert f_qty(3) == "3"
    assert f_qty(None) == ""
    assert f_rupees(15000000) == "₹1,50,000"
    assert f_rupees(15000050) == "₹1,50,000.50"
    assert f_rupees(None) == ""
    engine = Replies(Path("/nonexistent"))
    template = engine.env.from_string(
        "{{ 'purchase'|kind_word('hinglish') }}|{{ '2026-11-25'|date_word }}|{{ '2026-11-24'|date_word('2026-11-25') }}"
        "|{{ 'this_month'|period_word('ta') }}|{{ 'udhaar_given'|kind_word }}"
    )
    assert template.render() == "kharidi|25 Nov|yesterday|இந்த மாதம்|credit"


def test_every_language_has_a_word_for_every_kind() -> None:
    kinds = set(KIND_WORDS["en"])
    for lang in LANGS:
        assert set(KIND_WORDS[lang]) == kinds and all(KIND_WORDS[lang].values())


# Each language's own yes/no words, as its confirmations have always shown them.
YES_NO = {
    "en": "(yes/no)", "hinglish": "(haan/nahi)", "hi": "(हाँ/नहीं)", "mr": "(हो/नाही)", "gu": "(હા/ના)",
    "bn": "(হ্যাঁ/না)", "pa": "(ਹਾਂ ਜੀ/ਨਹੀਂ)", "or": "(ହଁ/ନା)", "ta": "(சரி/வேண்டாம்)", "te": "(అవును/వద్దు)",
    "kn": "(ಹೌದು/ಬೇಡ)", "ml": "(ശരി/വേണ്ട)",
}
CONFIRMS = ["not_sure", "confirm_cancel", "confirm_bulk", "clock_wrong", "confirm_forwarded", "confirm_edit"]


def test_the_yes_no_table_is_what_the_older_confirmations_say() -> None:
    assert set(YES_NO) == set(LANGS)
    for lang, words in YES_NO.items():
        for key in ("confirm_large", "duplicate", "remind_draft"):
            assert words in render(key, lang, **SAMPLES[key][0]), (lang, key)


@pytest.mark.parametrize(("lang", "key"), [(lang, key) for lang in LANGS for key in CONFIRMS])
def test_new_confirmations_ask_in_the_languages_own_yes_no(lang: str, key: str) -> None:
    text = render(key, lang, **SAMPLES[key][0])
    assert text.endswith(YES_NO[lang]), text
    if lang != "en":
        assert "(yes/no)" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_balance_names_the_due_date_only_when_there_is_one(lang: str) -> None:
    for b in (230000, -230000):
        plain = render("balance", lang, counterparty="Rajan", balance=b)
        due = render("balance", lang, counterparty="Rajan", balance=b, due="2026-11-28")
        assert due != plain and "28" in due and "28" not in plain and "₹2,300" in due
        assert len(due.splitlines()) == 1
    assert render("balance", lang, counterparty="Rajan", balance=0, due="2026-11-28") == render(
        "balance", lang, counterparty="Rajan", balance=0)


@pytest.mark.parametrize("lang", LANGS)
def test_bank_match_says_which_way_the_money_went(lang: str) -> None:
    values = dict(SAMPLES["bank_match"][0])
    came = render("bank_match", lang, **values)
    went = render("bank_match", lang, **{**values, "entry": entry(kind="payment_made", amount=110000,
                                                                  counterparty="Salim")})
    assert came != went and "₹1,100" in went and "Salim" in went


@pytest.mark.parametrize("lang", LANGS)
def test_choice_labels_are_short_and_tell_apart(lang: str) -> None:
    for kind in ("payment_received", "payment_made"):
        dues, advance = render("choice_old_dues", lang, kind=kind), render("choice_advance", lang, kind=kind)
        assert dues != advance and len(dues) <= 25 and "\n" not in dues
    assert render("choice_old_dues", lang, kind="payment_received") != render("choice_old_dues", lang,
                                                                            kind="payment_made")
    assert render("choice_same_payment", lang) != render("choice_other_payment", lang)


# ------------------------------------------------------------------ bank SMS batch

def bank(kind: str, amount: int, name: str | None = None, credit: bool = True) -> dict[str, Any]:
    return {"kind": kind, "amount": amount, "name": name, "matched": kind in ("payment_received", "payment_made"),
            "credit": credit, "channel": "UPI"}


# Oldest first, the way the batch arrives: one known payer, two unexplained, one ATM withdrawal.
BATCH = [
    bank("payment_received", 200000, "Rajan"),
    bank("unexplained_in", 110000, "SALIM K"),
    bank("transfer", 300000, credit=False),
    bank("unexplained_out", 45000, "98765@ybl", credit=False),
]


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_defines_every_sms_key(lang: str) -> None:
    assert replies().keys(lang, "sms") == replies().keys("en", "sms")


@pytest.mark.parametrize("lang", LANGS)
def test_batch_marks_unexplained_entries_and_ends_with_one_question_latest_first(lang: str) -> None:
    text = render("sms.batch", lang, entries=BATCH, count=4, money_in=310000, money_out=345000)
    lines = text.splitlines()
    assert len(lines) == 6  # header, four entries, one question
    assert [line.endswith("❓") for line in lines[1:5]] == [False, True, False, True]
    question = lines[-1]
    assert question.count("?") == 1 and "₹450" in question and "₹1,100" in question
    assert question.index("₹450") < question.index("₹1,100")  # the latest first
    assert "'450 " in question or '"450 ' in question  # an answer to copy, in plain rupees
    assert text == tidy(text)


@pytest.mark.parametrize("lang", LANGS)
def test_batch_with_one_unexplained_entry_asks_about_it(lang: str) -> None:
    lines = render("sms.batch", lang, entries=BATCH[1:2], count=1, money_in=110000).splitlines()
    assert len(lines) == 3 and lines[1].endswith("❓")
    assert lines[-1].count("?") == 1 and "₹1,100" in lines[-1]
    assert "'1100 " in lines[-1] or '"1100 ' in lines[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_batch_without_unexplained_entries_asks_nothing(lang: str) -> None:
    text = render("sms.batch", lang, entries=[BATCH[0], BATCH[2]], count=2, money_in=200000, money_out=300000)
    assert "?" not in text and "❓" not in text and len(text.splitlines()) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_a_pending_sms_question_is_the_only_question(lang: str) -> None:
    asked = render("sms.assign", lang, amount=110000, channel="UPI", name="SALIM K", candidate="Salim")
    text = render("sms.batch", lang, entries=BATCH, count=4, question=asked)
    assert text.endswith(asked) and text.count("?") == asked.count("?")


def test_batch_question_lists_at_most_three_amounts_and_shows_paise_as_typed() -> None:
    many = [bank("unexplained_in", 10000 * i + 50) for i in range(1, 6)]
    last = render("sms.batch", "hinglish", entries=many, count=5).splitlines()[-1]
    assert last == "₹500.50, ₹400.50, ₹300.50… kiske the? Bataiye, jaise: '500.50 Salim ka tha'"
    assert render("sms.batch", "hinglish", entries=[bank("unexplained_in", 110000)], count=1).splitlines() == [
        "📩 Bank SMS: 1 nayi entry", "+ ₹1,100 UPI ❓", "₹1,100 kiska tha? Bataiye, jaise: '1100 Salim ka tha'"]
