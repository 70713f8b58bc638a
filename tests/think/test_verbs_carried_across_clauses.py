"""A verb carries to the bare 'name amount' clause after it.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, R, U, read, shape
from ._rules import gap as _gap
from ._rules import lang_by_words as _lang

# 3. A verb carries across comma-separated clauses (guide: several movements): a bare "name amount" clause after "X paid N" or
#    "X ne N diye" is the same kind, with the name in the same role (the payer), never the payee.
CARRIED = [
    ("ravi paid 500, sunil paid 300, mohan 200", [(R, 500, "Ravi"), (R, 300, "Sunil"), (R, 200, "Mohan")]),
    ("deepak paid 900, raju paid 400, sonu 250", [(R, 900, "Deepak"), (R, 400, "Raju"), (R, 250, "Sonu")]),
    ("imran paid 2000, farhan 1500, zoya 700", [(R, 2000, "Imran"), (R, 1500, "Farhan"), (R, 700, "Zoya")]),
    ("Neha paid 1200, Priya 800", [(R, 1200, "Neha"), (R, 800, "Priya")]),
    ("rahul returned 450, amit 300", [(R, 450, "Rahul"), (R, 300, "Amit")]),
    ("ramesh ne 500 diye, suresh ne 300 diye, mahesh 200", [(R, 500, "Ramesh"), (R, 300, "Suresh"),
                                                             (R, 200, "Mahesh")]),
    pytest.param("salim ne 700 jama kiye, pappu 400", [(R, 700, "Salim"), (R, 400, "Pappu")], marks=_gap("'pappu' is a Telugu goods word in the lexicon; now asked, not written")),
    ("sunita ko 300 udhaar, geeta 200", [(U, 300, "Sunita"), (U, 200, "Geeta")]),
    ("manoj 600 udhaar, kishan 450", [(U, 600, "Manoj"), (U, 450, "Kishan")]),
    pytest.param("anil paid 350 bhola paid 120 kusum 90", [(R, 350, "Anil"), (R, 120, "Bhola"), (R, 90, "Kusum")], marks=_gap('no commas: clauses not split, amounts asked')),
    ("vikas cleared 1500, ajay 600", [(R, 1500, "Vikas"), (R, 600, "Ajay")]),
    ("tinku ne 250 lautaye, bablu ne bhi 300", [(R, 250, "Tinku"), (R, 300, "Bablu")]),
]


@pytest.mark.parametrize("text,want", CARRIED)
def test_a_verb_carries_to_a_bare_name_amount_clause(text: str, want: list[tuple[str, int, str]]) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# Guards: "paid X N" (the owner paid) carries as the owner paying; a lone "name amount" is asked (guide: kind and direction).
CARRIED_GUARDS = [
    ("paid sharma traders 5000, gupta agencies 3000", [(M, 5000, "Sharma Traders"), (M, 3000, "Gupta Agencies")]),
    ("prakash 2200", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize("text,want", CARRIED_GUARDS)
def test_carried_guards(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
