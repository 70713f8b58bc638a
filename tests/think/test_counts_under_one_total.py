"""Counts of goods under one total are counts: one record of the total, in every language (docs/reading-guide.md,
"Amounts": counts under one total). The wordings are our own."""

from __future__ import annotations

import pytest

from ._rules import E, R, S, U, read, shape

# Goods counted before their word, joined by and / commas / aur / ani / mattu / um ..., then one sum for all.
SOLD = [
    ("en", "sold 45 chai and 20 samosa this morning, 1,150"),
    ("en", "sold 45 chai, 1,150"),
    ("en", "sold 12 vada and 30 idli, total 780"),
    ("en", "total 780 for 12 vada and 30 idli sold"),
    ("hi", "subah 45 chai aur 20 samose beche, 1150"),
    ("hi", "45 chai aur 20 samose beche, kul 1150"),
    ("hi", "सुबह 45 चाय और 20 समोसे बेचे, 1150"),
    ("hi", "45 चाय और 20 समोसे बेचे, कुल 1,150"),
    ("hi", "aaj 1150 ki bikri, 45 chai aur 20 samose"),
    ("hi", "पारले-जी ५ रुपये वाले २४ पैकेट और डेटॉल साबुन १२५ ग्राम की ४ टिकिया बेचीं, कुल ३०० रुपये"),
    ("mr", "सकाळी 45 चहा आणि 20 सामोसे विकले, 1150"),
    ("mr", "sakali 45 chaha ani 20 samose vikle, 1150"),
    ("gu", "સવારે 45 ચા અને 20 સમોસા વેચ્યા, 1150"),
    ("gu", "savare 45 cha ane 20 samosa vechya, 1150"),
    ("pa", "ਸਵੇਰੇ 45 ਚਾਹ ਤੇ 20 ਸਮੋਸੇ ਵੇਚੇ, 1150"),
    ("pa", "savere 45 chaah te 20 samose veche, 1150"),
    ("bn", "সকালে 45 চা আর 20 সিঙ্গারা বিক্রি করলাম, 1150"),
    ("bn", "sokale 45 cha ar 20 singara bikri korlam, 1150"),
    ("or", "ସକାଳେ 45 ଚା ଆଉ 20 ସିଙ୍ଗଡ଼ା ବିକିଲି, 1150"),
    ("or", "sakale 45 cha au 20 singada bikili, 1150"),
    ("ta", "காலையில 45 டீ, 20 வடை வித்தேன், 1150"),
    ("ta", "kaalaila 45 tea, 20 vadai vitten, mottam 1150"),
    ("te", "ఉదయం 45 టీ, 20 సమోసా అమ్మాను, 1150"),
    ("te", "udayam 45 tea, 20 samosa ammanu, 1150"),
    ("kn", "ಬೆಳಗ್ಗೆ 45 ಟೀ ಮತ್ತು 20 ಸಮೋಸ ಮಾರಿದೆ, 1150"),
    ("kn", "beligge 45 tea mattu 20 samosa maaride, 1150"),
    ("ml", "രാവിലെ 45 ചായയും 20 സമൂസയും വിറ്റു, 1150"),
    ("ml", "raavile 45 chaya um 20 samosa vittu, 1150"),
]

# "All together" in every language, said after the list; counts said after their goods in a list sold.
TOGETHER = [
    ("kn", "ಟೀ 45, ಸಮೋಸ 20 ಮಾರಿದೆ, ಒಟ್ಟು 1150"),
    ("ta", "டீ 45, வடை 20 வித்தேன், மொத்தம் 1150"),
    ("en", "tea 45, samosa 20 sold, total 1150"),
    ("hinglish", "chai 45 aur samose 20 beche, 1150"),
    ("ta", "12 vadai 30 idli vitten, ellam serthu 780"),
    ("ta", "12 வடை 30 இட்லி வித்தேன், எல்லாம் சேர்த்து 780"),
    ("ml", "12 vada 30 idli vittu, ellam koodi 780"),
    ("te", "12 vada 30 idli ammanu, anni kalipi 780"),
    ("kn", "12 vade 30 idli maaride, ella seri 780"),
    ("bn", "12ta singara 30ta rasgolla bikri, sob miliye 780"),
    ("mr", "12 vade ani 30 idli vikle, sagla milun 780"),
    ("gu", "12 vada ane 30 idli vechya, badha mali ne 780"),
    ("pa", "12 samose te 30 pakode veche, sara mila ke 780"),
    ("or", "12 ta singada au 30 ta rasagola bikili, sabu misi 780"),
]

