"""Words around names (§7): case markers and glued endings, honorifics and kinship terms, pronouns,
role nouns and firm suffixes.

Same entry shape as words.py: (category, value, language, "phrase|phrase").
"""

from __future__ import annotations

from .words import Entry

# Separate case markers. Values: doer (X gave), dat (to X), src (from X), gen (X's), cred (on X's
# account: a credit word), loc ("Naseem pe kitna").
MARKERS: tuple[Entry, ...] = (
    ("mark", "doer", "hi", "ne|ने"),
    ("mark", "dat", "hi", "ko|kou|को"),
    ("mark", "src", "hi", "se|say|से|ke paas se|ke pass se|ke yahan se|ki taraf se|ki or se|ke taraf se"),
    ("mark", "gen", "hi", "ka|ke|ki|kaa|kee|का|के|की"),
    ("mark", "cred", "hi",
     "ke naam|ke naam pe|ke naam par|ke naam likh|ke naam likho|ke naam likh do|ke naam mein|"
     "ke khate|ke khate mein|ke khate me|ke khaate mein|ke khate par|ke account mein|ke hisaab mein|"
     "ke hisab mein|ki udhaari mein|ke naam se|naam|naam pe|naam likho|naam likh do|"
     "के नाम|के नाम पे|के नाम पर|के खाते में|के खाते मे|नाम"),
    ("mark", "loc", "hi", "pe|par|pr|upar|पे|पर"),
    ("mark", "doer", "pa", "ne|ਨੇ"),
    ("mark", "dat", "pa", "nu|noo|nun|ਨੂੰ"),
    ("mark", "src", "pa", "ton|tho|ਤੋਂ|ਕੋਲੋਂ|kolon"),
    ("mark", "gen", "pa", "da|de|di|ਦਾ|ਦੇ|ਦੀ"),
    ("mark", "loc", "pa", "vall|val|ਵੱਲ|ਕੋਲ|kol"),
    ("mark", "loc", "mr", "kade|कडे"),
    ("mark", "cred", "pa", "de naam|de khate|ਦੇ ਨਾਮ|ਦੇ ਖਾਤੇ"),
    ("mark", "doer", "mr", "ne|ni|नी|ने|यांनी|yanni"),
    ("mark", "dat", "mr", "la|ला|na|ना|yanna|यांना"),
    ("mark", "src", "mr", "kadun|kadoon|कडून|यांच्याकडून|kadna"),
    ("mark", "gen", "mr", "cha|chi|che|chya|चा|ची|चे|च्या"),
    ("mark", "cred", "mr", "chya navavar|chya naave|च्या नावावर|च्या नावे|च्या खात्यात"),
    ("mark", "doer", "gu", "e|એ"),
    ("mark", "dat", "gu", "ne|ને"),
    ("mark", "src", "gu", "paasethi|pasethi|paase thi|pase thi|thi|પાસેથી|પાસે થી|થી"),
    ("mark", "gen", "gu", "no|ni|na|nu|નો|ની|ના|નું"),
    ("mark", "cred", "gu", "na naame|na name|na khate|ના નામે|ના ખાતે|ના ખાતામાં"),
    ("mark", "loc", "gu", "paase|pase|પાસે"),  # "હિતેશભાઈ પાસે કેટલા બાકી છે?": with him, what he owes
    ("mark", "dat", "bn", "ke|কে"),
    ("mark", "src", "bn", "theke|kach theke|er kach theke|থেকে|কাছ থেকে|এর থেকে"),
    ("mark", "gen", "bn", "er|r|এর|র"),
    # "রহিম দার কাছে", "সুমন দাকে": the honorific written apart, with its case ending or postposition.
    ("mark", "loc", "bn", "kache|er kache|r kache|dar kache|কাছে|এর কাছে|র কাছে|দার কাছে|দাদার কাছে|দিদির কাছে"),
    ("mark", "gen", "bn", "dar|দার|দাদার|দিদির"),
    ("mark", "dat", "bn", "dake|দাকে|দাদাকে|দিদিকে"),
    ("mark", "cred", "bn", "er name|er khatay|এর নামে|নামে|খাতায়"),
    ("mark", "dat", "ta", "ku|kku|ukku|க்கு|கு"),
    ("mark", "src", "ta", "kitta|kitte|kitta irundhu|idam|idamirundhu|கிட்ட|கிட்டே|இடம்|இடமிருந்து"),
    ("mark", "gen", "ta", "oda|vooda|ஓட|உடைய"),
    ("mark", "dat", "te", "ki|ku|కి|కు|కీ"),
    ("mark", "src", "te", "nundi|daggara|దగ్గర|నుండి|నుంచి|daggara nundi"),
    ("mark", "dat", "kn", "ge|ige|ಗೆ|ಿಗೆ|avarige|ಅವರಿಗೆ"),
    ("mark", "src", "kn", "inda|ninda|kadeyinda|ಇಂದ|ನಿಂದ|ರಿಂದ|ಕಡೆಯಿಂದ|ಅವರಿಂದ"),
    ("mark", "dat", "ml", "nu|inu|ന്|ക്ക്|ന്|നു"),
    ("mark", "src", "ml", "ninnu|ninn|kayyil ninnu|il ninnu|നിന്ന്|കയ്യിൽ നിന്ന്|ഇൽ നിന്ന്"),
    ("mark", "dat", "or", "ku|କୁ|ଙ୍କୁ"),
    ("mark", "src", "or", "tharu|thaaru|ଠାରୁ|ଙ୍କଠାରୁ|ru"),
    ("mark", "gen", "or", "ra|ର|ଙ୍କ"),
    ("mark", "dat", "en", "to"),
    ("mark", "src", "en", "from"),
    ("mark", "doer", "en", "by"),
    ("mark", "gen", "en", "'s|s'"),
    ("mark", "cred", "en", "in the name of|on the account of|account of|in name of"),
)

