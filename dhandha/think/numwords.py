"""Number words of the shop's languages, and the lookup table built from them on first use."""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

# Each table is "value spelling spelling ..." per line. Tables stay plain strings so that importing this
# module costs nothing; `lexicon()` turns them into a dict the first time a message is read.

HINGLISH_NUMBERS = """
0 zero shunya sunya
1 ek aek ik
2 do
3 teen tiin
4 char chaar
5 paanch panch paach paanc
6 chhe che chha chhah chheh cheh chhey
7 saat sat
8 aath aat aanth
9 nau nou
10 das dus dass
11 gyarah gyaarah gyara gyaara igyarah egyarah gyarha gyaraa
12 barah baarah bara baara barha
13 terah tera tehra terha
14 chaudah chauda chaudha chodah choda chaudaa
15 pandrah pandra pandreh pandhra pandhrah pundrah
16 solah sola solha
17 satrah satra satarah sattrah
18 atharah athara athaara attharah atthara athra athrah
19 unnis unees unnees unis
20 bees bis
21 ikkis ikkees ikis
22 bais baees baais baaees
23 teis teyis
24 chaubis chaubees chobis choubis
25 pachis pachees pachchis pacchis pachhis
26 chhabbis chhabbees chabbis chabbees
27 sattais sattaees sataees sattaais
28 atthais athais atthaees athaees
29 untis unatees untees unatis
30 tees
31 ikattis iktees ekattis iktis ikatees
32 battis battees
33 taintis taintees tetis tentis
34 chautis chauntees chauntis chountis
35 paintis paintees pentis
36 chhattis chhattees chattis
37 saintis saintees
38 artis adtees arthis adtis
39 untalis untaalees unchalis
40 chalis chaalees chaalis chalees
41 iktalis iktaalees
42 bayalis bayaalees biyalis
43 taintalis taintaalees
44 chavalis chavaalees chauvalis chawalis
45 paintalis paintaalees pentalis
46 chhiyalis chhiyaalees chiyalis
47 saintalis saintaalees
48 artalis adtaalees adtalis
49 unchas unchaas
50 pachas pachaas pachass
51 ikyavan ikyaavan ikyawan
52 bavan baavan bawan
53 tirpan tirepan
54 chauvan chauwan
55 pachpan
56 chhappan chappan
57 sattavan sattaavan
58 atthavan athaavan atthawan
59 unsath unsaath
60 saath sath saanth
61 iksath ikasath
62 basath baasath
63 tirsath tiresath
64 chausath chaunsath chousath
65 painsath paisath pensath
66 chhiyasath chhiyaasath chiyasath
67 sarsath sadsath
68 arsath adsath
69 unhattar
70 sattar
71 ikhattar ikahattar
72 bahattar
73 tihattar
74 chauhattar
75 pachattar pachhattar pichattar
76 chhihattar chihattar
77 satattar sathattar satahattar
78 athattar athhattar athahattar
79 unyasi unaasi unasi
80 assi
81 ikyasi
82 bayasi
83 tirasi
84 chaurasi
85 pachasi pachaasi
86 chhiyasi chiyasi
87 sattasi
88 athasi atthasi
89 navasi nawasi
90 nabbe nabbey navve
91 ikyanve ikyanave
92 banve baanve
93 tiranve
94 chauranve
95 pachanve
96 chhiyanve
97 sattanve
98 atthanve athanve
99 ninyanve ninyaanve
1.5 dedh deedh ded derh dedhh
2.5 dhai dhaai dhayi adhai adhaai adhayi
0.25 paav pav pao
0.5 aadha adha aadhi adhi aadhe adhe
"""

ENGLISH_NUMBERS = """
0 zero
1 one
2 two
3 three
4 four
5 five
6 six
7 seven
8 eight
9 nine
10 ten
11 eleven
12 twelve
13 thirteen
14 fourteen
15 fifteen
16 sixteen
17 seventeen
18 eighteen
19 nineteen
20 twenty
30 thirty
40 forty fourty
50 fifty
60 sixty
70 seventy
80 eighty
90 ninety
0.5 half
"""

