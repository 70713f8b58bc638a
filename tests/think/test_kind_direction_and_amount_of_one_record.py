"""Kind, direction and amount of single money movements (docs/reading-guide.md guide: kind and direction, amounts), across languages."""

from __future__ import annotations

import pytest

from ._rules import read, shape

R, U, P, M, S, E, B = ("payment_received", "udhaar_given", "payment_made", "payment_made", "sale", "expense",
                       "purchase")

HINGLISH = [
    # other party gave -> payment received
    ("Mohan ne 750 diye", [(R, 750, "Mohan")]),
    ("Sunita ne 1200 jama kiye", [(R, 1200, "Sunita")]),
    ("Ramesh ne 300 lauta diye", [(R, 300, "Ramesh")]),
    ("Farhan ne gpay pe 640 bheje", [(R, 640, "Farhan")]),
    ("Joseph se 1500 mile", [(R, 1500, "Joseph")]),
    ("Harish se 900 vasool kiye", [(R, 900, "Harish")]),
    ("Chintu ka 450 aaya", [(R, 450, "Chintu")]),
    ("Lata ka 2000 mil gaya", [(R, 2000, "Lata")]),
    ("Rs 800 Mohan ne diye", [(R, 800, "Mohan")]),
    ("mohan ne 250 diye", [(R, 250, "Mohan")]),
    ("Babloo ne udhaar ke 600 lautaye", [(R, 600, "Babloo")]),
    # credit words -> udhaar
    ("Mohan ko 750 udhaar diye", [(U, 750, "Mohan")]),
    ("Sunita 400 udhaar", [(U, 400, "Sunita")]),
    ("Ramesh ke naam 350 likh do", [(U, 350, "Ramesh")]),
    ("Dinesh ke khate mein 900 daal do", [(U, 900, "Dinesh")]),
    ("Kavita ji ko 3 kilo atta udhaar, 40 ka kilo", [(U, 120, "Kavita")]),
    ("Raju ne 500 ka saamaan udhaar liya", [(U, 500, "Raju")]),
    ("Imran bhai ko 200 ka becha udhaar pe", [(U, 200, "Imran")]),
    ("Salma ko do hazaar udhaar", [(U, 2000, "Salma")]),
    # owner gave to a firm -> payment made; repay verbs
    ("Ganesh Traders ko 4000 diye", [(M, 4000, "Ganesh Traders")]),
    ("Patel Brothers ko 7000 bheje", [(M, 7000, "Patel Brothers")]),
    ("Krishna Agencies ko 2500 transfer kiye", [(M, 2500, "Krishna Agencies")]),
    ("Mahesh ko 1800 chuka diye", [(M, 1800, "Mahesh")]),
    ("Ansari Enterprises ka 6000 clear kiya", [(M, 6000, "Ansari Enterprises")]),
    # sales
    ("aaj 7200 ki bikri", [(S, 7200, None)]),
    ("3 kilo chawal becha 150 mein", [(S, 150, None)]),
    ("12 anda beche, 6 ka ek", [(S, 72, None)]),
    ("Sonu ko 2 packet chips beche 40 rupaye", [(S, 40, "Sonu")]),
    ("galla 5600 hua aaj", [(S, 5600, None)]),
    ("ek hazaar paanch sau ka maal becha", [(S, 1500, None)]),
    # expenses
    ("chai 60", [(E, 60, None)]),
    ("nashta paani 150", [(E, 150, None)]),
    ("bijli ka bill 2200 bhara", [(E, 2200, None)]),
    ("dukaan ka kiraya 12000", [(E, 12000, None)]),
    ("Ramu ko tankhwah 7000 di", [(E, 7000, "Ramu")]),
    ("Shankar ko tempo bhada 400 diya", [(E, 400, "Shankar")]),
    ("electrician ko 350 diye", [(E, 350, None)]),
    ("landlord ko 15000 diye", [(E, 15000, None)]),
    ("petrol 500 ka dalwaya", [(E, 500, None)]),
    ("auto wale ko 80 diye", [(E, 80, None)]),
    ("safai wali ko 300 diye", [(E, 300, None)]),
    # purchases
    ("Gupta Traders se 30 kilo cheeni mangayi, 1350, udhaar pe", [(B, 1350, "Gupta Traders")]),
    ("mandi se 20 kilo pyaaz liye 600 mein", [(B, 600, None)]),
    ("Sharma Agencies se 8000 ka maal aaya, payment baad mein", [(B, 8000, "Sharma Agencies")]),
    ("Verma Stores se 2 peti Pepsi li, 1400 nakad", [(B, 1400, "Verma Stores")]),
]

