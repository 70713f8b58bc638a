"""Classes read from whole conversations (heldout14): the shop's own jobs, a sale's parts said after it, a day
after "the rest", product and tyre numbers, brands with a case ending, and bank money said to go toward old dues
(docs/reading-guide.md: kind and direction, amounts in context, bank entries).
"""

from __future__ import annotations

import pytest

from ._rules import OB, E, P, S, U, read, rows

# A job the shop does (stitching, a repair, a puncture), said done by the owner, is work sold; "got it done" and
# a job with no count stay the shop's cost; jobs counted with no "did" are asked.
JOBS = [
    ("morning. 2 puncture done 80 each cash", "english", [(S, 160, None)]),
    ("subah se 3 blouse silai kiye 450 wala rate aur 2 pant ki alteration 160, dono cash", "hinglish",
     [(S, 1350, None), (S, 160, None)]),
    ("gaadi ki repair karwayi 500", "hinglish", [(E, 500, None)]),
    ("bike repair 300", "hinglish", [(E, 300, None)]),
    ("bike petrol 150", "kannada", [(E, 150, None)]),
    ("3 saree bike 2400 ki", "hinglish", [(S, 2400, None)]),
]


@pytest.mark.parametrize("text,lang,want", JOBS)
def test_a_job_the_owner_did_is_a_sale(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


@pytest.mark.parametrize("text,lang", [("2 puncture 80 each", "english"), ("bike puncture 5, 300", "kannada"),
                                       ("saayantram 2 cylinder leak repair, 300 chopuna", "telugu")])
def test_jobs_counted_without_a_did_are_asked(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_kind", r


# Sums said with their ways of paying and "the rest" in another, after one sale counted out or said: how that sale
# was paid, never a second sale.
# The sale's verb lent to the parts by the list ("bechi ..., 4,000 GPay baaki cash") and an app that is itself a
# word of paying ("ਗੂਗਲ ਪੇ") make no second sale either.
PARTS = [
    ("today 6 sets DPS uniform 920 each, 3000 upi rest cash", "english", 5520, 3000),
    ("aaj 25 bori ACC cement bechi 410 ki ek, 4,000 GPay baaki cash", "hinglish", 10250, 4000),
    ("6 ਦੁਪੱਟੇ ਵੇਚੇ 450 ਦਾ ਇੱਕ, 1,000 ਗੂਗਲ ਪੇ ਬਾਕੀ ਨਕਦ", "punjabi", 2700, 1000),
    ("ଇଲିଶି 4 କିଲୋ ବିକିଲି 1,200 କିଲୋ, 2,000 ଫୋନପେ ବାକି ନଗଦ", "odia", 4800, 2000),
    ("સાંજે ૩ કિલો ખમણ વેચ્યા ૨૦૦ ના કિલો, ૩૦૦ ગૂગલ પે બાકી રોકડા", "gujarati", 600, 300),
    ("NCERT class 10 books set 2 ennam vittu 1,450 vechu, 1,000 GPay baakki cash", "malayalam", 2900, 1000),
    # a part bigger than the sum said before it: that sum was the price of one
    ("சாயங்காலம் 35 இளநீர் 45 ரூபாய்க்கு வித்தேன் 900 GPay மீதி கேஷ்", "tamil", 1575, 900),
]


@pytest.mark.parametrize("text,lang,total,upi", PARTS)
def test_the_parts_a_counted_sale_was_paid_in(text: str, lang: str, total: int, upi: int) -> None:
    r = read(text, lang=lang)
    assert rows(r) == [(S, total, None)], r
    assert r.records[0].modes == {"upi": upi * 100, "cash": (total - upi) * 100}


def test_a_sum_given_after_a_sale_is_no_part_of_how_it_was_paid() -> None:
    r = read("aaj 25 bori cement bechi 410 ki ek, Yadav ne 4,000 diye baaki cash", lang="hinglish")
    assert len(r.records) != 1 or r.records[0].modes is None, r


# A small number right after "the rest" and before "on" is the day the rest is paid, never a sum.
def test_a_day_after_the_rest_is_no_sum() -> None:
    r = read("Sharma Stationers ko 1000 cash diye, baaki 29 ko", lang="hinglish",
             roles={"Sharma Stationers": "supplier"})
    assert [x.amount_paise for x in r.records] == [100000], r


# A tyre's size before its radial rim, a brand with a case ending glued on, a capitalised goods word with its
# strength before "of" and a count: names, never sums or people.
NAMES_NOT_SUMS = [
    ("sold MRF 145/80 R12 tubeless to Ravi 3200, he paid 2000 rest on saturday", "english", 3200),
    ("Prestige 3 burner stove service maadide 450 cash bantu", "kannada", 450),
    ("Pan 40 che 3 strip ani Digene 200ml ek bottle, 385 la vikle", "marathi", 385),
]


@pytest.mark.parametrize("text,lang,amount", NAMES_NOT_SUMS)
def test_product_numbers_and_brands_are_no_sums_or_people(text: str, lang: str, amount: float) -> None:
    r = read(text, lang=lang)
    assert r.records and r.records[0].amount_paise == amount * 100, r
    assert r.records[0].counterparty in (None, "Ravi"), r


def test_a_cost_word_inside_a_firms_name_stays_in_it() -> None:
    r = read("Kerala Auto Agencies-il ninnu stock vannu, Bosch spark plug um chain set um, bill 21,300",
             lang="malayalam")
    assert r.records and r.records[0].counterparty == "Kerala Auto Agencies", r


# Bank money said to be someone's, beside a bigger sum they owed from before: that sum is their opening balance
# and the money went toward it (the chain books it as their payment).
DUES_WITH_BANK_MONEY = [
    ("the 1500 on gpay just now is Anil Kumar's. he owed 2300 for his progressive lens from last month, "
     "800 still pending", "english", 1500, "Anil Kumar", 2300),
    ("২,৬৪০ যেটা এল ওটা সুভাষ নার্সিং হোমের, গত মাসের বাকি ছিল ৪,০০০", "bengali", 2640, "সুভাষ নার্সিং হোম", 4000),
]


@pytest.mark.parametrize("text,lang,came,who,dues", DUES_WITH_BANK_MONEY)
def test_bank_money_toward_old_dues_said_with_their_sum(text: str, lang: str, came: int, who: str,
                                                        dues: int) -> None:
    r = read(text, lang=lang, booked=(came,))
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.new_counterparty == who and r.correction.new_kind is None, r
    assert rows(r) == [(OB, dues, who)] and r.records[0].owes == "them", r


def test_an_english_is_says_what_bank_money_was() -> None:
    r = read("that 450 in sbi is from Bose for the glasses", lang="english", booked=(450,))
    assert r.intent == "correct" and r.correction is not None and r.correction.new_counterparty == "Bose", r


# "badle" after goods counted is the parts replaced (a job), "instead" only after "of" or a sum.
def test_parts_replaced_are_a_job_not_a_correction() -> None:
    assert rows(read("3 पंचर और 2 ब्रेक वायर बदले, 260", lang="hindi")) == [(S, 260, None)]
    assert read("1200 के बदले 1300 लिखो", lang="hindi", last=None).intent != "record"


# Goods counted and sold, a bare price, then their exact product: one sale, never three.
def test_a_count_a_price_and_their_product_said_apart_are_one_sale() -> None:
    assert rows(read("ilaneer 85 vitthen, 30 rooba, 2550", lang="tamil")) == [(S, 2550, None)]
    assert rows(read("samose 40 beche, 15 rupaye, 600", lang="hinglish")) == [(S, 600, None)]


# A bill for goods is what the shop bought; a bill for power stays a running cost.
@pytest.mark.parametrize("text,lang,want", [
    ("spare parts er bill 1,850, cash e diyechi", "bengali", [(P, 1850, None)]),
    ("doodh ka bill 3000 diya", "hinglish", [(P, 3000, None)]),
    ("bijli ka bill 900 bhara", "hinglish", [(E, 900, None)]),
])
def test_a_bill_for_goods_is_a_purchase(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# Trades before a name, spare parts, a purpose ("to repair the tap") and a firm's suffix with its case ending are
# never the account's name.
@pytest.mark.parametrize("text,lang,want", [
    ("பெயின்டர் சங்கருக்கு 1,000 கடன் கொடுத்தேன்", "tamil", [(U, 1000, "சங்கர்")]),
    ("ଦିନରେ ସ୍ପେୟାର ପାର୍ଟସ କିଣିଲି 2,400 ନଗଦ", "odia", [(P, 2400, None)]),
    ("ନବରଙ୍ଗ ଷ୍ଟେସନର୍ସରୁ A4 ପେପର 5 ରିମ କିଣିଲି 2,180", "odia", [(P, 2180, "ନବରଙ୍ଗ ଷ୍ଟେସନର୍ସ")]),
    ("കടയിലെ ടാപ്പ് നന്നാക്കാൻ പ്ലംബർക്ക് 650 കൊടുത്തു", "malayalam", [(E, 650, None)]),
])
def test_trades_goods_and_purposes_are_no_names(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# A number, one letter and a number typed as one word is a grade or a size ("20W40", "12x18"), never sums or a
# person called W; a firm marked "from" after a count is the seller, never what was counted.
@pytest.mark.parametrize("text,lang,want", [
    ("Castrol 20W40 1 litre 6 tin Murali Agencies kitta vaanginen 2,340 credit, 10 naal la kudukanum", "tamil",
     [(P, 2340, "Murali Agencies")]),
    ("sold 2 photo frames 12x18 at 450 each", "english", [(S, 900, None)]),
])
def test_grade_codes_and_a_firm_after_a_count(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# A given name, then words that are no one's name with a case ending glued on the last ("for the bridal makeup
# booking"): the person alone; a firm named whole keeps its name.
def test_a_given_name_before_a_services_words_is_the_person() -> None:
    r = read("திவ்யா பிரைடல் மேக்கப் புக்கிங்குக்கு 5,000 அட்வான்ஸ் கொடுத்தாங்க", lang="tamil")
    assert [x.counterparty for x in r.records] == ["திவ்யா"], r
    r = read("मेहता ड्राई फ्रूट्स से 5 किलो बादाम आया 4,250 का, पैसे अगले हफ्ते देने हैं", lang="hindi")
    assert rows(r)[0][0] == P and rows(r)[0][2] == "मेहता ड्राई फ्रूट्स", r


# "Money next month" in the Indian scripts is a purchase on credit; a known brand's model before the goods counted
# is their name, so the bill said after is the purchase's value, not an expense of its own.
@pytest.mark.parametrize("text,lang,value,who", [
    ("ਬਰਾੜ ਟੈਂਟ ਹਾਊਸ ਤੋਂ 50 ਨਵੀਆਂ ਕੁਰਸੀਆਂ ਲਈਆਂ, 550 ਦੀ ਇੱਕ, ਪੈਸੇ ਅਗਲੇ ਮਹੀਨੇ", "punjabi", 27500, "ਬਰਾੜ ਟੈਂਟ ਹਾਊਸ"),
    ("ਗੁਰੂ ਨਾਨਕ ਟਰੇਡਰਜ਼ ਤੋਂ ਮਹਿੰਦਰਾ 575 ਦੀਆਂ 6 ਕਲੱਚ ਪਲੇਟਾਂ ਆਈਆਂ, ਬਿੱਲ 13,200, 25 ਦਿਨਾਂ ਵਿੱਚ ਦੇਣਾ", "punjabi", 13200,
     "ਗੁਰੂ ਨਾਨਕ ਟਰੇਡਰਜ਼"),
])
def test_credit_purchases_said_in_gurmukhi(text: str, lang: str, value: int, who: str) -> None:
    r = read(text, lang=lang)
    assert rows(r) == [(P, value, who)] and r.records[0].on_credit, r


# Tamil's "for N people" counts plates served; a meal counted by the dozen at a price each is asked, sale or cost.
def test_plates_for_people_served_are_asked() -> None:
    r = read("இன்னைக்கு காலை டிபன் 45 பேருக்கு, ஒரு பிளேட் 60 ரூபாய்", lang="tamil")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_kind", r
    assert [x.amount_paise for x in r.clarify.partial] == [270000], r


# The unknown words before "sold" in a cancel name the goods of the entry to remove, and say it was a sale.
def test_goods_said_sold_in_a_cancel_name_the_entry() -> None:
    r = read("முந்தாநேத்து பிரஷ் ரோலர் வித்தது தப்பா போட்டுட்டேன், அதை அழிச்சிடு", lang="tamil",
             now="2027-06-11T10:00:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert c.action == "cancel" and c.kind == "sale" and c.item and "ரோலர்" in c.item and c.on == "2027-06-09", r


# Money moved between the owner's own accounts, said with "my own" or "my account" in the Indian scripts, is a
# transfer, never credit to a person called "mine" or "account"; "income" is the day's takings.
@pytest.mark.parametrize("text,lang,kind", [
    ("ಕೋಟಕ್ ಇಂದ ಕೆನರಾ ಖಾತೆಗೆ 8,000 ಹಾಕಿದ್ದು ನನ್ನದೇ ದುಡ್ಡು", "kannada", "transfer"),
    ("இந்தியன் பேங்க்ல இருந்து 5000 என்னோட SBI அக்கவுண்ட்டுக்கு மாத்தினேன்", "tamil", "transfer"),
    ("ICICI ରୁ 15,000 ମୋ ନିଜ କେନେରା ଆକାଉଣ୍ଟକୁ ପଠାଇଲି", "odia", "transfer"),
    ("ଆଜି 2,150 ମରାମତି ଆୟ", "odia", "sale"),
])
def test_own_accounts_and_income(text: str, lang: str, kind: str) -> None:
    r = read(text, lang=lang)
    assert [x.kind for x in r.records] == [kind] and not any(x.counterparty for x in r.records), r


# Words that are never a name: Malayalam "earlier" is old dues, Gujarati "got it changed" a running cost, a laptop
# after a name is the goods serviced.
@pytest.mark.parametrize("text,lang,want", [
    ("ઘંટી નો પટ્ટો બદલાવ્યો મિસ્ત્રી ને 650 આપ્યા", "gujarati", [(E, 650, None)]),
])
def test_more_words_that_are_no_names(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


def test_a_laptop_after_a_name_is_the_goods() -> None:
    r = read("IOB ல வந்த 2350 அருண் லேப்டாப் சர்வீஸ் பணம்", lang="tamil", booked=(2350,))
    assert r.correction is not None and r.correction.new_counterparty == "அருண்", r


# Goods that came with a bare count, then only the bill: how many came and their value; a brand's model before
# "of" and the part sold; a goods word inside a firm's name; a bakery is a firm.
@pytest.mark.parametrize("text,lang,want", [
    ("ಲಕ್ಷ್ಮಿ ಮೆಟಲ್ಸ್ ಇಂದ ಸ್ಟೀಲ್ ಡಬ್ಬಿ ಸೆಟ್ 20 ಬಂತು, ಬಿಲ್ 11,600, ಮುಂದಿನ ತಿಂಗಳು 10ಕ್ಕೆ ಕೊಡ್ತೀನಿ", "kannada",
     [(P, 11600, "ಲಕ್ಷ್ಮಿ ಮೆಟಲ್ಸ್")]),
    ("ਸਵਰਾਜ 855 ਦੀ ਕਲੱਚ ਪਲੇਟ ਵੇਚੀ 4,250 ਨਕਦ", "punjabi", [(S, 4250, None)]),
    ("9 ਤਰੀਕ ਨੂੰ ਲੁਧਿਆਣਾ ਟਰੈਕਟਰ ਪਾਰਟਸ ਤੋਂ ਮਾਲ ਆਇਆ ਸੀ, 24,600 ਦਾ, 30 ਦਿਨ ਦਾ ਉਧਾਰ ਹੈ", "punjabi",
     [(P, 24600, "ਲੁਧਿਆਣਾ ਟਰੈਕਟਰ ਪਾਰਟਸ")]),
    ("Sprite 2.25L 6 cases Raju bakery ki ammanu 3,960, 2000 cash icchadu migatha repu istadu", "telugu",
     [(U, 3960, "Raju Bakery"), ("payment_received", 2000, "Raju Bakery")]),
])
def test_counts_models_and_firm_names(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# The hour is no name ("7 மணிக்கு"); a farm's owner named before it is the seller; Tamil "from" and "not given
# yet" make the purchase from that farm on credit.
def test_goods_from_a_named_farm_not_paid_yet() -> None:
    r = read("காலையில 7 மணிக்கு ப்ராய்லர் 40 கிலோ வந்துச்சு பாண்டியன் பண்ணைல இருந்து, 6,400, இன்னும் குடுக்கல",
             lang="tamil")
    assert rows(r) == [(P, 6400, "பாண்டியன்")] and r.records[0].on_credit, r


# Goods given out on hire with a count, then only the money got for them: hire earned, not a cost.
def test_goods_given_on_hire_and_money_got_are_a_sale() -> None:
    r = read("ପରଶୁ 50 ଟା ଚେୟାର ଭଡ଼ା ଦେଇଥିଲି, 750 ନଗଦ ମିଳିଥିଲା", lang="odia", now="2027-06-07T10:00:00+05:30")
    assert rows(r) == [(S, 750, None)] and r.records[0].on == "2027-06-05", r


# A bulk cancel cancels: what is said before it is why, never a new name for an entry.
def test_a_bulk_cancel_with_its_reason_changes_no_name() -> None:
    r = read("munde ne phone naal chhed chhaad kar ditti, ajj diyan saariyan entries mita do", lang="punjabi")
    c = r.correction
    assert c is not None and c.action == "cancel" and c.scope == "all" and c.new_counterparty is None, r


def test_a_doer_noun_typed_in_latin_letters_is_no_name() -> None:
    assert rows(read("puncture kadhnarya porala 200 dile aajchi majuri", lang="marathi")) == [(E, 200, None)]


def test_a_count_after_a_pack_size_with_the_sum_said_apart_is_no_sum() -> None:
    r = read("Pappu bhai ke naam 1200 likh do, Gold Flake ke 2 packet aur Thums Up 2 litre wali 3", lang="hinglish")
    assert rows(r) == [(U, 1200, "Pappu")], r


# A job with the way it was paid and no verb is asked: the shop's work earned as often as a repair paid for.
@pytest.mark.parametrize("text,lang", [("fan repair 450, 200 GPay 250 cash", "english"),
                                       ("Splendor servicing 650 cash", "marathi"),
                                       ("ଦୋକାନରେ 780 ନଗଦ ମରାମତି ହେଲା", "odia")])
def test_a_job_paid_with_no_verb_is_asked(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_kind", r


def test_goods_counted_from_a_firm_then_the_bill() -> None:
    r = read("Nilkamal plastic chairs 50 vachayi Sai Ram Furniture Agencies nunchi, 21,000 bill, 10 rojullo kattali",
             lang="telugu", now="2027-03-20T10:00:00+05:30")
    assert rows(r) == [(P, 21000, "Sai Ram Furniture Agencies")] and r.records[0].on_credit, r


# A Marathi elder's honorific under a case ending comes off whole ("भोसले आबांना" is Bhosale's); "wrong" before
# "entries" in a bulk cancel is why they go, never whose.
def test_marathi_elders_and_wrong_entries() -> None:
    assert rows(read("भोसले आबांना ३ गोण्या उधार, ३६९०", lang="marathi")) == [(U, 3690, "भोसले")]
    r = read("आज मुलाने फोनवर खेळत चुकीच्या एंट्री टाकल्या, आजच्या सगळ्या एंट्री काढून टाका", lang="marathi")
    c = r.correction
    assert c is not None and c.action == "cancel" and c.scope == "all" and c.counterparty is None, r


# A brand's strength before "on credit" with the money said after it; a seed variety's number; Telugu "andi" (the
# polite particle) and Gujarati "taraf thi" (from the side of) are no names.
@pytest.mark.parametrize("text,lang,want", [
    ("Ramaiah garu took BP tablets telma 40 on credit last friday, 340, forgot to write", "english",
     [(U, 340, "Ramaiah")]),
    ("Rasi 659 kapas na biyaran na 10 packet vechya 8,600 rokda", "gujarati", [(S, 8600, None)]),
    ("Patel Agro taraf thi 40 theli urea aavi 10,680 nu bill 30 divas ma aapvanu", "gujarati",
     [(P, 10680, "Patel Agro")]),
])
def test_strengths_varieties_and_particles(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# Goods taken "from X's shop" were bought from X; a person marked "to" after a count is the buyer, never goods.
@pytest.mark.parametrize("text,lang,want", [
    ("Rahim nte kadayil ninnu 40 kilo chicken eduthu, 8400, paisa pinne kodukkam", "malayalam", [(P, 8400, "Rahim")]),
    ("Sharma ji ki dukaan se 10 kilo cheeni li 450 ki", "hinglish", [(P, 450, "Sharma")]),
    ("Tata namak 1 kg wale 50 packet Rakesh ko beche 1,250 mein cash", "hinglish", [(S, 1250, "Rakesh")]),
])
def test_whose_shop_and_who_bought(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# A pack's size then the count of packs ("19 kg 2 nos") keeps the goods' name; a running cost named before "entry"
# names the entry to cancel.
def test_a_pack_size_before_a_count_and_a_cost_named_in_a_cancel() -> None:
    r = read("commercial gas cylinder 19 kg 2 nos 3,560", lang="english")
    assert r.records and r.records[0].item == "commercial gas cylinder" and r.records[0].qty == 2, r
    c = read("delete the gas cylinder entry from saturday, reddy side paid the gas agency directly",
             lang="english", now="2027-05-18T10:00:00+05:30").correction
    assert c is not None and c.item == "gas cylinder" and c.kind == "expense" and c.on == "2027-05-15", c


# A job done for someone, then "she gave the money": a sale to her, paid.
def test_a_job_for_someone_who_gave_the_money_is_a_sale_to_them() -> None:
    assert rows(read("सुनीता दीदी का ब्लाउज़ सिलाई 450, पैसे दे गईं", lang="hindi")) == [(S, 450, "सुनीता")]


def test_the_owners_own_promise_to_pay_in_romanized_tamil_makes_a_credit_purchase() -> None:
    r = read("Palani kitta 200 thengai vaanginen 3k, naalaiku tharen nu sonnen", lang="tamil")
    assert rows(r) == [(P, 3000, "Palani")] and r.records[0].on_credit, r