# Endings glued to a name, per script: (ending, marker, replacement). Longest first is applied by
# names.py. The replacement repairs the stem where the ending changed it (Tamil ராமனுக்கு -> ராமன்).
GLUED: dict[str, tuple[tuple[str, str, str], ...]] = {
    "deva": (
        ("मावशी", "hon", ""), ("ताई", "hon", ""), ("भाऊ", "hon", ""), ("काकू", "hon", ""),
        ("यांच्याकडून", "src", ""), ("कडून", "src", ""), ("ांनी", "doer", ""), ("ांना", "dat", ""),
        ("ंनी", "doer", ""), ("ंना", "dat", ""), ("च्या", "gen", ""), ("जींनी", "doer", ""),
        ("जीने", "doer", ""), ("जीको", "dat", ""), ("जी", "hon", ""), ("कडे", "loc", ""), ("ने", "doer", ""), ("ला", "dat", ""),
        ("चा", "gen", ""), ("ची", "gen", ""), ("चे", "gen", ""),
    ),
    "gujr": (
        ("પાસેથી", "src", ""), ("ભાઈએ", "doer", ""), ("ભાઈને", "dat", ""), ("ભાઈના", "gen", ""),
        ("ભાઈ", "hon", ""), ("બેને", "doer", ""), ("બેનને", "dat", ""), ("બેન", "hon", ""),
        ("ને", "dat", ""), ("એ", "doer", ""), ("થી", "src", ""), ("નો", "gen", ""), ("ની", "gen", ""),
        ("ના", "gen", ""), ("નું", "gen", ""), ("ે", "doer", ""),
    ),
    "beng": (
        ("দাকে", "dat", ""), ("দার", "gen", ""), ("দা", "hon", ""), ("বাবুকে", "dat", "বাবু"),
        ("কে", "dat", ""), ("থেকে", "src", ""), ("দের", "gen", ""), ("ের", "gen", ""), ("এর", "gen", ""),
        # A name ending in -u takes a bare -র (মিঠুর → মিঠু); other -র endings are too often part of a name.
        ("ুর", "gen", "ু"),
    ),
    "guru": (("ਜੀ", "hon", ""), ("ਨੂੰ", "dat", ""), ("ਨੇ", "doer", ""), ("ਤੋਂ", "src", "")),
    "orya": (
        ("ଙ୍କଠାରୁ", "src", ""), ("ଠାରୁ", "src", ""), ("ଙ୍କୁ", "dat", ""), ("କୁ", "dat", ""), ("ଙ୍କ", "gen", ""), ("ର", "gen", ""),
    ),
    "taml": (
        ("அண்ணாவுக்கு", "dat", ""), ("அண்ணனுக்கு", "dat", ""), ("அக்காவுக்கு", "dat", ""),
        # -ம் names take the oblique -த்து- (செல்வம் -> செல்வத்துக்கு); a euphonic -உ- follows a
        # sonorant (ராமன் -> ராமனுக்கு); a name ending in -உ keeps it (முத்து -> முத்துக்கு: its
        # stem before -த்துக்கு is too short to be a -ம் name, so only -க்கு comes off).
        ("த்துக்கு", "dat", "ம்"), ("த்திடம்", "src", "ம்"), ("வுக்கு", "dat", ""), ("யுக்கு", "dat", ""),
        ("னுக்கு", "dat", "ன்"), ("ருக்கு", "dat", "ர்"), ("லுக்கு", "dat", "ல்"), ("ளுக்கு", "dat", "ள்"),
        ("ணுக்கு", "dat", "ண்"), ("முக்கு", "dat", "ம்"), ("ழுக்கு", "dat", "ழ்"), ("க்கு", "dat", ""),
        ("விடம்", "src", ""), ("யிடம்", "src", ""), ("ிடம்", "src", "்"), ("கிட்ட", "src", ""),
        ("வோட", "gen", ""), ("ோட", "gen", "்"),
    ),
    "telu": (
        ("గారికి", "dat", ""), ("గారి", "gen", ""), ("గారు", "hon", ""), ("నుండి", "src", ""),
        ("కి", "dat", ""), ("కు", "dat", ""),
    ),
    "knda": (
        ("ಅವರಿಗೆ", "dat", ""), ("ಅವರಿಂದ", "src", ""), ("ಅವರು", "hon", ""), ("ನಿಗೆ", "dat", "್"),
        ("ರಿಂದ", "src", ""), ("ನಿಂದ", "src", "್"), ("ಗೆ", "dat", ""),
    ),
    "mlym": (
        ("ചേട്ടന്", "dat", ""), ("ചേച്ചിക്ക്", "dat", ""), ("ന്റെ", "gen", "ൻ"), ("വിന്", "dat", ""),
        ("യ്ക്ക്", "dat", ""), ("ിന്", "dat", "്"), ("ക്ക്", "dat", ""), ("ന്", "dat", "ൻ"),
    ),
}

# Honorifics glued to a name, under a case ending or alone ("सरलाताईला", "রতনদাদাকে", "முருகன்அண்ணாவுக்கு"):
# once the case ending is off, a trailing one of these comes off too. Longest first.
GLUED_HON: dict[str, tuple[str, ...]] = {
    "deva": ("मावशी", "ताई", "भाऊ", "काकू", "दादा", "साहेब", "काका", "मामा", "काकां", "मामां", "काक", "माम"),
    "beng": ("দাদা", "দিদি", "দা"),
    "gujr": ("ભાઈ", "બેન"),
    "taml": ("அண்ணா", "அண்ணன்", "அக்கா", "அம்மா"),
    "telu": ("గారు", "అన్న", "అక్క"),
    "knda": ("ಅವರು", "ಅಣ್ಣ", "ಅಕ್ಕ"),
    "mlym": ("ചേട്ടൻ", "ചേച്ചി"),
}