# Hindi in Devanagari; Marathi shares the script and several words, so its own words follow.
DEVANAGARI_NUMBERS = """
0 शून्य
1 एक
2 दो
3 तीन
4 चार
5 पांच पाँच
6 छह छः छै छे
7 सात
8 आठ
9 नौ
10 दस
11 ग्यारह
12 बारह
13 तेरह
14 चौदह
15 पंद्रह पन्द्रह
16 सोलह
17 सत्रह
18 अठारह
19 उन्नीस
20 बीस
21 इक्कीस
22 बाईस
23 तेईस
24 चौबीस
25 पच्चीस
26 छब्बीस
27 सत्ताईस
28 अट्ठाईस
29 उनतीस
30 तीस
31 इकतीस इकत्तीस
32 बत्तीस
33 तैंतीस
34 चौंतीस
35 पैंतीस
36 छत्तीस
37 सैंतीस
38 अड़तीस
39 उनतालीस
40 चालीस
41 इकतालीस
42 बयालीस
43 तैंतालीस
44 चवालीस चौवालीस
45 पैंतालीस
46 छियालीस
47 सैंतालीस
48 अड़तालीस
49 उनचास
50 पचास
51 इक्यावन
52 बावन
53 तिरपन
54 चौवन
55 पचपन
56 छप्पन
57 सत्तावन
58 अट्ठावन
59 उनसठ
60 साठ
61 इकसठ
62 बासठ
63 तिरसठ
64 चौंसठ
65 पैंसठ
66 छियासठ
67 सड़सठ
68 अड़सठ
69 उनहत्तर
70 सत्तर
71 इकहत्तर
72 बहत्तर
73 तिहत्तर
74 चौहत्तर
75 पचहत्तर
76 छिहत्तर
77 सतहत्तर
78 अठहत्तर
79 उन्यासी उनासी
80 अस्सी
81 इक्यासी
82 बयासी
83 तिरासी
84 चौरासी
85 पचासी
86 छियासी
87 सत्तासी
88 अट्ठासी
89 नवासी
90 नब्बे
91 इक्यानवे
92 बानवे
93 तिरानवे
94 चौरानवे
95 पचानवे
96 छियानवे
97 सत्तानवे
98 अट्ठानवे
99 निन्यानवे
1.5 डेढ़ डेढ दीड
2.5 ढाई अढ़ाई अढाई अडीच
0.25 पाव
0.5 आधा आधी आधे अर्धा अर्धी
"""

MARATHI_NUMBERS = """
2 दोन
5 पाच
6 सहा
9 नऊ
10 दहा
11 अकरा
12 बारा
13 तेरा
14 चौदा
15 पंधरा
16 सोळा
17 सतरा
18 अठरा
19 एकोणीस
20 वीस
25 पंचवीस
40 चाळीस
50 पन्नास
80 ऐंशी
90 नव्वद
"""

BENGALI_NUMBERS = """
1 এক
2 দুই
3 তিন
4 চার
5 পাঁচ
6 ছয় ছয়
7 সাত
8 আট
9 নয় নয়
10 দশ
11 এগারো
12 বারো
13 তেরো
14 চোদ্দ চৌদ্দ
15 পনেরো
16 ষোলো
17 সতেরো
18 আঠারো
19 উনিশ
20 কুড়ি বিশ
25 পঁচিশ
30 তিরিশ ত্রিশ
40 চল্লিশ
50 পঞ্চাশ
60 ষাট
70 সত্তর
80 আশি
90 নব্বই
1.5 দেড়
2.5 আড়াই
0.5 আধা
"""

GUJARATI_NUMBERS = """
1 એક
2 બે
3 ત્રણ
4 ચાર
5 પાંચ
6 છ
7 સાત
8 આઠ
9 નવ
10 દસ
11 અગિયાર
12 બાર
13 તેર
14 ચૌદ
15 પંદર
16 સોળ
17 સત્તર
18 અઢાર
19 ઓગણીસ
20 વીસ
25 પચીસ
30 ત્રીસ
40 ચાલીસ
50 પચાસ
60 સાઠ
70 સિત્તેર
80 એંસી
90 નેવું
1.5 દોઢ
2.5 અઢી
0.5 અડધો અડધા અડધી
"""

PUNJABI_NUMBERS = """
1 ਇੱਕ ਇਕ
2 ਦੋ
3 ਤਿੰਨ
4 ਚਾਰ
5 ਪੰਜ
6 ਛੇ
7 ਸੱਤ
8 ਅੱਠ
9 ਨੌਂ ਨੌ
10 ਦਸ
11 ਗਿਆਰਾਂ
12 ਬਾਰਾਂ
13 ਤੇਰਾਂ
14 ਚੌਦਾਂ
15 ਪੰਦਰਾਂ
16 ਸੋਲਾਂ
17 ਸਤਾਰਾਂ
18 ਅਠਾਰਾਂ
19 ਉੱਨੀ
20 ਵੀਹ
25 ਪੱਚੀ
30 ਤੀਹ
40 ਚਾਲੀ
50 ਪੰਜਾਹ
60 ਸੱਠ
70 ਸੱਤਰ
80 ਅੱਸੀ
90 ਨੱਬੇ
1.5 ਡੇਢ
2.5 ਢਾਈ
0.5 ਅੱਧਾ ਅੱਧੀ
"""

