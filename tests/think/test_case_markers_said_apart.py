"""A case marker typed as a word of its own is the only one the name has (docs/reading-guide.md, "Names"):
"Surat Textile ne" is "to Surat Textile" in Gujarati, and "Textile" keeps its last letter."""

from __future__ import annotations

import pytest

from tests.think._rules import M, P, U, read, rows

NOW = "2027-01-11T12:00:00+05:30"


@pytest.mark.parametrize(("text", "want"), [
    ("Surat Textile ne 5,000 chukavya", [(M, 5000, "Surat Textile")]),
    ("Surat Textile Mills mathi kapad aavyu, bill 12,600, 30 divas ma chukavvanu", [(P, 12600, "Surat Textile Mills")]),
])
def test_a_firm_name_keeps_its_last_letter_before_a_marker_or_more_of_the_name(text, want):
    assert rows(read(text, lang="gujarati", now=NOW)) == want


def test_a_sum_with_the_gujarati_of_after_counted_goods_is_their_total():
    # "2 dress lidha 3,400 na": two dresses worth 3,400 in all, never 3,400 each
    r = read("Nitaben e 2 dress lidha 3,400 na, 2,000 aapya", lang="gujarati", now=NOW)
    assert rows(r)[0] == (U, 3400, "Nita")


def test_shreeji_heads_a_firms_name_and_is_never_shree_with_ji_on_it():
    r = read("6000 જે ગયા એ શ્રીજી ઓઇલ ને તેલના ડબ્બાના આપ્યા, રોકડ ખરીદી હતી", lang="gujarati",
             now="2027-01-18T14:00:00+05:30")
    assert r.correction is not None and r.correction.new_counterparty == "શ્રીજી ઓઇલ", r


def test_punjabi_di_after_ji_is_of_and_the_medicine_with_its_strength_is_the_goods():
    # "Sukhdev ji di BP di dawai Telma 40, 30 goli, 480 udhaar": Sukhdev's BP medicine, Telma 40, thirty tablets
    r = read("Sukhdev ji di BP di dawai Telma 40, 30 goli, 480 udhaar", lang="punjabi", now=NOW)
    assert rows(r) == [(U, 480, "Sukhdev")]
    assert r.records[0].item == "Telma 40"