# Bengali names that end in -ুর themselves: the genitive -র is not cut from them (ঠাকুরের is their genitive).
BENGALI_UR_NAMES = frozenset({"ঠাকুর", "বাহাদুর", "মনসুর", "মাথুর", "জহুর", "মঞ্জুর", "মুনসুর", "গফুর", "আসগুর",
                              "তৈমুর", "শুকুর", "মাহমুদুর", "মিজানুর", "হাবিবুর", "আনিসুর", "মশিউর", "লুৎফুর",
                              "আতাউর", "রহমতুল্লাহ", "সিঁদুর"})


# Romanized glued endings, only taken after a hyphen ("Muthu-ku", "Ghosh-da") except the unmistakable
# ones in LATIN_GLUED_SAFE. Values as in GLUED.
LATIN_HYPHEN: dict[str, str] = {
    "ku": "dat", "kku": "dat", "ukku": "dat", "vukku": "dat", "ki": "dat", "ge": "dat", "ige": "dat",
    "nu": "dat", "ne": "doer", "la": "dat", "e": "doer", "ke": "dat", "er": "gen", "r": "gen",
    "da": "hon", "di": "hon", "ji": "hon", "bhai": "hon", "ben": "hon", "garu": "hon", "anna": "hon",
    "akka": "hon", "tai": "hon", "bhau": "hon", "kaku": "hon", "mavshi": "hon", "dada": "hon", "idam": "src", "kitta": "src", "theke": "src", "kadun": "src", "s": "gen",
    "avarige": "dat", "garu-ki": "dat", "tharu": "src", "ra": "gen",
}
LATIN_GLUED_SAFE: tuple[tuple[str, str], ...] = (
    ("bhaiyako", "dat"), ("bhaiko", "dat"), ("bhaine", "dat"), ("bhaie", "doer"), ("bhaiya", "hon"),
    ("bhai", "hon"), ("benne", "dat"), ("bene", "doer"), ("ben", "hon"), ("sahebanni", "doer"),
    ("saheb", "hon"), ("sahab", "hon"), ("saab", "hon"), ("jiko", "dat"), ("jine", "doer"), ("ji", "hon"),
    ("vukku", "dat"), ("ukku", "dat"), ("kku", "dat"), ("garu", "hon"), ("avarige", "dat"),
)
# Romanized endings glued in one language only ("Rahimke" in Bengali, "Raviki" in Telugu): taken only when
# the message is in that language, longest first, leaving a stem of three letters or more.
LATIN_GLUED_BY_LANG: dict[str, tuple[tuple[str, str], ...]] = {
    "bn": (("der", "gen"), ("ke", "dat"), ("er", "gen")),
    "te": (("gariki", "dat"), ("garu", "hon"), ("ki", "dat"), ("ku", "dat")),
    "kn": (("avarige", "dat"), ("avaru", "hon"), ("inda", "src"), ("ige", "dat"), ("ge", "dat")),
    "ml": (("vinu", "dat"), ("inu", "dat"), ("ikku", "dat"), ("kku", "dat"), ("nte", "gen"), ("nu", "dat")),
    "ta": (("vukku", "dat"), ("ukku", "dat"), ("kku", "dat"), ("ku", "dat"), ("kitta", "src"), ("idam", "src")),
    "or": (("nku", "dat"), ("ku", "dat"), ("tharu", "src")),
    "gu": (("paasethi", "src"), ("ne", "dat"), ("e", "doer")),
    "mr": (("kadun", "src"), ("kade", "loc"), ("la", "dat"), ("ne", "doer")),
    "pa": (("nu", "dat"),),
}

# Names that end like an honorific and must stay whole (§7: never cut a name).
NOT_GLUED: frozenset[str] = frozenset({
    "balaji", "sethi", "reuben", "ruben", "stephen", "bhaiji", "guruji", "baji", "teji", "kaji",
    "raji", "saji", "aji", "viji", "suji", "ruji", "panji", "anji", "manji", "benji",
})

HONORIFICS: tuple[Entry, ...] = (
    ("hon", "yes", "hi",
     "ji|jee|bhai|bhaiya|bhaiyya|bhaiyaa|bhaisaab|bhaisahab|bhai sahab|bhai saab|sahab|saab|saheb|sahib|"
     "seth|sethji|seth ji|didi|di|dii|behen|behenji|bahen|bahenji|behn|aunty|auntie|aunti|uncle|ankal|"
     "chacha|chachaji|chachi|kaka|kaki|mama|mamaji|mami|maasi|mausi|bua|nana|nani|dada|dadi|bhabhi|"
     "bhabi|paaji|paji|veerji|mistri|mistry|master|masterji|madam|ma'am|sir|sirji|babuji|lala|lalaji|"
     "mr|mrs|ms|shri|shree|smt|dr|pandit|panditji|maulana|haji|hajji|"
     "जी|भाई|भैया|भाईसाहब|साहब|साहेब|सेठ|सेठजी|दीदी|बहन|बहनजी|आंटी|अंकल|चाचा|चाची|काका|काकी|मामा|मामी|"
     "भाभी|मास्टर|मिस्त्री|श्री|श्रीमती|डॉ|लाला"),
    ("hon", "yes", "mr", "tai|taai|bhau|dada|saheb|rao|kaku|mavshi|maushi|ताई|भाऊ|दादा|साहेब|राव|मावशी|आक्का|अण्णा|काकू|"
                         "काका|मामा|kaka|mama"),
    ("hon", "yes", "gu", "bhai|ben|bhabhi|kaka|masi|ભાઈ|બેન|બહેન|ભાભી|કાકા|માસી|શેઠ"),
    ("hon", "yes", "bn", "da|dada|didi|di|boudi|kaku|mashi|jethu|bhai|দা|দাদা|দিদি|দি|বৌদি|কাকু|মাসি|জেঠু|ভাই|"
                         "বোন|কাকা|মামা"),
    ("hon", "yes", "pa", "paaji|paji|veerji|bhaji|ji|ਜੀ|ਪਾਜੀ|ਵੀਰਜੀ|ਭਾਜੀ|ਭੈਣ ਜੀ|ਬੀਬੀ"),
    ("hon", "yes", "ta", "anna|annan|annae|akka|amma|ayya|thambi|sir|saar|madam|"
                         "அண்ணா|அண்ணன்|அக்கா|அம்மா|ஐயா|தம்பி|சார்|மேடம்"),
    ("hon", "yes", "te", "garu|gaaru|anna|akka|amma|గారు|అన్న|అన్నా|అక్క|అమ్మ|సార్"),
    ("hon", "yes", "kn", "avaru|avru|anna|akka|amma|saar|sir|ಅವರು|ಅಣ್ಣ|ಅಕ್ಕ|ಅಮ್ಮ|ಸರ್|ಸಾರ್"),
    ("hon", "yes", "ml", "chettan|chetta|chettai|chechi|ikka|itha|sir|saar|ചേട്ടൻ|ചേട്ടാ|ചേച്ചി|ഇക്ക|ഇത്ത|സാർ"),
    ("hon", "yes", "or", "bhai|apa|nana|mausi|ଭାଇ|ଅପା|ନାନା|ମାଉସୀ"),
)