ODIA_NUMBERS = """
1 ଏକ
2 ଦୁଇ
3 ତିନି
4 ଚାରି
5 ପାଞ୍ଚ
6 ଛଅ
7 ସାତ
8 ଆଠ
9 ନଅ
10 ଦଶ
11 ଏଗାର
12 ବାର
13 ତେର
14 ଚଉଦ
15 ପନ୍ଦର
16 ଷୋହଳ
17 ସତର
18 ଅଠର
19 ଊଣେଇଶି
20 କୋଡ଼ିଏ
30 ତିରିଶି
40 ଚାଳିଶି
50 ପଚାଶ
60 ଷାଠିଏ
70 ସତୁରି
80 ଅଶୀ
90 ନବେ
1.5 ଦେଢ଼
2.5 ଅଢ଼େଇ
"""

TAMIL_NUMBERS = """
1 ஒன்று ஒண்ணு ஒரு
2 இரண்டு ரெண்டு
3 மூன்று மூணு
4 நான்கு நாலு
5 ஐந்து அஞ்சு
6 ஆறு
7 ஏழு
8 எட்டு
9 ஒன்பது
10 பத்து
11 பதினொன்று
12 பன்னிரண்டு
13 பதின்மூன்று
14 பதினான்கு
15 பதினைந்து
16 பதினாறு
17 பதினேழு
18 பதினெட்டு
19 பத்தொன்பது
20 இருபது இருபத்து இருபத்தி
30 முப்பது முப்பத்து முப்பத்தி
40 நாற்பது நாற்பத்து நாற்பத்தி
50 ஐம்பது ஐம்பத்து ஐம்பத்தி
60 அறுபது அறுபத்து அறுபத்தி
70 எழுபது எழுபத்து எழுபத்தி
80 எண்பது எண்பத்து எண்பத்தி
90 தொண்ணூறு தொண்ணூற்று தொண்ணூற்றி
0.5 அரை
0.75 முக்கால்
"""

TELUGU_NUMBERS = """
1 ఒకటి ఒక
2 రెండు
3 మూడు
4 నాలుగు
5 ఐదు అయిదు
6 ఆరు
7 ఏడు
8 ఎనిమిది
9 తొమ్మిది
10 పది
11 పదకొండు
12 పన్నెండు
13 పదమూడు
14 పద్నాలుగు
15 పదిహేను
16 పదహారు
17 పదిహేడు
18 పద్దెనిమిది
19 పంతొమ్మిది
20 ఇరవై
30 ముప్పై
40 నలభై
50 యాభై
60 అరవై
70 డెబ్బై
80 ఎనభై
90 తొంభై
1.5 ఒకటిన్నర
0.5 అర
0.25 పావు
"""

KANNADA_NUMBERS = """
1 ಒಂದು
2 ಎರಡು
3 ಮೂರು
4 ನಾಲ್ಕು
5 ಐದು
6 ಆರು
7 ಏಳು
8 ಎಂಟು
9 ಒಂಬತ್ತು
10 ಹತ್ತು
11 ಹನ್ನೊಂದು
12 ಹನ್ನೆರಡು
13 ಹದಿಮೂರು
14 ಹದಿನಾಲ್ಕು
15 ಹದಿನೈದು
16 ಹದಿನಾರು
17 ಹದಿನೇಳು
18 ಹದಿನೆಂಟು
19 ಹತ್ತೊಂಬತ್ತು
20 ಇಪ್ಪತ್ತು
30 ಮೂವತ್ತು
40 ನಲವತ್ತು
50 ಐವತ್ತು
60 ಅರವತ್ತು
70 ಎಪ್ಪತ್ತು
80 ಎಂಬತ್ತು
90 ತೊಂಬತ್ತು
0.5 ಅರ್ಧ
"""