ENGLISH = [
    ("Ravi paid 900", [(R, 900, "Ravi")]),
    ("got 1200 from Meena", [(R, 1200, "Meena")]),
    ("received 650 from Joseph", [(R, 650, "Joseph")]),
    ("Anita returned 300", [(R, 300, "Anita")]),
    ("Peter sent 1500 on gpay", [(R, 1500, "Peter")]),
    ("Meena cleared 800", [(R, 800, "Meena")]),
    ("gave Peter 500 on credit", [(U, 500, "Peter")]),
    ("put 300 on Joseph's account", [(U, 300, "Joseph")]),
    ("Anita bought 2 soaps on credit, 60 total", [(U, 60, "Anita")]),
    ("paid Joseph 2000 by UPI", [(M, 2000, "Joseph")]),
    ("paid 5000 to Ganesh Traders", [(M, 5000, "Ganesh Traders")]),
    ("sold 2 kg rice for 110", [(S, 110, None)]),
    ("sold goods worth 3.5k", [(S, 3500, None)]),
    ("sold 3 litres of oil at 160 per litre", [(S, 480, None)]),
    ("paid shop rent 11000", [(E, 11000, None)]),
    ("tea 45", [(E, 45, None)]),
    ("bought 25 kg sugar from the market for 1100 cash", [(B, 1100, None)]),
    ("purchased 4 boxes of biscuits from Sharma Distributors at 450 each, on credit",
     [(B, 1800, "Sharma Distributors")]),
]

HINDI = [
    ("मोहन ने ७५० दिए", [(R, 750, "मोहन")]),
    ("सुनीता ने १२०० जमा किए", [(R, 1200, "सुनीता")]),
    ("राजू को ४०० उधार दिए", [(U, 400, "राजू")]),
    ("गीता दीदी के खाते में ६०० लिखो", [(U, 600, "गीता")]),
    ("आज ५२०० की बिक्री हुई", [(S, 5200, None)]),
    ("बिजली का बिल १८०० भरा", [(E, 1800, None)]),
    ("गणेश ट्रेडर्स को ५००० भेजे", [(M, 5000, "गणेश ट्रेडर्स")]),
    ("साढ़े चार सौ का नाश्ता", [(E, 450, None)]),
]

REGIONAL = [
    # Marathi
    ("mr", "रमेशला ६०० उधार दिले", [(U, 600, "रमेश")]),
    ("mr", "पाटीलने ९०० दिले", [(R, 900, "पाटील")]),
    ("mr", "आज ३२०० ची विक्री झाली", [(S, 3200, None)]),
    ("mr", "गणेश ट्रेडर्सला ४००० दिले", [(M, 4000, "गणेश ट्रेडर्स")]),
    # Gujarati
    ("gu", "મહેશે ૮૦૦ આપ્યા", [(R, 800, "મહેશ")]),
    ("gu", "સુરેશને ૩૦૦ ઉધાર આપ્યા", [(U, 300, "સુરેશ")]),
    ("gu", "આજે ૫૦૦૦ નું વેચ્યું", [(S, 5000, None)]),
    ("gu", "Maheshbhaie 700 aapya", [(R, 700, "Mahesh")]),
    # Bengali
    ("bn", "সুমনকে ৪০০ টাকা ধার দিলাম", [(U, 400, "সুমন")]),
    ("bn", "পলাশ ৬০০ টাকা দিলেন", [(R, 600, "পলাশ")]),
    ("bn", "আজ ৩০০০ টাকার বিক্রি হল", [(S, 3000, None)]),
    # Punjabi
    ("pa", "ਜਸਪਾਲ ਨੇ ੮੦੦ ਦਿੱਤੇ", [(R, 800, "ਜਸਪਾਲ")]),
    ("pa", "ਗੁਰਪ੍ਰੀਤ ਨੂੰ ੩੦੦ ਉਧਾਰ ਦਿੱਤੇ", [(U, 300, "ਗੁਰਪ੍ਰੀਤ")]),
    ("pa", "Harpreet ne 1500 ditte", [(R, 1500, "Harpreet")]),
    # Odia
    ("or", "ସୁରେଶକୁ ୩୦୦ ଉଧାର ଦେଲି", [(U, 300, "ସୁରେଶ")]),
    ("or", "ରମେଶ ୭୦୦ ଦେଲେ", [(R, 700, "ରମେଶ")]),
    # Tamil
    ("ta", "செல்வத்துக்கு 400 கடன் கொடுத்தேன்", [(U, 400, "செல்வம்")]),
    ("ta", "முருகன் 900 கொடுத்தார்", [(R, 900, "முருகன்")]),
    ("ta", "Raja 600 kuduthaar", [(R, 600, "Raja")]),
    # Telugu
    ("te", "రవికి 300 అప్పు ఇచ్చాను", [(U, 300, "రవి")]),
    ("te", "సురేష్ 800 ఇచ్చాడు", [(R, 800, "సురేష్")]),
    # Kannada
    ("kn", "ಮಂಜುಗೆ 450 ಸಾಲ ಕೊಟ್ಟೆ", [(U, 450, "ಮಂಜು")]),
    ("kn", "ರಾಜು 700 ಕೊಟ್ಟರು", [(R, 700, "ರಾಜು")]),
    # Malayalam
    ("ml", "സുരേഷ് 900 തന്നു", [(R, 900, "സുരേഷ്")]),
    ("ml", "രാജുവിന് 400 കടം കൊടുത്തു", [(U, 400, "രാജു")]),
]


