"""Stock bought on a bill and part of it paid: the bill is owed and the part is a payment, never the whole bill
marked paid (docs/reading-guide.md, "Several movements", "Credit purchases"). A wrong ✅ here hides what the shop
owes its supplier."""

from __future__ import annotations

import pytest

from tests.think._rules import read, rows

THEN = "2026-12-17T11:00:00+05:30"


@pytest.mark.parametrize(("text", "lang", "paid"), [
    ("Got 40 sarees from Shree Balaji Textiles, Surat. Bill 48,500. Paid half by NEFT today, balance by 31st December",
     "english", 24250.0),
    ("Got 40 sarees from Shree Balaji Textiles. Bill 48,500. Paid 24,250 by NEFT today, balance by 31st December",
     "english", 24250.0),
    ("bought stock from Om Traders, bill 10,000, paid half", "english", 5000.0),
    ("Sharma Traders se maal aaya 10,000 ka, aadha diya, baaki agle hafte", "hinglish", 5000.0),
    ("Sharma Traders se maal aaya 10,000 ka, 4,000 UPI se diye", "hinglish", 4000.0),
])
def test_part_of_a_bill_paid_is_a_payment_and_the_bill_stays_owed(text, lang, paid):
    r = read(text, lang=lang, now=THEN)
    assert [k for k, _, _ in rows(r)] == ["purchase", "payment_made"], r
    assert r.records[0].on_credit and rows(r)[1][1] == paid and not r.unplaced


def test_a_sale_in_parts_of_payment_is_still_one_sale():
    r = read("aaj 4,700 ki bikri, 900 UPI baaki cash", now=THEN)
    assert [(x.kind, x.modes) for x in r.records] == [("sale", {"upi": 90000, "cash": 380000})]


def test_a_town_inside_a_firms_name_stays_in_the_name():
    r = read("Chennai Mobile Spares kitta 12 battery vaanginen 4,800, adutha vaaram kudukkanum", lang="tamil", now=THEN)
    assert rows(r) == [("purchase", 4800.0, "Chennai Mobile Spares")]


@pytest.mark.parametrize(("text", "want"), [
    ("Mrs Ghosh bought a Dhakai jamdani for 6,800. She paid 4,000 now, rest next week",
     [("udhaar_given", 6800.0, "Ghosh"), ("payment_received", 4000.0, "Ghosh")]),
])
def test_words_after_a_are_the_thing_bought_not_a_person(text, want):
    assert rows(read(text, lang="english", now=THEN)) == want


@pytest.mark.parametrize(("text", "want"), [
    ("chotu ko khaane ke 100 diye", [("expense", 100.0, None)]),  # the helper's meal money: nobody called Khaane
    ("Noor baaji ne 600 bheje GPay pe", [("payment_received", 600.0, "Noor")]),  # baaji: elder sister, a title
])
def test_meal_money_and_a_sisterly_title(text, want):
    assert rows(read(text, now=THEN)) == want


def test_money_the_owner_asks_to_write_is_written_not_looked_for_in_the_books():
    r = read("कल ATM से ५,००० निकाले थे, वो भी लिख लो", lang="hindi", now="2026-12-03T13:00:00+05:30")
    assert [(x.kind, x.amount_paise, x.route, x.on) for x in r.records] == [
        ("transfer", 500000, "bank_to_cash", "2026-12-02")]


def test_a_yes_that_says_the_sum_again_is_a_yes_never_a_second_entry():
    from dhandha.reading import PendingQuestion, Record

    asked = PendingQuestion(why="confirm_large", kind="yes_no", partial=[
        Record(kind="opening_balance", amount_paise=1250000, counterparty="शिवम फार्मा", owes="shop")])
    r = read("हाँ, पूरा १२,५०० का ही बिल था, अब कुछ बाकी नहीं", lang="hindi", pending=asked)
    assert r.intent == "confirm" and r.answers
    r = read("haan, aur Ramesh ko 500 udhaar", pending=asked)
    assert not r.answers and rows(r) == [("udhaar_given", 500.0, "Ramesh")]


