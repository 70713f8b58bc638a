"""Words around names (§7): case markers, honorifics and kinship terms, pronouns, role nouns, firm
suffixes, plus the small function words that are never a name. Units (§2, §8) and the day words that
date a promise live here too, since they also stop a name from running on.

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
    ("mark", "dat", "bn", "ke|কে"),
    ("mark", "src", "bn", "theke|kach theke|er kach theke|থেকে|কাছ থেকে|এর থেকে"),
    ("mark", "gen", "bn", "er|r|এর|র"),
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
    ("mark", "gen", "en", "'s|s'"),
    ("mark", "cred", "en", "in the name of|on the account of|account of|in name of"),
)

# Endings glued to a name, per script: (ending, marker, replacement). Longest first is applied by
# names.py. The replacement repairs the stem where the ending changed it (Tamil ராமனுக்கு -> ராமன்).
GLUED: dict[str, tuple[tuple[str, str, str], ...]] = {
    "deva": (
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
    ),
    "guru": (("ਜੀ", "hon", ""), ("ਨੂੰ", "dat", ""), ("ਨੇ", "doer", ""), ("ਤੋਂ", "src", "")),
    "orya": (
        ("ଙ୍କଠାରୁ", "src", ""), ("ଠାରୁ", "src", ""), ("ଙ୍କୁ", "dat", ""), ("କୁ", "dat", ""), ("ଙ୍କ", "gen", ""), ("ର", "gen", ""),
    ),
    "taml": (
        ("அண்ணாவுக்கு", "dat", ""), ("அண்ணனுக்கு", "dat", ""), ("அக்காவுக்கு", "dat", ""),
        ("த்துக்கு", "dat", "ம்"), ("த்திடம்", "src", "ம்"), ("வுக்கு", "dat", ""), ("யுக்கு", "dat", ""), ("ுக்கு", "dat", "்"), ("க்கு", "dat", ""),
        ("விடம்", "src", ""), ("யிடம்", "src", ""), ("ிடம்", "src", "்"), ("கிட்ட", "src", ""),
        ("வோட", "gen", ""), ("ோட", "gen", "்"),
    ),
    "telu": (
        ("గారికి", "dat", ""), ("గారి", "gen", ""), ("గారు", "hon", ""), ("నుండి", "src", ""),
        ("కి", "dat", ""), ("కు", "dat", ""),
    ),
    "knda": (
        ("ಅವರಿಗೆ", "dat", ""), ("ಅವರಿಂದ", "src", ""), ("ಅವರು", "hon", ""), ("ನಿಗೆ", "dat", "್"),
        ("ರಿಂದ", "src", ""), ("ನಿಂದ", "src", "್"), ("ಿಗೆ", "dat", "್"), ("ಗೆ", "dat", ""),
    ),
    "mlym": (
        ("ചേട്ടന്", "dat", ""), ("ചേച്ചിക്ക്", "dat", ""), ("ന്റെ", "gen", "ൻ"), ("വിന്", "dat", ""),
        ("യ്ക്ക്", "dat", ""), ("ിന്", "dat", "്"), ("ക്ക്", "dat", ""), ("ന്", "dat", "ൻ"),
    ),
}

# Romanized glued endings, only taken after a hyphen ("Muthu-ku", "Ghosh-da") except the unmistakable
# ones in LATIN_GLUED_SAFE. Values as in GLUED.
LATIN_HYPHEN: dict[str, str] = {
    "ku": "dat", "kku": "dat", "ukku": "dat", "vukku": "dat", "ki": "dat", "ge": "dat", "ige": "dat",
    "nu": "dat", "ne": "doer", "la": "dat", "e": "doer", "ke": "dat", "er": "gen", "r": "gen",
    "da": "hon", "di": "hon", "ji": "hon", "bhai": "hon", "ben": "hon", "garu": "hon", "anna": "hon",
    "akka": "hon", "idam": "src", "kitta": "src", "theke": "src", "kadun": "src", "s": "gen",
    "avarige": "dat", "garu-ki": "dat", "tharu": "src", "ra": "gen",
}
LATIN_GLUED_SAFE: tuple[tuple[str, str], ...] = (
    ("bhaiyako", "dat"), ("bhaiko", "dat"), ("bhaine", "dat"), ("bhaie", "doer"), ("bhaiya", "hon"),
    ("bhai", "hon"), ("benne", "dat"), ("bene", "doer"), ("ben", "hon"), ("sahebanni", "doer"),
    ("saheb", "hon"), ("sahab", "hon"), ("saab", "hon"), ("jiko", "dat"), ("jine", "doer"), ("ji", "hon"),
    ("vukku", "dat"), ("ukku", "dat"), ("kku", "dat"), ("garu", "hon"), ("avarige", "dat"),
)
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
    ("hon", "yes", "mr", "tai|taai|bhau|dada|saheb|rao|ताई|भाऊ|दादा|साहेब|राव|मावशी|आक्का|अण्णा"),
    ("hon", "yes", "gu", "bhai|ben|bhabhi|kaka|masi|ભાઈ|બેન|બહેન|ભાભી|કાકા|માસી|શેઠ"),
    ("hon", "yes", "bn", "da|dada|didi|di|boudi|kaku|mashi|jethu|bhai|দা|দাদা|দিদি|দি|বৌদি|কাকু|মাসি|জেঠু|ভাই|"
                         "বোন|কাকা|মামা"),
    ("hon", "yes", "pa", "paaji|paji|veerji|bhaji|ji|sardar ji|ਜੀ|ਪਾਜੀ|ਵੀਰਜੀ|ਭਾਜੀ|ਸਰਦਾਰ ਜੀ|ਭੈਣ ਜੀ|ਬੀਬੀ"),
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
    ("someone", "yes", "hi", "kisi ne|kisi|koi|koi aadmi|kisine|किसी ने|किसी|कोई"),
    ("someone", "yes", "en", "someone|somebody|some guy|a customer|unknown"),
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
                            "नाम याद नहीं|याद नहीं|नाम नहीं"),
    ("forgot", "yes", "en", "don't know who|dont know who|no name|name not shown|don't remember|unknown sender"),
    ("forgot", "yes", "or", "ମନେ ନାହିଁ|mane nahin"),
    ("forgot", "yes", "bn", "মনে নেই|mone nei|নাম জানি না"),
    ("forgot", "yes", "ta", "நினைவில்லை|தெரியல|theriyala"),
)

# The rest of a bill: "baaki udhaar", "rest on credit", "baaki agle mahine".
REST: tuple[Entry, ...] = (
    ("rest", "yes", "hi", "baaki|baki|bakaya|bacha hua|bache hue|baaki ka|baaki ke|baki ke|बाकी|बकाया|बाक़ी"),
    ("rest", "yes", "en", "rest|the rest|remaining|balance|remainder"),
    ("rest", "yes", "mr", "urlele|baki|उरलेले|बाकी"),
    ("rest", "yes", "gu", "baki|બાકી|બાકીના"),
    ("rest", "yes", "bn", "baki|বাকিটা|বাকি টাকা"),
    ("rest", "yes", "pa", "baki|ਬਾਕੀ"),
    ("rest", "yes", "ta", "meethi|மீதி|பாக்கி"),
    ("rest", "yes", "te", "migatha|మిగతా|మిగిలిన"),
    ("rest", "yes", "kn", "uliddu|ಉಳಿದ|ಉಳಿದದ್ದು|ಬಾಕಿ"),
    ("rest", "yes", "ml", "baakki|ബാക്കി"),
    ("rest", "yes", "or", "baki|ବାକି"),
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

UNITS: tuple[Entry, ...] = (
    ("unit", "kg", "en", "kg|kgs|kilo|kilos|kilogram|kilograms|keji|kilo ka|किलो*|किग्रा|ਕਿਲੋ*|ਕਿੱਲੋ*|ਕਿੱਲ*|કિલો*|"
                         "কেজি*|কিলো*|கிலோ*|కిలో*|కేజీ*|ಕೆಜಿ*|ಕಿಲೋ*|കിലോ*|କିଲୋ*|କେଜି*|केजी*|ਕੇਜੀ*|કેજી*|கேஜி*"),
    ("unit", "g", "en", "g|gm|gms|gram|grams|gramme|ग्राम|ग्रॅम|ગ્રામ|গ্রাম|ਗ੍ਰਾਮ|கிராம்|గ్రాములు|ಗ್ರಾಂ|ഗ്രാം|ଗ୍ରାମ"),
    ("unit", "quintal", "en", "quintal|quintals|kuintal|kwintal|qtl|क्विंटल|ક્વિન્ટલ|কুইন্টাল|ਕੁਇੰਟਲ|குவிண்டால்|"
                              "క్వింటాల్|ಕ್ವಿಂಟಾಲ್|ക്വിന്റൽ|କ୍ୱିଣ୍ଟାଲ"),
    ("unit", "litre", "en", "litre|litres|liter|liters|ltr|ltrs|lit|लीटर|लिटर|ਲੀਟਰ|લિટર|লিটার|லிட்டர்|లీటర్|"
                            "ಲೀಟರ್|ലിറ്റർ|ଲିଟର"),
    ("unit", "ml", "en", "ml|millilitre|milliliter|एमएल"),
    ("unit", "piece", "en", "piece|pieces|pc|pcs|nag|peace|पीस|नग|ਪੀਸ|પીસ|পিস|பீஸ்|పీస్|ಪೀಸ್|പീസ്|ପିସ"),
    ("unit", "packet", "en", "packet|packets|pkt|pkts|pack|packs|paket|pudi|pudiya|पैकेट|पुड़िया|ਪੈਕਟ|પેકેટ|"
                             "প্যাকেট|பாக்கெட்|ప్యాకెట్|ಪ್ಯಾಕೆಟ್|പാക്കറ്റ്|ପ୍ୟାକେଟ"),
    ("unit", "bag", "en", "bag|bags|bori|bora|boriya|boriyan|bore|katta|katte|sack|sacks|gunny|बोरी|बोरा|कट्टा|"
                          "ਬੋਰੀ|ગુણી|ગુણ|बस्ता|বস্তা|মুঠা|மூட்டை|moottai|బస్తా|ಚೀಲ|ಮೂಟೆ|ചാക്ക്|ବସ୍ତା"),
    ("unit", "box", "en", "box|boxes|peti|petti|petis|dabba|dabbe|dibba|dibbe|crate|crates|पेटी|डब्बा|डिब्बा|"
                          "ਪੇਟੀ|ડબ્બો|પેટી|বাক্স|பெட்டி|పెట్టె|ಪೆಟ್ಟಿಗೆ|പെട്ടി|ବାକ୍ସ"),
    ("unit", "dozen", "en", "dozen|dozens|darjan|darjen|dazan|doz|दर्जन|ਦਰਜਨ|ડઝન|ডজন|டஜன்|డజను|ಡಜನ್|ഡസൻ|ଡଜନ"),
    ("unit", "metre", "en", "metre|metres|meter|meters|mtr|mtrs|मीटर|ਮੀਟਰ|મીટર|মিটার|மீட்டர்|మీటర్|ಮೀಟರ್|മീറ്റർ|ମିଟର"),
    ("unit", "bottle", "en", "bottle|bottles|botal|botle|बोतल|ਬੋਤਲ|બોટલ|বোতল|பாட்டில்|బాటిల్|ಬಾಟಲ್|കുപ്പി|ବୋତଲ"),
    ("unit", "plate", "en", "plate|plates|प्लेट|ਪਲੇਟ|પ્લેટ|প্লেট|பிளேட்|ప్లేట్|ಪ್ಲೇಟ್|പ്ലേറ്റ്|ପ୍ଲେଟ"),
    ("unit", "cup", "en", "cup|cups|कप|ਕੱਪ|કપ|কাপ|கப்|కప్పు|ಕಪ್|കപ്പ്|କପ"),
    ("unit", "tin", "en", "tin|tins|kanaster|peepa|पीपा|कनस्तर|ਟੀਨ|ડબ્બા|টিন|டின்|డబ్బా|ಡಬ್ಬ|ടിൻ|ଟିଣ"),
    ("unit", "bundle", "en", "bundle|bundles|bandal|bandle|बंडल|ਬੰਡਲ|બંડલ|বান্ডিল|கட்டு|కట్ట|ಕಟ್ಟು|കെട്ട്|ବଣ୍ଡଲ"),
    ("unit", "carton", "en", "carton|cartons|कार्टन|ਕਾਰਟਨ|કાર્ટન|কার্টন|கார்ட்டன்|కార్టన్|ಕಾರ್ಟನ್|കാർട്ടൺ|କାର୍ଟନ"),
    ("unit", "roll", "en", "roll|rolls|रोल|ਰੋਲ|રોલ|রোল|ரோல்|రోల్|ರೋಲ್|റോൾ|ରୋଲ"),
    ("unit", "sheet", "en", "sheet|sheets|शीट|ਸ਼ੀਟ|શીટ|শিট|ஷீட்|షీట్|ಶೀಟ್|ഷീറ്റ്|ସିଟ"),
)

# Per-unit prices ("45 ki ek", "380 per kg", "@ 45") and fractional quantities (§8).
PRICE_WORDS: tuple[Entry, ...] = (
    ("per", "yes", "en", "per|each|apiece|a piece|per piece|prati|pratyek|har ek|rate|rate se|ke rate se|"
                         "ke rate|bhav|bhaav|bhao|ke bhav|ke bhaav|ke bhav se|ke hisaab se|ke hisab se|@|/|at|"
                         "ki ek|ka ek|ke ek|ek ka|ek ki|ek ke|ka ek piece|ek piece|प्रति|हर एक|भाव|रेट|की एक|का एक|"
                         "एक का|एक की|dar|दर"),
    ("frac", "0.25", "en", "paav|pav|paw|quarter|पाव"),
    ("frac", "0.5", "en", "aadha|adha|aadhi|adhi|half|आधा|आधी|अर्धा|ardha|અડધો|adadho|আধা|ਅੱਧਾ|அரை|arai|అర|ಅರ್ಧ|അര|ଅଧା"),
)

# Day words for promises (§5.5): the value is read by promises.py.
WHEN: tuple[Entry, ...] = (
    ("when", "+1", "en", "tomorrow|kal|kal tak|कल|udya|उद्या|kaale|કાલે|agamikal|আগামীকাল|কাল|kalke|ਕੱਲ੍ਹ|"
                         "naalai|naaliki|naalaikku|நாளை|நாளைக்கு|repu|రేపు|naale|ನಾಳೆ|നാളെ|kali|କାଲି"),
    ("when", "+2", "en", "parso|parson|parsoon|परसों|day after tomorrow|parva|परवा|parmdivse|પરમદિવસે|porshu|"
                         "পরশু|ਪਰਸੋਂ|naalai marunaal|நாளை மறுநாள்|ellundi|ఎల్లుండి|naadiddu|ನಾಡಿದ್ದು|mattannal|"
                         "മറ്റന്നാൾ|ପଅରଦିନ|paradina"),
    ("when", "+0", "en", "aaj|today|aaj shaam|aaj raat|tonight|this evening|shaam tak|shaam ko|आज|आज शाम"),
    ("when", "+7", "en", "agle hafte|agla hafta|agle week|next week|agle saptah|अगले हफ्ते|अगले हफ़्ते|"
                         "pudhchya aathvadyat|पुढच्या आठवड्यात|aavta athvadiye|આવતા અઠવાડિયે|porer saptahe|"
                         "পরের সপ্তাহে|ਅਗਲੇ ਹਫ਼ਤੇ|adutha vaaram|அடுத்த வாரம்|vache vaaram|వచ్చే వారం|mundina vaara|"
                         "ಮುಂದಿನ ವಾರ|adutha aazhcha|അടുത്ത ആഴ്ച|asanta saptaha|ଆସନ୍ତା ସପ୍ତାହ"),
    ("when", "month", "en", "agle mahine|agla mahina|agle month|next month|अगले महीने|pudhchya mahinyat|"
                            "पुढच्या महिन्यात|aavta mahine|આવતા મહિને|porer mase|পরের মাসে|ਅਗਲੇ ਮਹੀਨੇ|"
                            "adutha maasam|அடுத்த மாதம்|அடுத்த மாசம்|vache nela|వచ్చే నెల|mundina tingalu|"
                            "ಮುಂದಿನ ತಿಂಗಳು|adutha maasam|അടുത്ത മാസം|asanta masa|ଆସନ୍ତା ମାସ|salary ke baad"),
    ("when", "mon", "en", "monday|mon|somvar|somwar|soamvar|सोमवार*|સોમવાર*|সোমবার*|ਸੋਮਵਾਰ*|thingal|திங்கள்*|"
                          "somavaram|సోమవారం*|somavara|ಸೋಮವಾರ*|thinkal|തിങ്കൾ*|ସୋମବାର*"),
    ("when", "tue", "en", "tuesday|tue|mangalvar|mangalwar|mangal|मंगलवार*|मंगळवार*|મંગળવાર*|মঙ্গলবার*|ਮੰਗਲਵਾਰ*|"
                          "sevvai|செவ்வாய்*|mangalavaram|మంగళవారం*|mangalavara|ಮಂಗಳವಾರ*|chovva|ചൊവ്വ*|ମଙ୍ଗଳବାର*"),
    ("when", "wed", "en", "wednesday|wed|budhvar|budhwar|budh|बुधवार*|બુધવાર*|বুধবার*|ਬੁੱਧਵਾਰ*|pudhan|புதன்*|"
                          "budhavaram|బుధవారం*|budhavara|ಬುಧವಾರ*|budhan|ബുധൻ*|ବୁଧବାର*"),
    ("when", "thu", "en", "thursday|thu|thurs|guruvar|guruwar|brihaspativar|veervar|virvar|vīrvar|गुरुवार*|"
                          "बृहस्पतिवार*|गुरूवार*|ગુરુવાર*|বৃহস্পতিবার*|ਵੀਰਵਾਰ*|viyazhan|வியாழன்*|guruvaram|"
                          "గురువారం*|guruvara|ಗುರುವಾರ*|vyazham|വ്യാഴം*|ଗୁରୁବାର*"),
    ("when", "fri", "en", "friday|fri|shukravar|shukrawar|shukra|शुक्रवार*|શુક્રવાર*|শুক্রবার*|ਸ਼ੁੱਕਰਵਾਰ*|ਸੁੱਕਰਵਾਰ*|"
                          "velli|வெள்ளி*|shukravaram|శుక్రవారం*|shukravara|ಶುಕ್ರವಾರ*|വെള്ളി*|ଶୁକ୍ରବାର*"),
    ("when", "sat", "en", "saturday|sat|shanivar|shaniwar|shani|शनिवार*|શનિવાર*|শনিবার*|ਸ਼ਨੀਵਾਰ*|sani|சனி*|"
                          "shanivaram|శనివారం*|shanivara|ಶನಿವಾರ*|shani|ശനി*|ଶନିବାର*"),
    ("when", "sun", "en", "sunday|sun|ravivar|raviwar|itvar|itwar|etwar|aitwar|रविवार*|इतवार*|રવિવાર*|রবিবার*|"
                          "ਐਤਵਾਰ*|nyayiru|ஞாயிறு*|aadivaram|ఆదివారం*|bhanuvara|ಭಾನುವಾರ*|njayar|ഞായർ*|ରବିବାର*"),
    ("tarikh", "yes", "en", "tarikh|tareekh|tarik|tarkh|date|तारीख|तारीख़|tarakh|तारखेला|તારીખે|তারিখ|ਤਾਰੀਖ|"
                            "தேதி|తేదీ|ತಾರೀಖು|തീയതി|ତାରିଖ"),
    ("days", "yes", "en", "din|dino|days|day|divas|दिन|दिनों|दिवस|દિવસ|দিন|ਦਿਨ|நாள்|రోజులు|ದಿನ|ദിവസം|ଦିନ"),
    # Counts that are never money: "3 saal se", "2 baar", "4 ghante", "table no 4".
    ("notmoney", "after", "en", "saal|sal|years|year|baras|mahine|mahino|months|hafte|hafton|weeks|ghante|ghanta|"
                                "hours|hour|minute|minutes|mins|baar|bar|times|time|log|logon|people|persons|"
                                "साल|महीने|हफ्ते|घंटे|बार|लोग|वर्षे|वेळा|વર્ષ|વાર|বছর|বার|ਸਾਲ|ਵਾਰ|வருஷம்|தடவை|"
                                "సంవత్సరాలు|సార్లు|ವರ್ಷ|ಸಲ|വർഷം|തവണ|ବର୍ଷ|ଥର"),
    ("notmoney", "before", "en", "no|no.|number|bill no|order no|invoice no|table no|room no|flat no|ward no|gali no|"
                                 "house no|mobile|phone|#|नंबर|नं"),
)

# Words that are never a name. Many are plain Hinglish/English glue; Indic ones are the commonest.
FUNCTION: tuple[Entry, ...] = (
    ("fn", "yes", "hi",
     "aaj|abhi|abhi abhi|subah|shaam|sham|raat|dopahar|din|hafta|mahina|saal|maine|hum|mera|meri|mere|"
     "apna|apni|apne|ek|aur|or|bhi|to|toh|tho|hi|hai|hain|he|h|tha|thi|the|ho|hua|hui|hue|gaya|gaye|"
     "gayi|raha|rahe|rahi|me|mein|mai|yeh|ye|yah|woh|wo|is|us|in|un|jo|sab|sabhi|kuch|bahut|zyada|"
     "jyada|kam|thoda|liye|rupaye|rupay|rupiya|rupiye|rupees|rupee|rs|paise|paisa|paison|total|sirf|"
     "bas|please|pls|plz|jaldi|aaj|kal|dukan|dukaan|wapas|phir|fir|baad|pehle|pahle|abhi tak|tak|"
     "lekin|par|magar|kyunki|isliye|matlab|yaar|bhai|boss|arre|are|arey|oye|haan|ji|nahi|ok|acha|"
     "accha|theek|likho|likh|likh do|likh lo|karo|kar|kiya|kiye|kari|kar do|daalo|daal|dal do|note|"
     "note karo|add|add karo|chadha do|chadhao|entry|hisaab|hisab|wala|wale|wali|jitna|utna|kitna|"
     "ka|ke|ki|ko|se|ne|pe|baaki|baki|bacha|upar|neeche|saath|sath|bina|liya|diya|gaye|abhi|aaj|"
     "rupaiya|rupaiye|rupya|roopay|ruppe|rupe|payment|amount|rakam|raqam|paisa|udhaar|cash|online|"
     "galla|bikri|sale|kharcha|mahine|hafte|agle|pichle|purana|naya|nayi|gaadi|gadi|tempo|hisaab|"
     "बाकी|और|भी|तो|है|हैं|था|थी|थे|हो|हुआ|हुई|हुए|गया|गई|गए|रहा|रही|रहे|रही|में|मैं|यह|वह|सब|कुछ|रुपये|रुपए|"
     "रुपया|पैसे|आज|कल|अभी|लिखो|लिख|करो|किया|एक|से|को|का|की|के|ने|दो|लो|दें|दीजिए|कीजिए|करें|सिर्फ|बस|"
     "ठीक|वाला|वाली|वाले|अब|फिर|बहुत|कम|ज्यादा|आया|मिला|hui|hue|rahi|raha|rahe|ab|gai|gayi|hoga|hogi|hoge"),
    ("fn", "yes", "en",
     "the|a|an|and|or|of|for|to|on|in|at|by|with|from|today|yesterday|tomorrow|my|me|i|we|he|she|"
     "they|it|this|that|these|those|is|was|were|are|am|has|have|had|be|been|will|shall|would|could|"
     "should|can|did|do|does|just|also|only|all|some|any|more|less|total|rupees|rupee|rs|inr|bucks|"
     "amount|payment|money|cash|please|pls|thanks|ok|okay|yes|no|not|entry|record|add|note|write|"
     "put|mark|log|his|her|their|our|your|him|them|us|so|then|now|after|before|again|back|off|up|"
     "down|out|over|about|as|into|till|until|worth|value|price|cost|bill|each|per|new|old|last|"
     "first|second|next|previous|morning|evening|night|afternoon|week|month|year|day|days|shop|store|"
     "customer|supplier|sir|madam|dear|bro|boss|via|using|through|account|balance|udhaar|credit|another|"
     "more|extra|some|few|around|about|approx|approximately|roughly|almost|nearly|make|made|it|that|there|"
     "here|what|which|who|got|get|give|take|left|right|wrong|sure|ok|yeah|please|kindly|also|too|very|"
     "much|many|lot|lots|bit|little|one|ones|thing|things|worth|rs.|rupaiya|only|even|still|already|yet|"
     "same|other|others|both|all|every|everyone|anyone|someone|nothing|something|name|number|phone|upi|"
     "gpay|paytm|phonepe|online|cash|bank|transfer|cheque|card|dues|due|money|payment|paid|pay|amount"),
    ("fn", "yes", "mr", "आज|काल|आणि|पण|तर|आहे|होते|होता|होती|केले|केला|केली|रुपये|रुपए|पैसे|एक|मी|मला|त्यांनी|"
                        "झाली|झाला|झाले|झालं|किती|नोंद|करा|ani|aahe|ahe|hote|hota|kele|rupaye|paise|mi|aaj|kaal|"
                        "aani|tar|zhali|jhali|zala|jhala|zale"),
    ("fn", "yes", "gu", "આજે|કાલે|અને|પણ|છે|હતા|હતું|હતી|કર્યા|કર્યું|રૂપિયા|પૈસા|એક|મેં|થયું|થયો|થઈ|થયા|માં|ane|che|"
                        "chhe|hata|hatu|karya|rupiya|paisa|aaje|kale|thayu|thayo|thai"),
    ("fn", "yes", "bn", "আজ|কাল|আর|এবং|ও|আছে|ছিল|করলাম|করো|টাকা|টাকার|এক|আমি|হল|হলো|হয়েছে|হয়েছে|এই|টা|টি|"
                        "aaj|kal|ar|ache|chilo|korlam|taka|takar|ek|ami|holo|hoyeche"),
    ("fn", "yes", "pa", "ਅੱਜ|ਕੱਲ੍ਹ|ਅਤੇ|ਤੇ|ਹੈ|ਸੀ|ਕੀਤੇ|ਕੀਤਾ|ਰੁਪਏ|ਪੈਸੇ|ਇੱਕ|ਮੈਂ|ਹੋਈ|ਹੋਇਆ|ਹੋਏ|ਨੇ|ਦਿਓ|ajj|te|hai|si|"
                        "kitte|rupaye|paise|ikk|hoi|hoya"),
    ("fn", "yes", "ta", "இன்னைக்கு|இன்று|நேத்து|நேற்று|மற்றும்|ரூபாய்|ரூபா|காசு|பணம்|ஒரு|நான்|இருக்கு|ஆனது|"
                        "பண்ணு|செய்|rubai|roopai|rupai|kaasu|panam|oru|naan|irukku|inniki|nethu|aachu|ஆச்சு|ரூ"),
    ("fn", "yes", "te", "ఈరోజు|నిన్న|మరియు|రూపాయలు|రూపాయి|డబ్బులు|ఒక|నేను|ఉంది|జరిగింది|అయింది|ఉన్నాడు|ఉన్నారు|"
                        "ఉన్నది|లో|roopayalu|rupayalu|dabbulu|oka|nenu|undi|eeroju|ninna"),
    ("fn", "yes", "kn", "ಇವತ್ತು|ನಿನ್ನೆ|ಮತ್ತು|ರೂಪಾಯಿ|ಹಣ|ದುಡ್ಡು|ಒಂದು|ನಾನು|ಇದೆ|ಆಯಿತು|ಆಗಿದೆ|ಆಯ್ತು|roopayi|rupayi|"
                        "duddu|ondu|naanu|ide|ivattu|ninne|aayitu"),
    ("fn", "yes", "ml", "ഇന്ന്|ഇന്നലെ|പിന്നെ|രൂപ|പൈസ|കാശ്|ഒരു|ഞാൻ|ഉണ്ട്|ആയി|ആയിരുന്നു|roopa|rupa|paisa|oru|"
                        "njan|undu|innu|innale"),
    ("fn", "yes", "en", "रुपय*|रुपए*|ரூபாய்*|ரூபா*|రూపాయ*|ರೂಪಾಯ*|രൂപ*|টাকা*|ଟଙ୍କା*|રૂપિય*|ਰੁਪਏ*|ਰੁਪਈ*|रुपये*"),
    ("fn", "yes", "or", "ଆଜି|କାଲି|ଏବଂ|ଓ|ଟଙ୍କା|ଟଙ୍କାର|ପଇସା|ଗୋଟେ|ମୁଁ|ଅଛି|ହେଲା|ହୋଇଛି|କର|tanka|paisa|gote|mu|achhi|"
                        "aaji|kali|hela"),
)
