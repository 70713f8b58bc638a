"""A rate is never a total, places and trades are never people, a genitive-looking name is kept whole, and a name
taken back says whose entry a correction changes (docs/reading-guide.md: amounts, names, corrections).

The wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import E, P, S, U, last, read, rec, rows, shape

# 1. Several goods, each with its count and the price of one: the value is the sum of count x price.
PRICED_ITEMS = [
    ("hinglish", "40 kilo aloo 18 rupaye kilo aur 10 kilo pyaz 35 rupaye kilo kharida", P, 1070),
    ("odia", "ଛତ୍ରବଜାରରୁ 40 କିଲୋ ଆଳୁ 18 ଟଙ୍କା କିଲୋ ଓ 10 କିଲୋ ପିଆଜ 35 ଟଙ୍କା କିଲୋରେ କିଣିଲି", P, 1070),
    ("bengali", "20 কেজি রুই 240 টাকা কেজি আর 10 কেজি কাতলা 200 টাকা কেজি কিনলাম", P, 6800),
]


@pytest.mark.parametrize("lang,text,kind,total", PRICED_ITEMS)
def test_several_priced_goods_sum_count_times_price(lang: str, text: str, kind: str, total: int) -> None:
    assert rows(read(text, lang=lang)) == [(kind, total, None)]


# 2. A rate with no count to multiply is asked, never written as the total; a count of one said in the price
#    ("ka ek carton") or before it ("1 patta") is a count.
def test_a_rate_without_a_count_is_asked() -> None:
    assert shape(read("aloo 14 rupaye kilo becha")) == "clarify:missing_amount"
    assert shape(read("ପିଆଜ 35 ଟଙ୍କା କିଲୋ କିଣିଲି", lang="odia")) == "clarify:missing_amount"


@pytest.mark.parametrize("text,kind,total", [
    ("gyarah sau ka ek carton sabun liya cash", P, 1100),
    ("Combiflam 400 ka 1 patta 35 mein becha", S, 35),
])
def test_a_count_of_one_said_with_the_price_is_a_count(text: str, kind: str, total: int) -> None:
    assert rows(read(text)) == [(kind, total, None)]


def test_a_romanized_odia_rate_multiplies_the_count() -> None:
    assert rows(read("Apsara HB pencil 10 box bikili, 50 tanka box", lang="odia")) == [(S, 500, None)]


# 3. Places and things are never the party: a temple, a landing ghat, a market glued into a compound, a machine.
@pytest.mark.parametrize("text,want", [
    ("ମନ୍ଦିର ପାଖରେ 200ଟି ଗେଣ୍ଡୁ ଫୁଲ ମାଳ ବିକିଲି, 15 ଟଙ୍କା ଲେଖାଏଁ", [(S, 3000, None)]),
    ("ଘାଟରୁ ଉମାକାନ୍ତ ବେହେରାଙ୍କଠାରୁ 50 କିଲୋ ରୋହି ମାଛ ଆଣିଲି, 200 ଟଙ୍କା କିଲୋ, ଟଙ୍କା ଶୁକ୍ରବାର ଦେବି",
     [(P, 10000, "ଉମାକାନ୍ତ ବେହେରା")]),
    ("ଜେରକ୍ସ ମେସିନ ମରାମତି 1,800 ଦେଲି", [(E, 1800, None)]),
    ("ବରଫ 250", [(E, 250, None)]),
])
def test_odia_places_and_things_are_not_people(text: str, want: object) -> None:
    assert rows(read(text, lang="odia")) == want


def test_an_atm_withdrawal_said_in_the_past_is_a_transfer() -> None:
    r = read("ସକାଳେ ATM ରୁ 6000 କାଢ଼ିଥିଲି ଦୋକାନ ଖର୍ଚ୍ଚ ପାଇଁ", lang="odia")
    assert rows(r) == [("transfer", 6000, None)] and r.records[0].route == "bank_to_cash"


# 4. A name that ends like a genitive ("ସୁଧାକର") right before a honorific or a verb is whole.
@pytest.mark.parametrize("text,want", [
    ("ସୁଧାକର ଭାଇଙ୍କୁ 180 ଟଙ୍କାର ପରିବା ଉଧାର ଦେଲି", [(U, 180, "ସୁଧାକର")]),
    ("ପଣ୍ଡା ଜଗନ୍ନାଥ ମହାପାତ୍ରଙ୍କୁ 1,250 ଟଙ୍କାର ପୂଜା ସାମଗ୍ରୀ ଉଧାର ଦେଲି", [(U, 1250, "ଜଗନ୍ନାଥ ମହାପାତ୍ର")]),
])
def test_a_name_ending_like_a_genitive_is_whole(text: str, want: object) -> None:
    assert rows(read(text, lang="odia")) == want


# 5. "X nahi, Y": the name taken back is whose entry it is; the other is the new party.
@pytest.mark.parametrize("lang,text,old,new", [
    ("hinglish", "kal Gurdeep nahi, Gurpreet tha", "Gurdeep", "Gurpreet"),
    ("punjabi", "kal Gurdeep nahi, Gurpreet si", "Gurdeep", "Gurpreet"),
    ("odia", "ଗତକାଲି ଉଧାର ଜଗନ୍ନାଥ ମହାପାତ୍ର ନୁହେଁ, ବଳରାମ ମହାପାତ୍ର ନେଇଥିଲେ", "ଜଗନ୍ନାଥ ମହାପାତ୍ର", "ବଳରାମ ମହାପାତ୍ର"),
])
def test_a_name_taken_back_says_whose_entry(lang: str, text: str, old: str, new: str) -> None:
    r = read(text, lang=lang, last=last(rec(P, 1100, None)))
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.what, c.counterparty, c.new_counterparty) == ("last", old, new)