# First-person words: the owner as doer (maine, naan) or as recipient (mujhe, enakku).
OWNER: tuple[Entry, ...] = (
    ("owner", "subj", "hi", "maine|mene|mainey|mainne|humne|hamne|hamne|main|mai|hum|मैंने|मैने|हमने|मैं|हम"),
    ("owner", "obj", "hi", "mujhe|mujhko|muje|hume|humko|hamein|hamko|मुझे|मुझको|हमें|हमको"),
    ("owner", "subj", "en", "i|we|i've|we've|i have|we have|myself"),
    ("owner", "obj", "en", "me|us"),
    ("owner", "subj", "mr", "mi|mee|aamhi|amhi|मी|आम्ही"),
    ("owner", "obj", "mr", "mala|amhala|मला|आम्हाला"),
    ("owner", "subj", "gu", "me|men|ame|hu|મેં|અમે|હું"),
    ("owner", "obj", "gu", "mane|amne|મને|અમને"),
    ("owner", "subj", "bn", "ami|amra|আমি|আমরা"),
    ("owner", "obj", "bn", "amake|amay|amader|আমাকে|আমায়|আমাদের"),
    ("owner", "subj", "pa", "asi|ਮੈਂ|ਅਸੀਂ"),
    ("owner", "obj", "pa", "mainu|sanu|ਮੈਨੂੰ|ਸਾਨੂੰ"),
    ("owner", "subj", "ta", "naan|naanga|நான்|நாங்க|நாங்கள்"),
    ("owner", "obj", "ta", "enakku|engalukku|எனக்கு|எங்களுக்கு"),
    ("owner", "subj", "te", "nenu|memu|నేను|మేము"),
    ("owner", "obj", "te", "naaku|maaku|నాకు|మాకు"),
    ("owner", "subj", "kn", "naanu|naavu|ನಾನು|ನಾವು"),
    ("owner", "obj", "kn", "nanage|namage|ನನಗೆ|ನಮಗೆ"),
    ("owner", "subj", "ml", "njan|njaan|njangal|ഞാൻ|ഞങ്ങൾ"),
    ("owner", "obj", "ml", "enikku|enik|njangalkku|എനിക്ക്|ഞങ്ങൾക്ക്"),
    ("owner", "subj", "or", "mu|mun|ame|ମୁଁ|ଆମେ"),
    ("owner", "obj", "or", "mote|mate|ମୋତେ|ଆମକୁ"),
)

# Third-person pronouns: a party that needs ctx.last_party (§9.2).
PRONOUNS: tuple[Entry, ...] = (
    ("pron", "yes", "hi",
     "uska|uske|uski|usne|usko|use|usse|unka|unke|unki|unhone|unko|unhe|unse|woh|wo|vo|iska|iske|iski|"
     "isne|isko|inka|inke|inhone|inko|उसका|उसके|उसकी|उसने|उसको|उसे|उससे|उनका|उनके|उनकी|उन्होंने|उनको|उन्हें|"
     "वह|वो"),
    ("pron", "yes", "en", "he|she|him|her|his|hers|they|them|their|that guy|that person"),
    ("pron", "yes", "mr", "tyane|tyala|tyacha|tyachya|tine|tila|ticha|tyanni|tyanna|त्याने|त्याला|त्याचे|त्याच्या|"
                          "तिने|तिला|त्यांनी|त्यांना"),
    ("pron", "yes", "gu", "ene|tene|ena|tena|એણે|તેણે|એને|તેને|એના|તેના"),
    ("pron", "yes", "bn", "oke|or|ora|take|tar|তাকে|তার|ওকে|ওর|ও|উনি|ওনাকে|ওনার"),
    ("pron", "yes", "pa", "ohne|ohnu|usne|ਉਹਨੇ|ਉਹਨੂੰ|ਉਸਨੇ|ਉਸਨੂੰ|ਉਹ|ਉਸ"),
    ("pron", "yes", "ta", "avan|aval|avar|avanga|avanukku|avarukku|avalukku|அவன்|அவள்|அவர்|அவங்க|அவனுக்கு|"
                          "அவருக்கு|அவளுக்கு"),
    ("pron", "yes", "te", "atanu|athanu|aayana|ayana|aame|ataniki|aayanaki|ఆయన|అతను|ఆమె|అతనికి|ఆయనకి|ఆమెకి"),
    ("pron", "yes", "kn", "avanu|avalu|avanige|avalige|ಅವನು|ಅವಳು|ಅವನಿಗೆ|ಅವಳಿಗೆ"),
    ("pron", "yes", "ml", "avan|aval|ayal|ayaal|avanu|avalkku|അവൻ|അവൾ|അയാൾ|അവന്|അവൾക്ക്|അയാൾക്ക്"),
    ("pron", "yes", "or", "tanku|taku|tankara|ତାଙ୍କୁ|ତାକୁ|ସେ|ତା"),
)