MALAYALAM_NUMBERS = """
1 ഒന്ന് ഒരു
2 രണ്ട്
3 മൂന്ന്
4 നാല്
5 അഞ്ച്
6 ആറ്
7 ഏഴ്
8 എട്ട്
9 ഒമ്പത് ഒൻപത്
10 പത്ത്
11 പതിനൊന്ന്
12 പന്ത്രണ്ട്
13 പതിമൂന്ന്
14 പതിനാല്
15 പതിനഞ്ച്
16 പതിനാറ്
17 പതിനേഴ്
18 പതിനെട്ട്
19 പത്തൊമ്പത്
20 ഇരുപത്
30 മുപ്പത്
40 നാല്പത് നാൽപത്
50 അമ്പത് അൻപത്
60 അറുപത്
70 എഴുപത്
80 എൺപത്
90 തൊണ്ണൂറ്
0.5 അര
0.25 കാൽ
"""

# A multiplier word; a leading "+" marks one that needs a number right before it ("paanch so", "तीनशे").
SCALES = """
100 sau hundred +so सौ +शे शंभर +শো +শ +ଶହ ଶହେ સો ਸੌ நூறு వంద +వందలు +వందల నూరు ನೂರು നൂറ്
1000 thousand hazaar hazar hajar hajaar hazzar hazaar हज़ार हजार হাজার ହଜାର હજાર ਹਜ਼ਾਰ ਹਜਾਰ ஆயிரம் ஆயிரத்து ஆயிரத்தி వెయ్యి వేయి +వేలు +వేల ಸಾವಿರ ಸಾವಿರದ ആയിരം ആയിരത്തി
100000 lakh lakhs lac lacs laakh लाख লাখ লক্ষ ଲକ୍ଷ લાખ ਲੱਖ லட்சம் இலட்சம் லட்சத்து லட்சத்தி లక్ష +లక్షలు +లక్షల ಲಕ್ಷ ലക്ഷം ലക്ഷത്തി
1000000 million
10000000 crore crores karod karor karode करोड़ करोड कोटी কোটি କୋଟି કરોડ ਕਰੋੜ கோடி కోటి +కోట్లు +కోట్ల ಕೋಟಿ കോടി
"""

# Words that already hold a number times a multiplier: "value multiplier spelling ...".
FUSED = """
2 100 બસો
1 100 একশো
3 100 முன்னூறு
2 100 இருநூறு
4 100 நானூறு
5 100 ஐநூறு
6 100 அறுநூறு
7 100 எழுநூறு
8 100 எண்ணூறு
9 100 தொள்ளாயிரம்
3 1000 மூவாயிரம்
5 1000 ஐயாயிரம்
2 100 ಇನ್ನೂರು
3 100 ಮುನ್ನೂರು
4 100 ನಾನೂರು ನಾಲ್ಕುನೂರು
5 100 ಐನೂರು
6 100 ಆರುನೂರು
7 100 ಏಳುನೂರು
8 100 ಎಂಟುನೂರು
9 100 ಒಂಬೈನೂರು ಒಂಬತ್ತುನೂರು
2 100 ഇരുനൂറ്
3 100 മുന്നൂറ്
4 100 നാനൂറ്
5 100 അഞ്ഞൂറ്
6 100 അറുനൂറ്
7 100 എഴുനൂറ്
8 100 എണ്ണൂറ്
9 100 തൊള്ളായിരം
3 1000 മൂവായിരം
5 1000 അയ്യായിരം
9 1000 ഒമ്പതിനായിരം
10 1000 പതിനായിരം
"""

# Short forms of numbers that appear only glued to a multiplier (Bengali দুশো 200, ছশো 600, নশো 900).
FUSED_ONLY = """
2 দু
6 ছ
9 ন
"""

# Fraction prefixes: they change the number (and multiplier) that follows them.
FRACTION_PREFIXES = """
0.25 sawa sava savva swa सवा सव्वा সোয়া સવા ਸਵਾ
0.5 saadhe sadhe saade sade saadhey sadhey saadhe साढ़े साढे साडे সাড়ে સાડા ਸਾਢੇ ସାଢ଼େ
-0.25 paune pone pauney paune पौने पावणे পৌনে પોણા ਪੌਣੇ
"""

# Number words that are also ordinary words; they count only next to a multiplier, a currency or unit
# word, a slang sum or another number ("do" is also "give", "tera" also "your", "saath" also "with").
WEAK = (
    "do tera bara che chhe cha saath sath paav pav pao aadha adha aadhi adhi aadhe adhe half "
    "दो तेरा पाव आधा आधी आधे अर्धा अर्धी নয় আধা અડધો અડધા અડધી ਅੱਧਾ ਅੱਧੀ "
    "அரை முக்கால் అర పావు ಅರ್ಧ അര കാൽ ഒരു ஒரு ఒక"
)

