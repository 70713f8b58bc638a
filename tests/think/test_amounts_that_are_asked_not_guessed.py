"""A number the bot is not sure of is asked, never guessed (docs/reading-guide.md, "Amounts in context"):
a range through a word that is also a common word, a sum too small for the pieces counted; and what is
plainly said is written: a count beside a corrected sum, a price per tray, credit with "hasn't paid"."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import last, read, rec, rows


def test_a_range_through_a_number_that_is_also_a_word_is_asked():
    # "dhai-tin hazaar": two and a half to three thousand ("tin" is also a tin can); it had been written as 1,000
    r = read("aaj dhai-tin hazaar di vikri hoyi", lang="punjabi")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "approximate_amount", r
    assert not r.records


def test_a_sum_for_many_pieces_under_five_rupees_each_asks_which_it_is():
    r = read("Syska 9W LED bulb 20 pc beche 85 ke", lang="hinglish")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.options == [8500, 170000], r


@pytest.mark.parametrize(("text", "options"), [
    ("Haldiram bhujia 400g wale 10 packet beche 95 ke", [9500, 95000]),  # the pack's 400 g counts nothing
    ("Bikaji soan papdi 200 gram wale 20 dabbe beche 60 ke", [6000, 120000]),
])
def test_a_sum_said_of_many_packs_under_ten_rupees_each_asks_which_it_is(text, options):
    r = read(text, lang="hinglish")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.options == options, r


def test_a_packs_size_before_its_count_is_part_of_its_name():
    r = read("મિલ્ટન 1000 ml ની 6 બોટલ વેચી, 320 વાળી", lang="gujarati")
    assert rows(r) == [("sale", 1920, None)] and r.records[0].qty == 6, r  # six bottles, 320 each


@pytest.mark.parametrize("text", ["Syska 9W LED bulb 20 pc beche 85 rupaye", "2 packet chips beche 20"])
def test_rupees_said_outright_or_a_plausible_price_are_written(text):
    assert read(text, lang="hinglish").intent == "record"


def test_a_price_per_tray_multiplies_the_trays():
    assert rows(read("ande ki 5 tray bechi 180 ki tray", lang="hinglish")) == [("sale", 900, None)]


def test_a_count_of_goods_beside_a_corrected_sum_is_no_new_sum():
    r = read("Swapna garu entry lo 1350 kaadu 1800, 4 blouses ichindi", lang="telugu",
             last=last(rec("udhaar_given", 1350, "Swapna")), booked=(1350,))
    assert r.correction is not None and r.correction.new_amount_paise == 180000, r


@pytest.mark.parametrize(("text", "want"), [
    ("credit, he hasn't paid yet", "udhaar_given"),
    ("udhaar, paise nahi diye", "udhaar_given"),
    ("udhaar nahi, cash diya", "sale"),
])
def test_paid_or_credit_answered_with_a_not(text, want):
    p = PendingQuestion(why="cash_or_credit", partial=[rec(None, 2800, "Ramesh")])
    assert rows(read(text, lang="english" if "credit" in text else "hinglish", pending=p)) == [(want, 2800, "Ramesh")]


@pytest.mark.parametrize(("text", "lang", "rupees"), [
    ("sold 2 readymade reading glasses +2.5 power, 350 each", "english", 700),  # +2.5 is the lenses' power
    ("1mm laminate na 6 sheet vechya 850 ni ek", "gujarati", 5100),  # "850 ni ek": 850 for one, in Latin letters
])
def test_a_price_of_one_said_after_a_products_measure_multiplies_the_count(text, lang, rupees):
    assert rows(read(text, lang=lang)) == [("sale", rupees, None)]


def test_a_phones_model_number_before_the_part_fitted_is_no_sum():
    r = read("ਗੁਰਪ੍ਰੀਤ ਦੇ ਰੈੱਡਮੀ ਨੋਟ 12 ਦੀ ਬੈਟਰੀ ਬਦਲੀ, 1,450 ਉਧਾਰ", lang="punjabi")
    assert rows(r) == [("udhaar_given", 1450, "ਗੁਰਪ੍ਰੀਤ")] and r.confident, r
    # with no bigger sum said apart, the number is the battery's price
    assert rows(read("ਰਮੇਸ਼ 500 ਦੀ ਬੈਟਰੀ ਲੈ ਗਿਆ", lang="punjabi")) == []


def test_snacks_counted_beside_a_corrected_sum_are_no_new_sum():
    r = read("Rafeeq entry 180 illa 210, 2 samosa extra eduthaaru", lang="tamil",
             last=last(rec("udhaar_given", 180, "Rafeeq")), booked=(180,))
    assert r.correction is not None and r.correction.new_amount_paise == 21000, r


def test_the_makers_name_before_a_packs_size_is_the_goods_not_a_buyer():
    r = read("Cello ki 20 litre wali 6 balti bechi, 240 ki ek", lang="hinglish")
    assert [(x.kind, x.amount_paise, x.counterparty, x.qty) for x in r.records] == [("sale", 144000, None, 6)], r