# Someone unnamed: the entry has no party yet (§10 missing_counterparty).
SOMEONE: tuple[Entry, ...] = (
    ("someone", "yes", "hi", "kisi ne|kisi|koi|koi aadmi|kisine|किसी ने|किसी|कोई|"
                             # a person not named: "ek aadmi ne 640 diye" has no counterparty
                             "aadmi|admi|ek aadmi|ek admi|banda|ek banda|bande|aurat|ek aurat|ek grahak|"
                             "ek customer|koi grahak|koi customer|आदमी|एक आदमी|बंदा|औरत|एक ग्राहक|"
                             # money from a number the owner does not know
                             "unknown number|anjaan number|anjan number|anjaan|अनजान नंबर|अनजान|अंजान नंबर|अंजान"),
    ("someone", "yes", "en", "someone|somebody|some guy|a customer|unknown|a man|a guy|a lady|a woman|"
                             "one customer|some customer|some man|some lady|unknown number|an unknown number"),
    ("someone", "yes", "mr", "konitari|konitri|कोणीतरी|कुणीतरी|कोणी"),
    ("someone", "yes", "gu", "koie|koi|કોઈએ|કોઈ|કોઈક"),
    ("someone", "yes", "bn", "keu|কেউ|কেউ একজন"),
    ("someone", "yes", "pa", "kise ne|ਕਿਸੇ ਨੇ|ਕੋਈ"),
    ("someone", "yes", "ta", "yaaro|யாரோ"),
    ("someone", "yes", "te", "evaro|ఎవరో"),
    ("someone", "yes", "kn", "yaaro|ಯಾರೋ"),
    ("someone", "yes", "ml", "aaro|ആരോ"),
    ("someone", "yes", "or", "kehi|କେହି|କିଏ"),
    # "naam yaad nahi": the owner says the name is not known.
    ("forgot", "yes", "hi", "naam yaad nahi|naam nahi pata|naam nahi dikha|naam nahi|yaad nahi|pata nahi|"
                            # the sender's name does not show on the UPI app
                            "naam nahi dikh raha|naam nahi dikh rha|naam nhi dikh raha|naam nhi dikh rha|naam nhi|"
                            "naam dikh nahi raha|naam dikh nhi raha|naam nahi dikh rahi|naam nahi dikhta|"
                            "naam nahi dikha raha|naam nahi aa raha|naam nahi aaya|naam nahi pata chal raha|"
                            "pata nhi|nahi pata|nhi pata|pata nahi kisne|pata nahi kaun|"
                            "नाम नहीं दिख रहा|नाम नहीं दिखा|नाम नहीं दिख रहा है|नाम दिख नहीं रहा|नाम नहीं आ रहा|"
                            "नाम पता नहीं|पता नहीं|पता नही|पता नहीं किसने|"
                            "नाम याद नहीं|याद नहीं|नाम नहीं|"
                            # "bhool gaya" is 'forgot' (Hindi), not the Gujarati/Bengali 'bhul' (a mistake).
                            "naam bhool gaya|naam bhool gayi|naam bhul gaya|naam bhul gayi|bhool gaya|bhool gayi|"
                            "bhool gaye|bhul gaya|bhul gayi|bhul gaye|bhool gya|bhul gya|bhool gyi|bhool gaya hoon|"
                            "नाम भूल गया|नाम भूल गई|भूल गया|भूल गई|भूल गए"),
    ("forgot", "yes", "en", "don't know who|dont know who|no name|name not shown|don't remember|unknown sender|"
                            "name not showing|name not visible|name is not showing|no name showing|"
                            "don't know who sent|dont know who sent|not sure who|name not coming|"
                            "don't know from whom|dont know from whom|don't know from who|dont know from who|"
                            "don't know whose|dont know whose|do not know who|do not know from whom|"
                            "no idea who|no idea from whom|no idea from who|no idea whose|not sure from whom|"
                            "can't remember who|cant remember who|don't remember who|dont remember who|"
                            "not sure whose|unknown person|unknown number"),
    ("forgot", "yes", "or", "ମନେ ନାହିଁ|mane nahin"),
    ("forgot", "yes", "bn", "মনে নেই|mone nei|নাম জানি না"),
    ("forgot", "yes", "ta", "நினைவில்லை|தெரியல|theriyala"),
)


