""""എല്ലാം കൂടെ" / "ellam koode" (all together) heads a total; it is not "also" (guide: amounts). Read as "also",
the day's juice takings after a gas cylinder had been written as one more expense like it."""

from __future__ import annotations

import pytest

from dhandha.reading import Reading, Record

from ._rules import read


@pytest.mark.parametrize("text", [
    "vaikunneram vare juice shake ellam koode 2,380, athil 1,000 GPay",
    "juice shake okke koode 2,380",
])
def test_all_together_after_an_expense_is_not_another_expense_like_it(text):
    gas = Reading("record", records=[Record(kind="expense", amount_paise=115000, item="gas cylinder")])
    r = read(text, lang="malayalam", last=gas)
    assert all(x.kind != "expense" for x in r.records), r
    assert not (r.clarify and any(x.kind == "expense" for x in r.clarify.partial)), r
