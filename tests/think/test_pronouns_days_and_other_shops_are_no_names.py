"""Words that stand where a name stands but name nobody: a pronoun that says who paid ("emne", "ତା'ର"), a day
("మొన్నటి", the day before yesterday's), "another" ("dusre dukaan ka"), a verb that ends a name ("ਦੇਊਗੀ",
"thannathaanu"), a market and a landlord; and what an owner says about an entry across languages once
those words are out of the way (docs/reading-guide.md, "Names", "Corrections")."""

from __future__ import annotations

import pytest

from tests.think._rules import read, rows

THEN = "2026-12-12T10:00:00+05:30"


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("kale je 1750 aavya e Jayeshbhai na che, emne juna baki chukvya", "gujarati", "Jayesh"),
    ("କାଲି ଯେଉଁ ୧୫୦୦ ଆସିଲା ତାହା ସୁବାଷ ଦେଇଛି, ତା'ର ପୁରୁଣା ବାକି ଥିଲା", "odia", "ସୁବାଷ"),
    ("innale vanna 2600 Joseph chettan thannathaanu, pazhaya kadam theerthu", "malayalam", "Joseph"),
])
def test_the_payer_of_a_bank_credit_is_the_name_not_the_pronoun_or_verb_after_it(text, lang, who):
    r = read(text, lang=lang, now=THEN)
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.new_counterparty == who and r.correction.old_dues


@pytest.mark.parametrize(("prev", "text", "lang", "old", "new"), [
    ("రాజుకి 600 అప్పు", "మొన్నటి 600 ఎంట్రీ రాజు కాదు, రాజేష్", "telugu", "రాజు", "రాజేష్"),
    ("ਮਨਜੀਤ ਦੇ ਖਾਤੇ ਵਿੱਚ 700 ਲਿਖੋ", "ਪਰਸੋਂ ਵਾਲੀ 700 ਦੀ ਐਂਟਰੀ ਮਨਜੀਤ ਨਹੀਂ, ਮਨਪ੍ਰੀਤ ਦੀ ਸੀ", "punjabi", "ਮਨਜੀਤ",
     "ਮਨਪ੍ਰੀਤ"),
    ("Manjeet ke khate me 700 likho", "700 ki entry Manjeet nahi, Manpreet ki thi", "hinglish", "Manjeet", "Manpreet"),
])
def test_whose_it_was_after_the_not_is_the_new_name(prev, text, lang, old, new):
    last = read(prev, lang=lang, now=THEN)
    r = read(text, lang=lang, now=THEN, last=last, last_party=old)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.counterparty, r.correction.new_counterparty) == (old, new)


@pytest.mark.parametrize(("text", "lang"), [
    ("अरे हे दुसऱ्या दुकानाचं होतं, आजच्या सगळ्या नोंदी पुसून टाक", "marathi"),
    ("aajchya saglya nondi pusun taak", "marathi"),
    ("arre ye dusre dukaan ka tha, aaj ki saari entry mita do", "hinglish"),
])
def test_another_shops_entries_wiped_for_the_day_name_nobody(text, lang):
    r = read(text, lang=lang, now=THEN, last=read("Ramesh ko 100 udhaar", now=THEN))
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.scope, c.counterparty) == ("cancel", "all", None)


@pytest.mark.parametrize(("prev", "text", "lang"), [
    ("કિરણબેનને 620 ઉધાર", "ગઈકાલની કિરણબેન વાળી એન્ટ્રી ઉધાર નહીં, એમણે રોકડા આપ્યા હતા", "gujarati"),
    ("రమేష్ కి 500 అప్పు", "అప్పు కాదు, నగదు ఇచ్చారు", "telugu"),
    ("রমেশকে 500 ধার", "ধার না, নগদ ছিল", "bengali"),
])
def test_not_credit_but_cash_makes_the_entry_a_sale(prev, text, lang):
    r = read(text, lang=lang, now=THEN, last=read(prev, lang=lang, now=THEN))
    assert r.intent == "correct" and r.correction is not None and r.correction.new_kind == "sale", r


def test_a_polite_tamil_remove_is_a_cancel_of_that_persons_entry():
    r = read("நேத்து செல்வி entry-ஐ நீக்கிடுங்க, தப்பா போட்டுட்டேன்", lang="tamil", now=THEN,
             last=read("செல்விக்கு 450 கடன்", lang="tamil", now=THEN))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.action, r.correction.counterparty) == ("cancel", "செல்வி")


def test_salary_said_of_a_bank_debit_in_latin_gujarati_is_a_cost():
    r = read("ane 3500 gaya e Maheshbhai no pagar hato", lang="gujarati", now=THEN)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == ("Mahesh", "expense")


