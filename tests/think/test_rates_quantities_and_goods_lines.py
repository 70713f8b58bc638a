"""Quantities, rates and the kind of a goods line, in all twelve languages, native script and romanised
(docs/reading-guide.md: amounts, goods lines). The wordings are our own, written for the mechanism, not
taken from any conversation set."""

from __future__ import annotations

import pytest

from ._rules import P, S, read, shape

# 1. A rate said with the language's own rate word multiplies the count: quantity x rate is the amount.
RATES = [
    ("hinglish", "10 kilo chawal 45 ke rate se becha", [(S, 450.0, None)]),
    ("hinglish", "mandi se 20 kilo aloo 18 ke bhav liya", [(P, 360.0, None)]),
    ("hinglish", "5 litre tel 140 rupaye litre becha", [(S, 700.0, None)]),
    ("hindi", "10 किलो चीनी 42 के भाव से बेची", [(S, 420.0, None)]),
    ("hindi", "मंडी से 30 किलो प्याज 25 रुपये किलो खरीदा", [(P, 750.0, None)]),
    ("english", "sold 12 kg rice at 55 per kg", [(S, 660.0, None)]),
    ("english", "bought 20 litres milk at 52 a litre", [(P, 1040.0, None)]),
    ("marathi", "१० किलो साखर ४२ च्या भावाने विकली", [(S, 420.0, None)]),
    ("marathi", "10 kilo sakhar 42 ne vikli", [(S, 420.0, None)]),
    ("gujarati", "તુવેર દાળ 10 કિલો 140 ના ભાવે વેચી", [(S, 1400.0, None)]),
    ("gujarati", "10 kilo khand 42 na bhave vechi", [(S, 420.0, None)]),
    ("gujarati", "ડુંગળી 25 કિલો ખરીદી, કિલોના 30", [(P, 750.0, None)]),
    ("punjabi", "ਮੰਡੀ ਤੋਂ 20 ਕਿਲੋ ਆਲੂ 18 ਦੇ ਭਾਅ ਲਏ", [(P, 360.0, None)]),
    ("punjabi", "20 kilo aalu 18 de bhaa veche", [(S, 360.0, None)]),
    ("bengali", "১০ কেজি চাল ৫০ টাকা দরে বিক্রি করলাম", [(S, 500.0, None)]),
    ("bengali", "10 kg chal 50 taka dore bikri korlam", [(S, 500.0, None)]),
    ("bengali", "আলু ২০ কেজি কিনলাম, কেজি ১৮ টাকা", [(P, 360.0, None)]),
    ("odia", "ଘାଟରୁ ମାଛ 40 କିଲୋ 180 ଦରରେ କିଣିଲି", [(P, 7200.0, None)]),
    ("odia", "machha 40 kilo 180 darare kinili", [(P, 7200.0, None)]),
    ("odia", "ଆଳୁ 30 କିଲୋ କିଣିଲି, କିଲୋ ପିଛା 20", [(P, 600.0, None)]),
    ("tamil", "அரிசி 10 கிலோ 55 ரூபாய் வீதம் விற்றேன்", [(S, 550.0, None)]),
    ("tamil", "arisi 10 kilo 55 rupai veetham vitten", [(S, 550.0, None)]),
    ("telugu", "బియ్యం 10 కిలోలు 50 రూపాయల చొప్పున అమ్మాను", [(S, 500.0, None)]),
    ("telugu", "biyyam 10 kilo 50 choppuna ammanu", [(S, 500.0, None)]),
    ("kannada", "ಅಕ್ಕಿ 10 ಕೆಜಿ 50 ರಂತೆ ಮಾರಿದೆ", [(S, 500.0, None)]),
    ("kannada", "akki 10 kg 50 rante maaride", [(S, 500.0, None)]),
    ("kannada", "ಈರುಳ್ಳಿ 25 ಕೆಜಿ ಕೊಂಡೆ, ಕೆಜಿಗೆ 30", [(P, 750.0, None)]),
    ("malayalam", "അരി 10 കിലോ 50 രൂപ നിരക്കിൽ വിറ്റു", [(S, 500.0, None)]),
    ("malayalam", "ari 10 kilo 50 roopa nirakkil vittu", [(S, 500.0, None)]),
]