# "de do", "kar do", "likh do": after these "do" is the verb, not the number 2.
DO_BLOCKERS = (
    "de kar likh bhej rakh bata dikha mita hata jod jodd daal dal chhod chod rehne rahne bhar laga bana "
    "le mangwa manga dila bula samjha suna karwa nikal kaat kat hisaab sun bol jama "
    "दे कर लिख भेज रख बता दिखा मिटा हटा जोड़ जोड डाल छोड़ छोड रहने भर लगा बना ले मंगा दिला"
)
# Words after which "do" is still a number: past forms of give/take, and the genitive.
DO_SUPPORT = (
    "diye diya di de dena liye liya li mile mila aaye aaya aye aya lautaye lautaya bheje bheja jama "
    "udhaar udhar baaki baki ka ke ki kg kilo "
    "दिए दिये दिया दी लिए लिये लिया ली मिले मिला आए आये आया लौटाए भेजे जमा उधार बाकी का के की"
)
# "the last one", "this one": the pronoun, not the count.
ONE_BLOCKERS = "the last this that which each every any no some another other same new old first"

# Units of goods (UNDERSTANDING §2, §8) as written; a number before them is a quantity.
UNITS = (
    "kg kgs kilo kilos kilogram kilograms g gm gms gram grams gr ltr ltrs litre litres liter liters lit l ml "
    "quintal quintals qtl piece pieces pc pcs packet packets pkt pkts packet bag bags bori bora box boxes "
    "dabba dabbe dozen doz dz darjan metre metres meter meters mtr bottle bottles botal btl plate plates cup "
    "cups tin tins bundle bundles carton cartons roll rolls sheet sheets nag peti "
    "किलो ग्राम लीटर लिटर पैकेट बोरी दर्जन डिब्बा बोतल मीटर नग पेटी किलोग्राम "
    "केजी लीटर ଲିଟର କେଜି కేజీ కిలోల కిలోలు ಕೆಜಿ കിലോഗ്രാം കി.ഗ്രാം "
    "কেজি কিলো লিটার প্যাকেট ডজন કિલો લિટર ਕਿਲੋ ਲੀਟਰ கிலோ லிட்டர் కిలో లీటర్ ಕಿಲೋ ಲೀಟರ್ കിലോ ലിറ്റർ କିଲୋ"
)

# Slang sums: next to a number word with no currency they are asked about, not valued.
SLANG = (
    "gaddi gaddiyan gaddiya gaddii peti petiyan petiya khokha khokhe khoka patti pattiyan tokri tokriyan "
    "petti "
    "गड्डी गड्डियां पेटी पेटियां खोखा खोखे पत्ती टोकरी"
)

# Currency words after or before a number; native ones also by stem (their case endings vary).
CURRENCY_WORDS = (
    "rs rs rupees rupee rupaye rupaiye rupaiya rupiya rupiye rupya rupye rupay rupae rupe rupaya "
    "rupaiyaa rupiyaa rupayon rupayo ruppees rupes inr taka takar "
    "रु रू ₹"
)
CURRENCY_STEMS = (
    "रुपय", "रुपए", "रुपै", "रुपया", "रूपय", "रूपए", "रुपि", "টাকা", "টাকার", "ଟଙ୍କା", "ரூபாய", "ரூபா",
    "రూపాయ", "ರೂಪಾಯ", "രൂപ", "ਰੁਪਏ", "ਰੁਪਈ", "ਰੁਪਿਆ", "ਰੁਪੲ", "રૂપિય", "રૂપૈ",
)
# Short native abbreviations ("रु.", "ரூ.", "ರೂ") count only as exact words.
CURRENCY_ABBREVIATIONS = "रु रू ரூ రూ ರೂ രൂ ਰੁ રૂ"

ALTERNATIVE_WORDS = "ya yaa or athva athwa या अथवा किंवा বা অথবা ਜਾਂ અથવા કે அல்லது లేదా ಅಥವಾ അല്ലെങ്കിൽ କିମ୍ବା ବା"
RANGE_WORDS = "to se से ते থেকে ਤੋਂ થી"

