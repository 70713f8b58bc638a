"""Old dues said under a heading or as last season's, firms whose first word the tables know as
something else, hotels named with their name, wages paid to the person whose wage it is, and
honorifics of Punjabi (docs/reading-guide.md, "Old dues" and "Names: one person, one account").

Each table is one general rule; the wordings are our own, not those of any conversation set.
"""

from __future__ import annotations

import pytest

from tests.think._rules import read

OB = "opening_balance"


@pytest.mark.parametrize(("text", "lang", "want"), [
    # a heading "old dues:" covers the entry after it
    ("old balance: Kohli Brothers owes us 3,100", "en", (OB, 310000, "Kohli Brothers", "them")),
    ("Opening balance before the app: Mehra & Sons owe us 8,000", "en", (OB, 800000, "Mehra & Sons", "them")),
    ("જૂનું લેણું: મનસુખભાઈ પાસે ૨,૨૦૦ બાકી છે", "gujarati", (OB, 220000, "મનસુખ", "them")),
    # last season's dues are old dues; a genitive may stand between
    ("ਕਰਨੈਲ ਸਿੰਘ ਦਾ ਪਿਛਲੀ ਫ਼ਸਲ ਦਾ 9,000 ਬਾਕੀ ਆ", "punjabi", (OB, 900000, "ਕਰਨੈਲ ਸਿੰਘ", "them")),
    ("Sandhu owes us 4,500 from last season", "en", (OB, 450000, "Sandhu", "them")),
    # colloquial "is" and "ours" are no names
    ("ਹਰਜੀਤ ਦਾ ਪੁਰਾਣਾ 1,200 ਬਾਕੀ ਆ ਸਾਡਾ", "punjabi", (OB, 120000, "ਹਰਜੀਤ", "them")),
])
def test_old_dues_under_a_heading_or_from_last_season(text, lang, want):
    r = read(text, lang=lang)
    assert r.intent == "record" and r.confident, r
    assert [(x.kind, x.amount_paise, x.counterparty, x.owes) for x in r.records] == [want], r


def test_theirs_is_a_pronoun_for_the_last_person_not_a_name():
    r = read("जुनी उधारी होती त्यांची, ६०० होती", lang="marathi", last_party="कदम")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [(OB, 60000, "कदम")], r
    r = read("जुनी उधारी होती त्यांची, ६०० होती", lang="marathi")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_reference", r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("Sold 5 kg rice to Bora & Sons, 300, on credit", "en", "Bora & Sons"),  # a bora is a sack, here a firm
    ("Gave Kilo Traders 2,000 towards their bill", "en", "Kilo Traders"),
    ("Sold 3 kg paneer to Hotel Sagar, 1,200, on credit", "en", "Hotel Sagar"),
    ("Sent 900 to Hotel Blue Star's account on credit", "en", "Hotel Blue Star"),
])
def test_a_firm_or_a_hotel_keeps_its_whole_name(text, lang, who):
    r = read(text, lang=lang)
    assert [x.counterparty for x in r.records] == [who], r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("karigar Sonu ki aaj ki mazdoori 450 di", "hinglish", "Sonu"),
    ("Sonu ki tankhwah 6000 di", "hinglish", "Sonu"),
    ("बढ़ई रमेश की मजदूरी 800 दी", "hi", "रमेश"),
    ("Paid Vicky the packing boy his daily wage 400", "en", "Vicky"),
    ("ਗੋਲੂ ਦੀ ਦਿਹਾੜੀ 500 ਦਿੱਤੀ", "punjabi", "ਗੋਲੂ"),
    ("Raju helper daily wage 400", "en", "Raju"),  # a named worker, bare, before his wage
])
def test_a_wage_is_paid_to_the_person_whose_wage_it_is(text, lang, who):
    r = read(text, lang=lang)
    assert r.confident, r
    assert [(x.kind, x.counterparty) for x in r.records] == [("expense", who)], r


@pytest.mark.parametrize(("text", "lang"), [
    ("fridge wale mistri ko 700 diye", "hinglish"),
    ("bhatti wale mistri ko repair ke 1,100 diye", "hinglish"),
])
def test_a_helper_described_by_what_he_fixes_is_no_name(text, lang):
    r = read(text, lang=lang)
    assert r.confident, r
    assert [(x.kind, x.counterparty) for x in r.records] == [("expense", None)], r


@pytest.mark.parametrize(("text", "who"), [
    ("ਬਰਾੜ ਸਾਹਬ ਨੇ 700 ਦਿੱਤੇ", "ਬਰਾੜ"),
    ("ਗਿੱਲ ਸਾਹਿਬ ਨੂੰ 1,500 ਉਧਾਰ", "ਗਿੱਲ"),
    ("ਮਾਨ ਸਰ ਨੇ 300 ਦਿੱਤੇ", "ਮਾਨ"),
])
def test_punjabi_honorifics_come_off_the_name(text, who):
    r = read(text, lang="punjabi")
    assert [x.counterparty for x in r.records] == [who], r


def test_a_quantity_taken_back_does_not_name_the_entry():
    r = read("Hotel Sagar's paneer was 3.5 kg not 3, make it 1,400", lang="en")
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.amount_paise is None and r.correction.new_amount_paise == 140000, r
    assert r.correction.counterparty == "Hotel Sagar", r


@pytest.mark.parametrize(("text", "lang"), [
    ("दुकान के लड़कों की तनख्वाह 12,000 दी", "hi"),  # the boys are a role, not an account
    ("કારીગરને અઠવાડિયાનો પગાર ૨,૮૦૦ આપ્યો", "gujarati"),  # the week's wage, paid to the artisan
])
def test_a_wage_of_a_role_or_of_a_week_names_no_account(text, lang):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [("expense", None)], r
