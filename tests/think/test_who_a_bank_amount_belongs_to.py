"""Saying whose a bank amount is: the person named (with a title, or as a firm) gets it, never a verb the tables
lack; the owner's own money moved between his accounts is a transfer (docs/reading-guide.md, "Bank entries")."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("text", "lang", "who"), [
    # a name said with its title is the person; the unknown word after it is a verb ("sent", "cleared")
    ("ଏଇ ୨,୨୦୦ ବିଶ୍ୱନାଥ ଭାଇ ପଠାଇଛନ୍ତି", "odia", "ବିଶ୍ୱନାଥ"),
    ("ആ 6,500 വർഗീസ് ചേട്ടൻ അയച്ചതാ, പഴയ ബാക്കി തീർന്നു", "malayalam", "വർഗീസ്"),
    ("கனரா ல வந்த 5000 சுந்தரம் சார் தான், பத்திரிகை மீதி", "tamil", "சுந்தரம்"),
    # a supermarket is a firm whose name comes before it, not a market place; "theirs" points back at it
    ("ICICI లో వచ్చిన 22,400 దుర్గా సూపర్ మార్కెట్ వాళ్ళది, పాత బాకీ మొత్తం క్లియర్ చేశారు", "telugu", "దుర్గా సూపర్ మార్కెట్"),
])
def test_the_bank_amount_goes_to_the_person_named(text, lang, who):
    r = read(text, lang=lang, now="2027-10-15T14:00:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.via == "bank" and r.correction.new_counterparty == who


@pytest.mark.parametrize(("text", "lang"), [
    ("એ 25,000 મેં જ કોટકથી મારા BOB ખાતામાં ફેરવ્યા", "gujarati"),
    ("HDFC থেকে নিজের SBI অ্যাকাউন্টে ২০ হাজার সরালাম", "bengali"),
])
def test_money_moved_to_the_owners_other_account_is_a_transfer(text, lang):
    r = read(text, lang=lang)
    assert [(x.kind, x.route, x.counterparty) for x in r.records] == [("transfer", "bank_to_bank", None)], r


def test_which_money_came_is_no_goods_bought_with_it():
    # "ਜਿਹੜੇ" (the ones that) before the sum is no goods: the money is Balwinder's, not a sale to him
    r = read("ਬੈਂਕ ਵਿੱਚ ਜਿਹੜੇ 2600 ਆਏ ਉਹ ਬਲਵਿੰਦਰ ਦੇ ਨੇ", lang="punjabi")
    assert r.correction is not None and r.correction.new_counterparty == "ਬਲਵਿੰਦਰ"
    assert r.correction.new_kind is None


@pytest.mark.parametrize(("text", "lang"), [
    ("ನಿನ್ನೆ ಮಹಾಲಕ್ಷ್ಮಿ ಪ್ಲೈವುಡ್ ಗೆ 25 ಸಾವಿರ ಕಳಿಸಿದ್ದು ಬಿಲ್ ಗೆ", "kannada"),
])
def test_what_was_sent_to_someone_is_never_money_received(text, lang):
    # "ಕಳಿಸಿದ್ದು" (what was sent) says no direction; the name marked "to" was paid
    r = read(text, lang=lang)
    assert all(x.kind != "payment_received" for x in r.records) and (
        r.clarify is None or all(x.kind != "payment_received" for x in r.clarify.partial)), r


def test_a_bare_name_before_what_was_given_gave_it():
    r = read("ನಿನ್ನೆ ಪ್ರಕಾಶ್ ಕೊಟ್ಟಿದ್ದು 1,200", lang="kannada")
    assert [(x.kind, x.counterparty) for x in r.records] == [("payment_received", "ಪ್ರಕಾಶ್")], r