BOTH: tuple[Entry, ...] = (
    ("both", "yes", "hi", "dono|donon|दोनों|दोनो"),
    ("both", "yes", "en", "both|both of them"),
    ("both", "yes", "mr", "doghe|doghanna|दोघे|दोघांना|दोघांच्या"),
    ("both", "yes", "gu", "banne|બંને|બન્ને"),
    ("both", "yes", "bn", "dujon|dujonke|দুজন|দুজনকে|দুজনের"),
    ("both", "yes", "pa", "dovein|ਦੋਵੇਂ|ਦੋਵਾਂ"),
    ("both", "yes", "ta", "iruvar|rendu perukkum|இருவர்|ரெண்டு பேருக்கும்"),
    ("both", "yes", "te", "iddaru|iddariki|ఇద్దరు|ఇద్దరికీ"),
    ("both", "yes", "kn", "ibbaru|ibbarige|ಇಬ್ಬರು|ಇಬ್ಬರಿಗೂ"),
    ("both", "yes", "ml", "randuperum|randu perkkum|രണ്ടുപേർ|രണ്ടുപേർക്കും"),
    ("both", "yes", "or", "duhen|duhinku|ଦୁହେଁ|ଦୁହିଁଙ୍କୁ"),
    ("each", "yes", "hi", "har ek|harek|har ek ko|har kisi|alag alag|alag-alag|dono ko alag|sabko|sab ko|"
                          "har ek ke|har ek ka|हर एक|अलग अलग"),
    ("each", "yes", "en", "each|apiece|every one|everyone|separately|per head|per person"),
    ("together", "yes", "hi", "milakar|milake|mila ke|mil ke|sab milake|sab mila ke|total|kul|ek saath|"
                              "dono milake|दोनों मिलाकर|मिलाकर|कुल|टोटल"),
    ("together", "yes", "en", "together|combined|in total|altogether|total|in all|overall"),
    ("together", "yes", "mr", "ekun|एकूण|मिळून"),
    ("together", "yes", "gu", "mali ne|kul|મળીને|કુલ"),
    ("together", "yes", "bn", "mot|mile|মোট|মিলে"),
    ("together", "yes", "pa", "kul|ਕੁੱਲ|ਮਿਲਾ ਕੇ"),
    ("together", "yes", "ta", "mottham|motham|மொத்தம்"),
    ("together", "yes", "te", "mottam|motham|మొత్తం"),
    ("together", "yes", "kn", "ottu|ಒಟ್ಟು"),
    ("together", "yes", "ml", "aake|motham|ആകെ|മൊത്തം"),
    ("together", "yes", "or", "mota|ମୋଟ|ସମୁଦାୟ"),
)

# "Fernandes ko bhi, 650": the clause borrows the verb of the one before (§9.1, §9.2).
ALSO: tuple[Entry, ...] = (
    ("also", "yes", "hi", "bhi|bhee|bi|waise hi|vaise hi|aise hi|isi tarah|same|bhi likho|भी|वैसे ही|ऐसे ही"),
    ("also", "yes", "en", "also|too|as well|same|same for|likewise|similarly"),
    ("also", "yes", "mr", "pan|pann|suddha|sudha|पण|सुद्धा|ही"),
    ("also", "yes", "gu", "pan|પણ"),
    ("also", "yes", "bn", "o|ও|-o"),
    ("also", "yes", "pa", "vi|ਵੀ"),
    ("also", "yes", "ta", "um|kooda|கூட|உம்"),
    ("also", "yes", "te", "kuda|kooda|కూడా"),
    ("also", "yes", "kn", "kooda|ಕೂಡ|ಕೂಡಾ|ಸಹ"),
    ("also", "yes", "ml", "um|koode|ഉം|കൂടെ"),
    ("also", "yes", "or", "bi|ବି"),
)