@pytest.mark.parametrize(("text", "lang", "want"), [
    # Latin "bhaji" in Marathi is भाजी (vegetables, stock for a cart), bought at the market: no one's name
    ("bhaji mandit 3,400 chi ghetli, cash dile", "marathi", [("purchase", 3400.0, None)]),
    ("bhaji 3400 chi ghetli, cash dile", "marathi", [("purchase", 3400.0, None)]),
    ("shop rent 8,000 icchaanu building owner ki", "telugu", [("expense", 8000.0, None)]),
    ("paid the landlord 8000 rent", "english", [("expense", 8000.0, None)]),
])
def test_markets_and_landlords_are_no_accounts(text, lang, want):
    assert rows(read(text, lang=lang, now=THEN)) == want


def test_next_months_date_in_punjabi_is_the_due_day_and_a_promise_verb_no_name():
    r = read("ਖੰਨਾ ਐਂਡ ਸੰਨਜ਼ ਤੋਂ 25,000 ਦਾ ਮਾਲ ਆਇਆ, 10,000 ਨਕਦ ਦਿੱਤੇ, ਬਾਕੀ ਅਗਲੇ ਮਹੀਨੇ ਦੀ 10 ਤਰੀਕ ਨੂੰ ਦੇਣਾ",
             lang="punjabi", now="2026-12-16T11:00:00+05:30")
    assert [(x.kind, x.due) for x in r.records] == [("purchase", "2027-01-10"), ("payment_made", None)]
    r = read("ਸਿਮਰਨ ਨੇ ਸੂਟ ਲਿਆ 2,800 ਦਾ, 1,500 ਦਿੱਤੇ ਬਾਕੀ ਕੱਲ੍ਹ ਦੇਊਗੀ", lang="punjabi", now="2026-12-16T11:00:00+05:30")
    assert [i.counterparty for i in r.intentions] == ["ਸਿਮਰਨ"]


def test_odia_has_given_says_the_way_by_the_mark_on_the_person():
    r = read("ରମେଶକୁ ୫୦୦ ଦେଇଛି", lang="odia", now=THEN)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.detail == "out", r
    assert [x.counterparty for x in r.clarify.partial] == ["ରମେଶ"]




@pytest.mark.parametrize(("text", "lang", "want"), [
    ("કારીગરોનો નાસ્તો ૧૮૦", "gujarati", [("expense", 180.0, None)]),  # the workers' snacks: nobody's account
    ("ਹਲਵਾਈ ਕਾਰੀਗਰ ਨੂੰ ਦਿਹਾੜੀ ੮੦੦ ਦਿੱਤੀ", "punjabi", [("expense", 800.0, None)]),
    ("माऊली ट्रेडर्सचं १४,२०० चं बिल परत लिही, उधार, १५ दिवसात द्यायचे", "marathi",
     [("purchase", 14200.0, "माऊली ट्रेडर्स")]),  # "write it again", not money given back
])
def test_trades_the_whole_day_and_writing_again_are_no_people_and_no_repayment(text, lang, want):
    assert rows(read(text, lang=lang, now=THEN)) == want


def test_a_cancel_that_says_the_money_moved_today_not_yesterday_only_cancels():
    # The owner writes the true day afresh next; moving the entry as well would count the 3,200 twice.
    r = read("कल वाली सलीम की एंट्री रद्द करो, उसे पैसे आज दिए हैं, कल नहीं", lang="hindi", now=THEN,
             last=read("कारीगर सलीम को सिलाई के ३,२०० दिए", lang="hindi", now=THEN))
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.counterparty, c.on, c.new_on) == ("cancel", "सलीम", "2026-12-11", None)


@pytest.mark.parametrize(("text", "lang", "paise"), [
    ("woh 2200 jo SBI mein abhi aaya woh ghar ka hai, beti ne bheja, dukaan ka nahi, hata do", "hinglish", 220000),
    ("antha 1100 en thambi veettu selavukku anuppinadhu, kadai kanakku illa, adha neekkidu", "tamil", 110000),
])
def test_money_said_to_be_the_households_not_the_shops_is_removed_never_changed(text, lang, paise):
    r = read(text, lang=lang, now=THEN, last=read("aaj ki bikri 5150", now=THEN))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.action, r.correction.amount_paise, r.correction.new_amount_paise) == ("cancel", paise, None)


def test_a_bank_transfer_done_to_a_supplier_in_devanagari_is_paying_them():
    r = read("राधे कृष्णा को ५०,००० RTGS किए", lang="hindi", now=THEN, roles={"राधे कृष्णा": "supplier"})
    assert rows(r) == [("payment_made", 50000.0, "राधे कृष्णा")]


def test_the_whole_day_is_neither_a_name_nor_the_goods():
    r = read("दिन भर की बिक्री १२,३५० — ४,००० UPI, बाकी नकद", lang="hindi", now=THEN)
    assert [(x.kind, x.amount_paise, x.counterparty, x.item) for x in r.records] == [("sale", 1235000, None, None)]