# Goods taken on a customer's account: the price of one pack inside the list ("10 rupee packs", "10 wale") names
# the pack, and the one total is the credit. A word right after a count is what was counted, never a person.
ON_ACCOUNT = [
    ("en", "Shanti akka took 3 Good Day 10 rupee packs and 2 Parle-G 5 rupee packs, put it on her account, 40 total",
     "Shanti"),
    ("hinglish", "Shanti didi ne 3 Good Day 10 wale packet aur 2 Parle-G 5 wale packet liye, khate mein likho, total 40",
     "Shanti"),
    ("hi", "शांति दीदी 3 गुड डे 10 वाले पैकेट और 2 पारले-जी 5 वाले पैकेट ले गई, खाते में लिखो, कुल 40", "शांति"),
    ("hi", "शांति दीदी गुड डे 10 रुपये वाले 3 पैकेट और पारले-जी 5 रुपये वाले 2 पैकेट ले गई, उधार, कुल 40", "शांति"),
    ("hinglish", "Shanti 4 ₹5 ke packet aur 1 Maggi 20 wali le gayi, udhaar, total 40", "Shanti"),
    ("en", "Shanti took 4 ₹5 packets and 2 Maggi on credit, total 40", "Shanti"),
    ("mr", "शांता मावशीने 3 गुड डे आणि 2 पारले-जी नेले, उधार, एकूण 40", "शांता"),
    ("gu", "શાંતાબેન 3 ગુડ ડે અને 2 પારલે-જી લઈ ગયા, ઉધાર, કુલ 40", "શાંતા"),
    ("pa", "ਸ਼ਾਂਤੀ ਭੈਣ 3 ਗੁੱਡ ਡੇ ਤੇ 2 ਪਾਰਲੇ-ਜੀ ਲੈ ਗਈ, ਉਧਾਰ, ਕੁੱਲ 40", "ਸ਼ਾਂਤੀ"),
    ("bn", "শান্তি মাসি 3টা গুড ডে আর 2টা পার্লে-জি নিল, ধারে, মোট 40", "শান্তি"),
    ("ta", "சாந்தி அக்கா 3 குட் டே, 2 பார்லே-ஜி வாங்கினாங்க, கடன், மொத்தம் 40", "சாந்தி"),
    ("te", "శాంతి అక్క 3 గుడ్ డే, 2 పార్లే-జి తీసుకుంది, అప్పు, మొత్తం 40", "శాంతి"),
    ("kn", "ಶಾಂತಿ ಅಕ್ಕ 3 ಗುಡ್ ಡೇ ಮತ್ತು 2 ಪಾರ್ಲೆ-ಜಿ ತಗೊಂಡ್ರು, ಸಾಲ, ಒಟ್ಟು 40", "ಶಾಂತಿ"),
    ("ml", "ശാന്തി ചേച്ചി 3 ഗുഡ് ഡേ, 2 പാർലെ-ജി വാങ്ങി, കടം, ആകെ 40", "ശാന്തി"),
    ("or", "ଶାନ୍ତି ଦିଦି 3 ଗୁଡ଼ ଡେ ଆଉ 2 ପାର୍ଲେ-ଜି ନେଲେ, ଉଧାର, ମୋଟ 40", "ଶାନ୍ତି"),
]

# Goods sent to someone's home on credit: the count, the goods, the sum, one credit.
SENT_HOME = [
    ("pa", "ਸੰਧੂ ਸਾਹਬ ਦੇ ਘਰ ੫ ਕਿੱਲੋ ਪਿੰਨੀਆਂ ਗਈਆਂ, ੨,੫੦੦ ਦੀਆਂ, ਉਧਾਰ", "ਸੰਧੂ", 2500),
    ("hinglish", "Tiwari ji ke yahan 10 kilo laddoo gaye, 4,800 ka, unke khate me", "Tiwari", 4800),
]

