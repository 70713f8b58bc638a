"""Stock whose money is to be paid at the month's end is bought on credit, due on the month's last day
(docs/reading-guide.md, "Kind and direction"); "the month's" is a time, never whose the promise is."""

from __future__ import annotations

import pytest

from tests.think._rules import read

NOW = "2027-01-20T07:30:00+05:30"


@pytest.mark.parametrize(("text", "lang"), [
    ("গোয়ালা নিতাই আজ ৮০ লিটার দুধ দিল, ৫২ টাকা লিটার, টাকা মাসের শেষে দেব", "bengali"),
    ("ਦੁੱਧ 20 ਲੀਟਰ ਗੁਰਮੀਤ ਤੋਂ ਲਿਆ 1,100 ਦਾ, ਹਿਸਾਬ ਮਹੀਨੇ ਦੇ ਅਖੀਰ ਤੇ", "punjabi"),
    ("bought 20 kg sugar from Sai Traders 900, will pay at month end", "english"),
    ("साई ट्रेडर्सकडून २० किलो साखर आणली ९००, पैसे महिन्याच्या शेवटी देऊ", "marathi"),
])
def test_goods_paid_for_at_the_months_end_are_bought_on_credit_due_on_its_last_day(text, lang):
    r = read(text, lang=lang, now=NOW)
    assert [(x.kind, x.on_credit, x.due) for x in r.records] == [("purchase", True, "2027-01-31")], r
    assert not r.intentions, r.intentions


@pytest.mark.parametrize(("text", "lang", "due"), [
    ("Shreeji Plywood pasethi 19mm na 10 sheet aavya, 24,500 nu bill, 21 divas ma aapvanu", "gujarati", "2027-03-02"),
    ("Surat varun Mahavir Textiles cha maal aala 18,500, 30 divasat dyayche", "marathi", "2027-03-26"),
])
def test_stock_to_be_paid_in_so_many_days_is_bought_on_credit(text, lang, due):
    r = read(text, lang=lang, now="2027-02-09T10:00:00+05:30" if lang == "gujarati" else "2027-02-24T10:00:00+05:30")
    assert [(x.kind, x.on_credit, x.due) for x in r.records] == [("purchase", True, due)], r
