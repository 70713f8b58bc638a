"""Quantities and prices (§2, §6, §8): units with their canonical names, per-unit price words,
fraction words for quantities, and the rest of a bill ("baaki").

Same entry shape as words.py: (category, value, language, "phrase|phrase").
"""

from __future__ import annotations

from .words import Entry

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

# Dues from before the books began (docs/reading-guide.md, "Old dues"): "Chawla ji ka purana 1,800 baaki hai".
OLD: tuple[Entry, ...] = (
    ("old", "yes", "hi", "purana|purane|purani|puraana|puraane|puraani|pichla baaki|pichhla baaki|pehle ka|pehle ke|"
                         "pehle ki|pehle se|पुराना|पुराने|पुरानी|पहले का|पहले के"),
    ("old", "yes", "en", "old|previous|opening|opening balance|old balance|old dues|from before|earlier dues|"
                         "carried forward|brought forward"),
    ("old", "yes", "mr", "juna|june|juni|जुना|जुने|जुनी|जुनं|मागचे|मागची"),
    ("old", "yes", "gu", "junu|juna|juni|જૂનું|જૂના|જૂની|જુના|જુની|જુનું"),
    ("old", "yes", "bn", "purono|puraton|পুরোনো|পুরনো|পুরানো|আগের"),
    ("old", "yes", "pa", "purana|purane|ਪੁਰਾਣਾ|ਪੁਰਾਣੇ|ਪੁਰਾਣੀ"),
    ("old", "yes", "ta", "pazhaya|palaya|பழைய"),
    ("old", "yes", "te", "paata|paatha|పాత"),
    ("old", "yes", "kn", "haleya|hale|ಹಳೆಯ|ಹಳೇ"),
    ("old", "yes", "ml", "pazhaya|പഴയ"),
    ("old", "yes", "or", "purana|ପୁରୁଣା|ପୁରୁଣା"),
)

# Who owes whom, said outright: the shop has to pay ("dena hai", "we owe") or to receive ("lena hai").
OWE: tuple[Entry, ...] = (
    ("owe", "shop", "hi", "dena hai|dene hain|dene hai|dena baaki|dene baaki|dena tha|dene the|chukana hai|"
                          "chukane hain|dena he|देना है|देने हैं|देने है|चुकाना है"),
    ("owe", "them", "hi", "lena hai|lene hain|lene hai|lena baaki|lene baaki|lena tha|lene the|लेना है|लेने हैं|लेने है"),
    ("owe", "shop", "en", "we owe|i owe|owe him|owe her|owe them|we owed|i owed|payable to"),
    ("owe", "them", "en", "owes|owes us|owes me|owed us|owed me|receivable from"),
    ("owe", "shop", "mr", "dyayche aahet|dyayche ahet|द्यायचे आहेत|द्यायचे"),
    ("owe", "them", "mr", "ghyayche aahet|yene|येणे|घ्यायचे"),
    ("owe", "shop", "gu", "aapvana che|aapvana chhe|આપવાના છે|આપવાના"),
    ("owe", "them", "gu", "levana che|levana chhe|લેવાના છે|લેવાના"),
    ("owe", "shop", "bn", "dite hobe|দিতে হবে"),
    ("owe", "them", "bn", "paona|পাওনা"),
    ("owe", "shop", "pa", "dene han|ਦੇਣੇ ਹਨ|ਦੇਣੇ"),
    ("owe", "them", "pa", "lene han|ਲੈਣੇ ਹਨ|ਲੈਣੇ"),
    ("owe", "shop", "ta", "kudukkanum|kodukkanum|கொடுக்கணும்|தரணும்"),
    ("owe", "shop", "te", "ivvali|ఇవ్వాలి"),
    ("owe", "shop", "kn", "kodbeku|kodabeku|ಕೊಡಬೇಕು"),
    ("owe", "shop", "ml", "kodukkanam|കൊടുക്കണം"),
    ("owe", "shop", "or", "debaku achhi|ଦେବାକୁ ଅଛି"),
)