PERCENT_WORDS = (
    "percent per-cent pct percentage pratishat pratishat fisadi prtishat प्रतिशत फीसदी फ़ीसदी टक्के टक्का "
    "শতাংশ ટકા ਪ੍ਰਤੀਸ਼ਤ சதவீதம் శాతం ಶೇಕಡಾ ശതമാനം ପ୍ରତିଶତ"
)
TIME_WORDS = "baje bje baaje bajey bajay बजे वाजता वाजले টায় টার ਵਜੇ વાગ્યે மணிக்கு గంటలకు ಗಂಟೆಗೆ മണിക്ക് ଟାରେ"
DATE_WORDS = (
    "tarikh tareekh tarik taarikh taareekh tareek tarikh date तारीख तारिख तारखेला तारखेस তারিখ તારીખ "
    "ਤਾਰੀਖ ਤਰੀਕ தேதி తేదీ ದಿನಾಂಕ തീയതി ତାରିଖ"
)
MONTHS = (
    "jan january feb february mar march apr april may jun june jul july aug august sep sept september "
    "oct october nov november dec december जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर "
    "सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर"
)

# Latin letters that may be glued after digits and still leave a number ("500rs", "2kg", "5k", "500ka").
GLUED_SUFFIXES = (
    "k cr lakh lakhs lac lacs crore crores hazaar hazar hajar thousand hundred sau million "
    "rs inr rupees rupee rupaye rupiya rupay taka "
    "ka ki ke ko se me mein mai wala wale wali tak din hr hrs min mins day days x "
) + UNITS
# Letters that may be glued before digits ("Rs500", "INR500", "x45" in "6x45").
GLUED_PREFIXES = "rs inr x rupees rupaye " + CURRENCY_ABBREVIATIONS

# Ordinal endings glued to digits make a date or a rank, not an amount ("15वीं", "15ஆம்", "15న").
ORDINAL_SUFFIXES = "वां वाँ वीं वें वा वी वे तम ই শে তম ஆம் வது వ న ನೇ ರಂದು ാം ആം મું મી મો ਵਾਂ ਵੀਂ ਵੇਂ"

# Spaced "twenty five" adds only in languages whose tens take a unit after them.
_TENS_LANGS = ("english", "tamil", "telugu", "kannada", "malayalam")

_NUMBER_TABLES = (
    ("hinglish", HINGLISH_NUMBERS),
    ("english", ENGLISH_NUMBERS),
    ("devanagari", DEVANAGARI_NUMBERS),
    ("marathi", MARATHI_NUMBERS),
    ("bengali", BENGALI_NUMBERS),
    ("gujarati", GUJARATI_NUMBERS),
    ("punjabi", PUNJABI_NUMBERS),
    ("odia", ODIA_NUMBERS),
    ("tamil", TAMIL_NUMBERS),
    ("telugu", TELUGU_NUMBERS),
    ("kannada", KANNADA_NUMBERS),
    ("malayalam", MALAYALAM_NUMBERS),
)

# Spellings the romanized variant generator must never produce: common words in their own right.
_VARIANT_BLOCKLIST = "tin chai cha chah ties to so no is in on at as an or it de se ka ki ke ko me bar pan sat asi"


@dataclass(frozen=True, slots=True)
class Word:
    """What one number-ish word means."""

    kind: str  # "num" | "scale" | "fused" | "frac" | "cur" | "slang"
    value: Decimal = Decimal(0)  # num: the value; fused: the part before the multiplier; frac: the change
    mult: int = 1  # scale and fused: the multiplier
    tens: bool = False  # a round ten that a unit may follow ("twenty five")
    unit: bool = False  # 1..9, may follow a round ten
    weak: bool = False
    bound: bool = False  # a multiplier that needs a number right before it
    fused_only: bool = False


@dataclass(frozen=True)
class Lexicon:
    """Everything the amount reader looks words up in."""

    words: dict[str, Word]
    # last character of a multiplier suffix -> (suffix, multiplier), to split glued words like तीनशे
    suffixes: dict[str, tuple[tuple[str, int], ...]]
    frac_prefixes: tuple[tuple[str, Decimal], ...]
    currency_stems: tuple[str, ...]
    currency_prefixes: frozenset[str]
    weak: frozenset[str]
    do_blockers: frozenset[str]
    do_support: frozenset[str]
    do_keys: frozenset[str]
    one_blockers: frozenset[str]
    units: frozenset[str]
    slang: frozenset[str]
    alternatives: frozenset[str]
    ranges: frozenset[str]
    percent: frozenset[str]
    time: frozenset[str]
    dates: frozenset[str]
    months: frozenset[str]
    glued_suffixes: frozenset[str]
    glued_prefixes: frozenset[str]
    ordinals: frozenset[str]


