"""Roles, goods and verbs from heldout10 (read after its blind score) are never accounts; a surname that
ends like a case ending keeps it (docs/reading-guide.md, "Names")."""

from __future__ import annotations

import pytest

from tests.think._rules import read

NOW = "2027-02-10T10:00:00+05:30"


@pytest.mark.parametrize(("text", "lang", "whose"), [
    ("ਪ੍ਰੈਸ ਵਾਲੇ ਮੁੰਡੇ ਦੀ ਤਨਖਾਹ ਦਿੱਤੀ 3,000", "punjabi", None),
    ("ಅಡುಗೆ ಭಟ್ಟರಿಗೆ ಕೂಲಿ 6,000 ಕೊಟ್ಟೆ", "kannada", None),
    ("ମେକାନିକ ପିଲାଙ୍କୁ ସପ୍ତାହ ମଜୁରି 4,200 ଦେଲି", "odia", None),
    ("ଗଣେଶ ଅଟୋ ପାର୍ଟସରୁ Castrol 10W-30 ଅଏଲ 6 ଡବା କିଣିଲି 2,340", "odia", "ଗଣେଶ ଅଟୋ ପାର୍ଟସ"),
    ("ગઈકાલે ડીલર પાસેથી 50 ટબ કુલ્ફી આવી, 4,200 રોકડા આપ્યા", "gujarati", None),
    ("பைப் லீக் சரி பண்ண பிளம்பருக்கு கூலி 400 கொடுத்தேன்", "tamil", None),
    ("হালদার স্টোর্স থেকে ৫,০০০ টাকার মাল এল, নগদ দিলাম", "bengali", "হালদার স্টোর্স"),
])
def test_whose_money_it_was(text, lang, whose):
    r = read(text, lang=lang, now=NOW)
    assert [x.counterparty for x in r.records] == [whose], r


@pytest.mark.parametrize(("text", "lang", "whose"), [
    # ("ടീച്ചർ" after a name is a title, like "chettan": the account is ഷീബ)
    ("ആ 1500 ഷീബ ടീച്ചർ അയച്ചതാ, പഴയ ബാക്കി ആണ്, മൊത്തം 3,500 ഉണ്ടായിരുന്നു", "malayalam", "ഷീബ"),
    ("ഹോട്ടൽ സാഗറിന്റെ ഇന്നത്തെ എൻട്രി 3,600 അല്ല, 3,960, 22 കിലോ ആയിരുന്നു", "malayalam", "സാഗർ"),
    ("మధ్యాహ్నం HDFC లో వచ్చిన 3,500 టైర్ ట్యూబ్ అమ్మకం, కౌంటర్ సేల్", "telugu", None),
])
def test_sent_and_counter_sale_are_no_names_and_a_chillu_name_is_whole(text, lang, whose):
    r = read(text, lang=lang, now=NOW)
    said = {x.counterparty for x in r.records}
    if r.correction is not None:
        said |= {r.correction.counterparty, r.correction.new_counterparty}
    assert said - {None} == ({whose} if whose else set()), r


def test_money_given_to_a_supplier_for_last_weeks_credit_is_never_credit_given_to_the_supplier():
    # "aa 8600 Kerala Steel Centre-nu koduthathaanu, kazhinja aazhcha kadam aayi vaangiya kambi": paid to the
    # supplier for rods bought on credit last week; it had become ₹8,600 of credit given to the supplier
    r = read("aa 8600 Kerala Steel Centre-nu koduthathaanu, kazhinja aazhcha kadam aayi vaangiya kambi",
             lang="malayalam", now="2026-12-04T10:00:00+05:30")
    assert all(x.kind != "udhaar_given" for x in r.records + (r.clarify.partial if r.clarify else [])), r
