"""A firm named after a deity or a blessing stays one name.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, P, R, read, shape

# 2. A firm named after a deity or a blessing ("Jai Bhavani", "Shree Ram", "Om Sai", "Jai Ambe") is one name
#    kept whole (guide: names: firm names as written; "Om Sai" is an alias); the goods before "aaya" are the item (guide: goods).
DEITY_FIRMS = [
    ("tel carton aaya 3 shree ganesh se 4200", (P, 4200, "Shree Ganesh"), ("tel", 3, "carton")),
    ("biscuit dabba aaya 5 om sai se 1250", (P, 1250, "Om Sai"), ("biscuit", 5, "box")),
    ("chawal bori aayi 4 jai hind se 6400", (P, 6400, "Jai Hind"), ("chawal", 4, "bag")),
    ("Jai Ambe se 5 kilo ghee aaya 2600", (P, 2600, "Jai Ambe"), ("ghee", 5, "kg")),
    ("shree ram se 10 kilo cheeni li 440", (P, 440, "Shree Ram"), ("cheeni", 10, "kg")),
    ("Om Sai se 20 packet biscuit aaye 1800 ke", (P, 1800, "Om Sai"), ("biscuit", 20, "packet")),
    ("sri krishna se 2 bori chawal aaya 3600", (P, 3600, "Sri Krishna"), ("chawal", 2, "bag")),
    ("jai bhavani se 10 kilo dal aayi 1300", (P, 1300, "Jai Bhavani"), ("dal", 10, "kg")),
    ("shiv shakti se 3 peti cold drink aayi 1500", (P, 1500, "Shiv Shakti"), ("cold drink", 3, "box")),
    ("sabun peti aayi 2 jai mata se 1900", (P, 1900, "Jai Mata"), ("sabun", 2, "box")),
    ("Jai Bhavani Traders ko 8000 bheje", (M, 8000, "Jai Bhavani Traders"), (None, None, None)),
    ("om sai traders se 50 kilo cheeni aayi 2200", (P, 2200, "Om Sai Traders"), ("cheeni", 50, "kg")),
    ("shree ram ne 500 diye", (R, 500, "Shree Ram"), (None, None, None)),
    ("jai ambe ko 3000 chuka diye", (M, 3000, "Jai Ambe"), (None, None, None)),
]


@pytest.mark.parametrize("text,want,goods", DEITY_FIRMS)
def test_a_deity_named_firm_is_kept_whole(text: str, want: tuple[str, int, str], goods: tuple[object, ...]) -> None:
    r = read(text, lang="hinglish")
    assert shape(r) == [want], r
    rec = r.records[0]
    assert (rec.item, rec.qty, rec.unit) == goods, r


# Guards: a deity-named contact with a bare give verb is still asked (guide: kind and direction g); a blessing alone is chat.
DEITY_GUARDS = [
    ("om sai ko 5000 bheje", "clarify:ambiguous_direction"),
    ("jai shree krishna", "chat"),
]


@pytest.mark.parametrize("text,want", DEITY_GUARDS)
def test_deity_guards(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert shape(r) == want or (want != "chat" and r.intent != "record" and not r.confident), r