def test_yesterdays_sum_the_books_hold_is_explained_never_written_again():
    r = read("कल वाले ६४० डॉ. मिश्रा के क्लिनिक से आए थे, उनका पिछला बाकी था", lang="hindi", booked=(640,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.old_dues) == ("मिश्रा", True)


@pytest.mark.parametrize("text", [
    "Got 40 sarees from Shree Balaji Textiles, bill 48,500, balance by 31st December",
    "got stock from Om Traders, bill 48,500, pay by 31st December",
])
def test_the_day_the_rest_of_a_bill_is_due_is_its_due_date(text):
    r = read(text, lang="english", now=THEN)
    assert [(x.kind, x.due, x.on_credit) for x in r.records] == [("purchase", "2026-12-31", True)]


def test_pay_by_a_date_is_never_a_payment_made_now():
    r = read("bill 48,500 from Om Traders, pay by 31st December", lang="english", now=THEN)
    assert not any(x.kind == "payment_made" for x in r.records), r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("संध्याकाळी अडीच हजारांचा गल्ला झाला", "marathi", [("sale", 2500.0, None)]),  # "of two and a half thousand"
    ("पाटील काकांची कटिंग आणि डाय उधारीवर, ३२५ रुपये", "marathi", [("udhaar_given", 325.0, "पाटील")]),
    ("जोशी ट्रेडर्सकडून शेव्हिंग क्रीम, ब्लेड आणि डाय आले, ५,४०० रोख दिले", "marathi",
     [("purchase", 5400.0, "जोशी ट्रेडर्स")]),
    ("यादव जी के घर रोज़ २ लीटर दूध जाता है, पिछले महीने का ₹१,८६० बाकी है", "hindi", [("opening_balance", 1860.0, "यादव")]),
])
def test_salon_work_a_list_of_goods_that_came_every_day_and_inflected_thousands(text, lang, want):
    r = read(text, lang=lang, now=THEN)
    assert rows(r) == want and not r.unplaced, r


def test_romanised_marathi_cash_from_the_shop_into_the_bank_is_a_transfer():
    r = read("dukanatle 20 hajar bankat bharle", lang="marathi", now=THEN)
    assert [(x.kind, x.amount_paise, x.route) for x in r.records] == [("transfer", 2000000, "cash_to_bank")]


def test_adich_hajar_is_two_and_a_half_thousand_never_one():
    from dhandha.think.numbers import find_amounts

    assert [a.paise for a in find_amounts("adich hajar")] == [250000]


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("सावंत ताई आल्या होत्या, दोन हजार दिले", "marathi", "सावंत"),
    ("Chawla sahab aaye the, 500 diye", "hinglish", "Chawla"),
])
def test_who_came_is_who_gave(text, lang, who):
    # a bare "gave" after someone came in is their money in; it had been written as credit given to them
    r = read(text, lang=lang, now=THEN, roles={who: "customer"})
    assert [(k, n) for k, _, n in rows(r)] == [("payment_received", who)] and not r.unplaced, r


def test_money_given_to_him_after_he_came_still_asks():
    r = read("Ramesh aaya tha, usko 500 diye", now=THEN)
    assert r.intent == "clarify", r


@pytest.mark.parametrize(("text", "want"), [
    ("pav walyala 600 dile", [("purchase", 600.0, None)]),  # to the bread-wala: no one called Walya
    ("aaj dupar paryant vikri 2,340", [("sale", 2340.0, None)]),  # till the afternoon
])
def test_romanised_marathi_wala_forms_and_times_of_day(text, want):
    r = read(text, lang="marathi", now=THEN)
    assert rows(r) == want and not r.unplaced, r


def test_oil_bought_on_credit_is_due_next_week():
    r = read("Ganesh Traders kadun 15 litre telacha dabba ghetla 2,150 la, udhaar, pudhchya aathavdyat dyaycha",
             lang="marathi", now="2026-12-11T20:00:00+05:30")
    assert [(x.kind, x.amount_paise, x.due, x.on_credit) for x in r.records] == [
        ("purchase", 215000, "2026-12-18", True)] and not r.unplaced