# Role and place nouns are not parties (§7). The value says what paying them usually is.
ROLES: tuple[Entry, ...] = (
    ("role", "service", "hi",
     "landlord|makan malik|makaan malik|makan maalik|malik|plumber|electrician|bijliwala|bijli wala|"
     "carpenter|painter|mechanic|dhobi|safai wala|safaiwala|safai wali|safai karmchari|kaamwali|kaam wali|"
     "kaamwali bai|bai|maid|naukar|chowkidar|chaukidar|watchman|guard|driver|auto wala|autowala|"
     "auto wale|auto waale|rickshaw wala|rickshawwala|rickshaw wale|tempo wala|tempowala|tempo wale|"
     "thela wala|thelewala|coolie|coolie wala|hamal|kuli|porter|labour|labourer|mazdoor|majdoor|"
     "delivery boy|delivery wala|courier wala|darzi|tailor|nai|barber|cobbler|mochi|pujari|accountant|"
     "munim|munshi|helper|ladka|ladke|chhotu|staff|worker|cook|halwai|mistri|mistry|pandit|doctor|"
     "मकान मालिक|प्लंबर|मिस्त्री|बिजली वाला|धोबी|ड्राइवर|ऑटो वाला|मजदूर|नौकर|चौकीदार|हेल्पर|लड़का|लड़के"),
    ("role", "supplier", "hi",
     "mandi|sabzi mandi|market|bazaar|bazar|wholesale market|wholesaler|wholesale wala|distributor|"
     "doodhwala|doodh wala|doodhwale|doodh wale|dudhwala|milkman|sabziwala|sabzi wala|sabji wala|"
     "sabziwale|anda wala|andewala|bread wala|breadwala|supplier|dealer|vendor|gas wala|gas agency|"
     "company|agency|godown|mill|factory|"
     "मंडी|बाजार|बाज़ार|दूधवाला|दूध वाला|सब्जीवाला|सब्ज़ी वाला|सप्लायर|डीलर|कंपनी"),
    # Place nouns take locative and ablative endings ("मंडईतून", "மார்க்கெட்டில்"): matched by prefix.
    ("role", "supplier", "en",
     "मंडई*|मार्केट*|बाजार*|मंडी*|বাজার*|হাট*|মার্কেট*|મંડી*|માર્કેટ*|બજાર*|ਮੰਡੀ*|ਬਾਜ਼ਾਰ*|மார்க்கெட்*|சந்தை*|"
     "మార్కెట్*|సంత*|ಮಾರ್ಕೆಟ್*|ಮಾರುಕಟ್ಟೆ*|ಸಂತೆ*|മാർക്കറ്റ*|ചന്ത*|ହାଟ*|ବଜାର*|ମଣ୍ଡି*|ମାର୍କେଟ*"),
    ("role", "place", "en",
     "दुकान*|दुकाना*|દુકાન*|ਦੁਕਾਨ*|ଦୋକାନ*|দোকান*|கடை*|దుకాణ*|షాపు*|ಅಂಗಡಿ*|കട|കടയ*|കടയുടെ|बैंक*|বাংক*|ব্যাংক*"),
    ("role", "buyer", "hi", "kabadiwala|kabadi wala|kabadiwale|raddiwala|raddi wala|कबाड़ीवाला|रद्दीवाला"),
    ("role", "place", "hi", "bank|atm|post office|ghar|dukaan|dukan|shop|home|gaon|school|mandir|hospital|"
                            "बैंक|घर|दुकान"),
    ("role", "supplier", "mr", "मंडई|बाजार|mandai|घाऊक|ghauk"),
    ("role", "service", "mr", "घरमालक|gharmalak|मालक|mistri|कामवाली|रिक्षावाला"),
    ("role", "supplier", "gu", "મંડી|બજાર|હોલસેલ|holsel"),
    ("role", "service", "gu", "મકાનમાલિક|makanmalik|રિક્ષાવાળા|કારીગર"),
    ("role", "supplier", "bn", "bazar|haat|আড়ত|arot|বাজার|হাট|মহাজন|mahajan"),
    ("role", "service", "bn", "বাড়িওয়ালা|bariwala|মিস্ত্রি|ড্রাইভার|রিকশাওয়ালা|কাজের লোক"),
    ("role", "supplier", "pa", "ਮੰਡੀ|ਬਾਜ਼ਾਰ|ਆੜ੍ਹਤੀ|aarhti"),
    ("role", "service", "pa", "ਮਿਸਤਰੀ|ਡਰਾਈਵਰ|ਮਕਾਨ ਮਾਲਕ"),
    ("role", "supplier", "ta", "santhai|maarket|சந்தை|மார்க்கெட்|மண்டி|மொத்த வியாபாரி"),
    ("role", "service", "ta", "veettukaarar|வீட்டுக்காரர்|ஓனர்|மெக்கானிக்|டிரைவர்|ஆட்டோக்காரர்|autokaarar"),
    ("role", "supplier", "te", "santha|సంత|మార్కెట్|హోల్‌సేల్|హోల్సేల్"),
    ("role", "service", "te", "inti yajamani|ఇంటి యజమాని|ఓనర్|మెకానిక్|డ్రైవర్|ఆటో వాడు"),
    ("role", "supplier", "kn", "santhe|ಸಂತೆ|ಮಾರುಕಟ್ಟೆ|ಮಾರ್ಕೆಟ್|ಹೋಲ್‌ಸೇಲ್"),
    ("role", "service", "kn", "maalika|ಮಾಲೀಕ|ಓನರ್|ಮೆಕಾನಿಕ್|ಡ್ರೈವರ್|ಆಟೋದವನು"),
    ("role", "supplier", "ml", "chantha|ചന്ത|മാർക്കറ്റ്|മൊത്തക്കച്ചവടക്കാരൻ"),
    ("role", "service", "ml", "veettudama|വീട്ടുടമ|ഓണർ|മെക്കാനിക്ക്|ഡ്രൈവർ|ഓട്ടോക്കാരൻ"),
    ("role", "supplier", "or", "bajara|ବଜାର|ମଣ୍ଡି|ହାଟ"),
    ("role", "service", "or", "ghara malika|ଘର ମାଲିକ|ମିସ୍ତ୍ରୀ|ଡ୍ରାଇଭର"),
)

# Firm suffixes (§5.4a): a name ending in one is a firm, kept whole, paid not lent.
FIRMS: tuple[Entry, ...] = (
    ("firm", "yes", "en",
     "traders|trader|trading|trading co|trading company|agencies|agency|enterprises|enterprise|"
     "distributors|distributor|depot|stores|store|wholesale|wholesalers|sons|and sons|company|co|"
     "mills|mill|industries|corporation|corp|pvt|pvt ltd|ltd|limited|brothers|bros|bhandar|"
     "general store|supermarket|mart|emporium|centre|center|dairy|medical|medicals|pharma|foods|"
     "suppliers|supply|associates|kirana store|provision store|provisions|llp|& co|and co|"
     "ट्रेडर्स|एजेंसी|एजेंसीज|एंटरप्राइजेज|स्टोर्स|स्टोर|भंडार|संस|एंड संस|कंपनी|मिल्स|डिस्ट्रीब्यूटर्स|डेपो|"
     "ट्रेडिंग|ब्रदर्स|डेयरी|ட்ரேடர்ஸ்|ஏஜென்சி|ஏஜென்சீஸ்|ஸ்டோர்ஸ்|ஸ்டோர்|ட்ரேடிங்|ట్రేడర్స్|ఏజెన్సీ|"
     "ఏజెన్సీస్|స్టోర్స్|ಟ್ರೇಡರ್ಸ್|ಏಜೆನ್ಸಿ|ಏಜೆನ್ಸೀಸ್|ಸ್ಟೋರ್ಸ್|ട്രേഡേഴ്സ്|ഏജൻസി|ഏജൻസീസ്|സ്റ്റോഴ്സ്|"
     "ট্রেডার্স|এজেন্সি|স্টোর্স|ভাণ্ডার|ভান্ডার|ટ્રેડર્સ|એજન્સી|સ્ટોર્સ|ભંડાર|ਟਰੇਡਰਜ਼|ਟਰੇਡਰਸ|ਏਜੰਸੀ|ਸਟੋਰ|"
     "ଟ୍ରେଡର୍ସ|ଏଜେନ୍ସି|ଷ୍ଟୋର୍ସ|ଭଣ୍ଡାର|"
     # Indic spellings of the English suffixes vary (ਟ੍ਰੇਡਰਜ਼ / ਟਰੇਡਰਜ਼): matched by their stem.
     "ट्रेडर*|एजेंस*|एंटरप्राइज*|डिस्ट्रीब्यूटर*|ટ્રેડર*|એજન્સ*|এন્ટারপ্রাইজ*|ট্রেডার*|এজেন্স*|ਟ੍ਰੇਡਰ*|ਟਰੇਡਰ*|ਏਜੰਸ*|"
     "ட்ரேடர்*|டிரேடர்*|ஏஜென்ச*|ట్రేడర్*|ఏజెన్స*|ಟ್ರೇಡರ್*|ಏಜೆನ್ಸ*|ട്രേഡേഴ്*|ട്രേഡേഴ്‌*|ഏജൻസ*|ଟ୍ରେଡର୍*|ଏଜେନ୍ସ*"),
)