# Nuktas, zero-width joiners and Gurmukhi nasal/gemination marks vary between keyboards; Malayalam
# chillu letters have two encodings. Keys drop or unify them so that one table entry matches all.
_KEY_MAP: dict[int, str | None] = {
    0x093C: None, 0x09BC: None, 0x0A3C: None, 0x0ABC: None, 0x0B3C: None, 0x0CBC: None,
    0x200C: None, 0x200D: None, 0x0A71: None, 0x0A70: None, 0x0A02: None, 0x0981: None,
    0x0901: "\u0902",
    0x0D7A: "\u0d23\u0d4d", 0x0D7B: "\u0d28\u0d4d", 0x0D7C: "\u0d30\u0d4d",
    0x0D7D: "\u0d32\u0d4d", 0x0D7E: "\u0d33\u0d4d", 0x0D7F: "\u0d15\u0d4d",
}


@functools.lru_cache(maxsize=8192)
def word_key(word: str) -> str:
    """The form a word is looked up by: lower case, one spelling of each script's variable marks."""
    if word.isascii():
        return word.lower()
    return unicodedata.normalize("NFD", word).translate(_KEY_MAP).lower()


def _keyset(words: str) -> frozenset[str]:
    return frozenset(word_key(w) for w in words.split())


def _lines(table: str) -> list[list[str]]:
    return [line.split() for line in table.strip().splitlines() if line.strip()]


def _romanized_variants(spelling: str) -> set[str]:
    """Loose spellings people type: long vowels single, aspirates plain, doubled consonants single."""
    rules = (("aa", "a"), ("ee", "i"), ("oo", "u"), ("chh", "ch"), ("tth", "th"), ("w", "v"), ("v", "w"))
    out = {spelling}
    for _ in range(2):
        for s in list(out):
            for old, new in rules:
                if old in s:
                    out.add(s.replace(old, new))
            for c in "tnsbpkdl":
                if c + c in s:
                    out.add(s.replace(c + c, c))
            if len(s) > 4 and s.endswith("ah"):
                out.add(s[:-1])
    return out


def _generated_dravidian(lang: str, spelling: str, value: Decimal) -> list[tuple[str, Word]]:
    """Fused thousands and 'and a half' forms that follow a regular sandhi in these languages."""
    out: list[tuple[str, Word]] = []
    if value != value.to_integral_value() or not 1 <= value <= 99:
        return out
    if lang == "tamil" and spelling.endswith("\u0bc1"):
        stem = spelling[:-1]
        for tail in ("\u0bbeயிரம்", "\u0bbeயிரத்து", "\u0bbeயிரத்தி"):
            out.append((stem + tail, Word("fused", value, 1000)))
        out.append((stem + "ரை", Word("num", value + Decimal("0.5"))))
    elif lang == "malayalam" and spelling.endswith("\u0d4d"):
        stem = spelling[:-1]
        for tail in ("\u0d3eയിരം", "\u0d3eയിരത്തി"):
            out.append((stem + tail, Word("fused", value, 1000)))
        out.append((stem + "ര", Word("num", value + Decimal("0.5"))))
        if spelling.endswith("ത്"):
            out.append((spelling + "തി", Word("num", value, tens=value % 10 == 0 and value >= 20)))
        if spelling.endswith("റ്"):
            out.append((spelling + "റി", Word("num", value, tens=value % 10 == 0 and value >= 20)))
    elif lang == "kannada" and spelling.endswith("\u0cc1"):
        out.append((spelling[:-1] + "\u0cc2ವರೆ", Word("num", value + Decimal("0.5"))))
    elif lang == "telugu" and spelling.endswith("\u0c41"):
        out.append((spelling[:-1] + "\u0c41న్నర", Word("num", value + Decimal("0.5"))))
    return out


def _fused_obliques(spelling: str) -> list[str]:
    """Joining forms of fused hundreds and thousands ("முன்னூற்று ஐம்பது" 350, "ഇരുനൂറ്റി" ...)."""
    if spelling.endswith("று"):
        return [spelling[:-1] + "\u0bcdறு", spelling[:-1] + "\u0bcdறி"]
    if spelling.endswith("ஆயிரம்") or spelling.endswith("யிரம்"):
        return [spelling[:-2] + "த்து", spelling[:-2] + "த்தி"]
    if spelling.endswith("റ്"):
        return [spelling + "റി"]
    if spelling.endswith("യിരം"):
        return [spelling[:-1] + "ത്തി"]
    if spelling.endswith("ನೂರು"):
        return [spelling[:-1]]
    return []


