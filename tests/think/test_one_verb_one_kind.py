"""One verb, one kind: list items with no verb of their own take the kind of the one sale or purchase verb they hang
on, in every language (docs/reading-guide.md, "Several movements"). The wordings are our own."""

from __future__ import annotations

import pytest

from ._rules import E, S, read, shape

# The verb opens the list (English) or closes it (the Indian languages): a tea or a snack in it is goods sold.
SOLD = [
    ("en", "sold chai 400, samosa 600"),
    ("en", "sold 400 of tea and 600 of samosa"),
    ("hinglish", "aaj chai 400 aur samose 600 beche"),
    ("hinglish", "samose 600 aur chai 400 beche"),
    ("hinglish", "400 ki chai aur 600 ke samose beche"),
    ("ta", "டீ 400, வடை 600 வித்தேன்"),
    ("te", "టీ 400, సమోసా 600 అమ్మాను"),
    ("kn", "ಟೀ 400, ಸಮೋಸ 600 ಮಾರಿದೆ"),
    ("ml", "ചായ 400, സമൂസ 600 വിറ്റു"),
    ("bn", "চা 400, সিঙ্গারা 600 বিক্রি করলাম"),
    ("or", "ଚା 400, ସିଙ୍ଗଡ଼ା 600 ବିକିଲି"),
    ("mr", "चहा 400, सामोसे 600 विकले"),
    ("gu", "ચા 400, સમોસા 600 વેચ્યા"),
    ("pa", "ਚਾਹ 400, ਸਮੋਸੇ 600 ਵੇਚੇ"),
]

# A day's takings, then the tea or a running cost, are what they say: a sale, and an expense each. A tea beside
# goods that are no food ("sold 4 shirts 2000, tea 60", "bought sugar 900 and tea 1200") may be the owner's tea or
# goods: asked, never a sale and an expense written from one verb.
APART = [
    ("hinglish", "aaj 3200 ki bikri, chai 70, auto 120", [(S, 3200, None), (E, 70, None), (E, 120, None)]),
    ("hi", "आज 6200 की बिक्री हुई और 150 का नाश्ता", [(S, 6200, None), (E, 150, None)]),
    ("hi", "सुबह की बिक्री ३२०० और चाय नाश्ता १२०", [(S, 3200, None), (E, 120, None)]),
    ("en", "paid rent 5000 and 300 for tea", [(E, 5000, None), (E, 300, None)]),
    ("en", "bought sugar 900 and tea 1200", "clarify:ambiguous_kind"),
    ("en", "sold 4 shirts 2000, tea 60", "clarify:ambiguous_kind"),
    ("hinglish", "4 shirt 2000 ke beche, chai 60", "clarify:ambiguous_kind"),
]


@pytest.mark.parametrize("lang,text", SOLD)
def test_a_list_hanging_on_one_sale_verb_is_sales(lang: str, text: str) -> None:
    got = shape(read(text, lang=lang))
    assert isinstance(got, list) and {k for k, _, _ in got} == {S} and sum(a or 0 for _, a, _ in got) == 1000, got


@pytest.mark.parametrize("lang,text,want", APART)
def test_what_each_part_says_is_kept(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want
