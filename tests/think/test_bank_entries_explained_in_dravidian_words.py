"""A bank entry explained in words: "the 2,200 that came last evening is Saravana hotel's money",
"ಈಗ ಬಂದ 650 ಕೌಂಟರ್ ವ್ಯಾಪಾರದ್ದು" (the 650 that just came is the counter's business). The participle "that
came / that went" is the relative, a possessive ending says "it is X's"; the reading changes the bank
entry and never writes a second one (docs/reading-guide.md, "Corrections")."""

from __future__ import annotations

import pytest

from tests.think._rules import last, read, rec

FRI = "2026-11-20T10:00:00+05:30"
AFTER = last(rec("sale", 500))


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("nethu saayankaalam vandha 2,200 Saravana hotel kaasu dhaan", "tamil",
     {"amount_paise": 220000, "new_counterparty": "Saravana", "new_kind": None}),
    ("ಈಗ ಬಂದ 650 ಕೌಂಟರ್ ವ್ಯಾಪಾರದ್ದು, ಗೂಗಲ್ ಪೇ", "kannada",
     {"amount_paise": 65000, "new_counterparty": None, "new_kind": "sale"}),
    ("ಬೆಳಿಗ್ಗೆ ಬಂದ 6,750 ಬಸವರಾಜಪ್ಪನವರದ್ದು, ಪೂರ್ತಿ ಬಾಕಿ ಕ್ಲಿಯರ್", "kannada",
     {"amount_paise": 675000, "new_counterparty": "ಬಸವರಾಜಪ್ಪ", "new_kind": None}),
    ("ఇప్పుడు SBI నుండి వెళ్ళిన 8,400 శ్రీ రామా ఎలక్ట్రికల్స్ కి, 1.5 sq mm వైర్ 10 కాయిల్స్ కొన్నాను", "telugu",
     {"amount_paise": 840000, "new_counterparty": "శ్రీ రామా ఎలక్ట్రికల్స్", "new_kind": "purchase"}),
    ("shanivaazhcha poya 1,850 Jose chettan nu aanu, 2 box Dolo 650 medichathinte paisa", "malayalam",
     {"amount_paise": 185000, "new_counterparty": "Jose", "new_kind": "purchase"}),
])
def test_a_bank_entry_explained_in_words_is_changed_not_doubled(text, lang, want):
    r = read(text, lang=lang, last=AFTER, now=FRI)
    assert r.intent == "correct" and r.correction is not None and not r.records, r
    c = r.correction
    assert c.via == "bank"
    assert {k: getattr(c, k) for k in want} == want


@pytest.mark.parametrize(("text", "want"), [
    ("Jose chettan 300 GPay cheythu", ("payment_received", 30000, "Jose")),
    ("റിയാസ് 2,000 GPay ചെയ്തു", ("payment_received", 200000, "റിയാസ്")),
])
def test_a_bare_name_before_gpay_cheythu_paid_the_shop(text, want):
    r = read(text, lang="malayalam", roles={"Jose": "customer", "റിയാസ്": "customer"})
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [want], r


def test_a_name_marked_to_before_gpay_cheythu_is_still_asked():
    r = read("രമേശിന് 5000 GPay ചെയ്തു", lang="malayalam")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_direction"


@pytest.mark.parametrize(("text", "want"), [
    ("പഴയ ബാക്കി: ഷാജി 1,800 തരാനുണ്ട്", ("opening_balance", 180000, "ഷാജി", "them")),
    ("ജോസഫ് ഏജൻസീസിന് പഴയ കണക്കിൽ 32,000 കൊടുക്കാനുണ്ട്", ("opening_balance", 3200000, "ജോസഫ് ഏജൻസീസ്", "shop")),
])
def test_malayalam_old_dues_say_who_owes_whom(text, want):
    r = read(text, lang="malayalam")
    assert [(x.kind, x.amount_paise, x.counterparty, x.owes) for x in r.records] == [want], r


def test_a_kannada_bank_debit_said_to_be_the_current_bill_is_re_kinded():
    r = read("Axis ಇಂದ ಹೋದ 1,500 ಕರೆಂಟ್ ಬಿಲ್", lang="kannada", last=AFTER, now=FRI)
    assert r.correction is not None and not r.records
    assert (r.correction.amount_paise, r.correction.new_kind, r.correction.via) == (150000, "expense", "bank")


def test_a_due_day_with_its_ordinal_ending_apart_is_the_due_date():
    r = read("ಶ್ರೀ ದುರ್ಗಾ ಟ್ರೇಡರ್ಸ್ ಇಂದ ಪೈಪ್ ಮತ್ತು ಫಿಟ್ಟಿಂಗ್ಸ್ ಬಂತು, ಬಿಲ್ 12,600, ಮುಂದಿನ ತಿಂಗಳು 5ನೇ ತಾರೀಖು ಕೊಡಬೇಕು",
             lang="kannada", now=FRI)
    assert [(x.kind, x.amount_paise, x.on_credit, x.due) for x in r.records] == [
        ("purchase", 1260000, True, "2026-12-05")]
