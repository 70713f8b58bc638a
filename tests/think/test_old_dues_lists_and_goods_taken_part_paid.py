"""Old dues said as a list share their words; goods taken worth more than what was paid are credit and a
payment; a thousands comma is money, never a model number (docs/reading-guide.md, "Old dues", "Several
movements", "Amounts in context")."""

from __future__ import annotations

import pytest

from tests.think._rules import OB, M, P, R, U, read, rows

NOW = "2027-01-15T12:00:00+05:30"


def test_a_second_name_and_sum_after_old_dues_are_old_dues_too():
    r = read("हाँ तो आज से सब यहीं लिखूँगा। रामू का पुराना 600 बाकी है, और हरपाल सिंह का 1,150", lang="hindi", now=NOW)
    assert rows(r) == [(OB, 600, "रामू"), (OB, 1150, "हरपाल सिंह")]


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Naresh contractor 6,400 ki wire bundles teeskunnadu, 4,000 cash ichadu, migatha monday istanu annadu", "telugu",
     [(U, 6400, "Naresh"), (R, 4000, "Naresh")]),
    ("Ramesh 6,400 ka saman le gaya, 4,000 cash diye, baaki monday ko dega", "hinglish",
     [(U, 6400, "Ramesh"), (R, 4000, "Ramesh")]),
])
def test_goods_taken_worth_more_than_was_paid_are_credit_and_a_payment(text, lang, want):
    assert rows(read(text, lang=lang, now=NOW)) == want


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Sai Ganesh Electricals nunchi wires, switches vachayi, bill 32,800, 21 rojullo kattali", "telugu",
     [(P, 32800, "Sai Ganesh Electricals")]),
    ("Sai Ganesh Electricals ki 15,000 NEFT chesanu", "telugu", [(M, 15000, "Sai Ganesh Electricals")]),
])
def test_romanised_telugu_stock_and_payments_to_a_firm(text, lang, want):
    r = read(text, lang=lang, now=NOW)
    assert rows(r) == want, r


def test_a_person_and_a_sum_with_a_thousands_comma_are_no_product():
    r = read("Ramesh 6,400 ka saman le gaya", lang="hinglish", now=NOW)
    recs = r.records + (r.clarify.partial if r.clarify else [])
    assert [(x.amount_paise, x.counterparty) for x in recs] == [(640000, "Ramesh")], r


def test_goods_after_where_they_came_from_in_an_indian_script_are_the_goods():
    from dhandha.think.clauses import split
    from dhandha.think.movements import _words_after_source
    from dhandha.think.reader import read as read_msg
    m = read_msg("ಶ್ರೀ ಲಕ್ಷ್ಮಿ ಏಜೆನ್ಸೀಸ್‌ನಿಂದ ಹತ್ತಿ ಬತ್ತಿ, ದೀಪದ ಎಣ್ಣೆ ಬಂತು", "kannada")
    assert _words_after_source(split(m.toks, False)[0])


def test_on_credit_in_romanised_telugu_is_no_goods_word():
    from dhandha.think.reader import read as read_msg
    [t] = [t for t in read_msg("last week appu meeda teesukunna covers", "telugu").toks if t.key.startswith("apu")]
    assert t.tags == {"credit": "yes"}


@pytest.mark.parametrize("text", [
    "mrs fernandes frame plus lenses total 3200 she paid 2000 gpay rest next week",  # voice: no commas
    "Mrs Fernandes frame and lenses, total 3200, she paid 2000 gpay rest next week",
])
def test_a_persons_bill_then_her_part_payment_is_her_credit_and_her_payment(text):
    # the bill has no verb of its own: "paid" belongs to the part she paid, never to the whole bill
    r = read(text, lang="english", now="2027-02-02T10:00:00+05:30")
    assert sorted((x.kind, x.amount_paise, x.counterparty) for x in r.records) == [
        ("payment_received", 200000, "Fernandes"), ("udhaar_given", 320000, "Fernandes")], r


def test_a_bill_whose_direction_was_open_then_part_paid_is_credit_and_a_payment():
    r = read("ଲିଙ୍ଗରାଜ ପଟ୍ଟନାୟକଙ୍କ ସ୍କୁଟି ସର୍ଭିସିଂ 800, 500 ଦେଲେ ବାକି ପରେ ଦେବେ", lang="odia")
    recs = r.records or (r.clarify.partial if r.clarify else [])
    assert sorted((x.kind, x.amount_paise) for x in recs) == [("payment_received", 50000), ("udhaar_given", 80000)], r


def test_a_long_name_that_may_have_taken_in_the_goods_keeps_the_bill_asked():
    # a name of more than two words may hold the goods; the bill's direction then stays a question
    r = read("ಹೊಸ ವರ್ಷದ ಪಾರ್ಟಿ ಸಾಮಾನು ಡಿಸೋಜಾ ಅವರಿಗೆ 2,800, 1,500 ಕೊಟ್ಟರು, ಉಳಿದದ್ದು ನಾಳೆ", lang="kannada")
    assert not (r.intent in ("record", "record_many") and r.confident and any(
        x.counterparty and len(x.counterparty.split()) > 2 for x in r.records)), r


def test_a_cake_order_for_dsouza_then_part_paid_is_her_credit_and_payment():
    r = read("ಹೊಸ ವರ್ಷದ ಕೇಕ್ ಆರ್ಡರ್ ಡಿಸೋಜಾ ಅವರಿಗೆ 2,800, 1,500 ಕೊಟ್ಟರು, ಉಳಿದದ್ದು ನಾಳೆ", lang="kannada")
    assert sorted((x.kind, x.amount_paise, x.counterparty) for x in r.records) == [
        ("payment_received", 150000, "ಡಿಸೋಜಾ"), ("udhaar_given", 280000, "ಡಿಸೋಜಾ")], r
