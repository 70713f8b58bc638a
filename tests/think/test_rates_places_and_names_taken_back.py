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


# 6. A genitive before "from" is the source: goods that came from that person were bought.
def test_a_genitive_before_from_is_the_source() -> None:
    assert rows(read("নিমাই বসাকের থেকে 30টা শাড়ি এল, 650 টাকা করে", lang="bengali")) == [(P, 19500, "নিমাই বসাক")]


# 7. A figure said again in words is one amount, not two.
def test_a_figure_said_again_in_words_is_one_amount() -> None:
    assert rows(read("Manpreet ne 2000 ditte, do hazaar", lang="punjabi")) == [("payment_received", 2000, "Manpreet")]


# 8. "paid cash" after the price of one joins the goods it paid for.
def test_paid_cash_after_a_rate_joins_the_goods() -> None:
    r = read("হাওড়ার পাইকারের থেকে 20 কেজি রুই নিলাম, 240 টাকা কেজি, নগদ দিয়েছি", lang="bengali")
    assert rows(r) == [(P, 4800, None)] and r.records[0].on_credit is False


# 9. Words of my languages, one row each (rates, sources, roles, costs, modes, own accounts, old dues).
WORDS = [
    ("gujarati", "શાહ એન્ડ સન્સને દિવાળીના 40 ડ્રાયફ્રૂટ બોક્સ 350 લેખે ઉધાર આપ્યા", [(U, 14000, "શાહ એન્ડ સન્સ")]),
    ("gujarati", "શાહ એન્ડ સન્સ તરફથી 8,000 આવ્યા", [("payment_received", 8000, "શાહ એન્ડ સન્સ")]),
    ("gujarati", "સ્ટાફ વિજયને પગાર 7,000 આપ્યો", [(E, 7000, "વિજય")]),
    ("gujarati", "આજે રિચાર્જ 2,450 ના વેચ્યા", [(S, 2450, None)]),
    ("gujarati", "કોટકમાંથી 20,000 મારા બરોડાના ખાતામાં નાખ્યા, બંને મારા જ ખાતા છે", [("transfer", 20000, None)]),
    ("punjabi", "ਅੱਜ ਮਿਠਾਈ ਦੇ 120 ਡੱਬੇ ਵਿਕੇ, 450 ਦਾ ਇੱਕ", [(S, 54000, None)]),
    ("punjabi", "ਕਾਰੀਗਰਾਂ ਨੂੰ ਦੀਵਾਲੀ ਬੋਨਸ 6,000 ਦਿੱਤਾ", [(E, 6000, None)]),
    ("punjabi", "ਸਵੇਰੇ 3 ਪੰਚਰ ਲਾਏ, 50 ਰੁਪਏ ਇੱਕ ਦਾ", [(S, 150, None)]),
    ("bengali", "প্যান্ডেলের জন্য প্রদীপদাকে 200টা Philips 9W LED বাল্ব ধারে দিলাম, 65 টাকা করে", [(U, 13000, "প্রদীপ")]),
    ("bengali", "বরফ 150", [(E, 150, None)]),
    ("bengali", "আজ 8,700 টাকার শাড়ি বিক্রি, তার মধ্যে 3,200 অনলাইনে এসেছে", [(S, 8700, None)]),
    ("bengali", "মিত্রবাবুর আগের 600 টাকাও বাকি ছিল, ওটাও খাতায় তোলো", [("opening_balance", 600, "মিত্র")]),
    ("bengali", "aaj ekhon obdhi 2,300 er recharge bikri holo", [(S, 2300, None)]),
]