def test_an_amount_answered_with_udhaar_is_credit_given():
    from dhandha.reading import PendingQuestion
    from tests.think._rules import rec

    asked = PendingQuestion(why="ambiguous_amount", partial=[rec(None, None, "Sachin")], options=[50000, 500000])
    r = read("500, udhaar", lang="marathi", pending=asked, last_party="Sachin")
    assert r.answers and rows(r) == [("udhaar_given", 500.0, "Sachin")]


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("ঘোষদা এসেছিলেন, ৫০০ দিলেন", "bengali", "ঘোষ"),
    ("ரமேஷ் வந்தாரு, 500 கொடுத்தாரு", "tamil", "ரமேஷ்"),
    ("రమేష్ వచ్చాడు, 500 ఇచ్చాడు", "telugu", "రమేష్"),
    ("ರಮೇಶ್ ಬಂದಿದ್ದರು, 500 ಕೊಟ್ಟರು", "kannada", "ರಮೇಶ್"),
    ("രമേശ് വന്നിരുന്നു, 500 തന്നു", "malayalam", "രമേശ്"),
    ("ରମେଶ ଆସିଥିଲେ, ୫୦୦ ଦେଲେ", "odia", "ରମେଶ"),
    ("પટેલભાઈ આવ્યા હતા, 500 આપ્યા", "gujarati", "પટેલ"),
    ("ਗਿੱਲ ਸਾਹਬ ਆਏ ਸੀ, 500 ਦਿੱਤੇ", "punjabi", "ਗਿੱਲ"),
])
def test_came_then_gave_in_every_script_is_their_money_in_under_their_own_name(text, lang, who):
    # "came" is no part of the name ("రమేష్ వచ్చాడు" had become an account of its own)
    r = read(text, lang=lang, now=THEN)
    assert rows(r) == [("payment_received", 500.0, who)] and not r.unplaced, r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("નવજીવન ડિસ્ટ્રીબ્યુટર્સ પાસેથી નોટબુક અને પેન આવ્યા, બિલ ૧૧,૮૦૦, ૩૦ દિવસમાં ચૂકવવાનું", "gujarati",
     [("purchase", 11800.0, "નવજીવન ડિસ્ટ્રીબ્યુટર્સ")]),
    ("ਗੁਰੂ ਨਾਨਕ ਟਰੇਡਰਜ਼ ਤੋਂ ਕਵਰ ਤੇ ਚਾਰਜਰ ਆਏ, ੨,੨੦੦ ਨਕਦ ਦਿੱਤੇ", "punjabi", [("purchase", 2200.0, "ਗੁਰੂ ਨਾਨਕ ਟਰੇਡਰਜ਼")]),
    ("મીના બહેનને 500 ઉધાર આપ્યા", "gujarati", [("udhaar_given", 500.0, "મીના")]),  # "to Meena-ben"
])
def test_stationery_and_phone_goods_that_came_and_a_sister_with_a_case_ending(text, lang, want):
    r = read(text, lang=lang, now=THEN)
    assert rows(r) == want and not r.unplaced, r


