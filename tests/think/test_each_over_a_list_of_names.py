"""A sum "each" over a list of names is one entry per name, the names said before the sum or after it
(docs/reading-guide.md, "Names")."""

from __future__ import annotations

import pytest

from tests.think._rules import U, read, rows


@pytest.mark.parametrize(("text", "lang", "names"), [
    ("Sravya, Karthik and Harsha 1,500 each on credit for october fees", "english", ["Sravya", "Karthik", "Harsha"]),
    ("october fees 1,500 each on credit: Sravya, Karthik, Harsha", "english", ["Sravya", "Karthik", "Harsha"]),
    ("అక్టోబర్ ఫీజు ఒక్కొక్కరికి 1,500 ఖాతాలో రాయి: శ్రావ్య, కార్తీక్, హర్ష", "telugu", ["శ్రావ్య", "కార్తీక్", "హర్ష"]),
])
def test_each_name_gets_the_sum(text, lang, names):
    assert rows(read(text, lang=lang)) == [(U, 1500, n) for n in names]


def test_a_list_of_names_without_each_is_not_split_this_way():
    r = read("october fees 1,500 on credit: Sravya, Karthik, Harsha", lang="english")
    assert len(r.records) != 3, r
