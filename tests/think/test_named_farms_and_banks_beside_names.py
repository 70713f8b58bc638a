"""A named farm is its owner's firm, the seller of what came from it; a bank marked "to" is where money
landed, never whom it was paid to; "I said I'd pay" is the owner speaking, never a person
(docs/reading-guide.md, "Names", "Bank entries are the owner's to explain")."""

from __future__ import annotations

import pytest

from dhandha.lang.detect import detect
from tests.think._rules import P, read, rows


@pytest.mark.parametrize(("text", "lang", "seller"), [
    ("ಸುವರ್ಣ ಪೌಲ್ಟ್ರಿ ಫಾರ್ಮ್ ಇಂದ 120 ಕೆಜಿ ಕೋಳಿ ಬಂತು, ಕೆಜಿಗೆ 145, 7 ದಿನದಲ್ಲಿ ಹಣ ಕೊಡಬೇಕು", "kannada", "ಸುವರ್ಣ ಪೌಲ್ಟ್ರಿ ಫಾರ್ಮ್"),
    ("Rahman farm theke 200 dim anlam 1,400", "bengali", "Rahman Farm"),
])
def test_goods_from_a_named_farm_are_bought_from_it(text, lang, seller):
    r = read(text, lang=lang, now="2027-02-18T09:00:00+05:30")
    assert [(x.kind, x.counterparty) for x in r.records] == [(P, seller)], r


def test_stock_brought_on_the_owners_word_to_pay_in_days_is_on_credit_from_the_store():
    r = read("ಶ್ರೀ ದುರ್ಗಾ ಸ್ಟೋರ್ಸ್ ಇಂದ ಅಕ್ಕಿ ಎಣ್ಣೆ ಬೇಳೆ ಎಲ್ಲ 12,800 ರ ಸಾಮಾನು ತಂದೆ, 15 ದಿನದಲ್ಲಿ ಕೊಡ್ತೀನಿ ಅಂದಿದೀನಿ",
             lang="kannada", now="2027-02-09T12:00:00+05:30")
    assert rows(r) == [(P, 12800, "ಶ್ರೀ ದುರ್ಗಾ ಸ್ಟೋರ್ಸ್")], r
    assert (r.records[0].on_credit, r.records[0].due) == (True, "2027-02-24"), r


def test_money_a_customer_sent_into_a_named_bank_is_his_payment_in_the_sentences_language():
    text = "Abdul bhai 2000 Canara ಗೆ ಕಳಿಸಿದ್ರು"
    assert detect(text) == "kn"  # the names and the bank in Latin letters, the sentence in Kannada
    r = read(text, lang="kannada")
    assert rows(r) == [("payment_received", 2000, "Abdul")], r


def test_fish_bought_through_an_agency_to_be_paid_after_days_is_on_credit_from_the_agency():
    # "വഴി" (through) names the seller; "നാല് ദിവസം കഴിഞ്ഞ് കൊടുത്താൽ മതി" (paying after four days will do) defers it
    r = read("ഹാർബറിൽ നിന്ന് സിദ്ദിഖ് ഏജൻസീസ് വഴി മത്തി 50 കിലോ, അയല 30 കിലോ, 11,500, നാല് ദിവസം കഴിഞ്ഞ് കൊടുത്താൽ മതി",
             lang="malayalam", now="2027-02-15T06:30:00+05:30")
    assert rows(r) == [(P, 11500, "സിദ്ദിഖ് ഏജൻസീസ്")] and r.confident, r
    assert (r.records[0].on_credit, r.records[0].due) == (True, "2027-02-19"), r


def test_the_puff_money_a_hotel_sent_is_its_payment():
    r = read("ಮಂಜುನಾಥ್ ಹೋಟೆಲ್‌ನವರು ಪಫ್ ದುಡ್ಡು 1,200 ಕಳಿಸಿದ್ರು", lang="kannada")
    assert rows(r) == [("payment_received", 1200, "ಮಂಜುನಾಥ್")] and r.confident, r