@pytest.mark.parametrize(("text", "want"), HINGLISH)
def test_hinglish(text, want):
    assert shape(read(text)) == want


@pytest.mark.parametrize(("text", "want"), ENGLISH)
def test_english(text, want):
    assert shape(read(text, lang="en")) == want


@pytest.mark.parametrize(("text", "want"), HINDI)
def test_hindi_devanagari(text, want):
    assert shape(read(text, lang="hi")) == want


@pytest.mark.parametrize(("lang", "text", "want"), REGIONAL)
def test_regional_languages(lang, text, want):
    assert shape(read(text, lang=lang)) == want


def test_purchase_credit_is_only_what_was_said():
    assert read("Gupta Traders se 30 kilo cheeni mangayi, 1350, udhaar pe").records[0].on_credit is True
    assert read("Verma Stores se 2 peti Pepsi li, 1400 nakad").records[0].on_credit is False
    assert read("mandi se 20 kilo pyaaz liye 600 mein").records[0].on_credit is None


def test_item_quantity_and_unit():
    r = read("Kavita ji ko 3 kilo atta udhaar, 40 ka kilo").records[0]
    assert (r.item, r.qty, r.unit) == ("atta", 3, "kg")
    r = read("12 anda beche, 6 ka ek").records[0]
    assert (r.qty, r.unit) == (12, None)
    r = read("Verma Stores se 2 peti Pepsi li, 1400 nakad").records[0]
    assert (r.item, r.qty, r.unit) == ("Pepsi", 2, "box")
    r = read("Mohan ne 750 diye").records[0]
    assert (r.item, r.qty, r.unit) == (None, None, None)


def test_expense_keeps_the_cost_head_as_item():
    assert read("chai 60").records[0].item == "chai"


MORE = [
    ("Raju se udhaar ke 700 wapas mile", [(R, 700, "Raju")]),
    ("Raju ne 1800 dekar hisaab barabar kiya", [(R, 1800, "Raju")]),
    ("Bablu ne upi kiya 650", [(R, 650, "Bablu")]),
    ("Meena aunty ne 2 litre doodh liya 120 ka, paise baad mein", [(U, 120, "Meena")]),
    ("Chhotu ko 100 diye chai ke liye", [(E, 100, None)]),
    ("Ramesh electrician ko 400 diye", [(E, 400, "Ramesh")]),
    ("Raju doodhwala ko 3000 diye", [(M, 3000, "Raju")]),
]


@pytest.mark.parametrize(("text", "want"), MORE)
def test_more_hinglish_shapes(text, want):
    assert shape(read(text)) == want


def test_several_goods_under_one_total_have_no_item():
    r = read("Sonu ko 1 kilo chini aur 1 packet chai patti udhaar, 95 total").records[0]
    assert (r.kind, r.amount_paise, r.item, r.qty, r.unit) == (U, 9500, None, None, None)


def test_quantities_and_units():
    cases = [
        ("dedh kilo paneer becha 450", ("paneer", 1.5, "kg")),
        ("paav kilo mirchi becha 30", ("mirchi", 0.25, "kg")),
        ("2 darjan kele beche 120", ("kele", 2, "dozen")),
        ("250 gram haldi becha 60", ("haldi", 250, "g")),
        ("4 kurta beche 1200", ("kurta", 4, None)),
        ("ek dabba ghee becha 550", ("ghee", 1, "box")),
    ]
    for text, want in cases:
        r = read(text).records[0]
        assert (r.item, r.qty, r.unit) == want, text


def test_a_quantity_is_not_a_second_amount():
    assert shape(read("12 bori gehun aaye Naseem se 9000 ka")) == [(B, 9000, "Naseem")]


WHO_GOT_IT = [
    ("got 500 from Peter", [(R, 500, "Peter")]),
    ("I received 500 from Peter", [(R, 500, "Peter")]),
    ("paid by Peter 500", [(R, 500, "Peter")]),
    ("Peter was paid 500", [(M, 500, "Peter")]),
    ("Peter received 500", "clarify:ambiguous_direction"),
    ("Peter got 500", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize(("text", "want"), WHO_GOT_IT)
def test_english_subjects_and_passives(text, want):
    assert shape(read(text, lang="en")) == want


def test_a_second_n_kilo_is_the_rate():
    assert shape(read("Harish ko 3 kilo daal udhaar, 120 kilo")) == [(U, 360, "Harish")]


def test_goods_from_a_named_source_without_a_verb_is_a_purchase():
    got = sorted(shape(read("Kapoor Distributors se 15000 ka maal, 5000 nakad diye, baaki baad mein")), key=str)
    assert got == sorted([(B, 15000, "Kapoor Distributors"), (M, 5000, "Kapoor Distributors")], key=str)


def test_how_much_does_a_named_person_owe():
    r = read("how much does Alok owe me", lang="en")
    assert (r.query.query, r.query.counterparty) == ("balance", "Alok")


def test_credited_to_an_account_is_credit():
    assert shape(read("credited 500 to Priya's account", lang="en")) == [(U, 500, "Priya")]