def test_written_in_credit_in_latin_gujarati_answers_the_amount():
    from dhandha.reading import PendingQuestion
    from tests.think._rules import rec

    asked = PendingQuestion(why="ambiguous_amount", partial=[rec(None, None, "Jignesh")], options=[80000, 800000])
    r = read("800, udhaar ma lakho, office mate chai-nasto lai gayo", lang="gujarati", pending=asked,
             last_party="Jignesh")
    assert r.answers and rows(r) == [("udhaar_given", 800.0, "Jignesh")]


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("kal 1750 Jaspal ne bheje, ohda purana udhaar si 1750 da, hun sab clear", "punjabi", "Jaspal"),
    ("Ramesh ne 500 diye, uska purana udhaar 500 tha, ab clear", "hinglish", "Ramesh"),
])
def test_old_credit_of_the_same_sum_cleared_by_the_payment_is_dues_never_a_second_payment(text, lang, who):
    r = read(text, lang=lang, now=THEN)
    assert [(x.kind, x.counterparty, x.owes) for x in r.records] == [
        ("payment_received", who, None), ("opening_balance", who, "them")] and not r.unplaced, r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("oi 9200 ta Maa Tara Pharma ke dilam, aager maser baki chilo", "bengali", 9200.0),  # "the 9200", no count
    ("ইয়ে, শোনো, বোসবাবুর বাড়িতে আজ সকালে ২ কেজি রসগোল্লা আর ১ কেজি সন্দেশ গেল, ওনার নাতির জন্মদিন, ওটা বাকিতে "
     "লিখে রাখো, মোট ৮৮০ টাকা", "bengali", 880.0),  # the grandson's birthday names nobody's account
    ("aaj vikri 4,300 hoyi", "punjabi", 4300.0),
    ("dupehar di vikri 3,850", "punjabi", 3850.0),
])
def test_the_sum_pointed_at_a_birthday_and_little_punjabi_words(text, lang, want):
    r = read(text, lang=lang, now=THEN)
    assert [a for _, a, _ in rows(r)] == [want], r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("মিতালি বউদি একটা তাঁতের শাড়ি নিলেন ২,৭৫০ টাকার, ১,১০০ দিলেন, বাকি পরে দেবেন", "bengali",
     [("udhaar_given", 2750.0, "মিতালি"), ("payment_received", 1100.0, "মিতালি")]),  # a handloom saree
    ("ସକାଳେ ୩ଟା ବ୍ଲାଉଜ ସିଲେଇ ଦେଲି, ୭୨୦ ଟଙ୍କା ପାଇଲି", "odia", [("sale", 720.0, None)]),  # stitched, then got 720
    ("bikele telebhaja ar cha bikri 1,650", "bengali", [("sale", 1650.0, None)]),
])
def test_a_sister_in_law_tailoring_done_and_fritters(text, lang, want):
    r = read(text, lang=lang, now=THEN)
    assert rows(r) == want and not r.unplaced, r


@pytest.mark.parametrize(("text", "lang"), [
    ("জেরক্স আর স্পাইরাল বাইন্ডিং ৬৪০", "bengali"),  # xerox and spiral binding: no one called Spiral
    ("ସନ୍ଧ୍ୟାରେ ସିଲେଇ ବାବଦରେ ଦୁଇ ହଜାର ପାଞ୍ଚ ଶହ ଆସିଲା", "odia"),  # "on account of tailoring"
])
def test_services_sold_are_no_people(text, lang):
    r = read(text, lang=lang, now=THEN)
    assert not any(x.counterparty for x in [*r.records, *(r.clarify.partial if r.clarify else [])]), r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Pawar kakuncha junya 1,200 baaki aahe", "marathi", [("opening_balance", 1200.0, "Pawar")]),  # aunty's
    ("Pawar kakunni aaj 500 dile", "marathi", [("payment_received", 500.0, "Pawar")]),  # aunty gave
    ("Raghavendra ge matte 450 saala kotte", "kannada", [("udhaar_given", 450.0, "Raghavendra")]),  # again
    ("ಗುಡ್ ಡೇ 10 ರೂಪಾಯಿದು 24 ಪ್ಯಾಕೆಟ್ ಮಾರಿದೆ", "kannada", [("sale", 240.0, None)]),  # the ten-rupee one, 24 packs
    ("ഷാജിക്ക് വീണ്ടും 200 കടം", "malayalam", [("udhaar_given", 200.0, "ഷാജി")]),  # again
])
def test_aunties_again_and_the_ten_rupee_pack(text, lang, want):
    assert rows(read(text, lang=lang, now=THEN)) == want


def test_kannada_came_and_earlier_dues_explain_the_bank_credit():
    r = read("ninne banda 3500 Raghavendra kottiddu, munche baaki ittu", lang="kannada", now=THEN, booked=(3500,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.old_dues) == ("Raghavendra", True)


def test_gowda_in_latin_and_kannada_is_one_name():
    from dhandha.lang.phonetic import key

    assert key("Gowda") == key("ಗೌಡ") and key("Sowmya") == key("Saumya")
