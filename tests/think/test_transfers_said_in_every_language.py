"""Cash put in the bank, taken out of it or an ATM, and moved between the owner's own accounts, said in words in
all twelve languages (native script and romanised), are transfers with their route (docs/reading-guide.md,
"Transfers"); the till ("galle se", "गल्ल्यातले पैसे") is the shop's own cash, never a person."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("lang", "text", "rupees", "route"), [
    ("hinglish", "galle se 20k bank mein jama karwa diye", 20000, "cash_to_bank"),
    ("hinglish", "galle ke 20000 bank me daal diye", 20000, "cash_to_bank"),
    ("hinglish", "bank se 30000 nikale", 30000, "bank_to_cash"),
    ("hinglish", "ATM se 5000 nikale", 5000, "bank_to_cash"),
    ("hinglish", "SBI wale account se 15000 HDFC mein daale", 15000, "bank_to_bank"),
    ("hi", "बैंक से ३०,००० निकाले", 30000, "bank_to_cash"),
    ("hi", "गल्ले से 20,000 बैंक में जमा करवाए", 20000, "cash_to_bank"),
    ("hi", "एटीएम से 5000 निकाले", 5000, "bank_to_cash"),
    ("en", "deposited 20,000 cash in the bank", 20000, "cash_to_bank"),
    ("en", "withdrew 30,000 from the bank", 30000, "bank_to_cash"),
    ("en", "took out 5000 from the ATM", 5000, "bank_to_cash"),
    ("en", "put 12,000 from the counter into the bank", 12000, "cash_to_bank"),
    ("mr", "बँकेत 12,000 मीच भरले, गल्ल्यातले पैसे", 12000, "cash_to_bank"),
    ("mr", "बँकेतून 30,000 काढले", 30000, "bank_to_cash"),
    ("mr", "एटीएममधून 5,000 काढले", 5000, "bank_to_cash"),
    ("gu", "બેંકમાં 20,000 જમા કરાવ્યા", 20000, "cash_to_bank"),
    ("gu", "બેંકમાંથી 30,000 ઉપાડ્યા", 30000, "bank_to_cash"),
    ("gu", "ATM માંથી 5000 કાઢ્યા", 5000, "bank_to_cash"),
    ("pa", "ਬੈਂਕ ਵਿੱਚ 20,000 ਜਮ੍ਹਾਂ ਕਰਵਾਏ", 20000, "cash_to_bank"),
    ("pa", "ਬੈਂਕ ਚੋਂ 30,000 ਕਢਵਾਏ", 30000, "bank_to_cash"),
    ("pa", "ATM ਚੋਂ 5000 ਕੱਢੇ", 5000, "bank_to_cash"),
    ("bn", "ব্যাংকে ২০,০০০ জমা দিলাম", 20000, "cash_to_bank"),
    ("bn", "ব্যাংক থেকে ৩০,০০০ তুললাম", 30000, "bank_to_cash"),
    ("bn", "ATM থেকে ৫০০০ তুললাম", 5000, "bank_to_cash"),
    ("or", "ବ୍ୟାଙ୍କରେ 20,000 ଜମା କଲି", 20000, "cash_to_bank"),
    ("or", "ବ୍ୟାଙ୍କରୁ 30,000 ଉଠାଇଲି", 30000, "bank_to_cash"),
    ("or", "ATM ରୁ ୪,୦୦୦ କାଢ଼ିଲି", 4000, "bank_to_cash"),
    ("ta", "இன்னைக்கு 9,000 கேஷ் பேங்க்ல போட்டேன்", 9000, "cash_to_bank"),
    ("ta", "பேங்க்ல இருந்து 30,000 எடுத்தேன்", 30000, "bank_to_cash"),
    ("ta", "ATM ல 9000 எடுத்தேன் கடைக்கு", 9000, "bank_to_cash"),
    ("te", "బ్యాంకులో 20,000 జమ చేశాను", 20000, "cash_to_bank"),
    ("te", "బ్యాంకు నుండి 30,000 తీశాను", 30000, "bank_to_cash"),
    ("te", "ATM లో 5000 తీశాను", 5000, "bank_to_cash"),
    ("kn", "ಬ್ಯಾಂಕಿಗೆ 20,000 ಜಮಾ ಮಾಡಿದೆ", 20000, "cash_to_bank"),
    ("kn", "ಬ್ಯಾಂಕಿನಿಂದ 30,000 ತೆಗೆದೆ", 30000, "bank_to_cash"),
    ("kn", "ATM ಇಂದ 5000 ತೆಗೆದೆ", 5000, "bank_to_cash"),
    ("ml", "ബാങ്കിൽ 20,000 അടച്ചു", 20000, "cash_to_bank"),
    ("ml", "ബാങ്കിൽ നിന്ന് 30,000 എടുത്തു", 30000, "bank_to_cash"),
    ("ml", "ഇന്നലെ ATM ൽ നിന്ന് 6000 എടുത്തു കടയിലേക്ക്", 6000, "bank_to_cash"),
])
def test_cash_moved_between_till_and_bank_is_a_transfer(lang, text, rupees, route):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty, x.route) for x in r.records] == [
        ("transfer", rupees * 100, None, route)], r


@pytest.mark.parametrize(("lang", "text"), [
    ("ml", "ബാങ്കിൽ EMI 5000 അടച്ചു"),
    ("hinglish", "Salim ne 700 jama kiye"),
])
def test_a_cost_or_a_persons_payment_is_no_transfer(lang, text):
    r = read(text, lang=lang)
    assert all(x.kind != "transfer" for x in r.records), r


def test_money_moved_to_the_owners_own_account_in_gujarati_is_bank_to_bank():
    r = read("HDFC થી 25,000 મારા પોતાના SBI ખાતામાં નાખ્યા", lang="gu")
    assert [(x.kind, x.amount_paise, x.counterparty, x.route) for x in r.records] == [
        ("transfer", 2500000, None, "bank_to_bank")], r


@pytest.mark.parametrize(("text", "lang", "paise"), [
    ("ਕੱਲ੍ਹ ਵਾਲੇ 2,000 ਜੋ ਕੱਟੇ ਸੀ ਉਹ ਮੈਂ ਆਪਣੇ ਦੂਜੇ ਖਾਤੇ ਵਿੱਚ ਪਾਏ ਸੀ", "punjabi", 200000),
    ("कल वाले 2,000 जो कटे थे वो मैंने अपने दूसरे खाते में डाले थे", "hindi", 200000),
    # from one named bank to another: the owner's own two accounts
    ("HDFC se 25000 apne hi SBI wale khate me daale hain, dono SMS ek hi cheez hai", "hinglish", 2500000),
    ("HDFC से 25000 SBI वाले खाते में डाले थे, दोनों SMS एक ही हैं", "hindi", 2500000),
])
def test_bank_money_the_owner_moved_to_his_other_account_is_a_transfer(text, lang, paise):
    r = read(text, lang=lang, now="2027-02-08T17:10:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.new_kind, c.new_route, c.new_counterparty, c.amount_paise) == ("transfer", "bank_to_bank", None, paise)


@pytest.mark.parametrize(("text", "lang"), [
    ("कालचे 2,000 मी माझ्या दुसऱ्या खात्यात टाकले", "marathi"),
    ("kal wale 2,000 apne dusre account me daale the", "hinglish"),
])
def test_money_put_in_the_owners_other_account_is_a_transfer_between_banks(text, lang):
    r = read(text, lang=lang, now="2027-01-15T10:00:00+05:30")
    assert [(x.kind, x.route, x.counterparty) for x in r.records] == [("transfer", "bank_to_bank", None)], r


@pytest.mark.parametrize(("text", "lang"), [
    ("યુનિયન બેંકમાંથી 20,000 મારા જ SBI ખાતામાં નાખ્યા", "gujarati"),
    ("Union bank se 20000 SBI me daale", "hinglish"),
    ("Canara bank-inda 20,000 HDFC ge haakide", "kannada"),
])
def test_a_word_before_the_word_bank_is_that_banks_name_so_two_banks_are_a_move_between_them(text, lang):
    r = read(text, lang=lang)
    assert [(x.kind, x.route, x.counterparty) for x in r.records] == [("transfer", "bank_to_bank", None)], r


def test_a_man_gone_to_the_bank_is_no_banks_name():
    r = read("Ramesh bank gaya 5000 jama karne", lang="hinglish")
    assert not r.records or all(x.route != "bank_to_bank" for x in r.records), r


@pytest.mark.parametrize(("text", "lang"), [
    ("20,000 SBI ખાતામાં નાખ્યા, બંને મેસેજ એક જ છે", "gujarati"),
    ("20000 SBI me daale, dono SMS ek hi hai", "hinglish"),
])
def test_one_said_as_the_same_one_is_no_sum(text, lang):
    r = read(text, lang=lang)
    assert r.intent in ("record", "correct") and (r.clarify is None or r.clarify.why != "ambiguous_amount"), r


def test_money_sent_between_two_named_banks_to_the_owners_own_account_is_a_transfer():
    # "অ্যাকাউন্টেই" (the account itself, -ই glued) is no one; beside two banks an unmarked word never is
    r = read("PNB থেকে ICICI তে নিজের অ্যাকাউন্টেই ১৫,০০০ পাঠালাম", lang="bengali")
    assert [(x.kind, x.route, x.counterparty) for x in r.records] == [("transfer", "bank_to_bank", None)], r


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("galle se 5000 nikal ke bank me jama karwa diye", "hinglish", "cash_to_bank"),  # out of the till, into the bank
    ("bank se 5000 nikal ke galle me daale", "hinglish", "bank_to_cash"),
    ("ATM માંથી 6000 ઉપાડ્યા દુકાન માટે", "gujarati", "bank_to_cash"),  # "for the shop" is no one
    ("आज ATM मधून ४००० काढले गल्ल्यासाठी", "marathi", "bank_to_cash"),  # "for the till" is no one
])
def test_cash_taken_out_and_put_in_moves_the_owners_own_money_the_way_it_went(text, lang, route):
    r = read(text, lang=lang)
    recs = r.records or (r.clarify.partial if r.clarify else [])
    assert [(x.kind, x.route, x.counterparty) for x in recs] == [("transfer", route, None)], r