@functools.cache
def lexicon() -> Lexicon:
    """Build the lookup tables once, on the first message read."""
    words: dict[str, Word] = {}
    weak = _keyset(WEAK)

    def put(spelling: str, word: Word, *, replace: bool = True) -> None:
        key = word_key(spelling)
        if key in weak and word.kind == "num":
            word = Word(word.kind, word.value, word.mult, word.tens, word.unit, True, word.bound, word.fused_only)
        if replace or key not in words:
            words[key] = word

    for lang, table in _NUMBER_TABLES:
        tens_lang = lang in _TENS_LANGS
        for value_text, *spellings in _lines(table):
            value = Decimal(value_text)
            is_int = value == value.to_integral_value()
            tens = tens_lang and is_int and value >= 20 and value % 10 == 0
            unit = tens_lang and is_int and 1 <= value <= 9
            for s in spellings:
                put(s, Word("num", value, tens=tens, unit=unit), replace=False)
                for gen, word in _generated_dravidian(lang, s, value):
                    put(gen, word, replace=False)
    # Loose romanizations go in last so that a real spelling always wins a clash.
    explicit = set(words)
    blocked = set(_VARIANT_BLOCKLIST.split())
    clash: set[str] = set()
    loose: dict[str, Word] = {}
    for value_text, *spellings in _lines(HINGLISH_NUMBERS):
        for s in spellings:
            for v in _romanized_variants(s):
                if v in explicit or v in blocked or len(v) < 3:
                    continue
                w = Word("num", Decimal(value_text), weak=word_key(s) in weak)
                if v in loose and loose[v] != w:
                    clash.add(v)
                loose[v] = w
    for v, w in loose.items():
        if v not in clash:
            put(v, w, replace=False)

    suffixes: dict[str, list[tuple[str, int]]] = {}
    for mult_text, *spellings in _lines(SCALES):
        mult = int(mult_text)
        for s in spellings:
            bound = s.startswith("+")
            s = s.lstrip("+")
            put(s, Word("scale", Decimal(1), mult, bound=bound))
            key = word_key(s)
            if len(key) >= 2 or not key.isascii():
                suffixes.setdefault(key[-1], []).append((key, mult))
    for cr in ("cr", "k"):
        put(cr, Word("scale", Decimal(1), 10_000_000 if cr == "cr" else 1000, bound=True))
    for value_text, mult_text, *spellings in _lines(FUSED):
        for s in spellings:
            w = Word("fused", Decimal(value_text), int(mult_text))
            put(s, w)
            for ob in _fused_obliques(s):
                put(ob, w, replace=False)
    for s in ("நூறு",):
        for ob in _fused_obliques(s):
            put(ob, Word("fused", Decimal(1), 100), replace=False)
    for value_text, *spellings in _lines(FUSED_ONLY):
        for s in spellings:
            put(s, Word("num", Decimal(value_text), fused_only=True), replace=False)
    fracs: list[tuple[str, Decimal]] = []
    for delta_text, *spellings in _lines(FRACTION_PREFIXES):
        for s in spellings:
            put(s, Word("frac", Decimal(delta_text)))
            fracs.append((word_key(s), Decimal(delta_text)))
    for s in (CURRENCY_WORDS + " " + CURRENCY_ABBREVIATIONS).split():
        put(s, Word("cur"), replace=False)
    for s in SLANG.split():
        put(s, Word("slang"), replace=False)
    # Latin suffixes shorter than "sau" glue to too many ordinary words to split on.
    ordered = {
        c: tuple(sorted((x for x in v if not (x[0].isascii() and len(x[0]) < 3)), key=lambda x: -len(x[0])))
        for c, v in suffixes.items()
    }
    return Lexicon(
        words=words,
        suffixes=ordered,
        frac_prefixes=tuple(sorted(fracs, key=lambda x: -len(x[0]))),
        currency_stems=tuple(word_key(s) for s in CURRENCY_STEMS),
        currency_prefixes=_keyset("rs inr " + CURRENCY_ABBREVIATIONS),
        weak=weak,
        do_blockers=_keyset(DO_BLOCKERS),
        do_support=_keyset(DO_SUPPORT),
        do_keys=_keyset("do दो"),
        one_blockers=_keyset(ONE_BLOCKERS),
        units=_keyset(UNITS),
        slang=_keyset(SLANG),
        alternatives=_keyset(ALTERNATIVE_WORDS),
        ranges=_keyset(RANGE_WORDS),
        percent=_keyset(PERCENT_WORDS),
        time=_keyset(TIME_WORDS),
        dates=_keyset(DATE_WORDS),
        months=_keyset(MONTHS),
        glued_suffixes=_keyset(GLUED_SUFFIXES),
        glued_prefixes=_keyset(GLUED_PREFIXES),
        ordinals=_keyset(ORDINAL_SUFFIXES),
    )