@pytest.mark.parametrize("lang,text,want", RATES)
def test_a_rate_word_multiplies_the_count(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 2. A rate carries to the next clause of the same shape (goods, count and unit, one bare sum) when only the
#    rate reading stays near the rate said before; a sum near both readings is asked.
CARRIED = [
    ("hinglish", "mandi se 40 kilo tamatar 32 ke rate, 25 kilo pyaaz 28", [(P, 1280.0, None), (P, 700.0, None)]),
    ("hindi", "मंडी से गेंदा 30 किलो 60 रुपये किलो, गुलाब 200 पीस 5 रुपये", [(P, 1800.0, None), (P, 1000.0, None)]),
    ("hindi", "मंडी से 20 किलो आलू 400, 10 किलो प्याज 300", [(P, 400.0, None), (P, 300.0, None)]),
    ("odia", "ଘାଟରୁ ମାଛ 40 କିଲୋ 180 ଦରରେ, ଚିଙ୍ଗୁଡ଼ି 10 କିଲୋ 400", [(P, 7200.0, None), (P, 4000.0, None)]),
    ("hinglish", "10 kilo chawal 45 rupaye kilo becha, 5 kilo daal 90", "clarify:ambiguous_amount"),
]


@pytest.mark.parametrize("lang,text,want", CARRIED)
def test_a_rate_carries_to_the_next_clause_of_its_shape(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 3. A sum beside weighed or counted goods that would make one kilo, litre or piece implausibly cheap is not
#    written as the total: the owner is offered both values.
UNPLACED = [
    ("tamil", "பால் 20 லிட்டர் 48 ரூபாய்", [4800, 96000]),
    ("tamil", "வடை 60 பிளேட் 10 ரூபாய்க்கு விற்றேன்", [1000, 60000]),
    ("hinglish", "25 kilo pyaaz 28 ka becha", [2800, 70000]),
    ("hinglish", "pyaaz 25 kilo becha 28", [2800, 70000]),
]


@pytest.mark.parametrize("lang,text,options", UNPLACED)
def test_an_implausibly_cheap_total_asks_rate_or_total(lang: str, text: str, options: list[int]) -> None:
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_amount", r
    assert sorted(r.clarify.options) == options


@pytest.mark.parametrize("lang,text,want", [
    ("hinglish", "10 kilo cheeni 450 ki becha", [(S, 450.0, None)]),
    ("marathi", "दूध 15 लिटर 60 ने विकले, साखर 5 किलो 220", [(S, 900.0, None), (S, 220.0, None)]),
])
def test_a_believable_total_is_written(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 4. Where the goods came from (a market, a wholesaler, the ghat, the yard) makes a purchase, for the goods
#    said after it with no verb too; goods weighed or measured with no word of buying or selling are asked.
SOURCES = [
    ("hinglish", "wholesaler se 10 kilo cheeni 40 ke rate", [(P, 400.0, None)]),
    ("english", "10 kg onions from the market, 300", [(P, 300.0, None)]),
    ("hindi", "थोक वाले से 10 किलो चीनी 400", [(P, 400.0, None)]),
    ("marathi", "मंडईतून 20 किलो बटाटे 500", [(P, 500.0, None)]),
    ("gujarati", "યાર્ડમાંથી 20 કિલો ડુંગળી 500", [(P, 500.0, None)]),
    ("punjabi", "ਮੰਡੀ ਤੋਂ 20 ਕਿਲੋ ਆਲੂ 400", [(P, 400.0, None)]),
    ("bengali", "আড়ত থেকে ২০ কেজি পেঁয়াজ ৬০০", [(P, 600.0, None)]),
    ("odia", "ଘାଟରୁ ମାଛ 40 କିଲୋ 7200", [(P, 7200.0, None)]),
    ("tamil", "சந்தையில் 10 கிலோ தக்காளி 200", [(P, 200.0, None)]),
    ("telugu", "మండి నుంచి 10 కిలోల టమాటా 200", [(P, 200.0, None)]),
    ("kannada", "ಮಂಡಿಯಿಂದ 10 ಕೆಜಿ ಟೊಮೆಟೊ 200", [(P, 200.0, None)]),
    ("malayalam", "ചന്തയിൽ നിന്ന് 10 കിലോ തക്കാളി 200", [(P, 200.0, None)]),
]


@pytest.mark.parametrize("lang,text,want", SOURCES)
def test_goods_from_a_market_are_bought(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


@pytest.mark.parametrize("lang,text", [
    ("hinglish", "doodh 14 litre 54 ke rate"),
    ("punjabi", "ਦੁੱਧ 20 ਲੀਟਰ 55 ਦੇ ਭਾਅ"),
    ("marathi", "दूध 15 लिटर 60 ने, साखर 5 किलो 220"),
])
def test_weighed_goods_with_no_word_of_buying_or_selling_are_asked(lang: str, text: str) -> None:
    assert shape(read(text, lang=lang)) == "clarify:ambiguous_kind"


# 5. A rate said after a "per kilo" word, "to a kilo" (Marathi ला), and a rate word closing a list of goods.
@pytest.mark.parametrize("lang,text,want", [
    ("kannada", "ಮಾರ್ಕೆಟ್ ನಲ್ಲಿ ಮಲ್ಲಿಗೆ 8 ಕೆಜಿ ಕೆಜಿಗೆ 500 ರೂ ದರದಲ್ಲಿ ತಗೊಂಡೆ", [(P, 4000.0, None)]),
    ("marathi", "५ किलो साखर ४४ ला किलो विकली", [(S, 220.0, None)]),
    ("kannada", "ಮಾರ್ಕೆಟ್ ನಿಂದ ಈರುಳ್ಳಿ 50 ಕೆಜಿ 28 ರೂ, ಟೊಮೆಟೊ 30 ಕೆಜಿ 18 ರೂ ದರದಲ್ಲಿ ತಗೊಂಡೆ",
     [(P, 1400.0, None), (P, 540.0, None)]),
    ("marathi", "मार्केट यार्डातून कांदा 50 किलो 30 ने, बटाटा 40 किलो 25 ने घेतला", [(P, 1500.0, None), (P, 1000.0, None)]),
    ("punjabi", "ਖੋਆ 10 ਕਿੱਲੋ 350 ਦੇ ਭਾਅ ਲਿਆ", [(P, 3500.0, None)]),
    ("telugu", "మహాలక్ష్మి ట్రేడర్స్ నుండి మైదా 5 బస్తాలు వచ్చాయి, 1,420 చొప్పున", [(P, 7100.0, "మహాలక్ష్మి ట్రేడర్స్")]),
])
def test_rates_said_around_the_count(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 6. A count of one has the same rate and total: a rate said before never makes it a question.
def test_a_count_of_one_takes_no_carried_rate() -> None:
    r = read("do packet chai patti beche 120 ka ek aur Kamla ko 1 kg ghee udhaar 640", lang="hinglish")
    assert shape(r) == [(S, 240.0, None), ("udhaar_given", 640.0, "Kamla")]


# 7. Ice is a running cost of a fish or tea stall in every language, never goods sold.
@pytest.mark.parametrize("lang,text", [
    ("malayalam", "ഐസ് 200"), ("hindi", "बर्फ 200"), ("odia", "ବରଫ 200"), ("tamil", "ஐஸ் 200"),
    ("telugu", "ఐస్ 200"), ("kannada", "ಐಸ್ 200"), ("bengali", "বরফ 200"), ("gujarati", "બરફ 200"),
    ("punjabi", "ਬਰਫ਼ 200"),
])
def test_ice_is_a_running_cost(lang: str, text: str) -> None:
    assert shape(read(text, lang=lang)) == [("expense", 200.0, None)]


# 8. Counts said around the goods: a number word before goods and their unit, a bare count after the goods
#    with the value and the verb after a comma, a pack's price glued to wala before a count of boxes, and a
#    list of weighed goods under one total.
@pytest.mark.parametrize("lang,text,want", [
    ("hindi", "दो सूट पीस बेचे ११५० के हिसाब से, नकद", [(S, 2300.0, None)]),
    ("tamil", "Type-C charger 3, 750-க்கு விற்றேன்", [(S, 750.0, None)]),
    ("hinglish", "charger 3, 750 ka becha", [(S, 750.0, None)]),
    ("telugu", "గ్యాస్ సిలిండర్లు 2, 2,300", [("expense", 2300.0, None)]),
    ("marathi", "पारले-जी 5 रुपयेवाले 2 बॉक्स विकले, 480", [(S, 480.0, None)]),
    ("gujarati", "ફાફડા 5 કિલો, જલેબી 3 કિલો વેચ્યા, 2,150", [(S, 2150.0, None)]),
    ("hindi", "पेड़े 2 किलो, बर्फी 1 किलो बेची, 1,400", [(S, 1400.0, None)]),
    ("gujarati", "બેસન 25 કિલો 2,250 નું લીધું", [(P, 2250.0, None)]),
    ("hinglish", "chai 20, nashta 60", [("expense", 20.0, None), ("expense", 60.0, None)]),
])
def test_counts_said_around_the_goods(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 9. A firm that sent or gave counted goods delivered stock: a purchase from it, never money received.
@pytest.mark.parametrize("lang,text,want", [
    ("english", "Kavya Traders sent 40 reams A4 at 265, bill due in 30 days", [(P, 10600.0, "Kavya Traders")]),
    ("hinglish", "Gupta Traders ne 10 bori aata diya, 4000 ka", [(P, 4000.0, "Gupta Traders")]),
])
def test_goods_a_firm_sent_are_bought_from_it(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 10. A copy shop's lines: copies, prints, binding and lamination are goods sold; a count before "at" or
#     before the price of one is how many; a price said with wala in its own clause is the price of one.
@pytest.mark.parametrize("lang,text,want", [
    ("hinglish", "spiral binding 5, 40 ki ek, cash", [(S, 200.0, None)]),
    ("marathi", "लॅमिनेशन ३०, २० ला एक, ६०० रोख", [(S, 600.0, None)]),
    ("marathi", "झेरॉक्स ४५० प्रती, ४५० रुपये", [(S, 450.0, None)]),
    ("telugu", "స్పైరల్ బైండింగ్ 6, ఒక్కటి 35, క్యాష్", [(S, 210.0, None)]),
    ("hinglish", "xerox 230 copy, 2 rupaye wali, 460 cash", [(S, 460.0, None)]),
    ("english", "sold charger 3 at 180 each", [(S, 540.0, None)]),
    ("english", "sold 6 mm rod 25 kg at 68 per kg, cash", [(S, 1700.0, None)]),
    ("hinglish", "Type-C charger 3 beche 180 ke hisaab se", [(S, 540.0, None)]),
])
def test_copy_shop_lines_and_counts_before_a_price(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 11. A size said by its word ("size 42") is never a sum; one bucket before the sale verb is the count.
@pytest.mark.parametrize("lang,text,want", [
    ("bengali", "লেডিস কুর্তি size 42 এর 4 পিস 1,600 তে বিক্রি", [(S, 1600.0, None)]),
    ("hinglish", "shirt size 40 ke 3 piece beche 1,500", [(S, 1500.0, None)]),
    ("hinglish", "Asian Paints 20 litre bucket 1 becha 4,200", [(S, 4200.0, None)]),
])
def test_sizes_and_single_packs_are_no_sums(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


def test_marathi_gas_cylinder_is_a_running_cost() -> None:
    assert shape(read("गॅस सिलिंडर 1,150", lang="marathi")) == [("expense", 1150.0, None)]


def test_recharges_counted_at_a_price_each() -> None:
    assert shape(read("6 Jio recharges of 239 each, cash", lang="english")) == [(S, 1434.0, None)]


def test_odia_remove_said_as_one_word_cancels() -> None:
    r = read("ସୋମବାରର ମାଛ କିଣା ଏଣ୍ଟ୍ରି ଭୁଲ, ହଟାଇଦିଅ", lang="odia")
    assert r.intent == "correct" and r.correction is not None and r.correction.action == "cancel", r


# 12. A corrected price of one, said with its rate word, times the count of the entry it changes.
def test_a_corrected_rate_multiplies_the_entry_count() -> None:
    from ._rules import last, rec

    r = read("nahi 170 ke hisaab se", lang="hinglish", last=last(rec(S, 540, qty=3, item="charger")))
    assert r.intent == "correct" and r.correction is not None and r.correction.new_amount_paise == 51000, r
    r = read("nahi 600 tha", lang="hinglish", last=last(rec(S, 540, qty=3, item="charger")))
    assert r.correction is not None and r.correction.new_amount_paise == 60000, r