@pytest.mark.parametrize("lang,text,want", WORDS)
def test_words_of_gujarati_punjabi_and_bengali(lang: str, text: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


def test_earlier_dues_are_not_the_earlier_entry() -> None:
    r = read("মিত্রবাবুর আগের 600 টাকা বাকি ছিল", lang="bengali", last=last(rec(U, 1400, "মিত্র")))
    assert rows(r) == [("opening_balance", 600, "মিত্র")]


def test_own_accounts_move_bank_to_bank() -> None:
    r = read("કોટકમાંથી 20,000 મારા બરોડાના ખાતામાં નાખ્યા, બંને મારા જ ખાતા છે", lang="gujarati")
    assert r.records[0].route == "bank_to_bank"


# 10. Old dues said beside bank money go in at the amount said, even when they are more than the money paid.
def test_old_dues_larger_than_the_bank_money_are_the_opening_balance() -> None:
    r = read("ସକାଳେ UCO ରେ ଆସିଥିବା 7,500 ସଞ୍ଜୟ ପ୍ରଧାନଙ୍କର, ତାଙ୍କର ପୁରୁଣା ବାକି 12,000 ଥିଲା", lang="odia")
    assert r.intent == "correct" and rows(r) == [("opening_balance", 12000, "ସଞ୍ଜୟ ପ୍ରଧାନ")]
    assert r.records[0].owes == "them" and r.correction is not None and r.correction.new_counterparty == "ସଞ୍ଜୟ ପ୍ରଧାନ"


# 11. "Next month on the 10th I will pay" after goods that came: bought on credit, due that day.
def test_bengali_next_month_due_date() -> None:
    r = read("তাঁতি নিমাই বসাকের থেকে 30টা তাঁতের শাড়ি এল, 650 টাকা করে, টাকা সামনের মাসের 10 তারিখে দেব",
             lang="bengali")
    assert rows(r) == [(P, 19500, "নিমাই বসাক")]
    assert (r.records[0].on_credit, r.records[0].due) == (True, "2026-12-10")


# 12. Goods, a bare small number and "sold", then only a larger value: the number is the count.
@pytest.mark.parametrize("lang,text", [("punjabi", "ਸੂਟ 4 ਵੇਚੇ, 5,200"), ("hinglish", "suit 4 beche, 5200")])
def test_a_count_after_the_goods_then_the_total(lang: str, text: str) -> None:
    r = read(text, lang=lang)
    assert rows(r) == [(S, 5200, None)] and r.records[0].qty == 4


# 13. More words: an old-accounts heading in Punjabi, a farmer before a name, a brand before the goods bought.
@pytest.mark.parametrize("lang,text,want", [
    ("punjabi", "ਪੁਰਾਣਾ ਹਿਸਾਬ: ਬਲਜੀਤ ਕੌਰ ਦੇ 3,600 ਬਾਕੀ", [("opening_balance", 3600, "ਬਲਜੀਤ ਕੌਰ")]),
    ("gujarati", "ખેડૂત જીવાભાઈના જૂના 11,200 બાકી છે", [("opening_balance", 11200, "જીવા")]),
    ("gujarati", "અમૂલ ઘી 15 કિલોના 2 ડબ્બા લીધા, 16,400, રોકડા આપ્યા", [(P, 16400, None)]),
])
def test_headings_trades_and_brands(lang: str, text: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# 14. A product's number taken back ("Nokia 105 નહીં, Nokia 110") is the goods, never the sum that names the entry.
def test_a_product_number_taken_back_is_not_the_entrys_sum() -> None:
    r = read("કાલે પ્રકાશને Nokia 105 નહીં, Nokia 110 આપ્યો હતો, 1,599 નો", lang="gujarati",
             last=last(rec(U, 1399, "પ્રકાશ")))
    assert r.intent == "correct" and r.correction is not None
    assert (r.correction.amount_paise, r.correction.new_amount_paise) == (None, 159900)


# 15. A Latin brand before "wali entry" in a message in an Indian script, the person named apart: the goods.
def test_a_latin_brand_names_the_entrys_goods() -> None:
    r = read("ગઈકાલની દવે સાહેબની Benadryl વાળી એન્ટ્રી કાઢી નાખો, બોટલ પાછી આપી ગયા", lang="gujarati",
             last=last(rec(U, 260, "દવે")))
    assert r.correction is not None
    assert (r.correction.action, r.correction.counterparty, r.correction.item) == ("cancel", "દવે", "Benadryl")


# 16. More words: "write it" in Gujarati, a rate said "420 nō ek", the bank spelled ব্যাঙ্ক.
@pytest.mark.parametrize("lang,text,want", [
    ("gujarati", "રમેશભાઈના ખાતે મહિનાનું દૂધ 1,560 લખો", [(U, 1560, "રમેશ")]),
    ("bengali", "আজ দোকানের ক্যাশ থেকে 25,000 ব্যাঙ্কে জমা দিলাম", [("transfer", 25000, None)]),
])
def test_write_it_and_the_bank(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident


# 17. A cancel that names the goods given ("the 5 bags of potatoes I gave him") names the entry by its goods,
#     so the person's old dues written the same day are not a candidate.
def test_the_goods_given_name_the_entry_to_cancel() -> None:
    r = read("পরশু মণ্ডলবাবুকে যে ৫ বস্তা আলু দিয়েছিলাম ওটা বাতিল করো, উনি ফেরত দিয়ে গেছেন", lang="bengali",
             last=last(rec(U, 6000, "মণ্ডল")))
    assert r.correction is not None
    assert (r.correction.action, r.correction.counterparty, r.correction.item) == ("cancel", "মণ্ডল", "আলু")