# Not counts: a price list (a sum after each word), sums that add up to the total said, a price of one.
NOT_COUNTS = [
    ("hinglish", "chai 40 auto 120 bijli bill 1800", [(E, 40, None), (E, 120, None), (E, 1800, None)]),
    ("hinglish", "aaj 3200 ki bikri, chai 70, auto 120", [(S, 3200, None), (E, 70, None), (E, 120, None)]),
    ("hinglish", "mandi se 10 kg tamatar 300 ka aur 5 kg pyaaz 175 ka liya", "clarify:missing_amount"),
    ("hinglish", "Rajan ko 2 kilo ghee udhaar diya 1250 ka", [(U, 1250, "Rajan")]),
    ("hinglish", "Fernandes ne 1100 lautaye, Naseem ne bhi 650", [(R, 1100, "Fernandes"), (R, 650, "Naseem")]),
    ("ta", "முருகன் அண்ணாவுக்கு 6 டீ 2 வடை, 90 கடன்", [(U, 90, "முருகன்")]),
    # a sentence apart tells another story: "he took 40 vadas for the office party" is no count of the 500 before
    ("mr", "500, udhaar. tyane office party sathi 40 vade nele", "clarify:missing_counterparty"),
]


@pytest.mark.parametrize("lang,text", SOLD + TOGETHER)
def test_counts_sold_under_one_total_are_one_sale(lang: str, text: str) -> None:
    r = read(text, lang=lang)
    total = max(int(w.replace(",", "")) for w in text.replace("ta ", " ").split() if w.replace(",", "").isdigit())
    assert shape(r) == [(S, total, None)] and r.confident


@pytest.mark.parametrize("lang,text,who", ON_ACCOUNT)
def test_counts_and_pack_prices_taken_on_account_are_one_credit(lang: str, text: str, who: str) -> None:
    r = read(text, lang=lang)
    assert shape(r) == [(U, 40, who)] and r.confident


@pytest.mark.parametrize("lang,text,want", NOT_COUNTS)
def test_sums_that_are_not_counts_stay_sums(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


def test_one_good_counted_keeps_its_name() -> None:
    r = read("sold 45 chai, 1,150", lang="en")
    assert (r.records[0].item, r.records[0].qty) == ("chai", 45)


def test_a_part_said_with_how_it_was_paid_is_no_second_total() -> None:
    r = read("sold 45 chai, 1150, 500 UPI baaki cash", lang="hinglish")
    assert shape(r) == [(S, 1150, None)] and r.records[0].modes == {"upi": 50000, "cash": 65000}


# A total that is the sum of the entries before it says them again: it is no entry and no price.
@pytest.mark.parametrize("lang,text", [
    ("hinglish", "chai 40, samosa 60, total 100"),
    ("hinglish", "chai 40 nashta 60 total 100"),
    ("en", "tea 40, snacks 60, total 100"),
    ("ta", "டீ 40, வடை 60, மொத்தம் 100"),
])
def test_a_total_said_again_is_no_entry(lang: str, text: str) -> None:
    r = read(text, lang=lang)
    assert shape(r) == [(E, 40, None), (E, 60, None)] and r.confident


# With the total said as the total, a number right after a counted product's name, or after a name with counted goods
# and a count after them, is the product's own number; brands before them are no people.
@pytest.mark.parametrize("lang,text,total", [
    ("en", "Sold 3 strips Dolo 650 and 2 strips Combiflam, 180 total", 180),
    ("en", "sold 2 packets Maggi 70 and 3 bars Lux 45, total 360", 360),
    ("te", "క్లాస్‌మేట్ 172 పేజీల నోట్‌బుక్స్ 6, రెనాల్డ్స్ 045 పెన్నులు 10 అమ్మాను, మొత్తం 310", 310),
    ("ml", "റെഡ്മി 13C കവർ 3, ടൈപ്പ്-സി കേബിൾ 2, ആകെ 840 വിറ്റു", 840),
    # a name, its number, then how many of it
    ("ta", "டோலோ 650 மூணு ஸ்ட்ரிப் வித்தேன், 90 ரூபாய்", 90),
    ("hinglish", "Dolo 650 3 patte beche, 90", 90),
    ("kn", "Dolo 650 3 strip maaride, 90", 90),
])
def test_product_numbers_in_a_counted_list_are_names(lang: str, text: str, total: int) -> None:
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise) for x in r.records] == [(S, total * 100)] and r.confident, shape(r)