# "Om Sai wale": wala after a name points at that name; after a plain noun it makes a role noun.
WALA: tuple[Entry, ...] = (
    ("wala", "yes", "hi", "wala|wale|wali|waala|waale|waali|vala|vale|vali|wallah|walle|वाला|वाले|वाली"),
    ("wala", "yes", "pa", "wala|wale|ਵਾਲਾ|ਵਾਲੇ"),
    ("wala", "yes", "gu", "vala|vada|વાળા|વાળો"),
    ("wala", "yes", "bn", "wala|ওয়ালা"),
    ("wala", "yes", "mr", "wala|vala|वाला|वाले"),
)


# Words that are never a person's or a firm's name (§7, §12): common English verbs, auxiliaries, function,
# question, time and filler words, and Hinglish verb stems the other tables do not list. A word here is never
# returned as a counterparty, whatever its place ("don't know from whom", "galat naam se chadh gayi").
# Words that are also common Indian or English given names (Mark, Hope, Joy, Sunny, Raja, Will) are left out.
NOT_NAMES: frozenset[str] = frozenset({
    # English auxiliaries, modals and their contractions
    "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "done", "doing", "have", "has",
    "had", "having", "can", "could", "shall", "should", "would", "must", "might", "cannot", "cant", "can't", "dont",
    "don't", "doesnt", "doesn't", "didnt", "didn't", "isnt", "isn't", "wasnt", "wasn't", "arent", "aren't", "wont",
    "won't", "wouldnt", "wouldn't", "couldnt", "couldn't", "havent", "haven't", "hasnt", "hasn't", "im", "i'm",
    "ive", "i've", "id", "i'd", "ill", "i'll", "its", "it's", "thats", "that's",
    # English function and question words
    "i", "me", "my", "mine", "we", "us", "our", "you", "your", "it", "this", "that", "these", "those", "there",
    "here", "the", "a", "an", "of", "in", "on", "at", "by", "for", "with", "about", "into", "onto", "than", "then",
    "so", "but", "or", "nor", "if", "not", "no", "yes", "all", "any", "some", "none", "each", "every", "both",
    "who", "whom", "whose", "what", "which", "when", "where", "why", "how", "whoever", "anyone", "someone",
    "somebody", "anybody", "nobody", "everyone", "everybody", "something", "anything", "nothing", "everything",
    "also", "just", "only", "very", "too", "still", "already", "yet", "again", "ever", "never", "maybe",
    "perhaps", "please", "pls", "plz", "thanks", "thank", "sorry", "okay", "ok", "hi", "hello", "hey",
    # English verbs owners use around money
    "know", "knew", "known", "think", "thought", "remember", "recall", "forget", "forgot", "sure", "unsure",
    "idea", "guess", "seems", "seem", "looks", "look", "see", "saw", "seen", "tell", "told", "say", "said",
    "ask", "asked", "come", "came", "coming", "go", "went", "gone", "going", "get", "got", "getting", "give",
    "gave", "given", "take", "took", "taken", "make", "made", "send", "sent", "receive", "received", "pay", "paid",
    "paying", "want", "need", "show", "check", "write", "wrote", "written", "add", "added", "enter", "entered",
    "put", "keep", "kept", "let", "note", "noted", "whether", "unknown", "someones", "someone's",
    "best", "top", "most", "more", "less", "least", "good", "better", "biggest", "highest", "today", "yesterday",
    "tomorrow", "now", "later", "soon", "morning", "evening", "night", "week", "month", "year",
    # Hinglish verbs, auxiliaries and fillers
    "chadh", "chadha", "chadhi", "chadhe", "chadhaya", "chadhayi", "chadhaye", "chadhao", "chada", "chadi",
    "likh", "likha", "likhi", "likhe", "likhna", "likho", "likhdo", "likhdiya", "pata", "maloom", "malum",
    "yaad", "shayad", "galat", "galti", "gadbad", "kaun", "kon", "kisne", "kisko", "kiska", "kiski", "kiske",
    "kaunsa", "konsa", "kya", "kyu", "kyun", "kab", "kahan", "kaise", "kitna", "kitne", "kitni", "hai", "hain",
    "tha", "thi", "ho", "hua", "hui", "hue", "gaya", "gayi", "gaye", "diya", "diye", "di", "liya", "liye",
    "kar", "karo", "kardo", "kiya", "kiye", "raha", "rahi", "rahe", "nahi", "nahin", "mat", "bhi", "toh", "to",
    "lagta", "lagti", "lagte", "lagega", "lagegi", "lagenge", "lage", "lagi", "laga", "lagao", "rakhun", "rakhu",
    "rakhna", "rakhe", "rakho", "bharna", "bharni", "bharne", "bhara", "bhari", "bhare", "mangaun", "mangau",
    "chahiye", "karun", "karu", "karein", "karen", "hoga", "hogi", "honge",
})
