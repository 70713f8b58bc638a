""""X illa, Y": a sum said to be wrong and the right one after it (docs/reading-guide.md, "Corrections").

After entries were written it changes the entry that had X; it is never a second entry, and a kind
word before X says which entry it is, not what it becomes. With nothing written yet it is asked.
"""

from __future__ import annotations

import pytest

from tests.think._rules import last, read, rec

FRI = "2026-11-20T10:00:00+05:30"
AFTER = last(rec("sale", 500))


@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("nethu chicken sale 7,300 illa, 7,030 dhaan", "tamil", 7300, 7030),
    ("ഇന്നലത്തെ വിൽപ്പന 11,600 അല്ല, 11,060", "malayalam", 11600, 11060),
    ("ನಿನ್ನೆ ನಂದಿ ಬಿಲ್ 70,000 ಅಲ್ಲ, 68,400", "kannada", 70000, 68400),
    ("నిన్నటి అమ్మకం 4,500 కాదు, 4,050", "telugu", 4500, 4050),
])
def test_a_sum_taken_back_changes_the_entry_that_had_it(text, lang, old, new):
    r = read(text, lang=lang, last=AFTER, now=FRI)
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.amount_paise, c.new_amount_paise) == ("amend", old * 100, new * 100)
    assert c.new_kind is None  # "sale", "bill" before the wrong sum name the entry


@pytest.mark.parametrize("text", ["nethu chicken sale 7,300 illa, 7,030 dhaan", "ഇന്നലത്തെ വിൽപ്പന 11,600 അല്ല, 11,060"])
def test_with_nothing_written_a_sum_taken_back_is_asked(text):
    r = read(text, now=FRI)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "unclear_correction", r