def test_without_a_total_said_a_list_of_sums_stays_a_price_list() -> None:
    assert shape(read("petrol 300 chai 45 nashta 120", lang="hinglish")) == [(E, 300, None), (E, 45, None),
                                                                              (E, 120, None)]


# Who took what, then the product and its number, how many, and the sum: one credit of the sum.
@pytest.mark.parametrize("lang,text,who", [
    ("en", "Mrs D'Souza took her BP tablets, Telma 40, two strips, 340. Put it on her account", "D'Souza"),
    ("hinglish", "Sharma ji BP ki dawa le gaye, Telma 40, do patte, 340, khate mein likho", "Sharma"),
    ("hi", "शर्मा जी बीपी की दवा ले गए, टेल्मा 40, दो पत्ते, 340, खाते में लिखो", "शर्मा"),
    ("ta", "சர்மா சார் BP மாத்திரை வாங்கினார், Telma 40, ரெண்டு ஸ்ட்ரிப், 340, கணக்குல எழுது", "சர்மா"),
])
def test_a_product_named_with_its_number_then_counted_is_one_credit(lang: str, text: str, who: str) -> None:
    r = read(text, lang=lang)
    assert shape(r) == [(U, 340, who)] and r.confident


@pytest.mark.parametrize("lang,text,who,total", SENT_HOME)
def test_goods_sent_home_on_credit_are_one_credit(lang: str, text: str, who: str, total: int) -> None:
    r = read(text, lang=lang)
    assert shape(r) == [(U, total, who)] and r.confident


# Ranges said in number words ("six, seven hundred") are asked in the southern languages typed in Latin too.
@pytest.mark.parametrize("lang,text", [
    ("te", "aaru edu vandalu Suresh appu teesukunnadu"),
    ("ta", "aaru ezhu nooru Suresh kadan vaanginaan"),
    ("kn", "aaru elu nooru Suresh saala tagonda"),
    ("ml", "aaru ezhu nooru Suresh kadam vaangi"),
])
def test_two_number_words_before_hundred_are_a_range(lang: str, text: str) -> None:
    assert shape(read(text, lang=lang)) == "clarify:approximate_amount"


# Shapes the counted list must leave alone: a sum alone after goods bought is their value said twice (asked), goods
# joined "together" with a sale said, a brand's last word after a counted pack, and a person "to" whom goods went.
@pytest.mark.parametrize("lang,text,want", [
    ("en", "Bought 2 boxes ORS and 1 box Vicks Action 500 from Sai Pharma Distributors, 3,240, will pay on 20th",
     "clarify:approximate_amount"),
    ("bn", "আজ সকালে পাউরুটি আর কেক মিলিয়ে 2,150 টাকা বিক্রি", [(S, 2150, None)]),
    ("bn", "Bablu ke 2 packet Gold Flake dilam, 340, khatay likhe rakho", [(U, 340, "Bablu")]),
    ("gu", "દેસાઈ સાહેબને ત્યાં ૩ કિલો ફાફડા અને ૨ કિલો જલેબી મોકલ્યા, ઉધાર, ૧,૪૪૦", [(U, 1440, "દેસાઈ")]),
    # goods counted after a first sum, with a cash sum of their own, are a second movement, not part of the first
    ("hinglish", "gas cylinder 1,850, aur Gopal dairy se 30 litre doodh liya 1,560 cash",
     [(E, 1850, None), ("purchase", 1560, "Gopal Dairy")]),
    ("or", "ଗ୍ୟାସ ସିଲିଣ୍ଡର ୧,୮୫୦, ଆଉ ଗୋପାଳ ଡେରିରୁ ୩୦ ଲିଟର ଦୁଧ କିଣିଲି ୧,୫୬୦ ନଗଦ",
     [(E, 1850, None), ("purchase", 1560, "ଗୋପାଳ ଡେରି")]),
])
def test_what_the_counted_list_leaves_alone(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want and (r.confident or r.intent == "clarify")


@pytest.mark.parametrize(("text", "lang"), [
    ("Rafeeq bhai 12 tea 2 samosa 180 kadan", "tamil"),  # a tea or a samosa has no model number
    ("Rafeeq bhai 12 tea 2 samosa 180 udhaar", "hinglish"),
])
def test_teas_and_samosas_counted_on_credit_are_one_total(text: str, lang: str) -> None:
    assert shape(read(text, lang=lang)) == [(U, 180, "Rafeeq")]
